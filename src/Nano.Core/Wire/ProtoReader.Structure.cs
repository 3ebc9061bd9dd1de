using System.Diagnostics;

namespace Nano.Wire;

// Tags, nesting (length-delimited regions and groups), skipping and copying fields.
public ref partial struct ProtoReader
{
    // Bit n set: wire type n may be taken by the one-byte tag fast path (0, 1, 2, 3, 5). 4 (end-group) needs
    // the group bookkeeping of the slow path; 6 and 7 are invalid.
    private const int FastWireTypes = 0b10_1111;

    /// <summary>
    /// Reads the next tag. Returns 0 at the end of the current message: the current length limit or the end of the
    /// input, or the end-group tag closing the open group (see <see cref="BeginGroup"/>).
    /// </summary>
    /// <exception cref="ProtoException">Field number 0, wire type 6 or 7, a tag over 32 bits (field number above
    /// 2^29 − 1), an end-group tag with no group open or with another field number, or the end of the region or
    /// input reached inside an open group.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public uint ReadTag()
    {
        int pos = _pos;
        if (pos < _end)
        {
            // One-byte tag: field numbers 1..15 (b >= 8, b < 0x80) with a wire type needing no bookkeeping.
            ref byte p = ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), pos);
            uint b = p;
            if (b - 8 < 0x78 && ((FastWireTypes >> (int)(b & 7)) & 1) != 0)
            {
                _pos = pos + 1;
                _tag = b;
                return b;
            }
            // Two-byte tag: field numbers 16..2047, common in wide messages. A second byte of 0 would be an overlong
            // encoding and 0x80 and above a longer tag: both take the slow path, as do the bookkeeping wire types.
            if (b >= 0x80 && pos + 1 < _end)
            {
                uint b1 = Unsafe.Add(ref p, 1);
                if (b1 - 1 < 0x7F && ((FastWireTypes >> (int)(b & 7)) & 1) != 0)
                {
                    uint tag = (b & 0x7F) | (b1 << 7);
                    _pos = pos + 2;
                    _tag = tag;
                    return tag;
                }
            }
        }
        return ReadTagSlow();
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private uint ReadTagSlow()
    {
        if (_pos >= _end && _spanStart + _pos >= _limit)
        {
            if (_groupField != 0)
                throw new ProtoException(ProtoErrors.GroupNotClosed, Position, _groupField);
            _tag = 0;
            return 0;
        }

        long start = Position;
        _tag = 0; // errors while reading the tag are not about the previous field
        uint tag = ReadTagVarint(start);
        int field = WireFormat.GetFieldNumber(tag);
        if (field == 0)
            throw new ProtoException(ProtoErrors.FieldNumberZero, start);
        WireType wireType = WireFormat.GetWireType(tag);
        if (wireType > WireType.Fixed32)
            throw new ProtoException($"{ProtoErrors.InvalidWireType} {(int)wireType}", start, field);
        if (wireType == WireType.EndGroup)
        {
            if (_groupField == 0)
                throw new ProtoException(ProtoErrors.EndGroupWithoutStart, start, field);
            if (field != _groupField)
                throw new ProtoException($"{ProtoErrors.EndGroupMismatch} (field {_groupField})", start, field);
            _tag = tag;
            _groupClosed = true;
            return 0;
        }
        _tag = tag;
        return tag;
    }

    /// <summary>
    /// A tag's varint: at most 5 bytes (a longer encoding of a small tag, such as <c>88 80 80 80 80 80 00</c>, is
    /// malformed, as in every protobuf runtime) and at most 32 bits. Byte by byte, across segments.
    /// </summary>
    private uint ReadTagVarint(long start)
    {
        ulong result = 0;
        for (int shift = 0; shift < 7 * WireFormat.MaxVarint32Size; shift += 7)
        {
            if (_pos >= _end && !TryAdvanceSegment())
                throw new ProtoException(ProtoErrors.TruncatedVarint, start);
            uint b = _span[_pos++];
            result |= (ulong)(b & 0x7F) << shift;
            if (b < 0x80)
                return result <= uint.MaxValue ? (uint)result
                    : throw new ProtoException(ProtoErrors.TagTooLarge, start);
        }
        throw new ProtoException(ProtoErrors.TagTooLong, start);
    }

    /// <summary>
    /// Consumes the next tag if it is <paramref name="expectedTag"/>: a cheap byte compare for the common loop over a
    /// repeated field. May return false even when the tag matches (for example across a segment boundary); the
    /// caller then falls back to <see cref="ReadTag"/>. Nothing is consumed when it returns false.
    /// </summary>
    /// <param name="expectedTag">A valid tag from <see cref="WireFormat.MakeTag"/>, not an end-group tag.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryReadTag(uint expectedTag)
    {
        Debug.Assert(expectedTag >= 8 && ((FastWireTypes >> (int)(expectedTag & 7)) & 1) != 0);
        int pos = _pos;
        if (expectedTag < 0x80)
        {
            if (pos < _end)
            {
                if (Unsafe.Add(ref MemoryMarshal.GetReference(_span), pos) == expectedTag)
                {
                    _pos = pos + 1;
                    _tag = expectedTag;
                    return true;
                }
                return false;
            }
        }
        // Two-byte tags (field numbers 16..2047): with a constant expectedTag the JIT folds the encoded bytes.
        else if (expectedTag < 0x4000 && pos + 1 < _end)
        {
            ref byte p = ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), pos);
            if (p == (byte)(expectedTag | 0x80) && Unsafe.Add(ref p, 1) == (byte)(expectedTag >> 7))
            {
                _pos = pos + 2;
                _tag = expectedTag;
                return true;
            }
            return false;
        }
        return TryReadTagSlow(expectedTag);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool TryReadTagSlow(uint expectedTag)
    {
        // At the end of a segment (not of the region), look into the next one; consuming nothing.
        if (_pos >= _end && !TryAdvanceSegment())
            return false;
        int pos = _pos;
        Span<byte> encoded = stackalloc byte[WireFormat.MaxVarint32Size];
        int n = ProtoWriter.EncodeVarint32(ref MemoryMarshal.GetReference(encoded), expectedTag);
        if (_end - pos < n || !_span.Slice(pos, n).SequenceEqual(encoded.Slice(0, n)))
            return false;
        _pos = pos + n;
        _tag = expectedTag;
        return true;
    }

    /// <summary>
    /// Enters a length-delimited sub-message: reads its length, checks the depth limit and narrows the limit to it.
    /// The caller has checked that the last tag's wire type is <see cref="WireType.LengthDelimited"/>.
    /// </summary>
    /// <returns>The token to pass to <see cref="EndLengthDelimited"/>.</returns>
    /// <exception cref="ProtoException">The depth limit is reached, or the length is bad.</exception>
    public SubMessageToken BeginLengthDelimited()
    {
        if (_depth >= _maxDepth)
            throw new ProtoException(ProtoErrors.DepthLimit, Position, FieldNumber);
        if (_depth >= WireFormat.StackCheckDepth)
            EnsureStack();
        SubMessageToken token = BeginPacked();
        _depth++;
        return token;
    }

    /// <summary>
    /// Like <see cref="BeginLengthDelimited"/> without counting a nesting level: for packed repeated fields (and any
    /// other length-delimited value read piecewise), which must not fail at the depth limit. Read until
    /// <see cref="IsAtLimit"/>, then call <see cref="EndLengthDelimited"/>.
    /// </summary>
    /// <exception cref="ProtoException">The length is bad.</exception>
    public SubMessageToken BeginPacked()
    {
        int length = ReadLength();
        var token = new SubMessageToken(_limit, _groupField, _depth);
        _limit = Position + length;
        _groupField = 0; // a group open outside does not continue inside this region
        ClipEnd();
        return token;
    }

    /// <summary>Leaves the region entered by <see cref="BeginLengthDelimited"/> or <see cref="BeginPacked"/>:
    /// checks it was fully consumed and restores the enclosing limit and depth.</summary>
    /// <exception cref="ProtoException">Bytes of the region remain unread.</exception>
    public void EndLengthDelimited(SubMessageToken token)
    {
        if (_spanStart + _pos != _limit)
            throw new ProtoException(ProtoErrors.SubMessageNotConsumed, Position, FieldNumber);
        _limit = token.Limit;
        _groupField = token.GroupField;
        _depth = token.Depth;
        ClipEnd();
    }

    /// <summary>Enters the group opened by the last tag (wire type <see cref="WireType.StartGroup"/>). Read its fields
    /// with <see cref="ReadTag"/> until it returns 0 at the matching end-group tag, then call
    /// <see cref="EndGroup"/>.</summary>
    /// <returns>The token to pass to <see cref="EndGroup"/>.</returns>
    /// <exception cref="ProtoException">The last tag is not a start-group tag, or the depth limit is
    /// reached.</exception>
    public SubMessageToken BeginGroup()
    {
        if (WireType != WireType.StartGroup)
            throw new ProtoException(ProtoErrors.ExpectedStartGroup, Position, FieldNumber);
        if (_depth >= _maxDepth)
            throw new ProtoException(ProtoErrors.DepthLimit, Position, FieldNumber);
        if (_depth >= WireFormat.StackCheckDepth)
            EnsureStack();
        var token = new SubMessageToken(_limit, _groupField, _depth);
        _groupField = FieldNumber;
        _depth++;
        return token;
    }

    /// <summary>Deep nesting recurses once per level: fail cleanly while the thread still has stack, whatever MaxDepth
    /// allows.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void EnsureStack()
    {
        if (!RuntimeHelpers.TryEnsureSufficientExecutionStack())
            throw new ProtoException(ProtoErrors.StackLimit, Position, FieldNumber);
    }

    /// <summary>Leaves the group entered by <see cref="BeginGroup"/>: checks its end-group tag was consumed.</summary>
    /// <exception cref="ProtoException">The end-group tag has not been read.</exception>
    public void EndGroup(SubMessageToken token)
    {
        if (!_groupClosed)
            throw new ProtoException(ProtoErrors.GroupNotClosed, Position, _groupField);
        _groupClosed = false;
        _groupField = token.GroupField;
        _depth = token.Depth;
    }

    /// <summary>Skips the value of the last tag read, for every wire type; groups are skipped with everything nested
    /// in them (depth-limited, end-group field numbers checked).</summary>
    /// <exception cref="ProtoException">The value is malformed or truncated.</exception>
    /// <exception cref="InvalidOperationException">No field tag was read (before the first tag, or after
    /// <see cref="ReadTag"/> returned 0).</exception>
    public void SkipField()
    {
        switch (WireType)
        {
            case WireType.Varint:
                if (_tag == 0)
                    ThrowNoField();
                SkipVarint();
                break;
            case WireType.Fixed64:
                SkipRaw(WireFormat.Fixed64Size, ProtoErrors.TruncatedFixed64);
                break;
            case WireType.LengthDelimited:
                SkipRaw(ReadLength(), ProtoErrors.LengthPastEnd);
                break;
            case WireType.StartGroup:
                SkipGroup();
                break;
            case WireType.Fixed32:
                SkipRaw(WireFormat.Fixed32Size, ProtoErrors.TruncatedFixed32);
                break;
            default:
                ThrowNoField();
                break;
        }
    }

    private void SkipGroup()
    {
        SubMessageToken token = BeginGroup();
        while (ReadTag() != 0)
            SkipField();
        EndGroup(token);
    }

    /// <summary>
    /// Like <see cref="SkipField"/>, then writes the last tag (as a canonical varint) and the field's raw bytes to
    /// <paramref name="destination"/>: used to keep unknown fields. Nothing is written if the field is malformed.
    /// </summary>
    /// <exception cref="ProtoException">The value is malformed or truncated.</exception>
    /// <exception cref="InvalidOperationException">No field tag was read.</exception>
    public void CopyField(IBufferWriter<byte> destination)
    {
        ArgumentNullException.ThrowIfNull(destination);
        uint tag = _tag;
        long start = Position;
        SkipField();
        long length = Position - start;

        Span<byte> tagBytes = stackalloc byte[WireFormat.MaxVarint32Size];
        destination.Write(tagBytes.Slice(0, ProtoWriter.EncodeVarint32(ref MemoryMarshal.GetReference(tagBytes), tag)));
        if (start >= _spanStart)
        {
            // The whole field lies in the current span (always so unless the input is multi-segment).
            destination.Write(_span.Slice((int)(start - _spanStart), (int)length));
        }
        else
        {
            foreach (ReadOnlyMemory<byte> segment in _sequence.Slice(start, length))
                destination.Write(segment.Span);
        }
    }

    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    private readonly void ThrowNoField()
    {
        if (WireType == WireType.EndGroup)
            throw new InvalidOperationException("The last tag was an end-group tag (ReadTag returned 0): there is no "
                + "field to skip.");
        throw new InvalidOperationException("No field tag has been read: there is no field to skip.");
    }
}
