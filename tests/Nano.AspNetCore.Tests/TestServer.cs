using System.Net;
using System.Net.Http.Headers;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Server.Kestrel.Core;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace Nano.AspNetCore.Tests;

/// <summary>A real Kestrel on 127.0.0.1 (port 0) speaking one protocol, and an HttpClient that speaks it too (HTTP/2 as
/// h2c with prior knowledge).</summary>
internal sealed class TestServer : IAsyncDisposable
{
    public const long MaxRequestBodySize = 64 * 1024;

    private readonly WebApplication _app;

    private TestServer(WebApplication app, HttpClient client)
    {
        _app = app;
        Client = client;
    }

    public HttpClient Client { get; }

    public static async Task<TestServer> StartAsync(HttpProtocols protocol, Action<WebApplication> map, bool poolMode = false, RuntimeTypeModel? model = null, ILoggerProvider? logs = null)
    {
        var builder = WebApplication.CreateSlimBuilder();
        builder.Logging.ClearProviders();
        if (logs is not null)
            builder.Logging.AddProvider(logs);
        builder.WebHost.ConfigureKestrel(kestrel =>
        {
            kestrel.Limits.MaxRequestBodySize = MaxRequestBodySize;
            kestrel.Listen(IPAddress.Loopback, 0, listen => listen.Protocols = protocol);
        });
        builder.Services.AddProblemDetails();
        builder.Services.AddControllers()
            .AddApplicationPart(typeof(TestServer).Assembly)
            .AddNanoProtobufFormatters(options =>
            {
                options.PoolMode = poolMode;
                options.Model = model ?? RuntimeTypeModel.Default;
            });
        var app = builder.Build();
        map(app);
        app.MapControllers();
        await app.StartAsync();

        var address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.Single();
        var client = new HttpClient(new SocketsHttpHandler { Expect100ContinueTimeout = TimeSpan.FromSeconds(30) })
        {
            BaseAddress = new Uri(address),
            DefaultRequestVersion = protocol == HttpProtocols.Http2 ? HttpVersion.Version20 : HttpVersion.Version11,
            DefaultVersionPolicy = HttpVersionPolicy.RequestVersionExact,
            Timeout = TimeSpan.FromSeconds(30),
        };
        return new TestServer(app, client);
    }

    /// <summary>A POST in the server's protocol (a request message does not take the client's default version).</summary>
    public HttpRequestMessage Post(string path, HttpContent content) => new(HttpMethod.Post, path)
    {
        Content = content,
        Version = Client.DefaultRequestVersion,
        VersionPolicy = HttpVersionPolicy.RequestVersionExact,
    };

    /// <summary>A POST that sends <c>Expect: 100-continue</c>: the body goes only once the server asks for it.</summary>
    public HttpRequestMessage PostExpectingContinue(string path, HttpContent content)
    {
        var request = Post(path, content);
        request.Headers.ExpectContinue = true;
        return request;
    }

    public static HttpContent Protobuf(byte[] body, string mediaType = ProtobufMediaTypes.XProtobuf)
    {
        var content = new ByteArrayContent(body);
        content.Headers.ContentType = new MediaTypeHeaderValue(mediaType);
        return content;
    }

    public async ValueTask DisposeAsync()
    {
        Client.Dispose();
        await _app.StopAsync();
        await _app.DisposeAsync();
    }
}
