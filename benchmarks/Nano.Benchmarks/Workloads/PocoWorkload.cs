namespace Nano.Benchmarks.Workloads;

/// <summary>One W2 item's values, independent of any serializer.</summary>
public readonly record struct PocoValues(string StringProp, int IntProp, Guid GuidProp, DateTime DateProp);

/// <summary>
/// W2 "Pocos" (shared/WORKLOADS.md): 1,000 small objects. The values live here; each peer has a factory
/// (a partial of this class) that turns them into its own types.
/// </summary>
/// <remarks>
/// Nano's documented mapping, which the reference schema (<c>poco.proto</c>) spells out:
/// <c>Guid</c> → <c>bytes</c>, the 16 bytes of <c>guid.ToByteArray(bigEndian: true)</c> (RFC 4122 order);
/// <c>DateTime</c> → <c>google.protobuf.Timestamp</c>, in UTC.
/// </remarks>
public static partial class PocoWorkload
{
    /// <summary>Items in the list.</summary>
    public const int ItemCount = 1_000;

    /// <summary>Every item's <c>StringProp</c>.</summary>
    public const string StringProp = "hello";

    /// <summary>Every item's <c>IntProp</c>.</summary>
    public const int IntProp = 123;

    /// <summary>
    /// The 1,000 items: <c>"hello"</c>, 123, a new GUID each, and "now" (one UTC instant taken once per call).
    /// The GUIDs come from a seeded generator so that runs are reproducible; they are distinct, version-4-shaped GUIDs.
    /// </summary>
    public static PocoValues[] CreateValues(int seed = 12_345)
    {
        var random = new Random(seed);
        DateTime now = DateTime.UtcNow;
        byte[] guidBytes = new byte[16]; // an array, not a span: .NET Framework (the ratio harness's net472 build) has no span overloads here
        var items = new PocoValues[ItemCount];
        for (int i = 0; i < items.Length; i++)
        {
            random.NextBytes(guidBytes);
            guidBytes[7] = (byte)((guidBytes[7] & 0x0F) | 0x40); // version 4 (little-endian layout: byte 7 is the high byte of c)
            guidBytes[8] = (byte)((guidBytes[8] & 0x3F) | 0x80); // RFC 4122 variant
            items[i] = new PocoValues(StringProp, IntProp, new Guid(guidBytes), now);
        }

        return items;
    }
}
