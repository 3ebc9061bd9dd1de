using ProtoBuf;

// protobuf-net features Nano refuses with a ProtoModelException (see Model/AttributeTests).
namespace ProtobufNetSamples;

[ProtoContract]
[ProtoInclude(7, "ProtobufNetSamples.NoSuchType")]
public class WithUnknownInclude
{
    [ProtoMember(1)] public int A;
}
