namespace Nano.Model.Building.ProtobufNet;

/// <summary>
/// protobuf-net's meaning of <c>[DefaultValue]</c> on the single fields of its contracts, where it differs from the
/// proto2 default Nano gives its own: the default only decides what is not written. A required member is always
/// written (its default is not applied); a <see cref="Nullable{T}"/> member leaves out null and the default alike; a
/// <see cref="DateTime"/>, <see cref="TimeSpan"/> or <see cref="Guid"/> may have one; and an absent field is never
/// given the default on reading: the member keeps what the constructor set (<see cref="AbsentValue.AsConstructed"/>).
/// </summary>
internal static class ProtobufNetDefaults
{
    /// <summary>True when protobuf-net's rule, not proto2's, decides what the default of this field is.</summary>
    public static bool Decides(FieldModel field) => field.Presence == Presence.Required || IsBclValue(field.Value.Type);

    /// <summary>
    /// For a field <see cref="Decides"/> covers: the default as the field's value type, or null when protobuf-net does
    /// not apply it (a required member, which is always written).
    /// </summary>
    public static object? Convert(object value, FieldModel field, Func<string> where)
    {
        if (field.Presence == Presence.Required)
            return null;
        var type = field.Value.Type;
        return type.IsInstanceOfType(value)
            ? value
            : throw new ProtoModelException($"{where()}: default value {value} is not a {type.Name}; declare it as "
                + $"[DefaultValue(typeof({type.Name}), \"...\")].");
    }

    /// <summary>Which values are not written, where protobuf-net's rule differs from Nano's; null where it does
    /// not.</summary>
    public static Omission? Omission(FieldModel field) =>
        field.IsNullable && field.DefaultValue is not null && field.Presence == Presence.Explicit && field.OneOf is null
            ? Model.Omission.WhenDefault
            : null;

    private static bool IsBclValue(Type type) =>
        type == typeof(DateTime) || type == typeof(TimeSpan) || type == typeof(Guid);
}
