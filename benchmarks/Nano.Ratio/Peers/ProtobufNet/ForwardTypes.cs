namespace Nano.Ratio.Peers.ProtobufNet;

// Inside the namespace, so that ProtoContract and ProtoMember are protobuf-net's, not Nano's (namespace Nano encloses this one).
using ProtoBuf;

// W1 as protobuf-net 3.4.40 contracts: the field numbers and formats of tests/Nano.Interop/Protos/workloads/forward.proto,
// with byte[] for bytes (protobuf-net's own shape for them). Validation checks the bytes equal Google's.

/// <summary><c>ForwardPerItemRequest</c> for protobuf-net.</summary>
[ProtoContract]
public sealed class PbnForwardPerItemRequest
{
    /// <summary><c>bytes itemId = 1</c>.</summary>
    [ProtoMember(1)] public byte[]? ItemId { get; set; }

    /// <summary><c>bytes itemContext = 2</c>.</summary>
    [ProtoMember(2)] public byte[]? ItemContext { get; set; }
}

/// <summary><c>ForwardRequest</c> for protobuf-net.</summary>
[ProtoContract]
public sealed class PbnForwardRequest
{
    /// <summary><c>string traceId = 1</c>.</summary>
    [ProtoMember(1)] public string? TraceId { get; set; }

    /// <summary><c>repeated ForwardPerItemRequest itemRequests = 2</c>.</summary>
    [ProtoMember(2)] public List<PbnForwardPerItemRequest> ItemRequests { get; set; } = [];

    /// <summary><c>bytes requestContextInfo = 3</c>.</summary>
    [ProtoMember(3)] public byte[]? RequestContextInfo { get; set; }
}

/// <summary><c>ForwardPerItemResponse</c> for protobuf-net.</summary>
[ProtoContract]
public sealed class PbnForwardPerItemResponse
{
    /// <summary><c>float result = 1</c>.</summary>
    [ProtoMember(1)] public float Result { get; set; }

    /// <summary><c>bytes extraResult = 2</c>.</summary>
    [ProtoMember(2)] public byte[]? ExtraResult { get; set; }
}

/// <summary><c>ForwardResponse</c> for protobuf-net.</summary>
[ProtoContract]
public sealed class PbnForwardResponse
{
    /// <summary><c>repeated ForwardPerItemResponse itemResponses = 1</c>.</summary>
    [ProtoMember(1)] public List<PbnForwardPerItemResponse> ItemResponses { get; set; } = [];

    /// <summary><c>int64 routeLatencyInUs = 2</c>.</summary>
    [ProtoMember(2)] public long RouteLatencyInUs { get; set; }

    /// <summary><c>int64 routeStartTimeInTicks = 3</c>.</summary>
    [ProtoMember(3)] public long RouteStartTimeInTicks { get; set; }
}
