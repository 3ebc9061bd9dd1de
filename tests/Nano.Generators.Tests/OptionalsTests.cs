using Nano.Generators.Contracts;
using Nano.Serialization;

namespace Nano.Generators.Tests;

/// <summary>
/// Explicit presence on the generated backend (Nullable members and IsOptional ones): a set value is written, zero
/// and "" included, an unset one is not, and reading sets what the input holds; the same bytes, objects and errors as
/// emit and interpreted.
/// </summary>
public sealed class OptionalsTests
{
    [Fact]
    public void OptionalsAreServedByTheGeneratedBackend() =>
        Assert.Equal(SerializerBackend.Generated, Backends.Generated().GetBackend<Optionals>());

    public static TheoryData<Optionals> Values => new()
    {
        new Optionals(),
        new Optionals { Preset = null },
        new Optionals
        {
            Int32 = 0, SInt64 = 0, Fixed32 = 0, Bool = false, Double = 0, Float = 0, Color = Color.None, Proto3Optional = 0,
            Text = "", Blob = [], Preset = 0,
        },
        new Optionals
        {
            Int32 = int.MinValue, SInt64 = long.MinValue, Fixed32 = uint.MaxValue, Bool = true, Double = double.NaN, Float = -0.0f,
            Color = (Color)(-3), Proto3Optional = int.MaxValue, Text = "héllo", Blob = [0, 255], Preset = ulong.MaxValue,
        },
    };

    [Theory]
    [MemberData(nameof(Values))]
    public void OptionalsWriteAndReadAsOnTheRuntimeBackends(Optionals value)
    {
        var bytes = Backends.SameBytes(value);
        var read = Backends.SameRead<Optionals>(bytes);
        Assert.Equal(value.Int32, read.Int32);
        Assert.Equal(value.SInt64, read.SInt64);
        Assert.Equal(value.Bool, read.Bool);
        Assert.Equal(value.Color, read.Color);
        Assert.Equal(value.Proto3Optional, read.Proto3Optional);
        Assert.Equal(value.Text, read.Text);
        Assert.Equal(value.Preset ?? 5, read.Preset); // absent: as constructed
    }

    // Encodings derived by hand: under explicit presence a zero is written, with its tag.
    public static TheoryData<Optionals, string> HandDerived => new()
    {
        { new Optionals { Preset = null }, "" },
        { new Optionals(), "58 05" },
        { new Optionals { Int32 = 0, Preset = null }, "08 00" },
        { new Optionals { SInt64 = -1, Preset = null }, "10 01" },
        { new Optionals { Fixed32 = 0, Preset = null }, "1D 00 00 00 00" },
        { new Optionals { Bool = false, Preset = null }, "20 00" },
        { new Optionals { Double = -0.0, Preset = null }, "29 00 00 00 00 00 00 00 80" },
        { new Optionals { Color = Color.None, Preset = null }, "38 00" },
        { new Optionals { Proto3Optional = 0, Preset = null }, "40 00" },
        { new Optionals { Text = "", Preset = null }, "4A 00" },
        { new Optionals { Blob = [], Preset = null }, "52 00" },
    };

    [Theory]
    [MemberData(nameof(HandDerived))]
    public void OptionalsMatchHandDerivedBytes(Optionals value, string hex) =>
        Assert.Equal(hex, Hex.Of(Backends.SameBytes(value)));

    [Fact]
    public void ReadingSetsWhatTheInputHolds()
    {
        var read = Backends.SameRead<Optionals>(Hex.Bytes("08 00 20 00 4A 00 58 00"));
        Assert.Equal(0, read.Int32);
        Assert.False(read.Bool);
        Assert.Equal("", read.Text);
        Assert.Equal(0ul, read.Preset);
        Assert.Null(read.SInt64);
        Assert.Null(read.Blob);
    }

    [Theory]
    [InlineData("08")] // a tag and no value
    [InlineData("4A 05 61")] // a string longer than the input
    [InlineData("1D 01 00")] // a fixed32 cut short
    public void MalformedOptionalsFailAsOnTheRuntimeBackends(string hex) => Backends.SameReadError<Optionals>(Hex.Bytes(hex));
}
