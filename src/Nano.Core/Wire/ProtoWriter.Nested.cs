namespace Nano.Wire;

// Nested messages in one pass, for the serializers (internal: the protocol is theirs, not a user's).
//
// A serializer writes a nested message (or a map entry, which counts as a level too) with WriteNested, giving the
// message's contents as a struct body (INestedBody) the JIT specializes and inlines the helper for. The protocol it
// runs, in two halves, BeginNested and EndNested, that emitted IL calls itself (as BeginLeaf and EndLeaf) around a leaf
// fused into its parent's Write (a DynamicMethod cannot define a body type, and a leaf is there to have no frame of its
// own):
//     start = writer.BeginNested(type);                   // the depth limit, then a reserved one-byte prefix
//     if (start >= 0) { write fields; if (writer.EndNested(start)) goto done; }
//     writer.WriteNestedLength(Measure(value), ...); write fields; writer.EndNested(-1);   // the measured way
//   done:
// BeginNested reserves one byte; EndNested fills it in, shifting the message right by 1-4 bytes when its length
// needs a longer varint (memmove of bytes still hot in cache). Nothing is committed while a prefix is open, so the
// positions stay valid. When the current span runs out under an open prefix (an IBufferWriter whose span ends
// inside the message), the writer "diverts": later writes go to a scratch sink and are dropped, and the outermost
// open prefix's EndNested rewinds to its start and returns false, so the caller writes that message again the
// measured way (where its own children may again open prefixes). Each byte is thus written once unless a message
// straddles a span boundary, and no exception or allocation is involved.
public ref partial struct ProtoWriter
{
    /// <summary>Where diverted writes go. Shared: its contents are never read, so concurrent writes do not
    /// matter.</summary>
    private static readonly byte[] s_sink = new byte[1024];

    /// <summary>Room the current span must have left for a prefix to be reserved; below it the caller
    /// measures.</summary>
    private const int MinOpenRoom = 8;

    /// <summary>How many more nested messages may open (starts at the model's <c>MaxDepth</c>).</summary>
    internal readonly int DepthLeft => _depthLeft;

    /// <summary>Counts a nested message against the depth limit (which turns a cyclic graph into an
    /// exception).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void EnterNested(Type type)
    {
        if (--_depthLeft < 0)
            ThrowTooDeep(type);
        if ((_depthLeft & StackCheckMask) == 0)
            EnsureStack(type);
    }

    /// <summary>The measuring pass's <see cref="EnterNested"/>: the depth budget for a nested message's
    /// fields.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static int NestedDepth(int depthLeft, Type type)
    {
        CheckDepth(depthLeft, type);
        if (((depthLeft - 1) & StackCheckMask) == 0)
            EnsureStack(type);
        return depthLeft - 1;
    }

    /// <summary>The stack is checked once every 64 levels: MaxDepth may be as high as
    /// <see cref="WireFormat.MaxDepthLimit"/>, and no setting may overflow the stack and kill the process.</summary>
    private const int StackCheckMask = WireFormat.StackCheckDepth - 1;

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void EnsureStack(Type type)
    {
        if (!RuntimeHelpers.TryEnsureSufficientExecutionStack())
            throw new InvalidOperationException($"Messages nest too deep for the remaining stack of this thread while "
                + $"writing {type.FullName}.");
    }

    /// <summary>Leaves a nested message.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void ExitNested() => _depthLeft++;

    /// <summary>Reserves a one-byte length prefix at the current position; false when the span has too little room left
    /// (the caller then measures the message first). The hand-written serializers of benchmarks/Nano.Benchmarks call
    /// it as it is.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal bool TryOpenPrefix(out int start)
    {
        start = _pos;
        return OpenPrefix() >= 0;
    }

    /// <summary>Reserves a one-byte length prefix at the current position and returns that position; -1 when the span
    /// has too little room left (the caller then measures the message first).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int OpenPrefix()
    {
        int start = _pos;
        if (_span.Length - start < MinOpenRoom)
            return -1;
        _pos = start + 1;
        _open++;
        return start;
    }

    /// <summary>Fills in the prefix opened at <paramref name="start"/> with the length written since. False when the
    /// message must be written again the measured way (the writer has rewound to <paramref name="start"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal bool ClosePrefix(int start)
    {
        _open--;
        int length = _pos - start - 1;
        if (length < 0x80 && !_diverted)
        {
            Unsafe.Add(ref MemoryMarshal.GetReference(_span), start) = (byte)length;
            return true;
        }
        return ClosePrefixSlow(start, length);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool ClosePrefixSlow(int start, int length)
    {
        if (!_diverted)
        {
            int size = WireFormat.SizeOfVarint32((uint)length);
            if (_span.Length - _pos >= size - 1)
            {
                _span.Slice(start + 1, length).CopyTo(_span.Slice(start + size));
                EncodeVarint32(ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), start), (uint)length);
                _pos += size - 1;
                return true;
            }
            EnsureFitsOrCanGrow(size - 1); // a fixed destination is too small: throws
            if (_open == 0)
            {
                _pos = start;
                return false;
            }
            Divert();
            return true;
        }
        if (_open != 0)
            return true; // an enclosing prefix restarts, and this message with it
        _span = _held;
        _held = default;
        _diverted = false;
        _pos = start;
        return false;
    }

    /// <summary>
    /// The first half of the protocol above: counts a nested message against the depth limit
    /// (<see cref="EnterNested"/>), then reserves its one-byte length prefix. Returns the prefix's position, for
    /// <see cref="EndNested"/>; or -1 when the span has too little room left, and the caller then writes the measured
    /// length (<see cref="WriteNestedLength"/>) before the contents and gives -1 to <see cref="EndNested"/>.
    /// </summary>
    /// <param name="type">The message type, for the depth errors.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal int BeginNested(Type type)
    {
        EnterNested(type);
        return OpenPrefix();
    }

    /// <summary>The second half: fills in the prefix <see cref="BeginNested"/> reserved at <paramref name="start"/>
    /// (none when -1: the length was measured) and leaves the level. False when the message must be written again the
    /// measured way: the writer has rewound to <paramref name="start"/>, and the level stays taken until that write's
    /// <c>EndNested(-1)</c>.</summary>
    /// <param name="start">What <see cref="BeginNested"/> returned, or -1 after a measured length.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal bool EndNested(int start)
    {
        if (start >= 0 && !ClosePrefix(start))
            return false;
        ExitNested();
        return true;
    }

    /// <summary>
    /// <see cref="BeginNested"/> for a leaf that emitted code writes inline (a message with no message field): nothing
    /// nests in it, so its level is only checked against the limit (<see cref="CheckDepth"/>), not taken, and the two
    /// halves are as small as the JIT needs them to be to inline everything else in a long parent's Write.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal int BeginLeaf<TLeaf>()
    {
        CheckDepth(_depthLeft, typeof(TLeaf));
        return OpenPrefix();
    }

    /// <summary><see cref="EndNested"/> for a leaf (<see cref="BeginLeaf{TLeaf}"/>): there is no level to
    /// leave.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal bool EndLeaf(int start) => start < 0 || ClosePrefix(start);

    /// <summary>Throws when no more nested message may open. All of a leaf's depth rule
    /// (<see cref="BeginLeaf{TLeaf}"/>), writing or measuring: it counts as a level, as any nested message does, but
    /// holds none, so the level is checked and not taken.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static void CheckDepth(int depthLeft, Type type)
    {
        if (depthLeft <= 0)
            ThrowTooDeep(type);
    }

    /// <summary>Writes a nested message (its length prefix, then <paramref name="body"/>) under the protocol above; the
    /// one place a serializer runs it from C#.</summary>
    /// <param name="body">The message's contents; a struct, so that each caller gets its own specialized, inlined
    /// copy.</param>
    /// <param name="fieldNumber">The field, for the too-large error.</param>
    /// <param name="type">The message type (a map entry's value type): for the depth and too-large errors.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void WriteNested<TBody>(TBody body, int fieldNumber, Type type) where TBody : struct, INestedBody
    {
        var start = BeginNested(type);
        if (start >= 0)
        {
            body.Write(ref this);
            if (EndNested(start))
                return;
        }
        WriteMeasured(body, fieldNumber, type);
    }

    /// <summary>The rare way of <see cref="WriteNested{TBody}"/>, out of line to keep the inlined common way
    /// short.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WriteMeasured<TBody>(TBody body, int fieldNumber, Type type) where TBody : struct, INestedBody
    {
        WriteNestedLength(body.Measure(_depthLeft), fieldNumber, type);
        body.Write(ref this);
        EndNested(-1);
    }

    /// <summary>Writes a measured nested length; a message over 2 GiB cannot be framed and is an error naming
    /// it.</summary>
    /// <param name="length">The measured length.</param>
    /// <param name="fieldNumber">The field, for the error.</param>
    /// <param name="type">The field's message type (or the type declaring it), for the error.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void WriteNestedLength(long length, int fieldNumber, Type? type)
    {
        if ((ulong)length > int.MaxValue)
            ThrowTooLarge(length, $"Field {fieldNumber} ({type?.FullName})");
        WriteVarint32((uint)length);
    }

    /// <summary>The span ran out while a prefix is open: keep everything uncommitted and send writes to the
    /// sink.</summary>
    private void Divert()
    {
        if (!_diverted)
        {
            _held = _span;
            _diverted = true;
        }
        _span = s_sink;
        _pos = 0;
    }

    /// <summary>The depth limit's error, naming the message type.</summary>
    [DoesNotReturn]
    private static void ThrowTooDeep(Type type) =>
        throw new InvalidOperationException($"Messages nest deeper than RuntimeTypeModel.MaxDepth while writing "
            + $"{type.FullName}; the object graph may contain a cycle. Raise RuntimeTypeModel.MaxDepth if the depth is "
            + "intended.");

    [DoesNotReturn]
    internal static void ThrowTooLarge(long length, string what) =>
        throw new InvalidOperationException($"{what} encodes to {length:N0} bytes; a protobuf message is limited to 2 "
            + "GiB - 1 (2,147,483,647 bytes).");
}
