using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.DependencyInjection;

namespace Nano.AspNetCore;

/// <summary>Turns a <see cref="ProtobufBodyException"/> into a problem-details response (RFC 9457) with its status code.</summary>
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
            if (service is null || !await service.TryWriteAsync(new ProblemDetailsContext { HttpContext = context, ProblemDetails = problem, Exception = e }))
                await Microsoft.AspNetCore.Http.Results.Problem(problem).ExecuteAsync(context);
        }
    }
}
