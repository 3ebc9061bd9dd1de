namespace Nano.Wire;

/// <summary>
/// Reads the protobuf wire format from a span, a memory or a (multi-segment) sequence, validating everything:
/// any malformed input ends in a <see cref="ProtoException"/> carrying the byte offset and field number.
/// </summary>
/// <remarks>
/// <para>The reader sees one contiguous span at a time: the whole input, or the current segment of a
/// multi-segment sequence (never copied whole). Its effective end is clipped to the current length-delimited
/// region, so no value can be read across a sub-message boundary. Hot paths run when enough bytes remain in
/// that span; slow paths read byte by byte across segment boundaries.</para>
/// <para>Typical message loop:
/// <c>while ((tag = reader.ReadTag()) != 0) { switch (tag) { ... default: reader.SkipField(); } }</c>.</para>
/// </remarks>
[SkipLocalsInit]
public ref partial struct ProtoReader
{
    private ReadOnlySpan<byte> _span;      // the current segment (the whole input unless multi-segment)
    private int _pos;                      // read position in _span
    private int _end;                      // min(_span.Length, _limit - _spanStart): reads stop here
    private long _spanStart;               // absolute offset of _span[0]
    private long _limit;                   // absolute end of the current length-delimited region (root: input length)
    private uint _tag;                     // the last tag read
    private int _depth;
    private int _groupField;               // field number of the group being read; 0
                                           // in a length-delimited region or the root
    private bool _groupClosed;             // ReadTag consumed the end-group tag of the open group
    private readonly int _maxDepth;
    private readonly bool _hasMemory;      // _memory backs _span: zero-copy slices possible
    private readonly bool _multiSegment;
    private ReadOnlyMemory<byte> _memory;
    private readonly ReadOnlySequence<byte> _sequence;
    private SequencePosition _nextSegment;
    private Buffers.SlabAllocator? _allocator; // pool mode: ReadBytesMemory takes leaves
                                               // from it (never aliasing the input)
    private Buffers.Recycling.ReuseStash? _reuse; // a read into an existing graph: its objects and lists, to be reused
    private readonly StringCache? _strings;     // the model's string cache, when it has one turned on

    /// <summary>The leaf message the emit backend is reading inline (no codec frame of its own to name it in a
    /// <see cref="ProtoException"/>), or null; read by the <see cref="ProtoException.MessageType"/> filters.</summary>
    internal Type? InlinedMessage;

    /// <summary>Required-field bookkeeping across occurrences of a sub-message; null until a message ends
    /// incomplete.</summary>
    internal Serialization.RequiredFields? Required;

    /// <summary>Creates a reader over <paramref name="data"/>.</summary>
    /// <param name="data">The encoded message.</param>
    /// <param name="options">Limits; <see cref="ProtoReaderOptions.Default"/> if null.</param>
    public ProtoReader(ReadOnlySpan<byte> data, ProtoReaderOptions? options = null)
    {
        _span = data;
        _end = data.Length;
        _limit = data.Length;
        _maxDepth = (options ?? ProtoReaderOptions.Default).MaxDepth;
        _strings = options?.Strings;
    }

    /// <summary>Creates a reader over <paramref name="data"/>; <see cref="ReadBytesMemory"/> then returns slices of it
    /// without copying.</summary>
    /// <param name="data">The encoded message.</param>
    /// <param name="options">Limits; <see cref="ProtoReaderOptions.Default"/> if null.</param>
    public ProtoReader(ReadOnlyMemory<byte> data, ProtoReaderOptions? options = null)
        : this(data.Span, options)
    {
        _memory = data;
        _hasMemory = (options ?? ProtoReaderOptions.Default).AliasInput;
    }

    /// <summary>Creates a reader over <paramref name="data"/>, walking its segments one by one (never copying it
    /// whole). <see cref="ReadBytesMemory"/> returns slices of a segment when the value lies within one.</summary>
    /// <param name="data">The encoded message.</param>
    /// <param name="options">Limits; <see cref="ProtoReaderOptions.Default"/> if null.</param>
    public ProtoReader(ReadOnlySequence<byte> data, ProtoReaderOptions? options = null)
    {
        _maxDepth = (options ?? ProtoReaderOptions.Default).MaxDepth;
        _hasMemory = (options ?? ProtoReaderOptions.Default).AliasInput;
        _strings = options?.Strings;
        _limit = data.Length;
        if (data.IsSingleSegment)
        {
            _memory = data.First;
            _span = _memory.Span;
            _end = _span.Length;
            return;
        }
        _multiSegment = true;
        _sequence = data;
        _nextSegment = data.Start;
        NextSegment();
    }

    /// <summary>Pool mode: when set (by the facade's <c>DeserializePooled</c>), <see cref="ReadBytesMemory"/> copies
    /// every value into memory from this allocator instead of a new array or a slice of the input.</summary>
    internal Buffers.SlabAllocator? Allocator
    {
        readonly get => _allocator;
        init => _allocator = value;
    }

    /// <summary>A read into an existing graph: when set (by the facade's <c>DeserializeInto</c>), the backends take
    /// message objects and lists from this stash of the graph's own
    /// (<see cref="Buffers.Recycling.Recycling"/>).</summary>
    internal Buffers.Recycling.ReuseStash? Reuse
    {
        readonly get => _reuse;
        init => _reuse = value;
    }

    /// <summary>The absolute offset of the next byte to read, from the start of the input.</summary>
    public readonly long Position
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => _spanStart + _pos;
    }

    /// <summary>The field number of the last tag read (0 before the first tag and after the end of a
    /// message).</summary>
    public readonly int FieldNumber
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => (int)(_tag >> WireFormat.TagTypeBits);
    }

    /// <summary>The wire type of the last tag read.</summary>
    public readonly WireType WireType
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => (WireType)(_tag & WireFormat.TagTypeMask);
    }

    /// <summary>The last tag read (0 before the first tag and after the end of a message).</summary>
    public readonly uint Tag
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => _tag;
    }

    /// <summary>How many sub-messages and groups enclose the current position (0 at the root).</summary>
    public readonly int Depth => _depth;

    /// <summary>True when no bytes remain in the current length-delimited region (or the input). Packed loops read
    /// until this.</summary>
    public readonly bool IsAtLimit
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => _spanStart + _pos >= _limit;
    }

    /// <summary>Bytes left before the end of the current length-delimited region (or the input).</summary>
    public readonly long Remaining => _limit - (_spanStart + _pos);

    /// <summary>Creates a <see cref="ProtoException"/> for <paramref name="reason"/> at the current offset and field
    /// number.</summary>
    public readonly ProtoException CreateException(string reason) => new(reason, Position, FieldNumber);

    // ---- Buffer management ----

    /// <summary>Recomputes the effective end after the limit or the span changed.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void ClipEnd() => _end = (int)Math.Min(_span.Length, _limit - _spanStart);

    /// <summary>Called when <c>_pos == _end</c>: moves to the next non-empty segment, unless the current limit is
    /// reached. Returns false at the limit (the caller reports truncation).</summary>
    private bool TryAdvanceSegment()
    {
        // _end < _span.Length only when the limit falls inside this span, so past this check the span is used up.
        if (!_multiSegment || _spanStart + _pos >= _limit)
            return false;
        return NextSegment();
    }

    private bool NextSegment()
    {
        while (true)
        {
            _spanStart += _span.Length;
            _pos = 0;
            if (!_sequence.TryGet(ref _nextSegment, out ReadOnlyMemory<byte> segment))
            {
                _span = default;
                _end = 0;
                return false;
            }
            _memory = segment;
            _span = segment.Span;
            if (!_span.IsEmpty)
            {
                ClipEnd();
                return true;
            }
        }
    }

    /// <summary>Copies <paramref name="destination"/>.Length bytes across segments. False if the limit came
    /// first.</summary>
    private bool TryReadRawSlow(scoped Span<byte> destination)
    {
        while (!destination.IsEmpty)
        {
            if (_pos >= _end && !TryAdvanceSegment())
                return false;
            int n = Math.Min(_end - _pos, destination.Length);
            _span.Slice(_pos, n).CopyTo(destination);
            _pos += n;
            destination = destination.Slice(n);
        }
        return true;
    }

    /// <summary>Skips <paramref name="count"/> bytes across segments. False if the limit came first.</summary>
    private bool TrySkipRawSlow(long count)
    {
        while (count > 0)
        {
            if (_pos >= _end && !TryAdvanceSegment())
                return false;
            int n = (int)Math.Min(_end - _pos, count);
            _pos += n;
            count -= n;
        }
        return true;
    }
}
