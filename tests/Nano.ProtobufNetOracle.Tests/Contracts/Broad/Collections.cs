using System.Collections.Immutable;
using System.Collections.ObjectModel;
using ProtoBuf;

namespace ProtobufNetSamples.Broad;

[ProtoContract]
public class Item
{
    [ProtoMember(1)] public string? Name;
    [ProtoMember(2)] public int Qty;
}

[ProtoContract]
public class IntRow
{
    [ProtoMember(1)] public List<int> Cells { get; set; } = [];
}

[ProtoContract]
public class Grid
{
    [ProtoMember(1)] public List<IntRow> Rows { get; set; } = [];
}

[ProtoContract]
public class ItemArrays
{
    [ProtoMember(1)] public Item[]? Items;
    [ProtoMember(2)] public string[]? Names;
    [ProtoMember(3)] public long[]? Numbers;
}

[ProtoContract]
public class Blobs
{
    [ProtoMember(1)] public byte[]? Data;
    [ProtoMember(2)] public List<byte[]>? Chunks;
    [ProtoMember(3)] public Dictionary<string, byte[]>? Named;
}

[ProtoContract]
public class GetOnlyLists
{
    [ProtoMember(1)] public List<string> Names { get; } = [];
    [ProtoMember(2)] public Dictionary<int, string> Lookup { get; } = [];
    [ProtoMember(3)] public HashSet<long> Seen { get; } = [];
}

[ProtoContract]
public class OtherCollections
{
    [ProtoMember(1)] public SortedDictionary<int, string>? Sorted;
    [ProtoMember(2)] public Collection<string>? Wrapped;
    [ProtoMember(3)] public ObservableCollection<int>? Observed;
    [ProtoMember(4)] public LinkedList<string>? Linked;
    [ProtoMember(5)] public ICollection<double>? Interface;
}

[ProtoContract]
public class Immutables
{
    [ProtoMember(1)] public ImmutableList<int> List { get; set; } = [];
    [ProtoMember(2)] public ImmutableArray<string> Array { get; set; } = [];
    [ProtoMember(3)] public ImmutableDictionary<string, int> Map { get; set; } = ImmutableDictionary<string, int>.Empty;
}

[ProtoContract]
public class ImmutableSets
{
    [ProtoMember(1)] public ImmutableHashSet<int>? Hashed { get; set; }
    [ProtoMember(2)] public ImmutableSortedSet<string>? Sorted { get; set; }
    [ProtoMember(3)] public ImmutableSortedDictionary<int, string>? SortedMap { get; set; }
}

[ProtoContract]
public class MapOfMessages
{
    [ProtoMember(1)] public Dictionary<string, Item>? ByName;
    [ProtoMember(2)] public Dictionary<long, Item>? ById;
}

public enum Suit { Clubs, Diamonds, Hearts, Spades }

[ProtoContract]
public class MapKinds
{
    [ProtoMember(1)] public Dictionary<Suit, int>? BySuit;
    [ProtoMember(2), ProtoMap(KeyFormat = DataFormat.ZigZag, ValueFormat = DataFormat.FixedSize)] public Dictionary<int, long>? Formatted;
    [ProtoMember(3)] public Dictionary<bool, string>? ByFlag;
    [ProtoMember(4)] public Dictionary<string, double>? Scores;
    [ProtoMember(5)] public IDictionary<uint, ulong>? Interface;
}

[ProtoContract]
public class GroupMembers
{
    [ProtoMember(1, DataFormat = DataFormat.Group)] public Item? Single;
    [ProtoMember(2, DataFormat = DataFormat.Group)] public List<Item>? Many;
    [ProtoMember(3)] public Item? Plain;
}

[ProtoContract]
public class PackedEverything
{
    [ProtoMember(1, IsPacked = true)] public List<int>? Ints;
    [ProtoMember(2, IsPacked = true)] public long[]? Longs;
    [ProtoMember(3, IsPacked = true)] public List<uint>? UInts;
    [ProtoMember(4, IsPacked = true)] public float[]? Floats;
    [ProtoMember(5, IsPacked = true)] public List<bool>? Bools;
    [ProtoMember(6, IsPacked = true)] public List<Suit>? Suits;
    [ProtoMember(7, IsPacked = true, DataFormat = DataFormat.ZigZag)] public int[]? ZigZag;
    [ProtoMember(8, IsPacked = true, DataFormat = DataFormat.FixedSize)] public List<long>? Fixed;
}

[ProtoContract]
public class UnpackedNumbers
{
    [ProtoMember(1)] public List<ulong>? ULongs;
    [ProtoMember(2)] public short[]? Shorts;
    [ProtoMember(3, DataFormat = DataFormat.FixedSize)] public List<uint>? Fixed;
    [ProtoMember(4)] public List<Suit>? Suits;
}

/// <summary>Shapes Nano has no mapping for yet (see the guide).</summary>
[ProtoContract]
public class WithUri
{
    [ProtoMember(1)] public Uri? Link;
}

[ProtoContract]
public class WithPairList
{
    [ProtoMember(1)] public List<KeyValuePair<string, int>>? Pairs;
}

[ProtoContract]
public class WithListValues
{
    [ProtoMember(1)] public Dictionary<string, List<int>>? Groups;
}
