using System.Diagnostics.CodeAnalysis;
using Nano.Model.Building;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Http.Features;
using Nano.Buffers;
using Nano.Wire;

namespace Nano.AspNetCore;

/// <summary>Reads a request body as one message: media type check, the server's body size limit, pool-mode leases
/// tied to the request, and errors as <see cref="ProtobufBodyException"/>.</summary>
internal static class RequestBodyReader
{
    public static async ValueTask<T> ReadAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        HttpContext context, RuntimeTypeModel model, bool pooled)
    {
        if (pooled)
            return (await ReadPooledAsync<T>(context, model)).Value;
        var limit = CheckHeaders<T>(context);
        try
        {
            return await model.DeserializeAsync<T>(context.Request.BodyReader, limit, context.RequestAborted);
        }
        catch (Exception e) when (Translate<T>(e, limit) is { } translated)
        {
            throw RejectedBodyLog.Log<T>(context, translated);
        }
    }

    /// <summary>Reads in pool mode; the lease is registered for disposal when the request ends.</summary>
    public static async ValueTask<PooledMessage<T>> ReadPooledAsync<
        [DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(HttpContext context, RuntimeTypeModel model)
    {
        var limit = CheckHeaders<T>(context);
        PooledMessage<T> lease;
        try
        {
            lease = await model.DeserializePooledAsync<T>(context.Request.BodyReader, limit, context.RequestAborted);
        }
        catch (Exception e) when (Translate<T>(e, limit) is { } translated)
        {
            throw RejectedBodyLog.Log<T>(context, translated);
        }
        context.Response.RegisterForDispose(lease); // the slabs go back to the pool when the request ends
        return lease;
    }

    private static int CheckHeaders<T>(HttpContext context)
    {
        var request = context.Request;
        if (!ProtobufMediaTypes.IsProtobuf(request.ContentType))
            throw RejectedBodyLog.Log<T>(context,
                new ProtobufBodyException(StatusCodes.Status415UnsupportedMediaType, "Unsupported media type",
                    $"{typeof(T).Name} bodies must be sent as {ProtobufMediaTypes.XProtobuf}, "
                    + $"not '{request.ContentType}'."));

        var limit = Limit(context);
        if (request.ContentLength > limit)
            throw RejectedBodyLog.Log<T>(context, TooLarge<T>(request.ContentLength.Value, limit, null));
        return limit;
    }

    // Malformed input is the client's fault (400); so is a body over the limit, whether Nano or Kestrel counted it
    // (413).
    private static ProtobufBodyException? Translate<T>(Exception e, int limit) => e switch
    {
        MessageTooLargeException tooLarge => TooLarge<T>(tooLarge.Length, limit, e),
        ProtoException =>
            new ProtobufBodyException(StatusCodes.Status400BadRequest, "Malformed protobuf body", e.Message, e),
        BadHttpRequestException { StatusCode: StatusCodes.Status413PayloadTooLarge } and not ProtobufBodyException =>
            TooLarge<T>(limit + 1L, limit, e),
        _ => null,
    };

    /// <summary>The server's request body size limit for this request (Kestrel's MaxRequestBodySize unless an endpoint
    /// changed it), capped at the largest message Nano reads.</summary>
    private static int Limit(HttpContext context)
    {
        var max = context.Features.Get<IHttpMaxRequestBodySizeFeature>()?.MaxRequestBodySize;
        return max is null or > int.MaxValue ? int.MaxValue : (int)max.Value;
    }

    private static ProtobufBodyException TooLarge<T>(long length, int limit, Exception? inner) =>
        new(StatusCodes.Status413PayloadTooLarge, "Request body too large",
            $"The {typeof(T).Name} body of {(inner is null ? $"{length} bytes" : "more than " + limit + " bytes")} "
            + $"exceeds the server's limit of {limit} bytes.", inner);
}
