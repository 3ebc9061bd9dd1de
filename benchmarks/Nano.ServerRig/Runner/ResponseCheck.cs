using System.Net;
using System.Net.Http.Headers;
using Google.Protobuf;
using Nano.AspNetCore;
using Nano.Benchmarks.Workloads;
using G = Nano.Interop.Workloads;

namespace Nano.ServerRig.Runner;

/// <summary>Before a server is timed, one request's answer is checked in full (parsed by Google.Protobuf, compared
/// field by field with the W1 response); a server that answers wrongly is never measured.</summary>
public static class ResponseCheck
{
    public static async Task VerifyAsync(HttpClient client, Uri url, byte[] body, string variant)
    {
        using var content = new ByteArrayContent(body);
        content.Headers.ContentType = new MediaTypeHeaderValue(ProtobufMediaTypes.XProtobuf);
        using var response = await client.PostAsync(url, content);
        if (response.StatusCode != HttpStatusCode.OK)
            throw new InvalidOperationException($"{variant}: status {(int)response.StatusCode}: {await response.Content.ReadAsStringAsync()}");
        if (response.Version != HttpVersion.Version20)
            throw new InvalidOperationException($"{variant}: answered over HTTP/{response.Version}, not HTTP/2.");
        if (response.Content.Headers.ContentType?.MediaType != ProtobufMediaTypes.XProtobuf)
            throw new InvalidOperationException($"{variant}: Content-Type {response.Content.Headers.ContentType}.");
        var bytes = await response.Content.ReadAsByteArrayAsync();
        if (response.Content.Headers.ContentLength != bytes.Length)
            throw new InvalidOperationException($"{variant}: Content-Length {response.Content.Headers.ContentLength} but {bytes.Length} bytes.");

        var parsed = G.ForwardResponse.Parser.ParseFrom(bytes);
        var expected = ForwardWorkload.CreateGoogleResponse(parsed.RouteStartTimeInTicks);
        if (!parsed.Equals(expected))
            throw new InvalidOperationException($"{variant}: the response differs from W1's ({parsed.ItemResponses.Count} items).");
        if (Math.Abs(DateTime.UtcNow.Ticks - parsed.RouteStartTimeInTicks) > TimeSpan.TicksPerMinute)
            throw new InvalidOperationException($"{variant}: routeStartTimeInTicks is not the request's time.");
        if (bytes.Length != ForwardWorkload.ExpectedResponseSize || !bytes.AsSpan().SequenceEqual(expected.ToByteArray()))
            throw new InvalidOperationException($"{variant}: {bytes.Length} bytes, not the canonical {ForwardWorkload.ExpectedResponseSize}.");
    }
}
