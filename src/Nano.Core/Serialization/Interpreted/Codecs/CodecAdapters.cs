using Nano.Serialization.Codecs;

namespace Nano.Serialization.Interpreted.Codecs;

/// <summary>
/// The interpreted backend's face of an <see cref="IValueCodec{T}"/>: every call goes straight to the struct
/// (no switch on the protobuf type per value), and implicit presence is the struct's own zero test
/// (<see cref="IValueCodec{T}.IsDefault"/>, true for a null string or array too), as in emitted code. (Written out here
/// rather than in a generic helper: at Tier0 each helper instantiation is one more method to compile at cold start.)
/// Instances are created with their type arguments spelled out (<see cref="ValueCodecs"/>,
/// <see cref="ScalarCodecTable"/>), so NativeAOT compiles each instantiation.
/// </summary>
/// <param name="codec">The struct (stateless for most; an enum's holds its type, a Timestamp's its presence).</param>
/// <param name="mergesExisting">True for Timestamp and Duration (see <see cref="Codec.MergesExisting"/>).</param>
internal abstract class CodecAdapter<T, TCodec>(TCodec codec, bool mergesExisting)
    : Codec<T>(codec.WireType, mergesExisting)
    where TCodec : struct, IValueCodec<T>
{
    private protected readonly TCodec _codec = codec;

    public sealed override bool IsDefault(T value) => _codec.IsDefault(value);
    public sealed override long Measure(T value, int depthLeft) => _codec.Measure(value, depthLeft);
    public sealed override void Write(ref ProtoWriter writer, T value) => _codec.Write(ref writer, value);
    public sealed override T Read(ref ProtoReader reader, T existing) => _codec.Read(ref reader, existing);

    public sealed override long MeasureUnlessZero(T value, int tagSize, int depthLeft) =>
        _codec.IsDefault(value) ? 0 : tagSize + _codec.Measure(value, depthLeft);

    public sealed override void WriteUnlessZero(ref ProtoWriter writer, uint tag, T value)
    {
        if (_codec.IsDefault(value))
            return;
        writer.WriteRawTag(tag);
        _codec.Write(ref writer, value);
    }
}

/// <summary>The adapter of a value-type codec, whose value a <see cref="Nullable{T}"/> member (explicit presence) can
/// hold.</summary>
/// <param name="codec">The struct.</param>
/// <param name="mergesExisting">True for Timestamp and Duration.</param>
/// <param name="fresh">The value a read with nothing to merge into starts from, and a map entry's missing value: the
/// epoch for a Timestamp (a fresh Timestamp message), else the zero value.</param>
internal class ValueCodecAdapter<T, TCodec>(TCodec codec = default, bool mergesExisting = false, T fresh = default)
    : CodecAdapter<T, TCodec>(codec, mergesExisting) where T : struct where TCodec : struct, IValueCodec<T>
{
    private readonly T _fresh = fresh;

    public sealed override T Empty => default;
    public sealed override T CreateEmpty(ref ProtoReader reader) => _fresh;
    public sealed override T ReadNew(ref ProtoReader reader) => _codec.Read(ref reader, _fresh);

    public sealed override FieldHandler CreateSingleField(FieldModel field) =>
        field.IsNullable ? NullableFields.Create(field, this) : SingleFields.Create(field, this);
}

/// <summary>An enum, encoded as its underlying integer <typeparamref name="T"/> (a user enum is never a type argument:
/// NativeAOT could lack the code), boxed as the enum itself so that the boxed paths (collections, constructor
/// arguments) see the member's type.</summary>
internal sealed class EnumCodecAdapter<T, TCodec>(TCodec codec, Type enumType) : ValueCodecAdapter<T, TCodec>(codec)
    where T : struct where TCodec : struct, IValueCodec<T>
{
    public override object? Box(T value) => Enum.ToObject(enumType, value);

    // A boxed enum unboxes as its underlying type; any other integer is converted through the enum.
    public override T Unbox(object? value) =>
        value is null ? default : value.GetType() == enumType ? (T)value
            : (T)Enum.ToObject(enumType, FieldModel.EnumNumber(value));
}

/// <summary>The adapter of a reference-type codec (<c>string</c>, <c>byte[]</c>), with the empty value a map entry and
/// a new read start from.</summary>
internal sealed class ReferenceCodecAdapter<T, TCodec>(T empty)
    : CodecAdapter<T, TCodec>(default, mergesExisting: false)
    where T : class where TCodec : struct, IValueCodec<T>
{
    public override T Empty => empty;
}

/// <summary>A <see cref="Codec{T}"/> as an <see cref="IValueCodec{T}"/>: the way the interpreted backend calls the
/// shared generic helpers that emitted code calls with its codec structs
/// (<see cref="MapEntry{K, V, TKeys, TValues}"/>). Each call is one virtual call on the codec, as the interpreted
/// backend's own calls are.</summary>
internal readonly struct VirtualCodec<T>(Codec<T> codec) : IValueCodec<T>
{
    public WireType WireType => codec.WireType;
    public bool IsDefault(T value) => codec.IsDefault(value);
    public long Measure(T value, int depthLeft) => codec.Measure(value, depthLeft);
    public void Write(ref ProtoWriter writer, T value) => codec.Write(ref writer, value);
    public T Read(ref ProtoReader reader, T existing) => codec.Read(ref reader, existing);
}

/// <summary>The non-generic <see cref="Codec"/> over boxed values as an <see cref="IValueCodec{T}"/> of
/// <see cref="object"/>, as <see cref="VirtualCodec{T}"/> is for a typed one (the boxed collection path).</summary>
internal readonly struct BoxedCodec(Codec codec) : IValueCodec<object>
{
    public WireType WireType => codec.WireType;
    public bool IsDefault(object value) => codec.IsDefaultBoxed(value);
    public long Measure(object value, int depthLeft) => codec.MeasureBoxed(value, depthLeft);
    public void Write(ref ProtoWriter writer, object value) => codec.WriteBoxed(ref writer, value);
    public object Read(ref ProtoReader reader, object existing) => codec.ReadBoxed(ref reader, existing);
}
