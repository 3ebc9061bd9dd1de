using Google.Protobuf;
using Nano.Interop;
using P2 = Nano.Interop.Benchmarks.Proto2;
using P3 = Nano.Interop.Benchmarks.Proto3;

namespace Nano.Tests.Interop;

/// <summary>
/// The real benchmark payloads against the reference (Google.Protobuf) classes generated from our own .proto files:
/// proves the schemas match the data before anything is benchmarked or cross-checked against them.
/// </summary>
public class DatasetTests
{
    [Theory]
    [InlineData(BenchmarkDatasetFile.GoogleMessage1Proto3, "google_message1_proto3", 228)]
    [InlineData(BenchmarkDatasetFile.GoogleMessage1Proto2, "google_message1_proto2", 228)]
    [InlineData(BenchmarkDatasetFile.GoogleMessage2, "google_message2", 84_570)]
    public void Wrapper_HasOnePayloadOfTheExpectedTypeAndSize(BenchmarkDatasetFile file, string name, int payloadLength)
    {
        var dataset = BenchmarkData.Load(file);

        Assert.Equal(name, dataset.Name);
        Assert.Equal(BenchmarkData.MessageName(file), dataset.MessageName);
        byte[] payload = Assert.Single(BenchmarkData.Payloads(file));
        Assert.Equal(payloadLength, payload.Length);
        Assert.Equal(payload, BenchmarkData.FirstPayload(file));
    }

    [Fact]
    public void GoogleMessage1Proto3_ParsesAndRoundTrips_ButDropsThreeExplicitDefaults()
    {
        byte[] original = BenchmarkData.FirstPayload(BenchmarkDatasetFile.GoogleMessage1Proto3);
        var message = P3.GoogleMessage1.Parser.ParseFrom(original);
        AssertNoUnknownFields(original, message, P3.GoogleMessage1.Parser);

        Assert.Equal(8, message.Field2);
        Assert.Equal(2066379, message.Field3);
        Assert.Equal("3K+6)#", message.Field4);
        Assert.NotNull(message.Field15);
        Assert.Equal(25, message.Field15.Field1);
        Assert.Equal(2813090458170031956UL, message.Field15.Field21);
        Assert.Equal(1591432, message.Field67);

        byte[] reserialized = message.ToByteArray();
        Assert.Equal(reserialized.Length, message.CalculateSize());
        Assert.Equal(message, P3.GoogleMessage1.Parser.ParseFrom(reserialized));

        // Not byte-identical: the payload explicitly encodes three proto3 defaults that a canonical proto3 writer
        // omits: field1 = "" (0A 00), field13 = false (68 00) and field17 = false (88 01 00). Everything else is
        // written in the same order with the same bytes, so the re-serialization is exactly those 7 bytes shorter.
        Assert.Equal(221, reserialized.Length);
        Assert.Equal(RemoveFields(original, 1, 13, 17), reserialized);

        // The canonical form is a fixed point.
        Assert.Equal(reserialized, P3.GoogleMessage1.Parser.ParseFrom(reserialized).ToByteArray());
    }

    [Fact]
    public void GoogleMessage1Proto2_ParsesAndRoundTripsByteForByte()
    {
        byte[] original = BenchmarkData.FirstPayload(BenchmarkDatasetFile.GoogleMessage1Proto2);
        var message = P2.GoogleMessage1.Parser.ParseFrom(original);
        AssertNoUnknownFields(original, message, P2.GoogleMessage1.Parser);

        Assert.True(message.IsInitialized());
        // Explicit presence keeps the zero values the payload carries.
        Assert.True(message.HasField1);
        Assert.Equal("", message.Field1);
        Assert.True(message.HasField13);
        Assert.False(message.Field13);
        Assert.True(message.HasField17);
        // Unset fields report their proto2 defaults.
        Assert.False(message.HasField129);
        Assert.Equal("xxxxxxxxxxxxxxxxxxxxx", message.Field129);
        Assert.Equal(-1, message.Field60);
        Assert.True(message.Field81);
        Assert.Equal(2, message.Field15.Field19);

        byte[] reserialized = message.ToByteArray();
        Assert.Equal(original, reserialized);
        Assert.Equal(original.Length, message.CalculateSize());
        Assert.Equal(message, P2.GoogleMessage1.Parser.ParseFrom(reserialized));
    }

