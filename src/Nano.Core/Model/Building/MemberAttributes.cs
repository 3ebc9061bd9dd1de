namespace Nano.Model.Building;

/// <summary>
/// What Nano's attributes declare on one field or property, filled from either source: the attribute blobs read
/// directly (<see cref="MetadataAttributes"/>) or the runtime's <see cref="CustomAttributeData"/>
/// (<see cref="AttributeReader"/>). The named arguments of <see cref="ProtoMemberAttribute"/> and
/// <see cref="ProtoMapAttribute"/> are interpreted here and only here, whichever source read them.
/// </summary>
internal sealed class MemberAttributes
{
    // Fields, not properties: in a plain JIT build each accessor is one more method to compile at start-up.
    public bool HasProtoMember;
    public bool Ignored;
    public bool HasDefaultValue;
    public int Tag;

    private string? _name, _oneOf;
    private DataFormat _dataFormat, _keyFormat, _valueFormat;
    private bool _isPacked = true, _isRequired, _isOptional, _isClosedEnum;

    /// <summary>
    /// One named argument of <see cref="ProtoMemberAttribute"/> (an enum value as its underlying <see cref="int"/>). A
    /// property added to the attribute must be read here, else the model refuses the member rather than ignore it.
    /// </summary>
    public void SetMemberArgument(MemberInfo member, string name, object? value)
    {
        switch (name)
        {
            case nameof(ProtoMemberAttribute.Name): _name = (string?)value; break;
            case nameof(ProtoMemberAttribute.DataFormat): _dataFormat = (DataFormat)(int)value!; break;
            case nameof(ProtoMemberAttribute.IsPacked): _isPacked = (bool)value!; break;
            case nameof(ProtoMemberAttribute.IsRequired): _isRequired = (bool)value!; break;
            case nameof(ProtoMemberAttribute.IsOptional): _isOptional = (bool)value!; break;
            case nameof(ProtoMemberAttribute.IsClosedEnum): _isClosedEnum = (bool)value!; break;
            case nameof(ProtoMemberAttribute.OneOf): _oneOf = (string?)value; break;
            default: throw Unread(member, nameof(ProtoMemberAttribute), name);
        }
    }

    /// <summary>One named argument of <see cref="ProtoMapAttribute"/> (see <see cref="SetMemberArgument"/>).</summary>
    public void SetMapArgument(MemberInfo member, string name, object? value)
    {
        switch (name)
        {
            case nameof(ProtoMapAttribute.KeyFormat): _keyFormat = (DataFormat)(int)value!; break;
            case nameof(ProtoMapAttribute.ValueFormat): _valueFormat = (DataFormat)(int)value!; break;
            default: throw Unread(member, nameof(ProtoMapAttribute), name);
        }
    }

    /// <summary>The field these attributes declare.</summary>
    public FieldRegistration ToField(MemberInfo member, object? defaultValue) => new(Tag, member, new FieldOptions
    {
        Name = _name,
        DataFormat = _dataFormat,
        IsPacked = _isPacked,
        IsRequired = _isRequired,
        IsOptional = _isOptional,
        IsClosedEnum = _isClosedEnum,
        OneOf = _oneOf,
        KeyFormat = _keyFormat,
        ValueFormat = _valueFormat,
        DefaultValue = defaultValue,
    });

    internal static ProtoModelException Unread(MemberInfo member, string attribute, string property) =>
        new($"{member.DeclaringType?.FullName}.{member.Name}: {attribute}.{property} is not read by the model builder "
            + $"(an internal error: read it in {nameof(MemberAttributes)}).");
}
