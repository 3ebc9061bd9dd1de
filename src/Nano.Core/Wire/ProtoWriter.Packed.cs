namespace Nano.Wire;

// Packed repeated fields: tag, payload length, values. Nothing at all for an empty span.
// Varint kinds: sum the sizes first (pure arithmetic), then, when the whole payload fits the current span,
// encode in a tight loop with no per-element capacity check. Fixed-size kinds: one memory copy on little-endian.
public ref partial struct ProtoWriter
{
    /// <summary>Writes a packed repeated int32 field (negative values take 10 bytes each).</summary>
    public void WritePackedInt32(int fieldNumber, scoped ReadOnlySpan<int> values) =>
        WritePackedVarints<int, Int32Varint>(fieldNumber, values);

    /// <summary>Writes a packed repeated int64 field.</summary>
    public void WritePackedInt64(int fieldNumber, scoped ReadOnlySpan<long> values) =>
        WritePackedUInt64(fieldNumber, MemoryMarshal.Cast<long, ulong>(values));

    /// <summary>Writes a packed repeated uint32 field.</summary>
    public void WritePackedUInt32(int fieldNumber, scoped ReadOnlySpan<uint> values) =>
        WritePackedVarints<uint, UInt32Varint>(fieldNumber, values);

    /// <summary>Writes a packed repeated uint64 field.</summary>
    public void WritePackedUInt64(int fieldNumber, scoped ReadOnlySpan<ulong> values) =>
        WritePackedVarints<ulong, UInt64Varint>(fieldNumber, values);

    /// <summary>Writes a packed repeated sint32 field (zig-zag).</summary>
    public void WritePackedSInt32(int fieldNumber, scoped ReadOnlySpan<int> values) =>
        WritePackedVarints<int, SInt32Varint>(fieldNumber, values);

    /// <summary>Writes a packed repeated sint64 field (zig-zag).</summary>
    public void WritePackedSInt64(int fieldNumber, scoped ReadOnlySpan<long> values) =>
        WritePackedVarints<long, SInt64Varint>(fieldNumber, values);

    /// <summary>
    /// A packed run of varints, one encoding per <typeparamref name="TVarint"/> (an empty struct: the JIT compiles a
    /// copy per encoding with its calls inlined, the same code as a hand-written writer per encoding).
    /// </summary>
    private void WritePackedVarints<T, TVarint>(int fieldNumber, scoped ReadOnlySpan<T> values)
        where TVarint : struct, IVarintEncoding<T>
    {
        if (values.IsEmpty)
            return;
        long size = 0;
        foreach (T v in values)
            size += default(TVarint).Size(v);
        if (WritePackedHeader(fieldNumber, size))
        {
            ref byte p = ref MemoryMarshal.GetReference(_span);
            int pos = _pos;
            foreach (T v in values)
                pos += default(TVarint).Encode(ref Unsafe.Add(ref p, pos), v);
            _pos = pos;
        }
        else
        {
            foreach (T v in values)
                default(TVarint).Write(ref this, v);
        }
    }

    /// <summary>One varint encoding of <typeparamref name="T"/>: its size, its bytes into room the caller guarantees,
    /// and a checked write.</summary>
    private interface IVarintEncoding<T>
    {
        int Size(T value);
        int Encode(ref byte p, T value);
        void Write(ref ProtoWriter writer, T value);
    }

    private readonly struct Int32Varint : IVarintEncoding<int>
    {
        public int Size(int value) => WireFormat.SizeOfInt32(value);
        public int Encode(ref byte p, int value) => EncodeVarint64(ref p, (ulong)(long)value);
        public void Write(ref ProtoWriter writer, int value) => writer.WriteInt32(value);
    }

    private readonly struct UInt32Varint : IVarintEncoding<uint>
    {
        public int Size(uint value) => WireFormat.SizeOfVarint32(value);
        public int Encode(ref byte p, uint value) => EncodeVarint32(ref p, value);
        public void Write(ref ProtoWriter writer, uint value) => writer.WriteVarint32(value);
    }

    private readonly struct UInt64Varint : IVarintEncoding<ulong>
    {
        public int Size(ulong value) => WireFormat.SizeOfVarint64(value);
        public int Encode(ref byte p, ulong value) => EncodeVarint64(ref p, value);
        public void Write(ref ProtoWriter writer, ulong value) => writer.WriteVarint64(value);
    }

    private readonly struct SInt32Varint : IVarintEncoding<int>
    {
        public int Size(int value) => WireFormat.SizeOfSInt32(value);
        public int Encode(ref byte p, int value) => EncodeVarint32(ref p, WireFormat.EncodeZigZag32(value));
        public void Write(ref ProtoWriter writer, int value) => writer.WriteSInt32(value);
    }

    private readonly struct SInt64Varint : IVarintEncoding<long>
    {
        public int Size(long value) => WireFormat.SizeOfSInt64(value);
        public int Encode(ref byte p, long value) => EncodeVarint64(ref p, WireFormat.EncodeZigZag64(value));
        public void Write(ref ProtoWriter writer, long value) => writer.WriteSInt64(value);
    }

    /// <summary>Writes a packed repeated bool field (one byte, 0 or 1, per value).</summary>
    public void WritePackedBool(int fieldNumber, scoped ReadOnlySpan<bool> values)
    {
        if (values.IsEmpty)
            return;
        if (WritePackedHeader(fieldNumber, values.Length))
        {
            ref byte p = ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos);
            for (int i = 0; i < values.Length; i++)
                Unsafe.Add(ref p, i) = values[i] ? (byte)1 : (byte)0;
            _pos += values.Length;
        }
        else
        {
            foreach (bool v in values)
                WriteBool(v);
        }
    }

    /// <summary>Writes a packed repeated fixed32 field.</summary>
    public void WritePackedFixed32(int fieldNumber, scoped ReadOnlySpan<uint> values) =>
        WritePackedFixed(fieldNumber, values);

    /// <summary>Writes a packed repeated fixed64 field.</summary>
    public void WritePackedFixed64(int fieldNumber, scoped ReadOnlySpan<ulong> values) =>
        WritePackedFixed(fieldNumber, values);

    /// <summary>A packed run of <see cref="uint"/> or <see cref="ulong"/> values, copied whole on little-endian
    /// machines.</summary>
    private void WritePackedFixed<T>(int fieldNumber, scoped ReadOnlySpan<T> values) where T : unmanaged
    {
        if (values.IsEmpty)
            return;
        WritePackedHeader(fieldNumber, (long)values.Length * Unsafe.SizeOf<T>());
        if (BitConverter.IsLittleEndian)
        {
            WriteRaw(MemoryMarshal.AsBytes(values)); // splits across spans when it must
            return;
        }
        foreach (T v in values)
        {
            if (typeof(T) == typeof(uint))
                WriteFixed32((uint)(object)v);
            else
                WriteFixed64((ulong)(object)v);
        }
    }

    /// <summary>Writes a packed repeated sfixed32 field.</summary>
    public void WritePackedSFixed32(int fieldNumber, scoped ReadOnlySpan<int> values) =>
        WritePackedFixed32(fieldNumber, MemoryMarshal.Cast<int, uint>(values));

    /// <summary>Writes a packed repeated sfixed64 field.</summary>
    public void WritePackedSFixed64(int fieldNumber, scoped ReadOnlySpan<long> values) =>
        WritePackedFixed64(fieldNumber, MemoryMarshal.Cast<long, ulong>(values));

    /// <summary>Writes a packed repeated float field (bit patterns, NaN payloads included, are kept).</summary>
    public void WritePackedFloat(int fieldNumber, scoped ReadOnlySpan<float> values) =>
        WritePackedFixed32(fieldNumber, MemoryMarshal.Cast<float, uint>(values));

    /// <summary>Writes a packed repeated double field (bit patterns, NaN payloads included, are kept).</summary>
    public void WritePackedDouble(int fieldNumber, scoped ReadOnlySpan<double> values) =>
        WritePackedFixed64(fieldNumber, MemoryMarshal.Cast<double, ulong>(values));

    /// <summary>Writes the tag and payload length. Returns true when the whole payload then fits the current span,
    /// so the caller may encode without per-value capacity checks.</summary>
    private bool WritePackedHeader(int fieldNumber, long payloadSize)
    {
        if (payloadSize > int.MaxValue)
            ThrowPayloadTooLarge(payloadSize);
        uint tag = WireFormat.MakeTag(fieldNumber, WireType.LengthDelimited);
        // A fixed destination must hold the whole field, or nothing of it is written.
        EnsureFitsOrCanGrow(
            WireFormat.SizeOfVarint32(tag) + WireFormat.SizeOfVarint32((uint)payloadSize) + payloadSize);
        WriteVarint32(tag);
        WriteVarint32((uint)payloadSize);
        return _span.Length - _pos >= payloadSize;
    }

    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    [System.Diagnostics.CodeAnalysis.SuppressMessage("Usage", "CA2208",
        Justification = "A throw helper: the name is its callers' parameter.")]
    private static void ThrowPayloadTooLarge(long size) =>
        throw new ArgumentException($"A packed field of {size} bytes exceeds the 2 GiB protobuf limit.", "values");
}
