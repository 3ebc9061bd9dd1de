namespace ProtoBuf;

/// <summary>Declares a field or property a protobuf field, with its field number.</summary>
[AttributeUsage(AttributeTargets.Property | AttributeTargets.Field, AllowMultiple = false, Inherited = true)]
public class ProtoMemberAttribute : Attribute, IComparable, IComparable<ProtoMemberAttribute>
{
    /// <summary>Declares a field.</summary>
    /// <param name="tag">The field number (1 or more).</param>
    public ProtoMemberAttribute(int tag)
    {
        if (tag <= 0)
            throw new ArgumentOutOfRangeException(nameof(tag), tag, "A field number is 1 or more.");
        Tag = tag;
    }

    /// <summary>The field number.</summary>
    public int Tag { get; }

    /// <summary>The field's name in a <c>.proto</c> schema; the member's name when null.</summary>
    public string? Name { get; set; }

    /// <summary>How the value is encoded.</summary>
    public DataFormat DataFormat { get; set; }

    /// <summary>Write the value even when it is the default.</summary>
    public bool IsRequired { get; set; }

    /// <summary>Write a repeated scalar packed.</summary>
    public bool IsPacked { get; set; }

    /// <summary>Each run of the field replaces the collection instead of appending to it.</summary>
    public bool OverwriteList { get; set; }

    /// <summary>Reference tracking: not carried by Nano (refused when the model is built, naming the member).</summary>
    public bool AsReference { get; set; }

    /// <summary>Type names on the wire: not carried by Nano (refused when the model is built, naming the
    /// member).</summary>
    public bool DynamicType { get; set; }

    /// <summary>The options as flags: set the named properties instead (a non-zero value is refused when the model is
    /// built, naming the member).</summary>
    public MemberSerializationOptions Options { get; set; }

    /// <summary>Orders by field number.</summary>
    /// <param name="other">Another <see cref="ProtoMemberAttribute"/>.</param>
    /// <returns>The comparison of the field numbers, then of the names.</returns>
    public int CompareTo(object? other) => CompareTo(other as ProtoMemberAttribute);

    /// <summary>Orders by field number, then by name.</summary>
    /// <param name="other">Another attribute.</param>
    /// <returns>Negative, zero or positive.</returns>
    public int CompareTo(ProtoMemberAttribute? other)
    {
        if (other is null)
            return 1;
        var byTag = Tag.CompareTo(other.Tag);
        return byTag != 0 ? byTag : string.CompareOrdinal(Name, other.Name);
    }
}

/// <summary>Declares a field for a member of the type by name, on the type (for members declared in generated
/// code).</summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, AllowMultiple = true, Inherited = false)]
public sealed class ProtoPartialMemberAttribute : ProtoMemberAttribute
{
    /// <summary>Declares a field for a member by name.</summary>
    /// <param name="tag">The field number.</param>
    /// <param name="memberName">The field or property name.</param>
    public ProtoPartialMemberAttribute(int tag, string memberName) : base(tag)
    {
        if (string.IsNullOrEmpty(memberName))
            throw new ArgumentNullException(nameof(memberName));
        MemberName = memberName;
    }

    /// <summary>The member that is the field.</summary>
    public string MemberName { get; }
}

/// <summary>Excludes a member from serialization (an implicit field among them).</summary>
[AttributeUsage(AttributeTargets.Property | AttributeTargets.Field, AllowMultiple = false, Inherited = true)]
public class ProtoIgnoreAttribute : Attribute
{
}

/// <summary>Excludes a member by name, on the type (for members declared in generated code).</summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, AllowMultiple = true, Inherited = false)]
public sealed class ProtoPartialIgnoreAttribute : ProtoIgnoreAttribute
{
    /// <summary>Excludes a member by name.</summary>
    /// <param name="memberName">The field or property name.</param>
    public ProtoPartialIgnoreAttribute(string memberName)
    {
        if (string.IsNullOrEmpty(memberName))
            throw new ArgumentNullException(nameof(memberName));
        MemberName = memberName;
    }

    /// <summary>The member that is not a field.</summary>
    public string MemberName { get; }
}

/// <summary>The key and value formats of a dictionary member, written as a protobuf map.</summary>
[AttributeUsage(AttributeTargets.Property | AttributeTargets.Field, AllowMultiple = false, Inherited = true)]
public sealed class ProtoMapAttribute : Attribute
{
    /// <summary>How each key is encoded.</summary>
    public DataFormat KeyFormat { get; set; }

    /// <summary>How each value is encoded.</summary>
    public DataFormat ValueFormat { get; set; }

    /// <summary>Write the dictionary as a list of pairs rather than a map: not carried by Nano (refused).</summary>
    public bool DisableMap { get; set; }
}

/// <summary>Names an enum value in a <c>.proto</c> schema; the value travels as its number.</summary>
[AttributeUsage(AttributeTargets.Field, AllowMultiple = false)]
public sealed class ProtoEnumAttribute : Attribute
{
    /// <summary>The value's name in a <c>.proto</c> schema.</summary>
    public string? Name { get; set; }

    /// <summary>A number to write instead of the member's own: a value map, which protobuf-net 3 no longer supports
    /// either. A value other than the member's own number is refused when the model is built.</summary>
    public int Value
    {
        get => _value;
        set
        {
            _value = value;
            _hasValue = true;
        }
    }

    private int _value;
    private bool _hasValue;

    /// <summary>Whether <see cref="Value"/> was set.</summary>
    /// <returns>True when a value was set.</returns>
    public bool HasValue() => _hasValue;
}

/// <summary>The formats of <see cref="DateTime"/>, <see cref="TimeSpan"/>, <see cref="decimal"/> and <see cref="Guid"/>
/// members, on an assembly, a type or a member (the nearest wins).</summary>
[AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Module | AttributeTargets.Class | AttributeTargets.Struct
    | AttributeTargets.Interface | AttributeTargets.Field | AttributeTargets.Property,
    AllowMultiple = false, Inherited = true)]
public sealed class CompatibilityLevelAttribute : Attribute
{
    /// <summary>Sets the level.</summary>
    /// <param name="level">The level.</param>
    public CompatibilityLevelAttribute(CompatibilityLevel level) => Level = level;

    /// <summary>The level.</summary>
    public CompatibilityLevel Level { get; }
}
