using Grpc.Core;
using Nano.GrpcRig.Server;

namespace Nano.GrpcRig.Client;

/// <summary>
/// The client's view of <c>/nano.rig.ForwardService/Forward</c> as raw bytes. Every variant is driven by the same
/// client doing the same (minimal) work: it sends one pre-serialized W1 request and, when timing, only notes the
/// response's length, so differences between cells are the servers', not the clients' serializers.
/// </summary>
public static class RawForward
{
    private static readonly Marshaller<byte[]> Request = new((body, context) => context.Complete(body), context => context.PayloadAsNewBuffer());

    /// <summary>Timed calls: the response's payload length, without reading or copying it.</summary>
    public static readonly Method<byte[], PayloadLength> Timed = new(MethodType.Unary, ForwardService.Name, ForwardService.Method,
        Request, new Marshaller<PayloadLength>((_, _) => throw new NotSupportedException(), context => new PayloadLength(context.PayloadLength)));

    /// <summary>The checking call: the response's bytes.</summary>
    public static readonly Method<byte[], byte[]> Checked = new(MethodType.Unary, ForwardService.Name, ForwardService.Method, Request, Request);
}

/// <summary>A timed call's response: only its length (gRPC wants a reference type).</summary>
public sealed record PayloadLength(int Value);
