using System.Text;
using FsCheck;
using FsCheck.Fluent;
using Google.Protobuf;
using Google.Protobuf.WellKnownTypes;

namespace Nano.Interop.Generators;

/// <summary>
/// FsCheck generators of protobuf scalar values over their full ranges, biased towards the values that break
/// encoders: the extremes, every varint length boundary, -0.0, NaNs (with payloads), infinities, empty and
/// non-ASCII strings (4-byte UTF-8 included), empty and large byte strings.
/// </summary>
public static class Primitives
{
    /// <summary>A 64-bit pattern whose significant-bit count is uniform in 0..64, so every varint length (1-10 bytes) is common.</summary>
    public static readonly Gen<ulong> Bits64 =
        from hi in Gen.Choose(int.MinValue, int.MaxValue)
        from lo in Gen.Choose(int.MinValue, int.MaxValue)
        from width in Gen.Choose(0, 64)
        select width == 0 ? 0UL : (((ulong)(uint)hi << 32) | (uint)lo) >> (64 - width);

    public static readonly Gen<ulong> UInt64 = Freq(
        (6, Bits64),
        (1, Gen.Elements<ulong>(0UL, 1UL, 127UL, 128UL, 16383UL, 16384UL, uint.MaxValue, (ulong)uint.MaxValue + 1, long.MaxValue, 1UL << 63, ulong.MaxValue - 1, ulong.MaxValue)));

    public static readonly Gen<long> Int64 = Freq(
        (6, Bits64.Zip(Gen.Elements(false, true), (v, negate) => negate ? -(long)(v >> 1) - 1 : (long)(v >> 1) + ((long)v & 1))),
        (1, Gen.Elements<long>(0L, 1L, -1L, 63L, -64L, 64L, -65L, int.MaxValue, int.MinValue, (long)int.MaxValue + 1, long.MaxValue, long.MinValue, long.MinValue + 1)));

    public static readonly Gen<uint> UInt32 = Freq(
        (6, Bits64.Select(v => (uint)(v >> 32))),
        (1, Gen.Elements<uint>(0u, 1u, 127u, 128u, 16383u, 16384u, 2097151u, 2097152u, 268435455u, 268435456u, int.MaxValue, 1u << 31, uint.MaxValue)));

    public static readonly Gen<int> Int32 = Freq(
        (6, Int64.Select(v => (int)(v >> 32))),
        (1, Gen.Elements(0, 1, -1, 63, -64, 64, -65, 127, 128, short.MinValue, short.MaxValue, int.MaxValue, int.MinValue, int.MinValue + 1)));

    public static readonly Gen<bool> Bool = Gen.Elements(false, true);

    private static readonly double[] SpecialDoubles =
    [
        0.0, -0.0, double.NaN, -double.NaN, BitConverter.Int64BitsToDouble(0x7FF0_0000_0000_0001), BitConverter.Int64BitsToDouble(unchecked((long)0xFFF8_DEAD_BEEF_0001)),
        double.PositiveInfinity, double.NegativeInfinity, double.Epsilon, -double.Epsilon, double.MaxValue, double.MinValue, 1.0, -1.0, 0.1, 1e300, -1e-300,
    ];

    private static readonly float[] SpecialFloats =
    [
        0f, -0f, float.NaN, -float.NaN, BitConverter.Int32BitsToSingle(0x7F80_0001), BitConverter.Int32BitsToSingle(unchecked((int)0xFFC0_BEEF)),
        float.PositiveInfinity, float.NegativeInfinity, float.Epsilon, -float.Epsilon, float.MaxValue, float.MinValue, 1f, -1f, 0.1f,
    ];

    /// <summary>Doubles: special values, arbitrary bit patterns (every NaN payload, subnormals) and ordinary numbers.</summary>
    public static readonly Gen<double> Double = Freq(
        (2, Gen.Elements(SpecialDoubles)),
        (2, Bits64.Zip(Bool, (b, s) => BitConverter.UInt64BitsToDouble(s ? b | 1UL << 63 : b))),
        (2, Gen.Choose(-1_000_000, 1_000_000).Zip(Gen.Choose(1, 1000), (a, b) => a / (double)b)));

    public static readonly Gen<float> Float = Freq(
        (2, Gen.Elements(SpecialFloats)),
        (2, Gen.Choose(int.MinValue, int.MaxValue).Select(BitConverter.Int32BitsToSingle)),
        (2, Gen.Choose(-100_000, 100_000).Zip(Gen.Choose(1, 1000), (a, b) => a / (float)b)));

    private static readonly string[] Pieces =
    [
        "a", "Z", "0", " ", "\0", "\n", "~", "\u007F", // ASCII, including NUL and DEL
        "é", "ß", "\u00FF", "\u0100", "\u07FF",         // 2-byte UTF-8
        "\u0800", "中", "日本", "\uFFFD", "\uFEFF", "\uFFFF", // 3-byte UTF-8 (BOM and noncharacters included)
        "😀", "𝄞", "\U0010FFFF", "\U00010000",          // 4-byte UTF-8 (surrogate pairs)
    ];

