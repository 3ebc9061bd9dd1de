using System.Buffers;
using Nano.Tests.Support;
using Nano.Tests.Wire.Support;
using Nano.Wire;

namespace Nano.Tests.Wire;

public class ProtoWriterTests
{
    private static void AssertWrites(string expectedHex, WriterAction write) =>
        Assert.Equal(expectedHex.Replace(" ", ""), Hex.Of(WriterHarness.Write(write)));

    [Theory]
    [MemberData(nameof(WireVectors.Varint64), MemberType = typeof(WireVectors))]
    public void WriteVarint64_and_WriteUInt64(ulong value, string hex)
    {
        AssertWrites(hex, (ref ProtoWriter w) => w.WriteVarint64(value));
        AssertWrites(hex, (ref ProtoWriter w) => w.WriteUInt64(value));
    }

    [Theory]
    [MemberData(nameof(WireVectors.Varint32), MemberType = typeof(WireVectors))]
    public void WriteVarint32_and_WriteUInt32(uint value, string hex)
    {
        AssertWrites(hex, (ref ProtoWriter w) => w.WriteVarint32(value));
        AssertWrites(hex, (ref ProtoWriter w) => w.WriteUInt32(value));
        AssertWrites(hex, (ref ProtoWriter w) => w.WriteRawTag(value));
    }

    [Theory]
    [MemberData(nameof(WireVectors.Int32), MemberType = typeof(WireVectors))]
    public void WriteInt32_and_WriteEnum(int value, string hex)
    {
        AssertWrites(hex, (ref ProtoWriter w) => w.WriteInt32(value));
        AssertWrites(hex, (ref ProtoWriter w) => w.WriteEnum(value));
    }

    [Theory]
    [MemberData(nameof(WireVectors.Int64), MemberType = typeof(WireVectors))]
    public void WriteInt64(long value, string hex) => AssertWrites(hex, (ref ProtoWriter w) => w.WriteInt64(value));

    [Theory]
    [MemberData(nameof(WireVectors.SInt32), MemberType = typeof(WireVectors))]
    public void WriteSInt32(int value, string hex) => AssertWrites(hex, (ref ProtoWriter w) => w.WriteSInt32(value));

    [Theory]
    [MemberData(nameof(WireVectors.SInt64), MemberType = typeof(WireVectors))]
    public void WriteSInt64(long value, string hex) => AssertWrites(hex, (ref ProtoWriter w) => w.WriteSInt64(value));

    [Theory]
    [InlineData(false, "00")]
    [InlineData(true, "01")]
    public void WriteBool(bool value, string hex) => AssertWrites(hex, (ref ProtoWriter w) => w.WriteBool(value));

    [Theory]
    [MemberData(nameof(WireVectors.Fixed32), MemberType = typeof(WireVectors))]
    public void WriteFixed32(uint value, string hex) => AssertWrites(hex, (ref ProtoWriter w) => w.WriteFixed32(value));

    [Theory]
    [MemberData(nameof(WireVectors.Fixed64), MemberType = typeof(WireVectors))]
    public void WriteFixed64(ulong value, string hex) => AssertWrites(hex, (ref ProtoWriter w) => w.WriteFixed64(value));

    [Theory]
    [MemberData(nameof(WireVectors.SFixed32), MemberType = typeof(WireVectors))]
    public void WriteSFixed32(int value, string hex) => AssertWrites(hex, (ref ProtoWriter w) => w.WriteSFixed32(value));

    [Theory]
    [MemberData(nameof(WireVectors.SFixed64), MemberType = typeof(WireVectors))]
    public void WriteSFixed64(long value, string hex) => AssertWrites(hex, (ref ProtoWriter w) => w.WriteSFixed64(value));

    [Theory]
    [MemberData(nameof(WireVectors.Float), MemberType = typeof(WireVectors))]
    public void WriteFloat(string name, string hex)
    {
        float value = WireVectors.FloatNamed(name);
        AssertWrites(hex, (ref ProtoWriter w) => w.WriteFloat(value));
    }

