using System.Diagnostics.CodeAnalysis;
using System.Collections.Concurrent;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc.Formatters;
using Microsoft.Net.Http.Headers;

namespace Nano.AspNetCore.Mvc;

/// <summary>
/// MVC input formatter for <c>application/x-protobuf</c> (and <c>application/protobuf</c>) bodies of contract types.
/// A malformed body becomes a model-state error (with [ApiController], a 400 validation problem); a body over the
/// server's MaxRequestBodySize throws <see cref="ProtobufBodyException"/> (413). Pool mode follows
/// <see cref="NanoProtobufOptions.PoolMode"/>.
/// </summary>
public sealed class NanoProtobufInputFormatter : InputFormatter
{
    private readonly ConcurrentDictionary<Type, bool> _contracts = new();
    private readonly NanoProtobufOptions _options;

    /// <summary>Creates the formatter.</summary>
    /// <param name="options">The model and pool mode; the defaults when null.</param>
    [RequiresDynamicCode(MvcRequirement.Message)]
    [RequiresUnreferencedCode(MvcRequirement.Message)]
    public NanoProtobufInputFormatter(NanoProtobufOptions? options = null)
    {
        _options = options ?? new NanoProtobufOptions();
        SupportedMediaTypes.Add(MediaTypeHeaderValue.Parse(ProtobufMediaTypes.XProtobuf));
        SupportedMediaTypes.Add(MediaTypeHeaderValue.Parse(ProtobufMediaTypes.Protobuf));
    }

    /// <inheritdoc/>
    protected override bool CanReadType(Type type) => IsContract(_contracts, _options.Model, type);

    /// <inheritdoc/>
    [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "The constructor carries the requirement.")]
    [UnconditionalSuppressMessage("Trimming", "IL2026", Justification = "The constructor carries the requirement.")]
    public override async Task<InputFormatterResult> ReadRequestBodyAsync(InputFormatterContext context)
    {
        try
        {
            var value = await MessageAdapter.For(context.ModelType)
                .ReadAsync(context.HttpContext, _options.Model, _options.PoolMode);
            return await InputFormatterResult.SuccessAsync(value);
        }
        catch (ProtobufBodyException e) when (e.StatusCode == StatusCodes.Status400BadRequest)
        {
            context.ModelState.TryAddModelError(context.ModelName, e.Message);
            return await InputFormatterResult.FailureAsync();
        }
    }

    internal static bool IsContract(ConcurrentDictionary<Type, bool> cache, RuntimeTypeModel model, Type type) =>
        cache.GetOrAdd(type, static (t, m) =>
            !t.IsAbstract && !t.IsInterface && !t.IsGenericTypeDefinition && m.IsContract(t), model);
}
