using System.Diagnostics.CodeAnalysis;
using Nano.Model.Building;
using Microsoft.AspNetCore.Http;

namespace Nano.AspNetCore;

/// <summary>Writes one message as a response body: measured first for Content-Length, then encoded straight into the
/// response's pipe (no intermediate array), then flushed.</summary>
internal static class ResponseBodyWriter
{
    public static async Task WriteAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(HttpResponse response,
        RuntimeTypeModel model, T value, int statusCode)
    {
        var length = model.Measure(value);
        response.StatusCode = statusCode;
        response.ContentType = ProtobufMediaTypes.XProtobuf;
        response.ContentLength = length;
        model.Serialize(response.BodyWriter, value);
        await response.BodyWriter.FlushAsync(response.HttpContext.RequestAborted);
    }
}
