using Nano.Serialization;

namespace Nano.Tests.Serialization.Rules;

/// <summary>
/// The map-entry default rule (<see cref="MapEntries"/>) that emit's maps and both interpreted map handlers call: the
/// typed form and the boxed form agree, value by value, with the values Google.Protobuf leaves out of an entry.
/// </summary>
public sealed class MapEntriesTests
{
    private enum Small : byte { Zero, One }
    private enum Wide : long { Zero, Big = long.MinValue }
    private enum Unsigned : ulong { Zero, Top = ulong.MaxValue }

    [Fact]
    public void DefaultsAreLeftOut()
    {
        Assert.True(Both(0));
        Assert.True(Both(0L));
        Assert.True(Both(0u));
        Assert.True(Both(0UL));
        Assert.True(Both(false));
        Assert.True(Both((short)0));
        Assert.True(Both((ushort)0));
        Assert.True(Both((byte)0));
        Assert.True(Both((sbyte)0));
        Assert.True(Both('\0'));
        Assert.True(Both((nint)0));
        Assert.True(Both((nuint)0));
        Assert.True(Both(0f));
        Assert.True(Both(0d));
#if NET
        Assert.True(Both((Half)0));
#endif
        Assert.True(Both(""));
        Assert.True(Both(Array.Empty<byte>()));
        Assert.True(Both(ReadOnlyMemory<byte>.Empty));
        Assert.True(Both(Memory<byte>.Empty));
        Assert.True(Both(Small.Zero));
        Assert.True(Both(Wide.Zero));
        Assert.True(Both(Unsigned.Zero));
    }

    [Fact]
    public void OtherValuesAreWritten()
    {
        Assert.False(Both(-1));
        Assert.False(Both(long.MinValue));
        Assert.False(Both(uint.MaxValue));
        Assert.False(Both(ulong.MaxValue));
        Assert.False(Both(true));
        Assert.False(Both((short)-2));
        Assert.False(Both((byte)255));
        Assert.False(Both('a'));
        Assert.False(Both((nint)(-1)));
        Assert.False(Both(" "));
        Assert.False(Both(new byte[] { 0 }));
        Assert.False(Both(new ReadOnlyMemory<byte>([0])));
        Assert.False(Both(Small.One));
        Assert.False(Both(Wide.Big));
        Assert.False(Both(Unsigned.Top));
    }

    /// <summary>Floating point compares bitwise: only +0.0 is left out; -0.0 and NaN are written, as Google.Protobuf does.</summary>
    [Fact]
    public void FloatingPointComparesBitwise()
    {
        Assert.False(Both(-0.0));
        Assert.False(Both(-0.0f));
        Assert.False(Both(double.NaN));
        Assert.False(Both(float.NaN));
#if NET
        Assert.False(Both(-(Half)0));
        Assert.False(Both(Half.NaN));
#endif
        Assert.False(Both(double.Epsilon));
    }

    /// <summary>A message or other reference value is never left out (the model says so too: MapEntryOmitsDefault is false).</summary>
    [Fact]
    public void OtherReferencesAreWritten()
    {
        Assert.False(MapEntries.IsDefault(new object()));
        Assert.False(MapEntries.IsDefaultReference(new object()));
        Assert.False(MapEntries.IsDefaultReference(null));
    }

    /// <summary>The typed and the boxed form, which must agree; returns their answer.</summary>
    private static bool Both<T>(T value)
    {
        var typed = MapEntries.IsDefault(value);
        Assert.Equal(typed, MapEntries.IsDefaultReference(value));
        return typed;
    }
}