    [Fact]
    public void GoogleMessage1_Proto2AndProto3Files_HoldTheSameBytes()
    {
        Assert.Equal(
            BenchmarkData.FirstPayload(BenchmarkDatasetFile.GoogleMessage1Proto2),
            BenchmarkData.FirstPayload(BenchmarkDatasetFile.GoogleMessage1Proto3));
    }

    [Fact]
    public void GoogleMessage2_ParsesWithItsThousandGroupsAndRoundTripsByteForByte()
    {
        byte[] original = BenchmarkData.FirstPayload(BenchmarkDatasetFile.GoogleMessage2);
        var message = P2.GoogleMessage2.Parser.ParseFrom(original);
        AssertNoUnknownFields(original, message, P2.GoogleMessage2.Parser);

        Assert.True(message.IsInitialized());
        Assert.Equal(1_000, message.Group1.Count);
        Assert.Equal(1_428, message.Field2.Length);
        Assert.All(message.Group1, g =>
        {
            Assert.True(g.HasField11);
            Assert.True(g.HasField15);
            Assert.NotNull(g.Field31);
            Assert.InRange(g.Field12.Length, 16, 172);
        });
        // Fields 129/205/206 sit at the root in the data (see benchmark_message2.proto).
        Assert.True(message.HasField129);
        Assert.True(message.HasField205);
        Assert.True(message.HasField206);

        byte[] reserialized = message.ToByteArray();
        Assert.Equal(original, reserialized);
        Assert.Equal(original.Length, message.CalculateSize());
        Assert.Equal(message, P2.GoogleMessage2.Parser.ParseFrom(reserialized));
    }

    [Fact]
    public void GoogleMessage2_IsReallyEncodedWithGroups()
    {
        byte[] original = BenchmarkData.FirstPayload(BenchmarkDatasetFile.GoogleMessage2);
        int startGroups = 0, endGroups = 0;
        var input = new CodedInputStream(original);
        uint tag;
        while ((tag = input.ReadTag()) != 0)
        {
            if (tag == WireFormat.MakeTag(10, WireFormat.WireType.StartGroup))
            {
                startGroups++;
                input.SkipLastField(); // skips to and past the matching end-group tag
                endGroups++;
            }
            else
            {
                input.SkipLastField();
            }
        }

        Assert.Equal(1_000, startGroups);
        Assert.Equal(1_000, endGroups);
    }

    /// <summary>
    /// Every field of the payload is known to our schema: a parse that discards unknown fields equals a parse that
    /// keeps them (Google.Protobuf's equality includes the unknown-field set).
    /// </summary>
    private static void AssertNoUnknownFields<T>(byte[] payload, T parsed, MessageParser<T> parser)
        where T : IMessage<T>
    {
        T discarding = parser.WithDiscardUnknownFields(true).ParseFrom(payload);
        Assert.Equal(parsed, discarding);
    }

    /// <summary>Copies a flat message's bytes without the top-level fields numbered in <paramref name="fields"/>.</summary>
    private static byte[] RemoveFields(byte[] message, params int[] fields)
    {
        var output = new MemoryStream();
        var input = new CodedInputStream(message);
        long start = 0;
        while (input.ReadTag() is var tag && tag != 0)
        {
            input.SkipLastField();
            long end = input.Position;
            if (Array.IndexOf(fields, WireFormat.GetTagFieldNumber(tag)) < 0)
            {
                output.Write(message, (int)start, (int)(end - start));
            }

            start = end;
        }

        return output.ToArray();
    }
}
