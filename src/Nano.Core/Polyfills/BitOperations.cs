#if !NET
namespace System.Numerics;

/// <summary>netstandard2.0 stand-in (the BCL's copy is internal there): the two members the wire format uses.</summary>
internal static class BitOperations
{
    public static int LeadingZeroCount(uint value)
    {
        if (value == 0)
            return 32;
        int n = 0;
        if ((value & 0xFFFF0000u) == 0) { n += 16; value <<= 16; }
        if ((value & 0xFF000000u) == 0) { n += 8; value <<= 8; }
        if ((value & 0xF0000000u) == 0) { n += 4; value <<= 4; }
        if ((value & 0xC0000000u) == 0) { n += 2; value <<= 2; }
        if ((value & 0x80000000u) == 0) { n += 1; }
        return n;
    }

    public static int LeadingZeroCount(ulong value)
    {
        uint high = (uint)(value >> 32);
        return high != 0 ? LeadingZeroCount(high) : 32 + LeadingZeroCount((uint)value);
    }
}
#endif
