using System.Buffers;
using BenchmarkDotNet.Attributes;
using Google.Protobuf;
using Nano.Benchmarks.Infrastructure;
using Nano.Benchmarks.Workloads;
using Nano.Interop.Workloads;

namespace Nano.Benchmarks.W1;

/// <summary>
/// W1 "Forward", Deserialize only: pool mode (<c>DeserializePooled</c>, disposed inside the operation) against plain
/// Nano (copies: one array per bytes leaf), Nano aliasing the input (<c>AliasInputMemory</c>: no copy, but the input
/// must outlive the objects) and Google.Protobuf (the baseline of each category). Request and response, each from a
/// <c>byte[]</c> and from a 4 KB-segment <see cref="ReadOnlySequence{T}"/>. Nano runs on the default (emit) backend.
/// </summary>
/// <remarks>
/// The Nano W1 contract types are defined below (<see cref="PoolForwardRequest"/> and friends), with
/// <see cref="ReadOnlyMemory{T}"/> bytes members, the shape pool mode serves; they are built from the same
/// <see cref="ForwardWorkload"/> values as Google's objects and must serialize to Google's bytes exactly.
/// </remarks>
public class ForwardPoolBenchmarks
{
    private const string RequestArray = "Request Deserialize byte[]";
    private const string RequestSequence = "Request Deserialize sequence";
    private const string ResponseArray = "Response Deserialize byte[]";
    private const string ResponseSequence = "Response Deserialize sequence";

    private readonly RuntimeTypeModel _copying = RuntimeTypeModel.Create();
    private readonly RuntimeTypeModel _aliasing = RuntimeTypeModel.Create();
    private readonly RuntimeTypeModel _pooling = RuntimeTypeModel.Create();
    private PoolForwardRequest _request = null!;
    private PoolForwardResponse _response = null!;
    private byte[] _requestPayload = null!;
    private byte[] _responsePayload = null!;
    private ReadOnlySequence<byte> _requestSequence;
    private ReadOnlySequence<byte> _responseSequence;

    [GlobalSetup]
    public void Setup()
    {
        _aliasing.AliasInputMemory = true;
        long ticks = ForwardWorkload.RouteStartTimeInTicks();
        ForwardRequest googleRequest = ForwardWorkload.CreateGoogleRequest();
        ForwardResponse googleResponse = ForwardWorkload.CreateGoogleResponse(ticks);
        _requestPayload = googleRequest.ToByteArray();
        _responsePayload = googleResponse.ToByteArray();
        _requestSequence = Segments.Split(_requestPayload);
        _responseSequence = Segments.Split(_responsePayload);
        _request = PoolForwardRequest.Create();
        _response = PoolForwardResponse.Create(ticks);

        const string google = "Google.Protobuf";
        Validate.That(_requestPayload.Length == ForwardWorkload.ExpectedRequestSize, google, "request size");
        Validate.That(_responsePayload.Length == ForwardWorkload.ExpectedResponseSize, google, "response size");
        Validate.That(!_requestSequence.IsSingleSegment && !_responseSequence.IsSingleSegment, google, "the input sequences are multi-segment");
        Validate.That(Request_Array_Google().Equals(googleRequest) && Request_Sequence_Google().Equals(googleRequest), google, "request parses back equal");
        Validate.That(Response_Array_Google().Equals(googleResponse) && Response_Sequence_Google().Equals(googleResponse), google, "response parses back equal");

        const string nano = "Nano";
        Validate.SameBytes(_requestPayload, _copying.SerializeToArray(_request), nano, "request bytes equal Google's");
        Validate.SameBytes(_responsePayload, _copying.SerializeToArray(_response), nano, "response bytes equal Google's");
        Validate.That(_copying.Measure(_request) == _requestPayload.Length && _copying.Measure(_response) == _responsePayload.Length, nano, "Measure equals the written length");

        Validate.That(Request_Array_Nano().SameAs(_request) && Request_Sequence_Nano().SameAs(_request), nano, "request deserializes equal");
        Validate.That(Response_Array_Nano().SameAs(_response) && Response_Sequence_Nano().SameAs(_response), nano, "response deserializes equal");
        Validate.That(Request_Array_NanoAlias().SameAs(_request) && Response_Array_NanoAlias().SameAs(_response), nano + " alias", "deserializes equal");

        const string pool = "Nano pool";
        ValidatePooled(_pooling.DeserializePooled<PoolForwardRequest>(_requestPayload), v => v.SameAs(_request), pool, "request from byte[]");
        ValidatePooled(_pooling.DeserializePooled<PoolForwardRequest>(_requestSequence), v => v.SameAs(_request), pool, "request from a sequence");
        ValidatePooled(_pooling.DeserializePooled<PoolForwardResponse>(_responsePayload), v => v.SameAs(_response), pool, "response from byte[]");
        ValidatePooled(_pooling.DeserializePooled<PoolForwardResponse>(_responseSequence), v => v.SameAs(_response), pool, "response from a sequence");
        Validate.That(Request_Array_NanoPool() == ForwardWorkload.ItemCount && Request_Sequence_NanoPool() == ForwardWorkload.ItemCount
            && Response_Array_NanoPool() == ForwardWorkload.ItemCount && Response_Sequence_NanoPool() == ForwardWorkload.ItemCount, pool, "item counts");
    }

