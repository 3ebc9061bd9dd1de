using System.Diagnostics.CodeAnalysis;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.DependencyInjection.Extensions;
using Microsoft.Extensions.Options;
using Nano.AspNetCore.Mvc;

namespace Nano.AspNetCore;

/// <summary>Registers Nano's ASP.NET Core integration.</summary>
public static class NanoProtobufServiceCollectionExtensions
{
    /// <summary>
    /// Configures <see cref="NanoProtobufOptions"/> and adds, at the start of the request pipeline, the middleware that
    /// answers a <see cref="ProtobufBodyException"/> with a problem-details response of its status code (400, 413,
    /// 415).
    /// </summary>
    /// <param name="services">The application's services.</param>
    /// <param name="configure">Sets the options; optional.</param>
    /// <returns><paramref name="services"/>.</returns>
    public static IServiceCollection AddNanoProtobuf(this IServiceCollection services,
        Action<NanoProtobufOptions>? configure = null)
    {
        ArgumentNullException.ThrowIfNull(services);
        services.AddOptions<NanoProtobufOptions>();
        if (configure is not null)
            services.Configure(configure);
        services.TryAddEnumerable(ServiceDescriptor.Singleton<IStartupFilter, ProtobufErrorStartupFilter>());
        return services;
    }

    /// <summary>Adds <see cref="NanoProtobufInputFormatter"/> and <see cref="NanoProtobufOutputFormatter"/> to MVC (and
    /// calls <see cref="AddNanoProtobuf"/>).</summary>
    /// <param name="builder">The MVC builder, e.g. from <c>AddControllers()</c>.</param>
    /// <param name="configure">Sets the options; optional.</param>
    /// <returns><paramref name="builder"/>.</returns>
    [RequiresDynamicCode(MvcRequirement.Message)]
    [RequiresUnreferencedCode(MvcRequirement.Message)]
    public static IMvcBuilder AddNanoProtobufFormatters(this IMvcBuilder builder,
        Action<NanoProtobufOptions>? configure = null)
    {
        ArgumentNullException.ThrowIfNull(builder);
        builder.Services.AddNanoProtobuf(configure);
        builder.Services.TryAddEnumerable(
            ServiceDescriptor.Transient<IConfigureOptions<MvcOptions>, MvcFormatterSetup>());
        return builder;
    }

    // The formatters get the configured options (their model decides which types they take).
    private sealed class MvcFormatterSetup(IOptions<NanoProtobufOptions> options) : IConfigureOptions<MvcOptions>
    {
        [UnconditionalSuppressMessage("AOT", "IL3050",
            Justification = "Registered only by AddNanoProtobufFormatters, which carries the requirement.")]
        [UnconditionalSuppressMessage("Trimming", "IL2026",
            Justification = "Registered only by AddNanoProtobufFormatters, which carries the requirement.")]
        public void Configure(MvcOptions mvc)
        {
            mvc.InputFormatters.Insert(0, new NanoProtobufInputFormatter(options.Value));
            mvc.OutputFormatters.Add(new NanoProtobufOutputFormatter(options.Value));
        }
    }

    private sealed class ProtobufErrorStartupFilter : IStartupFilter
    {
        public Action<IApplicationBuilder> Configure(Action<IApplicationBuilder> next) => app =>
        {
            app.UseMiddleware<ProtobufErrorMiddleware>();
            next(app);
        };
    }
}
