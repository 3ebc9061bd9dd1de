using System.Collections.Immutable;
using Nano.Tests.Support;

namespace Nano.Tests.Serialization.ImmutableRebuild; // not ".Collections": that name is a test type in Nano.Tests.Serialization

/// <summary>
/// Immutable sets (<c>ImmutableHashSet</c>, <c>ImmutableSortedSet</c>, <c>IImmutableSet</c>) and
/// <c>ImmutableSortedDictionary</c> members with setters (src/Nano.Core/Serialization/Collections/ImmutableRebuild.cs):
/// read back as the member's own type on every backend, with the same bytes; a merge adds to the set or map held.
/// </summary>
public class ImmutableRebuildTests
{
    public static TheoryData<SerializerBackend> All => Backends.All;

    [ProtoContract]
    public sealed class Item
    {
        [ProtoMember(1)] public int Id { get; set; }
        public override bool Equals(object? obj) => obj is Item other && other.Id == Id;
        public override int GetHashCode() => Id;
    }

    [ProtoContract]
    public struct Point
    {
        [ProtoMember(1)] public int X { get; set; }
    }

    [ProtoContract]
    public sealed class Sets
    {
        [ProtoMember(1)] public ImmutableHashSet<int>? Hashed { get; set; }
        [ProtoMember(2)] public ImmutableSortedSet<string>? Sorted { get; set; }
        [ProtoMember(3)] public IImmutableSet<long>? Interface { get; set; }
        [ProtoMember(4)] public ImmutableSortedDictionary<string, int>? SortedMap { get; set; }
        [ProtoMember(5)] public ImmutableHashSet<Item>? Items { get; set; }
        [ProtoMember(6)] public ImmutableSortedDictionary<int, Item>? ItemMap { get; set; }
        [ProtoMember(7)] public ImmutableHashSet<Point>? Points { get; set; }
    }

    private static Sets Sample() => new()
    {
        Hashed = [3, -1, 7],
        Sorted = ["b", "", "a"],
        Interface = ImmutableHashSet.Create(5L, long.MaxValue),
        SortedMap = ImmutableSortedDictionary.CreateRange(new Dictionary<string, int> { ["z"] = 1, ["a"] = 0 }),
        Items = [new Item { Id = 1 }, new Item { Id = 2 }],
        ItemMap = ImmutableSortedDictionary<int, Item>.Empty.Add(9, new Item { Id = 9 }),
        Points = [new Point { X = 4 }],
    };

    [Theory]
    [MemberData(nameof(All))]
    public void Reads_each_set_and_sorted_map_as_its_own_type(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var copy = model.DeepClone(Sample());

        Assert.IsType<ImmutableHashSet<int>>(copy.Hashed);
        Assert.Equal([-1, 3, 7], copy.Hashed.Order());
        Assert.IsType<ImmutableSortedSet<string>>(copy.Sorted);
        Assert.Equal(["", "a", "b"], copy.Sorted);
        Assert.IsType<ImmutableHashSet<long>>(copy.Interface);
        Assert.Equal([5L, long.MaxValue], copy.Interface.Order());
        Assert.IsType<ImmutableSortedDictionary<string, int>>(copy.SortedMap);
        Assert.Equal([new("a", 0), new("z", 1)], copy.SortedMap);
        Assert.Equal([1, 2], copy.Items!.Select(i => i.Id).Order());
        Assert.Equal(9, Assert.IsType<ImmutableSortedDictionary<int, Item>>(copy.ItemMap)[9].Id);
        Assert.Equal(4, Assert.Single(Assert.IsType<ImmutableHashSet<Point>>(copy.Points)).X);
    }

    [Fact]
    public void Both_backends_write_the_same_bytes()
    {
        if (!Backends.EmitAvailable)
            return;
        var value = Sample();
        Assert.Equal(Backends.Model(SerializerBackend.Interpreted).SerializeToArray(value), Backends.Model(SerializerBackend.Emit).SerializeToArray(value));
    }

    [Theory]
    [MemberData(nameof(All))]
    public void A_merge_adds_to_the_set_and_map_held(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var bytes = model.SerializeToArray(new Sets { Hashed = [1, 2], Sorted = ["m"], SortedMap = ImmutableSortedDictionary<string, int>.Empty.Add("k", 2) });
        var comparer = StringComparer.OrdinalIgnoreCase;
        var target = new Sets
        {
            Hashed = [2, 9],
            Sorted = ImmutableSortedSet.Create<string>(comparer, "M", "x"),
            SortedMap = ImmutableSortedDictionary.Create<string, int>(comparer).Add("K", 1).Add("q", 5),
        };

        var merged = model.Merge<Sets>(bytes, target);

        Assert.Equal([1, 2, 9], merged.Hashed!.Order());
        // The set and the map held keep their comparer: "m" is "M" there, "k" replaces "K"'s value.
        Assert.Same(comparer, merged.Sorted!.KeyComparer);
        Assert.Equal(["M", "x"], merged.Sorted);
        Assert.Equal(2, merged.SortedMap!["k"]);
        Assert.Equal(2, merged.SortedMap.Count);
    }

    [Theory]
    [MemberData(nameof(All))]
    public void An_absent_field_leaves_the_member_null(SerializerBackend backend)
    {
        var copy = Backends.Model(backend).DeepClone(new Sets());
        Assert.Null(copy.Hashed);
        Assert.Null(copy.SortedMap);
    }
}
