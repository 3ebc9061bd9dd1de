namespace Nano.Wire;

// Looking ahead without consuming: how many elements a repeated field is about to deliver, so collections can be
// sized once. Only bytes already in the current span are examined, so every counted element is really present in
// the input: a hostile length or count can never make a collection larger than the input justifies.
public ref partial struct ProtoReader
{
    /// <summary>
    /// Counts the field whose tag was just read and the fields with the same tag that immediately follow it, looking
    /// only at the current span within the current region. Consumes nothing.
    /// </summary>
    /// <param name="complete">True when the count is exact for this run of fields: the scan stopped at another tag or
    /// at the end of the region. False when the span ended first (a multi-segment input), so more may follow.</param>
    /// <returns>The number of fields counted; 0 for groups (not counted) or when the current value is not wholly in the
    /// span.</returns>
    public readonly int CountRepeatedAhead(out bool complete) => CountRepeatedAhead(out complete, out _);

    /// <summary>As <see cref="CountRepeatedAhead(out bool)"/>, also giving the bytes the counted fields span from the
    /// current position (for extrapolating over <see cref="Remaining"/> when the count is not complete).</summary>
    /// <param name="complete">See <see cref="CountRepeatedAhead(out bool)"/>.</param>
    /// <param name="length">Bytes from the current position to the end of the last counted field.</param>
    public readonly int CountRepeatedAhead(out bool complete, out int length) =>
        CountRepeatedAhead(int.MaxValue, out complete, out length);

    /// <summary>As <see cref="CountRepeatedAhead(out bool, out int)"/>, stopping once <paramref name="max"/> fields are
    /// counted (a collection that will not grow by more than that need not scan the rest of a long run).</summary>
    /// <param name="max">The most fields to count; when reached, <paramref name="complete"/> is false.</param>
    /// <param name="complete">See <see cref="CountRepeatedAhead(out bool)"/>.</param>
    /// <param name="length">Bytes from the current position to the end of the last counted field.</param>
    public readonly int CountRepeatedAhead(int max, out bool complete, out int length)
    {
        complete = false;
        length = 0;
        uint tag = _tag;
        WireType wireType = (WireType)(tag & WireFormat.TagTypeMask);
        if (wireType is WireType.StartGroup or WireType.EndGroup || tag >= 0x4000 || tag == 0)
            return 0;

        ref byte start = ref MemoryMarshal.GetReference(_span);
        int end = _end;
        int pos = _pos;
        int count = 0;
        // The tag as it appears on the wire (one or two bytes; longer tags are not counted above).
        byte tag0 = (byte)(tag < 0x80 ? tag : (tag & 0x7F) | 0x80);
        byte tag1 = (byte)(tag >> 7);
        int tagSize = tag < 0x80 ? 1 : 2;
        while (true)
        {
            // Skip the value; stop (without counting it) if it is malformed or not wholly in the span.
            switch (wireType)
            {
                case WireType.Varint:
                    {
                        int limit = Math.Min(end, pos + WireFormat.MaxVarint64Size);
                        while (pos < limit && Unsafe.Add(ref start, pos) >= 0x80)
                            pos++;
                        if (pos >= limit)
                            return count;
                        pos++;
                        break;
                    }
                case WireType.Fixed64:
                    pos += WireFormat.Fixed64Size;
                    break;
                case WireType.Fixed32:
                    pos += WireFormat.Fixed32Size;
                    break;
                default: // length-delimited: a length of up to 5 bytes, then the payload
                    {
                        uint valueLength = 0;
                        int shift = 0;
                        while (true)
                        {
                            if (pos >= end || shift > 28)
                                return count;
                            uint b = Unsafe.Add(ref start, pos++);
                            valueLength |= (b & 0x7F) << shift;
                            if (b < 0x80)
                                break;
                            shift += 7;
                        }
                        if (valueLength > (uint)(end - pos))
                            return count;
                        pos += (int)valueLength;
                        break;
                    }
            }
            if (pos > end)
                return count;
            count++;
            length = pos - _pos;
            if (count >= max)
                return count;
            if (pos == end)
            {
                complete = _spanStart + end >= _limit;
                return count;
            }
            if (Unsafe.Add(ref start, pos) != tag0
                || (tagSize == 2 && (pos + 1 >= end || Unsafe.Add(ref start, pos + 1) != tag1)))
            {
                // Another field follows, or a tag cut by the end of the span (then more of this run may follow).
                complete = tagSize == 1 || pos + 1 < end || _spanStart + end >= _limit;
                return count;
            }
            pos += tagSize;
        }
    }

    /// <summary>
    /// Inside a packed run of varints (after <see cref="BeginPacked"/>): the number of values left, counted as the
    /// bytes that end a varint in what remains of the current span. Consumes nothing.
    /// </summary>
    /// <param name="complete">True when the whole run lies in the current span, so the count is exact.</param>
    public readonly int CountPackedVarints(out bool complete)
    {
        int available = _end - _pos;
        complete = _spanStart + _end >= _limit;
        return CountVarintEnds(_span.Slice(_pos, available));
    }

    /// <summary>The number of bytes below 0x80 (each ends a varint).</summary>
    private static int CountVarintEnds(ReadOnlySpan<byte> bytes)
    {
        int count = 0;
        int i = 0;
#if NET
        ref byte start = ref MemoryMarshal.GetReference(bytes);
        if (System.Runtime.Intrinsics.Vector128.IsHardwareAccelerated)
        {
            for (; i + 16 <= bytes.Length; i += 16)
            {
                var v = System.Runtime.Intrinsics.Vector128.LoadUnsafe(ref start, (nuint)i);
                // The most significant bit of each byte is set for continuation bytes.
                count += 16 - System.Numerics.BitOperations.PopCount(
                    System.Runtime.Intrinsics.Vector128.ExtractMostSignificantBits(v));
            }
        }
#endif
        for (; i < bytes.Length; i++)
        {
            if (bytes[i] < 0x80)
                count++;
        }
        return count;
    }
}
