namespace Nano.Tests.Wire.Support;

/// <summary>
/// Byte-exact encodings, written by hand from the protobuf encoding spec (base-128 varints, least significant
/// group first, MSB = continuation; fixed values little-endian; int32 negatives sign-extended to 10 bytes;
/// zig-zag for sint). Shared by the writer tests (value -> bytes) and the reader tests (bytes -> value).
/// </summary>
public static class WireVectors
{
    public static TheoryData<ulong, string> Varint64 => new()
    {
        { 0UL, "00" },
        { 1UL, "01" },
        { 127UL, "7F" },
        { 128UL, "80 01" },
        { 150UL, "96 01" },
        { 300UL, "AC 02" },
        { 16383UL, "FF 7F" },
        { 16384UL, "80 80 01" },
        { 2097151UL, "FF FF 7F" },
        { 2097152UL, "80 80 80 01" },
        { 268435455UL, "FF FF FF 7F" },
        { 268435456UL, "80 80 80 80 01" },
        { 4294967295UL, "FF FF FF FF 0F" },
        { 4294967296UL, "80 80 80 80 10" },
        { 34359738367UL, "FF FF FF FF 7F" },
        { 34359738368UL, "80 80 80 80 80 01" },
        { 9223372036854775807UL, "FF FF FF FF FF FF FF FF 7F" },
        { 9223372036854775808UL, "80 80 80 80 80 80 80 80 80 01" },
        { ulong.MaxValue, "FF FF FF FF FF FF FF FF FF 01" },
    };

    public static TheoryData<uint, string> Varint32 => new()
    {
        { 0u, "00" },
        { 1u, "01" },
        { 127u, "7F" },
        { 128u, "80 01" },
        { 16383u, "FF 7F" },
        { 16384u, "80 80 01" },
        { 268435456u, "80 80 80 80 01" },
        { uint.MaxValue, "FF FF FF FF 0F" },
    };

    public static TheoryData<int, string> Int32 => new()
    {
        { 0, "00" },
        { 1, "01" },
        { 127, "7F" },
        { 128, "80 01" },
        { 150, "96 01" },
        { 16383, "FF 7F" },
        { 16384, "80 80 01" },
        { int.MaxValue, "FF FF FF FF 07" },
        { -1, "FF FF FF FF FF FF FF FF FF 01" },
        { -2, "FE FF FF FF FF FF FF FF FF 01" },
        { int.MinValue, "80 80 80 80 F8 FF FF FF FF 01" },
    };

    public static TheoryData<long, string> Int64 => new()
    {
        { 0L, "00" },
        { 1L, "01" },
        { 128L, "80 01" },
        { 4294967296L, "80 80 80 80 10" },
        { long.MaxValue, "FF FF FF FF FF FF FF FF 7F" },
        { -1L, "FF FF FF FF FF FF FF FF FF 01" },
        { long.MinValue, "80 80 80 80 80 80 80 80 80 01" },
    };

    public static TheoryData<int, string> SInt32 => new()
    {
        { 0, "00" },
        { -1, "01" },
        { 1, "02" },
        { -2, "03" },
        { -64, "7F" },
        { 64, "80 01" },
        { int.MaxValue, "FE FF FF FF 0F" },
        { int.MinValue, "FF FF FF FF 0F" },
    };

    public static TheoryData<long, string> SInt64 => new()
    {
        { 0L, "00" },
        { -1L, "01" },
        { 1L, "02" },
        { 2147483647L, "FE FF FF FF 0F" },
        { -2147483648L, "FF FF FF FF 0F" },
        { long.MaxValue, "FE FF FF FF FF FF FF FF FF 01" },
        { long.MinValue, "FF FF FF FF FF FF FF FF FF 01" },
    };

    public static TheoryData<uint, string> Fixed32 => new()
    {
        { 0u, "00 00 00 00" },
        { 1u, "01 00 00 00" },
        { 0xDEADBEEFu, "EF BE AD DE" },
        { uint.MaxValue, "FF FF FF FF" },
    };

