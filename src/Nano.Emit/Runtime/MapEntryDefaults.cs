namespace Nano.Emit.Runtime;

/// <summary>
/// Map-entry defaults in emitted maps: the rule is the model's
/// (<see cref="Nano.Model.ValueModel.MapEntryOmitsDefault"/>), executed by the shared
/// <see cref="Nano.Serialization.MapEntries"/>, which <see cref="Maps{TKey, TValue, TKeyCodec, TValueCodec, TNulls}"/>
/// calls for every key and value unless the codec keeps empty values; <see cref="Executes"/> checks, when a map is
/// compiled, that this agrees with the model.
/// </summary>
internal static class MapEntryDefaults
{
    /// <summary>True when <see cref="Nano.Serialization.MapEntries.IsDefault{T}"/> (unless the codec keeps empty
    /// values) leaves default values of <paramref name="value"/>'s type out exactly when the model says so.</summary>
    public static bool Executes(Nano.Model.ValueModel value)
    {
        var t = value.Type;
        var omits = t.IsEnum || t == typeof(string) || t == typeof(byte[])
            || t == typeof(ReadOnlyMemory<byte>) || t == typeof(Memory<byte>)
            || t == typeof(nint) || t == typeof(nuint) || t.IsPrimitive;
#if NET
        omits |= t == typeof(Half);
#endif
        omits &= !typeof(IKeepsEmptyInMapEntry).IsAssignableFrom(Compiler.CodecSelector.CodecType(value));
        return omits == value.MapEntryOmitsDefault;
    }
}

/// <summary>
/// Marks a codec whose empty values a map entry still writes (protobuf-net writes <c>""</c> and empty bytes there; see
/// <see cref="Nano.Model.ValueModel.KeepsEmptyInMapEntry"/>).
/// </summary>
internal interface IKeepsEmptyInMapEntry;

/// <summary>A string of a protobuf-net contract: <see cref="StringCodec"/>, and a map entry keeps <c>""</c>.</summary>
internal readonly struct KeptStringCodec : IValueCodec<string>, IKeepsEmptyInMapEntry
{
    public WireType WireType => WireType.LengthDelimited;
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool IsDefault(string v) =>
        default(StringCodec).IsDefault(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Measure(string v, int d) =>
        default(StringCodec).Measure(v, d);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref ProtoWriter w, string v) =>
        default(StringCodec).Write(ref w, v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public string Read(ref ProtoReader r, string e) =>
        default(StringCodec).Read(ref r, e);
}

/// <summary>A byte array of a protobuf-net contract: <see cref="ByteArrayCodec"/>, and a map entry keeps an empty
/// one.</summary>
internal readonly struct KeptByteArrayCodec : IValueCodec<byte[]>, IKeepsEmptyInMapEntry
{
    public WireType WireType => WireType.LengthDelimited;
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool IsDefault(byte[] v) =>
        default(ByteArrayCodec).IsDefault(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Measure(byte[] v, int d) =>
        default(ByteArrayCodec).Measure(v, d);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref ProtoWriter w, byte[] v) =>
        default(ByteArrayCodec).Write(ref w, v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public byte[] Read(ref ProtoReader r, byte[] e) =>
        default(ByteArrayCodec).Read(ref r, e);
}

/// <summary>An enum of a protobuf-net contract: <see cref="EnumCodec{TEnum}"/>, and a map entry keeps its
/// zero.</summary>
internal readonly struct KeptEnumCodec<TEnum> : IValueCodec<TEnum>, IKeepsEmptyInMapEntry where TEnum : struct, Enum
{
    public WireType WireType => WireType.Varint;
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool IsDefault(TEnum v) =>
        default(EnumCodec<TEnum>).IsDefault(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Measure(TEnum v, int d) =>
        default(EnumCodec<TEnum>).Measure(v, d);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref ProtoWriter w, TEnum v) =>
        default(EnumCodec<TEnum>).Write(ref w, v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public TEnum Read(ref ProtoReader r, TEnum e) =>
        default(EnumCodec<TEnum>).Read(ref r, e);
}
