using System.Net;
using System.Net.Http.Headers;
using System.Runtime.InteropServices;
using System.Text.Json;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Server.Kestrel.Core;

namespace Nano.AspNetCore.Tests;

/// <summary>Minimal APIs over a real Kestrel, HTTP/1.1 and HTTP/2: binding, the result type, pool mode's request-scoped
/// lease, and the status codes of bad bodies.</summary>
public class MinimalApiTests
{
    public static TheoryData<HttpProtocols> Protocols => new(HttpProtocols.Http1, HttpProtocols.Http2);

    private static void Map(WebApplication app)
    {
        app.MapPost("/echo", (ProtoBody<Order> body) =>
        {
            body.Value.Id++;
            return ProtoResults.Message(body.Value);
        });
        app.MapPost("/pooled", (PooledProtoBody<Order> body, HttpContext context) =>
        {
            Leases.Last = body;
            // Pooled leaves are slices of pooled slabs: memory with a manager, not an array the message owns.
            context.Response.Headers["X-Payload-Pooled"] = MemoryMarshal.TryGetMemoryManager<byte, System.Buffers.MemoryManager<byte>>(body.Value.Payload, out _) ? "yes" : "no";
            context.Response.Headers["X-Lease-Disposed"] = body.Lease.IsDisposed ? "yes" : "no";
            return ProtoResults.Message(body.Value, StatusCodes.Status201Created);
        });
    }

    [Theory, MemberData(nameof(Protocols))]
    public async Task BodyBindsAndTheResultWritesProtobufWithItsLength(HttpProtocols protocol)
    {
        await using var server = await TestServer.StartAsync(protocol, Map);
        var order = Order.Sample(lines: 200, payload: 5000);
        var bytes = Serializer.SerializeToArray(order);

        using var response = await server.Client.PostAsync("/echo", TestServer.Protobuf(bytes));
        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal(protocol == HttpProtocols.Http2 ? HttpVersion.Version20 : HttpVersion.Version11, response.Version);
        Assert.Equal(ProtobufMediaTypes.XProtobuf, response.Content.Headers.ContentType?.MediaType);
        var body = await response.Content.ReadAsByteArrayAsync();
        Assert.Equal(body.Length, response.Content.Headers.ContentLength);

        order.Id++;
        Assert.Equal(Serializer.Measure(order), body.Length);
        Order.AssertEqual(order, Serializer.Deserialize<Order>(body));
    }

    [Theory, MemberData(nameof(Protocols))]
    public async Task ChunkedBodiesWithoutALengthBindToo(HttpProtocols protocol)
    {
        await using var server = await TestServer.StartAsync(protocol, Map);
        var order = Order.Sample();
        var content = new StreamContent(new UnknownLengthStream(Serializer.SerializeToArray(order)));
        content.Headers.ContentType = new MediaTypeHeaderValue(ProtobufMediaTypes.Protobuf);
        using var response = await server.Client.PostAsync("/echo", content);
        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        order.Id++;
        Order.AssertEqual(order, Serializer.Deserialize<Order>(await response.Content.ReadAsByteArrayAsync()));
    }

    [Theory, MemberData(nameof(Protocols))]
    public async Task PoolModeLeasesLastExactlyAsLongAsTheRequest(HttpProtocols protocol)
    {
        await using var server = await TestServer.StartAsync(protocol, Map);
        var order = Order.Sample();
        using var response = await server.Client.PostAsync("/pooled", TestServer.Protobuf(Serializer.SerializeToArray(order)));
        Assert.Equal(HttpStatusCode.Created, response.StatusCode);
        Assert.Equal("yes", response.Headers.GetValues("X-Payload-Pooled").Single());
        Assert.Equal("no", response.Headers.GetValues("X-Lease-Disposed").Single());
        Order.AssertEqual(order, Serializer.Deserialize<Order>(await response.Content.ReadAsByteArrayAsync()));

        // The request has ended on the server (or is ending): its lease is disposed, with no handler code doing it.
        var lease = Leases.Last!.Lease;
        var deadline = DateTime.UtcNow.AddSeconds(10);
        while (!lease.IsDisposed && DateTime.UtcNow < deadline)
            await Task.Delay(10);
        Assert.True(lease.IsDisposed, "the pool-mode lease is disposed when the request ends");
    }

