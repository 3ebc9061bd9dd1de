using Nano.Tests.Support;
using Nano.Tests.Wire.Support;
using Nano.Wire;

namespace Nano.Tests.Wire;

/// <summary>One test per kind of malformed input: each must end in a ProtoException with the right reason, byte
/// offset (where the bad element starts) and field number, identically on every input shape.</summary>
public class ProtoReaderErrorTests
{
    private static ProtoException Throws(string hex, ReaderAction read, ProtoReaderOptions? options = null) =>
        ReaderHarness.ThrowsEverywhere(Hex.Bytes(hex), read, options);

    private static void AssertError(ProtoException ex, string reason, long offset, int field)
    {
        Assert.StartsWith(reason, ex.Reason);
        Assert.Equal(offset, ex.Offset);
        Assert.Equal(field, ex.FieldNumber);
        Assert.IsAssignableFrom<IOException>(ex);
    }

    private static void ReadInt32Field(ref ProtoReader r)
    {
        r.ReadTag();
        r.ReadInt32();
    }

    // ---- Truncated varint ----

    [Fact]
    public void Truncated_varint_value() =>
        AssertError(Throws("08 96", ReadInt32Field), "Truncated varint", 1, 1);

    [Fact]
    public void Truncated_varint_of_every_kind()
    {
        AssertError(Throws("FF", (ref ProtoReader r) => r.ReadVarint64()), "Truncated varint", 0, 0);
        AssertError(Throws("FF FF FF FF FF FF FF FF FF", (ref ProtoReader r) => r.ReadVarint64()), "Truncated varint", 0, 0);
        AssertError(Throws("FF FF FF FF FF FF", (ref ProtoReader r) => r.ReadVarint32()), "Truncated varint", 0, 0);
        AssertError(Throws("10 80", (ref ProtoReader r) => { r.ReadTag(); r.ReadSInt64(); }), "Truncated varint", 1, 2);
        AssertError(Throws("10 80", (ref ProtoReader r) => { r.ReadTag(); r.ReadBool(); }), "Truncated varint", 1, 2);
        AssertError(Throws("10 80", (ref ProtoReader r) => { r.ReadTag(); r.SkipField(); }), "Truncated varint", 1, 2);
    }

    [Fact]
    public void Truncated_tag() =>
        // The field number is unknown (0): the error is in the tag itself, not in field 1 before it.
        AssertError(Throws("08 01 80", (ref ProtoReader r) => { ReadInt32Field(ref r); r.ReadTag(); }), "Truncated varint", 2, 0);

    [Fact]
    public void Truncated_length() =>
        AssertError(Throws("12 80", (ref ProtoReader r) => { r.ReadTag(); r.ReadString(); }), "Truncated varint", 1, 2);

    [Fact]
    public void A_varint_cannot_run_past_a_sub_message_boundary()
    {
        // Sub-message of 2 bytes "08 96"; the "01" that would finish the varint lies outside it.
        AssertError(Throws("0A 02 08 96 01", (ref ProtoReader r) =>
        {
            r.ReadTag();
            r.BeginLengthDelimited();
            ReadInt32Field(ref r);
        }), "Truncated varint", 3, 1);
    }

    // ---- Varint over 10 bytes ----

    [Fact]
    public void Varint_over_10_bytes()
    {
        const string eleven = "08 FF FF FF FF FF FF FF FF FF FF 01";
        AssertError(Throws(eleven, ReadInt32Field), "Varint over 10 bytes", 1, 1);
        AssertError(Throws(eleven, (ref ProtoReader r) => { r.ReadTag(); r.ReadVarint64(); }), "Varint over 10 bytes", 1, 1);
        AssertError(Throws(eleven, (ref ProtoReader r) => { r.ReadTag(); r.SkipField(); }), "Varint over 10 bytes", 1, 1);
        // Exactly 10 continuation bytes and nothing after: still "over 10 bytes", not truncated.
        AssertError(Throws("80 80 80 80 80 80 80 80 80 80", (ref ProtoReader r) => r.ReadVarint64()), "Varint over 10 bytes", 0, 0);
        // With plenty of bytes after (the unrolled fast path).
        AssertError(Throws("80 80 80 80 80 80 80 80 80 80 80 80 80 80 01", (ref ProtoReader r) => r.ReadVarint32()), "Varint over 10 bytes", 0, 0);
    }

