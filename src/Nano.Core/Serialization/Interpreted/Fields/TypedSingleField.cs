namespace Nano.Serialization.Interpreted.Fields;

/// <summary>
/// What a single field of a <typeparamref name="T"/> value keeps, whether its member is a <typeparamref name="T"/>
/// (<see cref="SingleField{TOwner, T}"/>) or a <see cref="Nullable{T}"/> (<see cref="NullableField{TOwner, T}"/>): the
/// codec, the tag, the omission rule with its proto2 default, and the slot methods (the value read boxed).
/// </summary>
internal abstract class TypedSingleField<T> : FieldHandler
{
    private protected readonly Codec<T> _codec;
    private protected readonly uint _tag;
    private protected readonly int _tagSize;
    private protected readonly Omission _omission;
    private readonly bool _hasDefault; // FieldModel.DefaultValue is a T (the boxed rule: value.Equals(DefaultValue))
    private readonly T _default = default!;

    private protected TypedSingleField(FieldModel field, Codec<T> codec) : base(field, codec)
    {
        ReadsDirect = true;
        _codec = codec;
        _tag = field.Tag;
        _tagSize = WireFormat.SizeOfTag(field.Number);
        _omission = field.Omission;
        if (field.DefaultValue is { } value && value.GetType() == field.Value.Type)
        {
            _hasDefault = true;
            _default = codec.Unbox(value);
        }
    }

    /// <summary>True when <paramref name="value"/> is the field's proto2 default
    /// (<see cref="Omission.WhenDefault"/>).</summary>
    private protected bool IsProto2Default(T value) =>
        _hasDefault && EqualityComparer<T>.Default.Equals(value, _default);

    public override bool Read(ref ProtoReader reader, WireType wireType, ref Slot slot)
    {
        if (wireType != _codec.WireType)
            return false;
        slot.Value = Codec.ReadBoxed(ref reader, slot.Value);
        return true;
    }

    public override void Store(object target, ref Slot slot) => SetBoxed(target, slot.Value);

    public override object? Final(ref Slot slot) => slot.Value;
}
