using System.Runtime.InteropServices;
using Nano.Generators.Contracts;
using Nano.Serialization;

namespace Nano.Generators.Tests;

/// <summary>
/// <c>ReadOnlyMemory&lt;byte&gt;</c> and <c>Memory&lt;byte&gt;</c> on the generated backend: protobuf bytes, read as
/// slices of the input where the model lets the reader alias it (AliasInputMemory), with the same bytes, objects and
/// errors as emit and interpreted.
/// </summary>
public sealed class MemoryTests
{
    [Fact]
    public void MemoryMembersAreServedByTheGeneratedBackend() =>
        Assert.Equal(SerializerBackend.Generated, Backends.Generated().GetBackend<Memories>());

    public static TheoryData<Memories, string> HandDerived => new()
    {
        { new Memories(), "" },
        { new Memories { ReadOnly = new byte[] { 1, 2 } }, "0A 02 01 02" },
        { new Memories { Writable = new byte[] { 3 } }, "12 01 03" },
        // Empty elements of a repeated field are written; an empty single one is not.
        {
            new Memories
            {
                ReadOnly = ReadOnlyMemory<byte>.Empty,
                ReadOnlyList = [ReadOnlyMemory<byte>.Empty, new byte[] { 7 }],
            },
            "1A 00 1A 01 07"
        },
        { new Memories { WritableArray = [new byte[] { 255 }] }, "22 01 FF" },
    };

    [Theory]
    [MemberData(nameof(HandDerived))]
    public void MemoryMembersMatchHandDerivedBytes(Memories value, string hex) =>
        Assert.Equal(hex, Hex.Of(Backends.SameBytes(value)));

    [Fact]
    public void AReadOnlyMemoryIsASliceOfTheInputAsOnEmit()
    {
        var data = Hex.Bytes("0A 02 01 02 22 01 FF");
        var generatedModel = Backends.Generated();
        var emitModel = Backends.Emit();
        generatedModel.AliasInputMemory = emitModel.AliasInputMemory = true;
        var generated = generatedModel.Deserialize<Memories>(data);
        var emit = emitModel.Deserialize<Memories>(data);
        foreach (var read in new[] { generated, emit })
        {
            Assert.True(MemoryMarshal.TryGetArray(read.ReadOnly, out var segment));
            Assert.Same(data, segment.Array);
            Assert.Equal(2, segment.Offset);
            Assert.Equal(new byte[] { 1, 2 }, read.ReadOnly.ToArray());
        }
        Assert.Equal(new byte[] { 255 }, Assert.Single(generated.WritableArray!).ToArray());
    }

    [Theory]
    [InlineData("0A 01 01 0A 02 02 03")] // the last occurrence of a single field wins
    [InlineData("1A 01 01 1A 00 22 00 22 02 04 05")] // list and array elements, empty ones included
    [InlineData("0D 01 02 03 04")] // field 1 as fixed32: skipped as unknown
    public void MemoryMembersReadAsOnTheRuntimeBackends(string hex) => Backends.SameRead<Memories>(Hex.Bytes(hex));

    [Theory]
    [InlineData("0A 05 01")] // a length past the input
    [InlineData("0A")] // no length
    [InlineData("1A 80 80 80 80 10")] // a length beyond any buffer
    [InlineData("22 FF FF FF FF 0F")] // a negative length
    public void MalformedMemoryValuesFailAsOnTheRuntimeBackends(string hex) =>
        Backends.SameReadError<Memories>(Hex.Bytes(hex));
}
