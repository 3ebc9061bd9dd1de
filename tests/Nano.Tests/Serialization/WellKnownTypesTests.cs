using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>google.protobuf.Timestamp / Duration edge cases (found by the cross-check properties).</summary>
public class WellKnownTypesTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [ProtoContract]
    public sealed class Times
    {
        [ProtoMember(1)] public DateTime? Maybe { get; set; }
        [ProtoMember(2)] public DateTimeOffset? MaybeOffset { get; set; }
        [ProtoMember(3)] public DateTime Plain { get; set; }
    }

    /// <summary>
    /// Bug: a second occurrence of a Timestamp merges into the first, field by field; when the first decoded to
    /// 0001-01-01T00:00:00Z (DateTime.MinValue, a valid Timestamp), the merge restarted from the epoch instead, because
    /// MinValue doubled as "no value yet". For a Nullable member MinValue is a real value.
    /// </summary>
    [Theory, MemberData(nameof(Backend))]
    public void SecondOccurrenceMergesIntoMinValue(SerializerBackend b)
    {
        // Timestamp { seconds = -62135596800 } then Timestamp { nanos = 500 }, for fields 1 and 2.
        var model = Backends.Model(b);
        var value = model.Deserialize<Times>(Hex.Bytes(
            "0A 0B 08 80 92 B8 C3 98 FE FF FF FF 01  0A 03 10 F4 03" +
            "12 0B 08 80 92 B8 C3 98 FE FF FF FF 01  12 03 10 F4 03"));
        var expected = DateTime.MinValue.AddTicks(5);
        Assert.Equal(expected, value.Maybe);
        Assert.Equal(new DateTimeOffset(expected, TimeSpan.Zero), value.MaybeOffset);
    }

    /// <summary>An implicit-presence DateTime keeps its documented rule: default(DateTime) is "not set", so a merge into it starts from the epoch.</summary>
    [Theory, MemberData(nameof(Backend))]
    public void MergeIntoUnsetPlainDateTime_StartsFromTheEpoch(SerializerBackend b)
    {
        var merged = Backends.Model(b).Merge(Hex.Bytes("1A 03 10 F4 03"), new Times());
        Assert.Equal(DateTime.UnixEpoch.AddTicks(5), merged.Plain);
    }
}
