using System.Collections.Immutable;
using System.Globalization;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace Nano.Generators;

/// <summary>
/// Reports, while typing, the contract mistakes that the runtime model would refuse with a ProtoModelException at first
/// use: duplicate and invalid field numbers, and member types no backend can encode. Runs over every contract type
/// (Nano's [ProtoContract] and protobuf-net's), listed in a serializer context or not. It only reports what the model
/// certainly refuses; anything it cannot judge from attributes alone is left to the model.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class ContractAnalyzer : DiagnosticAnalyzer
{
    /// <inheritdoc/>
    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } =
        [Diagnostics.DuplicateFieldNumber, Diagnostics.InvalidFieldNumber, Diagnostics.UnsupportedMemberType, Diagnostics.InvalidDefaultValue,
            Diagnostics.InvalidOneOfMember];

    /// <inheritdoc/>
    public override void Initialize(AnalysisContext context)
    {
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.EnableConcurrentExecution();
        context.RegisterSymbolAction(AnalyzeType, SymbolKind.NamedType);
    }

    private static void AnalyzeType(SymbolAnalysisContext context)
    {
        var type = (INamedTypeSymbol)context.Symbol;
        var contract = type.GetAttributes().FirstOrDefault(a => ContractMembers.IsContractAttribute(a.AttributeClass));
        // protobuf-net numbers members itself under ImplicitFields: there are no numbers to check.
        if (contract is null || contract.NamedArguments.Any(a => a.Key == "ImplicitFields"))
            return;
        // protobuf-net's contracts convert defaults by protobuf-net's rules (ProtobufNetDefaults), not judged here.
        var nanoContract = contract.AttributeClass?.ToDisplayString() == "Nano.ProtoContractAttribute";
        var byNumber = new Dictionary<int, string>();
        foreach (var (member, number, memberType) in ContractMembers.Numbered(type))
        {
            var where = member.Locations.FirstOrDefault();
            var numberText = number.ToString(CultureInfo.InvariantCulture);
            if (!ContractMembers.IsValidNumber(number))
                context.ReportDiagnostic(Diagnostic.Create(Diagnostics.InvalidFieldNumber, where, type.ToDisplayString(), member.Name, numberText));
            else if (byNumber.TryGetValue(number, out var first))
                context.ReportDiagnostic(Diagnostic.Create(Diagnostics.DuplicateFieldNumber, where, numberText, type.ToDisplayString(), first, member.Name));
            else
                byNumber.Add(number, member.Name);
            if (ContractMembers.NeverEncodable(memberType) is { } unsupported)
                context.ReportDiagnostic(Diagnostic.Create(Diagnostics.UnsupportedMemberType, where, type.ToDisplayString(), member.Name, unsupported.ToDisplayString()));
            else if (nanoContract && DefaultValueOf(member) is { } value && DefaultValues.Refusal(memberType, value) is { } refusal)
                context.ReportDiagnostic(Diagnostic.Create(Diagnostics.InvalidDefaultValue, where, type.ToDisplayString(), member.Name, refusal));
            if (OneOfOf(member) is { } group && OneOfRefusal(memberType) is { } reason)
                context.ReportDiagnostic(Diagnostic.Create(Diagnostics.InvalidOneOfMember, where, type.ToDisplayString(), member.Name, group, reason));
        }
    }

    /// <summary>The OneOf group named by Nano's [ProtoMember], or null.</summary>
    private static string? OneOfOf(ISymbol member) => member.GetAttributes()
        .FirstOrDefault(a => a.AttributeClass?.ToDisplayString() == "Nano.ProtoMemberAttribute")?.NamedArguments
        .FirstOrDefault(a => a.Key == "OneOf").Value.Value as string;

    /// <summary>Why the model refuses a member of this type in a oneof: a oneof member needs explicit presence, which a
    /// repeated field and a value type without Nullable cannot have. Null when it may be accepted.</summary>
    private static string? OneOfRefusal(ITypeSymbol type)
    {
        if (type is IArrayTypeSymbol { Rank: 1 } array && array.ElementType.SpecialType != SpecialType.System_Byte
            || type is INamedTypeSymbol { IsGenericType: true } named
               && named.OriginalDefinition.ToDisplayString() is "System.Collections.Generic.List<T>" or "System.Collections.Generic.Dictionary<TKey, TValue>")
            return "a repeated or map field cannot be part of a oneof";
        if (type.IsValueType && type is not INamedTypeSymbol { OriginalDefinition.SpecialType: SpecialType.System_Nullable_T })
            return $"a value type cannot tell 'not set' from its zero; declare it as {type.ToDisplayString()}? (Nullable)";
        return null;
    }

    /// <summary>The constant of a single-argument [DefaultValue] (the (Type, string) form converts when the attribute
    /// is created, so it is left to the model).</summary>
    private static object? DefaultValueOf(ISymbol member)
    {
        var attribute = member.GetAttributes().FirstOrDefault(a => a.AttributeClass?.ToDisplayString() == "System.ComponentModel.DefaultValueAttribute");
        return attribute is { ConstructorArguments: [{ Kind: not TypedConstantKind.Array } argument] } ? argument.Value : null;
    }
}