    [Fact]
    public void Tag_varint_over_10_bytes_fails_as_over_5() =>
        AssertError(Throws("88 80 80 80 80 80 80 80 80 80 00", (ref ProtoReader r) => r.ReadTag()), "Tag varint over 5 bytes", 0, 0);

    // ---- Lengths ----

    [Fact]
    public void Length_past_the_end_of_the_input()
    {
        AssertError(Throws("12 05 61 62", (ref ProtoReader r) => { r.ReadTag(); r.ReadString(); }), "Length past end", 1, 2);
        AssertError(Throws("12 05 61 62", (ref ProtoReader r) => { r.ReadTag(); r.ReadBytes(); }), "Length past end", 1, 2);
        AssertError(Throws("12 05 61 62", (ref ProtoReader r) => { r.ReadTag(); r.ReadBytesMemory(); }), "Length past end", 1, 2);
        AssertError(Throws("12 05 61 62", (ref ProtoReader r) => { r.ReadTag(); r.SkipField(); }), "Length past end", 1, 2);
        AssertError(Throws("12 05 61 62", (ref ProtoReader r) => { r.ReadTag(); r.BeginLengthDelimited(); }), "Length past end", 1, 2);
        AssertError(Throws("12 01", (ref ProtoReader r) => { r.ReadTag(); r.ReadLength(); }), "Length past end", 1, 2);
    }

    [Fact]
    public void Huge_length_is_rejected_before_allocating() =>
        // 2^31 - 1 claimed, 1 byte present: must not try to allocate 2 GB.
        AssertError(Throws("12 FF FF FF FF 07 61", (ref ProtoReader r) => { r.ReadTag(); r.ReadBytes(); }), "Length past end", 1, 2);

    [Fact]
    public void Length_past_the_end_of_the_sub_message()
    {
        // Outer message of 3 bytes "12 05 61"; the inner string claims 5 though 1 byte of the region remains.
        AssertError(Throws("0A 03 12 05 61 62 63 64 65", (ref ProtoReader r) =>
        {
            r.ReadTag();
            r.BeginLengthDelimited();
            r.ReadTag();
            r.ReadString();
        }), "Length past end", 3, 2);
    }

    [Fact]
    public void Negative_length()
    {
        // -1 as a sign-extended varint, and 2^31 (over int.MaxValue).
        AssertError(Throws("12 FF FF FF FF FF FF FF FF FF 01", (ref ProtoReader r) => { r.ReadTag(); r.ReadString(); }), "Negative length", 1, 2);
        AssertError(Throws("12 80 80 80 80 08", (ref ProtoReader r) => { r.ReadTag(); r.ReadBytes(); }), "Negative length", 1, 2);
        AssertError(Throws("12 80 80 80 80 08", (ref ProtoReader r) => { r.ReadTag(); r.SkipField(); }), "Negative length", 1, 2);
        AssertError(Throws("12 80 80 80 80 08", (ref ProtoReader r) => { r.ReadTag(); r.BeginLengthDelimited(); }), "Negative length", 1, 2);
    }

    // ---- Fixed ----

    [Fact]
    public void Truncated_fixed32()
    {
        AssertError(Throws("0D 01 02 03", (ref ProtoReader r) => { r.ReadTag(); r.ReadFixed32(); }), "Truncated fixed32", 1, 1);
        AssertError(Throws("0D 01 02 03", (ref ProtoReader r) => { r.ReadTag(); r.ReadFloat(); }), "Truncated fixed32", 1, 1);
        AssertError(Throws("0D 01 02 03", (ref ProtoReader r) => { r.ReadTag(); r.SkipField(); }), "Truncated fixed32", 1, 1);
        AssertError(Throws("0D", (ref ProtoReader r) => { r.ReadTag(); r.ReadSFixed32(); }), "Truncated fixed32", 1, 1);
    }

