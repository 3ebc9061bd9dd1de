using ProtoBuf;

// What protobuf-net offers and Nano does not carry: each must fail loudly, naming the type and member.
namespace PbnetApp.Refused;

[ProtoContract]
public class Node
{
    [ProtoMember(1, AsReference = true)] public Node? Next { get; set; }
}

[ProtoContract]
public class Dynamic
{
    [ProtoMember(1, DynamicType = true)] public object? Payload { get; set; }
}

[ProtoContract]
public class WithOptions
{
    [ProtoMember(1, Options = MemberSerializationOptions.AsReference)] public int[]? Values { get; set; }
}

[ProtoContract(AsReferenceDefault = true)]
public class ReferenceDefault
{
    [ProtoMember(1)] public int A { get; set; }
}

[ProtoContract]
public class CallbackWithContext
{
    [ProtoMember(1)] public int A { get; set; }

    [ProtoBeforeSerialization] public void Before(SerializationContext context) => A++;
}

[ProtoContract]
public class MapDisabled
{
    [ProtoMember(1), ProtoMap(DisableMap = true)] public Dictionary<int, int>? Map { get; set; }
}

[ProtoContract(InferTagFromName = true)]
public class InferredTags
{
    public int A { get; set; }
}

public enum Mapped
{
    Zero = 0,
    [ProtoEnum(Value = 10)] One = 1,
}

[ProtoContract]
public class WithMappedEnum
{
    [ProtoMember(1)] public Mapped Value { get; set; }
}