    /// <summary>Valid Unicode strings: empty, ASCII, 2/3/4-byte UTF-8 mixes, and now and then a long one.</summary>
    public static readonly Gen<string> String = Freq(
        (2, Gen.Constant("")),
        (4, Seeded(r => string.Concat(Enumerable.Range(0, r.Next(1, 12)).Select(_ => Pieces[r.Next(Pieces.Length)])))),
        (3, Seeded(r => new string(Enumerable.Range(0, r.Next(1, 40)).Select(_ => (char)r.Next(0x20, 0x7F)).ToArray()))),
        (1, Seeded(r => string.Concat(Enumerable.Range(0, r.Next(100, 700)).Select(_ => Pieces[r.Next(Pieces.Length)])))));

    /// <summary>Byte strings: empty, short, and now and then large (up to 20 KB, beyond a 2-byte length prefix).</summary>
    public static readonly Gen<byte[]> Bytes = Freq(
        (2, Gen.Constant(Array.Empty<byte>())),
        (6, Seeded(r => RandomBytes(r, r.Next(1, 25)))),
        (1, Seeded(r => RandomBytes(r, r.Next(100, 20_000)))));

    /// <summary>
    /// A value built from a <see cref="Random"/> seeded by FsCheck (so it replays with the run's seed): far cheaper than
    /// composing one generator per character or byte.
    /// </summary>
    public static Gen<T> Seeded<T>(Func<Random, T> build) => Gen.Choose(int.MinValue, int.MaxValue).Select(seed => build(new Random(seed)));

    private static byte[] RandomBytes(Random random, int length)
    {
        var bytes = new byte[length];
        random.NextBytes(bytes);
        return bytes;
    }

    public static readonly Gen<ByteString> ByteString = Bytes.Select(Google.Protobuf.ByteString.CopyFrom);

    /// <summary>Enum numbers: the declared values most of the time, any int32 (unknown values kept) otherwise.</summary>
    public static Gen<TEnum> Enum<TEnum>() where TEnum : struct, System.Enum => Freq(
        (4, Gen.Elements(System.Enum.GetValues<TEnum>())),
        (1, Int32.Select(i => (TEnum)System.Enum.ToObject(typeof(TEnum), i))));

    /// <summary>Timestamps across the whole range a Timestamp and a DateTime share (years 1-9999), nanos in 100 ns steps.</summary>
    public static readonly Gen<Timestamp> Timestamp = Freq(
        (1, Gen.Elements(
            new Timestamp(),
            new Timestamp { Seconds = -62135596800 },                          // 0001-01-01T00:00:00Z
            new Timestamp { Seconds = 253402300799, Nanos = 999_999_900 },     // the last 100 ns tick of 9999
            new Timestamp { Seconds = -1, Nanos = 999_999_900 },
            new Timestamp { Nanos = 100 })),
        (4, from seconds in Int64Between(-62135596800, 253402300799)
            from hundreds in Freq((1, Gen.Constant(0)), (3, Gen.Choose(0, 9_999_999)))
            select new Timestamp { Seconds = seconds, Nanos = hundreds * 100 }));

    /// <summary>Durations across the spec's range (±10,000 years), nanos in 100 ns steps with the sign of the seconds.</summary>
    public static readonly Gen<Duration> Duration = Freq(
        (1, Gen.Elements(
            new Duration(),
            new Duration { Seconds = 315_576_000_000, Nanos = 999_999_900 },
            new Duration { Seconds = -315_576_000_000, Nanos = -999_999_900 },
            new Duration { Nanos = -100 },
            new Duration { Seconds = 1 })),
        (4, from seconds in Int64Between(-315_576_000_000, 315_576_000_000)
            from hundreds in Freq((1, Gen.Constant(0)), (3, Gen.Choose(0, 9_999_999)))
            select new Duration { Seconds = seconds, Nanos = seconds < 0 ? -hundreds * 100 : seconds > 0 ? hundreds * 100 : hundreds % 2 == 0 ? hundreds * 100 : -hundreds * 100 }));

    /// <summary>A long in [min, max], spread over magnitudes.</summary>
    public static Gen<long> Int64Between(long min, long max) =>
        Freq(
            (1, Gen.Elements<long>(min, max, 0L, -1L, 1L).Where(v => v >= min && v <= max)),
            (4, Int64.Select(v => min + (long)((ulong)(v - long.MinValue) % (ulong)(max - min + 1)))),
            (2, Gen.Choose(-100_000, 100_000).Select(v => (long)v).Where(v => v >= min && v <= max)));

    /// <summary>A list of 0-6 items most of the time, now and then up to 25.</summary>
    public static Gen<List<T>> SmallList<T>(Gen<T> item) =>
        Freq((10, Gen.Choose(0, 6)), (1, Gen.Choose(7, 25))).SelectMany(n => item.ListOf(n)).Select(l => l.ToList());

    /// <summary>Weighted choice between generators.</summary>
    public static Gen<T> Freq<T>(params (int Weight, Gen<T> Gen)[] choices) => Gen.Frequency(choices);

    /// <summary>Encodes text as UTF-8 (for callers that need byte lengths).</summary>
    public static int Utf8Length(string text) => Encoding.UTF8.GetByteCount(text);
}
