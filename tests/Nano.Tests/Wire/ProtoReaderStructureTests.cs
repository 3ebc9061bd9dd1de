using System.Buffers;
using Nano.Tests.Support;
using Nano.Tests.Wire.Support;
using Nano.Wire;

namespace Nano.Tests.Wire;

/// <summary>Nesting (sub-messages, packed regions, groups), SkipField and CopyField.</summary>
public class ProtoReaderStructureTests
{
    [Fact]
    public void Nested_sub_messages_restore_limits_and_depth()
    {
        // { 1: { 1: 150, 2: { 3: "hi" } }, 2: 7 }
        byte[] data = Hex.Bytes("0A 09 08 96 01 12 04 1A 02 68 69 10 07");
        string result = ReaderHarness.ReadEverywhere(data, (ref ProtoReader r) =>
        {
            var log = new List<string>();
            Assert.Equal(0x0Au, r.ReadTag());
            SubMessageToken outer = r.BeginLengthDelimited();
            Assert.Equal(1, r.Depth);
            Assert.Equal(9, r.Remaining);
            Assert.Equal(8u, r.ReadTag());
            log.Add(r.ReadInt32().ToString());
            Assert.Equal(0x12u, r.ReadTag());
            SubMessageToken inner = r.BeginLengthDelimited();
            Assert.Equal(2, r.Depth);
            Assert.Equal(0x1Au, r.ReadTag());
            log.Add(r.ReadString());
            Assert.True(r.IsAtLimit);
            Assert.Equal(0u, r.ReadTag());
            r.EndLengthDelimited(inner);
            Assert.Equal(1, r.Depth);
            Assert.True(r.IsAtLimit);
            Assert.Equal(0u, r.ReadTag());
            r.EndLengthDelimited(outer);
            Assert.Equal(0, r.Depth);
            Assert.False(r.IsAtLimit);
            Assert.Equal(0x10u, r.ReadTag());
            log.Add(r.ReadInt32().ToString());
            Assert.Equal(0u, r.ReadTag());
            return string.Join(",", log);
        });
        Assert.Equal("150,hi,7", result);
    }

    [Fact]
    public void Empty_sub_message()
    {
        ReaderHarness.ReadEverywhere(Hex.Bytes("0A 00 10 01"), (ref ProtoReader r) =>
        {
            r.ReadTag();
            SubMessageToken token = r.BeginLengthDelimited();
            Assert.True(r.IsAtLimit);
            Assert.Equal(0u, r.ReadTag());
            r.EndLengthDelimited(token);
            Assert.Equal(0x10u, r.ReadTag());
            Assert.Equal(1, r.ReadInt32());
        });
    }

    [Fact]
    public void Packed_region_reads_until_the_limit_without_counting_depth()
    {
        // Spec example: field 4 packed [3, 270, 86942], then field 5 = 1. Read at MaxDepth 0: packed is not nesting.
        byte[] data = Hex.Bytes("22 06 03 8E 02 9E A7 05 28 01");
        var options = new ProtoReaderOptions { MaxDepth = 0 };
        string result = ReaderHarness.ReadEverywhere(data, (ref ProtoReader r) =>
        {
            var values = new List<int>();
            Assert.Equal(0x22u, r.ReadTag());
            SubMessageToken token = r.BeginPacked();
            Assert.Equal(0, r.Depth);
            while (!r.IsAtLimit)
                values.Add(r.ReadInt32());
            r.EndLengthDelimited(token);
            Assert.Equal(0x28u, r.ReadTag());
            values.Add(r.ReadInt32());
            return string.Join(",", values);
        }, options);
        Assert.Equal("3,270,86942,1", result);
    }

    [Fact]
    public void Packed_fixed_values_through_ReadRaw()
    {
        byte[] data = WriterHarness.Write((ref ProtoWriter w) => w.WritePackedDouble(1, [1.5, -2.25, double.NaN]));
        double[] values = ReaderHarness.ReadEverywhere(data, (ref ProtoReader r) =>
        {
            r.ReadTag();
            int length = r.ReadLength();
            var result = new double[length / 8];
            r.ReadRaw(System.Runtime.InteropServices.MemoryMarshal.AsBytes(result.AsSpan()));
            return result;
        });
        Assert.Equal([1.5, -2.25, double.NaN], values);
    }

