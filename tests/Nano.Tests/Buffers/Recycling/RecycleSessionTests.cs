using System.Collections.Concurrent;
using Nano.Buffers;
using Nano.Buffers.Recycling;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using Nano.Wire;
using static Nano.Tests.Buffers.Recycling.RecycleSupport;
using static Nano.Tests.Support.PoolSupport;

namespace Nano.Tests.Buffers.Recycling;

/// <summary>
/// A read takes recycled items a batch at a time and puts back what it did not hand out when it ends: the pools keep
/// their bounds however leases fill them meanwhile, and no item is ever in two live graphs, with leases disposed on
/// other threads.
/// </summary>
public class RecycleSessionTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Fact]
    public void AReadTakesABatchSizedByTheLastReadAndPutsBackWhatItDidNotUse()
    {
        var limits = new RecycleLimits { TrimIntervalMilliseconds = int.MaxValue };
        var model = RecyclingModel(SerializerBackend.Emit, limits);
        model.DeserializePooled<Leaves>(model.SerializeToArray(Forward(120))).Dispose();
        var items = model.RecyclePools.Objects<LeafItem>()!;
        Assert.Equal(120, items.Count);

        var session = new RecycleSession();
        session.Begin(model.RecyclePools);
        var first = session.Rent(items);
        Assert.Equal(0, items.Count); // the last read rented 120: this one took them all at once
        var entries = session.Take(out var count);
        Assert.Equal(1, count);
        Assert.Equal(119, items.Count); // the 119 it did not hand out are back

        session.Begin(model.RecyclePools);
        var second = session.Rent(items);
        Assert.Equal(118, items.Count); // the last read rented 1: so does this one's first batch
        Assert.NotSame(first, second);
        RecycleSession.ReturnAll(session.Take(out var secondCount)!, secondCount);
        RecycleSession.ReturnAll(entries!, count);
        Assert.Equal(120, items.Count);
    }

    [Fact]
    public void WhatAReadPutsBackStaysWithinTheCountLeasesFilledMeanwhile()
    {
        var limits = new RecycleLimits { MaxCount = 50, TrimIntervalMilliseconds = int.MaxValue };
        var model = RecyclingModel(SerializerBackend.Emit, limits);
        model.DeserializePooled<Leaves>(model.SerializeToArray(Forward(120))).Dispose(); // keeps 50, drops 70
        var items = model.RecyclePools.Objects<LeafItem>()!;
        Assert.Equal(50, items.Count);
        Assert.Equal(70, items.Dropped);

        var session = new RecycleSession();
        session.Begin(model.RecyclePools);
        session.Rent(items); // takes all 50, hands out 1
        Assert.Equal(0, items.Count);
        // Meanwhile another read finds the pool empty, creates its 60 and gives them back: 50 kept, 10 dropped.
        model.DeserializePooled<Leaves>(model.SerializeToArray(Forward(60))).Dispose();
        Assert.Equal(50, items.Count);
        Assert.Equal(80, items.Dropped);

        var entries = session.Take(out var count); // the 49 unused do not fit any more
        Assert.Equal(50, items.Count);
        Assert.Equal(129, items.Dropped);
        RecycleSession.ReturnAll(entries!, count);
        Assert.Equal(50, items.Count);
        Assert.Equal(130, items.Dropped);
    }

    [Fact]
    public void WhatAReadPutsBackStaysWithinTheBytesLeasesFilledMeanwhile()
    {
        var limits = new RecycleLimits { MaxBytes = 4_000, TrimIntervalMilliseconds = int.MaxValue };
        var model = RecyclingModel(SerializerBackend.Interpreted, limits);
        var bytes = model.SerializeToArray(Forward(300)); // 300 items do not fit in 4,000 estimated bytes
        model.DeserializePooled<Leaves>(bytes).Dispose();
        var items = model.RecyclePools.Objects<LeafItem>()!;
        var full = items.Count;
        Assert.InRange(items.RetainedBytes, 1, limits.MaxBytes);

        var session = new RecycleSession();
        session.Begin(model.RecyclePools);
        session.Rent(items);
        Assert.Equal(0, items.Count);
        model.DeserializePooled<Leaves>(bytes).Dispose(); // fills the pool again meanwhile
        Assert.Equal(full, items.Count);
        var dropped = items.Dropped;
        RecycleSession.ReturnAll(session.Take(out var count)!, count);
        Assert.Equal(full, items.Count);
        Assert.InRange(items.RetainedBytes, 1, limits.MaxBytes);
        Assert.Equal(dropped + full, items.Dropped); // the unused full - 1 and the one handed out did not fit
    }

    [Theory, MemberData(nameof(Backend))]
    public void AFailedReadPutsBackWhatItTookButDidNotHandOut(SerializerBackend b)
    {
        var model = RecyclingModel(b, new RecycleLimits { TrimIntervalMilliseconds = int.MaxValue });
        var bytes = model.SerializeToArray(Forward(40));
        model.DeserializePooled<Leaves>(bytes).Dispose();
        var items = model.RecyclePools.Objects<LeafItem>()!;
        Assert.Equal(40, items.Count);

        // Ten whole items, then an eleventh whose only byte is a tag of wire type 7, which does not exist: the read
        // fails inside the eleventh item, after creating it. (Forward(10)'s bytes are a prefix of Forward(40)'s.)
        var broken = model.SerializeToArray(Forward(10)).Concat(new byte[] { (5 << 3) | 2, 1, (1 << 3) | 7 }).ToArray();
        Assert.Throws<ProtoException>(() => model.DeserializePooled<Leaves>(broken));
        Assert.Equal(29, items.Count); // the failed read's 11 are garbage with it; the other 29 went back
    }

    [Theory, MemberData(nameof(Backend))]
    public async Task NoItemIsInTwoLiveGraphsWhileLeasesAreDisposedOnOtherThreads(SerializerBackend b)
    {
        var model = RecyclingModel(b, new RecycleLimits { MaxCount = 300, TrimIntervalMilliseconds = int.MaxValue });
        var inputs = new[] { Forward(150), Forward(3), Forward(70), Everything(), new Leaves() }
            .Select(m => model.SerializeToArray(m)).ToArray();
        var expected = inputs.Select(i => model.Deserialize<Leaves>(i)).ToArray();
        var live = new ConcurrentDictionary<object, int>(ReferenceEqualityComparer.Instance);
        var leases = new BlockingCollection<(PooledMessage<Leaves> Lease, int Input)>(boundedCapacity: 8);
        var failures = new ConcurrentQueue<string>();
        var disposers = Enumerable.Range(0, 2).Select(_ => Task.Run(() =>
        {
            foreach (var (lease, which) in leases.GetConsumingEnumerable())
            {
                AssertSame(expected[which], lease.Value);
                foreach (var item in Graph(lease.Value))
                    live.TryRemove(item, out var _); // before the items go back, so a read may rent them again
                lease.Dispose();
            }
        })).ToArray();
        var readers = Enumerable.Range(0, 2).Select(reader => Task.Run(() =>
        {
            for (var i = 0; i < 150; i++)
            {
                var which = (reader + i) % inputs.Length;
                var lease = model.DeserializePooled<Leaves>(inputs[which]);
                foreach (var item in Graph(lease.Value))
                {
                    if (!live.TryAdd(item, which))
                        failures.Enqueue($"read {i} of reader {reader}: a {item.GetType().Name} is in another graph");
                }
                leases.Add((lease, which));
            }
        })).ToArray();
        await Task.WhenAll(readers);
        leases.CompleteAdding();
        await Task.WhenAll(disposers);
        Assert.Empty(failures);
        Assert.Empty(live);
        var items = model.RecyclePools.Objects<LeafItem>()!;
        Assert.InRange(items.Count, 150, 300); // every lease went back, within the bound
    }

    /// <summary>The recycled objects and lists of a <see cref="Leaves"/> graph.</summary>
    private static IEnumerable<object> Graph(Leaves value)
    {
        yield return value;
        yield return value.Items;
        foreach (var item in value.Items)
            yield return item;
    }
}