    [Fact]
    public void Truncated_fixed64()
    {
        AssertError(Throws("09 01 02 03 04 05 06 07", (ref ProtoReader r) => { r.ReadTag(); r.ReadFixed64(); }), "Truncated fixed64", 1, 1);
        AssertError(Throws("09 01 02 03 04 05 06 07", (ref ProtoReader r) => { r.ReadTag(); r.ReadDouble(); }), "Truncated fixed64", 1, 1);
        AssertError(Throws("09 01 02 03 04 05 06 07", (ref ProtoReader r) => { r.ReadTag(); r.SkipField(); }), "Truncated fixed64", 1, 1);
    }

    [Fact]
    public void A_fixed_value_cannot_run_past_a_sub_message_boundary() =>
        AssertError(Throws("0A 03 0D 01 02 03 04", (ref ProtoReader r) =>
        {
            r.ReadTag();
            r.BeginLengthDelimited();
            r.ReadTag();
            r.ReadFixed32();
        }), "Truncated fixed32", 3, 1);

    // ---- Tags ----

    [Theory]
    [InlineData("0E", 0, 1, 6)]
    [InlineData("0F", 0, 1, 7)]
    [InlineData("08 01 16", 2, 2, 6)]
    [InlineData("08 01 87 01", 2, 16, 7)]
    public void Wire_types_6_and_7(string hex, long offset, int field, int wireType)
    {
        ProtoException ex = Throws(hex, ReaderHarness.SkipAll);
        AssertError(ex, "Invalid wire type", offset, field);
        Assert.EndsWith(wireType.ToString(), ex.Reason);
    }

    [Theory]
    [InlineData("00", 0)]
    [InlineData("02 00", 0)]
    [InlineData("08 01 00", 2)]
    [InlineData("08 01 80 00", 2)] // field 0 in an overlong encoding
    public void Field_number_0(string hex, long offset) =>
        AssertError(Throws(hex, ReaderHarness.SkipAll), "Field number 0", offset, 0);

    [Theory]
    [InlineData("80 80 80 80 10")]          // 2^32
    [InlineData("F8 FF FF FF 1F")]          // 2^33 - 8: five bytes, too many bits
    public void Tag_over_32_bits(string hex) =>
        AssertError(Throws(hex, ReaderHarness.SkipAll), "Tag over 32 bits", 0, 0);

    /// <summary>A tag is at most 5 bytes: a longer encoding of a small tag is malformed (conformance BadTag_OverlongVarint).</summary>
    [Theory]
    [InlineData("88 80 80 80 80 80 80 80 00", 0)] // tag 8 (field 1, varint) in 9 bytes
    [InlineData("88 80 80 80 80 00", 0)]          // in 6 bytes
    [InlineData("F8 FF FF FF FF 01", 0)]          // field 2^32 - 1 in 6 bytes
    [InlineData("80 80 80 80 80 80 80 80 80 01", 0)]
    [InlineData("08 01 90 80 80 80 80 80 00", 2)] // after a field
    public void Tag_over_5_bytes(string hex, long offset) =>
        AssertError(Throws(hex, ReaderHarness.SkipAll), "Tag varint over 5 bytes", offset, 0);

    [Fact]
    public void A_five_byte_tag_is_accepted()
    {
        var bytes = Hex.Bytes("88 80 80 80 00 05");
        var reader = new ProtoReader(bytes.AsMemory());
        Assert.Equal(8u, reader.ReadTag());
        Assert.Equal(5, reader.ReadInt32());
    }

    // ---- Groups ----

    [Fact]
    public void End_group_without_start()
    {
        AssertError(Throws("0C", ReaderHarness.SkipAll), "End-group without start", 0, 1);
        AssertError(Throws("08 01 14", ReaderHarness.SkipAll), "End-group without start", 2, 2);
    }

    [Fact]
    public void End_group_of_an_outer_group_inside_a_sub_message()
    {
        // Group 1 holds a length-delimited field 2 whose content is "0C": the group's end-group tag cannot close it
        // from inside the sub-message.
        AssertError(Throws("0B 12 01 0C 0C", (ref ProtoReader r) =>
        {
            r.ReadTag();
            r.BeginGroup();
            r.ReadTag();
            r.BeginLengthDelimited();
            r.ReadTag();
        }), "End-group without start", 3, 1);
    }

