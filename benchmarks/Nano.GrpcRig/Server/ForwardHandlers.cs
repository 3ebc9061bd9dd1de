using System.Buffers;
using Grpc.Core;
using Nano.Benchmarks.Workloads;
using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.Buffers;
using ProtoBuf.Grpc;
using G = Nano.Interop.Workloads;

namespace Nano.GrpcRig.Server;

/// <summary>
/// W1's handler in each variant's types. Every variant does the same work: one response item per request item, each
/// with its own 32-byte <c>extraResult</c> (a new array, or for pool mode a slice of one pooled buffer per call).
/// </summary>
public static class ForwardHandlers
{
    private static readonly byte[] ExtraResult = ForwardWorkload.ExtraResult();

    /// <summary>Nano's code-first types, copying.</summary>
    public static ForwardResponse BuildNano(ForwardRequest request)
    {
        var response = NewNanoResponse(request.ItemRequests.Count);
        foreach (var _ in request.ItemRequests)
            response.ItemResponses.Add(new ForwardPerItemResponse { Result = ForwardWorkload.Result, ExtraResult = ExtraResult.AsSpan().ToArray() });
        return response;
    }

    /// <summary>Nano in pool mode: every <c>extraResult</c> a slice of one buffer rented for the call and returned once
    /// the HTTP/2 stream ends (after the response is written), as the request lease is.</summary>
    public static ForwardResponse BuildPooled(ForwardRequest request, ServerCallContext context)
    {
        var response = BuildPooled(request, out var leaves);
        context.GetHttpContext().Response.RegisterForDispose(leaves);
        return response;
    }

    /// <summary>The pool-mode handler's work; the caller releases <paramref name="leaves"/> once the response is sent.</summary>
    public static ForwardResponse BuildPooled(ForwardRequest request, out IDisposable leaves)
    {
        var count = request.ItemRequests.Count;
        var rented = new RentedBytes(count * ExtraResult.Length);
        leaves = rented;
        var response = NewNanoResponse(count);
        for (var i = 0; i < count; i++)
        {
            var leaf = rented.Memory.Slice(i * ExtraResult.Length, ExtraResult.Length);
            ExtraResult.CopyTo(leaf);
            response.ItemResponses.Add(new ForwardPerItemResponse { Result = ForwardWorkload.Result, ExtraResult = leaf });
        }
        return response;
    }

    /// <summary>Google.Protobuf: one <see cref="Google.Protobuf.ByteString"/> copy per <c>extraResult</c>.</summary>
    public static G.ForwardResponse BuildGoogle(G.ForwardRequest request)
    {
        var response = new G.ForwardResponse { RouteLatencyInUs = ForwardWorkload.RouteLatencyInUs, RouteStartTimeInTicks = DateTime.UtcNow.Ticks };
        response.ItemResponses.Capacity = request.ItemRequests.Count;
        foreach (var _ in request.ItemRequests)
            response.ItemResponses.Add(new G.ForwardPerItemResponse { Result = ForwardWorkload.Result, ExtraResult = Google.Protobuf.ByteString.CopyFrom(ExtraResult) });
        return response;
    }

    /// <summary>protobuf-net's types: one new array per <c>extraResult</c>.</summary>
    public static Pbnet.ForwardResponse BuildPbnet(Pbnet.ForwardRequest request)
    {
        var response = new Pbnet.ForwardResponse
        {
            RouteLatencyInUs = ForwardWorkload.RouteLatencyInUs,
            RouteStartTimeInTicks = DateTime.UtcNow.Ticks,
            ItemResponses = new List<Pbnet.ForwardPerItemResponse>(request.ItemRequests.Count),
        };
        foreach (var _ in request.ItemRequests)
            response.ItemResponses.Add(new Pbnet.ForwardPerItemResponse { Result = ForwardWorkload.Result, ExtraResult = ExtraResult.AsSpan().ToArray() });
        return response;
    }

    private static ForwardResponse NewNanoResponse(int count) => new()
    {
        RouteLatencyInUs = ForwardWorkload.RouteLatencyInUs,
        RouteStartTimeInTicks = DateTime.UtcNow.Ticks,
        ItemResponses = new List<ForwardPerItemResponse>(count),
    };

    private sealed class RentedBytes(int length) : IDisposable
    {
        private byte[]? _array = ArrayPool<byte>.Shared.Rent(length);

        public Memory<byte> Memory => _array.AsMemory(0, length);

        public void Dispose()
        {
            if (Interlocked.Exchange(ref _array, null) is { } array)
                ArrayPool<byte>.Shared.Return(array);
        }
    }
}

/// <summary>Variant google: the Grpc.Tools-generated base class.</summary>
public sealed class GoogleForwardService : Generated.ForwardService.ForwardServiceBase
{
    public override Task<G.ForwardResponse> Forward(G.ForwardRequest request, ServerCallContext context) =>
        Task.FromResult(ForwardHandlers.BuildGoogle(request));
}

/// <summary>Variant pbnet: protobuf-net.Grpc with protobuf-net serializing.</summary>
public sealed class PbnetForwardService : IPbnetForward
{
    public ValueTask<Pbnet.ForwardResponse> Forward(Pbnet.ForwardRequest request, CallContext context = default) =>
        ValueTask.FromResult(ForwardHandlers.BuildPbnet(request));
}

/// <summary>Variant nano-pbnet-grpc: protobuf-net.Grpc with Nano serializing.</summary>
public sealed class NanoForwardService : INanoForward
{
    public ValueTask<ForwardResponse> Forward(ForwardRequest request, CallContext context = default) =>
        ValueTask.FromResult(ForwardHandlers.BuildNano(request));
}

/// <summary>Variant nano-pool: the request lease is released by <see cref="Grpc.PooledRequestInterceptor"/>.</summary>
public sealed class NanoPooledForwardService : INanoPooledForward
{
    public ValueTask<ForwardResponse> Forward(PooledMessage<ForwardRequest> request, CallContext context = default) =>
        ValueTask.FromResult(ForwardHandlers.BuildPooled(request.Value, context.ServerCallContext!));
}
