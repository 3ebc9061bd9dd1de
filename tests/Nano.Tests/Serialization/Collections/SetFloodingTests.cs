using System.Buffers;
using System.Collections.Immutable;
using Nano.Serialization.Collections;
using Nano.Tests.Support;
using static Nano.Tests.Support.MapKeySets;

namespace Nano.Tests.Serialization.MapKeys; // not ".Collections": that name is a test type in Nano.Tests.Serialization

/// <summary>
/// Hash flooding through a repeated field read into an <see cref="ImmutableHashSet{T}"/> or a <see cref="HashSet{T}"/>:
/// its elements are its keys, and the 64-bit elements <c>(x &lt;&lt; 32) | x</c> all hash to 0 under the default comparer
/// (<see cref="MapFloodingTests"/> shows that), so the set a read builds takes Nano's keyed comparer, as immutable maps do.
/// </summary>
public class SetFloodingTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    /// <summary>Field 1, packed int64 (also read by the int32 and ulong members: the same varints).</summary>
    private static byte[] PackedVarints(IEnumerable<long> values)
    {
        var body = new ArrayBufferWriter<byte>();
        foreach (var v in values)
            Varint(body, (ulong)v);
        var message = new ArrayBufferWriter<byte>();
        Varint(message, 0x0A);
        Varint(message, (ulong)body.WrittenCount);
        message.Write(body.WrittenSpan);
        return message.WrittenSpan.ToArray();
    }

    private static void Varint(ArrayBufferWriter<byte> to, ulong v)
    {
        for (; v >= 0x80; v >>= 7)
            to.Write([(byte)(v | 0x80)]);
        to.Write([(byte)v]);
    }

    [Theory, MemberData(nameof(Backend))]
    public void CraftedElementsAreReadIntoASetWithNanosComparer(SerializerBackend backend)
    {
        var keys = FoldingKeys();
        var read = Backends.Model(backend).Deserialize<ImmutableSets>(PackedVarints(keys));
        Assert.Same(MapKeyComparer<long>.Keyed, read.Int64!.KeyComparer);
        Assert.Equal(Entries, read.Int64.Count);
        Assert.True(read.Int64.SetEquals(keys));
    }

    [Theory, MemberData(nameof(Backend))]
    public void EveryHashedSetShapeTakesTheKeyedComparer(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var bytes = PackedVarints([1, 2, 3]);
        Assert.Same(MapKeyComparer<long>.Keyed, model.Deserialize<ImmutableSets>(bytes).Int64!.KeyComparer);
        var other = model.Deserialize<OtherSetShapes>(Hex.Bytes("0A 02 01 02  12 02 03 04  1A 02 05 06"));
        Assert.Same(MapKeyComparer<int>.Keyed, Assert.IsType<ImmutableHashSet<int>>(other.Interface).KeyComparer);
        Assert.Same(MapKeyComparer<ulong>.Keyed, other.Unsigned!.KeyComparer);
        Assert.Equal([3UL, 4UL], other.Unsigned.Order());
        Assert.Equal([5L, 6L], other.Sorted!); // a sorted set compares, never hashes: unchanged
        Assert.Same(Comparer<long>.Default, other.Sorted!.KeyComparer);
    }

    [Theory, MemberData(nameof(Backend))]
    public void ASetHeldIsMergedIntoWithNanosComparer(SerializerBackend backend)
    {
        var target = new ImmutableSets { Int64 = [7] };
        Backends.Model(backend).Merge<ImmutableSets>(PackedVarints([2]), target);
        Assert.Same(MapKeyComparer<long>.Keyed, target.Int64!.KeyComparer);
        Assert.Equal([2L, 7L], target.Int64.Order());
    }

    [Theory, MemberData(nameof(Backend))]
    public void AUsersOwnComparerIsKept(SerializerBackend backend)
    {
        var target = new ImmutableSets { Int64 = ImmutableHashSet.Create(OwnComparerMap.Comparer, 7L) };
        Backends.Model(backend).Merge<ImmutableSets>(PackedVarints([2]), target);
        Assert.Same(OwnComparerMap.Comparer, target.Int64!.KeyComparer);
        Assert.Equal([2L, 7L], target.Int64.Order());
    }

    [Theory, MemberData(nameof(Backend))]
    public void DefaultHashingKeepsTheDefaultComparer(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        model.MapKeyHashing = MapKeyHashing.Default;
        var read = model.Deserialize<ImmutableSets>(PackedVarints([1, 2]));
        Assert.Same(EqualityComparer<long>.Default, read.Int64!.KeyComparer);
        Assert.Equal([1L, 2L], read.Int64.Order());
    }

    // ---- HashSet<T>

    [Theory, MemberData(nameof(Backend))]
    public void CraftedElementsAreReadIntoAHashSetWithNanosComparer(SerializerBackend backend)
    {
        var keys = FoldingKeys();
        var read = Backends.Model(backend).Deserialize<MutableSets>(PackedVarints(keys));
        Assert.Same(MapKeyComparer<long>.Keyed, read.Int64!.Comparer);
        Assert.Equal(Entries, read.Int64.Count);
        Assert.True(read.Int64.SetEquals(keys));
    }

    [Theory, MemberData(nameof(Backend))]
    public void EveryHashSetNanoCreatesTakesTheKeyedComparer(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var other = model.Deserialize<OtherHashSetShapes>(Hex.Bytes("0A 02 01 02  12 02 03 04"));
        Assert.Same(MapKeyComparer<int>.Keyed, other.Int32!.Comparer);
        Assert.Equal([1, 2], other.Int32.Order());
        Assert.Same(MapKeyComparer<long>.Keyed, other.Initialized.Comparer); // the initializer's empty set gave way
        Assert.Equal([3L, 4L], other.Initialized.Order());
        var constructed = model.Deserialize<ConstructedSet>(PackedVarints([5, 6]));
        Assert.Same(MapKeyComparer<long>.Keyed, constructed.Set.Comparer);
        Assert.Equal([5L, 6L], constructed.Set.Order());
    }

    [Theory, MemberData(nameof(Backend))]
    public void AHashSetWithElementsOrAUsersComparerIsKept(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var target = new OtherHashSetShapes();
        target.Initialized.Add(9);
        var held = target.Initialized;
        model.Merge<OtherHashSetShapes>(Hex.Bytes("12 01 03"), target);
        Assert.Same(held, target.Initialized);
        Assert.Equal([3L, 9L], target.Initialized.Order());
        var own = model.Deserialize<OwnComparerSet>(PackedVarints([1, 2, 3]));
        Assert.Same(OwnComparerMap.Comparer, own.Set.Comparer);
        Assert.Equal([1L, 2L, 3L], own.Set.Order());
    }

    [Theory, MemberData(nameof(Backend))]
    public void DefaultHashingKeepsTheDefaultHashSetComparer(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        model.MapKeyHashing = MapKeyHashing.Default;
        Assert.Same(EqualityComparer<long>.Default, model.Deserialize<MutableSets>(PackedVarints([1, 2])).Int64!.Comparer);
        var other = model.Deserialize<OtherHashSetShapes>(Hex.Bytes("12 02 03 04"));
        Assert.Same(EqualityComparer<long>.Default, other.Initialized.Comparer);
    }
}

