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
        GuidProp = ByteString.CopyFrom(value.GuidProp.ToByteArray(bigEndian: true)),
        DateProp = Timestamp.FromDateTime(DateTime.SpecifyKind(value.DateProp, DateTimeKind.Utc)),
    };

    /// <summary>Reads one item back into values (the inverse of <see cref="ToGoogle"/>).</summary>
    public static PocoValues FromGoogle(Poco poco) => new(
        poco.StringProp,
        poco.IntProp,
        new Guid(poco.GuidProp.Span, bigEndian: true),
        poco.DateProp.ToDateTime());
}