    [Theory]
    [MemberData(nameof(WireVectors.Double), MemberType = typeof(WireVectors))]
    public void WriteDouble(string name, string hex)
    {
        double value = WireVectors.DoubleNamed(name);
        AssertWrites(hex, (ref ProtoWriter w) => w.WriteDouble(value));
    }

    [Theory]
    [InlineData(1, WireType.Varint, "08")]
    [InlineData(2, WireType.LengthDelimited, "12")]
    [InlineData(15, WireType.Fixed32, "7D")]
    [InlineData(16, WireType.Varint, "80 01")]
    [InlineData(2047, WireType.Fixed64, "F9 7F")]
    [InlineData(2048, WireType.StartGroup, "83 80 01")]
    [InlineData(WireFormat.MaxFieldNumber, WireType.EndGroup, "FC FF FF FF 0F")]
    public void WriteTag(int field, WireType wireType, string hex) =>
        AssertWrites(hex, (ref ProtoWriter w) => w.WriteTag(field, wireType));

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    [InlineData(WireFormat.MaxFieldNumber + 1)]
    public void WriteTag_rejects_invalid_field_numbers(int field) =>
        Assert.Throws<ArgumentOutOfRangeException>(() =>
        {
            var w = new ProtoWriter(new byte[16]);
            w.WriteTag(field, WireType.Varint);
        });

    [Theory]
    [InlineData(0, "00")]
    [InlineData(127, "7F")]
    [InlineData(128, "80 01")]
    [InlineData(int.MaxValue, "FF FF FF FF 07")]
    public void WriteLength(int length, string hex) => AssertWrites(hex, (ref ProtoWriter w) => w.WriteLength(length));

    [Fact]
    public void WriteLength_rejects_negative() =>
        Assert.Throws<ArgumentOutOfRangeException>(() =>
        {
            var w = new ProtoWriter(new byte[16]);
            w.WriteLength(-1);
        });

    [Fact]
    public void WriteBytes_writes_prefix_and_payload()
    {
        AssertWrites("00", (ref ProtoWriter w) => w.WriteBytes([]));
        AssertWrites("03 01 02 03", (ref ProtoWriter w) => w.WriteBytes([1, 2, 3]));

        byte[] payload128 = Enumerable.Range(0, 128).Select(i => (byte)i).ToArray();
        byte[] written = WriterHarness.Write((ref ProtoWriter w) => w.WriteBytes(payload128));
        Assert.Equal("8001", Hex.Of(written.AsSpan(0, 2)));
        Assert.Equal(payload128, written.AsSpan()[2..].ToArray());

        byte[] big = new byte[100_000];
        new Random(3).NextBytes(big);
        written = WriterHarness.Write((ref ProtoWriter w) => w.WriteBytes(big));
        Assert.Equal("A08D06", Hex.Of(written.AsSpan(0, 3))); // 100000 = 0x186A0
        Assert.True(big.AsSpan().SequenceEqual(written.AsSpan(3)));
    }

    [Fact]
    public void WriteRaw_copies_bytes_as_they_are()
    {
        AssertWrites("", (ref ProtoWriter w) => w.WriteRaw([]));
        AssertWrites("FF 00 80", (ref ProtoWriter w) => w.WriteRaw([0xFF, 0x00, 0x80]));
        byte[] big = Enumerable.Range(0, 1000).Select(i => (byte)(i * 7)).ToArray();
        Assert.Equal(big, WriterHarness.Write((ref ProtoWriter w) => w.WriteRaw(big)));
    }

