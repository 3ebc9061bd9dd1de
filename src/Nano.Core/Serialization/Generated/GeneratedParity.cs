namespace Nano.Serialization.Generated;

/// <summary>
/// Decides whether a generated serializer may serve a type in a model: the model built by reflection (the one place
/// where every protobuf rule is decided) must describe exactly the fields the generator wrote code for, and nothing the
/// generated code does not do (callbacks, required fields, unknown fields, hierarchies, surrogates, defaults,
/// conditions), and instances created through the same constructor with the same arguments. A type registered
/// fluently or configured differently at run time thus never runs stale generated code: it goes to the runtime
/// backends.
/// </summary>
internal static class GeneratedParity
{
    /// <summary>Null when <paramref name="fields"/> matches <paramref name="message"/>, else the first difference.</summary>
    public static string? Mismatch(MessageModel message, GeneratedField[] fields)
    {
        if (message.Surrogate is not null || message.Callbacks is not null || message.SubTypes.Count != 0 || message.BaseType is not null
            || message.KeepsUnknownFields || message.RequiredFields.Count != 0)
            return "the model uses a surrogate, callbacks, sub-types, unknown fields or required fields";
        if (ConstructionMismatch(message, fields) is { } construction)
            return construction;
        if (message.Fields.Count != fields.Length)
            return $"the model has {message.Fields.Count} fields, the generated code {fields.Length}";
        // The generated table is in number order, as the model's fields are: the rules that take a field's position
        // (MessageRules) find it at the same index.
        for (var i = 0; i < fields.Length; i++)
        {
            var generated = fields[i];
            var field = message.Fields[i];
            if (field.Number != generated.Number)
                return $"the model has no field {generated.Number}";
            if (Mismatch(field, generated) is { } difference)
                return $"field {generated.Number} ({generated.Member}): {difference}";
        }
        return null;
    }

    /// <summary>Null when the generated code creates instances as the model does: through the parameterless
    /// constructor, or through the constructor the model chose, each of whose parameters a generated field supplies at
    /// the position the model gives it (the model matched each parameter's type to its member's, which the field
    /// comparison checks).</summary>
    private static string? ConstructionMismatch(MessageModel message, GeneratedField[] fields)
    {
        if (message.IsValueType || message.IsAbstract || message.SkipsConstructor
            || message.Constructor is not { } constructor)
            return "the model does not create instances through a constructor of a class";
        var arguments = fields.Count(f => f.ConstructorParameter >= 0);
        if (arguments == 0)
        {
            return message.UsesConstructorArguments || constructor.GetParameters().Length != 0
                ? "the model creates instances through a constructor with arguments, the generated code without"
                : null;
        }
        if (message.ConstructorArguments is not { } parameters || parameters.Count != arguments
            || parameters.Any(p => p is null))
            return $"the model passes {message.ConstructorArguments?.Count ?? 0} constructor arguments, "
                + $"not the generated code's {arguments}";
        return null;
    }

    /// <summary>The format the generated helper of a value runs: Nano's own for DateTime, TimeSpan, Guid and decimal
    /// (DateTimeField and the others), the plain one for every other type.</summary>
    private static WellKnownKind WellKnown(GeneratedField generated) => (generated.ProtoType, generated.ValueType) switch
    {
        (ProtoType.Message, var t) when t == typeof(DateTime) => WellKnownKind.DateTime,
        (ProtoType.Message, var t) when t == typeof(TimeSpan) => WellKnownKind.TimeSpan,
        (ProtoType.Bytes, var t) when t == typeof(Guid) => WellKnownKind.Guid,
        (ProtoType.String, var t) when t == typeof(decimal) => WellKnownKind.Decimal,
        _ => WellKnownKind.None,
    };

    private static string? Mismatch(FieldModel field, GeneratedField generated)
    {
        // Generated code reads and assigns the member itself: the model must do the same (not a backing field). A
        // member passed to the constructor is only read.
        var passed = generated.ConstructorParameter >= 0;
        var direct = field.Member is PropertyInfo property
            ? field.Getter == property.GetMethod && (passed || field.Setter == property.SetMethod)
            : field.Getter == field.Member && (passed || field.Setter == field.Member);
        if (field.Member.Name != generated.Member || !direct)
            return $"the model binds member {field.Member.Name} through other accessors";
        if (field.ConstructorParameter != generated.ConstructorParameter)
            return $"the model passes it as constructor parameter {field.ConstructorParameter}, "
                + $"the generated code as {generated.ConstructorParameter}";
        if (field.OneOf != generated.OneOf)
            return $"the model puts it in oneof '{field.OneOf}', the generated code in '{generated.OneOf}'";
        if (field.Shape != generated.Shape || field.Value.ProtoType != generated.ProtoType || field.Value.Type != generated.ValueType
            || field.Value.WellKnown != WellKnown(generated))
            return $"the model has {field.Shape} {field.Value}, the generated code {generated.Shape} {generated.ProtoType} ({generated.ValueType.Name})";
        if (field.WriteCondition is not null || field.SpecifiedSetter is not null || field.RequiredIndex >= 0
            || field.Dialect != ContractDialect.Nano || field.DefaultValue is not null || field.IsClosedEnum)
            return "the model adds a condition, required flag, default, closed enum or protobuf-net rule";
        // The absent values generated code gives: DateTimeField.WhenAbsent, the model's value for a single DateTime;
        // the model's empty value of a constructor argument (MessageRules.FillAbsent); else what the instance holds.
        if (field.Absent != generated.Absent
            || (generated.Absent == AbsentValue.Default
                && (field.Shape != FieldShape.Single || WellKnown(generated) != WellKnownKind.DateTime)))
            return $"the model's absent value is {field.Absent}, the generated code's {generated.Absent}";
        if (field.Shape == FieldShape.Single)
        {
            var memberType = generated.MemberType ?? generated.ValueType;
            var nullable = Nullable.GetUnderlyingType(memberType) == generated.ValueType;
            if (field.MemberType != memberType || field.IsNullable != nullable)
                return $"the model's member type is {field.MemberType.Name}, the generated code's {memberType.Name}";
            if (nullable && field.Value.WellKnown == WellKnownKind.DateTime)
                return "a Nullable DateTime merges by its own rule, which generated code does not run";
            var explicitPresence = generated.HasExplicitPresence;
            if (field.Presence != (explicitPresence ? Presence.Explicit : Presence.Implicit)
                || field.Omission != (explicitPresence ? Omission.WhenNull : Omission.WhenZero))
                return $"the model's presence is {field.Presence}, omitted {field.Omission}";
            return null;
        }
        if (generated.MemberType is not null && field.MemberType != generated.MemberType)
            return $"the model's member type is {field.MemberType.Name}, the generated code's {generated.MemberType.Name}";
        if (generated.MemberType is { IsArray: true } array)
        {
            if (field.Collection != CollectionKind.Array || array.GetArrayRank() != 1 || array.GetElementType() != generated.ValueType)
                return $"the model's collection is {field.Collection} ({field.MemberType.Name})";
        }
        else if (field.Collection != CollectionKind.List || field.MemberType != field.ConcreteCollectionType
            || field.ConcreteCollectionType is not { IsGenericType: true } list || list.GetGenericTypeDefinition() != typeof(List<>)
            || list.GetGenericArguments()[0] != generated.ValueType)
            return $"the model's collection is {field.Collection} ({field.ConcreteCollectionType?.Name})";
        if (field.IsPacked != generated.IsPacked || field.PacksLikeProtobufNet || field.OverwritesCollection)
            return $"the model's packing is {field.IsPacked}, the generated code's {generated.IsPacked}";
        return null;
    }
}
