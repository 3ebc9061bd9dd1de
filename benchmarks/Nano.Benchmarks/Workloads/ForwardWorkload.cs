using System.Globalization;
using System.Text;

namespace Nano.Benchmarks.Workloads;

/// <summary>
/// W1 "Forward" (shared/WORKLOADS.md): the values, independent of any serializer. Each peer has a small factory
/// (a partial of this class, e.g. <c>ForwardWorkload.Google.cs</c>) that turns these values into its own types, so
/// every peer serializes exactly the same data.
/// </summary>
public static partial class ForwardWorkload
{
    /// <summary>Items in the request and in the response.</summary>
    public const int ItemCount = 3_500;

    /// <summary>Length of each request item's <c>itemContext</c> (all <c>'b'</c>).</summary>
    public const int ItemContextLength = 64;

    /// <summary>Length of the <c>'a'</c> run at the start of <c>requestContextInfo</c>; <c>"end"</c> follows it.</summary>
    public const int RequestContextRunLength = 32_768;

    /// <summary>Length of each response item's <c>extraResult</c> (all <c>'b'</c>).</summary>
    public const int ExtraResultLength = 32;

    /// <summary>Each response item's <c>result</c>.</summary>
    public const float Result = 100f;

    /// <summary>The request's serialized size: WORKLOADS.md's "about 290.7 KB", exactly (every length is fixed).</summary>
    public const int ExpectedRequestSize = 290_699;

    /// <summary>
    /// The response's serialized size: WORKLOADS.md's "about 143.5 KB", exactly (a present-day tick count is a 9-byte varint).
    /// </summary>
    public const int ExpectedResponseSize = 143_513;

    /// <summary>A realistic route latency in microseconds.</summary>
    public const long RouteLatencyInUs = 1_234;

    /// <summary>The trace id's GUID; fixed so runs are reproducible (any GUID has the same size).</summary>
    public static readonly Guid TraceGuid = new("5f0c3c62-8b7e-4d4a-9d1e-2b6f1c7a9e30");

    /// <summary><c>traceId</c>: the GUID as 32 hex digits, no dashes ("N" format).</summary>
    public static string TraceId => TraceGuid.ToString("N", CultureInfo.InvariantCulture);

    /// <summary><c>itemId</c> of item <paramref name="i"/>: <paramref name="i"/> as ASCII decimal digits (1 to 4 bytes).</summary>
    public static byte[] ItemId(int i) => Encoding.ASCII.GetBytes(i.ToString(CultureInfo.InvariantCulture));

    /// <summary>A new <c>itemContext</c>: 64 bytes of <c>'b'</c>.</summary>
    public static byte[] ItemContext() => Filled((byte)'b', ItemContextLength);

    /// <summary>A new <c>requestContextInfo</c>: 32,768 bytes of <c>'a'</c> followed by <c>"end"</c>.</summary>
    public static byte[] RequestContextInfo()
    {
        byte[] bytes = new byte[RequestContextRunLength + 3];
        bytes.AsSpan(0, RequestContextRunLength).Fill((byte)'a');
        "end"u8.CopyTo(bytes.AsSpan(RequestContextRunLength));
        return bytes;
    }

    /// <summary>A new <c>extraResult</c>: 32 bytes of <c>'b'</c>.</summary>
    public static byte[] ExtraResult() => Filled((byte)'b', ExtraResultLength);

    /// <summary><c>routeStartTimeInTicks</c>: <see cref="DateTime.UtcNow"/> when called.</summary>
    public static long RouteStartTimeInTicks() => DateTime.UtcNow.Ticks;

    private static byte[] Filled(byte value, int length)
    {
        byte[] bytes = new byte[length];
        bytes.AsSpan().Fill(value);
        return bytes;
    }
}
