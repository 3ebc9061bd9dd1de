using Nano.Model;
using Nano.Serialization.Interpreted.Codecs;
using Nano.Wire;

namespace Nano.Serialization.Interpreted.Fields;

/// <summary>
/// A single field whose member holds a <typeparamref name="T"/> (see <see cref="Codec{T}"/> for what T is): the
/// member is read and written through a <see cref="MemberAccessor{T}"/> and encoded by a <see cref="Codec{T}"/>, so a
/// value type is never boxed when the accessor is typed. Executes <see cref="FieldModel.Omission"/>.
/// </summary>
internal sealed unsafe class SingleField<T> : FieldHandler
{
    private readonly Codec<T> _codec;
    private readonly MemberAccessor<T> _accessor;
    private readonly delegate* managed<object, T> _get; // the getter's entry point when the accessor has one, else null
    private readonly uint _tag;
    private readonly int _tagSize;
    private readonly Omission _omission;
    private readonly bool _hasDefault; // FieldModel.DefaultValue is a T (the boxed rule: value.Equals(DefaultValue))
    private readonly T _default = default!;

    /// <summary>The handler of <paramref name="field"/> (made by <see cref="Codec{T}.CreateSingleField"/>).</summary>
    public SingleField(FieldModel field, Codec<T> codec) : base(field, codec)
    {
        ReadsDirect = true;
        _codec = codec;
        _accessor = MemberAccessors.Create(field, typeof(T) == typeof(object) ? field.MemberType : typeof(T), codec);
        if (_accessor is FunctionPointerAccessor<T> pointers)
            _get = pointers.Getter;
        _tag = field.Tag;
        _tagSize = WireFormat.SizeOfTag(field.Number);
        _omission = field.Omission;
        if (field.DefaultValue is { } value && value.GetType() == field.Value.Type)
        {
            _hasDefault = true;
            _default = codec.Unbox(value);
        }
    }

    public override bool IsTyped => _accessor.IsTyped;

    public override string? FallbackReason => _accessor.FallbackReason ?? base.FallbackReason;

    // The common rule (implicit presence: not null, not zero) is tested inline in Measure and Write, the others in
    // ShouldWriteOther: at cold start (Tier0, no inlining) every helper is one more method to JIT per value type.
    private bool ShouldWriteOther(T value) => _omission switch
    {
        Omission.Never => value is not null ? true : throw new InvalidOperationException(
            $"Required field '{Model.Name}' ({Model.Number}) of {Model.Member.DeclaringType?.FullName} is null."),
        Omission.WhenNull => value is not null,
        _ => value is not null && !(_hasDefault && EqualityComparer<T>.Default.Equals(value, _default)),
    };

    /// <summary>The member's value: through the getter's entry point when there is one (one indirect call instead of a
    /// virtual call, a cast and a delegate call).</summary>
    private T Get(object message) => _get != null ? _get(message) : _accessor.Get(message);

    // Implicit presence (the common rule) is one call into the codec, which tests for zero and encodes.
    public override long Measure(object message, int depthLeft)
    {
        var value = Get(message);
        if (_omission == Omission.WhenZero)
            return _codec.MeasureUnlessZero(value, _tagSize, depthLeft);
        return ShouldWriteOther(value) ? _tagSize + _codec.Measure(value, depthLeft) : 0;
    }

    public override void Write(ref ProtoWriter writer, object message)
    {
        var value = Get(message);
        if (_omission == Omission.WhenZero)
        {
            _codec.WriteUnlessZero(ref writer, _tag, value);
            return;
        }
        if (!ShouldWriteOther(value))
            return;
        writer.WriteRawTag(_tag);
        _codec.Write(ref writer, value);
    }

    public override bool IsSet(object message) => Get(message) is not null;

    public override bool ReadInto(ref ProtoReader reader, WireType wireType, object instance)
    {
        if (wireType != _codec.WireType)
            return false;
        // A codec that does not merge ignores its existing argument; a null message is read as a new one.
        _accessor.Set(instance, _codec.Read(ref reader, _codec.MergesExisting ? _accessor.Get(instance) : default!));
        return true;
    }

    public override void Clear(object instance) => _accessor.Set(instance, default!);

    public override bool Read(ref ProtoReader reader, WireType wireType, ref Slot slot)
    {
        if (wireType != _codec.WireType)
            return false;
        slot.Value = Codec.ReadBoxed(ref reader, slot.Value);
        return true;
    }

