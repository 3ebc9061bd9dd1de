namespace Nano.Serialization.Generated;

/// <summary>
/// Decides whether a generated serializer may serve a type in a model: the model built by reflection (the one place
/// where every protobuf rule is decided) must describe exactly the fields the generator wrote code for, and nothing the
/// generated code does not do (callbacks, oneofs, required fields, unknown fields, hierarchies, surrogates, constructor
/// arguments, defaults, conditions). A type registered fluently or configured differently at run time thus never runs
/// stale generated code: it goes to the runtime backends.
/// </summary>
internal static class GeneratedParity
{
    /// <summary>Null when <paramref name="fields"/> matches <paramref name="message"/>, else the first difference.</summary>
    public static string? Mismatch(MessageModel message, GeneratedField[] fields)
    {
        if (message.Surrogate is not null || message.Callbacks is not null || message.SubTypes.Count != 0 || message.BaseType is not null
            || message.KeepsUnknownFields || message.OneOfGroups.Count != 0 || message.RequiredFields.Count != 0)
            return "the model uses a surrogate, callbacks, sub-types, unknown fields, oneofs or required fields";
        if (message.IsValueType || message.IsAbstract || message.UsesConstructorArguments || message.SkipsConstructor
            || message.Constructor is not { } constructor || constructor.GetParameters().Length != 0)
            return "the model does not create instances with a parameterless constructor";
        if (message.Fields.Count != fields.Length)
            return $"the model has {message.Fields.Count} fields, the generated code {fields.Length}";
        foreach (var generated in fields)
        {
            var field = message.Fields.FirstOrDefault(f => f.Number == generated.Number);
            if (field is null)
                return $"the model has no field {generated.Number}";
            if (Mismatch(field, generated) is { } difference)
                return $"field {generated.Number} ({generated.Member}): {difference}";
        }
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
        // Generated code reads and assigns the member itself: the model must do the same (not a backing field, not
        // a constructor parameter).
        var direct = field.Member is PropertyInfo property
            ? field.Getter == property.GetMethod && field.Setter == property.SetMethod
            : field.Getter == field.Member && field.Setter == field.Member;
        if (field.Member.Name != generated.Member || !direct)
            return $"the model binds member {field.Member.Name} through other accessors";
        if (field.Shape != generated.Shape || field.Value.ProtoType != generated.ProtoType || field.Value.Type != generated.ValueType
            || field.Value.WellKnown != WellKnown(generated))
            return $"the model has {field.Shape} {field.Value}, the generated code {generated.Shape} {generated.ProtoType} ({generated.ValueType.Name})";
        if (field.WriteCondition is not null || field.SpecifiedSetter is not null || field.OneOf is not null || field.ConstructorParameter >= 0
            || field.RequiredIndex >= 0 || field.ProtobufNetLevel != 0 || field.DefaultValue is not null || field.IsClosedEnum)
            return "the model adds a condition, oneof, constructor argument, required flag, default, closed enum or protobuf-net rule";
        // The one absent value generated code sets is DateTimeField.WhenAbsent, the model's value for a DateTime.
        if (field.Absent != (generated.SetsAbsentValue ? AbsentValue.Default : AbsentValue.AsConstructed)
            || (generated.SetsAbsentValue
                && (field.Shape != FieldShape.Single || WellKnown(generated) != WellKnownKind.DateTime)))
        {
            var sets = generated.SetsAbsentValue ? "the UTC zero" : "as constructed";
            return $"the model's absent value is {field.Absent}, the generated code's {sets}";
        }
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
