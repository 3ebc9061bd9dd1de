using Microsoft.CodeAnalysis;

namespace Nano.Generators;

/// <summary>
/// The diagnostics of Nano's generator and analyzer, documented in docs/diagnostics.md. NANO00xx are contract mistakes
/// that the runtime model would refuse with a ProtoModelException (ContractAnalyzer); NANO01xx concern the generator.
/// </summary>
internal static class Diagnostics
{
    private const string Contracts = "Nano.Contracts";
    private const string Generator = "Nano.Generator";
    private const string Help = "docs/diagnostics.md";

    public static readonly DiagnosticDescriptor DuplicateFieldNumber = new(
        "NANO0001", "Duplicate field number",
        "Field number {0} is used by both {1}.{2} and {1}.{3}",
        Contracts, DiagnosticSeverity.Error, isEnabledByDefault: true, helpLinkUri: Help);

    public static readonly DiagnosticDescriptor InvalidFieldNumber = new(
        "NANO0002", "Invalid field number",
        "{0}.{1} has field number {2}; protobuf field numbers are 1 to 536870911, except 19000 to 19999 (reserved by protobuf)",
        Contracts, DiagnosticSeverity.Error, isEnabledByDefault: true, helpLinkUri: Help);

    public static readonly DiagnosticDescriptor UnsupportedMemberType = new(
        "NANO0003", "Member type cannot be serialized",
        "{0}.{1} has type {2}, which protobuf cannot encode",
        Contracts, DiagnosticSeverity.Error, isEnabledByDefault: true, helpLinkUri: Help);

    public static readonly DiagnosticDescriptor InvalidDefaultValue = new(
        "NANO0004", "Default value does not convert",
        "The [DefaultValue] of {0}.{1} cannot be its default: {2}",
        Contracts, DiagnosticSeverity.Error, isEnabledByDefault: true, helpLinkUri: Help);

    public static readonly DiagnosticDescriptor InvalidOneOfMember = new(
        "NANO0005", "Oneof member without explicit presence",
        "{0}.{1} is in oneof '{2}', but {3}",
        Contracts, DiagnosticSeverity.Error, isEnabledByDefault: true, helpLinkUri: Help);

    public static readonly DiagnosticDescriptor NotGenerated = new(
        "NANO0100", "Serializer not generated",
        "No serializer is generated for {0}: {1}; it runs on the runtime backends (emit or interpreted)",
        Generator, DiagnosticSeverity.Warning, isEnabledByDefault: true, helpLinkUri: Help);

    public static readonly DiagnosticDescriptor ContextNotPartial = new(
        "NANO0101", "Serializer context must be a partial top-level class",
        "{0} carries [NanoSerializable] but is not a partial, non-nested, non-generic class; no serializer is generated",
        Generator, DiagnosticSeverity.Error, isEnabledByDefault: true, helpLinkUri: Help);

    public static readonly DiagnosticDescriptor NotAContract = new(
        "NANO0102", "Not a message contract",
        "{0} is listed in [NanoSerializable] but is not a [ProtoContract] type",
        Generator, DiagnosticSeverity.Warning, isEnabledByDefault: true, helpLinkUri: Help);
}
