using Grpc.Core;
using Grpc.Core.Interceptors;
using Nano.Buffers;

namespace Nano.Grpc;

/// <summary>
/// Pool mode for server handlers: releases every <see cref="PooledMessage{T}"/> request a call receives when the call
/// ends, whether its handler returned, threw or was cancelled, so a handler cannot leak a lease.
/// </summary>
/// <remarks>
/// <para>The leases are registered with <c>HttpContext.Response.RegisterForDispose</c> (through
/// <c>ServerCallContext.GetHttpContext()</c>), not disposed when the handler returns: a unary response is serialized
/// after its handler returns and may still point into the request's pooled bytes (an echo, a forward). They are
/// therefore released once the HTTP/2 stream is complete, response included, or aborted.</para>
/// <para>Messages of a client or duplex stream are each registered as they are read, and all are released at the end
/// of the call; a handler of a long stream may dispose each lease itself as soon as it is done with it (disposing twice
/// is harmless). Requests of other types pass through untouched. Register it with
/// <see cref="NanoGrpcServiceExtensions.AddNanoPoolMode"/>.</para>
/// </remarks>
public sealed class PooledRequestInterceptor : Interceptor
{
    /// <inheritdoc />
    public override Task<TResponse> UnaryServerHandler<TRequest, TResponse>(TRequest request, ServerCallContext context, UnaryServerMethod<TRequest, TResponse> continuation)
    {
        Lease<TRequest>.Register(request, context);
        return continuation(request, context);
    }

    /// <inheritdoc />
    public override Task ServerStreamingServerHandler<TRequest, TResponse>(TRequest request, IServerStreamWriter<TResponse> responseStream, ServerCallContext context, ServerStreamingServerMethod<TRequest, TResponse> continuation)
    {
        Lease<TRequest>.Register(request, context);
        return continuation(request, responseStream, context);
    }

    /// <inheritdoc />
    public override Task<TResponse> ClientStreamingServerHandler<TRequest, TResponse>(IAsyncStreamReader<TRequest> requestStream, ServerCallContext context, ClientStreamingServerMethod<TRequest, TResponse> continuation) =>
        continuation(Lease<TRequest>.IsLease ? new LeasingStreamReader<TRequest>(requestStream, context) : requestStream, context);

    /// <inheritdoc />
    public override Task DuplexStreamingServerHandler<TRequest, TResponse>(IAsyncStreamReader<TRequest> requestStream, IServerStreamWriter<TResponse> responseStream, ServerCallContext context, DuplexStreamingServerMethod<TRequest, TResponse> continuation) =>
        continuation(Lease<TRequest>.IsLease ? new LeasingStreamReader<TRequest>(requestStream, context) : requestStream, responseStream, context);

    /// <summary>Whether <typeparamref name="T"/> is a <see cref="PooledMessage{T}"/>, decided once per type.</summary>
    private static class Lease<T>
    {
        public static readonly bool IsLease = typeof(T).IsGenericType && typeof(T).GetGenericTypeDefinition() == typeof(PooledMessage<>);

        public static void Register(T message, ServerCallContext context)
        {
            if (IsLease && message is IDisposable lease)
                context.GetHttpContext().Response.RegisterForDispose(lease);
        }
    }

    /// <summary>Registers each lease it reads for disposal at the end of the call.</summary>
    private sealed class LeasingStreamReader<T>(IAsyncStreamReader<T> inner, ServerCallContext context) : IAsyncStreamReader<T>
    {
        public T Current => inner.Current;

        public async Task<bool> MoveNext(CancellationToken cancellationToken)
        {
            if (!await inner.MoveNext(cancellationToken).ConfigureAwait(false))
                return false;
            Lease<T>.Register(inner.Current, context);
            return true;
        }
    }
}