    [Theory, MemberData(nameof(Protocols))]
    public async Task AMalformedBodyIsA400ProblemNotA500(HttpProtocols protocol)
    {
        await using var server = await TestServer.StartAsync(protocol, Map);
        var bytes = Serializer.SerializeToArray(Order.Sample());
        using var response = await server.Client.PostAsync("/echo", TestServer.Protobuf(bytes[..^3]));
        var problem = await Problem(response, HttpStatusCode.BadRequest);
        Assert.Equal("Malformed protobuf body", problem.GetProperty("title").GetString());
        Assert.Contains("Nano.AspNetCore.Tests.", problem.GetProperty("detail").GetString());
    }

    [Theory, MemberData(nameof(Protocols))]
    public async Task ABodyOverKestrelsLimitIsA413Problem(HttpProtocols protocol)
    {
        await using var server = await TestServer.StartAsync(protocol, Map);
        var big = Serializer.SerializeToArray(Order.Sample(payload: (int)TestServer.MaxRequestBodySize + 10));

        // With Expect: 100-continue the client holds the body back until the server asks for it; the server rejects the
        // declared length first. (Without it, an HTTP/1.1 client may still be sending when the server closes, and a
        // TCP reset can swallow the 413 before the client reads it.)
        using (var declared = await server.Client.SendAsync(server.PostExpectingContinue("/echo", TestServer.Protobuf(big))))
        {
            var problem = await Problem(declared, HttpStatusCode.RequestEntityTooLarge);
            Assert.Equal("Request body too large", problem.GetProperty("title").GetString());
            Assert.Contains($"limit of {TestServer.MaxRequestBodySize} bytes", problem.GetProperty("detail").GetString());
        }

        // No Content-Length: the limit is enforced while the bytes arrive. Over HTTP/2 only: an HTTP/1.1 server that
        // stops reading a chunked body must close the connection, and the reset races the 413 to the client.
        if (protocol == HttpProtocols.Http2)
        {
            var content = new StreamContent(new UnknownLengthStream(big));
            content.Headers.ContentType = new MediaTypeHeaderValue(ProtobufMediaTypes.XProtobuf);
            using var chunked = await server.Client.PostAsync("/pooled", content);
            var chunkedProblem = await Problem(chunked, HttpStatusCode.RequestEntityTooLarge);
            Assert.Contains($"limit of {TestServer.MaxRequestBodySize} bytes", chunkedProblem.GetProperty("detail").GetString());
        }

        // Just under the limit is fine.
        var fits = Order.Sample(lines: 0, payload: (int)TestServer.MaxRequestBodySize - 100);
        using var ok = await server.Client.PostAsync("/echo", TestServer.Protobuf(Serializer.SerializeToArray(fits)));
        Assert.Equal(HttpStatusCode.OK, ok.StatusCode);
    }

    [Theory, MemberData(nameof(Protocols))]
    public async Task AnotherMediaTypeIsA415Problem(HttpProtocols protocol)
    {
        await using var server = await TestServer.StartAsync(protocol, Map);
        using var response = await server.Client.PostAsync("/echo", new StringContent("{}", System.Text.Encoding.UTF8, "application/json"));
        var problem = await Problem(response, HttpStatusCode.UnsupportedMediaType);
        Assert.Contains("application/json", problem.GetProperty("detail").GetString());
    }

    internal static async Task<JsonElement> Problem(HttpResponseMessage response, HttpStatusCode expected)
    {
        Assert.Equal(expected, response.StatusCode);
        Assert.Equal("application/problem+json", response.Content.Headers.ContentType?.MediaType);
        var json = JsonDocument.Parse(await response.Content.ReadAsStringAsync()).RootElement;
        Assert.Equal((int)expected, json.GetProperty("status").GetInt32());
        return json;
    }

    private static class Leases
    {
        public static PooledProtoBody<Order>? Last;
    }
}

/// <summary>A body whose length the client cannot know, so it is sent chunked (HTTP/1.1) or as open-ended DATA frames (HTTP/2).</summary>
internal sealed class UnknownLengthStream(byte[] data) : Stream
{
    private readonly MemoryStream _inner = new(data);
    public override bool CanRead => true;
    public override bool CanSeek => false;
    public override bool CanWrite => false;
    public override long Length => throw new NotSupportedException();
    public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }
    public override void Flush() { }
    public override int Read(byte[] buffer, int offset, int count) => _inner.Read(buffer, offset, Math.Min(count, 1000));
    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();
    public override void SetLength(long value) => throw new NotSupportedException();
    public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
}
