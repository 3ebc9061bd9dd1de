using Google.Protobuf;
using Nano.Serialization;
using Nano.Tests.Support;
using Nano.Tests.Wire.Support;
using Nano.Wire;
using GoogleDuration = Google.Protobuf.WellKnownTypes.Duration;
using GoogleTimestamp = Google.Protobuf.WellKnownTypes.Timestamp;

namespace Nano.Tests.Serialization;

/// <summary>
/// The Timestamp, Duration and Guid writers encode in place when the span has room and through the writer's general
/// path when it does not; <see cref="WriterHarness"/> runs both (1- to 7-byte spans, exact and large spans), and the
/// expected bytes come from Google.Protobuf's own messages, or for a Guid from RFC 4122's byte order written out.
/// </summary>
public class WellKnownTypesWriterTests
{
    public static TheoryData<long> TimestampTicks => new()
    {
        DateTime.UnixEpoch.Ticks,                      // empty payload
        DateTime.UnixEpoch.Ticks + 1,                  // nanos only
        DateTime.UnixEpoch.Ticks + TimeSpan.TicksPerSecond, // seconds only
        DateTime.MinValue.Ticks,                       // the most negative seconds: a 10-byte varint
        DateTime.MaxValue.Ticks,                       // nanos 999,999,900
        new DateTime(2026, 11, 25, 12, 34, 56, DateTimeKind.Utc).Ticks + 7_654_321,
        DateTime.UnixEpoch.Ticks - 1,                  // before the epoch: seconds -1, nanos positive
    };

    [Theory, MemberData(nameof(TimestampTicks))]
    public void TimestampIsGooglesEncoding(long ticks)
    {
        var value = new DateTime(ticks, DateTimeKind.Utc);
        var expected = LengthPrefixed(GoogleTimestamp.FromDateTime(value).ToByteArray());
        Assert.Equal(expected, WriterHarness.Write((ref ProtoWriter w) => WellKnownTypes.WriteTimestamp(ref w, value)));
        Assert.Equal(expected.Length - 1, WellKnownTypes.SizeOfTimestamp(value));
    }

    public static TheoryData<long> DurationTicks => new()
    {
        0,
        1,
        -1,                             // nanos -100: a negative int32, sign-extended to 10 bytes
        TimeSpan.TicksPerSecond,
        -TimeSpan.TicksPerSecond - 1,   // both negative
        TimeSpan.MaxValue.Ticks,
        TimeSpan.MinValue.Ticks,        // the longest payload: 10-byte seconds and 10-byte nanos
    };

    [Theory, MemberData(nameof(DurationTicks))]
    public void DurationIsGooglesEncoding(long ticks)
    {
        var value = new TimeSpan(ticks);
        var expected = LengthPrefixed(GoogleDuration.FromTimeSpan(value).ToByteArray());
        Assert.Equal(expected, WriterHarness.Write((ref ProtoWriter w) => WellKnownTypes.WriteDuration(ref w, value)));
    }

    [Theory]
    [InlineData("00112233-4455-6677-8899-aabbccddeeff", "10 00 11 22 33 44 55 66 77 88 99 AA BB CC DD EE FF")]
    [InlineData("00000000-0000-0000-0000-000000000000", "10 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00")]
    [InlineData("ffffffff-fffe-fdfc-fbfa-f9f8f7f6f5f4", "10 FF FF FF FF FF FE FD FC FB FA F9 F8 F7 F6 F5 F4")]
    public void GuidIsWrittenInRfc4122OrderAndReadBack(string text, string hex)
    {
        var value = Guid.Parse(text);
        var bytes = WriterHarness.Write((ref ProtoWriter w) => WellKnownTypes.WriteGuid(ref w, value));
        Assert.Equal(Hex.Bytes(hex), bytes);

        var reader = new ProtoReader((ReadOnlySpan<byte>)bytes);
        Assert.Equal(value, WellKnownTypes.ReadGuid(ref reader));
    }

    private static byte[] LengthPrefixed(byte[] payload)
    {
        Assert.True(payload.Length < 128);
        return [(byte)payload.Length, .. payload];
    }
}
