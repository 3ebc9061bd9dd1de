using ProtoBuf;

// protobuf-net features Nano refuses with a ProtoModelException (see Model/AttributeTests).
namespace ProtobufNetSamples;

[ProtoContract(ImplicitFields = ImplicitFields.AllPublic)]
public class WithImplicitFields
{
    public int A;
}

[ProtoContract(SkipConstructor = true)]
public class WithSkipConstructor
{
    [ProtoMember(1)] public int A;
}

[ProtoContract]
public class WithOverwriteList
{
    [ProtoMember(1, OverwriteList = true)] public List<int> Values = [1];
}
