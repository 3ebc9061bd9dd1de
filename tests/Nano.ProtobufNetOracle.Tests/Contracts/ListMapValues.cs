using ProtoBuf;

namespace ProtobufNetSamples.ListValues;

public enum Tone { Zero = 0, Low = 1, High = 2 }

[ProtoContract]
public class ListItem
{
    [ProtoMember(1)] public int Id;
    [ProtoMember(2)] public string? Name;
}

/// <summary>Varint elements.</summary>
[ProtoContract]
public class IntLists
{
    [ProtoMember(1)] public Dictionary<int, List<int>>? Map;
}

/// <summary>Fixed-width elements (a double is fixed64 whatever the format).</summary>
[ProtoContract]
public class DoubleLists
{
    [ProtoMember(1)] public Dictionary<int, List<double>>? Map;
}

/// <summary>String elements, each its own field 2.</summary>
[ProtoContract]
public class StringLists
{
    [ProtoMember(1)] public Dictionary<string, List<string>>? Map;
}

/// <summary>Message elements, each its own field 2.</summary>
[ProtoContract]
public class MessageLists
{
    [ProtoMember(1)] public Dictionary<string, List<ListItem>>? Map;
}

/// <summary>Arrays through the dictionary interface.</summary>
[ProtoContract]
public class ArrayLists
{
    [ProtoMember(1)] public IDictionary<long, int[]>? Map;
}

/// <summary>Enum and bool elements, and a list interface as the value.</summary>
[ProtoContract]
public class MixedLists
{
    [ProtoMember(1)] public Dictionary<int, List<Tone>>? Tones;
    [ProtoMember(2)] public Dictionary<string, IList<bool>>? Flags;
    [ProtoMember(3)] public Dictionary<int, List<byte[]>>? Blobs;
}

/// <summary>A value format on the map: protobuf-net does not apply it to the list's elements (plain varints).</summary>
[ProtoContract]
public class FormattedLists
{
    [ProtoMember(1), ProtoMap(ValueFormat = DataFormat.ZigZag)] public Dictionary<int, List<int>>? Map;
}

/// <summary>A get-only dictionary the constructor creates, read into.</summary>
[ProtoContract]
public class GetOnlyLists
{
    [ProtoMember(1)] public Dictionary<int, List<string>> Named { get; } = [];
}