    [Fact]
    public void Groups_nest_and_close_at_their_end_group_tags()
    {
        // 1: group { 2: 5, 3: group { 4: "x" }, 5: 6 }, 6: 7
        byte[] data = Hex.Bytes("0B 10 05 1B 22 01 78 1C 28 06 0C 30 07");
        string result = ReaderHarness.ReadEverywhere(data, (ref ProtoReader r) =>
        {
            var log = new List<string>();
            Assert.Equal(0x0Bu, r.ReadTag());
            Assert.Equal(WireType.StartGroup, r.WireType);
            SubMessageToken outer = r.BeginGroup();
            Assert.Equal(1, r.Depth);
            Assert.Equal(0x10u, r.ReadTag());
            log.Add(r.ReadInt32().ToString());
            Assert.Equal(0x1Bu, r.ReadTag());
            SubMessageToken inner = r.BeginGroup();
            Assert.Equal(2, r.Depth);
            Assert.Equal(0x22u, r.ReadTag());
            log.Add(r.ReadString());
            Assert.Equal(0u, r.ReadTag());           // end-group 3
            Assert.Equal(WireType.EndGroup, r.WireType);
            Assert.Equal(3, r.FieldNumber);
            r.EndGroup(inner);
            Assert.Equal(1, r.Depth);
            Assert.Equal(0x28u, r.ReadTag());
            log.Add(r.ReadInt32().ToString());
            Assert.Equal(0u, r.ReadTag());           // end-group 1
            r.EndGroup(outer);
            Assert.Equal(0, r.Depth);
            Assert.Equal(0x30u, r.ReadTag());
            log.Add(r.ReadInt32().ToString());
            Assert.Equal(0u, r.ReadTag());
            return string.Join(",", log);
        });
        Assert.Equal("5,x,6,7", result);
    }

    [Fact]
    public void A_sub_message_inside_a_group_and_a_group_inside_a_sub_message()
    {
        // 1: group { 2: { 3: group { } } }
        byte[] data = Hex.Bytes("0B 12 02 1B 1C 0C");
        ReaderHarness.ReadEverywhere(data, (ref ProtoReader r) =>
        {
            r.ReadTag();
            SubMessageToken g1 = r.BeginGroup();
            Assert.Equal(0x12u, r.ReadTag());
            SubMessageToken m2 = r.BeginLengthDelimited();
            Assert.Equal(0x1Bu, r.ReadTag());
            SubMessageToken g3 = r.BeginGroup();
            Assert.Equal(0u, r.ReadTag());
            r.EndGroup(g3);
            Assert.Equal(0u, r.ReadTag()); // end of the sub-message, not of group 1
            r.EndLengthDelimited(m2);
            Assert.Equal(0u, r.ReadTag()); // end-group 1
            r.EndGroup(g1);
            Assert.Equal(0u, r.ReadTag());
            Assert.Equal(0, r.Depth);
        });
    }

    [Theory]
    [InlineData("08 96 01", 3)]                                  // varint
    [InlineData("08 FF FF FF FF FF FF FF FF FF 01", 11)]          // 10-byte varint
    [InlineData("09 01 02 03 04 05 06 07 08", 9)]                 // fixed64
    [InlineData("12 03 61 62 63", 5)]                             // length-delimited
    [InlineData("12 00", 2)]                                      // empty length-delimited
    [InlineData("0D 01 02 03 04", 5)]                             // fixed32
    [InlineData("0B 0C", 2)]                                      // empty group
    [InlineData("0B 10 01 1A 01 61 21 01 02 03 04 05 06 07 08 2D 01 02 03 04 0C", 21)] // group with every wire type
    [InlineData("0B 13 1B 0B 0C 1C 14 0C", 8)]                    // nested groups (field 1 inside field 3 inside field 2 inside field 1)
    [InlineData("83 80 01 84 80 01", 6)]                          // group with a 3-byte field number
    public void SkipField_skips_every_wire_type(string fieldHex, int length)
    {
        // The field, then a marker field 15 = 1 that must be read next.
        byte[] data = [.. Hex.Bytes(fieldHex), 0x78, 0x01];
        Assert.Equal(length + 2, data.Length);
        ReaderHarness.ReadEverywhere(data, (ref ProtoReader r) =>
        {
            r.ReadTag();
            r.SkipField();
            Assert.Equal(length, r.Position);
            Assert.Equal(0, r.Depth);
            Assert.Equal(0x78u, r.ReadTag());
            Assert.Equal(1, r.ReadInt32());
            Assert.Equal(0u, r.ReadTag());
        });
    }

