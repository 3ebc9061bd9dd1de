using System.Collections.Immutable;
using Microsoft.CodeAnalysis;

namespace Nano.Generators;

/// <summary>
/// Reads a contract type's attributes from Roslyn symbols and decides whether the generator can write its serializer.
/// It accepts only shapes whose every model decision it can state exactly (below), and says why for any other; it
/// does not reproduce the model builder's rules for the rest. Whatever it decides is also checked at run time against
/// the model built by reflection (GeneratedParity in Nano.Core), so a decision that differs never writes bytes.
/// </summary>
internal sealed class ContractReader(Compilation compilation)
{
    private static readonly ImmutableHashSet<string> CallbackAttributes = ImmutableHashSet.Create(
        "ProtoBuf.ProtoBeforeSerializationAttribute", "ProtoBuf.ProtoAfterSerializationAttribute",
        "ProtoBuf.ProtoBeforeDeserializationAttribute", "ProtoBuf.ProtoAfterDeserializationAttribute",
        "System.Runtime.Serialization.OnSerializingAttribute", "System.Runtime.Serialization.OnSerializedAttribute",
        "System.Runtime.Serialization.OnDeserializingAttribute", "System.Runtime.Serialization.OnDeserializedAttribute");

    /// <summary>The message's spec, or null after adding the diagnostic that says why none is generated.</summary>
    /// <param name="type">The contract.</param>
    /// <param name="id">The generated class's name.</param>
    /// <param name="where">Where a diagnostic is reported: the listing that asked for the type, or reached it.</param>
    /// <param name="diagnostics">Receives the reason when nothing is generated.</param>
    /// <param name="reached">Receives the message types its fields hold, which the generator writes too.</param>
    public MessageSpec? Read(INamedTypeSymbol type, string id, Location? where, List<DiagnosticInfo> diagnostics,
        List<INamedTypeSymbol> reached)
    {
        var name = type.ToDisplayString();
        var contract = FindAttribute(type, "Nano.ProtoContractAttribute");
        if (contract is null)
        {
            if (FindAttribute(type, "ProtoBuf.ProtoContractAttribute") is not null)
                return NotGenerated(diagnostics, where, name, "protobuf-net contracts are not generated yet");
            diagnostics.Add(Info(Diagnostics.NotAContract, where, name));
            return null;
        }
        if (TypeReason(type, contract) is { } typeReason)
            return NotGenerated(diagnostics, where, name, typeReason);

        // Members are read as the analyzer reads them (ContractMembers); a type with a numbering mistake gets no code
        // and no diagnostic here: ContractAnalyzer reports it, and the runtime model refuses it.
        var fields = new List<FieldSpec>();
        var found = new List<INamedTypeSymbol>();
        var numbers = new HashSet<int>();
        foreach (var (_, number, _) in ContractMembers.Numbered(type))
        {
            if (!ContractMembers.IsValidNumber(number) || !numbers.Add(number))
                return null;
        }
        var members = new List<ReadMember>();
        foreach (var (member, number, _) in ContractMembers.Numbered(type))
        {
            var attribute = member.GetAttributes().First(a => a.AttributeClass?.ToDisplayString() is "Nano.ProtoMemberAttribute" or "ProtoBuf.ProtoMemberAttribute");
            var field = ReadField(member, number, attribute, found, out var reason);
            if (field is null)
                return reason is null ? null : NotGenerated(diagnostics, where, name, reason);
            members.Add(field);
        }
        members.Sort((a, b) => a.Spec.Number.CompareTo(b.Spec.Number));
        if (Construction.Plan(compilation, type, members) is { } constructionReason)
            return NotGenerated(diagnostics, where, name, constructionReason);
        fields.AddRange(members.Select(m => m.Spec));
        reached.AddRange(found); // only a generated message's: a declined one reaches nothing
        return new MessageSpec(FullName(type), id, new EquatableArray<FieldSpec>([.. fields]));
    }

