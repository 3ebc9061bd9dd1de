using System.Buffers;
using System.Diagnostics;
using System.Text.Json;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.DependencyInjection;

namespace Nano.AspNetCore;

/// <summary>Turns a <see cref="ProtobufBodyException"/> into a problem-details response (RFC 9457) with its status
/// code.</summary>
internal sealed class ProtobufErrorMiddleware(RequestDelegate next)
{
    public async Task InvokeAsync(HttpContext context)
    {
        try
        {
            await next(context);
        }
        catch (ProtobufBodyException e) when (!context.Response.HasStarted)
        {
            context.Response.Clear();
            context.Response.StatusCode = e.StatusCode;
            var problem = new ProblemDetails { Status = e.StatusCode, Title = e.Title, Detail = e.Message };
            var service = context.RequestServices.GetService<IProblemDetailsService>();
            if (service is null
                || !await service.TryWriteAsync(
                    new ProblemDetailsContext { HttpContext = context, ProblemDetails = problem, Exception = e }))
                await WriteProblemAsync(context, problem);
        }
    }

    /// <summary>
    /// Writes the problem without JSON serialization options: Results.Problem needs a type resolver that knows
    /// ProblemDetails, which a NativeAOT app (reflection-based JSON off) has only once AddProblemDetails() added it; it
    /// then wrote an empty 400 body.
    /// </summary>
    private static async Task WriteProblemAsync(HttpContext context, ProblemDetails problem)
    {
        var buffer = new ArrayBufferWriter<byte>(256);
        using (var json = new Utf8JsonWriter(buffer))
        {
            json.WriteStartObject();
            if (TypeOf(problem.Status) is { } type)
                json.WriteString("type", type);
            json.WriteString("title", problem.Title);
            json.WriteNumber("status", problem.Status ?? context.Response.StatusCode);
            json.WriteString("detail", problem.Detail);
            json.WriteString("traceId", Activity.Current?.Id ?? context.TraceIdentifier);
            json.WriteEndObject();
        }
        context.Response.ContentType = "application/problem+json";
        context.Response.ContentLength = buffer.WrittenCount;
        await context.Response.Body.WriteAsync(buffer.WrittenMemory, context.RequestAborted);
    }

    // The RFC 9110 sections of the statuses Nano answers with, as ASP.NET Core's own problem details give them.
    private static string? TypeOf(int? status) => status switch
    {
        StatusCodes.Status400BadRequest => "https://tools.ietf.org/html/rfc9110#section-15.5.1",
        StatusCodes.Status413PayloadTooLarge => "https://tools.ietf.org/html/rfc9110#section-15.5.14",
        StatusCodes.Status415UnsupportedMediaType => "https://tools.ietf.org/html/rfc9110#section-15.5.16",
        _ => null,
    };
}
