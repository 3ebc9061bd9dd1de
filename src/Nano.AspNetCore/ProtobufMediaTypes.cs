using Microsoft.Net.Http.Headers;

namespace Nano.AspNetCore;

/// <summary>The media types Nano reads and writes over HTTP.</summary>
public static class ProtobufMediaTypes
{
    /// <summary><c>application/x-protobuf</c>: what Nano writes, and the usual name for protobuf bodies.</summary>
    public const string XProtobuf = "application/x-protobuf";

    /// <summary><c>application/protobuf</c>: also accepted on requests.</summary>
    public const string Protobuf = "application/protobuf";

    /// <summary>True when <paramref name="contentType"/> names a protobuf body (parameters such as a charset are
    /// ignored).</summary>
    /// <param name="contentType">A Content-Type header value, possibly null.</param>
    /// <returns>Whether the body is protobuf.</returns>
    public static bool IsProtobuf(string? contentType)
    {
        if (string.IsNullOrEmpty(contentType) || !MediaTypeHeaderValue.TryParse(contentType, out var parsed))
            return false;
        var type = parsed.MediaType;
        return type.Equals(XProtobuf, StringComparison.OrdinalIgnoreCase)
            || type.Equals(Protobuf, StringComparison.OrdinalIgnoreCase);
    }
}
