using System.Net;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace Nano.AspNetCore.Tests;

/// <summary>
/// A NativeAOT web app without AddProblemDetails() has no JSON type information for ProblemDetails (reflection-based
/// JSON is off): Nano's middleware must still answer a bad body with a complete problem-details body. Simulated here
/// under the JIT by an HTTP JSON resolver that knows no type at all.
/// </summary>
public class ProblemWithoutJsonReflectionTests
{
    [Fact]
    public async Task ABadBodyGetsProblemDetailsWhenJsonHasNoTypeInformation()
    {
        var builder = WebApplication.CreateSlimBuilder();
        builder.Logging.ClearProviders();
        builder.WebHost.UseUrls("http://127.0.0.1:0");
        builder.Services.ConfigureHttpJsonOptions(o => o.SerializerOptions.TypeInfoResolver = JsonTypeInfoResolver.Combine());
        builder.Services.AddNanoProtobuf();
        await using var app = builder.Build();
        app.MapPost("/echo", (ProtoBody<Order> body) => ProtoResults.Message(body.Value));
        await app.StartAsync();
        var address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.Single();
        using var client = new HttpClient { BaseAddress = new Uri(address) };

        using var response = await client.PostAsync("/echo", TestServer.Protobuf([0x0A, 0x05, 0x41]));
        Assert.Equal(HttpStatusCode.BadRequest, response.StatusCode);
        Assert.Equal("application/problem+json", response.Content.Headers.ContentType?.MediaType);
        using var problem = JsonDocument.Parse(await response.Content.ReadAsStringAsync());
        Assert.Equal(400, problem.RootElement.GetProperty("status").GetInt32());
        Assert.Equal("Malformed protobuf body", problem.RootElement.GetProperty("title").GetString());
        Assert.Equal("https://tools.ietf.org/html/rfc9110#section-15.5.1", problem.RootElement.GetProperty("type").GetString());
        Assert.Contains("Nano.AspNetCore.Tests.Order", problem.RootElement.GetProperty("detail").GetString());

        using var wrongType = await client.PostAsync("/echo", new StringContent("{}", System.Text.Encoding.UTF8, "application/json"));
        Assert.Equal(HttpStatusCode.UnsupportedMediaType, wrongType.StatusCode);
        using var unsupported = JsonDocument.Parse(await wrongType.Content.ReadAsStringAsync());
        Assert.Equal(415, unsupported.RootElement.GetProperty("status").GetInt32());
        await app.StopAsync();
    }
}
