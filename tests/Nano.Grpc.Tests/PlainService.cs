using Grpc.Core;
using Nano.Buffers;

namespace Nano.Grpc.Tests;

/// <summary>A plain Grpc.AspNetCore service (no protobuf-net.Grpc): hand-written method definitions with Nano's
/// marshallers, bound the way Grpc.Tools' generated code binds (Grpc.AspNetCore takes each handler from the service
/// class's override of the base's virtual method of the same name).</summary>
[BindServiceMethod(typeof(PlainServiceBase), nameof(BindService))]
public abstract class PlainServiceBase
{
    public const string Name = "nano.grpc.tests.Plain";

    public static readonly Method<Note, Note> EchoMethod = NanoMarshallers.CreateMethod<Note, Note>(MethodType.Unary, Name, nameof(Echo));

    public static readonly Method<PooledMessage<Blob>, Blob> ForwardMethod = new(
        MethodType.Unary, Name, nameof(Forward), NanoMarshallers.CreatePooled<Blob>(), NanoMarshallers.Create<Blob>(malformedStatus: StatusCode.Internal));

    /// <summary>The client's view of <see cref="ForwardMethod"/>: a plain request.</summary>
    public static readonly Method<Blob, Blob> ForwardClientMethod = NanoMarshallers.CreateMethod<Blob, Blob>(MethodType.Unary, Name, nameof(Forward));

    public static void BindService(ServiceBinderBase binder, PlainServiceBase? service)
    {
        binder.AddMethod(EchoMethod, service is null ? null : service.Echo);
        binder.AddMethod(ForwardMethod, service is null ? null : service.Forward);
    }

    public abstract Task<Note> Echo(Note request, ServerCallContext context);

    public abstract Task<Blob> Forward(PooledMessage<Blob> request, ServerCallContext context);
}

public sealed class PlainService(LeaseLog log) : PlainServiceBase
{
    public override Task<Note> Echo(Note request, ServerCallContext context) => Task.FromResult(new Note { Text = request.Text, Number = -request.Number });

    public override Task<Blob> Forward(PooledMessage<Blob> request, ServerCallContext context) =>
        Task.FromResult(new Blob { Id = log.Add(request).Value.Id, Data = request.Value.Data });
}
