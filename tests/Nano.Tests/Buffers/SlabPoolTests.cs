using System.Collections.Concurrent;
using Nano.Buffers;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using static Nano.Tests.Support.PoolSupport;

namespace Nano.Tests.Buffers;

/// <summary>The slab allocator: reuse, sharing, oversize leaves, bounded memory. Each test has a pool of its own.</summary>
public class SlabPoolTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Theory, MemberData(nameof(Backend))]
    public void ReleasedMemoryIsReused(SerializerBackend b)
    {
        var arrays = new CountingArrayPool();
        var pool = Pool(slabSize: 1024, arrays: arrays);
        var model = PoolModel(b, pool);
        var bytes = model.SerializeToArray(Forward(4, contextLength: 60)); // ~350 bytes of leaves: a new slab every third message
        const int cycles = 300;
        for (var i = 0; i < cycles; i++)
        {
            using var lease = model.DeserializePooled<Leaves>(bytes);
            Assert.Equal(60, lease.Value.Items[3].Context.Length);
            Assert.InRange(pool.SlabsLive, 1, 2);
        }

        var leafBytes = 100 + 4 * (1 + 60);
        Assert.Equal(cycles * (long)leafBytes, pool.BytesHandedOut);
        Assert.InRange(pool.SlabsRented, cycles / 3, cycles); // slabs came and went...
        Assert.Equal(pool.SlabsRented - 1, pool.SlabsReturned); // ...all of them back but the thread's current one
        Assert.Equal(arrays.Rented, pool.SlabsRented);
        Assert.InRange(arrays.DistinctArrays, 1, 2); // ...and the same arrays served them all
        pool.ReleaseThreadSlab();
        Assert.Equal(0, pool.SlabsLive);
        Assert.Equal(arrays.Rented, arrays.Returned);
    }

    [Theory, MemberData(nameof(Backend))]
    public void ConsecutiveSmallMessagesShareTheThreadSlab(SerializerBackend b)
    {
        var pool = Pool();
        var model = PoolModel(b, pool);
        var bytes = model.SerializeToArray(new Blob { Data = Filled(40, 1) });
        using var first = model.DeserializePooled<Blob>(bytes);
        using var second = model.DeserializePooled<Blob>(bytes);
        Assert.Same(SlabOf(first.Value.Data), SlabOf(second.Value.Data));
        Assert.Equal(1, pool.SlabsRented);
        Assert.Equal(3, SlabOf(first.Value.Data).Count); // the thread's hold and one per lease
        Assert.Equal(1, first.HoldCount);
    }

    [Theory, MemberData(nameof(Backend))]
    public void NoSlabIsReturnedWhileALeaseHoldsIt(SerializerBackend b)
    {
        var pool = Pool();
        var model = PoolModel(b, pool);
        var bytes = model.SerializeToArray(Everything());
        var first = model.DeserializePooled<Leaves>(bytes);
        var second = model.DeserializePooled<Leaves>(bytes);
        var slab = SlabOf(first.Value.A);
        Assert.Same(slab, SlabOf(second.Value.A));

        pool.ReleaseThreadSlab(); // the allocator lets go: only the two leases hold it now
        Assert.Equal(2, slab.Count);
        first.Dispose();
        Assert.Equal(0, pool.SlabsReturned);
        Assert.NotNull(slab.Array);
        Equivalence.AssertEqual(Everything(), second.Value); // still intact, whatever happened to the first lease

        second.Dispose();
        Assert.Equal(1, pool.SlabsReturned);
        Assert.Null(slab.Array);
        Assert.Equal(0, pool.SlabsLive);
    }

    [Theory, MemberData(nameof(Backend))]
    public void AFullSlabStaysAliveForItsLeases(SerializerBackend b)
    {
        var pool = Pool(slabSize: 256);
        var model = PoolModel(b, pool);
        var bytes = model.SerializeToArray(new Blob { Data = Filled(30, 1) }); // 30 bytes: 8 fit in a 256-byte slab
        var leases = Enumerable.Range(0, 9).Select(_ => model.DeserializePooled<Blob>(bytes)).ToList();
        var full = SlabOf(leases[0].Value.Data);
        Assert.Same(full, SlabOf(leases[7].Value.Data));
        Assert.NotSame(full, SlabOf(leases[8].Value.Data)); // the ninth moved the allocator to a new slab
        Assert.Equal(8, full.Count); // the allocator's hold is gone; the eight leases remain
        for (var i = 0; i < 7; i++)
            leases[i].Dispose();
        Assert.Equal(0, pool.SlabsReturned);
        Assert.Equal(Filled(30, 1), leases[7].Value.Data.ToArray());
        leases[7].Dispose();
        Assert.Equal(1, pool.SlabsReturned);
        leases[8].Dispose();
        Assert.Equal(1, pool.SlabsReturned); // the ninth's slab is the thread's current one
    }

    [Theory, MemberData(nameof(Backend))]
    public void DisposingTwiceReleasesOnce(SerializerBackend b)
    {
        var pool = Pool();
        var model = PoolModel(b, pool);
        var lease = model.DeserializePooled<Leaves>(model.SerializeToArray(Everything()));
        var slab = SlabOf(lease.Value.A);
        Assert.Equal(2, slab.Count);
        lease.Dispose();
        lease.Dispose();
        Assert.Equal(1, slab.Count);
        pool.ReleaseThreadSlab();
        Assert.Equal(1, pool.SlabsReturned);
        lease.Dispose(); // a slab released more often than held would throw here
        Assert.Equal(0, pool.SlabsLive);
    }

    [Theory, MemberData(nameof(Backend))]
    public void LeasesCanBeDisposedFromAnotherThread(SerializerBackend b)
    {
        var pool = Pool();
        var model = PoolModel(b, pool);
        var lease = model.DeserializePooled<Leaves>(model.SerializeToArray(Everything()));
        pool.ReleaseThreadSlab();
        var thread = new Thread(() => lease.Dispose());
        thread.Start();
        thread.Join();
        Assert.True(lease.IsDisposed);
        Assert.Equal(0, pool.SlabsLive);
    }

    [Fact]
    public void RacingDisposesReleaseExactlyOnce()
    {
        var pool = Pool(slabSize: 2048);
        var model = PoolModel(SerializerBackend.Interpreted, pool);
        var bytes = model.SerializeToArray(new Blob { Data = Filled(200, 1) });
        const int threads = 4;
        for (var round = 0; round < 200; round++)
        {
            var lease = model.DeserializePooled<Blob>(bytes);
            pool.ReleaseThreadSlab();
            using var start = new Barrier(threads);
            var workers = Enumerable.Range(0, threads).Select(_ => new Thread(() =>
            {
                start.SignalAndWait();
                lease.Dispose();
            })).ToList();
            workers.ForEach(t => t.Start());
            workers.ForEach(t => t.Join());
            Assert.Equal(round + 1, pool.SlabsReturned);
        }
        Assert.Equal(0, pool.SlabsLive);
    }

    [Theory, MemberData(nameof(Backend))]
    public void ManyThreadsDeserializingAndDisposingEachOthersLeasesReturnEverything(SerializerBackend b)
    {
        var pool = Pool(slabSize: 4096);
        var model = PoolModel(b, pool);
        var value = Forward(30, contextLength: 100); // ~3.5 KB of leaves, some over the 512-byte oversize threshold
        value.Repeated.Add(Filled(600, 3));
        var bytes = model.SerializeToArray(value);
        var handedOver = new BlockingCollection<PooledMessage<Leaves>>();
        var producers = Enumerable.Range(0, 4).Select(_ => new Thread(() =>
        {
            for (var i = 0; i < 300; i++)
                handedOver.Add(model.DeserializePooled<Leaves>(bytes));
            pool.ReleaseThreadSlab();
        })).ToList();
        var failures = new ConcurrentQueue<string>();
        var consumers = Enumerable.Range(0, 2).Select(_ => new Thread(() =>
        {
            foreach (var lease in handedOver.GetConsumingEnumerable())
            {
                var read = lease.Value;
                if (!read.Items[29].Context.Span.SequenceEqual(value.Items[29].Context.Span) || !read.Repeated[0].Span.SequenceEqual(value.Repeated[0].Span))
                    failures.Enqueue("a leaf changed while its lease was alive");
                lease.Dispose();
            }
        })).ToList();
        producers.ForEach(t => t.Start());
        consumers.ForEach(t => t.Start());
        producers.ForEach(t => t.Join());
        handedOver.CompleteAdding();
        consumers.ForEach(t => t.Join());

        Assert.Empty(failures);
        Assert.Equal(0, pool.SlabsLive);
        Assert.Equal(1200, pool.OversizeRented); // the 600-byte leaf of each message
        Assert.Equal(0, pool.OversizeLive);
    }

    [Theory, MemberData(nameof(Backend))]
    public void LeavesOverTheThresholdGetTheirOwnRental(SerializerBackend b)
    {
        var pool = Pool(slabSize: 1024); // threshold: 128 bytes
        var model = PoolModel(b, pool);
        Assert.Equal(128, pool.OversizeThreshold);

        var atThreshold = model.SerializeToArray(new Blob { Data = Filled(128, 1) });
        using (var lease = model.DeserializePooled<Blob>(atThreshold))
        {
            Assert.False(SlabOf(lease.Value.Data).IsOversize);
            Assert.Equal(0, pool.OversizeRented);
        }

        var value = new Leaves { A = Filled(129, 2), B = Filled(5000, 3), Repeated = [Filled(10, 4), Filled(3000, 5)] };
        var bytes = model.SerializeToArray(value);
        foreach (var lease in new[] { model.DeserializePooled<Leaves>(bytes), model.DeserializePooled<Leaves>(Segments.Split(bytes, 100)) })
        {
            var read = lease.Value;
            Equivalence.AssertEqual(value, read);
            Assert.True(SlabOf(read.A).IsOversize);
            Assert.True(SlabOf(read.B).IsOversize);
            Assert.False(SlabOf(read.Repeated[0]).IsOversize);
            Assert.NotSame(SlabOf(read.A), SlabOf(read.B));
            Assert.Equal(4, lease.HoldCount); // three own rentals and the slab
            lease.Dispose();
        }
        Assert.Equal(6, pool.OversizeRented);
        Assert.Equal(0, pool.OversizeLive);
        Assert.Equal(1, pool.SlabsLive); // the thread's current slab
    }

    [Theory, MemberData(nameof(Backend))]
    public void AMessageCanSpanManySlabs(SerializerBackend b)
    {
        var pool = Pool(slabSize: 256);
        var model = PoolModel(b, pool);
        var value = Forward(50, contextLength: 30);
        var bytes = model.SerializeToArray(value);
        var lease = model.DeserializePooled<Leaves>(Segments.Split(bytes, 13));
        Equivalence.AssertEqual(value, lease.Value);
        Assert.True(lease.HoldCount > 2, $"{lease.HoldCount} slabs");
        Assert.Equal(1, pool.OversizeRented); // A: 100 bytes, over the 32-byte threshold
        Assert.Equal(lease.HoldCount, pool.SlabsRented + 1);
        lease.Dispose();
        Assert.Equal(1, pool.SlabsLive);
        pool.ReleaseThreadSlab();
        Assert.Equal(0, pool.SlabsLive);
    }

    [Theory, MemberData(nameof(Backend))]
    public void AHundredThousandCyclesStayFlat(SerializerBackend b)
    {
        var pool = Pool();
        var model = PoolModel(b, pool);
        var bytes = model.SerializeToArray(new Blob { Data = Filled(40, 7) });
        long maxLive = 0;
        const int cycles = 100_000;
        for (var i = 0; i < cycles; i++)
        {
            using var lease = model.DeserializePooled<Blob>(bytes);
            if (lease.Value.Data.Span[39] != (byte)(7 + 39))
                Assert.Fail($"cycle {i}: wrong leaf");
            maxLive = Math.Max(maxLive, pool.SlabsLive);
        }
        Assert.Equal(cycles * 40L, pool.BytesHandedOut);
        Assert.Equal(cycles * 40L / pool.SlabSize + 1, pool.SlabsRented);
        Assert.Equal(1, maxLive);
        pool.ReleaseThreadSlab();
        Assert.Equal(0, pool.SlabsLive);
    }

