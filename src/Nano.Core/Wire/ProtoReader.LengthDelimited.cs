using System.Text;

namespace Nano.Wire;

// Lengths, strings, bytes. A length is checked against the bytes left in the current region before
// anything is allocated, so a hostile length can never cause a large allocation.
public ref partial struct ProtoReader
{
    // Strict: invalid UTF-8 throws instead of turning into U+FFFD. Decoding stays one vectorized pass.
    private static readonly UTF8Encoding s_strictUtf8 =
        new(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);

    private const int StackCopyLimit = 256;

    /// <summary>Reads a length prefix, checked against the bytes left in the current region.</summary>
    /// <exception cref="ProtoException">The varint is malformed, the length is over <see cref="int.MaxValue"/>
    /// ("negative length"), or it runs past the end of the current region or input.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ReadLength()
    {
        int pos = _pos;
        if (pos < _end)
        {
            // One-byte length whose payload lies in this span: it is inside the region too, since _end respects the
            // limit.
            uint b = Unsafe.Add(ref MemoryMarshal.GetReference(_span), pos);
            if (b < 0x80 && (int)b < _end - pos)
            {
                _pos = pos + 1;
                return (int)b;
            }
        }
        return ReadLengthSlow();
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private int ReadLengthSlow()
    {
        long start = Position;
        ulong length = ReadVarint64();
        if (length > int.MaxValue)
            throw new ProtoException(ProtoErrors.NegativeLength, start, FieldNumber);
        if ((long)length > _limit - Position)
            throw new ProtoException(ProtoErrors.LengthPastEnd, start, FieldNumber);
        return (int)length;
    }

    /// <summary>Reads a length-prefixed UTF-8 string, strictly validated.</summary>
    /// <exception cref="ProtoException">The length is bad or the bytes are not valid UTF-8 (the offset is that of the
    /// first bad byte).</exception>
    public string ReadString()
    {
        int length = ReadLength();
        if (length == 0)
            return string.Empty;
        if (_end - _pos >= length)
        {
            ReadOnlySpan<byte> bytes = _span.Slice(_pos, length);
            string? s = _strings is null ? TryDecodeUtf8(bytes) : DecodeCached(_strings, bytes);
            if (s is null)
                ThrowInvalidUtf8(bytes, Position);
            _pos += length;
            return s;
        }
        return ReadStringSlow(length);
    }

    /// <summary>With the model's string cache on: the cached instance of a value seen before, else a new one (null
    /// when the bytes are not valid UTF-8, which the cache never holds).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static string? DecodeCached(StringCache cache, ReadOnlySpan<byte> bytes)
    {
        string? s = cache.Find(bytes, out int slot);
        if (s is not null)
            return s;
        s = TryDecodeUtf8(bytes);
        if (s is not null && slot >= 0)
            cache.Store(slot, s);
        return s;
    }

    /// <summary>A string straddling segments: gather it (stack or pooled buffer), then decode once.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private string ReadStringSlow(int length)
    {
        long start = Position;
        byte[]? rented = null;
        Span<byte> buffer = length <= StackCopyLimit
            ? stackalloc byte[StackCopyLimit]
            : (rented = ArrayPool<byte>.Shared.Rent(length));
        try
        {
            buffer = buffer.Slice(0, length);
            TryReadRawSlow(buffer); // cannot come up short: ReadLength checked the length against the region
            string? s = _strings is null ? TryDecodeUtf8(buffer) : DecodeCached(_strings, buffer);
            if (s is null)
                ThrowInvalidUtf8(buffer, start);
            return s;
        }
        finally
        {
            if (rented is not null)
                ArrayPool<byte>.Shared.Return(rented);
        }
    }

    private static string? TryDecodeUtf8(ReadOnlySpan<byte> bytes)
    {
        try
        {
            return s_strictUtf8.GetString(bytes);
        }
        catch (DecoderFallbackException)
        {
            return null;
        }
    }

    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    private readonly void ThrowInvalidUtf8(ReadOnlySpan<byte> bytes, long start)
    {
        // Cold path: find the first bad byte so the offset points at it.
        int index = 0;
        while (index < bytes.Length
            && System.Text.Rune.DecodeFromUtf8(bytes.Slice(index), out _, out int consumed) == OperationStatus.Done)
        {
            index += consumed;
        }
        throw new ProtoException(ProtoErrors.InvalidUtf8, start + index, FieldNumber);
    }

    /// <summary>Reads a length-prefixed byte string into a new array.</summary>
    /// <exception cref="ProtoException">The length is bad.</exception>
    public byte[] ReadBytes()
    {
        int length = ReadLength();
        if (length == 0)
            return [];
        byte[] result = GC.AllocateUninitializedArray<byte>(length);
        ReadCheckedValue(result);
        return result;
    }

    /// <summary>Reads a length-prefixed byte string. Zero-copy (a slice of the input) when the reader was created
    /// over memory or a sequence and the value lies within one segment; otherwise a copy. In pool mode, a copy into
    /// pooled memory (never a slice of the input).</summary>
    /// <exception cref="ProtoException">The length is bad.</exception>
    public ReadOnlyMemory<byte> ReadBytesMemory()
    {
        int length = ReadLength();
        if (length == 0)
            return ReadOnlyMemory<byte>.Empty;
        if (_allocator is not null)
            return ReadBytesPooled(length);
        if (_hasMemory)
        {
            if (_pos == _end)
                TryAdvanceSegment(); // the value starts at the next segment
            if (_end - _pos >= length)
            {
                ReadOnlyMemory<byte> slice = _memory.Slice(_pos, length);
                _pos += length;
                return slice;
            }
        }
        byte[] copy = GC.AllocateUninitializedArray<byte>(length);
        ReadCheckedValue(copy);
        return copy;
    }

    /// <summary>Pool mode: copies the value (whose length was checked against the region) into pooled memory.</summary>
    private ReadOnlyMemory<byte> ReadBytesPooled(int length)
    {
        Memory<byte> value = _allocator!.Allocate(length, out Span<byte> destination);
        ReadCheckedValue(destination);
        return value;
    }

    /// <summary>Copies a value whose length <see cref="ReadLength"/> checked against the region into
    /// <paramref name="destination"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void ReadCheckedValue(Span<byte> destination)
    {
        if (_end - _pos >= destination.Length)
        {
#if NET
            _span.Slice(_pos, destination.Length).CopyTo(destination);
#else
            // One cpblk: netstandard2.0's Span.CopyTo goes through four calls before its memcpy (see WriteBytes).
            Unsafe.CopyBlockUnaligned(ref MemoryMarshal.GetReference(destination),
                ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos), (uint)destination.Length);
#endif
            _pos += destination.Length;
        }
        else
        {
            TryReadRawSlow(destination); // cannot come up short: the length was checked
        }
    }

    /// <summary>Reads exactly <paramref name="destination"/>.Length raw bytes (no prefix), for example the payload of a
    /// packed fixed-size field after <see cref="ReadLength"/>.</summary>
    /// <exception cref="ProtoException">Fewer bytes remain in the current region or input.</exception>
    public void ReadRaw(scoped Span<byte> destination)
    {
        if (_end - _pos >= destination.Length)
        {
            _span.Slice(_pos, destination.Length).CopyTo(destination);
            _pos += destination.Length;
            return;
        }
        long start = Position;
        if (!TryReadRawSlow(destination))
            throw new ProtoException(ProtoErrors.LengthPastEnd, start, FieldNumber);
    }

    /// <summary>Skips <paramref name="count"/> bytes (within the region), across segments.</summary>
    private void SkipRaw(int count, string truncatedReason)
    {
        if (_end - _pos >= count)
        {
            _pos += count;
            return;
        }
        long start = Position;
        if (!TrySkipRawSlow(count))
            throw new ProtoException(truncatedReason, start, FieldNumber);
    }
}
