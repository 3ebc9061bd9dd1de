using Grpc.AspNetCore.Server;
using Grpc.Core;
using Microsoft.Extensions.DependencyInjection;
using ProtoBuf.Grpc.Configuration;
using ProtoBuf.Grpc.Server;

namespace Nano.Grpc;

/// <summary>Server registration: protobuf-net.Grpc code-first services serialized by Nano, and pool mode.</summary>
public static class NanoGrpcServiceExtensions
{
    /// <summary>
    /// Hosts protobuf-net.Grpc code-first services (<c>app.MapGrpcService&lt;TService&gt;()</c>) with Nano doing all
    /// the serialization: registers a <see cref="BinderConfiguration"/> over a <see cref="NanoMarshallerFactory"/>
    /// (malformed requests answer <see cref="StatusCode.InvalidArgument"/>), then <c>AddCodeFirstGrpc</c> with pool
    /// mode on (<see cref="AddNanoPoolMode"/>), so a method may take a <see cref="Buffers.PooledMessage{T}"/> request.
    /// </summary>
    /// <param name="services">The application's services.</param>
    /// <param name="model">The model, or null for <see cref="RuntimeTypeModel.Default"/>.</param>
    /// <param name="configure">Further gRPC options (message size limits, more interceptors), or null.</param>
    /// <returns>The gRPC server builder.</returns>
    public static IGrpcServerBuilder AddNanoCodeFirstGrpc(this IServiceCollection services, RuntimeTypeModel? model = null, Action<GrpcServiceOptions>? configure = null)
    {
        ArgumentNullException.ThrowIfNull(services);
        // protobuf-net.Grpc's server binding takes the BinderConfiguration from the container when there is one.
        services.AddSingleton(BinderConfiguration.Create([new NanoMarshallerFactory(model, StatusCode.InvalidArgument)]));
        return services.AddCodeFirstGrpc(options =>
        {
            options.AddNanoPoolMode();
            configure?.Invoke(options);
        });
    }

    /// <summary>
    /// Adds <see cref="PooledRequestInterceptor"/>: every <see cref="Buffers.PooledMessage{T}"/> request a call
    /// receives (the request of a unary or server-streaming call, each message of a client or duplex stream) is
    /// disposed when the call's HTTP request ends, whether the handler returned, threw or was cancelled. Use it with
    /// <see cref="NanoMarshallers.CreatePooled{T}"/> in plain Grpc.AspNetCore services
    /// (<c>AddGrpc(o =&gt; o.AddNanoPoolMode())</c>); <see cref="AddNanoCodeFirstGrpc"/> adds it already.
    /// </summary>
    /// <param name="options">The gRPC service options.</param>
    /// <returns>The same options.</returns>
    public static GrpcServiceOptions AddNanoPoolMode(this GrpcServiceOptions options)
    {
        ArgumentNullException.ThrowIfNull(options);
        if (!options.Interceptors.Any(i => i.Type == typeof(PooledRequestInterceptor)))
            options.Interceptors.Add<PooledRequestInterceptor>();
        return options;
    }
}