    [Fact]
    public void SkipField_without_a_field_is_a_usage_error()
    {
        Assert.Throws<InvalidOperationException>(() =>
        {
            var r = new ProtoReader(Hex.Bytes("08 01"));
            r.SkipField();
        });
        Assert.Throws<InvalidOperationException>(() =>
        {
            var r = new ProtoReader(Hex.Bytes("0B 0C"));
            r.ReadTag();
            r.BeginGroup();
            r.ReadTag(); // end-group: returns 0
            r.SkipField();
        });
    }

    [Theory]
    [InlineData("08 96 01")]
    [InlineData("80 01 FF FF FF FF FF FF FF FF FF 01")]
    [InlineData("09 01 02 03 04 05 06 07 08")]
    [InlineData("12 03 61 62 63")]
    [InlineData("0D 01 02 03 04")]
    [InlineData("0B 10 01 1B 22 01 78 1C 0C")]
    [InlineData("FD FF FF FF 0F 01 02 03 04")]
    public void CopyField_writes_the_field_back_byte_for_byte(string fieldHex)
    {
        byte[] field = Hex.Bytes(fieldHex);
        byte[] data = [0x78, 0x01, .. field, 0x78, 0x02];
        byte[] copied = ReaderHarness.ReadEverywhere(data, (ref ProtoReader r) =>
        {
            var unknown = new ArrayBufferWriter<byte>();
            Assert.Equal(0x78u, r.ReadTag());
            r.ReadInt32();
            r.ReadTag();
            r.CopyField(unknown);
            Assert.Equal(0x78u, r.ReadTag());
            Assert.Equal(2, r.ReadInt32());
            return unknown.WrittenSpan.ToArray();
        });
        Assert.Equal(field, copied);
    }

    [Fact]
    public void CopyField_canonicalizes_an_overlong_tag()
    {
        // Tag 08 written in 2 bytes (88 00): copied as the canonical 08.
        byte[] copied = ReaderHarness.ReadEverywhere(Hex.Bytes("88 00 96 01"), (ref ProtoReader r) =>
        {
            var unknown = new ArrayBufferWriter<byte>();
            r.ReadTag();
            r.CopyField(unknown);
            return unknown.WrittenSpan.ToArray();
        });
        Assert.Equal("089601", Hex.Of(copied));
    }

    [Fact]
    public void CopyField_keeps_all_unknown_fields_of_a_message()
    {
        // Copying every field of a message reproduces it exactly, through chunked outputs too.
        var random = new Random(17);
        for (int round = 0; round < 12; round++)
        {
            byte[] message = RandomMessages.Next(random, maxFields: 12);
            foreach (int chunk in WriterHarness.ChunkSizes)
            {
                byte[] copied = ReaderHarness.ReadEverywhere(message, (ref ProtoReader r) =>
                {
                    var unknown = new ChunkedBufferWriter(chunk);
                    while (r.ReadTag() != 0)
                        r.CopyField(unknown);
                    return unknown.WrittenBytes;
                }, everySplit: round < 2 && chunk == 1);
                Assert.Equal(message, copied);
            }
        }
    }

    [Fact]
    public void CopyField_writes_nothing_for_a_malformed_field()
    {
        var unknown = new ArrayBufferWriter<byte>();
        Assert.Throws<ProtoException>(() =>
        {
            var r = new ProtoReader(Hex.Bytes("12 05 61"));
            r.ReadTag();
            r.CopyField(unknown);
        });
        Assert.Equal(0, unknown.WrittenCount);
    }
}