#if NET // counts bytes with .NET's allocation counters, which .NET Framework does not have
    [Fact]
    public void PooledLeavesCostNoAllocation()
    {
        if (!Backends.EmitAvailable)
            return; // the interpreted backend boxes every value it reads; only the emit backend reads without allocating
        var model = PoolModel(SerializerBackend.Emit, Pool());
        var value = new Leaves();
        for (var i = 0; i < 100; i++)
            value.Repeated.Add(Filled(50, (byte)i));
        var bytes = model.SerializeToArray(value);
        var empty = model.SerializeToArray(new Leaves { Repeated = [.. Enumerable.Repeat(ReadOnlyMemory<byte>.Empty, 100)] });

        long PerCall(Func<byte[], object> read, byte[] input)
        {
            for (var i = 0; i < 300; i++) // long enough to fill two slabs: the pool has made both arrays the loop alternates
                read(input);
            var before = GC.GetAllocatedBytesForCurrentThread();
            for (var i = 0; i < 1000; i++)
                read(input);
            return (GC.GetAllocatedBytesForCurrentThread() - before) / 1000;
        }

        var pooled = PerCall(input => { using var lease = model.DeserializePooled<Leaves>(input); return lease; }, bytes);
        var pooledEmptyLeaves = PerCall(input => { using var lease = model.DeserializePooled<Leaves>(input); return lease; }, empty);
        var copied = PerCall(input => model.Deserialize<Leaves>(input), bytes);
        // 100 leaves of 50 bytes cost what 100 empty ones do (give or take a share of a new slab's manager object).
        Assert.InRange(pooled - pooledEmptyLeaves, 0, 8);
        Assert.True(copied - pooled >= 100 * 50, $"copies {copied} B, pooled {pooled} B");
    }
