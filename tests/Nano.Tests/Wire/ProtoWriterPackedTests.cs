using Nano.Tests.Support;
using Nano.Tests.Wire.Support;
using Nano.Wire;

namespace Nano.Tests.Wire;

public class ProtoWriterPackedTests
{
    private static void AssertWrites(string expectedHex, WriterAction write) =>
        Assert.Equal(expectedHex.Replace(" ", ""), Hex.Of(WriterHarness.Write(write)));

    [Fact]
    public void Spec_example()
    {
        // The encoding guide: field 4, packed [3, 270, 86942].
        AssertWrites("22 06 03 8E 02 9E A7 05", (ref ProtoWriter w) => w.WritePackedInt32(4, [3, 270, 86942]));
    }

    [Fact]
    public void Every_packable_type()
    {
        AssertWrites("0A 0D 00 FF FF FF FF FF FF FF FF FF 01 96 01", (ref ProtoWriter w) => w.WritePackedInt32(1, [0, -1, 150]));
        AssertWrites("0A 0D 01 FF FF FF FF FF FF FF FF FF 01 80 01", (ref ProtoWriter w) => w.WritePackedInt64(1, [1, -1, 128]));
        AssertWrites("0A 07 00 7F FF FF FF FF 0F", (ref ProtoWriter w) => w.WritePackedUInt32(1, [0, 127, uint.MaxValue]));
        AssertWrites("0A 0C 80 01 FF FF FF FF FF FF FF FF FF 01", (ref ProtoWriter w) => w.WritePackedUInt64(1, [128, ulong.MaxValue]));
        AssertWrites("0A 08 00 01 02 FF FF FF FF 0F", (ref ProtoWriter w) => w.WritePackedSInt32(1, [0, -1, 1, int.MinValue]));
        AssertWrites("0A 0B 03 FE FF FF FF FF FF FF FF FF 01", (ref ProtoWriter w) => w.WritePackedSInt64(1, [-2, long.MaxValue]));
        AssertWrites("0A 03 01 00 01", (ref ProtoWriter w) => w.WritePackedBool(1, [true, false, true]));
        AssertWrites("0A 08 01 00 00 00 EF BE AD DE", (ref ProtoWriter w) => w.WritePackedFixed32(1, [1, 0xDEADBEEF]));
        AssertWrites("0A 08 08 07 06 05 04 03 02 01", (ref ProtoWriter w) => w.WritePackedFixed64(1, [0x0102030405060708]));
        AssertWrites("0A 08 FF FF FF FF 00 00 00 80", (ref ProtoWriter w) => w.WritePackedSFixed32(1, [-1, int.MinValue]));
        AssertWrites("0A 08 FF FF FF FF FF FF FF FF", (ref ProtoWriter w) => w.WritePackedSFixed64(1, [-1]));
        AssertWrites("0A 0C 00 00 80 3F 00 00 00 80 00 00 C0 FF", (ref ProtoWriter w) => w.WritePackedFloat(1, [1f, -0f, float.NaN]));
        AssertWrites("0A 10 00 00 00 00 00 00 F0 3F 00 00 00 00 00 00 F0 FF",
            (ref ProtoWriter w) => w.WritePackedDouble(1, [1d, double.NegativeInfinity]));
    }

    [Fact]
    public void Large_field_numbers_and_long_payloads()
    {
        // field 16 -> tag 82 01; 64 bools -> length 40.
        byte[] written = WriterHarness.Write((ref ProtoWriter w) => w.WritePackedBool(16, Enumerable.Repeat(true, 64).ToArray()));
        Assert.Equal("820140", Hex.Of(written.AsSpan(0, 3)));
        Assert.Equal(67, written.Length);

        // 200 doubles = 1600 bytes -> length C0 0C.
        double[] doubles = Enumerable.Range(0, 200).Select(i => i * 0.5).ToArray();
        written = WriterHarness.Write((ref ProtoWriter w) => w.WritePackedDouble(2, doubles));
        Assert.Equal("12C00C", Hex.Of(written.AsSpan(0, 3)));
        Assert.Equal(1603, written.Length);
    }

