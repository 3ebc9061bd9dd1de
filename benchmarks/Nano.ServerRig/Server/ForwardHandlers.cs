using System.Buffers;
using System.IO.Pipelines;
using Google.Protobuf;
using Microsoft.AspNetCore.Http;
using Nano.AspNetCore;
using Nano.Benchmarks.Workloads;
using Nano.Benchmarks.Workloads.CodeFirst;
using G = Nano.Interop.Workloads;

namespace Nano.ServerRig.Server;

/// <summary>The W1 endpoint in each variant: receive a ForwardRequest, answer one result per item.</summary>
public static class ForwardHandlers
{
    private static readonly byte[] ExtraResult = ForwardWorkload.ExtraResult();

    /// <summary>Nano, copying: every response leaf is an array of its own, as the request's are.</summary>
    public static IResult NanoCopy(ProtoBody<ForwardRequest> body) => ProtoResults.Message(BuildCopied(body.Value, DateTime.UtcNow.Ticks));

    /// <summary>The response with one new array per <c>extraResult</c>.</summary>
    public static ForwardResponse BuildCopied(ForwardRequest request, long start)
    {
        var items = request.ItemRequests;
        var response = new ForwardResponse
        {
            RouteLatencyInUs = ForwardWorkload.RouteLatencyInUs,
            RouteStartTimeInTicks = start,
            ItemResponses = new List<ForwardPerItemResponse>(items.Count),
        };
        foreach (var _ in items)
            response.ItemResponses.Add(new ForwardPerItemResponse { Result = ForwardWorkload.Result, ExtraResult = ExtraResult.AsSpan().ToArray() });
        return response;
    }

    /// <summary>Nano, pool mode: the request's leaves live in pooled slabs; the response's leaves are slices of one
    /// buffer rented for the request and returned when it ends (after the response is written).</summary>
    public static IResult NanoPool(PooledProtoBody<ForwardRequest> body, HttpContext context)
    {
        var start = DateTime.UtcNow.Ticks;
        var leaves = new RentedBytes(body.Value.ItemRequests.Count * ExtraResult.Length);
        context.Response.RegisterForDispose(leaves);
        return ProtoResults.Message(BuildPooled(body.Value, start, leaves.Memory));
    }

    /// <summary>The response with every <c>extraResult</c> a slice of <paramref name="leaves"/>.</summary>
    public static ForwardResponse BuildPooled(ForwardRequest request, long start, Memory<byte> leaves)
    {
        var items = request.ItemRequests;
        var response = new ForwardResponse
        {
            RouteLatencyInUs = ForwardWorkload.RouteLatencyInUs,
            RouteStartTimeInTicks = start,
            ItemResponses = new List<ForwardPerItemResponse>(items.Count),
        };
        for (var i = 0; i < items.Count; i++)
        {
            var leaf = leaves.Slice(i * ExtraResult.Length, ExtraResult.Length);
            ExtraResult.CopyTo(leaf);
            response.ItemResponses.Add(new ForwardPerItemResponse { Result = ForwardWorkload.Result, ExtraResult = leaf });
        }
        return response;
    }

    /// <summary>Google.Protobuf: the body is gathered in the request pipe and parsed as a sequence; the response is
    /// written straight into the response pipe (its best path on both sides).</summary>
    public static async Task Google(HttpContext context)
    {
        var start = DateTime.UtcNow.Ticks;
        var reader = context.Request.BodyReader;
        ReadResult read;
        while (true)
        {
            read = await reader.ReadAsync(context.RequestAborted);
            if (read.IsCompleted)
                break;
            reader.AdvanceTo(read.Buffer.Start, read.Buffer.End);
        }
        G.ForwardRequest request;
        try
        {
            request = G.ForwardRequest.Parser.ParseFrom(read.Buffer);
        }
        finally
        {
            reader.AdvanceTo(read.Buffer.End);
        }

        var response = BuildGoogle(request, start);

        context.Response.ContentType = ProtobufMediaTypes.XProtobuf;
        context.Response.ContentLength = response.CalculateSize();
        // Google's writer calls Advance(0) before its first GetSpan; Kestrel refuses an Advance with no span leased.
        _ = context.Response.BodyWriter.GetSpan();
        response.WriteTo(context.Response.BodyWriter);
        await context.Response.BodyWriter.FlushAsync(context.RequestAborted);
    }

    /// <summary>The Google.Protobuf response: one <see cref="ByteString"/> copy per <c>extraResult</c>.</summary>
    public static G.ForwardResponse BuildGoogle(G.ForwardRequest request, long start)
    {
        var response = new G.ForwardResponse { RouteLatencyInUs = ForwardWorkload.RouteLatencyInUs, RouteStartTimeInTicks = start };
        foreach (var _ in request.ItemRequests)
            response.ItemResponses.Add(new G.ForwardPerItemResponse { Result = ForwardWorkload.Result, ExtraResult = ByteString.CopyFrom(ExtraResult) });
        return response;
    }

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
