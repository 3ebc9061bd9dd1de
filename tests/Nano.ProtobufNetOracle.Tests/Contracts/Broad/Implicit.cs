using ProtoBuf;

// Contracts whose field numbers protobuf-net infers (ImplicitFields), and sub-types named by string.
// PBN0013: protobuf-net's analyzer cannot see sub-types named by string or closed generics.
#pragma warning disable PBN0013
namespace ProtobufNetSamples.Broad;

[ProtoContract(ImplicitFields = ImplicitFields.AllPublic)]
public class ImplicitPublic
{
    public int Zeta;
    public string? Alpha { get; set; }
    public List<int>? Middle { get; set; }
    public double _under;
    [ProtoIgnore] public int Ignored;
    internal int NotPublic;
    public static int Shared;
}

[ProtoContract(ImplicitFields = ImplicitFields.AllFields, ImplicitFirstTag = 3)]
public class ImplicitAllFields
{
    private int _count;
    public string? Label;
    public long Total { get; set; }
    [NonSerialized] public int Transient;

    public int Count { get => _count; set => _count = value; }
}

[ProtoContract(ImplicitFields = ImplicitFields.AllPublic)]
public class ImplicitWithExplicit
{
    [ProtoMember(10)] public string? Pinned;
    public int B;
    public int A;
    [ProtoIgnore] public string? Skipped;
}

[ProtoContract]
[ProtoInclude(5, "ProtobufNetSamples.Broad.NamedChild")]
[ProtoInclude(6, "ProtobufNetSamples.Broad.OtherNamedChild, Nano.ProtobufNetOracle.Tests")]
public class NamedBase
{
    [ProtoMember(1)] public int Id;
}

[ProtoContract]
public class NamedChild : NamedBase
{
    [ProtoMember(1)] public string? Extra;
}

[ProtoContract]
public class OtherNamedChild : NamedBase
{
    [ProtoMember(1)] public double Weight;
}
