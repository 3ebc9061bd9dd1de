using System.Reflection;
using Grpc.Core;
using Nano.Buffers;
using ProtoBuf.Grpc;

namespace Nano.Grpc;

/// <summary>One rpc of a code-first service contract, as protobuf-net.Grpc binds it: its name, message types and which
/// sides stream. Read from the method's signature: the first parameter is the request (<see cref="IAsyncEnumerable{T}"/>
/// when the client streams), any further ones a <see cref="CallContext"/> or <see cref="CancellationToken"/>; the return
/// is the response (<see cref="IAsyncEnumerable{T}"/> when the server streams), possibly in a Task or ValueTask.</summary>
internal sealed record Operation(string Name, MethodInfo Method, Type Request, Type Response, MethodType Kind)
{
    public static Operation Read(MethodInfo method, string name)
    {
        var parameters = method.GetParameters();
        if (parameters.Length == 0 || parameters.Skip(1).Any(p => p.ParameterType != typeof(CallContext) && p.ParameterType != typeof(CancellationToken)))
            throw Unsupported(method, "take the request first, then optionally a CallContext or CancellationToken");
        var (request, clientStreams) = Unstream(parameters[0].ParameterType);
        var returned = method.ReturnType;
        if (returned.IsGenericType && (returned.GetGenericTypeDefinition() == typeof(Task<>) || returned.GetGenericTypeDefinition() == typeof(ValueTask<>)))
            returned = returned.GetGenericArguments()[0];
        else if (returned == typeof(void) || returned == typeof(Task) || returned == typeof(ValueTask))
            throw Unsupported(method, "return a response message");
        var (response, serverStreams) = Unstream(returned);
        var kind = (clientStreams, serverStreams) switch
        {
            (false, false) => MethodType.Unary,
            (false, true) => MethodType.ServerStreaming,
            (true, false) => MethodType.ClientStreaming,
            (true, true) => MethodType.DuplexStreaming,
        };
        return new Operation(name, method, Unpool(request), Unpool(response), kind);
    }

    private static (Type Message, bool Streams) Unstream(Type type) =>
        type.IsGenericType && type.GetGenericTypeDefinition() == typeof(IAsyncEnumerable<>) ? (type.GetGenericArguments()[0], true) : (type, false);

    // A pooled request is the same message on the wire.
    private static Type Unpool(Type type) =>
        type.IsGenericType && type.GetGenericTypeDefinition() == typeof(PooledMessage<>) ? type.GetGenericArguments()[0] : type;

    private static NotSupportedException Unsupported(MethodInfo method, string rule) =>
        new($"{method.DeclaringType?.FullName}.{method.Name} has no .proto form: an rpc method must {rule}.");
}