/// <summary>The numbered members of a contract, as the model builder reads them from attributes.</summary>
internal static class ContractMembers
{
    private const int MaxFieldNumber = (1 << 29) - 1;

    public static bool IsContractAttribute(INamedTypeSymbol? attribute) =>
        attribute?.ToDisplayString() is "Nano.ProtoContractAttribute" or "ProtoBuf.ProtoContractAttribute";

    public static bool IsValidNumber(int number) => number is >= 1 and <= MaxFieldNumber and not (>= 19000 and <= 19999);

    /// <summary>Each instance field or property with a [ProtoMember] (Nano's or protobuf-net's) and no [ProtoIgnore].</summary>
    public static IEnumerable<(ISymbol Member, int Number, ITypeSymbol Type)> Numbered(INamedTypeSymbol type)
    {
        foreach (var member in type.GetMembers())
        {
            if (member.IsStatic || member.IsImplicitlyDeclared)
                continue;
            var memberType = member switch
            {
                IFieldSymbol f => f.Type,
                IPropertySymbol p when !p.IsIndexer => p.Type,
                _ => null,
            };
            if (memberType is null)
                continue;
            AttributeData? numbered = null;
            var ignored = false;
            foreach (var attribute in member.GetAttributes())
            {
                switch (attribute.AttributeClass?.ToDisplayString())
                {
                    case "Nano.ProtoMemberAttribute" or "ProtoBuf.ProtoMemberAttribute":
                        numbered = attribute;
                        break;
                    case "Nano.ProtoIgnoreAttribute" or "ProtoBuf.ProtoIgnoreAttribute":
                        ignored = true;
                        break;
                }
            }
            if (!ignored && numbered is { ConstructorArguments: [{ Value: int number }] })
                yield return (member, number, memberType);
        }
    }

    /// <summary>The type (the member's, or its element's) that no backend encodes, or null when the model may accept it:
    /// <c>object</c>, <c>dynamic</c>, delegates, pointers and 128-bit integers are refused whatever the options.</summary>
    public static ITypeSymbol? NeverEncodable(ITypeSymbol type)
    {
        var element = type switch
        {
            IArrayTypeSymbol { Rank: 1 } array when array.ElementType.SpecialType != SpecialType.System_Byte => array.ElementType,
            INamedTypeSymbol { IsGenericType: true, TypeArguments.Length: 1 } named
                when named.OriginalDefinition.ToDisplayString() is "System.Collections.Generic.List<T>" or "System.Nullable<T>" => named.TypeArguments[0],
            _ => type,
        };
        var never = element.SpecialType == SpecialType.System_Object
            || element.TypeKind is TypeKind.Dynamic or TypeKind.Delegate or TypeKind.Pointer or TypeKind.FunctionPointer
            || element.ToDisplayString() is "System.Int128" or "System.UInt128";
        return never ? element : null;
    }
}
