using ProtoBuf;

// protobuf-net features Nano refuses with a ProtoModelException (see Model/AttributeTests).
namespace ProtobufNetSamples;

[ProtoContract]
public class WithCallback
{
    [ProtoMember(1)] public int A;

    [ProtoAfterDeserialization]
    private void Loaded() => A++;
}

[ProtoContract]
public class WithShouldSerialize
{
    [ProtoMember(1)] public int A;

    public bool ShouldSerializeA() => A > 10;
}

[ProtoContract]
public class WithSpecified
{
    [ProtoMember(1)] public int A;

    public bool ASpecified { get; set; }
}

[ProtoContract]
[ProtoInclude(7, "ProtobufNetSamples.NoSuchType")]
public class WithUnknownInclude
{
    [ProtoMember(1)] public int A;
}
