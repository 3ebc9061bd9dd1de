using Google.Protobuf;
using Nano.Benchmarks.Workloads;
using Nano.Ratio.Harness;
using G = Nano.Interop.Workloads;

namespace Nano.Ratio.Data;

/// <summary>
/// W1 "Forward" as every peer sees it: Google's objects and their bytes, the reference all protobuf peers must match.
/// The route start time is fixed (not "now") so every child process of every round encodes the same bytes.
/// </summary>
internal static class W1Data
{
    /// <summary><c>routeStartTimeInTicks</c>: a fixed present-day instant (a 9-byte varint, as "now" would be).</summary>
    public static readonly long RouteStartTicks = new DateTime(2026, 11, 25, 12, 0, 0, DateTimeKind.Utc).Ticks;

    /// <summary>The request as Google objects.</summary>
    public static readonly G.ForwardRequest GoogleRequest = ForwardWorkload.CreateGoogleRequest();

    /// <summary>The response as Google objects.</summary>
    public static readonly G.ForwardResponse GoogleResponse = ForwardWorkload.CreateGoogleResponse(RouteStartTicks);

    /// <summary>Google's encoding of the request: 290,699 bytes.</summary>
    public static readonly byte[] RequestBytes = Checked(GoogleRequest.ToByteArray(), ForwardWorkload.ExpectedRequestSize, "request");

    /// <summary>Google's encoding of the response: 143,513 bytes.</summary>
    public static readonly byte[] ResponseBytes = Checked(GoogleResponse.ToByteArray(), ForwardWorkload.ExpectedResponseSize, "response");

    private static byte[] Checked(byte[] bytes, int expected, string what)
    {
        Check.That(bytes.Length == expected, $"W1 {what} is {bytes.Length} bytes, expected {expected}");
        return bytes;
    }
}
