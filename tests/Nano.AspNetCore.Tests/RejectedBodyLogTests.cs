using System.Net;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Server.Kestrel.Core;
using Microsoft.Extensions.Logging;

namespace Nano.AspNetCore.Tests;

/// <summary>Every body Nano rejects (400, 413, 415; minimal API and MVC) is logged under a Nano.AspNetCore category at
/// Information, with the status, the message type and the same reason the client reads in its problem details.</summary>
public class RejectedBodyLogTests
{
    private static void Map(WebApplication app) =>
        app.MapPost("/echo", (ProtoBody<Order> body) => ProtoResults.Message(body.Value));

    [Fact]
    public async Task AMalformedBodyIsLoggedWithStatusTypeAndTheProtoExceptionMessage()
    {
        var logs = new CapturingLoggerProvider();
        await using var server = await TestServer.StartAsync(HttpProtocols.Http1, Map, logs: logs);
        byte[] bad = [0x0A, 0x05, 0x41]; // field 1 as a 5-byte string with one byte present
        using var response = await server.Client.PostAsync("/echo", TestServer.Protobuf(bad));
        var detail = (await MinimalApiTests.Problem(response, HttpStatusCode.BadRequest)).GetProperty("detail").GetString()!;

        var entry = Assert.Single(Rejections(logs));
        Assert.Equal(LogLevel.Information, entry.Level);
        Assert.Equal("Nano.AspNetCore.RequestBody", entry.Category);
        Assert.Equal("ProtobufBodyRejected", entry.Event.Name);
        Assert.StartsWith("Rejected a request body of type Nano.AspNetCore.Tests.Order with status 400: ", entry.Message);
        Assert.EndsWith(": " + detail, entry.Message);
        Assert.Contains("Nano.AspNetCore.Tests.Order", detail); // the ProtoException names the type being read
    }

    [Fact]
    public async Task AnotherMediaTypeIsLoggedAs415()
    {
        var logs = new CapturingLoggerProvider();
        await using var server = await TestServer.StartAsync(HttpProtocols.Http1, Map, logs: logs);
        using var response = await server.Client.PostAsync("/echo", new StringContent("{}", System.Text.Encoding.UTF8, "application/json"));
        var detail = (await MinimalApiTests.Problem(response, HttpStatusCode.UnsupportedMediaType)).GetProperty("detail").GetString();

        Assert.Equal("Order bodies must be sent as application/x-protobuf, not 'application/json; charset=utf-8'.", detail);
        var entry = Assert.Single(Rejections(logs));
        Assert.Equal("Rejected a request body of type Nano.AspNetCore.Tests.Order with status 415: " + detail, entry.Message);
    }

    [Fact]
    public async Task ADeclaredOversizedBodyIsLoggedAs413()
    {
        var logs = new CapturingLoggerProvider();
        await using var server = await TestServer.StartAsync(HttpProtocols.Http1, Map, logs: logs);
        var big = Serializer.SerializeToArray(Order.Sample(payload: (int)TestServer.MaxRequestBodySize * 2));
        using var response = await server.Client.SendAsync(server.PostExpectingContinue("/echo", TestServer.Protobuf(big)));
        await MinimalApiTests.Problem(response, HttpStatusCode.RequestEntityTooLarge);

        var entry = Assert.Single(Rejections(logs));
        Assert.Equal(LogLevel.Information, entry.Level);
        Assert.Equal($"Rejected a request body of type Nano.AspNetCore.Tests.Order with status 413: The Order body of {big.Length} bytes exceeds the server's limit of {TestServer.MaxRequestBodySize} bytes.", entry.Message);
    }

    [Fact]
    public async Task AMalformedMvcBodyIsLoggedToo()
    {
        var logs = new CapturingLoggerProvider();
        await using var server = await TestServer.StartAsync(HttpProtocols.Http1, _ => { }, logs: logs);
        using var response = await server.Client.PostAsync("/mvc/orders", TestServer.Protobuf([0x0A, 0x05, 0x41]));
        await MinimalApiTests.Problem(response, HttpStatusCode.BadRequest);

        var entry = Assert.Single(Rejections(logs));
        Assert.StartsWith("Rejected a request body of type Nano.AspNetCore.Tests.Order with status 400: ", entry.Message);
    }

    [Fact]
    public async Task AGoodBodyLogsNoRejection()
    {
        var logs = new CapturingLoggerProvider();
        await using var server = await TestServer.StartAsync(HttpProtocols.Http1, Map, logs: logs);
        using var response = await server.Client.PostAsync("/echo", TestServer.Protobuf(Serializer.SerializeToArray(Order.Sample())));
        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Empty(Rejections(logs));
        Assert.NotEmpty(logs.Entries); // the provider does capture the server's own records
    }

    private static CapturingLoggerProvider.Entry[] Rejections(CapturingLoggerProvider logs) =>
        [.. logs.Entries.Where(e => e.Category.StartsWith("Nano.AspNetCore", StringComparison.Ordinal))];
}