/// <summary>An immutable hash set of int64, left null until read.</summary>
[ProtoContract]
public sealed class ImmutableSets
{
    [ProtoMember(1)] public ImmutableHashSet<long>? Int64 { get; set; }
}

/// <summary>Other immutable set shapes: the interface (an ImmutableHashSet), another integer type, a sorted set.</summary>
[ProtoContract]
public sealed class OtherSetShapes
{
    [ProtoMember(1)] public IImmutableSet<int>? Interface { get; set; }
    [ProtoMember(2)] public ImmutableHashSet<ulong>? Unsigned { get; set; }
    [ProtoMember(3)] public ImmutableSortedSet<long>? Sorted { get; set; }
}

/// <summary>A hash set of int64, left null until read.</summary>
[ProtoContract]
public sealed class MutableSets
{
    [ProtoMember(1)] public HashSet<long>? Int64 { get; set; }
}

/// <summary>Other shapes that make Nano create a hash set: another integer type, a field initializer's empty set.</summary>
[ProtoContract]
public sealed class OtherHashSetShapes
{
    [ProtoMember(1)] public HashSet<int>? Int32 { get; set; }
    [ProtoMember(2)] public HashSet<long> Initialized { get; set; } = [];
}

/// <summary>A hash set built through the constructor.</summary>
[ProtoContract]
public sealed record ConstructedSet([property: ProtoMember(1)] HashSet<long> Set);

/// <summary>A get-only hash set the user created with a comparer of their own.</summary>
[ProtoContract]
public sealed class OwnComparerSet
{
    [ProtoMember(1)] public HashSet<long> Set { get; } = new(OwnComparerMap.Comparer);
}
