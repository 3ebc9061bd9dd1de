using Nano.Tests.Support;
using Nano.Tests.Wire.Support;
using Nano.Wire;

namespace Nano.Tests.Wire;

/// <summary>Looking ahead for capacity hints (CountRepeatedAhead, CountPackedVarints) and the two-byte tag fast paths.</summary>
public class ProtoReaderCountingTests
{
    // Three occurrences of field 1 (length-delimited), then field 2, then field 1 again.
    private static readonly byte[] ThreeThenOther = Hex.Bytes("0A 01 61 0A 00 0A 02 62 63 10 05 0A 01 64");

    [Fact]
    public void Counts_the_run_of_equal_tags_and_consumes_nothing()
    {
        foreach (InputVariant variant in ReaderHarness.Variants(ThreeThenOther))
        {
            ProtoReader reader = variant.Create(null);
            Assert.Equal(0x0Au, reader.ReadTag());
            long position = reader.Position;
            int count = reader.CountRepeatedAhead(out bool complete);
            Assert.Equal(position, reader.Position);
            bool contiguous = variant.Name is "span" or "memory" or "sequence(1)";
            if (contiguous)
            {
                Assert.Equal(3, count);
                Assert.True(complete);
            }
            else
            {
                // Segments: a lower bound, exact only when it says so.
                Assert.InRange(count, 0, 3);
                if (complete)
                    Assert.Equal(3, count);
            }
            Assert.Equal("a", reader.ReadString());
        }
    }

    [Theory]
    [InlineData("08 01 08 96 01 08 7F", 3)]                       // varints, run to the end
    [InlineData("08 01 08 96 01 08 FF", 2)]                       // a truncated varint is not counted
    [InlineData("0D 01 00 00 00 0D 02 00 00 00 0D 03 00", 2)]     // fixed32, the last one cut short
    [InlineData("09 01 00 00 00 00 00 00 00 09 02 00 00 00 00 00 00 00", 2)] // fixed64
    [InlineData("A1 01 01 00 00 00 00 00 00 00 A1 01 02 00 00 00 00 00 00 00 A0 01 00", 2)] // field 20 fixed64: two-byte tags
    [InlineData("0A 05 61", 0)]                                   // a length past the end: nothing counted
    [InlineData("0A FF FF FF FF 0F", 0)]                          // a hostile length
    public void Counts_only_values_wholly_present(string hex, int expected)
    {
        byte[] data = Hex.Bytes(hex);
        var reader = new ProtoReader(data);
        reader.ReadTag();
        Assert.Equal(expected, reader.CountRepeatedAhead(out _));
    }

    [Theory]
    [InlineData(1, 1, false)]
    [InlineData(2, 2, false)]
    [InlineData(3, 3, false)] // stopped by max, even at the run's end: complete is not claimed
    [InlineData(10, 3, true)] // the whole run, ended by the end of the input
    public void Counting_stops_at_the_most_asked_for(int max, int expected, bool expectedComplete)
    {
        var reader = new ProtoReader(Hex.Bytes("08 01 08 96 01 08 7F"));
        reader.ReadTag();
        Assert.Equal(expected, reader.CountRepeatedAhead(max, out bool complete, out int length));
        Assert.Equal(expectedComplete, complete);
        Assert.Equal(new[] { 1, 4, 6 }[expected - 1], length); // bytes from after the first tag to the end of the last counted field
        Assert.Equal(1L, reader.Position); // consumes nothing
    }

    [Fact]
    public void Groups_are_not_counted()
    {
        var reader = new ProtoReader(Hex.Bytes("0B 0C 0B 0C"));
        reader.ReadTag();
        Assert.Equal(0, reader.CountRepeatedAhead(out bool complete));
        Assert.False(complete);
    }