    public static TheoryData<ulong, string> Fixed64 => new()
    {
        { 0UL, "00 00 00 00 00 00 00 00" },
        { 1UL, "01 00 00 00 00 00 00 00" },
        { 0x0102030405060708UL, "08 07 06 05 04 03 02 01" },
        { ulong.MaxValue, "FF FF FF FF FF FF FF FF" },
    };

    public static TheoryData<int, string> SFixed32 => new()
    {
        { 0, "00 00 00 00" },
        { -1, "FF FF FF FF" },
        { int.MaxValue, "FF FF FF 7F" },
        { int.MinValue, "00 00 00 80" },
    };

    public static TheoryData<long, string> SFixed64 => new()
    {
        { 0L, "00 00 00 00 00 00 00 00" },
        { -1L, "FF FF FF FF FF FF FF FF" },
        { long.MaxValue, "FF FF FF FF FF FF FF 7F" },
        { long.MinValue, "00 00 00 00 00 00 00 80" },
    };

    // Named, because -0.0 and NaN do not survive as attribute or theory arguments reliably.
    public static TheoryData<string, string> Float => new()
    {
        { "0", "00 00 00 00" },
        { "-0", "00 00 00 80" },
        { "1", "00 00 80 3F" },
        { "-2.5", "00 00 20 C0" },
        { "+inf", "00 00 80 7F" },
        { "-inf", "00 00 80 FF" },
        { "NaN", "00 00 C0 FF" },           // .NET's float.NaN is 0xFFC00000
        { "NaN-payload", "01 00 C0 7F" },   // 0x7FC00001 must come back bit for bit
        { "max", "FF FF 7F 7F" },
        { "epsilon", "01 00 00 00" },
    };

    public static TheoryData<string, string> Double => new()
    {
        { "0", "00 00 00 00 00 00 00 00" },
        { "-0", "00 00 00 00 00 00 00 80" },
        { "1", "00 00 00 00 00 00 F0 3F" },
        { "-2.5", "00 00 00 00 00 00 04 C0" },
        { "+inf", "00 00 00 00 00 00 F0 7F" },
        { "-inf", "00 00 00 00 00 00 F0 FF" },
        { "NaN", "00 00 00 00 00 00 F8 FF" },           // .NET's double.NaN is 0xFFF8000000000000
        { "NaN-payload", "01 00 00 00 00 00 F8 7F" },
        { "max", "FF FF FF FF FF FF EF 7F" },
        { "epsilon", "01 00 00 00 00 00 00 00" },
    };

    public static TheoryData<string, string> Strings => new()
    {
        { "", "00" },
        { "a", "01 61" },
        { "testing", "07 74 65 73 74 69 6E 67" },
        { "\u00e9", "02 C3 A9" },                              // é: 2-byte UTF-8
        { "\u20ac", "03 E2 82 AC" },                           // €: 3-byte UTF-8
        { "\U0001F600", "04 F0 9F 98 80" },                    // 😀: 4-byte UTF-8
        { "a\u00e9\u20ac\U0001F600", "0A 61 C3 A9 E2 82 AC F0 9F 98 80" },
        { "\u00fc\u00f6\u00e4\u00df", "08 C3 BC C3 B6 C3 A4 C3 9F" },
    };

    public static float FloatNamed(string name) => name switch
    {
        "0" => 0f,
        "-0" => -0f,
        "1" => 1f,
        "-2.5" => -2.5f,
        "+inf" => float.PositiveInfinity,
        "-inf" => float.NegativeInfinity,
        "NaN" => float.NaN,
        "NaN-payload" => BitConverter.UInt32BitsToSingle(0x7FC00001),
        "max" => float.MaxValue,
        "epsilon" => float.Epsilon,
        _ => throw new ArgumentException(name),
    };

    public static double DoubleNamed(string name) => name switch
    {
        "0" => 0d,
        "-0" => -0d,
        "1" => 1d,
        "-2.5" => -2.5d,
        "+inf" => double.PositiveInfinity,
        "-inf" => double.NegativeInfinity,
        "NaN" => double.NaN,
        "NaN-payload" => BitConverter.UInt64BitsToDouble(0x7FF8000000000001),
        "max" => double.MaxValue,
        "epsilon" => double.Epsilon,
        _ => throw new ArgumentException(name),
    };
}
