using System.Runtime.CompilerServices;
using Grpc.Core;
using ProtoBuf.Grpc.Client;
using ProtoBuf.Grpc.Configuration;

namespace Nano.Grpc;

/// <summary>Client registration: protobuf-net.Grpc code-first clients serialized by Nano.</summary>
public static class NanoGrpcClientExtensions
{
    // One ClientFactory per model: protobuf-net.Grpc builds and caches a proxy type per factory, so a new factory per
    // client would build the proxy again each time.
    private static readonly ConditionalWeakTable<RuntimeTypeModel, ClientFactory> Factories = new();

    /// <summary>The protobuf-net.Grpc client factory whose marshallers are Nano's (malformed responses become
    /// <see cref="StatusCode.Internal"/>); one per model, cached.</summary>
    /// <param name="model">The model, or null for <see cref="RuntimeTypeModel.Default"/>.</param>
    /// <returns>The client factory.</returns>
    public static ClientFactory NanoClientFactory(RuntimeTypeModel? model = null) =>
        Factories.GetValue(model ?? RuntimeTypeModel.Default,
            static m => ClientFactory.Create(BinderConfiguration.Create([new NanoMarshallerFactory(m, StatusCode.Internal)])));

    /// <summary>A client of a code-first service contract over <paramref name="channel"/>, with Nano
    /// serializing.</summary>
    /// <typeparam name="TService">The service interface.</typeparam>
    /// <param name="channel">The channel (e.g. a <c>GrpcChannel</c>).</param>
    /// <param name="model">The model, or null for <see cref="RuntimeTypeModel.Default"/>.</param>
    /// <returns>The client.</returns>
    public static TService CreateNanoGrpcService<TService>(this ChannelBase channel, RuntimeTypeModel? model = null)
        where TService : class => channel.CreateGrpcService<TService>(NanoClientFactory(model));

    /// <summary>A client of a code-first service contract over <paramref name="invoker"/>, with Nano
    /// serializing.</summary>
    /// <typeparam name="TService">The service interface.</typeparam>
    /// <param name="invoker">The call invoker (e.g. one with client interceptors).</param>
    /// <param name="model">The model, or null for <see cref="RuntimeTypeModel.Default"/>.</param>
    /// <returns>The client.</returns>
    public static TService CreateNanoGrpcService<TService>(this CallInvoker invoker, RuntimeTypeModel? model = null)
        where TService : class => invoker.CreateGrpcService<TService>(NanoClientFactory(model));
}
