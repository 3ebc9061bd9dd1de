using System.Collections.Immutable;
using ProtoBuf;

// More collection shapes, after protobuf-net's list, map, immutable and packing tests.
namespace ProtobufNetSamples.Broad;

[ProtoContract]
public class ArraysOfScalars
{
    [ProtoMember(1)] public int[]? Ints;
    [ProtoMember(2)] public long[]? Longs;
    [ProtoMember(3)] public double[]? Doubles;
    [ProtoMember(4)] public bool[]? Bools;
    [ProtoMember(5)] public string[]? Texts;
}

[ProtoContract]
public class InterfaceCollections
{
    [ProtoMember(1)] public IList<int>? List;
    [ProtoMember(2)] public ICollection<string>? Collection;
    [ProtoMember(3)] public IDictionary<int, string>? Map;
}

[ProtoContract]
public class HashSets
{
    [ProtoMember(1)] public HashSet<int>? Numbers;
    [ProtoMember(2)] public HashSet<string>? Words;
}

[ProtoContract]
public class ImmutableMembers
{
    [ProtoMember(1)] public ImmutableArray<int> Array { get; set; }
    [ProtoMember(2)] public ImmutableList<string>? List { get; set; }
    [ProtoMember(3)] public ImmutableDictionary<string, int>? Map { get; set; }
}

[ProtoContract]
public class SortedMaps
{
    [ProtoMember(1)] public SortedDictionary<int, string>? Sorted;
    [ProtoMember(2)] public SortedList<string, double>? Listed;
}

[ProtoContract]
public class MapValueKinds
{
    [ProtoMember(1)] public Dictionary<string, Suit>? Suits;
    [ProtoMember(2)] public Dictionary<long, string>? ByLong;
    [ProtoMember(3)] public Dictionary<uint, double>? ByUInt;
    [ProtoMember(4)] public Dictionary<bool, int>? ByBool;
    [ProtoMember(5)] public Dictionary<int, byte[]>? Blobs;
}

[ProtoContract]
public class MapOfLists
{
    [ProtoMember(1)] public Dictionary<int, List<string>>? Names;
    [ProtoMember(2)] public Dictionary<string, long[]>? Numbers;
    [ProtoMember(3)] public Dictionary<int, List<Item>>? Items;
}

[ProtoContract]
public class ConstructorFilledLists
{
    [ProtoMember(1)] public List<int> Appended { get; set; } = [1, 2];
    [ProtoMember(2, OverwriteList = true)] public List<int> Replaced { get; set; } = [3, 4];
}

[ProtoContract]
public class PackedOnPurpose
{
    [ProtoMember(1, IsPacked = true)] public List<int>? Ints;
    [ProtoMember(2, IsPacked = true)] public List<double>? Doubles;
    [ProtoMember(3, IsPacked = true)] public List<Suit>? Suits;
    [ProtoMember(4, IsPacked = true, DataFormat = DataFormat.ZigZag)] public long[]? ZigZag;
}

[ProtoContract]
public class GroupedItems
{
    [ProtoMember(1, DataFormat = DataFormat.Group)] public List<Item>? Many;
    [ProtoMember(2, DataFormat = DataFormat.Group)] public Item? One;
}

[ProtoContract]
public class ListOfBlobs
{
    [ProtoMember(1)] public List<byte[]>? Blobs;
    [ProtoMember(2)] public List<string>? Texts;
}

[ProtoContract]
public class ListsOfMessagesWithLists
{
    [ProtoMember(1)] public List<IntRow>? Rows;
    [ProtoMember(2)] public IntRow[]? MoreRows;
}
