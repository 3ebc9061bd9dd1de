using System.Buffers.Binary;
using System.Diagnostics;

namespace Nano.Wire;

/// <summary>
/// Writes the protobuf wire format into an <see cref="IBufferWriter{T}"/> (growing across as many spans as needed)
/// or into a fixed <see cref="Span{T}"/>. Every write does one inlined capacity check against the current span;
/// only when that fails does a non-inlined path fetch more space or split the value across spans.
/// </summary>
/// <remarks>
/// With an <see cref="IBufferWriter{T}"/>, bytes are committed (<see cref="IBufferWriter{T}.Advance"/>) only when a
/// span runs out or on <see cref="Flush"/>: call <see cref="Flush"/> when done. The public methods write raw wire
/// values; a length prefix is the caller's to compute (see <see cref="WireFormat"/> for size math).
/// <para>The serializers also write nested messages in one pass (ProtoWriter.Nested.cs): a one-byte length prefix is
/// reserved, the message written behind it and the prefix filled in afterwards (shifting the message in the rare
/// case its length needs more bytes). Nothing is committed to the output while a prefix is open.</para>
/// </remarks>
[SkipLocalsInit]
public ref partial struct ProtoWriter
{
    private readonly IBufferWriter<byte>? _output;
    private Span<byte> _span;   // the current span: the destination, or the last one from _output
    private int _pos;           // bytes written into _span (not yet committed to _output)
    private long _flushed;      // bytes committed to _output before _span
    private int _open;          // length prefixes reserved and not yet filled in (see ProtoWriter.Nested.cs)
    private bool _diverted;     // an open prefix could not be kept: writes go
                                // to the sink until the outermost one restarts
    private Span<byte> _held;   // the real span while diverted
    private int _depthLeft;     // how many more nested messages may open (the model's MaxDepth at the root)

    /// <summary>Creates a writer that appends to <paramref name="output"/>, asking it for more space as
    /// needed.</summary>
    /// <exception cref="ArgumentNullException"><paramref name="output"/> is null.</exception>
    public ProtoWriter(IBufferWriter<byte> output)
    {
        ArgumentNullException.ThrowIfNull(output);
        _output = output;
    }

    /// <summary>Creates a writer over a fixed destination; writing past its end throws <see cref="ArgumentException"/>
    /// before any byte of the value that does not fit is written. The written message is
    /// <c>destination[..Position]</c>; bytes after <see cref="Position"/> may have been used as scratch.</summary>
    public ProtoWriter(Span<byte> destination)
    {
        _span = destination;
    }

    /// <summary>The serializers' writer over an output: the first span is fetched with <paramref name="sizeHint"/>
    /// up front, so the first write takes the fast path.</summary>
    internal ProtoWriter(IBufferWriter<byte> output, int sizeHint, int maxDepth)
    {
        _output = output;
        _span = output.GetSpan(sizeHint);
        _depthLeft = maxDepth;
    }

    /// <summary>The serializers' writer over a fixed destination.</summary>
    internal ProtoWriter(Span<byte> destination, int maxDepth)
    {
        _span = destination;
        _depthLeft = maxDepth;
    }

    /// <summary>Total bytes written so far (committed or pending).</summary>
    public readonly long Position => _flushed + _pos;

    /// <summary>Commits pending bytes to the <see cref="IBufferWriter{T}"/>. Idempotent; a no-op for a span
    /// destination. Writing may continue afterwards.</summary>
    public void Flush()
    {
        if (_output is null)
            return;
        if (_pos != 0)
        {
            _output.Advance(_pos);
            _flushed += _pos;
            _pos = 0;
        }
        // The span is invalid after Advance (and the caller may write to the output itself now): fetch anew next time.
        _span = default;
    }

    /// <summary>Writes the tag for <paramref name="fieldNumber"/> and <paramref name="wireType"/>.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The field number or wire type is out of range.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteTag(int fieldNumber, WireType wireType) =>
        WriteVarint32(WireFormat.MakeTag(fieldNumber, wireType));

    /// <summary>Writes a precomputed tag (see <see cref="WireFormat.MakeTag"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteRawTag(uint tag) => WriteVarint32(tag);

    /// <summary>Writes <paramref name="v"/> as a varint (1..5 bytes).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteVarint32(uint v)
    {
        if (_span.Length - _pos >= WireFormat.MaxVarint32Size)
            _pos += EncodeVarint32(ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos), v);
        else
            WriteVarintSlow(v);
    }

    /// <summary>Writes <paramref name="v"/> as a varint (1..10 bytes).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteVarint64(ulong v)
    {
        if (_span.Length - _pos >= WireFormat.MaxVarint64Size)
            _pos += EncodeVarint64(ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos), v);
        else
            WriteVarintSlow(v);
    }

    /// <summary>Writes an int32 value; negative values are sign-extended to 10 bytes, as the protobuf spec
    /// requires.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteInt32(int v)
    {
        if (v >= 0)
            WriteVarint32((uint)v);
        else
            WriteVarint64((ulong)(long)v);
    }

    /// <summary>Writes an int64 value (negative values take 10 bytes).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteInt64(long v) => WriteVarint64((ulong)v);

    /// <summary>Writes a uint32 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteUInt32(uint v) => WriteVarint32(v);

    /// <summary>Writes a uint64 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteUInt64(ulong v) => WriteVarint64(v);

    /// <summary>Writes a zig-zag encoded sint32 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteSInt32(int v) => WriteVarint32(WireFormat.EncodeZigZag32(v));

    /// <summary>Writes a zig-zag encoded sint64 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteSInt64(long v) => WriteVarint64(WireFormat.EncodeZigZag64(v));

    /// <summary>Writes a bool as a one-byte varint (0 or 1).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteBool(bool v)
    {
        if (_pos < _span.Length)
            Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos++) = v ? (byte)1 : (byte)0;
        else
            WriteVarintSlow(v ? 1u : 0u);
    }

    /// <summary>Writes an enum value (encoded as int32: negative values take 10 bytes).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteEnum(int v) => WriteInt32(v);

    /// <summary>Writes four little-endian bytes.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteFixed32(uint v)
    {
        if (_span.Length - _pos >= WireFormat.Fixed32Size)
        {
            Unsafe.WriteUnaligned(ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos),
                BitConverter.IsLittleEndian ? v : BinaryPrimitives.ReverseEndianness(v));
            _pos += WireFormat.Fixed32Size;
        }
        else
        {
            WriteFixedSlow(v, WireFormat.Fixed32Size);
        }
    }

    /// <summary>Writes eight little-endian bytes.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteFixed64(ulong v)
    {
        if (_span.Length - _pos >= WireFormat.Fixed64Size)
        {
            Unsafe.WriteUnaligned(ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos),
                BitConverter.IsLittleEndian ? v : BinaryPrimitives.ReverseEndianness(v));
            _pos += WireFormat.Fixed64Size;
        }
        else
        {
            WriteFixedSlow(v, WireFormat.Fixed64Size);
        }
    }

    /// <summary>Writes an sfixed32 value (four little-endian bytes, two's complement).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteSFixed32(int v) => WriteFixed32((uint)v);

    /// <summary>Writes an sfixed64 value (eight little-endian bytes, two's complement).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteSFixed64(long v) => WriteFixed64((ulong)v);

    /// <summary>Writes an IEEE 754 single as four little-endian bytes; NaN payloads are preserved bit for
    /// bit.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteFloat(float v) => WriteFixed32(BitConverter.SingleToUInt32Bits(v));

    /// <summary>Writes an IEEE 754 double as eight little-endian bytes; NaN payloads are preserved bit for
    /// bit.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteDouble(double v) => WriteFixed64(BitConverter.DoubleToUInt64Bits(v));

    /// <summary>Writes a length prefix (a varint).</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="length"/> is negative.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteLength(int length)
    {
        if (length < 0)
            ThrowNegativeLength(length);
        WriteVarint32((uint)length);
    }

    /// <summary>Writes <paramref name="bytes"/> as they are (no prefix).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteRaw(scoped ReadOnlySpan<byte> bytes)
    {
        if (bytes.Length <= _span.Length - _pos)
        {
            bytes.CopyTo(_span.Slice(_pos));
            _pos += bytes.Length;
        }
        else
        {
            WriteRawSlow(bytes);
        }
    }

    // ---- Fixed-layout encoders (WellKnownTypes) write at the cursor when the span has room, in one bounds check
    // rather than one per varint, then advance; without room they take the public methods' general path.

    /// <summary>Whether the current span has <paramref name="count"/> bytes of room at the write position.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal readonly bool HasRoom(int count) => _span.Length - _pos >= count;

    /// <summary>The write position; valid for as many bytes as <see cref="HasRoom"/> confirmed.</summary>
    internal readonly ref byte Cursor
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos);
    }

    /// <summary>Moves the write position past <paramref name="count"/> bytes written at <see cref="Cursor"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void Advance(int count) => _pos += count;

    /// <summary>Writes a length prefix followed by <paramref name="value"/>.</summary>
    public void WriteBytes(scoped ReadOnlySpan<byte> value)
    {
        int room = _span.Length - _pos;
        if (room - WireFormat.MaxVarint32Size >= value.Length) // subtraction: no overflow for huge values
        {
            ref byte p = ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos);
            int prefix = EncodeVarint32(ref p, (uint)value.Length);
#if NET
            value.CopyTo(MemoryMarshal.CreateSpan(ref Unsafe.Add(ref p, prefix), value.Length));
#else
            // One cpblk: netstandard2.0's Span.CopyTo goes through four calls before its memcpy, which under Mono
            // cost more than the copy of a short value.
            Unsafe.CopyBlockUnaligned(ref Unsafe.Add(ref p, prefix), ref MemoryMarshal.GetReference(value),
                (uint)value.Length);
#endif
            _pos += prefix + value.Length;
            return;
        }
        EnsureFitsOrCanGrow(WireFormat.SizeOfVarint32((uint)value.Length) + (long)value.Length);
        WriteVarint32((uint)value.Length);
        WriteRaw(value);
    }

    // ---- Encoding primitives: the caller guarantees room (5 or 10 bytes). ----

    // Its own 32-bit loop, not EncodeVarint64 widened: every tag and length goes through here, and the widened loop
    // cost 12% more instructions in it (W2 interpreted Write, callgrind: 143 k against 128 k per call).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static int EncodeVarint32(ref byte p, uint v)
    {
        if (v < 0x80)
        {
            p = (byte)v;
            return 1;
        }
        int i = 0;
        do
        {
            Unsafe.Add(ref p, i++) = (byte)(v | 0x80);
            v >>= 7;
        }
        while (v >= 0x80);
        Unsafe.Add(ref p, i++) = (byte)v;
        return i;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static int EncodeVarint64(ref byte p, ulong v)
    {
        if (v < 0x80)
        {
            p = (byte)v;
            return 1;
        }
        int i = 0;
        do
        {
            Unsafe.Add(ref p, i++) = (byte)(v | 0x80);
            v >>= 7;
        }
        while (v >= 0x80);
        Unsafe.Add(ref p, i++) = (byte)v;
        return i;
    }

    // ---- Slow paths: the current span is too small. Encode into a stack scratch, then copy piecewise. ----

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WriteVarintSlow(ulong v)
    {
        Span<byte> scratch = stackalloc byte[WireFormat.MaxVarint64Size];
        int n = EncodeVarint64(ref MemoryMarshal.GetReference(scratch), v);
        WriteRawSlow(scratch.Slice(0, n));
    }

    /// <summary>A fixed-size value of <paramref name="size"/> (4 or 8) bytes: its low bytes, little-endian.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WriteFixedSlow(ulong v, int size)
    {
        Span<byte> scratch = stackalloc byte[WireFormat.Fixed64Size];
        BinaryPrimitives.WriteUInt64LittleEndian(scratch, v);
        WriteRawSlow(scratch.Slice(0, size));
    }

    /// <summary>Copies <paramref name="bytes"/> across as many spans as it takes: fills the current span, then asks
    /// the output for the rest. A fixed destination that is too small throws before writing anything.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WriteRawSlow(scoped ReadOnlySpan<byte> bytes)
    {
        EnsureFitsOrCanGrow(bytes.Length);
        if (_open != 0)
        {
            Divert(); // an open prefix keeps everything uncommitted: these bytes are written again after the restart
            return;
        }
        while (true)
        {
            int n = Math.Min(_span.Length - _pos, bytes.Length);
            bytes.Slice(0, n).CopyTo(_span.Slice(_pos));
            _pos += n;
            bytes = bytes.Slice(n);
            if (bytes.IsEmpty)
                return;
            NextSpan(bytes.Length);
        }
    }

    /// <summary>Commits the current span and gets a new, non-empty one. It may be smaller than asked.</summary>
    private void NextSpan(int sizeHint)
    {
        Debug.Assert(_output is not null);
        if (_open != 0)
        {
            Divert();
            return;
        }
        Flush();
        _span = _output!.GetSpan(sizeHint); // netstandard2.0 does not annotate Debug.Assert
        if (_span.IsEmpty)
            ThrowEmptySpan();
    }

    /// <summary>For a fixed destination, throws unless <paramref name="count"/> more bytes fit; an output can always
    /// grow.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private readonly void EnsureFitsOrCanGrow(long count)
    {
        if (_output is null && count > _span.Length - _pos)
            ThrowDestinationTooSmall(count);
    }

    [DoesNotReturn]
    [SuppressMessage("Usage", "CA2208", Justification = "A throw helper: the name is its callers' parameter.")]
    private readonly void ThrowDestinationTooSmall(long needed) =>
        throw new ArgumentException(
            $"destination too small: {needed} more byte(s) needed at offset {_pos}, {_span.Length - _pos} available.",
            "destination");

    [DoesNotReturn]
    private static void ThrowEmptySpan() =>
        throw new InvalidOperationException("The IBufferWriter<byte> returned an empty span.");

    [DoesNotReturn]
    private static void ThrowNegativeLength(int length) =>
        throw new ArgumentOutOfRangeException(nameof(length), length, "A length cannot be negative.");
}