    [Fact]
    public void Counting_stops_at_the_end_of_the_enclosing_region()
    {
        // { 1: { 1: 1, 1: 2 }, 1: 3 }: inside the sub-message only two are counted.
        var reader = new ProtoReader(Hex.Bytes("0A 04 08 01 08 02 08 03"));
        reader.ReadTag();
        SubMessageToken token = reader.BeginLengthDelimited();
        reader.ReadTag();
        Assert.Equal(2, reader.CountRepeatedAhead(out bool complete));
        Assert.True(complete);
        reader.ReadInt32();
        reader.ReadTag();
        reader.ReadInt32();
        Assert.Equal(0u, reader.ReadTag());
        reader.EndLengthDelimited(token);
    }

    [Fact]
    public void Counts_packed_varints_by_their_last_bytes()
    {
        // Packed field 1: 1, 150, 2^35, 0, then field 2.
        byte[] data = Hex.Bytes("0A 0A 01 96 01 80 80 80 80 80 01 00 10 01");
        foreach (InputVariant variant in ReaderHarness.Variants(data))
        {
            ProtoReader reader = variant.Create(null);
            reader.ReadTag();
            SubMessageToken token = reader.BeginPacked();
            int count = reader.CountPackedVarints(out bool complete);
            if (complete)
                Assert.Equal(4, count);
            else
                Assert.InRange(count, 0, 4);
            var values = new List<ulong>();
            while (!reader.IsAtLimit)
                values.Add(reader.ReadUInt64());
            reader.EndLengthDelimited(token);
            Assert.Equal([1UL, 150UL, 1UL << 35, 0UL], values);
        }
    }

    [Fact]
    public void Counts_a_long_packed_run_exactly()
    {
        var values = Enumerable.Range(0, 1000).Select(i => (ulong)i * (ulong)i * 977).ToArray();
        var buffer = new System.Buffers.ArrayBufferWriter<byte>();
        var writer = new ProtoWriter(buffer);
        int size = values.Sum(v => WireFormat.SizeOfVarint64(v));
        writer.WriteTag(1, WireType.LengthDelimited);
        writer.WriteLength(size);
        foreach (ulong v in values)
            writer.WriteUInt64(v);
        writer.Flush();
        var reader = new ProtoReader(buffer.WrittenSpan);
        reader.ReadTag();
        reader.BeginPacked();
        Assert.Equal(1000, reader.CountPackedVarints(out bool complete));
        Assert.True(complete);
    }

    [Theory]
    [InlineData(16, WireType.Varint)]
    [InlineData(100, WireType.LengthDelimited)]
    [InlineData(2047, WireType.Fixed32)]
    [InlineData(2048, WireType.Fixed64)]                  // three-byte tag: the slow path
    [InlineData(16, WireType.StartGroup)]                 // two bytes, but a group: the slow path
    public void Two_byte_tags_read_alike_everywhere(int field, WireType wireType)
    {
        var buffer = new System.Buffers.ArrayBufferWriter<byte>();
        var writer = new ProtoWriter(buffer);
        writer.WriteTag(field, wireType);
        writer.Flush();
        byte[] data = buffer.WrittenSpan.ToArray();
        uint tag = WireFormat.MakeTag(field, wireType);
        uint read = ReaderHarness.ReadEverywhere(data, (ref ProtoReader r) =>
        {
            uint t = r.ReadTag();
            Assert.Equal(data.Length, r.Position);
            return t;
        });
        Assert.Equal(tag, read);
        if (wireType != WireType.StartGroup)
        {
            bool matched = ReaderHarness.ReadEverywhere(data, (ref ProtoReader r) =>
            {
                // TryReadTag may decline (a split tag); it consumes nothing then.
                bool ok = r.TryReadTag(tag);
                Assert.Equal(ok ? data.Length : 0, r.Position);
                if (!ok)
                    Assert.Equal(tag, r.ReadTag());
                return true;
            }, everySplit: true);
            Assert.True(matched);
            var contiguous = new ProtoReader(data);
            Assert.True(contiguous.TryReadTag(tag));
            Assert.Equal(tag, contiguous.Tag);
            var wrong = new ProtoReader(data);
            Assert.False(wrong.TryReadTag(WireFormat.MakeTag(field + 1, wireType)));
            Assert.Equal(0, wrong.Position);
        }
    }
}
