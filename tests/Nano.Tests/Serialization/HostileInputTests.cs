using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using Nano.Wire;

namespace Nano.Tests.Serialization;

/// <summary>
/// Hostile inputs that fit in memory: invalid UTF-8 at every position of a string, a map with a million
/// duplicate keys, a packed field claiming 2^28 elements. Both backends, same exception type and text.
/// Google.Protobuf on the same strings: CrossCheck/HostileInputGoogleTests.cs (not in the no-dynamic-code build).
/// (Deep nesting: <see cref="HostileNestingTests"/>; 2 GiB streams and a 64 MB pipe: <see cref="HostileStreamTests"/>.)
/// </summary>
public partial class HostileInputTests
{
    [ProtoContract]
    public sealed class Text
    {
        [ProtoMember(1)] public string? Value { get; set; }
        [ProtoMember(2)] public List<string>? Values { get; set; }
        [ProtoMember(3)] public Dictionary<string, string>? Map { get; set; }
    }

    [ProtoContract]
    public sealed class IntMap
    {
        [ProtoMember(1)] public Dictionary<int, int>? Map { get; set; }
        [ProtoMember(2)] public Dictionary<long, string>? Strings { get; set; }
        [ProtoMember(3)] public System.Collections.Immutable.ImmutableDictionary<int, int>? Immutable { get; set; }
    }

    /// <summary>Byte sequences that are never valid UTF-8: a lone continuation byte, a lead byte with no continuation,
    /// 0xFF, an overlong '/', a UTF-16 surrogate, a code point past U+10FFFF.</summary>
    private static readonly byte[][] Invalid =
    [
        [0x80], [0xC3], [0xE2, 0x82], [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
    ];

    private const string Ascii = "abcdefghijklmnop";

    /// <summary>A 16-character string with <paramref name="bad"/> inserted at <paramref name="position"/> (0..16).</summary>
    private static byte[] StringWith(byte[] bad, int position) =>
        [.. System.Text.Encoding.ASCII.GetBytes(Ascii[..position]), .. bad, .. System.Text.Encoding.ASCII.GetBytes(Ascii[position..])];

    /// <summary>Field <paramref name="field"/> (length-delimited) holding <paramref name="payload"/>.</summary>
    private static byte[] Field(int field, byte[] payload) => [(byte)(field << 3 | 2), (byte)payload.Length, .. payload];

    [Fact]
    public void InvalidUtf8AtEveryPositionOfAStringIsRejectedTheSameWayByBothBackends()
    {
        var texts = new List<string>();
        var cases = 0;
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            foreach (var bad in Invalid)
                for (var position = 0; position <= Ascii.Length; position++)
                {
                    var s = StringWith(bad, position);
                    byte[][] inputs =
                    [
                        Field(1, s), // singular
                        Field(2, s), // repeated
                        Field(3, [0x0A, (byte)s.Length, .. s, 0x12, 0x01, 0x41]), // map key
                        Field(3, [0x0A, 0x01, 0x41, 0x12, (byte)s.Length, .. s]), // map value
                    ];
                    foreach (var input in inputs)
                    {
                        var e = Assert.Throws<ProtoException>(() => model.Deserialize<Text>(input));
                        Assert.Contains("UTF-8", e.Message);
                        // Split into 1-byte segments: the invalid bytes straddle segment boundaries.
                        var split = Assert.Throws<ProtoException>(() => model.Deserialize<Text>(Segments.Split(input, 1)));
                        Assert.Equal(e.Message, split.Message);
                        texts.Add(e.Message);
                        cases++;
                    }
                }
        }
        Assert.Equal(Backends.List.Count * Invalid.Length * (Ascii.Length + 1) * 4, cases);
        if (Backends.List.Count == 2)
            Assert.Equal(texts.Take(texts.Count / 2), texts.Skip(texts.Count / 2));
    }

