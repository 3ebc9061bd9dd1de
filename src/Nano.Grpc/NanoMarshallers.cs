using Grpc.Core;
using Nano.Buffers;

namespace Nano.Grpc;

/// <summary>
/// <see cref="Marshaller{T}"/>s backed by a Nano <see cref="RuntimeTypeModel"/>, for hand-written
/// <see cref="Method{TRequest, TResponse}"/> definitions (plain Grpc.AspNetCore services and Grpc.Net.Client calls).
/// They use gRPC's contextual API: a message is measured, then encoded straight into gRPC's buffer writer, and read
/// from gRPC's payload as a <see cref="System.Buffers.ReadOnlySequence{T}"/> without being copied into one array.
/// </summary>
/// <remarks>
/// <para><b>Errors.</b> A malformed message is never an unhandled exception: the deserializer throws an
/// <see cref="RpcException"/> whose detail is the <see cref="Wire.ProtoException"/>'s message (reason, byte offset,
/// field number and type). Its status is the <c>malformedStatus</c> the marshaller was made with:
/// <see cref="StatusCode.InvalidArgument"/> for requests (only a server reads them, and the client sent bad bytes) and
/// <see cref="StatusCode.Internal"/> for responses (only a client reads them, and the server broke the contract).
/// <see cref="CreateMethod{TRequest, TResponse}"/> picks both for you. A message that would exceed gRPC's 2 GiB frame
/// fails to serialize with <see cref="StatusCode.ResourceExhausted"/>.</para>
/// <para>Oversized incoming messages are refused by gRPC itself (<c>MaxReceiveMessageSize</c>, status
/// <see cref="StatusCode.ResourceExhausted"/>) from the frame's length prefix, before Nano sees or allocates
/// anything.</para>
/// <para>With <see cref="RuntimeTypeModel.AliasInputMemory"/> on, the payload is first copied into one array (gRPC
/// reuses its buffers once the deserializer returns, so members must not alias them).</para>
/// </remarks>
public static class NanoMarshallers
{
    /// <summary>A marshaller for <typeparamref name="T"/>.</summary>
    /// <typeparam name="T">A message type of <paramref name="model"/>.</typeparam>
    /// <param name="model">The model, or null for <see cref="RuntimeTypeModel.Default"/>.</param>
    /// <param name="malformedStatus">The status of the <see cref="RpcException"/> a malformed message becomes
    /// (see the remarks on <see cref="NanoMarshallers"/>).</param>
    /// <returns>The marshaller.</returns>
    public static Marshaller<T> Create<T>(RuntimeTypeModel? model = null, StatusCode malformedStatus = StatusCode.InvalidArgument)
    {
        var m = model ?? RuntimeTypeModel.Default;
        return new Marshaller<T>(
            (value, context) => MessageCodec.Write(m, value, context),
            context => MessageCodec.Read<T>(m, context, malformedStatus));
    }

    /// <summary>
    /// A marshaller that reads <typeparamref name="T"/> in pool mode
    /// (<see cref="RuntimeTypeModel.DeserializePooled{T}(System.Buffers.ReadOnlySequence{byte})"/>): its byte members
    /// live in pooled memory owned by the <see cref="PooledMessage{T}"/> lease. On a server, register
    /// <c>PooledRequestInterceptor</c> (<c>NanoGrpcServiceExtensions.AddNanoPoolMode</c>, .NET 8 and 10) so that every
    /// lease a call receives is released when the call ends. Writing a lease writes its
    /// <see cref="PooledMessage{T}.Value"/>.
    /// </summary>
    /// <typeparam name="T">A message type of <paramref name="model"/>.</typeparam>
    /// <param name="model">The model, or null for <see cref="RuntimeTypeModel.Default"/>.</param>
    /// <param name="malformedStatus">The status of the <see cref="RpcException"/> a malformed message becomes.</param>
    /// <returns>The marshaller.</returns>
    public static Marshaller<PooledMessage<T>> CreatePooled<T>(RuntimeTypeModel? model = null, StatusCode malformedStatus = StatusCode.InvalidArgument)
    {
        var m = model ?? RuntimeTypeModel.Default;
        return new Marshaller<PooledMessage<T>>(
            (lease, context) => MessageCodec.Write(m, lease.Value, context),
            context => MessageCodec.ReadPooled<T>(m, context, malformedStatus));
    }

    /// <summary>A method definition whose request marshaller reports malformed requests as
    /// <see cref="StatusCode.InvalidArgument"/> and whose response marshaller reports malformed responses as
    /// <see cref="StatusCode.Internal"/>; usable on both the server and the client.</summary>
    /// <typeparam name="TRequest">The request message type.</typeparam>
    /// <typeparam name="TResponse">The response message type.</typeparam>
    /// <param name="type">Unary or which side streams.</param>
    /// <param name="serviceName">The full service name (<c>package.Service</c>).</param>
    /// <param name="name">The method name.</param>
    /// <param name="model">The model, or null for <see cref="RuntimeTypeModel.Default"/>.</param>
    /// <returns>The method.</returns>
    public static Method<TRequest, TResponse> CreateMethod<TRequest, TResponse>(
        MethodType type, string serviceName, string name, RuntimeTypeModel? model = null) =>
        new(type, serviceName, name, Create<TRequest>(model, StatusCode.InvalidArgument), Create<TResponse>(model, StatusCode.Internal));
}
