using Google.Protobuf;
using Nano.Tests.Support;
using G = Nano.Interop.CrossCheck;
using N = Nano.Interop.Nano.CrossCheck;

namespace Nano.Tests.CrossCheck;

/// <summary>
/// What Google.Protobuf 3.36.2 (with the C# code protoc 35.1 generates) actually writes where the canonical form is
/// easy to get wrong, pinned against the Google classes themselves, and Nano held to the same bytes on every backend.
/// <list type="bullet">
/// <item>Implicit presence, <c>double</c>/<c>float</c>: the generated code tests <c>FDouble != 0D</c>, a numeric
/// comparison, so <b>-0.0 is not written</b> (it reads back as +0.0); NaN is written. With explicit presence
/// (<c>optional</c>, oneof members) -0.0 is written.</item>
/// <item>Map entries: Google's map codec writes <b>neither a default key nor a default value</b>: an entry
/// <c>{0: 0}</c> is <c>0A 00</c>. Floating-point values compare bitwise there, so a -0.0 (or NaN) value <i>is</i>
/// written; message values are always written, even empty ones.</item>
/// </list>
/// </summary>
public class GoogleBehaviourTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    private static string GoogleHex(IMessage message) => Hex.Of(message.ToByteArray());

    [Fact]
    public void Google_ImplicitPresence_DoesNotWriteNegativeZero_ButWritesNaN()
    {
        Assert.Equal("", GoogleHex(new G.AllScalars { FDouble = -0.0 }));
        Assert.Equal("", GoogleHex(new G.AllScalars { FFloat = -0.0f }));
        Assert.Equal("09000000000000F87F", GoogleHex(new G.AllScalars { FDouble = BitConverter.UInt64BitsToDouble(0x7FF8_0000_0000_0000) }));
        Assert.Equal("", GoogleHex(new G.SparseFields { F2048 = -0.0 }));

        // And -0.0 reads back as +0.0 (not equal under Google's bitwise equality).
        var negative = new G.AllScalars { FDouble = -0.0 };
        Assert.NotEqual(negative, G.AllScalars.Parser.ParseFrom(negative.ToByteArray()));
    }

    [Fact]
    public void Google_ExplicitPresence_WritesNegativeZero()
    {
        Assert.Equal("090000000000000080", GoogleHex(new G.AllOptional { FDouble = -0.0 }));
        Assert.Equal("1500000080", GoogleHex(new G.AllOptional { FFloat = -0.0f }));
        Assert.Equal("310000000000000080", GoogleHex(new G.OneofMessage { DoubleValue = -0.0 }));
    }

    [Fact]
    public void Google_MapEntries_OmitDefaultKeysAndValues_ExceptMessageValues()
    {
        var maps = new G.Maps();
        maps.Int32Int32[0] = 0;
        Assert.Equal("0A00", GoogleHex(maps));

        maps = new G.Maps();
        maps.Int32Int32[0] = 5;
        maps.StringString["k"] = "";
        Assert.Equal("0A021005" + "6203" + "0A016B", GoogleHex(maps));

        maps = new G.Maps();
        maps.Uint64Double[0] = -0.0;            // bitwise comparison: -0.0 is not the default, so it is written
        maps.Uint32Bytes[1] = ByteString.Empty; // empty bytes: left out
        maps.Int32Message[0] = new G.MapValue(); // message value: always written
        maps.BoolUint32[false] = 0;
        Assert.Equal("1A020801" + "2209110000000000000080" + "5A00" + "B2010212 00".Replace(" ", ""), GoogleHex(maps));
    }

    /// <summary>
    /// A documented divergence, not a Nano bug: in a map entry whose message value occurs twice, Google.Protobuf C#
    /// keeps only the last value (its map codec reads each value into a new message), while the protobuf spec (a map
    /// entry is a message <c>{key = 1; value = 2}</c>, and a repeated message field merges), protobuf-java and C++
    /// merge the two. Nano merges.
    /// </summary>
    [Theory, MemberData(nameof(Backend))]
    public void Google_MapEntryMessageValue_SecondOccurrenceReplaces_NanoMerges(SerializerBackend b)
    {
        // int32_message (22): one entry { key = 1, value = { id = 5 }, value = { text = "x" } }.
        var bytes = Hex.Bytes("B2 01 0B 08 01 12 02 08 05 12 03 12 01 78");
        var google = G.Maps.Parser.ParseFrom(bytes).Int32Message[1];
        Assert.Equal(new G.MapValue { Text = "x" }, google);

        var nano = Backends.Model(b).Deserialize<N.Maps>(bytes).Int32Message![1];
        Assert.Equal(5, nano.Id);
        Assert.Equal("x", nano.Text);
    }

    [Theory, MemberData(nameof(Backend))]
    public void Nano_MatchesGoogle_OnNegativeZero(SerializerBackend b)
    {
        var model = Backends.Model(b);
        Assert.Equal("", Hex.Of(model.SerializeToArray(new N.AllScalars { FDouble = -0.0, FFloat = -0.0f })));
        Assert.Equal("0900000000000000801500000080", Hex.Of(model.SerializeToArray(new N.AllOptional { FDouble = -0.0, FFloat = -0.0f })));
        Assert.Equal("310000000000000080", Hex.Of(model.SerializeToArray(new N.OneofMessage { DoubleValue = -0.0 })));
    }

    [Theory, MemberData(nameof(Backend))]
    public void Nano_MatchesGoogle_OnMapEntryDefaults(SerializerBackend b)
    {
        var model = Backends.Model(b);
        Assert.Equal("0A00", Hex.Of(model.SerializeToArray(new N.Maps { Int32Int32 = new() { [0] = 0 } })));
        var maps = new N.Maps
        {
            UInt64Double = new Dictionary<ulong, double> { [0] = -0.0 },
            UInt32Bytes = new() { [1] = [] },
            Int32Message = new() { [0] = new N.MapValue() },
            BoolUInt32 = new() { [false] = 0 },
        };
        Assert.Equal("1A020801" + "2209110000000000000080" + "5A00" + "B201021200", Hex.Of(model.SerializeToArray(maps)));
    }
}
