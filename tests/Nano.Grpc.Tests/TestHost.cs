using System.Collections.Concurrent;
using System.Net;
using Grpc.Net.Client;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Server.Kestrel.Core;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace Nano.Grpc.Tests;

/// <summary>A real Kestrel on 127.0.0.1 (port 0) speaking HTTP/2 without TLS (h2c), and a Grpc.Net.Client channel to
/// it. Errors the server logs are kept, so a test can assert that nothing went unhandled.</summary>
internal sealed class TestHost : IAsyncDisposable
{
    private readonly WebApplication _app;

    private TestHost(WebApplication app, string address, ErrorLog errors)
    {
        _app = app;
        Address = address;
        Errors = errors;
        Channel = NewChannel();
    }

    public string Address { get; }

    public GrpcChannel Channel { get; }

    /// <summary>Error-level entries the server logged (an exception a handler let escape is one).</summary>
    public ErrorLog Errors { get; }

    public IServiceProvider Services => _app.Services;

    /// <summary>Starts a server: <paramref name="services"/> registers gRPC, <paramref name="map"/> maps the services.</summary>
    public static async Task<TestHost> StartAsync(Action<IServiceCollection> services, Action<WebApplication> map)
    {
        var builder = WebApplication.CreateSlimBuilder();
        var errors = new ErrorLog();
        builder.Logging.ClearProviders();
        builder.Logging.AddProvider(errors);
        builder.WebHost.ConfigureKestrel(kestrel => kestrel.Listen(IPAddress.Loopback, 0, listen => listen.Protocols = HttpProtocols.Http2));
        services(builder.Services);
        var app = builder.Build();
        map(app);
        await app.StartAsync();
        var address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.Single();
        return new TestHost(app, address, errors);
    }

    /// <summary>A channel of its own (to disconnect without disturbing <see cref="Channel"/>).</summary>
    public GrpcChannel NewChannel(int? maxReceiveMessageSize = null) => GrpcChannel.ForAddress(Address, new GrpcChannelOptions
    {
        HttpHandler = new SocketsHttpHandler { EnableMultipleHttp2Connections = true },
        MaxReceiveMessageSize = maxReceiveMessageSize,
    });

    public async ValueTask DisposeAsync()
    {
        Channel.Dispose();
        await _app.StopAsync();
        await _app.DisposeAsync();
    }

    internal sealed class ErrorLog : ILoggerProvider, ILogger
    {
        public ConcurrentQueue<string> Entries { get; } = new();

        public ILogger CreateLogger(string categoryName) => this;

        public IDisposable? BeginScope<TState>(TState state) where TState : notnull => null;

        public bool IsEnabled(LogLevel logLevel) => logLevel >= LogLevel.Error;

        public void Log<TState>(LogLevel logLevel, EventId eventId, TState state, Exception? exception, Func<TState, Exception?, string> formatter)
        {
            if (IsEnabled(logLevel))
                Entries.Enqueue($"{logLevel}: {formatter(state, exception)} {exception}");
        }

        public void Dispose()
        {
        }
    }
}
