using Nano.Buffers;
using Nano.Wire;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using static Nano.Tests.Buffers.Recycling.RecycleSupport;
using static Nano.Tests.Support.PoolSupport;

namespace Nano.Tests.Buffers.Recycling;

/// <summary>A read into recycled objects and lists is indistinguishable from a read into new ones, on both backends.</summary>
public class RecycledReadTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Theory, MemberData(nameof(Backend))]
    public void RecycledReadsEqualFreshReadsAcrossDifferentMessages(SerializerBackend b)
    {
        var model = RecyclingModel(b);
        var messages = Sequence();
        var inputs = messages.Concat(Enumerable.Reverse(messages)).Concat(messages).Select(m => model.SerializeToArray(m)).ToArray();
        foreach (var bytes in inputs)
        {
            var fresh = model.Deserialize<RecycledOrder>(bytes);
            using var lease = model.DeserializePooled<RecycledOrder>(bytes);
            AssertSame(fresh, lease.Value);
            Assert.Equal(model.SerializeToArray(fresh), model.SerializeToArray(lease.Value));
        }
        Assert.True(model.RecyclePools.Objects<RecycledOrder>()!.Count > 0, "the orders went back to their pool");
        Assert.True(model.RecyclePools.Objects<RecycledLine>()!.Count > 0, "the lines went back to their pool");
    }

    [Theory, MemberData(nameof(Backend))]
    public void LeafGraphsReadTheSameIntoRecycledObjects(SerializerBackend b)
    {
        var model = RecyclingModel(b);
        Leaves[] messages = [Forward(200), Forward(3), Everything(), new Leaves(), Forward(50, contextLength: 3), Everything()];
        foreach (var message in messages.Concat(messages))
        {
            var bytes = model.SerializeToArray(message);
            var fresh = model.Deserialize<Leaves>(bytes);
            using var lease = model.DeserializePooled<Leaves>(bytes);
            AssertSame(fresh, lease.Value);
        }
    }

    [Theory, MemberData(nameof(Backend))]
    public void ARecycledInstanceKeepsItsInitializersCollections(SerializerBackend b)
    {
        var model = RecyclingModel(b);
        var messages = Sequence();
        var lease = model.DeserializePooled<RecycledOrder>(model.SerializeToArray(messages[0]));
        var first = lease.Value;
        var numbers = first.Numbers;
        var tags = first.Tags;
        var lines = first.Lines;
        Assert.True(Recycled(lease) > 20, $"recorded {Recycled(lease)}");
        lease.Dispose();

        // Reset as a new instance: cleared, not replaced; what a new instance leaves null is null again.
        Assert.Empty(numbers);
        Assert.Empty(tags);
        Assert.Null(first.Lines);
        Assert.Null(first.Name);
        Assert.Equal(1.5, first.Price);
        Assert.Empty(lines!);

        using var second = model.DeserializePooled<RecycledOrder>(model.SerializeToArray(messages[1]));
        Assert.Same(first, second.Value);
        Assert.Same(numbers, second.Value.Numbers);
        Assert.Same(tags, second.Value.Tags);
        Assert.Same(lines, second.Value.Lines); // the list went back to its pool and came out again
        AssertSame(model.Deserialize<RecycledOrder>(model.SerializeToArray(messages[1])), second.Value);
    }

    [Theory, MemberData(nameof(Backend))]
    public void BothBackendsRecycleTheSameObjects(SerializerBackend b)
    {
        var model = RecyclingModel(b);
        var bytes = model.SerializeToArray(Sequence()[0]);
        using var lease = model.DeserializePooled<RecycledOrder>(bytes);
        // The root, 20 + 1 + 2 + 1 lines, and the lists a new instance leaves null: lines, words and 13 + 3 lines' notes
        // (the orders' initializer lists are the order's own; the dictionary of extras is allocated as usual).
        Assert.Equal(1 + 24 + 2 + 16, Recycled(lease));
    }

    [Theory, MemberData(nameof(Backend))]
    public void WithoutTheSettingNothingIsRecycled(SerializerBackend b)
    {
        var model = RecyclingModel(b);
        model.RecycleMessages = false;
        var bytes = model.SerializeToArray(Sequence()[0]);
        var lease = model.DeserializePooled<RecycledOrder>(bytes);
        var value = lease.Value;
        Assert.Equal(0, Recycled(lease));
        lease.Dispose();
        AssertSame(model.Deserialize<RecycledOrder>(bytes), value); // the objects outlive the lease, as without recycling
    }

    [Theory, MemberData(nameof(Backend))]
    public void InvalidInputThrowsAndGivesNothingToThePools(SerializerBackend b)
    {
        var model = RecyclingModel(b);
        var bytes = model.SerializeToArray(Sequence()[0]);
        using (model.DeserializePooled<RecycledOrder>(bytes))
        {
        }
        var lines = model.RecyclePools.Objects<RecycledLine>()!;
        var failures = 0;
        for (var cut = 1; cut < bytes.Length; cut += 7)
        {
            var before = lines.Count;
            try
            {
                model.DeserializePooled<RecycledOrder>(bytes.AsSpan(0, bytes.Length - cut)).Dispose();
            }
            catch (ProtoException)
            {
                failures++;
                Assert.True(lines.Count <= before, "a failed read returned nothing"); // what it rented is garbage
            }
        }
        Assert.True(failures > 10, $"{failures} truncations failed");
        using var lease = model.DeserializePooled<RecycledOrder>(bytes);
        AssertSame(model.Deserialize<RecycledOrder>(bytes), lease.Value);
    }
}
