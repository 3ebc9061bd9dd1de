namespace Nano.Buffers;

/// <summary>
/// Pool mode's memory: slabs rented from an <see cref="ArrayPool{T}"/>, one current slab per thread (held by that
/// thread's <see cref="SlabAllocator"/>), leaves sliced from it, and counters for tests. See <c>README.md</c>.
/// </summary>
/// <remarks>
/// A model uses <see cref="Shared"/> unless a test gives it its own pool (<c>RuntimeTypeModel.Pool</c>), which keeps
/// that test's counters, poisoning and thread slabs apart from everything else running in the process.
/// </remarks>
[System.Diagnostics.CodeAnalysis.SuppressMessage("Design", "CA1001",
    Justification = "A pool lives as long as the models that use it (Shared, for the process); its thread-local slots "
        + "hold no unmanaged state, and their slabs are counted and reclaimed by the pool itself.")]
internal sealed class SlabPool
{
    /// <summary>The default slab size: 512 KB.</summary>
    internal const int DefaultSlabSize = 512 * 1024;

    /// <summary>The smallest slab size accepted (tests use small slabs to cross slab boundaries quickly).</summary>
    internal const int MinSlabSize = 256;

    /// <summary>What released memory is filled with when <see cref="PoisonOnRelease"/> is on.</summary>
    internal const byte PoisonByte = 0xDD;

    /// <summary>The AppContext switch that turns <see cref="PoisonOnRelease"/> on for <see cref="Shared"/> (for
    /// debugging an app).</summary>
    internal const string PoisonSwitch = "Nano.Buffers.PoisonOnRelease";

    private readonly ThreadLocal<SlabAllocator?> _allocators = new();
    private long _slabsRented;
    private long _slabsReturned;
    private long _oversizeRented;
    private long _oversizeReturned;
    private long _bytesHandedOut;

    /// <summary>Creates a pool.</summary>
    /// <param name="slabSize">Bytes asked of <paramref name="arrays"/> per slab (a slab is the array it returns, which
    /// may be larger).</param>
    /// <param name="arrays">Where slabs come from and go back to; <see cref="ArrayPool{T}.Shared"/> if null.</param>
    /// <param name="poisonOnRelease">See <see cref="PoisonOnRelease"/>.</param>
    internal SlabPool(int slabSize = DefaultSlabSize, ArrayPool<byte>? arrays = null, bool poisonOnRelease = false)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(slabSize, MinSlabSize);
        SlabSize = slabSize;
        OversizeThreshold = slabSize / 8;
        Arrays = arrays ?? ArrayPool<byte>.Shared;
        PoisonOnRelease = poisonOnRelease;
    }

    /// <summary>The pool of every model unless a test sets its own: 512 KB slabs from
    /// <see cref="ArrayPool{T}.Shared"/>; poisoning on when the AppContext switch <c>Nano.Buffers.PoisonOnRelease</c>
    /// is set at start-up.</summary>
    internal static SlabPool Shared { get; } =
        new(DefaultSlabSize, ArrayPool<byte>.Shared, AppContext.TryGetSwitch(PoisonSwitch, out bool poison) && poison);

    /// <summary>Bytes asked per slab.</summary>
    internal int SlabSize { get; }

    /// <summary>A leaf longer than this (1/8 of a slab) gets its own rental, so a slab never wastes more than 1/8 at
    /// its end.</summary>
    internal int OversizeThreshold { get; }

    /// <summary>Where the arrays come from.</summary>
    internal ArrayPool<byte> Arrays { get; }

    /// <summary>
    /// Debugging: fill every array with <see cref="PoisonByte"/> before it goes back to <see cref="Arrays"/>, and let
    /// no slab outlive the deserialize that rented it (the allocator drops its hold at the end of each call), so the
    /// memory of a lease is poisoned as soon as the lease is disposed (unless another lease still shares its slab).
    /// Use-after-release then reads <see cref="PoisonByte"/>s (through a span taken before) or throws
    /// <see cref="ObjectDisposedException"/> (through the <see cref="ReadOnlyMemory{T}"/>).
    /// </summary>
    internal bool PoisonOnRelease { get; }

    /// <summary>Slabs rented so far (oversize rentals not included).</summary>
    internal long SlabsRented => Interlocked.Read(ref _slabsRented);

    /// <summary>Slabs returned so far (oversize rentals not included).</summary>
    internal long SlabsReturned => Interlocked.Read(ref _slabsReturned);

    /// <summary>Slabs rented and not yet returned: held by a lease or as some thread's current slab.</summary>
    internal long SlabsLive => SlabsRented - SlabsReturned;

    /// <summary>Own rentals of oversize leaves so far.</summary>
    internal long OversizeRented => Interlocked.Read(ref _oversizeRented);

    /// <summary>Own rentals of oversize leaves returned so far.</summary>
    internal long OversizeReturned => Interlocked.Read(ref _oversizeReturned);

    /// <summary>Own rentals of oversize leaves not yet returned.</summary>
    internal long OversizeLive => OversizeRented - OversizeReturned;

    /// <summary>Total length of all leaves handed out (slab and oversize), added at the end of each
    /// deserialize.</summary>
    internal long BytesHandedOut => Interlocked.Read(ref _bytesHandedOut);

    /// <summary>
    /// Starts a pooled deserialize on this thread: returns the thread's allocator (a temporary one if the thread's is
    /// already in use by an enclosing pooled deserialize). Pair with <see cref="SlabAllocator.Exit"/> on the same
    /// thread.
    /// </summary>
    internal SlabAllocator Enter()
    {
        SlabAllocator? allocator = _allocators.Value;
        if (allocator is null)
            _allocators.Value = allocator = new SlabAllocator(this, temporary: false);
        else if (allocator.Busy)
            allocator = new SlabAllocator(this, temporary: true);
        allocator.Begin();
        return allocator;
    }

    /// <summary>Drops this thread's hold on its current slab, so that the slab goes back once no lease holds it.
    /// For tests (to see every slab returned) and for a thread about to idle for long.</summary>
    internal void ReleaseThreadSlab()
    {
        SlabAllocator? allocator = _allocators.Value;
        if (allocator is { Busy: false })
            allocator.Retire();
    }

    /// <summary>Rents a slab of <see cref="SlabSize"/>, or the own rental of one oversize leaf of
    /// <paramref name="length"/>.</summary>
    internal Slab Rent(int length, bool oversize)
    {
        byte[] array = Arrays.Rent(length);
        Interlocked.Increment(ref oversize ? ref _oversizeRented : ref _slabsRented);
        return new Slab(this, array, oversize);
    }

    /// <summary>Called once per slab, by its last <see cref="Slab.Release"/>.</summary>
    internal void Return(byte[] array, bool oversize)
    {
        if (PoisonOnRelease)
            array.AsSpan().Fill(PoisonByte);
        Arrays.Return(array);
        Interlocked.Increment(ref oversize ? ref _oversizeReturned : ref _slabsReturned);
    }

    internal void AddBytesHandedOut(long bytes)
    {
        if (bytes != 0)
            Interlocked.Add(ref _bytesHandedOut, bytes);
    }
}