    // The examples of the protobuf encoding guide.
    [Fact]
    public void Spec_examples()
    {
        AssertWrites("08 96 01", (ref ProtoWriter w) =>
        {
            w.WriteTag(1, WireType.Varint);
            w.WriteInt32(150);
        });
        AssertWrites("12 07 74 65 73 74 69 6E 67", (ref ProtoWriter w) =>
        {
            w.WriteTag(2, WireType.LengthDelimited);
            w.WriteString("testing");
        });
        AssertWrites("1A 03 08 96 01", (ref ProtoWriter w) =>
        {
            w.WriteTag(3, WireType.LengthDelimited);
            w.WriteLength(3);
            w.WriteTag(1, WireType.Varint);
            w.WriteInt32(150);
        });
    }

    [Fact]
    public void A_message_of_every_kind_is_identical_through_every_output()
    {
        // The harness asserts all outputs agree; the chunked ones split nearly every value.
        byte[] bytes = WriterHarness.Write((ref ProtoWriter w) =>
        {
            w.WriteTag(1, WireType.Varint); w.WriteInt32(-5);
            w.WriteTag(2, WireType.Varint); w.WriteUInt64(ulong.MaxValue);
            w.WriteTag(3, WireType.Fixed64); w.WriteDouble(Math.PI);
            w.WriteTag(4, WireType.Fixed32); w.WriteFloat(-1.5f);
            w.WriteTag(5, WireType.LengthDelimited); w.WriteString("h\u00e9llo \U0001F600 w\u20acrld");
            w.WriteTag(6, WireType.LengthDelimited); w.WriteBytes([9, 8, 7]);
            w.WriteTag(7, WireType.Varint); w.WriteBool(true);
            w.WriteTag(8, WireType.Varint); w.WriteSInt64(long.MinValue);
            w.WritePackedDouble(9, [1.0, -0.0, double.NaN]);
            w.WritePackedSInt32(10, [0, -1, int.MaxValue]);
        });
        Assert.Equal(0x08, bytes[0]);
    }

    [Fact]
    public void Position_counts_pending_and_flushed_bytes()
    {
        var output = new ArrayBufferWriter<byte>();
        var w = new ProtoWriter(output);
        Assert.Equal(0, w.Position);
        w.WriteFixed64(1);
        Assert.Equal(8, w.Position);
        Assert.Equal(0, output.WrittenCount); // not committed yet
        w.Flush();
        Assert.Equal(8, output.WrittenCount);
        w.Flush();
        Assert.Equal(8, output.WrittenCount);
        w.WriteInt32(-1);                      // writing after Flush continues
        Assert.Equal(18, w.Position);
        w.Flush();
        Assert.Equal(18, output.WrittenCount);
        Assert.Equal("0100000000000000FFFFFFFFFFFFFFFFFF01", Hex.Of(output.WrittenSpan));
    }

    [Fact]
    public void Flush_with_nothing_written_commits_nothing()
    {
        var output = new ChunkedBufferWriter(4);
        var w = new ProtoWriter(output);
        w.Flush();
        w.Flush();
        Assert.Empty(output.WrittenBytes);
        Assert.Equal(0, output.GetSpanCalls);
    }

    [Fact]
    public void Flush_on_a_span_is_a_no_op()
    {
        var buffer = new byte[4];
        var w = new ProtoWriter(buffer);
        w.WriteBool(true);
        w.Flush();
        w.WriteBool(true);
        Assert.Equal(2, w.Position);
        Assert.Equal("01010000", Hex.Of(buffer));
    }

    [Fact]
    public void Null_output_is_rejected() =>
        Assert.Throws<ArgumentNullException>(() => new ProtoWriter((IBufferWriter<byte>)null!));

    [Fact]
    public void An_output_that_returns_an_empty_span_is_reported() =>
        Assert.Throws<InvalidOperationException>(() =>
        {
            var w = new ProtoWriter(new ChunkedBufferWriter(0));
            w.WriteBool(true);
        });

    public static TheoryData<string, int> TooSmallCases => new()
    {
        // name of the write, bytes it needs
        { "varint32", 5 }, { "varint64", 10 }, { "int32-negative", 10 }, { "bool", 1 }, { "fixed32", 4 }, { "fixed64", 8 },
        { "float", 4 }, { "double", 8 }, { "tag", 2 }, { "string-short", 5 }, { "string-long", 302 }, { "string-surrogates", 12 },
        { "bytes", 130 }, { "raw", 9 }, { "packed-int32", 12 }, { "packed-double", 18 }, { "packed-bool", 5 },
    };