    private static void ValidatePooled<T>(Buffers.PooledMessage<T> lease, Func<T, bool> equal, string peer, string what)
    {
        using (lease)
        {
            Validate.That(equal(lease.Value), peer, $"{what} deserializes equal");
        }

        Validate.That(lease.IsDisposed, peer, $"{what}: the lease is disposed");
    }

    // ---- Request ----

    [Benchmark(Baseline = true), BenchmarkCategory(RequestArray)]
    public ForwardRequest Request_Array_Google() => ForwardRequest.Parser.ParseFrom(_requestPayload);

    [Benchmark, BenchmarkCategory(RequestArray)]
    public PoolForwardRequest Request_Array_Nano() => _copying.Deserialize<PoolForwardRequest>(_requestPayload);

    [Benchmark, BenchmarkCategory(RequestArray)]
    public PoolForwardRequest Request_Array_NanoAlias() => _aliasing.Deserialize<PoolForwardRequest>(_requestPayload);

    [Benchmark, BenchmarkCategory(RequestArray)]
    public int Request_Array_NanoPool()
    {
        using var lease = _pooling.DeserializePooled<PoolForwardRequest>(_requestPayload);
        return lease.Value.ItemRequests.Count;
    }

    [Benchmark(Baseline = true), BenchmarkCategory(RequestSequence)]
    public ForwardRequest Request_Sequence_Google() => ForwardRequest.Parser.ParseFrom(_requestSequence);

    [Benchmark, BenchmarkCategory(RequestSequence)]
    public PoolForwardRequest Request_Sequence_Nano() => _copying.Deserialize<PoolForwardRequest>(_requestSequence);

    [Benchmark, BenchmarkCategory(RequestSequence)]
    public int Request_Sequence_NanoPool()
    {
        using var lease = _pooling.DeserializePooled<PoolForwardRequest>(_requestSequence);
        return lease.Value.ItemRequests.Count;
    }

    // ---- Response ----

    [Benchmark(Baseline = true), BenchmarkCategory(ResponseArray)]
    public ForwardResponse Response_Array_Google() => ForwardResponse.Parser.ParseFrom(_responsePayload);

    [Benchmark, BenchmarkCategory(ResponseArray)]
    public PoolForwardResponse Response_Array_Nano() => _copying.Deserialize<PoolForwardResponse>(_responsePayload);

    [Benchmark, BenchmarkCategory(ResponseArray)]
    public PoolForwardResponse Response_Array_NanoAlias() => _aliasing.Deserialize<PoolForwardResponse>(_responsePayload);

    [Benchmark, BenchmarkCategory(ResponseArray)]
    public int Response_Array_NanoPool()
    {
        using var lease = _pooling.DeserializePooled<PoolForwardResponse>(_responsePayload);
        return lease.Value.ItemResponses.Count;
    }

    [Benchmark(Baseline = true), BenchmarkCategory(ResponseSequence)]
    public ForwardResponse Response_Sequence_Google() => ForwardResponse.Parser.ParseFrom(_responseSequence);

    [Benchmark, BenchmarkCategory(ResponseSequence)]
    public PoolForwardResponse Response_Sequence_Nano() => _copying.Deserialize<PoolForwardResponse>(_responseSequence);

    [Benchmark, BenchmarkCategory(ResponseSequence)]
    public int Response_Sequence_NanoPool()
    {
        using var lease = _pooling.DeserializePooled<PoolForwardResponse>(_responseSequence);
        return lease.Value.ItemResponses.Count;
    }
}

/// <summary>W1 <c>ForwardPerItemRequest</c> as a Nano contract with pool-friendly bytes members.</summary>
[ProtoContract]
public sealed class PoolForwardPerItemRequest
{
    /// <summary><c>bytes itemId = 1</c>.</summary>
    [ProtoMember(1)] public ReadOnlyMemory<byte> ItemId { get; set; }

