namespace Nano.Fuzz;

/// <summary>Turns a valid payload into a hostile one. Every method returns a new array.</summary>
public sealed class Mutator(Random random)
{
    private static readonly byte[] Interesting = [0x00, 0x01, 0x7F, 0x80, 0xFF, 0x08, 0x0A, 0x0B, 0x0C, 0x12, 0x1A, 0x1B, 0x1C];

    /// <summary>One to four mutations of <paramref name="input"/>, drawn at random.</summary>
    public (byte[] Bytes, string Name) Mutate(byte[] input, byte[] other)
    {
        var bytes = input;
        var names = new List<string>();
        var rounds = random.Next(1, 5);
        for (var i = 0; i < rounds; i++)
        {
            var (next, name) = random.Next(9) switch
            {
                0 => (FlipBits(bytes), "flip"),
                1 => (Truncate(bytes), "truncate"),
                2 => (Insert(bytes), "insert"),
                3 => (Duplicate(bytes), "duplicate"),
                4 => (RewriteLength(bytes), "length"),
                5 => (SetByte(bytes), "byte"),
                6 => (Splice(bytes, other), "splice"),
                7 => (Delete(bytes), "delete"),
                _ => (OverlongVarint(bytes), "overlong"),
            };
            bytes = next;
            names.Add(name);
        }
        return (bytes, string.Join("+", names));
    }

    public byte[] FlipBits(byte[] input)
    {
        if (input.Length == 0)
            return [(byte)random.Next(256)];
        var bytes = (byte[])input.Clone();
        for (int i = 0, n = random.Next(1, 4); i < n; i++)
            bytes[random.Next(bytes.Length)] ^= (byte)(1 << random.Next(8));
        return bytes;
    }

    public byte[] Truncate(byte[] input) => input.Length == 0 ? input : input[..random.Next(input.Length)];

    public byte[] Delete(byte[] input)
    {
        if (input.Length == 0)
            return input;
        var start = random.Next(input.Length);
        var count = random.Next(1, Math.Min(16, input.Length - start) + 1);
        return [.. input[..start], .. input[(start + count)..]];
    }

    public byte[] Insert(byte[] input)
    {
        var at = random.Next(input.Length + 1);
        var extra = new byte[random.Next(1, 12)];
        random.NextBytes(extra);
        return [.. input[..at], .. extra, .. input[at..]];
    }

    public byte[] Duplicate(byte[] input)
    {
        if (input.Length == 0)
            return input;
        var start = random.Next(input.Length);
        var count = random.Next(1, Math.Min(64, input.Length - start) + 1);
        var at = random.Next(input.Length + 1);
        return [.. input[..at], .. input.AsSpan(start, count), .. input[at..]];
    }

    public byte[] SetByte(byte[] input)
    {
        if (input.Length == 0)
            return [Interesting[random.Next(Interesting.Length)]];
        var bytes = (byte[])input.Clone();
        bytes[random.Next(bytes.Length)] = Interesting[random.Next(Interesting.Length)];
        return bytes;
    }

    public byte[] Splice(byte[] input, byte[] other)
    {
        var a = random.Next(input.Length + 1);
        var b = random.Next(other.Length + 1);
        return [.. input[..a], .. other[b..]];
    }

    /// <summary>Replaces a varint with an overlong one (11 bytes and more, which every reader must reject) or a padded one.</summary>
    public byte[] OverlongVarint(byte[] input)
    {
        var at = random.Next(input.Length + 1);
        var count = random.Next(1, 14);
        var varint = Enumerable.Repeat((byte)0x80, count).Append((byte)random.Next(0, 0x80)).ToArray();
        return [.. input[..at], .. varint, .. input[at..]];
    }

    /// <summary>Finds the length prefixes of length-delimited fields (nested ones too) and rewrites one: huge, negative, off by one.</summary>
    public byte[] RewriteLength(byte[] input)
    {
        var prefixes = new List<(int Start, int End, ulong Length)>();
        FindLengths(input, 0, input.Length, prefixes, depth: 0);
        if (prefixes.Count == 0)
            return Insert(input);
        var (start, end, length) = prefixes[random.Next(prefixes.Count)];
        ulong replacement = random.Next(8) switch
        {
            0 => int.MaxValue,
            1 => uint.MaxValue,
            2 => ulong.MaxValue,              // -1 as a 10-byte varint
            3 => (ulong)int.MaxValue + 1,
            4 => length + 1,
            5 => length == 0 ? 0 : length - 1,
            6 => 0,
            _ => (ulong)random.Next(0, 1 << 20),
        };
        return [.. input[..start], .. Varint(replacement), .. input[end..]];
    }

    private static void FindLengths(byte[] data, int pos, int end, List<(int, int, ulong)> found, int depth)
    {
        while (pos < end)
        {
            if (!TryVarint(data, ref pos, end, out var tag))
                return;
            switch (tag & 7)
            {
                case 0:
                    if (!TryVarint(data, ref pos, end, out _))
                        return;
                    break;
                case 1:
                    pos += 8;
                    break;
                case 5:
                    pos += 4;
                    break;
                case 2:
                    {
                        var start = pos;
                        if (!TryVarint(data, ref pos, end, out var length) || length > (ulong)(end - pos))
                            return;
                        found.Add((start, pos, length));
                        if (depth < 20)
                            FindLengths(data, pos, pos + (int)length, found, depth + 1);
                        pos += (int)length;
                        break;
                    }
                case 3:
                case 4:
                    break;
                default:
                    return;
            }
        }
    }

    private static bool TryVarint(byte[] data, ref int pos, int end, out ulong value)
    {
        value = 0;
        for (var shift = 0; shift < 64 && pos < end; shift += 7)
        {
            var b = data[pos++];
            value |= (ulong)(b & 0x7F) << shift;
            if (b < 0x80)
                return true;
        }
        return false;
    }

    public static byte[] Varint(ulong value)
    {
        var bytes = new List<byte>(10);
        while (value >= 0x80)
        {
            bytes.Add((byte)(value | 0x80));
            value >>= 7;
        }
        bytes.Add((byte)value);
        return [.. bytes];
    }

    /// <summary><paramref name="levels"/> length-delimited levels of field <paramref name="field"/> around <paramref name="leaf"/>.</summary>
    public static byte[] DeepLengthDelimited(int field, int levels, byte[] leaf)
    {
        var tag = Varint((ulong)(field << 3 | 2));
        var buffer = new List<byte>(leaf);
        for (var i = 0; i < levels; i++)
        {
            var prefix = tag.Concat(Varint((ulong)buffer.Count)).ToArray();
            buffer.InsertRange(0, prefix);
        }
        return [.. buffer];
    }

    /// <summary><paramref name="levels"/> nested groups of field <paramref name="field"/>, closed (or, if not <paramref name="closed"/>, never closed).</summary>
    public static byte[] DeepGroup(int field, int levels, bool closed)
    {
        var start = Varint((ulong)(field << 3 | 3));
        var end = Varint((ulong)(field << 3 | 4));
        var bytes = new List<byte>();
        for (var i = 0; i < levels; i++)
            bytes.AddRange(start);
        if (closed)
            for (var i = 0; i < levels; i++)
                bytes.AddRange(end);
        return [.. bytes];
    }
}
