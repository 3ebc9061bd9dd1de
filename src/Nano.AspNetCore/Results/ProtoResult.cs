using System.Diagnostics.CodeAnalysis;
using Nano.Model.Building;
using Microsoft.AspNetCore.Http;

namespace Nano.AspNetCore;

/// <summary>
/// A minimal-API result that writes a message straight into the response's <see cref="System.IO.Pipelines.PipeWriter"/>
/// with <c>Content-Type: application/x-protobuf</c> and an exact <c>Content-Length</c>. Create it with
/// <see cref="ProtoResults.Message{T}(T, int)"/>.
/// </summary>
/// <typeparam name="T">A contract type.</typeparam>
public sealed class ProtoResult<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>
    : IResult, IStatusCodeHttpResult, IContentTypeHttpResult, IValueHttpResult, IValueHttpResult<T>
{
    internal ProtoResult(T value, int statusCode, RuntimeTypeModel? model)
    {
        if (value is null)
            throw new ArgumentNullException(nameof(value), $"The response message ({typeof(T).Name}) cannot be null.");
        Value = value;
        StatusCode = statusCode;
        Model = model;
    }

    /// <summary>The message.</summary>
    public T Value { get; }

    /// <summary>The response status code.</summary>
    public int StatusCode { get; }

    /// <summary>The model that writes the message; null for the one configured in
    /// <see cref="NanoProtobufOptions"/>.</summary>
    public RuntimeTypeModel? Model { get; }

    int? IStatusCodeHttpResult.StatusCode => StatusCode;

    object? IValueHttpResult.Value => Value;

    /// <summary><c>application/x-protobuf</c>.</summary>
    public string ContentType => ProtobufMediaTypes.XProtobuf;

    /// <summary>Writes the response.</summary>
    /// <param name="httpContext">The request.</param>
    /// <returns>A task that completes when the body has been flushed.</returns>
    public async Task ExecuteAsync(HttpContext httpContext)
    {
        ArgumentNullException.ThrowIfNull(httpContext);
        var model = Model ?? NanoProtobufOptions.From(httpContext).Model;
        await ResponseBodyWriter.WriteAsync(httpContext.Response, model, Value, StatusCode);
    }
}

/// <summary>Factories of <see cref="ProtoResult{T}"/>.</summary>
public static class ProtoResults
{
    /// <summary>A response whose body is <paramref name="value"/> as protobuf.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="value">The message; not null.</param>
    /// <param name="statusCode">The status code; default 200.</param>
    /// <returns>The result.</returns>
    public static ProtoResult<T> Message<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(T value,
        int statusCode = StatusCodes.Status200OK) => new(value, statusCode, null);

    /// <summary>A response whose body is <paramref name="value"/> as protobuf, written by
    /// <paramref name="model"/>.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="value">The message; not null.</param>
    /// <param name="model">The model that writes it.</param>
    /// <param name="statusCode">The status code; default 200.</param>
    /// <returns>The result.</returns>
    public static ProtoResult<T> Message<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(T value,
        RuntimeTypeModel model, int statusCode = StatusCodes.Status200OK)
    {
        ArgumentNullException.ThrowIfNull(model);
        return new(value, statusCode, model);
    }
}
