using System.Collections;
using System.Reflection;
using Nano.Buffers;
using Nano.Buffers.Recycling;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Buffers.Recycling;

/// <summary>Models that recycle, the messages the recycling tests read in turn, and a strict comparison.</summary>
internal static class RecycleSupport
{
    /// <summary>A fresh model on <paramref name="backend"/> with a private slab pool, recycling on.</summary>
    public static RuntimeTypeModel RecyclingModel(SerializerBackend backend, RecycleLimits? limits = null)
    {
        var model = PoolSupport.PoolModel(backend, PoolSupport.Pool(slabSize: 4096));
        if (limits is not null)
            model.RecycleLimits = limits;
        model.RecycleMessages = true;
        return model;
    }

    private static RecycledLine Line(int i, int notes) => new()
    {
        Sku = $"sku{i}",
        Quantity = i,
        Notes = notes == 0 ? null : [.. Enumerable.Range(0, notes).Select(n => $"n{n}")],
    };

    /// <summary>Messages that differ in every way a recycled instance could show a previous one through: longer lists
    /// then shorter, present then absent members, the oneof switching, maps shrinking, initializers left untouched.</summary>
    public static RecycledOrder[] Sequence() =>
    [
        new()
        {
            Id = 1, Name = "first", Lines = [.. Enumerable.Range(0, 20).Select(i => Line(i, i % 3))], Numbers = [1, 2, 3, 4, 5],
            Main = Line(99, 2), Tags = { ["a"] = 1, ["b"] = 2, ["c"] = 3 }, Extra = new() { [1] = Line(1, 1), [2] = Line(2, 0) },
            Price = 7, PickLine = Line(5, 1), Ids = [1, 2, 3], Maybe = 0, Blob = new byte[] { 1, 2, 3 }, Words = ["x", "y"],
        },
        new() { Id = 2, Lines = [Line(0, 0)], Numbers = [9], Tags = { ["z"] = 26 }, PickNumber = 4, Price = 0 },
        new(),
        new() { Name = "fourth", PickText = "t", Extra = new() { [3] = Line(3, 4) }, Ids = [], Maybe = 12 },
        new() { Id = 5, Lines = [.. Enumerable.Range(0, 40).Select(i => Line(i, 1))], Main = new RecycledLine(), Words = [] },
        new() { Id = 6, Lines = [Line(7, 5), Line(8, 0)], PickLine = new RecycledLine { Notes = ["only"] } },
        new() { Id = 7, PickNumber = 0, Tags = { ["only"] = 0 } },
    ];

    /// <summary>
    /// Fails unless <paramref name="actual"/> has exactly <paramref name="expected"/>'s values and shape: a null member is
    /// null on both sides (a list left null by a new instance must not come back empty), collections of the same type.
    /// </summary>
    public static void AssertSame(object? expected, object? actual, string path = "$")
    {
        if (expected is null || actual is null)
        {
            Assert.True(expected is null && actual is null, $"{path}: expected {expected ?? "null"}, got {actual ?? "null"}");
            return;
        }
        Assert.True(expected.GetType() == actual.GetType(), $"{path}: expected {expected.GetType().Name}, got {actual.GetType().Name}");
        switch (expected)
        {
            case string or int or long or double:
                Assert.True(expected.Equals(actual), $"{path}: expected {expected}, got {actual}");
                return;
            case ReadOnlyMemory<byte> bytes:
                Assert.True(bytes.Span.SequenceEqual(((ReadOnlyMemory<byte>)actual).Span), $"{path}: bytes differ");
                return;
            case Memory<byte> bytes:
                Assert.True(bytes.Span.SequenceEqual(((Memory<byte>)actual).Span), $"{path}: bytes differ");
                return;
            case byte[] bytes:
                Assert.True(bytes.AsSpan().SequenceEqual((byte[])actual), $"{path}: bytes differ");
                return;
            case IDictionary map:
                var other = (IDictionary)actual;
                Assert.True(map.Count == other.Count, $"{path}: expected {map.Count} entries, got {other.Count}");
                foreach (DictionaryEntry entry in map)
                    AssertSame(entry.Value, other[entry.Key], $"{path}[{entry.Key}]");
                return;
            case IList list:
                var right = (IList)actual;
                Assert.True(list.Count == right.Count, $"{path}: expected {list.Count} items, got {right.Count}");
                for (var i = 0; i < list.Count; i++)
                    AssertSame(list[i], right[i], $"{path}[{i}]");
                return;
        }
        foreach (var property in expected.GetType().GetProperties(BindingFlags.Instance | BindingFlags.Public))
            AssertSame(property.GetValue(expected), property.GetValue(actual), $"{path}.{property.Name}");
    }

    /// <summary>The lease's recycled objects and lists (what goes back to the pools on dispose).</summary>
    public static int Recycled<T>(PooledMessage<T> lease) => lease.RecycledCount;
}