    public override void Store(object target, ref Slot slot) => SetBoxed(target, slot.Value);

    public override object? Final(ref Slot slot) => slot.Value;

    public override object? GetBoxed(object target) => _codec.Box(_accessor.Get(target));

    public override void SetBoxed(object target, object? value) => _accessor.Set(target, _codec.Unbox(value));

    public override bool CanSet => _accessor.CanSet;
}

/// <summary>
/// A single field whose member is a <see cref="Nullable{T}"/> (explicit presence): null is not written; otherwise as
/// <see cref="SingleField{T}"/>.
/// </summary>
internal sealed class NullableField<T> : FieldHandler where T : struct
{
    private readonly Codec<T> _codec;
    private readonly ScalarCodec<T>? _scalar; // the codec when it is a number, bool or enum: a sealed class, called directly
    private readonly MemberAccessor<T?> _accessor;
    private readonly uint _tag;
    private readonly int _tagSize;
    private readonly Omission _omission;
    private readonly bool _hasDefault;
    private readonly T _default;

    private NullableField(FieldModel field, Codec<T> codec, MemberAccessor<T?> accessor) : base(field, codec)
    {
        ReadsDirect = true;
        _codec = codec;
        _scalar = codec as ScalarCodec<T>;
        _accessor = accessor;
        _tag = field.Tag;
        _tagSize = WireFormat.SizeOfTag(field.Number);
        _omission = field.Omission;
        if (field.DefaultValue is { } value && value.GetType() == field.Value.Type)
        {
            _hasDefault = true;
            _default = codec.Unbox(value);
        }
    }

    /// <summary>The handler of <paramref name="field"/> (called by <see cref="StructCodec{T}.CreateSingleField"/>).</summary>
    public static FieldHandler Create(FieldModel field, Codec<T> codec) =>
        new NullableField<T>(field, codec, MemberAccessors.Create(field, typeof(T?), new NullableBoxing<T>(codec)));

    public override bool IsTyped => _accessor.IsTyped;

    public override string? FallbackReason => _accessor.FallbackReason ?? base.FallbackReason;

    private bool ShouldWrite(T? value) => _omission switch
    {
        Omission.Never => value.HasValue ? true : throw new InvalidOperationException(
            $"Required field '{Model.Name}' ({Model.Number}) of {Model.Member.DeclaringType?.FullName} is null."),
        Omission.WhenNull => value.HasValue,
        Omission.WhenDefault => value is { } v && !(_hasDefault && EqualityComparer<T>.Default.Equals(v, _default)),
        _ => value is { } z && !_codec.IsDefault(z),
    };

    public override long Measure(object message, int depthLeft)
    {
        var value = _accessor.Get(message);
        if (!ShouldWrite(value))
            return 0;
        return _tagSize + (_scalar is { } scalar
            ? scalar.Measure(value.GetValueOrDefault(), depthLeft)
            : _codec.Measure(value.GetValueOrDefault(), depthLeft));
    }

    public override void Write(ref ProtoWriter writer, object message)
    {
        var value = _accessor.Get(message);
        if (!ShouldWrite(value))
            return;
        writer.WriteRawTag(_tag);
        if (_scalar is { } scalar)
            scalar.Write(ref writer, value.GetValueOrDefault());
        else
            _codec.Write(ref writer, value.GetValueOrDefault());
    }

    public override bool IsSet(object message) => _accessor.Get(message).HasValue;

    public override bool ReadInto(ref ProtoReader reader, WireType wireType, object instance)
    {
        if (wireType != _codec.WireType)
            return false;
        _accessor.Set(instance, _codec.MergesExisting && _accessor.Get(instance) is { } existing
            ? _codec.Read(ref reader, existing)
            : _codec.ReadNew(ref reader));
        return true;
    }

    public override void Clear(object instance) => _accessor.Set(instance, null);

    public override bool Read(ref ProtoReader reader, WireType wireType, ref Slot slot)
    {
        if (wireType != _codec.WireType)
            return false;
        slot.Value = Codec.ReadBoxed(ref reader, slot.Value);
        return true;
    }

    public override void Store(object target, ref Slot slot) => SetBoxed(target, slot.Value);

    public override object? Final(ref Slot slot) => slot.Value;

    public override object? GetBoxed(object target) => _accessor.Get(target) is { } value ? _codec.Box(value) : null;

    public override void SetBoxed(object target, object? value) => _accessor.Set(target, value is null ? null : _codec.Unbox(value));

    public override bool CanSet => _accessor.CanSet;
}
