namespace Nano.Tests.Wire.Support;

/// <summary>Random strings mixing ASCII, 2-, 3- and 4-byte UTF-8 and lone surrogates, at lengths around the
/// writer's thresholds (42/43 chars for the one-byte-prefix path, 127/128 bytes for the prefix size).</summary>
internal static class RandomStrings
{
    private static readonly int[] InterestingLengths = [0, 1, 2, 41, 42, 43, 44, 63, 64, 126, 127, 128, 129, 200, 1000, 5461, 5462];

    public static IEnumerable<string> Generate(Random random, int count)
    {
        for (int i = 0; i < count; i++)
        {
            int length = random.Next(3) == 0 ? InterestingLengths[random.Next(InterestingLengths.Length)] : random.Next(60);
            yield return Next(random, length);
        }
    }

    public static string Next(Random random, int length)
    {
        int mode = random.Next(5); // 0: ASCII only, else mixed
        var chars = new List<char>(length);
        while (chars.Count < length)
        {
            int kind = mode == 0 ? 0 : random.Next(10);
            switch (kind)
            {
                case <= 4: chars.Add((char)random.Next(0x20, 0x7F)); break;
                case 5: chars.Add((char)random.Next(0x80, 0x800)); break;
                case 6: chars.Add((char)random.Next(0x800, 0xD800)); break;
                case 7:
                    string pair = char.ConvertFromUtf32(random.Next(0x10000, 0x110000));
                    chars.Add(pair[0]);
                    if (chars.Count < length)
                        chars.Add(pair[1]);
                    break;
                case 8: chars.Add((char)random.Next(0xD800, 0xE000)); break; // lone surrogate
                default: chars.Add((char)random.Next(0xE000, 0x10000)); break;
            }
        }
        return new string(chars.ToArray());
    }
}