#endif

#if NET // Mono's GC scans stacks conservatively: a dropped object may stay reachable from a stale stack slot
    [Theory, MemberData(nameof(Backend))]
    public void AForgottenLeaseLeaksNothing(SerializerBackend b)
    {
        var pool = Pool(slabSize: 256);
        var model = PoolModel(b, pool);
        var slab = DeserializeAndForget(model, pool);
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        Assert.False(slab.TryGetTarget(out _), "the slab of an undisposed lease is collected once nothing references it");
        Assert.Equal(1, pool.SlabsLive); // never returned to the array pool: counted live, but only the GC has it
    }
#endif

    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]
    private static WeakReference<Slab> DeserializeAndForget(RuntimeTypeModel model, SlabPool pool)
    {
        var lease = model.DeserializePooled<Blob>(model.SerializeToArray(new Blob { Data = Filled(20, 1) }));
        pool.ReleaseThreadSlab(); // only the lease holds its slab now
        return new WeakReference<Slab>(SlabOf(lease.Value.Data));
    }

    [Fact]
    public void ANestedPooledDeserializeOnTheSameThreadUsesItsOwnAllocator()
    {
        var pool = Pool(slabSize: 256);
        var outer = pool.Enter();
        outer.Allocate(10, out _);
        var inner = pool.Enter();
        Assert.NotSame(outer, inner);
        inner.Allocate(10, out _);
        Assert.NotSame(outer.Holds[0], inner.Holds[0]);
        inner.Exit(success: false);
        outer.Exit(success: false);
        Assert.Equal(1, pool.SlabsLive); // the temporary allocator let its slab go; the thread's keeps its own
        Assert.Same(outer, pool.Enter());
        outer.Exit(success: true);
        pool.ReleaseThreadSlab();
        Assert.Equal(0, pool.SlabsLive);
    }
}