    [Fact]
    public void Empty_spans_write_nothing()
    {
        AssertWrites("", (ref ProtoWriter w) =>
        {
            w.WritePackedInt32(1, []);
            w.WritePackedInt64(1, []);
            w.WritePackedUInt32(1, []);
            w.WritePackedUInt64(1, []);
            w.WritePackedSInt32(1, []);
            w.WritePackedSInt64(1, []);
            w.WritePackedBool(1, []);
            w.WritePackedFixed32(1, []);
            w.WritePackedFixed64(1, []);
            w.WritePackedSFixed32(1, []);
            w.WritePackedSFixed64(1, []);
            w.WritePackedFloat(1, []);
            w.WritePackedDouble(1, []);
        });
    }

    [Fact]
    public void Packed_equals_tag_length_and_values_written_one_by_one()
    {
        // The tight loops and the memory copy agree with the per-value writes, for random arrays, through every output.
        var random = new Random(11);
        for (int round = 0; round < 30; round++)
        {
            int n = random.Next(1, 80);
            long[] longs = Enumerable.Range(0, n).Select(_ => random.NextInt64(long.MinValue, long.MaxValue) >> random.Next(64)).ToArray();
            int[] ints = longs.Select(v => (int)v).ToArray();
            double[] doubles = longs.Select(v => BitConverter.Int64BitsToDouble(v)).ToArray();
            float[] floats = ints.Select(v => BitConverter.Int32BitsToSingle(v)).ToArray();

            Assert.Equal(
                WriterHarness.Write((ref ProtoWriter w) => { w.WriteTag(5, WireType.LengthDelimited); w.WriteLength(ints.Sum(WireFormat.SizeOfInt32)); foreach (int v in ints) w.WriteInt32(v); }),
                WriterHarness.Write((ref ProtoWriter w) => w.WritePackedInt32(5, ints)));
            Assert.Equal(
                WriterHarness.Write((ref ProtoWriter w) => { w.WriteTag(5, WireType.LengthDelimited); w.WriteLength(ints.Sum(WireFormat.SizeOfSInt32)); foreach (int v in ints) w.WriteSInt32(v); }),
                WriterHarness.Write((ref ProtoWriter w) => w.WritePackedSInt32(5, ints)));
            Assert.Equal(
                WriterHarness.Write((ref ProtoWriter w) => { w.WriteTag(5, WireType.LengthDelimited); w.WriteLength(longs.Sum(WireFormat.SizeOfSInt64)); foreach (long v in longs) w.WriteSInt64(v); }),
                WriterHarness.Write((ref ProtoWriter w) => w.WritePackedSInt64(5, longs)));
            Assert.Equal(
                WriterHarness.Write((ref ProtoWriter w) => { w.WriteTag(5, WireType.LengthDelimited); w.WriteLength(longs.Sum(WireFormat.SizeOfInt64)); foreach (long v in longs) w.WriteInt64(v); }),
                WriterHarness.Write((ref ProtoWriter w) => w.WritePackedInt64(5, longs)));
            Assert.Equal(
                WriterHarness.Write((ref ProtoWriter w) => { w.WriteTag(5, WireType.LengthDelimited); w.WriteLength(ints.Sum(v => WireFormat.SizeOfUInt32((uint)v))); foreach (int v in ints) w.WriteUInt32((uint)v); }),
                WriterHarness.Write((ref ProtoWriter w) => w.WritePackedUInt32(5, ints.Select(v => (uint)v).ToArray())));
            Assert.Equal(
                WriterHarness.Write((ref ProtoWriter w) => { w.WriteTag(5, WireType.LengthDelimited); w.WriteLength(8 * n); foreach (double v in doubles) w.WriteDouble(v); }),
                WriterHarness.Write((ref ProtoWriter w) => w.WritePackedDouble(5, doubles)));
            Assert.Equal(
                WriterHarness.Write((ref ProtoWriter w) => { w.WriteTag(5, WireType.LengthDelimited); w.WriteLength(4 * n); foreach (float v in floats) w.WriteFloat(v); }),
                WriterHarness.Write((ref ProtoWriter w) => w.WritePackedFloat(5, floats)));
        }
    }

    [Fact]
    public void Invalid_field_number_is_rejected() =>
        Assert.Throws<ArgumentOutOfRangeException>(() =>
        {
            var w = new ProtoWriter(new byte[32]);
            w.WritePackedFixed32(0, [1]);
        });
}