    [Fact]
    public void End_group_with_the_wrong_field_number()
    {
        AssertError(Throws("0B 14", ReaderHarness.SkipAll), "End-group field number does not match", 1, 2);
        AssertError(Throws("0B 13 0C 14", ReaderHarness.SkipAll), "End-group field number does not match", 2, 1); // crossed
        AssertError(Throws("0B 08 01 14", (ref ProtoReader r) =>
        {
            r.ReadTag();
            r.BeginGroup();
            ReaderHarness.SkipAll(ref r);
        }), "End-group field number does not match", 3, 2);
    }

    [Fact]
    public void Group_not_closed_at_the_end_of_the_input()
    {
        AssertError(Throws("0B 08 01", ReaderHarness.SkipAll), "Group not closed", 3, 1);
        AssertError(Throws("0B", ReaderHarness.SkipAll), "Group not closed", 1, 1);
        AssertError(Throws("0B 08 01", (ref ProtoReader r) =>
        {
            r.ReadTag();
            r.BeginGroup();
            ReaderHarness.SkipAll(ref r);
        }), "Group not closed", 3, 1);
    }

    [Fact]
    public void Group_not_closed_at_the_end_of_a_sub_message() =>
        // Sub-message of 3 bytes opens group 1; its end-group tag lies outside the sub-message.
        AssertError(Throws("0A 03 0B 08 01 0C", (ref ProtoReader r) =>
        {
            r.ReadTag();
            r.BeginLengthDelimited();
            ReaderHarness.SkipAll(ref r);
        }), "Group not closed", 5, 1);

    [Fact]
    public void EndGroup_before_the_end_group_tag_was_read() =>
        AssertError(Throws("0B 08 01 0C", (ref ProtoReader r) =>
        {
            r.ReadTag();
            SubMessageToken token = r.BeginGroup();
            r.ReadTag();
            r.ReadInt32();
            r.EndGroup(token);
        }), "Group not closed", 3, 1);

    [Fact]
    public void BeginGroup_requires_a_start_group_tag() =>
        AssertError(Throws("0A 00", (ref ProtoReader r) => { r.ReadTag(); r.BeginGroup(); }), "Expected a start-group tag", 1, 1);

    // ---- Sub-messages ----

    [Fact]
    public void Sub_message_not_fully_consumed()
    {
        AssertError(Throws("0A 02 08 01", (ref ProtoReader r) =>
        {
            r.ReadTag();
            SubMessageToken token = r.BeginLengthDelimited();
            r.ReadTag();
            r.EndLengthDelimited(token); // the value 01 is still unread
        }), "Sub-message not fully consumed", 3, 1);
    }

    [Fact]
    public void Sub_message_overrunning_its_parent()
    {
        // The inner message claims 4 bytes; the outer one has only 2 left.
        AssertError(Throws("0A 04 12 04 08 01 08 01", (ref ProtoReader r) =>
        {
            r.ReadTag();
            r.BeginLengthDelimited();
            r.ReadTag();
            r.BeginLengthDelimited();
        }), "Length past end", 3, 2);
    }

    // ---- UTF-8 ----

    [Theory]
    [InlineData("12 02 C3 28", 2)]          // lead byte without its continuation
    [InlineData("12 03 61 FF 62", 3)]       // 0xFF never appears in UTF-8
    [InlineData("12 02 C0 80", 2)]          // overlong encoding of U+0000
    [InlineData("12 03 ED A0 80", 2)]       // an encoded surrogate (U+D800)
    [InlineData("12 04 F4 90 80 80", 2)]    // above U+10FFFF
    [InlineData("12 02 61 E2", 3)]          // truncated 3-byte sequence at the end
    [InlineData("12 02 80 61", 2)]          // lone continuation byte
    public void Invalid_UTF8_points_at_the_first_bad_byte(string hex, long offset) =>
        AssertError(Throws(hex, (ref ProtoReader r) => { r.ReadTag(); r.ReadString(); }), "Invalid UTF-8", offset, 2);