    private static void WriteCase(ref ProtoWriter w, string name)
    {
        switch (name)
        {
            case "varint32": w.WriteVarint32(uint.MaxValue); break;
            case "varint64": w.WriteVarint64(ulong.MaxValue); break;
            case "int32-negative": w.WriteInt32(-1); break;
            case "bool": w.WriteBool(true); break;
            case "fixed32": w.WriteFixed32(7); break;
            case "fixed64": w.WriteFixed64(7); break;
            case "float": w.WriteFloat(1); break;
            case "double": w.WriteDouble(1); break;
            case "tag": w.WriteTag(16, WireType.Varint); break;
            case "string-short": w.WriteString("\u20acx"); break;
            case "string-long": w.WriteString(new string('\u00e9', 150)); break;
            case "string-surrogates": w.WriteString("\U0001F600\U0001F600"[..3] + "\U0001F600"); break; // pair, lone high, pair
            case "bytes": w.WriteBytes(new byte[128]); break;
            case "raw": w.WriteRaw(new byte[9]); break;
            case "packed-int32": w.WritePackedInt32(1, [-1]); break;
            case "packed-double": w.WritePackedDouble(1, [1, 2]); break;
            case "packed-bool": w.WritePackedBool(1, [true, false, true]); break;
            default: throw new ArgumentException(name);
        }
    }

    [Theory]
    [MemberData(nameof(TooSmallCases))]
    public void Span_too_small_throws_and_writes_nothing_of_the_value(string name, int needed)
    {
        // Fits exactly when there is room for it...
        var exact = new byte[needed];
        var fits = new ProtoWriter(exact);
        WriteCase(ref fits, name);
        Assert.Equal(needed, fits.Position);

        // ...and with one byte less, throws, leaving the value's bytes and everything past the span untouched.
        for (int prefix = 0; prefix <= 3; prefix++)
        {
            var backing = new byte[prefix + needed + 16];
            backing.AsSpan().Fill(0xAB);
            var w = new ProtoWriter(backing.AsSpan(0, prefix + needed - 1));
            for (int i = 0; i < prefix; i++)
                w.WriteBool(false);
            ArgumentException? caught = null;
            try
            {
                WriteCase(ref w, name);
            }
            catch (ArgumentException ex)
            {
                caught = ex;
            }
            Assert.NotNull(caught);
            Assert.Contains("destination too small", caught.Message);
            Assert.Equal(prefix, w.Position);
            Assert.All(backing.AsSpan(0, prefix).ToArray(), b => Assert.Equal(0, b));
            Assert.All(backing.AsSpan(prefix).ToArray(), b => Assert.Equal(0xAB, b));
        }
    }

    [Fact]
    public void An_empty_span_accepts_only_empty_writes()
    {
        var w = new ProtoWriter(Span<byte>.Empty);
        w.WriteRaw([]);
        w.WritePackedInt32(1, []);
        w.Flush();
        Assert.Equal(0, w.Position);
        Assert.Throws<ArgumentException>(() =>
        {
            var w2 = new ProtoWriter(Span<byte>.Empty);
            w2.WriteBool(false);
        });
    }

    [Fact]
    public void Writer_asks_for_only_what_it_needs_and_uses_every_byte_it_gets()
    {
        // 7-byte spans: 20 fixed64 values = 160 bytes need exactly ceil(160 / 7) = 23 spans.
        var output = new ChunkedBufferWriter(7);
        var w = new ProtoWriter(output);
        for (int i = 0; i < 20; i++)
            w.WriteFixed64((ulong)i);
        w.Flush();
        Assert.Equal(160, output.WrittenBytes.Length);
        Assert.Equal(23, output.GetSpanCalls);
    }
}
