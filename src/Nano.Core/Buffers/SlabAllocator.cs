namespace Nano.Buffers;

/// <summary>
/// One thread's bump allocator over its current slab, carried by the <see cref="Wire.ProtoReader"/> during a pooled
/// deserialize; <see cref="Wire.ProtoReader.ReadBytesMemory"/> takes every leaf from it. Between calls it keeps the
/// current slab (and its hold on it), so consecutive small messages on a thread share a slab.
/// </summary>
/// <remarks>
/// Per call it records each distinct slab it handed leaves from, taking one count on each (the lease's counts);
/// <see cref="PooledMessage{T}"/> takes them over at the end. Used by one thread at a time: no synchronization
/// except the slabs' own counts.
/// </remarks>
internal sealed class SlabAllocator
{
    private readonly SlabPool _pool;
    private readonly bool _temporary;
    private readonly int _oversizeThreshold; // longer leaves get their own rental, even when they would fit
    private Slab? _slab;          // the current slab; this allocator holds one count on it
    private byte[]? _array;       // _slab's array
    private Memory<byte> _memory; // _slab's whole memory
    private int _offset;          // bump pointer in _slab
    private int _end;             // fast-path limit: _array.Length once this call holds _slab, else 0
    private long _bytes;          // bytes handed out in this call
    private Slab[] _holds = new Slab[4];
    private int _holdCount;

    internal SlabAllocator(SlabPool pool, bool temporary)
    {
        _pool = pool;
        _temporary = temporary;
        _oversizeThreshold = pool.OversizeThreshold;
    }

    /// <summary>What the current call rented from the model's recycling pools; its
    /// <see cref="Recycling.RecycleSession.Pools"/> are null when the call does not recycle. Created at the first call
    /// that recycles, then reused.</summary>
    internal Recycling.RecycleSession? Recycling { get; private set; }

    /// <summary>Makes the current call rent message objects and lists from <paramref name="pools"/>.</summary>
    internal void BeginRecycling(Recycling.RecyclePools pools) =>
        (Recycling ??= new Recycling.RecycleSession()).Begin(pools);

    /// <summary>True between <see cref="Begin"/> and <see cref="Exit"/>.</summary>
    internal bool Busy { get; private set; }

    /// <summary>The slabs the current call holds a count on, in the order they were first used.</summary>
    internal ReadOnlySpan<Slab> Holds => _holds.AsSpan(0, _holdCount);

    internal void Begin()
    {
        Busy = true;
        _end = 0; // the current slab (if any) is not held by this call yet
        _bytes = 0;
        _holdCount = 0;
    }

    /// <summary>
    /// Ends the call. On failure the call's counts are dropped (the partial object is garbage); on success the caller
    /// has copied <see cref="Holds"/> into its lease first. A temporary allocator, or any allocator of a poisoning
    /// pool, also drops its current slab.
    /// </summary>
    internal void Exit(bool success)
    {
        if (!success)
        {
            foreach (Slab slab in Holds)
                slab.Release();
        }
        _holds.AsSpan(0, _holdCount).Clear();
        _holdCount = 0;
        _end = 0;
        _pool.AddBytesHandedOut(_bytes);
        if (_temporary || _pool.PoisonOnRelease)
            Retire();
        Busy = false;
    }

    /// <summary>
    /// Hands out <paramref name="length"/> bytes (1 or more) for one leaf: the returned memory and, to fill it,
    /// <paramref name="destination"/> over the same bytes.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal Memory<byte> Allocate(int length, out Span<byte> destination)
    {
        int offset = _offset;
        if (_end - offset >= length && length <= _oversizeThreshold)
        {
            _offset = offset + length;
            _bytes += length;
            // _end <= _array.Length, so the span is in bounds.
#if NET
            destination = MemoryMarshal.CreateSpan(ref Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_array!),
                offset), length);
#else
            destination = _array.AsSpan(offset, length);
#endif
            return _memory.Slice(offset, length);
        }
        return AllocateSlow(length, out destination);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private Memory<byte> AllocateSlow(int length, out Span<byte> destination)
    {
        if (length > _oversizeThreshold)
        {
            // Its own rental, held by this call only; the current slab stays current.
            Slab own = _pool.Rent(length, oversize: true);
            AddHold(own);
            _bytes += length;
            destination = own.GetSpan().Slice(0, length);
            return own.Whole.Slice(0, length);
        }

        if (_slab is not null && _end == 0 && _array!.Length - _offset >= length)
        {
            // The first leaf of this call in the current slab: take the call's count on it.
            _slab.AddRef();
            AddHold(_slab);
            _end = _array.Length;
        }
        else
        {
            // No slab, or no room left in it: move to a new one (the old one stays alive while leases hold it).
            Retire();
            Slab slab = _pool.Rent(_pool.SlabSize, oversize: false); // count 1: this allocator's hold
            slab.AddRef();                // count 2: this call's
            AddHold(slab);
            _slab = slab;
            _array = slab.Array!;
            _memory = slab.Whole;
            _offset = 0;
            _end = _array.Length;
        }
        return Allocate(length, out destination);
    }

    /// <summary>Drops this allocator's hold on its current slab and forgets it.</summary>
    internal void Retire()
    {
        Slab? slab = _slab;
        if (slab is null)
            return;
        _slab = null;
        _array = null;
        _memory = default;
        _offset = 0;
        _end = 0;
        slab.Release();
    }

    private void AddHold(Slab slab)
    {
        if (_holdCount == _holds.Length)
            Array.Resize(ref _holds, _holds.Length * 2);
        _holds[_holdCount++] = slab;
    }
}