    [Fact]
    public void Invalid_UTF8_in_a_long_string_straddling_segments()
    {
        byte[] payload = Enumerable.Repeat((byte)'a', 300).ToArray();
        payload[280] = 0xFE;
        byte[] data = [0x12, 0xAC, 0x02, .. payload];
        AssertError(ReaderHarness.ThrowsEverywhere(data, (ref ProtoReader r) => { r.ReadTag(); r.ReadString(); }),
            "Invalid UTF-8", 3 + 280, 2);
    }

    // ---- Depth ----

    private static byte[] NestedMessages(int depth)
    {
        // depth levels of field 1 sub-messages, innermost empty: 0A 00, 0A 02 0A 00, ...
        byte[] inner = [];
        for (int i = 0; i < depth; i++)
        {
            var w = new System.Buffers.ArrayBufferWriter<byte>();
            var writer = new ProtoWriter(w);
            writer.WriteTag(1, WireType.LengthDelimited);
            writer.WriteBytes(inner);
            writer.Flush();
            inner = w.WrittenSpan.ToArray();
        }
        return inner;
    }

    private static void ReadNested(ref ProtoReader r)
    {
        while (r.ReadTag() != 0)
        {
            SubMessageToken token = r.BeginLengthDelimited();
            ReadNested(ref r);
            r.EndLengthDelimited(token);
        }
    }

    [Fact]
    public void Depth_limit_on_sub_messages()
    {
        var options = new ProtoReaderOptions { MaxDepth = 3 };
        ReaderHarness.ReadEverywhere(NestedMessages(3), ReadNested, options);
        // The fourth level's length prefix starts at offset 7: 0A 06 | 0A 04 | 0A 02 | 0A [00].
        AssertError(ReaderHarness.ThrowsEverywhere(NestedMessages(4), ReadNested, options), "Depth limit exceeded", 7, 1);
    }

    [Fact]
    public void Depth_limit_defaults_to_100()
    {
        var ok = new ProtoReader(NestedMessages(100));
        ReadNested(ref ok);
        Assert.Equal(0, ok.Depth);

        ProtoException ex = Assert.Throws<ProtoException>(() =>
        {
            var r = new ProtoReader(NestedMessages(101));
            ReadNested(ref r);
        });
        Assert.Equal("Depth limit exceeded", ex.Reason);
    }

    [Fact]
    public void Depth_limit_on_groups()
    {
        var options = new ProtoReaderOptions { MaxDepth = 2 };
        ReaderHarness.ReadEverywhere(Hex.Bytes("0B 0B 0C 0C"), ReaderHarness.SkipAll, options);
        AssertError(Throws("0B 0B 0B 0C 0C 0C", ReaderHarness.SkipAll, options), "Depth limit exceeded", 3, 1);
    }

    [Fact]
    public void Deeply_nested_groups_hit_the_depth_limit_not_the_stack()
    {
        byte[] data = Enumerable.Repeat((byte)0x0B, 200_000).ToArray();
        var ex = Assert.Throws<ProtoException>(() =>
        {
            var r = new ProtoReader(data);
            ReaderHarness.SkipAll(ref r);
        });
        Assert.Equal("Depth limit exceeded", ex.Reason);
        Assert.Equal(101, ex.Offset);
    }

    [Fact]
    public void Mixed_groups_and_messages_count_toward_one_depth()
    {
        // group 1 > message 2 > group 3; limit 2 trips at the third level.
        var options = new ProtoReaderOptions { MaxDepth = 2 };
        AssertError(Throws("0B 12 02 1B 1C 0C", (ref ProtoReader r) =>
        {
            r.ReadTag();
            r.BeginGroup();
            r.ReadTag();
            r.BeginLengthDelimited();
            r.ReadTag();
            r.BeginGroup();
        }, options), "Depth limit exceeded", 4, 3);
    }

    [Fact]
    public void Message_names_what_offset_and_field()
    {
        ProtoException ex = Throws("08 01 10 96", (ref ProtoReader r) => { ReadInt32Field(ref r); ReadInt32Field(ref r); });
        Assert.Equal("Truncated varint (byte offset 3, field 2)", ex.Message);
    }
}