    /// <summary>A valid string at the same positions reads on both backends (the check is not over-eager).</summary>
    [Fact]
    public void ValidMultiByteCharactersAtEveryPositionRead()
    {
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            foreach (var ch in new[] { "é", "€", "😀" })
                for (var position = 0; position <= Ascii.Length; position++)
                {
                    var expected = Ascii.Insert(position, ch);
                    var input = Field(1, System.Text.Encoding.UTF8.GetBytes(expected));
                    Assert.Equal(expected, model.Deserialize<Text>(input).Value);
                    Assert.Equal(expected, model.Deserialize<Text>(Segments.Split(input, 1)).Value);
                }
        }
    }

    /// <summary>A million entries with the same key: the last one wins, the map holds one entry, and reading takes
    /// nothing per entry (the dictionary never grows).</summary>
    [Fact]
    public void AMillionDuplicateMapKeysKeepTheLastValue()
    {
        const int Count = 1_000_000;
        var input = new List<byte>(Count * 9);
        for (var i = 0; i < Count; i++)
        {
            var value = Varint((uint)i);
            input.AddRange([0x0A, (byte)(3 + value.Length), 0x08, 0x07, 0x10, .. value]); // entry { key 7, value i }
        }
        var bytes = input.ToArray();
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            model.Deserialize<IntMap>(bytes); // warm up
#if NET // the allocation bound is counted with .NET's allocation counter, which .NET Framework does not have
            var before = GC.GetAllocatedBytesForCurrentThread();
#endif
            var map = model.Deserialize<IntMap>(bytes).Map!;
#if NET
            Assert.InRange(GC.GetAllocatedBytesForCurrentThread() - before, 0, 64 * 1024);
#endif
            Assert.Equal(new Dictionary<int, int> { [7] = Count - 1 }, map);

            // The same entries as the immutable field (3): each entry's tag byte becomes 1A.
            var immutable = bytes.ToArray();
            for (var i = 0; i < immutable.Length; i += 2 + immutable[i + 1])
                immutable[i] = 0x1A;
            Assert.Equal(Count - 1, Assert.Single(model.Deserialize<IntMap>(immutable).Immutable!).Value);
        }
    }

    [Fact]
    public void AMillionDuplicateStringValuesKeepTheLast()
    {
        const int Count = 1_000_000;
        var input = new List<byte>(Count * 9);
        for (var i = 0; i < Count; i++)
            input.AddRange([0x12, 0x05, 0x08, 0x07, 0x12, 0x01, (byte)('0' + i % 10)]);
        foreach (var backend in Backends.List)
        {
            var map = Backends.Model(backend).Deserialize<IntMap>(input.ToArray()).Strings!;
            Assert.Equal(new Dictionary<long, string> { [7] = "9" }, map);
        }
    }

    /// <summary>Packed runs claiming 2^28 elements (varint: 2^28 bytes; fixed32: 2^30 bytes; fixed64 cannot, as 2^31
    /// bytes exceed a length) followed by 3 bytes: a ProtoException, and nothing allocated for the claim.</summary>
    [Fact]
    public void APackedFieldClaiming2To28ElementsAllocatesNothingForTheClaim()
    {
        byte[][] inputs =
        [
            Hex.Bytes("0A 80 80 80 80 01 01 02 03"), // Collections.PackedArray (int32), 2^28 bytes
            Hex.Bytes("52 80 80 80 80 04 00 00 80"), // Collections.Floats (fixed32), 2^30 bytes = 2^28 floats
            Hex.Bytes("4A 80 80 80 80 01 01 02 03"), // Collections.ZigZags (List<int>), 2^28 bytes
            Hex.Bytes("3A 80 80 80 80 01 01 02 03"), // Collections.ImmutableInts, 2^28 bytes
        ];
        var texts = new List<string>();
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            foreach (var input in inputs)
            {
                Assert.Throws<ProtoException>(() => model.Deserialize<Collections>(input)); // warm up
#if NET // the allocation bound is counted with .NET's allocation counter, which .NET Framework does not have
                var before = GC.GetAllocatedBytesForCurrentThread();
#endif
                var e = Assert.Throws<ProtoException>(() => model.Deserialize<Collections>(input));
                var split = Assert.Throws<ProtoException>(() => model.Deserialize<Collections>(Segments.Split(input, 1)));
#if NET
                Assert.InRange(GC.GetAllocatedBytesForCurrentThread() - before, 0, 64 * 1024);
#endif
                Assert.Equal(e.Message, split.Message);
                texts.Add(e.Message);
            }
        }
        if (Backends.List.Count == 2)
            Assert.Equal(texts.Take(inputs.Length), texts.Skip(inputs.Length));
    }

    private static byte[] Varint(uint value)
    {
        var bytes = new List<byte>();
        while (value >= 0x80)
        {
            bytes.Add((byte)(value | 0x80));
            value >>= 7;
        }
        bytes.Add((byte)value);
        return [.. bytes];
    }
}
