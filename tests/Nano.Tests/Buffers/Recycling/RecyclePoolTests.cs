using System.Collections.Concurrent;
using Nano.Buffers;
using Nano.Buffers.Recycling;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using static Nano.Tests.Buffers.Recycling.RecycleSupport;
using static Nano.Tests.Support.PoolSupport;

namespace Nano.Tests.Buffers.Recycling;

/// <summary>The pools stay within their bounds, take leases disposed on any thread, and give memory back over time.</summary>
public class RecyclePoolTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    private static readonly RecycleLimits Tight = new() { MaxCount = 50, MaxBytes = 1L << 30, TrimIntervalMilliseconds = int.MaxValue };

    [Theory, MemberData(nameof(Backend))]
    public void PoolsStayWithinTheirCountUnderAReadStorm(SerializerBackend b)
    {
        var model = RecyclingModel(b, Tight);
        var inputs = new[] { Forward(120), Forward(7), Everything(), new Leaves() }.Select(m => model.SerializeToArray(m)).ToArray();
        var expected = inputs.Select(i => model.Deserialize<Leaves>(i)).ToArray();
        var items = model.RecyclePools.Objects<LeafItem>()!;
        var maxSeen = 0;
        Parallel.For(0, 8, new ParallelOptions { MaxDegreeOfParallelism = 4 }, worker =>
        {
            var held = new Queue<(PooledMessage<Leaves> Lease, int Input)>();
            for (var i = 0; i < 60; i++)
            {
                var input = (worker + i) % inputs.Length;
                held.Enqueue((model.DeserializePooled<Leaves>(inputs[input]), input));
                if (held.Count > 3 || i == 59)
                {
                    while (held.Count > (i == 59 ? 0 : 1))
                    {
                        var (lease, which) = held.Dequeue();
                        AssertSame(expected[which], lease.Value);
                        lease.Dispose();
                    }
                }
                InterlockedMax(ref maxSeen, items.Count);
            }
        });
        Assert.InRange(maxSeen, 1, Tight.MaxCount);
        Assert.InRange(items.Count, 1, Tight.MaxCount);
        Assert.True(items.Dropped > 0, "the storm returned more items than the pool keeps");
        Assert.InRange(model.RecyclePools.Objects<Leaves>()!.Count, 1, Tight.MaxCount);
    }

    [Theory, MemberData(nameof(Backend))]
    public void PoolsStayWithinTheirBytes(SerializerBackend b)
    {
        var limits = new RecycleLimits { MaxBytes = 4_000, TrimIntervalMilliseconds = int.MaxValue };
        var model = RecyclingModel(b, limits);
        var bytes = model.SerializeToArray(Forward(300));
        for (var i = 0; i < 3; i++)
            model.DeserializePooled<Leaves>(bytes).Dispose();
        var items = model.RecyclePools.Objects<LeafItem>()!;
        Assert.InRange(items.RetainedBytes, 1, limits.MaxBytes);
        Assert.InRange(items.Count, 1, 299); // 300 items of 48 estimated bytes do not fit in 4,000
        using var lease = model.DeserializePooled<Leaves>(bytes);
        AssertSame(model.Deserialize<Leaves>(bytes), lease.Value);
    }

    [Theory, MemberData(nameof(Backend))]
    public async Task LeasesDisposedOnOtherThreadsGoBackWhole(SerializerBackend b)
    {
        var model = RecyclingModel(b);
        var messages = Sequence();
        var inputs = messages.Select(m => model.SerializeToArray(m)).ToArray();
        var expected = inputs.Select(i => model.Deserialize<RecycledOrder>(i)).ToArray();
        for (var round = 0; round < 5; round++)
        {
            var leases = new BlockingCollection<(PooledMessage<RecycledOrder>, int)>();
            var disposer = Task.Run(() =>
            {
                foreach (var (lease, which) in leases.GetConsumingEnumerable())
                {
                    AssertSame(expected[which], lease.Value);
                    lease.Dispose();
                }
            });
            Parallel.For(0, 40, new ParallelOptions { MaxDegreeOfParallelism = 2 }, i =>
            {
                var which = (i + round) % inputs.Length;
                leases.Add((model.DeserializePooled<RecycledOrder>(inputs[which]), which));
            });
            leases.CompleteAdding();
            await disposer;
        }
        for (var i = 0; i < inputs.Length; i++)
        {
            using var lease = model.DeserializePooled<RecycledOrder>(inputs[i]);
            AssertSame(expected[i], lease.Value);
        }
    }

    [Fact]
    public void WhatSatUnusedForAWholeIntervalIsGivenBack()
    {
        var model = RecyclingModel(SerializerBackend.Interpreted, new RecycleLimits { TrimIntervalMilliseconds = int.MaxValue });
        var big = model.SerializeToArray(Forward(200));
        var small = model.SerializeToArray(Forward(10));
        model.DeserializePooled<Leaves>(big).Dispose();
        var items = model.RecyclePools.Objects<LeafItem>()!;
        Assert.Equal(200, items.Count);

        model.RecyclePools.Trim(); // starts an interval: 200 held
        for (var i = 0; i < 5; i++)
            model.DeserializePooled<Leaves>(small).Dispose(); // steady use needs 10 of them
        model.RecyclePools.Trim(); // 190 sat unused the whole interval
        Assert.Equal(10, items.Count);
        model.RecyclePools.Trim();
        Assert.Equal(0, items.Count); // an idle interval: everything goes
        Assert.Equal(0, items.RetainedBytes);
    }

    private static void InterlockedMax(ref int target, int value)
    {
        int current;
        while ((current = Volatile.Read(ref target)) < value && Interlocked.CompareExchange(ref target, value, current) != current)
        {
        }
    }
}
