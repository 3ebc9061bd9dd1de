using System.Diagnostics.CodeAnalysis;
using System.Collections.Concurrent;
using Microsoft.AspNetCore.Mvc.Formatters;
using Microsoft.Net.Http.Headers;

namespace Nano.AspNetCore.Mvc;

/// <summary>
/// MVC output formatter that writes contract types as <c>application/x-protobuf</c> when the client accepts it
/// (or the action says so with [Produces]): straight into the response pipe, with an exact Content-Length.
/// </summary>
public sealed class NanoProtobufOutputFormatter : OutputFormatter
{
    private readonly ConcurrentDictionary<Type, bool> _contracts = new();
    private readonly NanoProtobufOptions _options;

    /// <summary>Creates the formatter.</summary>
    /// <param name="options">The model; the defaults when null.</param>
    [RequiresDynamicCode(MvcRequirement.Message)]
    [RequiresUnreferencedCode(MvcRequirement.Message)]
    public NanoProtobufOutputFormatter(NanoProtobufOptions? options = null)
    {
        _options = options ?? new NanoProtobufOptions();
        SupportedMediaTypes.Add(MediaTypeHeaderValue.Parse(ProtobufMediaTypes.XProtobuf));
    }

    /// <inheritdoc/>
    protected override bool CanWriteType(Type? type) =>
        type is not null && NanoProtobufInputFormatter.IsContract(_contracts, _options.Model, type);

    /// <inheritdoc/>
    [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "The constructor carries the requirement.")]
    [UnconditionalSuppressMessage("Trimming", "IL2026", Justification = "The constructor carries the requirement.")]
    public override Task WriteResponseBodyAsync(OutputFormatterWriteContext context)
    {
        var value = context.Object
            ?? throw new InvalidOperationException($"A null {context.ObjectType?.Name} cannot be written as protobuf.");
        return MessageAdapter.For(context.ObjectType ?? value.GetType())
            .WriteAsync(context.HttpContext.Response, _options.Model, value);
    }
}
