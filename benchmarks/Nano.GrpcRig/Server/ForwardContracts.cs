using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.Buffers;
using ProtoBuf.Grpc;
using ProtoBuf.Grpc.Configuration;

namespace Nano.GrpcRig.Server;

/// <summary>The one gRPC method every variant serves: <c>/nano.rig.ForwardService/Forward</c>.</summary>
public static class ForwardService
{
    public const string Name = "nano.rig.ForwardService";

    public const string Method = "Forward";
}

/// <summary>Code-first W1 with Nano's code-first types (variant nano-pbnet-grpc).</summary>
[Service(ForwardService.Name)]
public interface INanoForward
{
    ValueTask<ForwardResponse> Forward(ForwardRequest request, CallContext context = default);
}

/// <summary>Code-first W1 with the request in pool mode (variant nano-pool).</summary>
[Service(ForwardService.Name)]
public interface INanoPooledForward
{
    ValueTask<ForwardResponse> Forward(PooledMessage<ForwardRequest> request, CallContext context = default);
}

/// <summary>Code-first W1 with protobuf-net's attributed types (variant pbnet).</summary>
[Service(ForwardService.Name)]
public interface IPbnetForward
{
    ValueTask<Pbnet.ForwardResponse> Forward(Pbnet.ForwardRequest request, CallContext context = default);
}
