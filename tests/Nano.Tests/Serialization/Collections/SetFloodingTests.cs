using System.Buffers;
using System.Collections.Immutable;
using Nano.Serialization.Collections;
using Nano.Tests.Support;
using static Nano.Tests.Support.MapKeySets;

namespace Nano.Tests.Serialization.MapKeys; // not ".Collections": that name is a test type in Nano.Tests.Serialization

/// <summary>
/// Hash flooding through a repeated field read into an <see cref="ImmutableHashSet{T}"/>: its elements are its keys, and
/// the 64-bit elements <c>(x &lt;&lt; 32) | x</c> all hash to 0 under the default comparer (<see cref="MapFloodingTests"/>
/// shows that), so the set a read builds takes Nano's keyed comparer, as immutable maps do.
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
