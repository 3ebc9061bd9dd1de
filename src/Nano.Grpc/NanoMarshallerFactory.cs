using System.Reflection;
using Grpc.Core;
using Nano.Buffers;
using ProtoBuf.Grpc.Configuration;

namespace Nano.Grpc;

/// <summary>
/// Nano as the serializer of protobuf-net.Grpc code-first services and clients: hand it to
/// <see cref="BinderConfiguration.Create(IList{MarshallerFactory}, ServiceBinder)"/>, or use
/// <c>NanoGrpcServiceExtensions.AddNanoCodeFirstGrpc</c> (server, .NET 8 and 10) and
/// <see cref="NanoGrpcClientExtensions.CreateNanoGrpcService{TService}(ChannelBase, RuntimeTypeModel?)"/> (client).
/// It serves every type the model knows (<see cref="RuntimeTypeModel.IsContract"/>) and <see cref="PooledMessage{T}"/>
/// of such a type (pool mode; see <c>PooledRequestInterceptor</c>); to also serve other types, list a second
/// factory after it (protobuf-net.Grpc asks each factory in turn).
/// </summary>
/// <remarks>The marshallers are those of <see cref="NanoMarshallers"/>. protobuf-net.Grpc keeps one marshaller per type
/// and configuration, used for requests and responses alike, so the status of a malformed message is chosen per
/// configuration: <see cref="StatusCode.InvalidArgument"/> for a server's (it reads requests),
/// <see cref="StatusCode.Internal"/> for a client's (it reads responses).</remarks>
public sealed class NanoMarshallerFactory : MarshallerFactory
{
    private static readonly MethodInfo CreatePooledMethod = typeof(NanoMarshallers).GetMethod(nameof(NanoMarshallers.CreatePooled))!;

    /// <summary>Creates a factory over a model.</summary>
    /// <param name="model">The model, or null for <see cref="RuntimeTypeModel.Default"/>.</param>
    /// <param name="malformedStatus">The status of the <see cref="RpcException"/> a malformed message becomes:
    /// <see cref="StatusCode.InvalidArgument"/> on a server, <see cref="StatusCode.Internal"/> on a client.</param>
    public NanoMarshallerFactory(RuntimeTypeModel? model = null, StatusCode malformedStatus = StatusCode.InvalidArgument)
    {
        Model = model ?? RuntimeTypeModel.Default;
        MalformedStatus = malformedStatus;
    }

    /// <summary>The model that describes the messages.</summary>
    public RuntimeTypeModel Model { get; }

    /// <summary>The status of the <see cref="RpcException"/> a malformed message becomes.</summary>
    public StatusCode MalformedStatus { get; }

    /// <summary>True for a type the model knows, or a <see cref="PooledMessage{T}"/> of one.</summary>
    /// <param name="type">A request or response type of a service method.</param>
    /// <returns>Whether this factory serializes it.</returns>
    protected override bool CanSerialize(Type type) => Model.IsContract(PooledMessageType(type) ?? type);

    /// <summary>The marshaller of <typeparamref name="T"/> (pooled for a <see cref="PooledMessage{T}"/>).</summary>
    /// <typeparam name="T">A type <see cref="CanSerialize"/> accepted.</typeparam>
    /// <returns>The marshaller.</returns>
    protected override Marshaller<T> CreateMarshaller<T>() => PooledMessageType(typeof(T)) is { } message
        ? (Marshaller<T>)CreatePooledMethod.MakeGenericMethod(message).Invoke(null, [Model, MalformedStatus])!
        : NanoMarshallers.Create<T>(Model, MalformedStatus);

    /// <summary>Encodes one message into a new array (the non-contextual path; the marshallers do not use
    /// it).</summary>
    /// <typeparam name="T">A message type.</typeparam>
    /// <param name="value">The message.</param>
    /// <returns>The protobuf bytes.</returns>
    protected override byte[] Serialize<T>(T value) => Model.SerializeToArray(value);

    /// <summary>Decodes one message from an array (the non-contextual path; the marshallers do not use it).</summary>
    /// <typeparam name="T">A message type.</typeparam>
    /// <param name="payload">The protobuf bytes.</param>
    /// <returns>The message.</returns>
    protected override T Deserialize<T>(byte[] payload)
    {
        try
        {
            return Model.Deserialize<T>(payload);
        }
        catch (Wire.ProtoException e)
        {
            throw MessageCodec.Malformed(e, MalformedStatus);
        }
    }

    private static Type? PooledMessageType(Type type) =>
        type.IsGenericType && type.GetGenericTypeDefinition() == typeof(PooledMessage<>) ? type.GetGenericArguments()[0] : null;
}
