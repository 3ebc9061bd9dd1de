using Grpc.Core;
using Nano.Benchmarks.Workloads;
using G = Nano.Interop.Workloads;

namespace Nano.GrpcRig.Client;

/// <summary>Checks one variant's answer before it is timed: parsed by Google.Protobuf, it must equal the response the
/// workload factory builds (3,500 items, each result and extraResult), given the server's own start time.</summary>
public static class ResponseCheck
{
    public static async Task VerifyAsync(CallInvoker invoker, byte[] body, string variant)
    {
        var bytes = await invoker.AsyncUnaryCall(RawForward.Checked, null, new CallOptions(deadline: DateTime.UtcNow.AddSeconds(30)), body);
        var response = G.ForwardResponse.Parser.ParseFrom(bytes);
        var expected = ForwardWorkload.CreateGoogleResponse(response.RouteStartTimeInTicks);
        if (response.ItemResponses.Count != ForwardWorkload.ItemCount)
            throw new InvalidOperationException($"{variant}: {response.ItemResponses.Count} response items, expected {ForwardWorkload.ItemCount}.");
        if (!response.Equals(expected))
            throw new InvalidOperationException($"{variant}: the response differs from W1's expected response.");
        var age = DateTime.UtcNow - new DateTime(response.RouteStartTimeInTicks, DateTimeKind.Utc);
        if (age < TimeSpan.Zero || age > TimeSpan.FromMinutes(1))
            throw new InvalidOperationException($"{variant}: routeStartTimeInTicks is {age} old, not the time of the call.");
        if (bytes.Length != ForwardWorkload.ExpectedResponseSize)
            throw new InvalidOperationException($"{variant}: the response is {bytes.Length} bytes, expected {ForwardWorkload.ExpectedResponseSize}.");
    }
}
