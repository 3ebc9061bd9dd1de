using System.Collections.Concurrent;
using Microsoft.AspNetCore.Http;

namespace Nano.AspNetCore.Mvc;

/// <summary>Calls the generic request and response paths for a type known only at run time (MVC hands formatters a
/// <see cref="Type"/>); one cached instance per type.</summary>
internal abstract class MessageAdapter
{
    private static readonly ConcurrentDictionary<Type, MessageAdapter> Cache = new();

    public static MessageAdapter For(Type type) =>
        Cache.GetOrAdd(type, static t => (MessageAdapter)Activator.CreateInstance(typeof(MessageAdapter<>).MakeGenericType(t))!);

    public abstract ValueTask<object?> ReadAsync(HttpContext context, RuntimeTypeModel model, bool pooled);

    public abstract Task WriteAsync(HttpResponse response, RuntimeTypeModel model, object value);
}

internal sealed class MessageAdapter<T> : MessageAdapter
{
    public override async ValueTask<object?> ReadAsync(HttpContext context, RuntimeTypeModel model, bool pooled) =>
        await RequestBodyReader.ReadAsync<T>(context, model, pooled);

    public override Task WriteAsync(HttpResponse response, RuntimeTypeModel model, object value) =>
        ResponseBodyWriter.WriteAsync(response, model, (T)value, response.StatusCode);
}
