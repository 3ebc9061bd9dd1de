using System.Buffers;
using System.Text;
using Nano.Tests.Support;
using Nano.Tests.Wire.Support;
using Nano.Wire;

namespace Nano.Tests.Wire;

public class ProtoWriterStringTests
{
    private static string Write(string value) => Hex.Of(WriterHarness.Write((ref ProtoWriter w) => w.WriteString(value)));

    [Theory]
    [MemberData(nameof(WireVectors.Strings), MemberType = typeof(WireVectors))]
    public void Vectors(string value, string hex) => Assert.Equal(hex.Replace(" ", ""), Write(value));

    // Built in code: attribute arguments cannot carry lone surrogates. Each bad UTF-16 unit becomes EF BF BD.
    [Fact]
    public void Lone_surrogates_are_written_as_U_FFFD()
    {
        Assert.Equal("03EFBFBD", Write(new string(['\ud800'])));
        Assert.Equal("03EFBFBD", Write(new string(['\udfff'])));
        Assert.Equal("0561EFBFBD62", Write(new string(['a', '\udc00', 'b'])));
        Assert.Equal("06EFBFBDEFBFBD", Write(new string(['\udc00', '\ud800'])));              // reversed pair
        Assert.Equal("07EFBFBDF09F9880", Write(new string(['\ud800', '\ud83d', '\ude00'])));  // lone high, then a pair
        Assert.Equal("0461EFBFBD", Write(new string(['a', '\ud83d'])));                       // high surrogate at the very end
    }

    [Fact]
    public void Lone_surrogates_in_long_strings_through_every_output()
    {
        // Past the short-string path, with the bad unit at every position relative to the tiny spans.
        for (int at = 0; at < 60; at += 7)
        {
            char[] chars = Enumerable.Repeat('\u20ac', 60).ToArray();
            chars[at] = '\ud800';
            string s = new(chars);
            byte[] written = WriterHarness.Write((ref ProtoWriter w) => w.WriteString(s));
            byte[] payload = Encoding.UTF8.GetBytes(s); // Encoding.UTF8 also replaces with U+FFFD
            Assert.Equal(180, payload.Length);
            Assert.Equal("B401", Hex.Of(written.AsSpan(0, 2)));
            Assert.Equal(payload, written.AsSpan()[2..].ToArray());
        }
    }

    // Lengths around the thresholds: 42/43 chars (short path), 127/128 bytes and 16383/16384 bytes (prefix size).
    [Theory]
    [InlineData(42, 'a', 1, "2A")]
    [InlineData(43, 'a', 1, "2B")]
    [InlineData(127, 'a', 1, "7F")]
    [InlineData(128, 'a', 1, "80 01")]
    [InlineData(42, '\u20ac', 3, "7E")]          // 126 bytes
    [InlineData(43, '\u20ac', 3, "81 01")]       // 129 bytes
    [InlineData(5461, 'a', 1, "D5 2A")]
    [InlineData(5461, '\u20ac', 3, "FF 7F")]     // 16383 bytes
    [InlineData(5462, '\u20ac', 3, "82 80 01")]  // 16386 bytes
    [InlineData(16384, 'a', 1, "80 80 01")]
    [InlineData(20_000, '\u00e9', 2, "C0 B8 02")]  // 40000 bytes
    public void Length_prefix_at_thresholds(int count, char c, int bytesPerChar, string prefixHex)
    {
        string s = new(c, count);
        byte[] prefix = Hex.Bytes(prefixHex);
        byte[] written = WriterHarness.Write((ref ProtoWriter w) => w.WriteString(s));
        Assert.Equal(prefix.Length + count * bytesPerChar, written.Length);
        Assert.Equal(prefix, written.AsSpan()[..prefix.Length].ToArray());
        Assert.Equal(s, Encoding.UTF8.GetString(written, prefix.Length, written.Length - prefix.Length));
    }

    [Fact]
    public void Random_strings_match_Encoding_UTF8_through_every_output()
    {
        var random = new Random(99);
        foreach (string s in RandomStrings.Generate(random, 300))
        {
            byte[] written = WriterHarness.Write((ref ProtoWriter w) => w.WriteString(s));
            byte[] payload = Encoding.UTF8.GetBytes(s);
            int prefix = written.Length - payload.Length;
            Assert.Equal(payload, written.AsSpan()[prefix..].ToArray());
            var reader = new ProtoReader(written);
            Assert.Equal(payload.Length, reader.ReadLength());
            Assert.Equal(prefix, reader.Position);
        }
    }

    [Fact]
    public void Strings_after_a_partly_used_span_use_every_room_condition()
    {
        // A leading filler of 0..12 bytes shifts where the string starts within 16- and 64-byte spans, so the string
        // meets every case: room for the worst case, room only after counting, and needing more spans.
        var random = new Random(5);
        foreach (int chunk in new[] { 16, 64 })
        {
            foreach (string s in RandomStrings.Generate(random, 100))
            {
                for (int filler = 0; filler <= 12; filler++)
                {
                    var output = new ChunkedBufferWriter(chunk);
                    var w = new ProtoWriter(output);
                    for (int i = 0; i < filler; i++)
                        w.WriteBool(true);
                    w.WriteString(s);
                    w.Flush();
                    byte[] written = output.WrittenBytes;
                    byte[] payload = Encoding.UTF8.GetBytes(s);
                    Assert.Equal(filler + WireFormat.SizeOfLengthPrefixed(payload.Length), written.Length);
                    Assert.Equal(payload, written.AsSpan()[^payload.Length..].ToArray());
                }
            }
        }
    }

    [Fact]
    public void A_scalar_never_fits_a_one_byte_span_yet_is_written_whole()
    {
        var output = new ChunkedBufferWriter(1);
        var w = new ProtoWriter(output);
        w.WriteString(new string('\u20ac', 50) + "\U0001F600");
        w.Flush();
        byte[] written = output.WrittenBytes;
        Assert.Equal("9A01", Hex.Of(written.AsSpan(0, 2))); // 154 bytes
        Assert.Equal("F09F9880", Hex.Of(written.AsSpan(written.Length - 4)));
    }

    [Fact]
    public void Null_is_rejected() =>
        Assert.Throws<ArgumentNullException>(() =>
        {
            var w = new ProtoWriter(new ArrayBufferWriter<byte>());
            w.WriteString(null!);
        });
}
