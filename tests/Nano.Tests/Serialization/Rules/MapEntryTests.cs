using Nano.Serialization;
using Nano.Serialization.Codecs;
using Nano.Tests.Wire.Support;
using Nano.Wire;

namespace Nano.Tests.Serialization.Rules;

/// <summary>
/// The one map-entry writer both backends call (<see cref="MapEntry{K, V, TKeys, TValues}"/>): an entry's bytes with
/// its length prefix kept open and with the entry measured first (1-byte spans), its measured size, and which
/// defaults it leaves out.
/// </summary>
public sealed class MapEntryTests
{
    private const uint Field3 = (3 << 3) | 2; // field 3, length-delimited

    private static MapEntry<int, string, Int32Codec, StringCodec> Entry(int key, string value, bool omits) =>
        new(key, value, default, default, omits, omits);

    /// <summary>The entry written as field 3 both ways, which must agree.</summary>
    private static byte[] WriteField(MapEntry<int, string, Int32Codec, StringCodec> entry)
    {
        var span = new byte[64];
        var open = new ProtoWriter(span, maxDepth: 100);
        entry.WriteField(ref open, Field3, typeof(string));
        var output = new ChunkedBufferWriter(1);
        var measured = new ProtoWriter(output, 1, maxDepth: 100);
        entry.WriteField(ref measured, Field3, typeof(string));
        measured.Flush();
        Assert.Equal(span.AsSpan()[..(int)open.Position].ToArray(), output.WrittenBytes);
        return output.WrittenBytes;
    }

    [Fact]
    public void WritesKeyAndValueBehindTheFieldTag()
    {
        var bytes = WriteField(Entry(150, "hi", omits: true));
        Assert.Equal(new byte[] { 0x1A, 0x07, 0x08, 0x96, 0x01, 0x12, 0x02, (byte)'h', (byte)'i' }, bytes);
        Assert.Equal(bytes.Length, Entry(150, "hi", omits: true).MeasureField(1, 100, typeof(string)));
    }

    [Fact]
    public void DefaultsAreLeftOutOnlyWhereTheModelSaysSo()
    {
        var omitted = WriteField(Entry(0, "", omits: true));
        Assert.Equal(new byte[] { 0x1A, 0x00 }, omitted);
        Assert.Equal(omitted.Length, Entry(0, "", omits: true).MeasureField(1, 100, typeof(string)));

        var kept = WriteField(Entry(0, "", omits: false));
        Assert.Equal(new byte[] { 0x1A, 0x04, 0x08, 0x00, 0x12, 0x00 }, kept);
        Assert.Equal(kept.Length, Entry(0, "", omits: false).MeasureField(1, 100, typeof(string)));
    }

    /// <summary>An entry is a nested message: measuring it with no depth left fails, naming the value type.</summary>
    [Fact]
    public void AnEntryIsALevel()
    {
        var error = Assert.Throws<InvalidOperationException>(() => Entry(1, "a", omits: true).MeasureField(1, 0, typeof(string)));
        Assert.Contains("System.String", error.Message);
        Assert.Equal(7, Entry(1, "a", omits: true).MeasureField(1, 1, typeof(string)));
    }
}
