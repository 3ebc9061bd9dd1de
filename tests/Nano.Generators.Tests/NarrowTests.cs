using Nano.Generators.Contracts;
using Nano.Serialization;

namespace Nano.Generators.Tests;

/// <summary>
/// sbyte, short, byte, ushort and char on the generated backend: the 32-bit format each widens to, and a value out of
/// the member's range refused on reading with emit's error.
/// </summary>
public sealed class NarrowTests
{
    [Fact]
    public void NarrowIntegersAreServedByTheGeneratedBackend() =>
        Assert.Equal(SerializerBackend.Generated, Backends.Generated().GetBackend<Narrow>());

    public static TheoryData<Narrow, string> HandDerived => new()
    {
        { new Narrow(), "" },
        { new Narrow { SByte = -1 }, "08 FF FF FF FF FF FF FF FF FF 01" },
        { new Narrow { SInt16 = -2 }, "10 03" },
        { new Narrow { SFixedSByte = -1 }, "1D FF FF FF FF" },
        { new Narrow { Byte = 255 }, "20 FF 01" },
        { new Narrow { Fixed16 = 1 }, "2D 01 00 00 00" },
        { new Narrow { Char = 'é' }, "30 E9 01" },
        { new Narrow { MaybeInt16 = 0 }, "38 00" },
        { new Narrow { Bytes = [1, 200] }, "42 03 01 C8 01" },
        { new Narrow { UInt16s = [1, 2] }, "48 01 48 02" },
        { new Narrow { SInt16s = [-1] }, "52 01 01" },
    };

    [Theory]
    [MemberData(nameof(HandDerived))]
    public void NarrowIntegersMatchHandDerivedBytes(Narrow value, string hex) => Assert.Equal(hex, Hex.Of(Backends.SameBytes(value)));

    [Theory]
    [InlineData("08 80 01")] // 128 into an sbyte
    [InlineData("10 80 80 04")] // zigzag 32768 into a short
    [InlineData("20 80 02")] // 256 into a byte
    [InlineData("30 80 80 04")] // 65536 into a char
    [InlineData("42 02 01 80")] // a packed byte run cut short
    [InlineData("4A 03 80 80 04")] // 65536 in a packed ushort run
    public void OutOfRangeAndMalformedValuesFailAsOnTheRuntimeBackends(string hex) => Backends.SameReadError<Narrow>(Hex.Bytes(hex));

    [Theory]
    [InlineData("08 7F 10 FF FF 03 20 00 4A 02 01 02")] // in range; a packed run of an unpacked field
    public void NarrowIntegersReadAsOnTheRuntimeBackends(string hex) => Backends.SameRead<Narrow>(Hex.Bytes(hex));
}
