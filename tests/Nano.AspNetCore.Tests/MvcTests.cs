using System.Net;
using System.Net.Http.Headers;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Server.Kestrel.Core;

namespace Nano.AspNetCore.Tests;

/// <summary>The MVC input and output formatters over a real Kestrel, HTTP/1.1 and HTTP/2.</summary>
public class MvcTests
{
    public static TheoryData<HttpProtocols> Protocols => MinimalApiTests.Protocols;

    [Theory, MemberData(nameof(Protocols))]
    public async Task ControllersReadAndWriteProtobuf(HttpProtocols protocol)
    {
        await using var server = await TestServer.StartAsync(protocol, _ => { });
        var order = Order.Sample(lines: 50);
        var request = server.Post("/mvc/orders", TestServer.Protobuf(Serializer.SerializeToArray(order)));
        request.Headers.Accept.Add(new MediaTypeWithQualityHeaderValue(ProtobufMediaTypes.XProtobuf));
        using var response = await server.Client.SendAsync(request);

        Assert.True(response.StatusCode == HttpStatusCode.OK, await response.Content.ReadAsStringAsync());
        Assert.Equal(ProtobufMediaTypes.XProtobuf, response.Content.Headers.ContentType?.MediaType);
        var body = await response.Content.ReadAsByteArrayAsync();
        Assert.Equal(body.Length, response.Content.Headers.ContentLength);
        order.Id++;
        Order.AssertEqual(order, Serializer.Deserialize<Order>(body));
    }

    [Theory, MemberData(nameof(Protocols))]
    public async Task PoolModeControllersSeeTheSameMessage(HttpProtocols protocol)
    {
        await using var server = await TestServer.StartAsync(protocol, _ => { }, poolMode: true);
        var order = Order.Sample(lines: 50);
        var request = server.Post("/mvc/orders", TestServer.Protobuf(Serializer.SerializeToArray(order)));
        request.Headers.Accept.Add(new MediaTypeWithQualityHeaderValue(ProtobufMediaTypes.XProtobuf));
        using var response = await server.Client.SendAsync(request);
        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        order.Id++;
        Order.AssertEqual(order, Serializer.Deserialize<Order>(await response.Content.ReadAsByteArrayAsync()));
    }

    [Theory, MemberData(nameof(Protocols))]
    public async Task TheConfiguredModelDecidesWhichTypesAreProtobuf(HttpProtocols protocol)
    {
        var model = RuntimeTypeModel.Create();
        model.Add<Plain>(applyAttributes: false).Field(1, p => p.Id).Field(2, p => p.Name);
        await using var server = await TestServer.StartAsync(protocol, app =>
            app.MapPost("/plain", (ProtoBody<Plain> body) => ProtoResults.Message(new Plain { Id = body.Value.Id + 1 })), model: model);

        var bytes = model.SerializeToArray(new Plain { Id = 20, Name = "p" });
        var request = server.Post("/mvc/plain", TestServer.Protobuf(bytes));
        request.Headers.Accept.Add(new MediaTypeWithQualityHeaderValue(ProtobufMediaTypes.XProtobuf));
        using var mvc = await server.Client.SendAsync(request);
        Assert.True(mvc.StatusCode == HttpStatusCode.OK, await mvc.Content.ReadAsStringAsync());
        Assert.Equal(ProtobufMediaTypes.XProtobuf, mvc.Content.Headers.ContentType?.MediaType);
        var doubled = model.Deserialize<Plain>(await mvc.Content.ReadAsByteArrayAsync());
        Assert.Equal(40, doubled.Id);
        Assert.Equal("p", doubled.Name);

        using var minimal = await server.Client.PostAsync("/plain", TestServer.Protobuf(bytes));
        Assert.Equal(21, model.Deserialize<Plain>(await minimal.Content.ReadAsByteArrayAsync()).Id);
    }

    [Theory, MemberData(nameof(Protocols))]
    public async Task AMalformedBodyIsAValidationProblem(HttpProtocols protocol)
    {
        await using var server = await TestServer.StartAsync(protocol, _ => { });
        byte[] bad = [0x0A, 0x05, 0x41]; // field 1 as a 5-byte string with one byte present
        using var response = await server.Client.PostAsync("/mvc/orders", TestServer.Protobuf(bad));
        var problem = await MinimalApiTests.Problem(response, HttpStatusCode.BadRequest);
        Assert.Contains("Nano.AspNetCore.Tests.Order", problem.GetProperty("errors").ToString());
    }

    [Theory, MemberData(nameof(Protocols))]
    public async Task AnOversizedBodyIsA413Problem(HttpProtocols protocol)
    {
        await using var server = await TestServer.StartAsync(protocol, _ => { });
        var big = Serializer.SerializeToArray(Order.Sample(payload: (int)TestServer.MaxRequestBodySize * 2));
        using var response = await server.Client.SendAsync(server.PostExpectingContinue("/mvc/orders", TestServer.Protobuf(big)));
        await MinimalApiTests.Problem(response, HttpStatusCode.RequestEntityTooLarge);
    }
}