    /// <summary><c>bytes itemContext = 2</c>.</summary>
    [ProtoMember(2)] public ReadOnlyMemory<byte> ItemContext { get; set; }
}

/// <summary>W1 <c>ForwardRequest</c> as a Nano contract.</summary>
[ProtoContract]
public sealed class PoolForwardRequest
{
    /// <summary><c>string traceId = 1</c>.</summary>
    [ProtoMember(1)] public string TraceId { get; set; } = "";

    /// <summary><c>repeated ForwardPerItemRequest itemRequests = 2</c>.</summary>
    [ProtoMember(2)] public List<PoolForwardPerItemRequest> ItemRequests { get; set; } = [];

    /// <summary><c>bytes requestContextInfo = 3</c>.</summary>
    [ProtoMember(3)] public ReadOnlyMemory<byte> RequestContextInfo { get; set; }

    /// <summary>The W1 request, from the <see cref="ForwardWorkload"/> values.</summary>
    public static PoolForwardRequest Create()
    {
        var request = new PoolForwardRequest { TraceId = ForwardWorkload.TraceId, RequestContextInfo = ForwardWorkload.RequestContextInfo() };
        for (int i = 0; i < ForwardWorkload.ItemCount; i++)
        {
            request.ItemRequests.Add(new PoolForwardPerItemRequest { ItemId = ForwardWorkload.ItemId(i), ItemContext = ForwardWorkload.ItemContext() });
        }

        return request;
    }

    /// <summary>Deep equality (for validation).</summary>
    public bool SameAs(PoolForwardRequest other)
    {
        if (TraceId != other.TraceId || !RequestContextInfo.Span.SequenceEqual(other.RequestContextInfo.Span) || ItemRequests.Count != other.ItemRequests.Count)
        {
            return false;
        }

        for (int i = 0; i < ItemRequests.Count; i++)
        {
            if (!ItemRequests[i].ItemId.Span.SequenceEqual(other.ItemRequests[i].ItemId.Span)
                || !ItemRequests[i].ItemContext.Span.SequenceEqual(other.ItemRequests[i].ItemContext.Span))
            {
                return false;
            }
        }

        return true;
    }
}

/// <summary>W1 <c>ForwardPerItemResponse</c> as a Nano contract.</summary>
[ProtoContract]
public sealed class PoolForwardPerItemResponse
{
    /// <summary><c>float result = 1</c>.</summary>
    [ProtoMember(1)] public float Result { get; set; }

    /// <summary><c>bytes extraResult = 2</c>.</summary>
    [ProtoMember(2)] public ReadOnlyMemory<byte> ExtraResult { get; set; }
}

/// <summary>W1 <c>ForwardResponse</c> as a Nano contract.</summary>
[ProtoContract]
public sealed class PoolForwardResponse
{
    /// <summary><c>repeated ForwardPerItemResponse itemResponses = 1</c>.</summary>
    [ProtoMember(1)] public List<PoolForwardPerItemResponse> ItemResponses { get; set; } = [];

    /// <summary><c>int64 routeLatencyInUs = 2</c>.</summary>
    [ProtoMember(2)] public long RouteLatencyInUs { get; set; }

    /// <summary><c>int64 routeStartTimeInTicks = 3</c>.</summary>
    [ProtoMember(3)] public long RouteStartTimeInTicks { get; set; }

    /// <summary>The W1 response, from the <see cref="ForwardWorkload"/> values.</summary>
    public static PoolForwardResponse Create(long routeStartTimeInTicks)
    {
        var response = new PoolForwardResponse { RouteLatencyInUs = ForwardWorkload.RouteLatencyInUs, RouteStartTimeInTicks = routeStartTimeInTicks };
        for (int i = 0; i < ForwardWorkload.ItemCount; i++)
        {
            response.ItemResponses.Add(new PoolForwardPerItemResponse { Result = ForwardWorkload.Result, ExtraResult = ForwardWorkload.ExtraResult() });
        }

        return response;
    }

    /// <summary>Deep equality (for validation).</summary>
    public bool SameAs(PoolForwardResponse other)
    {
        if (RouteLatencyInUs != other.RouteLatencyInUs || RouteStartTimeInTicks != other.RouteStartTimeInTicks || ItemResponses.Count != other.ItemResponses.Count)
        {
            return false;
        }

        for (int i = 0; i < ItemResponses.Count; i++)
        {
            if (ItemResponses[i].Result.CompareTo(other.ItemResponses[i].Result) != 0
                || !ItemResponses[i].ExtraResult.Span.SequenceEqual(other.ItemResponses[i].ExtraResult.Span))
            {
                return false;
            }
        }

        return true;
    }
}
