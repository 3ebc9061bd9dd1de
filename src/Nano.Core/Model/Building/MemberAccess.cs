namespace Nano.Model.Building;

/// <summary>Finds how to read and write a field or property, including private setters and compiler backing
/// fields.</summary>
internal static class MemberAccess
{
    public static Type TypeOf(MemberInfo member) => member switch
    {
        FieldInfo f => f.FieldType,
        PropertyInfo p => p.PropertyType,
        _ => throw new ProtoModelException($"{member.DeclaringType?.Name}.{member.Name} is not a field or property."),
    };

    public static MemberInfo Getter(MemberInfo member) => member switch
    {
        FieldInfo f => f,
        PropertyInfo p => p.GetGetMethod(nonPublic: true) ?? throw new ProtoModelException(
            $"{p.DeclaringType!.Name}.{p.Name} has no getter, so it cannot be written."),
        _ => throw new ProtoModelException($"{member.DeclaringType?.Name}.{member.Name} is not a field or property."),
    };

    /// <summary>A field, a setter (public, private or <c>init</c>), or the backing field of a get-only auto-property;
    /// null if none.</summary>
    public static MemberInfo? Setter(MemberInfo member)
    {
        switch (member)
        {
            case FieldInfo f:
                return f.IsLiteral ? null : f;
            case PropertyInfo p:
                if (p.GetSetMethod(nonPublic: true) is { } setter)
                    return setter;
                return MessageTypes.Members(p.DeclaringType!)
                    .GetField($"<{p.Name}>k__BackingField", BindingFlags.Instance | BindingFlags.NonPublic);
            default:
                return null;
        }
    }
}
