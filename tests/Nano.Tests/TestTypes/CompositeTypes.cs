using System.Collections.Immutable;

namespace Nano.Tests.TestTypes;

[ProtoContract]
public sealed class Inner
{
    [ProtoMember(1)] public int A { get; set; }
    [ProtoMember(2)] public string? B { get; set; }
    [ProtoMember(3)] public List<int> C { get; set; } = [];
}

[ProtoContract]
public struct Point
{
    [ProtoMember(1)] public int X { get; set; }
    [ProtoMember(2)] public int Y { get; set; }
}

[ProtoContract]
public sealed class Outer
{
    [ProtoMember(1)] public Inner? Child { get; set; }
    [ProtoMember(2)] public Point Location { get; set; }
    [ProtoMember(3)] public Point? MaybeLocation { get; set; }
    [ProtoMember(4)] public List<Inner> Children { get; set; } = [];
    [ProtoMember(5, DataFormat = DataFormat.Group)] public Inner? GroupChild { get; set; }
    [ProtoMember(6, DataFormat = DataFormat.Group)] public List<Inner>? GroupChildren { get; set; }
}

[ProtoContract]
public sealed class Node
{
    [ProtoMember(1)] public int Value { get; set; }
    [ProtoMember(2)] public Node? Next { get; set; }
    [ProtoMember(3)] public List<Node> Children { get; set; } = [];
}

[ProtoContract]
public sealed class Collections
{
    [ProtoMember(1)] public int[]? PackedArray { get; set; }
    [ProtoMember(2, IsPacked = false)] public List<int>? UnpackedList { get; set; }
    [ProtoMember(3)] public IList<string>? Strings { get; set; }
    [ProtoMember(4)] public ICollection<double>? Doubles { get; set; }
    [ProtoMember(5)] public IEnumerable<long>? Longs { get; set; }
    [ProtoMember(6)] public List<int> ReadOnlyList { get; } = [];
    [ProtoMember(7)] public ImmutableArray<int> ImmutableInts { get; set; }
    [ProtoMember(8)] public ImmutableList<string>? ImmutableStrings { get; set; }
    [ProtoMember(9, DataFormat = DataFormat.ZigZag)] public List<int>? ZigZags { get; set; }
    [ProtoMember(10, DataFormat = DataFormat.FixedSize)] public float[]? Floats { get; set; }
    [ProtoMember(11)] public List<Color>? Colors { get; set; }
    [ProtoMember(12)] public List<byte[]>? Blobs { get; set; }
    [ProtoMember(13)] public IReadOnlyList<bool>? Bools { get; set; }
    [ProtoMember(14)] public List<DateTime>? Times { get; set; }
}

[ProtoContract]
public sealed class Maps
{
    [ProtoMember(1)] public Dictionary<int, string>? IntToString { get; set; }
    [ProtoMember(2)] public IDictionary<string, Inner>? StringToMessage { get; set; }
    [ProtoMember(3)] public IReadOnlyDictionary<long, Color>? LongToEnum { get; set; }
    [ProtoMember(4)] public ImmutableDictionary<bool, double>? BoolToDouble { get; set; }
    [ProtoMember(5)] public Dictionary<uint, int> ReadOnlyMap { get; } = [];
    [ProtoMember(6), ProtoMap(KeyFormat = DataFormat.ZigZag, ValueFormat = DataFormat.FixedSize)] public Dictionary<int, long>? Formatted { get; set; }
}

[ProtoContract]
public sealed class OneOfs
{
    [ProtoMember(1, OneOf = "choice")] public int? Number { get; set; }
    [ProtoMember(2, OneOf = "choice")] public string? Text { get; set; }
    [ProtoMember(3, OneOf = "choice")] public Inner? Message { get; set; }
    [ProtoMember(4)] public int Other { get; set; }
}

[ProtoContract]
public sealed class WithUnknowns : IUnknownFieldsHolder
{
    [ProtoMember(1)] public int Known { get; set; }
    public UnknownFieldSet? UnknownFields { get; set; }
}

[ProtoContract]
public sealed class Sparse
{
    [ProtoMember(1)] public int One { get; set; }
    [ProtoMember(15)] public int Fifteen { get; set; }
    [ProtoMember(16)] public int Sixteen { get; set; }
    [ProtoMember(2047)] public int Big { get; set; }
    [ProtoMember(2048)] public int Bigger { get; set; }
    [ProtoMember(536870911)] public int Max { get; set; }
}
