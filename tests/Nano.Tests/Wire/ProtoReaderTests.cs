using System.Buffers;
using System.Runtime.InteropServices;
using Nano.Tests.Support;
using Nano.Tests.Wire.Support;
using Nano.Wire;

namespace Nano.Tests.Wire;

public class ProtoReaderTests
{
    /// <summary>Reads <paramref name="hex"/> on every input shape, asserting the value consumed exactly the input.</summary>
    private static T ReadAll<T>(string hex, ReaderFunc<T> read) =>
        ReaderHarness.ReadEverywhere(Hex.Bytes(hex), (ref ProtoReader r) =>
        {
            T value = read(ref r);
            Assert.True(r.IsAtLimit);
            Assert.Equal(0u, r.ReadTag());
            return value;
        });

    [Theory]
    [MemberData(nameof(WireVectors.Varint64), MemberType = typeof(WireVectors))]
    public void ReadVarint64_and_ReadUInt64(ulong value, string hex)
    {
        Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadVarint64()));
        Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadUInt64()));
        Assert.Equal((uint)value, ReadAll(hex, (ref ProtoReader r) => r.ReadVarint32())); // keeps the low 32 bits
        Assert.Equal(value != 0, ReadAll(hex, (ref ProtoReader r) => r.ReadBool()));
    }

    [Theory]
    [MemberData(nameof(WireVectors.Varint32), MemberType = typeof(WireVectors))]
    public void ReadVarint32_and_ReadUInt32(uint value, string hex)
    {
        Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadVarint32()));
        Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadUInt32()));
    }

    [Theory]
    [MemberData(nameof(WireVectors.Int32), MemberType = typeof(WireVectors))]
    public void ReadInt32_and_ReadEnum(int value, string hex)
    {
        Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadInt32()));
        Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadEnum()));
    }

    [Theory]
    [MemberData(nameof(WireVectors.Int64), MemberType = typeof(WireVectors))]
    public void ReadInt64(long value, string hex) => Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadInt64()));

    [Theory]
    [MemberData(nameof(WireVectors.SInt32), MemberType = typeof(WireVectors))]
    public void ReadSInt32(int value, string hex) => Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadSInt32()));

    [Theory]
    [MemberData(nameof(WireVectors.SInt64), MemberType = typeof(WireVectors))]
    public void ReadSInt64(long value, string hex) => Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadSInt64()));

    [Theory]
    [InlineData("00", false)]
    [InlineData("01", true)]
    [InlineData("02", true)]
    [InlineData("80 01", true)]
    [InlineData("80 80 80 80 80 80 80 80 80 01", true)] // only bit 63 set: still true
    public void ReadBool_is_true_for_any_non_zero_varint(string hex, bool value) =>
        Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadBool()));

    [Theory]
    [MemberData(nameof(WireVectors.Fixed32), MemberType = typeof(WireVectors))]
    public void ReadFixed32(uint value, string hex) => Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadFixed32()));

    [Theory]
    [MemberData(nameof(WireVectors.Fixed64), MemberType = typeof(WireVectors))]
    public void ReadFixed64(ulong value, string hex) => Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadFixed64()));

    [Theory]
    [MemberData(nameof(WireVectors.SFixed32), MemberType = typeof(WireVectors))]
    public void ReadSFixed32(int value, string hex) => Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadSFixed32()));

    [Theory]
    [MemberData(nameof(WireVectors.SFixed64), MemberType = typeof(WireVectors))]
    public void ReadSFixed64(long value, string hex) => Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadSFixed64()));

    [Theory]
    [MemberData(nameof(WireVectors.Float), MemberType = typeof(WireVectors))]
    public void ReadFloat_keeps_the_bit_pattern(string name, string hex)
    {
        float expected = WireVectors.FloatNamed(name);
        float actual = ReadAll(hex, (ref ProtoReader r) => r.ReadFloat());
        Assert.Equal(BitConverter.SingleToUInt32Bits(expected), BitConverter.SingleToUInt32Bits(actual));
    }

    [Theory]
    [MemberData(nameof(WireVectors.Double), MemberType = typeof(WireVectors))]
    public void ReadDouble_keeps_the_bit_pattern(string name, string hex)
    {
        double expected = WireVectors.DoubleNamed(name);
        double actual = ReadAll(hex, (ref ProtoReader r) => r.ReadDouble());
        Assert.Equal(BitConverter.DoubleToUInt64Bits(expected), BitConverter.DoubleToUInt64Bits(actual));
    }

    [Theory]
    [MemberData(nameof(WireVectors.Strings), MemberType = typeof(WireVectors))]
    public void ReadString(string value, string hex) => Assert.Equal(value, ReadAll(hex, (ref ProtoReader r) => r.ReadString()));

    [Fact]
    public void ReadString_long_and_multi_byte()
    {
        string s = string.Concat(Enumerable.Repeat("a\u00e9\u20ac\U0001F600", 100)); // 1000 bytes
        byte[] data = [0xE8, 0x07, .. System.Text.Encoding.UTF8.GetBytes(s)];
        Assert.Equal(s, ReaderHarness.ReadEverywhere(data, (ref ProtoReader r) => r.ReadString(), everySplit: false));
        for (int cut = 0; cut <= data.Length; cut += 37) // a handful of splits: the slow path with a pooled buffer
        {
            var r = new ProtoReader(SegmentedSequence.Split(data, cut));
            Assert.Equal(s, r.ReadString());
        }
    }

    [Theory]
    [InlineData("00", "")]
    [InlineData("03 01 02 03", "010203")]
    [InlineData("02 FF 00", "FF00")]
    public void ReadBytes_and_ReadBytesMemory(string hex, string payloadHex)
    {
        Assert.Equal(payloadHex, Hex.Of(ReadAll(hex, (ref ProtoReader r) => r.ReadBytes())));
        Assert.Equal(payloadHex, Hex.Of(ReadAll(hex, (ref ProtoReader r) => r.ReadBytesMemory().ToArray())));
    }

    [Fact]
    public void ReadBytesMemory_is_zero_copy_over_memory()
    {
        byte[] data = [0x03, 1, 2, 3, 0x02, 4, 5];
        var r = new ProtoReader(data.AsMemory());
        ReadOnlyMemory<byte> first = r.ReadBytesMemory();
        ReadOnlyMemory<byte> second = r.ReadBytesMemory();
        Assert.True(MemoryMarshal.TryGetArray(first, out ArraySegment<byte> a1));
        Assert.Same(data, a1.Array);
        Assert.Equal(1, a1.Offset);
        Assert.True(MemoryMarshal.TryGetArray(second, out ArraySegment<byte> a2));
        Assert.Same(data, a2.Array);
        Assert.Equal(5, a2.Offset);
    }

    [Fact]
    public void ReadBytesMemory_is_zero_copy_within_a_segment_and_copies_across_segments()
    {
        byte[] seg1 = [0x02, 1, 2, 0x03, 3];       // second value starts here...
        byte[] seg2 = [4, 5, 0x02];                 // ...and ends here; the third's length is the last byte
        byte[] seg3 = [6, 7];                       // the third value lies wholly in the next segment
        var sequence = SegmentedSequence.FromChunks(seg1, seg2, seg3);
        var r = new ProtoReader(sequence);

        ReadOnlyMemory<byte> inFirst = r.ReadBytesMemory();
        Assert.True(MemoryMarshal.TryGetArray(inFirst, out ArraySegment<byte> s1));
        Assert.Equal(seg1.Length + 32, s1.Array!.Length); // a slice of the guarded first segment
        Assert.Equal("0102", Hex.Of(inFirst.Span));

        ReadOnlyMemory<byte> straddling = r.ReadBytesMemory();
        Assert.Equal("030405", Hex.Of(straddling.Span));
        Assert.True(MemoryMarshal.TryGetArray(straddling, out ArraySegment<byte> s2));
        Assert.Equal(3, s2.Array!.Length); // a fresh copy

        ReadOnlyMemory<byte> inThird = r.ReadBytesMemory();
        Assert.Equal("0607", Hex.Of(inThird.Span));
        Assert.True(MemoryMarshal.TryGetArray(inThird, out ArraySegment<byte> s3));
        Assert.Equal(2 + 32, s3.Array!.Length); // zero-copy: the guarded third segment
        Assert.True(r.IsAtLimit);
    }

    [Fact]
    public void ReadBytesMemory_over_a_span_copies()
    {
        byte[] data = [0x02, 9, 8];
        var r = new ProtoReader(data.AsSpan());
        ReadOnlyMemory<byte> value = r.ReadBytesMemory();
        Assert.True(MemoryMarshal.TryGetArray(value, out ArraySegment<byte> segment));
        Assert.NotSame(data, segment.Array);
        Assert.Equal("0908", Hex.Of(value.Span));
    }

    [Fact]
    public void ReadRaw_reads_exactly_and_reports_truncation()
    {
        byte[] data = Hex.Bytes("01 02 03 04 05");
        Assert.Equal("0102030405", ReaderHarness.ReadEverywhere(data, (ref ProtoReader r) =>
        {
            var buffer = new byte[5];
            r.ReadRaw(buffer.AsSpan(0, 2));
            r.ReadRaw(buffer.AsSpan(2));
            return Hex.Of(buffer);
        }));
        ProtoException ex = ReaderHarness.ThrowsEverywhere(data, (ref ProtoReader r) =>
        {
            r.ReadRaw(new byte[2]);
            r.ReadRaw(new byte[4]);
        });
        Assert.Equal(2, ex.Offset);
    }

    [Fact]
    public void ReadLength_returns_lengths_within_the_region()
    {
        Assert.Equal(3, ReaderHarness.ReadEverywhere(Hex.Bytes("03 AA BB CC"), (ref ProtoReader r) => r.ReadLength()));
        Assert.Equal(0, ReaderHarness.ReadEverywhere(Hex.Bytes("00"), (ref ProtoReader r) => r.ReadLength()));
        byte[] long128 = [0x80, 0x01, .. new byte[128]];
        Assert.Equal(128, ReaderHarness.ReadEverywhere(long128, (ref ProtoReader r) => r.ReadLength(), everySplit: false));
        var reader = new ProtoReader(long128);
        reader.ReadLength();
        Assert.Equal(2, reader.Position);
    }

    [Fact]
    public void Overlong_but_terminated_varints_are_accepted()
    {
        // Non-canonical encodings are valid protobuf: 1 encoded in 10 bytes.
        Assert.Equal(1UL, ReadAll("81 80 80 80 80 80 80 80 80 00", (ref ProtoReader r) => r.ReadVarint64()));
        Assert.Equal(1u, ReadAll("81 80 80 80 80 80 80 80 80 00", (ref ProtoReader r) => r.ReadVarint32()));
        Assert.Equal(8u, ReadAll("88 80 00", (ref ProtoReader r) => r.ReadTag()));
    }

    [Fact]
    public void Position_and_IsAtLimit_track_the_input()
    {
        byte[] data = Hex.Bytes("08 96 01 15 01 00 00 00");
        ReaderHarness.ReadEverywhere(data, (ref ProtoReader r) =>
        {
            Assert.Equal(0, r.Position);
            Assert.Equal(8, r.Remaining);
            Assert.Equal(8u, r.ReadTag());
            Assert.Equal(1, r.FieldNumber);
            Assert.Equal(WireType.Varint, r.WireType);
            Assert.Equal(8u, r.Tag);
            Assert.Equal(1, r.Position);
            Assert.Equal(150, r.ReadInt32());
            Assert.Equal(3, r.Position);
            Assert.Equal(0x15u, r.ReadTag());
            Assert.Equal(2, r.FieldNumber);
            Assert.Equal(WireType.Fixed32, r.WireType);
            Assert.False(r.IsAtLimit);
            Assert.Equal(1, r.ReadSFixed32());
            Assert.True(r.IsAtLimit);
            Assert.Equal(0, r.Remaining);
            Assert.Equal(0u, r.ReadTag());
            Assert.Equal(0, r.FieldNumber);
            Assert.Equal(0u, r.ReadTag()); // stays at the end
        });
    }

    [Fact]
    public void Sequences_that_start_and_end_inside_segments()
    {
        // Garbage around the message, inside the first and last segments; the reader sees only the slice.
        byte[] message = Hex.Bytes("08 96 01 12 03 61 62 63 1D 01 02 03 04");
        byte[] padded = [0xFF, 0xFF, 0xFF, .. message, 0xFF, 0xFF];
        for (int cut1 = 1; cut1 < padded.Length; cut1 += 2)
        {
            ReadOnlySequence<byte> whole = SegmentedSequence.Split(padded, cut1, Math.Min(cut1 + 5, padded.Length));
            ReadOnlySequence<byte> slice = whole.Slice(3, message.Length);
            var r = new ProtoReader(slice);
            Assert.Equal(8u, r.ReadTag());
            Assert.Equal(150, r.ReadInt32());
            r.ReadTag();
            var copy = new ArrayBufferWriter<byte>();
            r.CopyField(copy);
            Assert.Equal("1203616263", Hex.Of(copy.WrittenSpan));
            Assert.Equal(0x1Du, r.ReadTag());
            Assert.Equal(0x04030201u, r.ReadFixed32());
            Assert.Equal(0u, r.ReadTag());
            Assert.Equal(message.Length, r.Position);
        }
    }

    [Fact]
    public void Empty_inputs_are_at_their_end()
    {
        var span = new ProtoReader(ReadOnlySpan<byte>.Empty);
        Assert.True(span.IsAtLimit);
        Assert.Equal(0u, span.ReadTag());

        var empties = new ProtoReader(SegmentedSequence.FromChunks([], [], []));
        Assert.True(empties.IsAtLimit);
        Assert.Equal(0u, empties.ReadTag());

        var none = new ProtoReader(ReadOnlySequence<byte>.Empty);
        Assert.Equal(0u, none.ReadTag());
    }

    [Fact]
    public void Tags_of_every_size_and_wire_type()
    {
        Assert.Equal(WireFormat.MakeTag(16, WireType.Varint), ReadAll("80 01", (ref ProtoReader r) => r.ReadTag()));
        Assert.Equal(WireFormat.MakeTag(2048, WireType.Fixed64), ReadAll("81 80 01", (ref ProtoReader r) => r.ReadTag()));
        Assert.Equal(WireFormat.MakeTag(WireFormat.MaxFieldNumber, WireType.Fixed32),
            ReadAll("FD FF FF FF 0F", (ref ProtoReader r) => r.ReadTag()));
        foreach (WireType type in new[] { WireType.Varint, WireType.Fixed64, WireType.LengthDelimited, WireType.StartGroup, WireType.Fixed32 })
        {
            uint tag = WireFormat.MakeTag(15, type);
            Assert.Equal(tag, ReadAll(Hex.Of([(byte)tag]), (ref ProtoReader r) => r.ReadTag()));
        }
    }

    [Fact]
    public void TryReadTag_consumes_only_a_match()
    {
        var r = new ProtoReader(Hex.Bytes("08 01 08 02 80 01 03 80 01 04 10 05"));
        uint tag16 = WireFormat.MakeTag(16, WireType.Varint);
        Assert.Equal(8u, r.ReadTag());
        Assert.Equal(1, r.ReadInt32());
        Assert.True(r.TryReadTag(8));
        Assert.Equal(2, r.ReadInt32());
        Assert.False(r.TryReadTag(8));      // the next tag is 80 01: nothing consumed
        Assert.False(r.TryReadTag(0x10));
        Assert.Equal(4, r.Position);
        Assert.Equal(tag16, r.ReadTag());
        Assert.Equal(3, r.ReadInt32());
        Assert.True(r.TryReadTag(tag16));   // two-byte tag
        Assert.Equal(16, r.FieldNumber);
        Assert.Equal(4, r.ReadInt32());
        Assert.False(r.TryReadTag(tag16));
        Assert.Equal(0x10u, r.ReadTag());
        Assert.Equal(5, r.ReadInt32());
        Assert.False(r.TryReadTag(8));      // at the end
        Assert.False(r.TryReadTag(tag16));
    }

    [Fact]
    public void TryReadTag_in_a_message_loop_reads_the_same_on_every_input()
    {
        // The repeated-field loop a serializer runs; where TryReadTag declines (e.g. a tag split across segments),
        // ReadTag gets the same tag and the loop resumes.
        byte[] data = Hex.Bytes("08 01 08 02 80 01 03 80 01 04 08 05 10 06 80 01 07");
        uint tag16 = WireFormat.MakeTag(16, WireType.Varint);
        string result = ReaderHarness.ReadEverywhere(data, (ref ProtoReader r) =>
        {
            var ones = new List<int>();
            var sixteens = new List<int>();
            uint tag;
            while ((tag = r.ReadTag()) != 0)
            {
                if (tag == 8)
                {
                    do ones.Add(r.ReadInt32()); while (r.TryReadTag(8));
                }
                else if (tag == tag16)
                {
                    do sixteens.Add(r.ReadInt32()); while (r.TryReadTag(tag16));
                }
                else
                {
                    r.SkipField();
                }
            }
            return string.Join(",", ones) + "|" + string.Join(",", sixteens);
        });
        Assert.Equal("1,2,5|3,4,7", result);
    }

    [Fact]
    public void TryReadTag_looks_into_the_next_segment()
    {
        var r = new ProtoReader(SegmentedSequence.FromChunks([0x08, 0x01], [], [0x08, 0x02]));
        Assert.Equal(8u, r.ReadTag());
        Assert.Equal(1, r.ReadInt32());
        Assert.True(r.TryReadTag(8));
        Assert.Equal(2, r.ReadInt32());
    }

    [Fact]
    public void Options_default_and_validation()
    {
        Assert.Equal(100, ProtoReaderOptions.Default.MaxDepth);
        Assert.Equal(100, new ProtoReaderOptions().MaxDepth);
        Assert.Equal(0, new ProtoReaderOptions { MaxDepth = 0 }.MaxDepth);
        Assert.Throws<ArgumentOutOfRangeException>(() => new ProtoReaderOptions { MaxDepth = -1 });
    }

    [Fact]
    public void CreateException_carries_offset_and_field()
    {
        var r = new ProtoReader(Hex.Bytes("18 05"));
        r.ReadTag();
        ProtoException ex = r.CreateException("Bad value");
        Assert.Equal("Bad value", ex.Reason);
        Assert.Equal(1, ex.Offset);
        Assert.Equal(3, ex.FieldNumber);
    }
}
