using ProtoBuf;

// OverwriteList: a collection the constructor fills is replaced when the field is read.
namespace ProtobufNetSamples;

[ProtoContract]
public class Overwriting
{
    [ProtoMember(1, OverwriteList = true)] public List<int> Values = [1, 2];
    [ProtoMember(2)] public int Between;
    [ProtoMember(3, OverwriteList = true)] public int[] Array = [7];
    [ProtoMember(4, OverwriteList = true)] public Dictionary<string, int> Map = new() { ["a"] = 1 };
    [ProtoMember(5, OverwriteList = true, IsPacked = true)] public List<int> Packed = [3];
    [ProtoMember(6)] public List<int> Appended = [9];
}

/// <summary>OverwriteList in a [ProtoInclude] hierarchy (read through slots, stored when the message ends).</summary>
[ProtoContract]
[ProtoInclude(10, typeof(OverwritingDerived))]
public class OverwritingBase
{
    [ProtoMember(1, OverwriteList = true)] public List<int> Values = [1, 2];
    [ProtoMember(2, OverwriteList = true)] public int[] Array = [7];
}

[ProtoContract]
public class OverwritingDerived : OverwritingBase
{
    [ProtoMember(1, OverwriteList = true)] public List<string> Names = ["x"];
}

[ProtoContract]
public class OverwritingGetOnly
{
    private readonly List<int> _values = [1];

    [ProtoMember(1, OverwriteList = true)] public List<int> Values => _values;
}
