using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;
using Nano.Wire;

namespace Nano.AspNetCore;

/// <summary>
/// Logs each request body Nano rejects (400, 413, 415) under the category <see cref="Category"/>, at Information: the
/// status, the message type and why (the <see cref="ProtoException"/>'s message when there is one). The client gets
/// the same text in its problem details; without this line an operator sees only the status code.
/// </summary>
internal static class RejectedBodyLog
{
    /// <summary>The logger category (filter it like any other:
    /// <c>"Logging:LogLevel:Nano.AspNetCore": "Warning"</c>).</summary>
    public const string Category = "Nano.AspNetCore.RequestBody";

    private static readonly Action<ILogger, string, int, string, Exception?> Rejected =
        LoggerMessage.Define<string, int, string>(
            LogLevel.Information,
            new EventId(1, "ProtobufBodyRejected"),
            "Rejected a request body of type {MessageType} with status {StatusCode}: {Reason}");

    /// <summary>Logs <paramref name="rejection"/> and returns it, for
    /// <c>throw RejectedBodyLog.Log&lt;T&gt;(...)</c>.</summary>
    public static ProtobufBodyException Log<T>(HttpContext context, ProtobufBodyException rejection)
    {
        var factory = context.RequestServices?.GetService<ILoggerFactory>();
        if (factory is not null)
        {
            var reason = rejection.InnerException is ProtoException proto ? proto.Message : rejection.Message;
            Rejected(factory.CreateLogger(Category), typeof(T).FullName ?? typeof(T).Name, rejection.StatusCode, reason,
                null);
        }
        return rejection;
    }
}
