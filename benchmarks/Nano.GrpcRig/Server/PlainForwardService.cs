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

/// <summary>The Nano model every Nano variant uses: the emit (IL-compiled) backend, as a server would run.</summary>
public static class RigModel
{
    public static readonly RuntimeTypeModel Instance = Create();

    private static RuntimeTypeModel Create()
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = SerializerBackend.Emit;
        return model;
    }
}
