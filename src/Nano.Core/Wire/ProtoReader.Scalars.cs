using System.Buffers.Binary;

namespace Nano.Wire;

// Varints and fixed-size values. Each read has an inlined one-byte/one-check fast path, an unrolled path when
// at least 10 bytes remain before the effective end, and a byte-by-byte slow path that crosses segments.
public ref partial struct ProtoReader
{
    /// <summary>Reads a varint of up to 10 bytes.</summary>
    /// <exception cref="ProtoException">The varint is truncated or longer than 10 bytes.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ulong ReadVarint64() => TryReadOneByteVarint(out uint b) ? b : ReadVarint64Multi();

    /// <summary>Reads a varint of up to 10 bytes and keeps the low 32 bits (as Google.Protobuf does: a negative
    /// int32 is written as 10 bytes).</summary>
    /// <exception cref="ProtoException">The varint is truncated or longer than 10 bytes.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public uint ReadVarint32() => TryReadOneByteVarint(out uint b) ? b : ReadVarint32Multi();

    /// <summary>The fast path of every varint read: a one-byte varint within the current span.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool TryReadOneByteVarint(out uint value)
    {
        int pos = _pos;
        if (pos < _end)
        {
            value = Unsafe.Add(ref MemoryMarshal.GetReference(_span), pos);
            if (value < 0x80)
            {
                _pos = pos + 1;
                return true;
            }
        }
        value = 0;
        return false;
    }

    /// <summary>Reads an int32 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ReadInt32() => (int)ReadVarint32();

    /// <summary>Reads an int64 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long ReadInt64() => (long)ReadVarint64();

    /// <summary>Reads a uint32 value (low 32 bits of the varint).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public uint ReadUInt32() => ReadVarint32();

    /// <summary>Reads a uint64 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ulong ReadUInt64() => ReadVarint64();

    /// <summary>Reads a zig-zag encoded sint32 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ReadSInt32() => WireFormat.DecodeZigZag32(ReadVarint32());

    /// <summary>Reads a zig-zag encoded sint64 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long ReadSInt64() => WireFormat.DecodeZigZag64(ReadVarint64());

    /// <summary>Reads a bool: any non-zero varint is true.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool ReadBool() => ReadVarint64() != 0;

    /// <summary>Reads an enum value (an int32; unknown values are returned as they are).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ReadEnum() => (int)ReadVarint32();

    /// <summary>Reads four little-endian bytes.</summary>
    /// <exception cref="ProtoException">Fewer than four bytes remain.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public uint ReadFixed32()
    {
        int pos = _pos;
        if (_end - pos >= WireFormat.Fixed32Size)
        {
            uint v = Unsafe.ReadUnaligned<uint>(ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), pos));
            _pos = pos + WireFormat.Fixed32Size;
            return BitConverter.IsLittleEndian ? v : BinaryPrimitives.ReverseEndianness(v);
        }
        return (uint)ReadFixedSlow(WireFormat.Fixed32Size);
    }

    /// <summary>Reads eight little-endian bytes.</summary>
    /// <exception cref="ProtoException">Fewer than eight bytes remain.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ulong ReadFixed64()
    {
        int pos = _pos;
        if (_end - pos >= WireFormat.Fixed64Size)
        {
            ulong v = Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), pos));
            _pos = pos + WireFormat.Fixed64Size;
            return BitConverter.IsLittleEndian ? v : BinaryPrimitives.ReverseEndianness(v);
        }
        return ReadFixedSlow(WireFormat.Fixed64Size);
    }

    /// <summary>Reads an sfixed32 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ReadSFixed32() => (int)ReadFixed32();

    /// <summary>Reads an sfixed64 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long ReadSFixed64() => (long)ReadFixed64();

    /// <summary>Reads a float (bit pattern kept, NaN payloads included).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public float ReadFloat() => BitConverter.UInt32BitsToSingle(ReadFixed32());

    /// <summary>Reads a double (bit pattern kept, NaN payloads included).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public double ReadDouble() => BitConverter.UInt64BitsToDouble(ReadFixed64());

    // ---- Multi-byte varints ----

    [MethodImpl(MethodImplOptions.NoInlining)]
    private ulong ReadVarint64Multi()
    {
        if (_end - _pos < WireFormat.MaxVarint64Size)
            return ReadVarint64Tail();

        // Unrolled: 10 bytes are known to be there, so no bounds checks. _pos moves only on success.
        ref byte p = ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos);
        ulong result = p & 0x7FUL;
        ulong b;
        b = Unsafe.Add(ref p, 1); result |= (b & 0x7F) << 7; if (b < 0x80) { _pos += 2; return result; }
        b = Unsafe.Add(ref p, 2); result |= (b & 0x7F) << 14; if (b < 0x80) { _pos += 3; return result; }
        b = Unsafe.Add(ref p, 3); result |= (b & 0x7F) << 21; if (b < 0x80) { _pos += 4; return result; }
        b = Unsafe.Add(ref p, 4); result |= (b & 0x7F) << 28; if (b < 0x80) { _pos += 5; return result; }
        b = Unsafe.Add(ref p, 5); result |= (b & 0x7F) << 35; if (b < 0x80) { _pos += 6; return result; }
        b = Unsafe.Add(ref p, 6); result |= (b & 0x7F) << 42; if (b < 0x80) { _pos += 7; return result; }
        b = Unsafe.Add(ref p, 7); result |= (b & 0x7F) << 49; if (b < 0x80) { _pos += 8; return result; }
        b = Unsafe.Add(ref p, 8); result |= (b & 0x7F) << 56; if (b < 0x80) { _pos += 9; return result; }
        b = Unsafe.Add(ref p, 9); result |= b << 63; if (b < 0x80) { _pos += 10; return result; }
        throw new ProtoException(ProtoErrors.VarintTooLong, Position, FieldNumber);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private uint ReadVarint32Multi()
    {
        if (_end - _pos < WireFormat.MaxVarint64Size)
            return (uint)ReadVarint64Tail();

        ref byte p = ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos);
        uint result = p & 0x7Fu;
        uint b;
        b = Unsafe.Add(ref p, 1); result |= (b & 0x7F) << 7; if (b < 0x80) { _pos += 2; return result; }
        b = Unsafe.Add(ref p, 2); result |= (b & 0x7F) << 14; if (b < 0x80) { _pos += 3; return result; }
        b = Unsafe.Add(ref p, 3); result |= (b & 0x7F) << 21; if (b < 0x80) { _pos += 4; return result; }
        b = Unsafe.Add(ref p, 4); result |= b << 28; if (b < 0x80) { _pos += 5; return result; }
        // Bits above 32 (a sign-extended negative int32): discard, but the varint must still end by byte 10.
        for (int i = 5; i < WireFormat.MaxVarint64Size; i++)
        {
            if (Unsafe.Add(ref p, i) < 0x80)
            {
                _pos += i + 1;
                return result;
            }
        }
        throw new ProtoException(ProtoErrors.VarintTooLong, Position, FieldNumber);
    }

    /// <summary>Fewer than 10 bytes before the effective end (typical at the end of every small sub-message): decode
    /// within them if the varint ends there, else go byte by byte across segments (or report truncation).</summary>
    private ulong ReadVarint64Tail()
    {
        int available = _end - _pos;
        ref byte p = ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos);
        ulong result = 0;
        for (int i = 0; i < available; i++)
        {
            uint b = Unsafe.Add(ref p, i);
            result |= (ulong)(b & 0x7F) << (7 * i); // i < 10: no shift past 63
            if (b < 0x80)
            {
                _pos += i + 1;
                return result;
            }
        }
        return ReadVarint64Slow();
    }

    /// <summary>Byte by byte, across segments.</summary>
    private ulong ReadVarint64Slow()
    {
        long start = Position;
        ulong result = 0;
        for (int shift = 0; shift < 64; shift += 7)
        {
            if (_pos >= _end && !TryAdvanceSegment())
                throw new ProtoException(ProtoErrors.TruncatedVarint, start, FieldNumber);
            uint b = _span[_pos++];
            result |= (ulong)(b & 0x7F) << shift;
            if (b < 0x80)
                return result;
        }
        throw new ProtoException(ProtoErrors.VarintTooLong, start, FieldNumber);
    }

    /// <summary>Skips a varint without decoding it.</summary>
    private void SkipVarint()
    {
        if (_end - _pos >= WireFormat.MaxVarint64Size)
        {
            ref byte p = ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos);
            for (int i = 0; i < WireFormat.MaxVarint64Size; i++)
            {
                if (Unsafe.Add(ref p, i) < 0x80)
                {
                    _pos += i + 1;
                    return;
                }
            }
            throw new ProtoException(ProtoErrors.VarintTooLong, Position, FieldNumber);
        }
        ReadVarint64Slow();
    }

    // ---- Fixed-size values across segments ----

    /// <summary>A little-endian value of <paramref name="size"/> (4 or 8) bytes straddling segments.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private ulong ReadFixedSlow(int size)
    {
        long start = Position;
        Span<byte> scratch = stackalloc byte[WireFormat.Fixed64Size];
        scratch = scratch.Slice(0, size);
        if (!TryReadRawSlow(scratch))
            throw new ProtoException(
                size == WireFormat.Fixed32Size ? ProtoErrors.TruncatedFixed32 : ProtoErrors.TruncatedFixed64, start,
                FieldNumber);
        return size == WireFormat.Fixed32Size ? BinaryPrimitives.ReadUInt32LittleEndian(scratch)
            : BinaryPrimitives.ReadUInt64LittleEndian(scratch);
    }
}
