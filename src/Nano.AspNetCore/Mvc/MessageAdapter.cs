using System.Diagnostics.CodeAnalysis;
using Nano.Model.Building;
using System.Collections.Concurrent;
using Microsoft.AspNetCore.Http;

namespace Nano.AspNetCore.Mvc;

/// <summary>Calls the generic request and response paths for a type known only at run time (MVC hands formatters a
/// <see cref="Type"/>); one cached instance per type.</summary>
internal abstract class MessageAdapter
{
    private static readonly ConcurrentDictionary<Type, MessageAdapter> Cache = new();

    // MVC is not trim- or AOT-compatible (ASP.NET Core's AddControllers says so), and neither are the formatters that
    // call this: their constructors carry the same requirements.
    [RequiresDynamicCode(MvcRequirement.Message)]
    [RequiresUnreferencedCode(MvcRequirement.Message)]
    [UnconditionalSuppressMessage("Trimming", "IL2071",
        Justification = "Covered by RequiresUnreferencedCode: MVC hands over types it already reflects on.")]
    public static MessageAdapter For(Type type) =>
        Cache.GetOrAdd(type, static t =>
            (MessageAdapter)Activator.CreateInstance(typeof(MessageAdapter<>).MakeGenericType(t))!);

    public abstract ValueTask<object?> ReadAsync(HttpContext context, RuntimeTypeModel model, bool pooled);

    public abstract Task WriteAsync(HttpResponse response, RuntimeTypeModel model, object value);
}

internal sealed class MessageAdapter<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T> : MessageAdapter
{
    public override async ValueTask<object?> ReadAsync(HttpContext context, RuntimeTypeModel model, bool pooled) =>
        await RequestBodyReader.ReadAsync<T>(context, model, pooled);

    public override Task WriteAsync(HttpResponse response, RuntimeTypeModel model, object value) =>
        ResponseBodyWriter.WriteAsync(response, model, (T)value, response.StatusCode);
}

/// <summary>Why Nano's MVC formatters, like MVC itself, are not for trimmed or NativeAOT apps.</summary>
internal static class MvcRequirement
{
    public const string Message =
        "Nano's MVC formatters close generic code over types MVC hands them at run time; MVC itself is not trim- or "
            + "NativeAOT-compatible. Use minimal APIs (ProtoBody<T>, ProtoResults) there.";
}
