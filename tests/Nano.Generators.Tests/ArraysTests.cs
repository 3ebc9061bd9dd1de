using Nano.Generators.Contracts;
using Nano.Serialization;

namespace Nano.Generators.Tests;

/// <summary>
/// Array members on the generated backend: written as lists are (packed by default), read by gathering the elements
/// and appending them to the member's existing array when the message ends; the same bytes, objects and errors as
/// emit and interpreted.
/// </summary>
public sealed class ArraysTests
{
    [Fact]
    public void ArraysAreServedByTheGeneratedBackend() =>
        Assert.Equal(SerializerBackend.Generated, Backends.Generated().GetBackend<Arrays>());

    public static TheoryData<Arrays> Values => new()
    {
        new Arrays(),
        new Arrays { Preset = null },
        new Arrays { Int32 = [], Int64Unpacked = [], Fixed64 = [], Float = [], Colors = [], Strings = [], Blobs = [], Children = [], Preset = [] },
        new Arrays
        {
            Int32 = [0, -1, int.MaxValue], Int64Unpacked = [long.MinValue, 0], Fixed64 = [ulong.MaxValue], Float = [float.NaN, -0.0f],
            Colors = [Color.Blue, (Color)(-2)], Strings = ["", "é"], Blobs = [[], [1]], Children = [new Child(), new Child { Name = "c", Value = 2 }],
            Preset = [int.MinValue, 1],
        },
    };

    [Theory]
    [MemberData(nameof(Values))]
    public void ArraysWriteAndReadAsOnTheRuntimeBackends(Arrays value)
    {
        var bytes = Backends.SameBytes(value);
        var read = Backends.SameRead<Arrays>(bytes);
        Assert.Equal(value.Int32 is { Length: > 0 } ? value.Int32 : null, read.Int32);
        Assert.Equal(value.Strings is { Length: > 0 } ? value.Strings : null, read.Strings);
    }

    public static TheoryData<Arrays, string> HandDerived => new()
    {
        { new Arrays { Preset = null }, "" },
        { new Arrays(), "4A 01 01" },
        { new Arrays { Int32 = [1, 2], Preset = null }, "0A 02 01 02" },
        { new Arrays { Int64Unpacked = [1, 2], Preset = null }, "10 01 10 02" },
        { new Arrays { Fixed64 = [1], Preset = null }, "1A 08 01 00 00 00 00 00 00 00" },
        { new Arrays { Colors = [Color.Red], Preset = null }, "2A 01 01" },
        { new Arrays { Strings = ["a", ""], Preset = null }, "32 01 61 32 00" },
        { new Arrays { Blobs = [[9]], Preset = null }, "3A 01 09" },
        { new Arrays { Children = [new Child { Value = 1 }], Preset = null }, "42 02 10 01" },
    };

    [Theory]
    [MemberData(nameof(HandDerived))]
    public void ArraysMatchHandDerivedBytes(Arrays value, string hex) => Assert.Equal(hex, Hex.Of(Backends.SameBytes(value)));

    [Fact]
    public void ReadElementsAreAppendedToTheExistingArray()
    {
        // Preset holds [-1] as constructed; both forms of field 9 append to it, in order.
        var read = Backends.SameRead<Arrays>(Hex.Bytes("4A 02 02 04 48 05 0A 01 07"));
        Assert.Equal([-1, 1, 2, -3], read.Preset!);
        Assert.Equal([7], read.Int32!);
        Assert.Null(read.Strings); // absent: untouched
    }

    [Theory]
    [InlineData("0D 01 00 00 00")] // field 1 with a wire type it cannot have: skipped, the member untouched
    [InlineData("12 02 01 02 10 03")] // an unpacked field sent packed, then unpacked
    [InlineData("42 00 42 02 08 01")] // message elements
    public void ArraysReadAsOnTheRuntimeBackends(string hex) => Backends.SameRead<Arrays>(Hex.Bytes(hex));

    [Fact]
    public void NullElementsFailAsOnTheRuntimeBackends()
    {
        Backends.SameError(new Arrays { Strings = ["a", null!] });
        Backends.SameError(new Arrays { Children = [null!] });
    }

    [Theory]
    [InlineData("0A 05 01 02")] // a packed run longer than the input
    [InlineData("1A 03 01 00 00")] // a fixed64 run whose length is not a multiple of 8
    [InlineData("42 03 0A 05 61")] // a nested length past its parent's
    public void MalformedArraysFailAsOnTheRuntimeBackends(string hex) => Backends.SameReadError<Arrays>(Hex.Bytes(hex));
}
