using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Server.Kestrel.Core;

namespace Nano.AspNetCore.Tests;

/// <summary>
/// A web app that references Nano.AspNetCore only (this test project, as the README tells a web app) runs the emit
/// backend under the JIT: Nano.AspNetCore brings Nano.Emit. Without it, every type would silently run interpreted.
/// </summary>
public class WebAppBackendTests
{
    [Fact]
    public async Task AWebAppReferencingNanoAspNetCoreOnlyRunsTheEmitBackend()
    {
        await using var server = await TestServer.StartAsync(HttpProtocols.Http1, app =>
            app.MapPost("/backend", (ProtoBody<Order> body) => ProtoResults.Message(body.Value)));
        using var response = await server.Client.PostAsync("/backend", TestServer.Protobuf(Serializer.SerializeToArray(Order.Sample())));
        response.EnsureSuccessStatusCode();

        Assert.True(System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported);
        Assert.Equal(SerializerBackend.Emit, RuntimeTypeModel.Default.GetBackend<Order>());
        Assert.Equal(SerializerBackend.Emit, RuntimeTypeModel.Default.GetBackend<Line>());
    }
}