    private string? TypeReason(INamedTypeSymbol type, AttributeData contract)
    {
        if (contract.NamedArguments.Any(a => a.Key != "Name"))
            return "[ProtoContract] options other than Name are not generated yet";
        if (type.TypeKind != TypeKind.Class || type.IsAbstract || type.IsStatic)
            return "only non-abstract classes are generated yet";
        if (type.IsGenericType)
            return "generic contracts are not generated yet";
        if (type.BaseType is { SpecialType: not SpecialType.System_Object })
            return "contracts with a base class are not generated yet";
        if (FindAttribute(type, "Nano.ProtoIncludeAttribute") is not null)
            return "[ProtoInclude] hierarchies are not generated yet";
        if (!compilation.IsSymbolAccessibleWithin(type, compilation.Assembly))
            return "the type is not accessible from this assembly";
        foreach (var method in type.GetMembers().OfType<IMethodSymbol>())
        {
            if (method.GetAttributes().Any(a => a.AttributeClass is { } c && CallbackAttributes.Contains(c.ToDisplayString())))
                return "serialization callbacks are not generated yet";
        }
        return null;
    }

    /// <summary>One member's spec, with what construction planning needs; null with a reason when the generator does
    /// not write it, null without one for a contract mistake that ContractAnalyzer reports and the model
    /// refuses.</summary>
    private ReadMember? ReadField(
        ISymbol member, int number, AttributeData attribute, List<INamedTypeSymbol> reached, out string? reason)
    {
        var format = 0;
        var packed = true;
        var optional = false;
        string? oneOf = null;
        foreach (var argument in attribute.NamedArguments)
        {
            switch (argument.Key)
            {
                case "Name":
                    break; // the schema's name only
                case "DataFormat" when argument.Value.Value is int formatValue:
                    format = formatValue;
                    break;
                case "IsPacked" when argument.Value.Value is bool packedValue:
                    packed = packedValue;
                    break;
                case "IsOptional" when argument.Value.Value is bool optionalValue:
                    optional = optionalValue;
                    break;
                case "OneOf" when argument.Value.Value is string or null:
                    oneOf = argument.Value.Value as string;
                    break;
                default:
                    reason = $"[ProtoMember] {argument.Key} on {member.Name} is not generated yet";
                    return null;
            }
        }
        if (member.GetAttributes().Any(a => a.AttributeClass?.ToDisplayString() is "System.ComponentModel.DefaultValueAttribute" or "Nano.ProtoMapAttribute"))
        {
            reason = $"[DefaultValue] and [ProtoMap] on {member.Name} are not generated yet";
            return null;
        }
        // A member is read through its getter (or the field); it is assigned only when it has an accessible setter
        // (not init-only) or is a writable field. One without is passed to a constructor, or the type is declined
        // (Construction.Plan).
        ITypeSymbol type;
        bool settable;
        if (member is IPropertySymbol property)
        {
            if (property.IsIndexer || property.GetMethod is null
                || !compilation.IsSymbolAccessibleWithin(property.GetMethod, compilation.Assembly))
            {
                reason = $"{member.Name} needs an accessible getter (private members are not generated yet)";
                return null;
            }
            settable = property.SetMethod is { IsInitOnly: false } setter
                && compilation.IsSymbolAccessibleWithin(setter, compilation.Assembly);
            type = property.Type;
        }
        else
        {
            var field = (IFieldSymbol)member;
            if (field.IsConst || !compilation.IsSymbolAccessibleWithin(field, compilation.Assembly))
            {
                reason = $"{member.Name} must be an accessible field (private fields are not generated yet)";
                return null;
            }
            settable = !field.IsReadOnly;
            type = field.Type;
        }

        var memberType = FullName(type);
        var declared = type;
        var repeated = false;
        var array = false;
        var nullable = false;
        if (type is IArrayTypeSymbol { Rank: 1 } arrayType && arrayType.ElementType.SpecialType != SpecialType.System_Byte)
        {
            repeated = array = true;
            type = arrayType.ElementType;
        }
        else if (type is INamedTypeSymbol { IsGenericType: true } named
            && named.OriginalDefinition.ToDisplayString() == "System.Collections.Generic.List<T>")
        {
            repeated = true;
            type = named.TypeArguments[0];
        }
        else if (type is INamedTypeSymbol { OriginalDefinition.SpecialType: SpecialType.System_Nullable_T } wrapper)
        {
            nullable = true;
            type = wrapper.TypeArguments[0];
        }
        var value = Classify(type, format);
        if (value is null)
        {
            reason = $"{member.Name}: {declared.ToDisplayString()}" + (format == 0 ? "" : $" with DataFormat {format}") + " is not generated yet";
            return null;
        }
        // A Nullable DateTime merges a Timestamp by its own rule (TimestampOps), which no generated helper runs yet.
        if (nullable && type.SpecialType == SpecialType.System_DateTime)
        {
            reason = $"{member.Name}: a single {declared.ToDisplayString()} is not generated yet";
            return null;
        }
        // Nor does a Nullable of the memory types, whose presence the model has no test for here.
        if (nullable && value.Format is "ReadOnlyMemory" or "Memory")
        {
            reason = $"{member.Name}: {declared.ToDisplayString()} is not generated yet";
            return null;
        }
        // The model gives explicit presence to a Nullable, a message and an IsOptional member; it refuses IsOptional
        // on a repeated field or a value type that cannot hold "not set", which is left to the runtime to report.
        if (optional && (repeated || (type.IsValueType && !nullable)))
        {
            reason = $"IsOptional on {member.Name} needs a single member that can be null";
            return null;
        }
        // The model refuses a oneof over a repeated field or a value that cannot be null (NANO0005).
        if (oneOf is not null && (repeated || (type.IsValueType && !nullable)))
        {
            reason = null;
            return null;
        }
        reason = null;
        var explicitPresence = !repeated
            && (nullable || optional || oneOf is not null || value.Kind == ValueKind.Message);
        // The model gives a single DateTime under implicit presence the UTC zero on each new instance
        // (AbsentValue.Default); the generated code asks DateTimeField for that value, and the parity check compares.
        var setsAbsent = !repeated && !explicitPresence && type.SpecialType == SpecialType.System_DateTime;
        if (value.Kind == ValueKind.Message && type is INamedTypeSymbol message)
            reached.Add(message);
        var packs = repeated && packed && value.IsPackable;
        var absent = setsAbsent ? Absent.Default : Absent.AsConstructed;
        var spec = new FieldSpec(number, member.Name, value, memberType, repeated, array, packs, nullable,
            explicitPresence, absent, -1, oneOf);
        return new ReadMember(spec, declared, settable);
    }

