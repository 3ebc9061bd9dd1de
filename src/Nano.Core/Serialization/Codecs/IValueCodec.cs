namespace Nano.Serialization.Codecs;

/// <summary>
/// One value's encoding (no tag), the one implementation both backends run. A struct, so that generic code over it
/// (emit's <c>Repeated</c> and <c>Maps</c>, the interpreted
/// <see cref="Interpreted.Codecs.ValueCodecAdapter{T, TCodec}"/>) is specialized by the JIT per codec and its calls
/// inline, with no virtual dispatch. The emitted IL calls these methods on a zeroed local of the codec type; the
/// interpreted backend holds one inside an adapter.
/// </summary>
internal interface IValueCodec<T>
{
    /// <summary>The wire type of one value.</summary>
    WireType WireType { get; }

    /// <summary>True for the zero / empty value that implicit presence leaves out (a null string or array included;
    /// +0.0 and -0.0 both, NaN not): the presence rule, decided by <see cref="Model.FieldModel.Omission"/>.</summary>
    bool IsDefault(T value);

    /// <summary>Encoded size of the value, without its tag; <paramref name="depthLeft"/> is the nesting
    /// budget.</summary>
    long Measure(T value, int depthLeft);

    /// <summary>Writes the value, without its tag.</summary>
    void Write(ref ProtoWriter writer, T value);

    /// <summary>Reads one value, merging into <paramref name="existing"/> where the type merges (Timestamp, Duration,
    /// messages).</summary>
    T Read(ref ProtoReader reader, T existing);
}

/// <summary>Static faces of the codecs, for emitted IL.</summary>
internal static class ValueCodec
{
    /// <summary>The codec's zero test (<see cref="IValueCodec{T}.IsDefault"/>) as a static call: the IL passes only the
    /// value, so no codec local is stored, copied and address-taken per field (measured: about 3 instructions a
    /// field).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault<T, TCodec>(T value) where TCodec : struct, IValueCodec<T> =>
        default(TCodec).IsDefault(value);
}
