using Grpc.Core;
using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.Grpc;

namespace Nano.GrpcRig.Server;

/// <summary>Variant nano-plain: a hand-written method definition over Nano's marshallers, bound the way generated
/// code binds (Grpc.AspNetCore calls <see cref="BindService"/> with the service instance's handler).</summary>
[BindServiceMethod(typeof(PlainForwardServiceBase), nameof(BindService))]
public abstract class PlainForwardServiceBase
{
    public static readonly Method<ForwardRequest, ForwardResponse> ForwardMethod =
        NanoMarshallers.CreateMethod<ForwardRequest, ForwardResponse>(MethodType.Unary, ForwardService.Name, ForwardService.Method, RigModel.Instance);

    public static void BindService(ServiceBinderBase binder, PlainForwardServiceBase? service) =>
        binder.AddMethod(ForwardMethod, service is null ? null : service.Forward);

    public abstract Task<ForwardResponse> Forward(ForwardRequest request, ServerCallContext context);
}

public sealed class PlainForwardService : PlainForwardServiceBase
{
    public override Task<ForwardResponse> Forward(ForwardRequest request, ServerCallContext context) =>
        Task.FromResult(ForwardHandlers.BuildNano(request));
}

/// <summary>The Nano models of the Nano variants: the emit (IL-compiled) backend, as a server would run.</summary>
public static class RigModel
{
    /// <summary>The copying variants' model.</summary>
    public static readonly RuntimeTypeModel Instance = Create(recycle: false);

    /// <summary>The pool variant's model: pooled reads also recycle the request's objects and lists, which go back to
    /// the model's pools when the call's lease is released.</summary>
    public static readonly RuntimeTypeModel Pooled = Create(recycle: true);

    private static RuntimeTypeModel Create(bool recycle)
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = SerializerBackend.Emit;
        model.RecycleMessages = recycle;
        if (recycle)
        {
            // The request's types must recycle, or the pool variant would measure ordinary objects.
            foreach (var type in new[] { typeof(ForwardRequest), typeof(ForwardPerItemRequest) })
            {
                if (!model.IsRecycled(type, out var reason))
                    throw new InvalidOperationException($"{type.Name} does not recycle: {reason}");
            }
        }
        return model;
    }
}