    /// <summary>The model's encoding of a value type and DataFormat (Default 0, ZigZag 1, FixedSize 2), for the types the
    /// generator writes; null for any other combination.</summary>
    private static ValueSpec? Classify(ITypeSymbol type, int format)
    {
        var name = FullName(type);
        switch (type.SpecialType)
        {
            case SpecialType.System_Int32:
                return Scalar(format switch { 0 => "Int32", 1 => "SInt32", 2 => "SFixed32", _ => null }, name);
            case SpecialType.System_Int64:
                return Scalar(format switch { 0 => "Int64", 1 => "SInt64", 2 => "SFixed64", _ => null }, name);
            case SpecialType.System_UInt32:
                return Scalar(format switch { 0 => "UInt32", 2 => "Fixed32", _ => null }, name);
            case SpecialType.System_UInt64:
                return Scalar(format switch { 0 => "UInt64", 2 => "Fixed64", _ => null }, name);
            case SpecialType.System_Single:
                return Scalar(format is 0 or 2 ? "Float" : null, name);
            case SpecialType.System_Double:
                return Scalar(format is 0 or 2 ? "Double" : null, name);
            case SpecialType.System_Boolean:
                return Scalar(format == 0 ? "Bool" : null, name);
            case SpecialType.System_String:
                return Scalar(format == 0 ? "String" : null, name);
            // Narrow integers widen to the 32-bit format (ValueClassifier); the codec's name says both.
            case SpecialType.System_SByte:
                return Narrow(format switch { 0 => "Int32", 1 => "SInt32", 2 => "SFixed32", _ => null }, name, "SByte");
            case SpecialType.System_Int16:
                return Narrow(format switch { 0 => "Int32", 1 => "SInt32", 2 => "SFixed32", _ => null }, name, "Int16");
            case SpecialType.System_Byte:
                return Narrow(format switch { 0 => "UInt32", 2 => "Fixed32", _ => null }, name, "Byte");
            case SpecialType.System_UInt16:
                return Narrow(format switch { 0 => "UInt32", 2 => "Fixed32", _ => null }, name, "UInt16");
            case SpecialType.System_Char:
                return Narrow(format switch { 0 => "UInt32", 2 => "Fixed32", _ => null }, name, "Char");
        }
        if (format != 0)
            return null;
        // Nano's own formats of these types (WellKnownKind), named by the ProtoType the model gives them.
        switch (type.SpecialType)
        {
            case SpecialType.System_DateTime:
                return new ValueSpec("Message", name, 2, ValueKind.WellKnown);
            case SpecialType.System_Decimal:
                return new ValueSpec("String", name, 2, ValueKind.WellKnown);
        }
        switch (type.ToDisplayString())
        {
            case "System.TimeSpan":
                return new ValueSpec("Message", name, 2, ValueKind.WellKnown);
            case "System.Guid":
                return new ValueSpec("Bytes", name, 2, ValueKind.WellKnown);
        }
        if (type is IArrayTypeSymbol { Rank: 1, ElementType.SpecialType: SpecialType.System_Byte })
            return Scalar("Bytes", name);
        // ReadOnlyMemory<byte> and Memory<byte> are bytes too (ValueClassifier), each with its own helper class.
        if (type is INamedTypeSymbol { IsGenericType: true } memory
            && memory.TypeArguments[0].SpecialType == SpecialType.System_Byte)
        {
            switch (memory.OriginalDefinition.ToDisplayString())
            {
                case "System.ReadOnlyMemory<T>":
                    return new ValueSpec("Bytes", name, 2, ValueKind.Scalar, "ReadOnlyMemory");
                case "System.Memory<T>":
                    return new ValueSpec("Bytes", name, 2, ValueKind.Scalar, "Memory");
            }
        }
        if (type is INamedTypeSymbol { TypeKind: TypeKind.Enum, EnumUnderlyingType.SpecialType: SpecialType.System_Int32 })
            return new ValueSpec("Enum", name, 0, ValueKind.Enum);
        if (type is INamedTypeSymbol { TypeKind: TypeKind.Class, IsGenericType: false } message
            && FindAttribute(message, "Nano.ProtoContractAttribute") is not null)
            return new ValueSpec("Message", name, 2, ValueKind.Message);
        return null;
    }

