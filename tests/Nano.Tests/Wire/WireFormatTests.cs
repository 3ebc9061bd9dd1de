using Nano.Tests.Wire.Support;
using Nano.Wire;

namespace Nano.Tests.Wire;

public class WireFormatTests
{
    [Theory]
    [InlineData(1, WireType.Varint, 0x08u)]
    [InlineData(1, WireType.LengthDelimited, 0x0Au)]
    [InlineData(2, WireType.LengthDelimited, 0x12u)]
    [InlineData(15, WireType.Varint, 0x78u)]
    [InlineData(16, WireType.Varint, 0x80u)]
    [InlineData(3, WireType.StartGroup, 0x1Bu)]
    [InlineData(3, WireType.EndGroup, 0x1Cu)]
    [InlineData(4, WireType.Fixed32, 0x25u)]
    [InlineData(5, WireType.Fixed64, 0x29u)]
    [InlineData(WireFormat.MaxFieldNumber, WireType.Fixed32, 0xFFFFFFFDu)]
    public void MakeTag_combines_field_number_and_wire_type(int field, WireType wireType, uint expected)
    {
        Assert.Equal(expected, WireFormat.MakeTag(field, wireType));
        Assert.Equal(field, WireFormat.GetFieldNumber(expected));
        Assert.Equal(wireType, WireFormat.GetWireType(expected));
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    [InlineData(WireFormat.MaxFieldNumber + 1)]
    [InlineData(int.MaxValue)]
    [InlineData(int.MinValue)]
    public void MakeTag_rejects_field_numbers_out_of_range(int field) =>
        Assert.Throws<ArgumentOutOfRangeException>(() => WireFormat.MakeTag(field, WireType.Varint));

    [Theory]
    [InlineData(6)]
    [InlineData(7)]
    [InlineData(255)]
    public void MakeTag_rejects_wire_types_6_and_7(int wireType) =>
        Assert.Throws<ArgumentOutOfRangeException>(() => WireFormat.MakeTag(1, (WireType)wireType));

    [Fact]
    public void MaxFieldNumber_is_2_pow_29_minus_1() => Assert.Equal(536_870_911, WireFormat.MaxFieldNumber);

    // The zig-zag table of the protobuf encoding guide.
    [Theory]
    [InlineData(0, 0u)]
    [InlineData(-1, 1u)]
    [InlineData(1, 2u)]
    [InlineData(-2, 3u)]
    [InlineData(2, 4u)]
    [InlineData(int.MaxValue, 0xFFFFFFFEu)]
    [InlineData(int.MinValue, 0xFFFFFFFFu)]
    public void ZigZag32_vectors(int value, uint encoded)
    {
        Assert.Equal(encoded, WireFormat.EncodeZigZag32(value));
        Assert.Equal(value, WireFormat.DecodeZigZag32(encoded));
    }

    [Theory]
    [InlineData(0L, 0UL)]
    [InlineData(-1L, 1UL)]
    [InlineData(1L, 2UL)]
    [InlineData(-2L, 3UL)]
    [InlineData(2147483647L, 4294967294UL)]
    [InlineData(-2147483648L, 4294967295UL)]
    [InlineData(long.MaxValue, 0xFFFFFFFFFFFFFFFEUL)]
    [InlineData(long.MinValue, 0xFFFFFFFFFFFFFFFFUL)]
    public void ZigZag64_vectors(long value, ulong encoded)
    {
        Assert.Equal(encoded, WireFormat.EncodeZigZag64(value));
        Assert.Equal(value, WireFormat.DecodeZigZag64(encoded));
    }

    [Fact]
    public void ZigZag_round_trips_random_values()
    {
        var random = new Random(1234);
        for (int i = 0; i < 10_000; i++)
        {
            long v = random.NextInt64(long.MinValue, long.MaxValue);
            Assert.Equal(v, WireFormat.DecodeZigZag64(WireFormat.EncodeZigZag64(v)));
            Assert.Equal((int)v, WireFormat.DecodeZigZag32(WireFormat.EncodeZigZag32((int)v)));
        }
    }

    // Every boundary where the varint size changes: 2^(7k) - 1 and 2^(7k).
    [Theory]
    [InlineData(0UL, 1)]
    [InlineData(1UL, 1)]
    [InlineData(127UL, 1)]
    [InlineData(128UL, 2)]
    [InlineData(16383UL, 2)]
    [InlineData(16384UL, 3)]
    [InlineData(2097151UL, 3)]
    [InlineData(2097152UL, 4)]
    [InlineData(268435455UL, 4)]
    [InlineData(268435456UL, 5)]
    [InlineData(34359738367UL, 5)]
    [InlineData(34359738368UL, 6)]
    [InlineData(4398046511103UL, 6)]
    [InlineData(4398046511104UL, 7)]
    [InlineData(562949953421311UL, 7)]
    [InlineData(562949953421312UL, 8)]
    [InlineData(72057594037927935UL, 8)]
    [InlineData(72057594037927936UL, 9)]
    [InlineData(9223372036854775807UL, 9)]
    [InlineData(9223372036854775808UL, 10)]
    [InlineData(ulong.MaxValue, 10)]
    public void SizeOfVarint64_at_every_boundary(ulong value, int size)
    {
        Assert.Equal(size, WireFormat.SizeOfVarint64(value));
        Assert.Equal(size, WireFormat.SizeOfUInt64(value));
        if (value <= uint.MaxValue)
        {
            Assert.Equal(size, WireFormat.SizeOfVarint32((uint)value));
            Assert.Equal(size, WireFormat.SizeOfUInt32((uint)value));
        }
    }

    [Theory]
    [InlineData(0, 1)]
    [InlineData(1, 1)]
    [InlineData(127, 1)]
    [InlineData(128, 2)]
    [InlineData(int.MaxValue, 5)]
    [InlineData(-1, 10)]
    [InlineData(int.MinValue, 10)]
    public void SizeOfInt32_sign_extends_negatives(int value, int size)
    {
        Assert.Equal(size, WireFormat.SizeOfInt32(value));
        Assert.Equal(size, WireFormat.SizeOfEnum(value));
    }

    [Theory]
    [InlineData(0L, 1)]
    [InlineData(-1L, 10)]
    [InlineData(long.MinValue, 10)]
    [InlineData(long.MaxValue, 9)]
    public void SizeOfInt64_vectors(long value, int size) => Assert.Equal(size, WireFormat.SizeOfInt64(value));

    [Theory]
    [InlineData(0, 1)]
    [InlineData(-1, 1)]
    [InlineData(-64, 1)]
    [InlineData(64, 2)]
    [InlineData(int.MaxValue, 5)]
    [InlineData(int.MinValue, 5)]
    public void SizeOfSInt32_vectors(int value, int size) => Assert.Equal(size, WireFormat.SizeOfSInt32(value));

    [Theory]
    [InlineData(0L, 1)]
    [InlineData(-1L, 1)]
    [InlineData(long.MaxValue, 10)]
    [InlineData(long.MinValue, 10)]
    public void SizeOfSInt64_vectors(long value, int size) => Assert.Equal(size, WireFormat.SizeOfSInt64(value));

    [Theory]
    [InlineData(1, 1)]
    [InlineData(15, 1)]
    [InlineData(16, 2)]
    [InlineData(2047, 2)]
    [InlineData(2048, 3)]
    [InlineData(262143, 3)]
    [InlineData(262144, 4)]
    [InlineData(33554431, 4)]
    [InlineData(33554432, 5)]
    [InlineData(WireFormat.MaxFieldNumber, 5)]
    public void SizeOfTag_vectors(int field, int size) => Assert.Equal(size, WireFormat.SizeOfTag(field));

    [Theory]
    [InlineData("", 1)]
    [InlineData("a", 2)]
    [InlineData("\u00e9", 3)]          // 2-byte UTF-8
    [InlineData("\u20ac", 4)]          // 3-byte UTF-8
    [InlineData("\U0001F600", 5)]      // 4-byte UTF-8 (a surrogate pair)
    public void SizeOfString_counts_UTF8_bytes_plus_prefix(string value, int size) =>
        Assert.Equal(size, WireFormat.SizeOfString(value));

    // Built in code: attribute arguments cannot carry lone surrogates through metadata.
    [Fact]
    public void SizeOfString_counts_lone_surrogates_as_U_FFFD()
    {
        Assert.Equal(4, WireFormat.SizeOfString(new string('\ud800', 1)));          // lone high surrogate -> EF BF BD
        Assert.Equal(5, WireFormat.SizeOfString(new string(['\udc00', 'x'])));      // lone low surrogate, then 'x'
        Assert.Equal(7, WireFormat.SizeOfString(new string(['\ud800', '\ud800']))); // two lone highs
        Assert.Equal(5, WireFormat.SizeOfString(new string(['\ud83d', '\ude00']))); // a valid pair: 4 bytes
    }

    [Fact]
    public void SizeOfString_rejects_null() => Assert.Throws<ArgumentNullException>(() => WireFormat.SizeOfString(null!));

    [Theory]
    [InlineData(0, 1)]
    [InlineData(127, 128)]
    [InlineData(128, 130)]
    [InlineData(16384, 16387)]
    public void SizeOfLengthPrefixed_vectors(int payload, int size) =>
        Assert.Equal(size, WireFormat.SizeOfLengthPrefixed(payload));

    [Fact]
    public void Size_constants() =>
        Assert.Equal((4, 8, 1, 10, 5),
            (WireFormat.Fixed32Size, WireFormat.Fixed64Size, WireFormat.BoolSize, WireFormat.MaxVarint64Size, WireFormat.MaxVarint32Size));

    /// <summary>Size math equals the bytes the writer actually produces, for random values of every kind.</summary>
    [Fact]
    public void Size_math_equals_bytes_written()
    {
        var random = new Random(42);
        var buffer = new byte[64];
        for (int i = 0; i < 5_000; i++)
        {
            // Bias toward short values, where the boundaries are.
            ulong u = random.NextInt64() is var r && (r & 3) == 0 ? (ulong)r : (ulong)r >> random.Next(64);
            long s = (long)u;
            int field = 1 + (int)(u % WireFormat.MaxFieldNumber);

            Check(WireFormat.SizeOfVarint64(u), (ref ProtoWriter w) => w.WriteVarint64(u));
            Check(WireFormat.SizeOfVarint32((uint)u), (ref ProtoWriter w) => w.WriteVarint32((uint)u));
            Check(WireFormat.SizeOfInt32((int)s), (ref ProtoWriter w) => w.WriteInt32((int)s));
            Check(WireFormat.SizeOfInt64(s), (ref ProtoWriter w) => w.WriteInt64(s));
            Check(WireFormat.SizeOfSInt32((int)s), (ref ProtoWriter w) => w.WriteSInt32((int)s));
            Check(WireFormat.SizeOfSInt64(s), (ref ProtoWriter w) => w.WriteSInt64(s));
            Check(WireFormat.SizeOfEnum((int)s), (ref ProtoWriter w) => w.WriteEnum((int)s));
            Check(WireFormat.SizeOfTag(field), (ref ProtoWriter w) => w.WriteTag(field, WireType.LengthDelimited));
        }

        void Check(int expected, WriterAction write)
        {
            var writer = new ProtoWriter(buffer);
            write(ref writer);
            Assert.Equal(expected, writer.Position);
        }
    }

    [Fact]
    public void String_size_equals_bytes_written()
    {
        var random = new Random(7);
        foreach (string s in RandomStrings.Generate(random, 150))
        {
            byte[] written = WriterHarness.Write((ref ProtoWriter w) => w.WriteString(s));
            Assert.Equal(WireFormat.SizeOfString(s), written.Length);
        }
    }
}
