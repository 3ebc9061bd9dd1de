using Google.Protobuf;
using Google.Protobuf.WellKnownTypes;
using Nano.Interop.Workloads;

namespace Nano.Benchmarks.Workloads;

/// <summary>W2 as Google.Protobuf generated objects.</summary>
public static partial class PocoWorkload
{
    /// <summary>The list as Google.Protobuf objects.</summary>
    public static PocoList CreateGoogle(PocoValues[] values)
    {
        var list = new PocoList();
        foreach (PocoValues v in values)
        {
            list.Items.Add(ToGoogle(v));
        }

        return list;
    }

    /// <summary>One item, per Nano's documented mapping of <c>Guid</c> and <c>DateTime</c>.</summary>
    public static Poco ToGoogle(PocoValues value) => new()
    {
        StringProp = value.StringProp,
        IntProp = value.IntProp,
        GuidProp = ByteString.CopyFrom(BigEndianBytes(value.GuidProp)),
        DateProp = Timestamp.FromDateTime(DateTime.SpecifyKind(value.DateProp, DateTimeKind.Utc)),
    };

    /// <summary>Reads one item back into values (the inverse of <see cref="ToGoogle"/>).</summary>
    public static PocoValues FromGoogle(Poco poco) => new(
        poco.StringProp,
        poco.IntProp,
        FromBigEndianBytes(poco.GuidProp.Span),
        poco.DateProp.ToDateTime());

    // A Guid as 16 big-endian bytes. .NET Framework (the ratio harness's net472 build compiles this file) has no
    // big-endian Guid overloads; there ToByteArray()'s order is turned around group by group (the swap is its own
    // inverse).
    private static byte[] BigEndianBytes(Guid value)
    {
#if NETFRAMEWORK
        return SwapGroups(value.ToByteArray());
#else
        return value.ToByteArray(bigEndian: true);
#endif
    }

    private static Guid FromBigEndianBytes(ReadOnlySpan<byte> bytes) =>
#if NETFRAMEWORK
        new(SwapGroups(bytes.Slice(0, 16).ToArray()));
#else
        new(bytes, bigEndian: true);
#endif

#if NETFRAMEWORK
    private static byte[] SwapGroups(byte[] bytes)
    {
        Array.Reverse(bytes, 0, 4);
        Array.Reverse(bytes, 4, 2);
        Array.Reverse(bytes, 6, 2);
        return bytes;
    }
#endif
}
