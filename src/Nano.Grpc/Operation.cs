using System.Reflection;
using Grpc.Core;
using Nano.Buffers;
using ProtoBuf.Grpc;

namespace Nano.Grpc;

/// <summary>One rpc of a code-first service contract, as protobuf-net.Grpc binds it: its name, message types and which
/// sides stream. Read from the method's signature: an optional request first (<see cref="IAsyncEnumerable{T}"/> when
/// the client streams), then optionally a <see cref="CallContext"/> or <see cref="CancellationToken"/>; the return is
/// the response (<see cref="IAsyncEnumerable{T}"/> when the server streams), possibly in a Task or ValueTask. A method
/// without a request, or returning void, Task or ValueTask, sends google.protobuf.Empty there: its
/// <see cref="Request"/> or <see cref="Response"/> is null.</summary>
internal sealed record Operation(string Name, MethodInfo Method, Type? Request, Type? Response, MethodType Kind)
{
    /// <summary>The .proto file that defines google.protobuf.Empty.</summary>
    public const string EmptyImport = "google/protobuf/empty.proto";

    /// <summary>Whether either side is google.protobuf.Empty.</summary>
    public bool UsesEmpty => Request is null || Response is null;

    public static Operation Read(MethodInfo method, string name)
    {
        var parameters = method.GetParameters().Select(p => p.ParameterType).ToList();
        var hasRequest = parameters.Count > 0 && !IsContext(parameters[0]);
        var contexts = parameters.Skip(hasRequest ? 1 : 0).ToList();
        if (contexts.Count > 1 || contexts.Any(p => !IsContext(p)))
            throw Unsupported(method, "take the request (if any) first, then at most one CallContext or CancellationToken");
        var (request, clientStreams) = hasRequest ? Unstream(parameters[0]) : (null, false);

        var returned = method.ReturnType;
        Type? response;
        bool serverStreams;
        if (returned == typeof(void) || returned == typeof(Task) || returned == typeof(ValueTask))
        {
            (response, serverStreams) = (null, false);
        }
        else
        {
            if (returned.IsGenericType && (returned.GetGenericTypeDefinition() == typeof(Task<>) || returned.GetGenericTypeDefinition() == typeof(ValueTask<>)))
                returned = returned.GetGenericArguments()[0];
            (response, serverStreams) = Unstream(returned);
        }
        var kind = (clientStreams, serverStreams) switch
        {
            (false, false) => MethodType.Unary,
            (false, true) => MethodType.ServerStreaming,
            (true, false) => MethodType.ClientStreaming,
            (true, true) => MethodType.DuplexStreaming,
        };
        return new Operation(name, method, Unpool(request), Unpool(response), kind);
    }

    private static bool IsContext(Type type) => type == typeof(CallContext) || type == typeof(CancellationToken);

    private static (Type Message, bool Streams) Unstream(Type type) =>
        type.IsGenericType && type.GetGenericTypeDefinition() == typeof(IAsyncEnumerable<>) ? (type.GetGenericArguments()[0], true) : (type, false);

    // A pooled request is the same message on the wire.
    private static Type? Unpool(Type? type) =>
        type is { IsGenericType: true } && type.GetGenericTypeDefinition() == typeof(PooledMessage<>) ? type.GetGenericArguments()[0] : type;

    private static NotSupportedException Unsupported(MethodInfo method, string rule) =>
        new($"{method.DeclaringType?.FullName}.{method.Name} has no .proto form: an rpc method must {rule}.");
}
