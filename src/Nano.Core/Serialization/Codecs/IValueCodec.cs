using System.Runtime.CompilerServices;
using Nano.Wire;

namespace Nano.Serialization.Codecs;

/// <summary>
/// One value's encoding (no tag), the one implementation both backends run. A struct, so that generic code over it
/// (emit's <c>Repeated</c> and <c>Maps</c>, the interpreted <see cref="Interpreted.Codecs.ValueCodecAdapter{T, TCodec}"/>)
/// is specialized by the JIT per codec and its calls inline, with no virtual dispatch. The emitted IL calls these
/// methods on a zeroed local of the codec type; the interpreted backend holds one inside an adapter.
/// </summary>
internal interface IValueCodec<T>
{
    /// <summary>The wire type of one value.</summary>
    WireType WireType { get; }

    /// <summary>True for the zero / empty value that implicit presence leaves out (a null string or array included;
    /// +0.0 and -0.0 both, NaN not): the presence rule, decided by <see cref="Model.FieldModel.Omission"/>.</summary>
    bool IsDefault(T value);

    /// <summary>Encoded size of the value, without its tag; <paramref name="depthLeft"/> is the nesting budget.</summary>
    long Measure(T value, int depthLeft);

    /// <summary>Writes the value, without its tag.</summary>
    void Write(ref ProtoWriter writer, T value);

    /// <summary>Reads one value, merging into <paramref name="existing"/> where the type merges (Timestamp, Duration, messages).</summary>
    T Read(ref ProtoReader reader, T existing);
}

/// <summary>Implicit presence over a codec: a single field's tag and value, or nothing when the value is the default.</summary>
internal static class ImplicitPresence
{
    /// <summary>The field's size: its tag and value, or 0 when <see cref="IValueCodec{T}.IsDefault"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure<T, TCodec>(in TCodec codec, T value, int tagSize, int depthLeft) where TCodec : struct, IValueCodec<T> =>
        codec.IsDefault(value) ? 0 : tagSize + codec.Measure(value, depthLeft);

    /// <summary>Writes the field's tag and value, or nothing when <see cref="IValueCodec{T}.IsDefault"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write<T, TCodec>(in TCodec codec, ref ProtoWriter writer, uint tag, T value) where TCodec : struct, IValueCodec<T>
    {
        if (codec.IsDefault(value))
            return;
        writer.WriteRawTag(tag);
        codec.Write(ref writer, value);
    }
}
