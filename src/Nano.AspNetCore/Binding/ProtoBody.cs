using System.Diagnostics.CodeAnalysis;
using Nano.Model.Building;
using System.Reflection;
using Microsoft.AspNetCore.Http;
using Nano.Buffers;

namespace Nano.AspNetCore;

/// <summary>
/// A minimal-API parameter bound from an <c>application/x-protobuf</c> request body:
/// <c>app.MapPost("/orders", (ProtoBody&lt;Order&gt; body) =&gt; ...)</c>. The body is read from the request's
/// <see cref="System.IO.Pipelines.PipeReader"/> and parsed without being copied into one array. A malformed body is a
/// 400, one over the server's MaxRequestBodySize a 413, another media type a 415 (see
/// <see cref="ProtobufBodyException"/>). Pooled when <see cref="NanoProtobufOptions.PoolMode"/> is set.
/// </summary>
/// <typeparam name="T">A contract type.</typeparam>
public sealed class ProtoBody<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>
{
    private ProtoBody(T value) => Value = value;

    /// <summary>The message.</summary>
    public T Value { get; }

    /// <summary>Called by minimal APIs to bind the parameter.</summary>
    /// <param name="context">The request.</param>
    /// <param name="parameter">The parameter being bound.</param>
    /// <returns>The bound body.</returns>
    /// <exception cref="ProtobufBodyException">The body cannot be bound.</exception>
    public static async ValueTask<ProtoBody<T>?> BindAsync(HttpContext context, ParameterInfo parameter)
    {
        var options = NanoProtobufOptions.From(context);
        return new ProtoBody<T>(await RequestBodyReader.ReadAsync<T>(context, options.Model, options.PoolMode));
    }
}

/// <summary>
/// Like <see cref="ProtoBody{T}"/>, always in pool mode: the message's <see cref="ReadOnlyMemory{T}"/> and
/// <see cref="Memory{T}"/> byte members live in pooled slabs leased for the request, and the lease is disposed when
/// the request ends (<see cref="HttpResponse.RegisterForDispose"/>). Never keep the message or its bytes beyond the
/// request.
/// </summary>
/// <typeparam name="T">A contract type.</typeparam>
public sealed class PooledProtoBody<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>
{
    private PooledProtoBody(PooledMessage<T> lease)
    {
        Lease = lease;
        Value = lease.Value;
    }

    /// <summary>The message; its pooled bytes are valid until the request ends.</summary>
    public T Value { get; }

    /// <summary>The lease, disposed by the request's end (exposed to tests, which check that it is).</summary>
    internal PooledMessage<T> Lease { get; }

    /// <summary>Called by minimal APIs to bind the parameter.</summary>
    /// <param name="context">The request.</param>
    /// <param name="parameter">The parameter being bound.</param>
    /// <returns>The bound body.</returns>
    /// <exception cref="ProtobufBodyException">The body cannot be bound.</exception>
    public static async ValueTask<PooledProtoBody<T>?> BindAsync(HttpContext context, ParameterInfo parameter) =>
        new PooledProtoBody<T>(await RequestBodyReader.ReadPooledAsync<T>(context,
            NanoProtobufOptions.From(context).Model));
}
