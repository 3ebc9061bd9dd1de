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
/// <para>Messages of a client or duplex stream are kept as they are read, and those still alive are released at the end
/// of the call. A handler of a long stream may dispose each lease itself as soon as it is done with it (disposing twice
/// is harmless): disposed leases are dropped as the stream goes on, so the call holds only the live ones. Requests of
/// other types pass through untouched. Register it with <see cref="NanoGrpcServiceExtensions.AddNanoPoolMode"/>.</para>
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

        /// <summary><see cref="PooledMessage{T}.IsDisposed"/> of a lease of type <typeparamref name="T"/>.</summary>
        public static readonly Func<T, bool>? IsDisposed = IsLease
            ? typeof(T).GetProperty(nameof(PooledMessage<object>.IsDisposed))!.GetMethod!.CreateDelegate<Func<T, bool>>()
            : null;

        public static void Register(T message, ServerCallContext context)
        {
            if (IsLease && message is IDisposable lease)
                context.GetHttpContext().Response.RegisterForDispose(lease);
        }
    }

    /// <summary>Keeps each lease it reads and disposes those still alive when the call's HTTP request ends. Leases the
    /// handler disposed itself are dropped as the stream goes on, so a long stream holds only the live ones.</summary>
    private sealed class LeasingStreamReader<T>(IAsyncStreamReader<T> inner, ServerCallContext context) : IAsyncStreamReader<T>, IDisposable
    {
        private const int PruneEvery = 32;
        private readonly List<T> _leases = [];
        private bool _registered;
        private bool _disposed;

        public T Current => inner.Current;

        public async Task<bool> MoveNext(CancellationToken cancellationToken)
        {
            if (!await inner.MoveNext(cancellationToken).ConfigureAwait(false))
                return false;
            Keep(inner.Current);
            return true;
        }

        private void Keep(T lease)
        {
            if (lease is null)
                return;
            lock (_leases)
            {
                if (_disposed)
                {
                    ((IDisposable)lease).Dispose(); // read after the call ended: nothing else will release it
                    return;
                }
                if (_leases.Count >= PruneEvery)
                    _leases.RemoveAll(l => Lease<T>.IsDisposed!(l));
                _leases.Add(lease);
                if (!_registered)
                {
                    _registered = true;
                    context.GetHttpContext().Response.RegisterForDispose(this);
                }
            }
        }

        public void Dispose()
        {
            lock (_leases)
            {
                _disposed = true;
                foreach (var lease in _leases)
                    ((IDisposable)lease!).Dispose();
                _leases.Clear();
            }
        }
    }
}
