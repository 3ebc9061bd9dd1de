namespace Nano.Serialization.Codecs;

/// <summary><c>string</c>: length-delimited UTF-8.</summary>
internal readonly struct StringCodec : IValueCodec<string>
{
    public WireType WireType => WireType.LengthDelimited;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public bool IsDefault(string v) => string.IsNullOrEmpty(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(string v, int d) => WireFormat.SizeOfString(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, string v) => w.WriteString(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public string Read(ref ProtoReader r, string e) => r.ReadString();
}

/// <summary><c>bytes</c> held as <c>byte[]</c>.</summary>
internal readonly struct ByteArrayCodec : IValueCodec<byte[]>
{
    public WireType WireType => WireType.LengthDelimited;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public bool IsDefault(byte[] v) => v is null || v.Length == 0;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(byte[] v, int d) => WireFormat.SizeOfLengthPrefixed(v.Length);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, byte[] v) => w.WriteBytes(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public byte[] Read(ref ProtoReader r, byte[] e) => r.ReadBytes();
}

/// <summary><c>bytes</c> held as <see cref="ReadOnlyMemory{T}"/>: a slice of the input (or of pooled slabs) where possible.</summary>
internal readonly struct ReadOnlyMemoryCodec : IValueCodec<ReadOnlyMemory<byte>>
{
    public WireType WireType => WireType.LengthDelimited;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public bool IsDefault(ReadOnlyMemory<byte> v) => v.IsEmpty;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(ReadOnlyMemory<byte> v, int d) => WireFormat.SizeOfLengthPrefixed(v.Length);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, ReadOnlyMemory<byte> v) => w.WriteBytes(v.Span);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public ReadOnlyMemory<byte> Read(ref ProtoReader r, ReadOnlyMemory<byte> e) => r.ReadBytesMemory();
}

/// <summary><c>bytes</c> held as <see cref="Memory{T}"/> (read as <see cref="ReadOnlyMemory{T}"/>, then made writable).</summary>
internal readonly struct MemoryCodec : IValueCodec<Memory<byte>>
{
    public WireType WireType => WireType.LengthDelimited;
    public bool IsDefault(Memory<byte> v) => v.IsEmpty;
    public long Measure(Memory<byte> v, int d) => WireFormat.SizeOfLengthPrefixed(v.Length);
    public void Write(ref ProtoWriter w, Memory<byte> v) => w.WriteBytes(v.Span);
    public Memory<byte> Read(ref ProtoReader r, Memory<byte> e) => MemoryMarshal.AsMemory(r.ReadBytesMemory());
}
