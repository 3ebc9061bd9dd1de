namespace Nano.Schema;

/// <summary>
/// One .NET enum as a protobuf <c>enum</c>: values named <c>ENUM_NAME_MEMBER</c> (the style guide's prefix, which also
/// keeps sibling enums from clashing, since protobuf enum values share their enclosing scope), the zero value first
/// (proto3 requires it; one named <c>ENUM_NAME_UNSPECIFIED</c> is added when the enum has none), aliases allowed
/// when two members share a number.
/// </summary>
internal sealed record EnumPlan(Type Type, string Name, IReadOnlyList<(string Name, int Number)> Values,
    bool AllowAlias)
{
    /// <summary>The value name of a number (the first member declared with it).</summary>
    public string? NameOf(int number) => Values.FirstOrDefault(v => v.Number == number).Name;

    /// <summary>Plans the enum, claiming its value names in the file scope.</summary>
    /// <exception cref="ProtoModelException">A member's number does not fit int32.</exception>
    public static EnumPlan Create(Type type, string name, NameScope file)
    {
        var prefix = ProtoNames.UpperSnake(name) + "_";
        // A value name must be free in the enum (loosely, as protoc compares them) and in the file; it is claimed in
        // both.
        var local = new NameScope(loose: true, also: file);
        var members = new List<(string Member, int Number)>();
        foreach (var (member, number) in EnumMembers.Of(type))
        {
            // EnumCarrier sends enums with such members to their scalar; this guards the int32 cast.
            if (number is < int.MinValue or > int.MaxValue)
                throw new ProtoModelException($"{type.FullName}.{member} = {number} cannot be expressed in .proto: "
                    + "protobuf enum values are int32.");
            members.Add((member, (int)number));
        }

        var values = new List<(string Name, int Number)>();
        // Zero first: proto3 requires it, and proto2 takes the first value as the default, which must be Nano's zero.
        var ordered = members.Where(m => m.Number == 0).Concat(members.Where(m => m.Number != 0)).ToList();
        if (ordered.Count == 0 || ordered[0].Number != 0)
            values.Add((file.Claim(local.Claim(prefix + "UNSPECIFIED", "_"), "_"), 0));
        foreach (var (member, number) in ordered)
            values.Add((file.Claim(local.Claim(prefix + ProtoNames.UpperSnake(member), "_"), "_"), number));
        var allowAlias = values.Select(v => v.Number).Distinct().Count() < values.Count;
        return new EnumPlan(type, name, values, allowAlias);
    }
}
