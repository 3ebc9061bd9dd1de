using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Options;

namespace Nano.AspNetCore;

/// <summary>How requests and responses are (de)serialized; configured by
/// <see cref="NanoProtobufServiceCollectionExtensions.AddNanoProtobuf"/>.</summary>
public sealed class NanoProtobufOptions
{
    private static readonly NanoProtobufOptions Defaults = new();

    /// <summary>The model that reads and writes messages. Default <see cref="RuntimeTypeModel.Default"/>.</summary>
    public RuntimeTypeModel Model { get; set; } = RuntimeTypeModel.Default;

    /// <summary>
    /// Pool mode for every request body bound by Nano (<see cref="ProtoBody{T}"/> and the MVC input formatter): byte
    /// members come from pooled slabs, and the lease is disposed when the request ends, so the message and its bytes
    /// must not be kept beyond the request. Default false (bytes are copied into arrays the message owns).
    /// <see cref="PooledProtoBody{T}"/> is pooled whatever this says.
    /// </summary>
    public bool PoolMode { get; set; }

    internal static NanoProtobufOptions From(HttpContext context) =>
        context.RequestServices?.GetService<IOptions<NanoProtobufOptions>>()?.Value ?? Defaults;
}