    /// <summary>A narrow integer: the helper of its default format is named by the type (<c>Int16Field</c>), of another
    /// format by both (<c>SInt32Int16Field</c>), as the codecs are.</summary>
    private static ValueSpec? Narrow(string? protoType, string typeName, string type) =>
        Scalar(protoType, typeName) is { } value
            ? value with { Format = protoType is "Int32" or "UInt32" ? type : protoType + type }
            : null;

    private static ValueSpec? Scalar(string? protoType, string typeName) => protoType switch
    {
        null => null,
        "Double" or "Fixed64" or "SFixed64" => new ValueSpec(protoType, typeName, 1, ValueKind.Scalar),
        "Float" or "Fixed32" or "SFixed32" => new ValueSpec(protoType, typeName, 5, ValueKind.Scalar),
        "String" or "Bytes" => new ValueSpec(protoType, typeName, 2, ValueKind.Scalar),
        _ => new ValueSpec(protoType, typeName, 0, ValueKind.Scalar),
    };

    private static AttributeData? FindAttribute(ISymbol symbol, string fullName) =>
        symbol.GetAttributes().FirstOrDefault(a => a.AttributeClass?.ToDisplayString() == fullName);

    /// <summary>The type's name as generated code writes it (<c>global::</c>-qualified, no nullable annotation).</summary>
    public static string FullName(ITypeSymbol type) =>
        type.WithNullableAnnotation(NullableAnnotation.NotAnnotated).ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat);

    private static MessageSpec? NotGenerated(List<DiagnosticInfo> diagnostics, Location? where, string type, string reason)
    {
        diagnostics.Add(Info(Diagnostics.NotGenerated, where, type, reason));
        return null;
    }

    private static DiagnosticInfo Info(DiagnosticDescriptor descriptor, Location? where, params string[] arguments) =>
        new(descriptor, where, new EquatableArray<string>([.. arguments]));
}
