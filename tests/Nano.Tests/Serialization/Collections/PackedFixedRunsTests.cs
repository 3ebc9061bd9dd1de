using Nano.Serialization.Collections;
using Nano.Wire;

namespace Nano.Tests.Serialization.PackedRuns; // not ".Collections": that name is a test type in Nano.Tests.Serialization

/// <summary>
/// The bulk copy of a packed fixed-width run that both backends' repeated readers call (<see cref="PackedFixedRuns"/>):
/// whole runs are appended after what the collection held; anything else is left to the element loop, unread.
/// </summary>
public sealed class PackedFixedRunsTests
{
    // A packed run of two fixed32 values, 1 and 2, behind its length.
    private static readonly byte[] TwoValues = [0x08, 1, 0, 0, 0, 2, 0, 0, 0];

#if NET // the bulk copy needs CollectionsMarshal and MemoryMarshal.CreateSpan, which .NET Framework lacks
    [Fact]
    public void AWholeRunIsAppendedToAList()
    {
        var reader = new ProtoReader(TwoValues);
        var token = reader.BeginPacked();
        var list = new List<int> { 7 };
        Assert.Equal(BitConverter.IsLittleEndian, PackedFixedRuns.TryRead(ref reader, list, 4));
        if (BitConverter.IsLittleEndian)
        {
            Assert.True(reader.IsAtLimit);
            Assert.Equal([7, 1, 2], list);
        }
        reader.EndLengthDelimited(token);
    }

    [Fact]
    public void AWholeRunIsAppendedToABuilder()
    {
        var reader = new ProtoReader(TwoValues);
        var token = reader.BeginPacked();
        var builder = new ArrayBuilder<uint>();
        builder.Add(7);
        Assert.Equal(BitConverter.IsLittleEndian, PackedFixedRuns.TryRead(ref reader, builder, 4));
        if (BitConverter.IsLittleEndian)
            Assert.Equal([7u, 1u, 2u], builder.ToArray());
        reader.EndLengthDelimited(token);
    }
#else
    /// <summary>No bulk copy on .NET Framework: a whole run is left to the element loop, unread, in a list or builder
    /// given room for all of it, so that the loop fills it without growing.</summary>
    [Fact]
    public void AWholeRunIsLeftToTheElementLoopWithRoomForIt()
    {
        var reader = new ProtoReader(TwoValues);
        reader.BeginPacked();
        var position = reader.Position;
        var list = new List<int>(1) { 7 };
        var builder = new ArrayBuilder<uint>();
        builder.Add(7);
        Assert.False(PackedFixedRuns.TryRead(ref reader, list, 4));
        Assert.False(PackedFixedRuns.TryRead(ref reader, builder, 4));
        Assert.Equal(position, reader.Position);
        Assert.Equal([7], list);
        Assert.Equal(1, builder.Count);
        var room = BitConverter.IsLittleEndian ? 1 + 2 : 1; // for the run's two values (big-endian: no run, no room)
        Assert.Equal(room, list.Capacity);
        Assert.Equal(room, builder.Capacity);
    }
#endif

    /// <summary>Width 0 (not a fixed-width element), or a length that is not a multiple of the width (a truncated
    /// value, which the element loop reports): nothing is read.</summary>
    [Theory]
    [InlineData(0)]
    [InlineData(4)]
    public void OtherRunsAreLeftToTheElementLoop(int width)
    {
        var reader = new ProtoReader(new byte[] { 0x06, 1, 0, 0, 0, 2, 0 });
        reader.BeginPacked();
        var position = reader.Position;
        var list = new List<int>();
        var builder = new ArrayBuilder<int>();
        Assert.False(PackedFixedRuns.TryRead(ref reader, list, width));
        Assert.False(PackedFixedRuns.TryRead(ref reader, builder, width));
        Assert.Equal(position, reader.Position);
        Assert.Empty(list);
        Assert.Equal(0, builder.Count);
    }
}
