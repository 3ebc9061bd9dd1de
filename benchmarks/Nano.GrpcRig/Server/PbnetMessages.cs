namespace Nano.GrpcRig.Server.Pbnet;

// W1 as a protobuf-net user writes it: protobuf-net's own attributes, byte[] for bytes, List<T> for repeated
// messages. Field numbers follow tests/Nano.Interop/Protos/workloads/forward.proto.

/// <summary><c>ForwardPerItemRequest { bytes itemId = 1; bytes itemContext = 2; }</c></summary>
[ProtoBuf.ProtoContract]
public sealed class ForwardPerItemRequest
{
    [ProtoBuf.ProtoMember(1)] public byte[]? ItemId { get; set; }
    [ProtoBuf.ProtoMember(2)] public byte[]? ItemContext { get; set; }
}

/// <summary><c>ForwardRequest { string traceId = 1; repeated ForwardPerItemRequest itemRequests = 2; bytes requestContextInfo = 3; }</c></summary>
[ProtoBuf.ProtoContract]
public sealed class ForwardRequest
{
    [ProtoBuf.ProtoMember(1)] public string? TraceId { get; set; }
    [ProtoBuf.ProtoMember(2)] public List<ForwardPerItemRequest> ItemRequests { get; set; } = [];
    [ProtoBuf.ProtoMember(3)] public byte[]? RequestContextInfo { get; set; }
}

/// <summary><c>ForwardPerItemResponse { float result = 1; bytes extraResult = 2; }</c></summary>
[ProtoBuf.ProtoContract]
public sealed class ForwardPerItemResponse
{
    [ProtoBuf.ProtoMember(1)] public float Result { get; set; }
    [ProtoBuf.ProtoMember(2)] public byte[]? ExtraResult { get; set; }
}

/// <summary><c>ForwardResponse { repeated ForwardPerItemResponse itemResponses = 1; int64 routeLatencyInUs = 2; int64 routeStartTimeInTicks = 3; }</c></summary>
[ProtoBuf.ProtoContract]
public sealed class ForwardResponse
{
    [ProtoBuf.ProtoMember(1)] public List<ForwardPerItemResponse> ItemResponses { get; set; } = [];
    [ProtoBuf.ProtoMember(2)] public long RouteLatencyInUs { get; set; }
    [ProtoBuf.ProtoMember(3)] public long RouteStartTimeInTicks { get; set; }
}
