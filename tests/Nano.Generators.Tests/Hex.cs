namespace Nano.Generators.Tests;

/// <summary>Bytes as the tests spell them: upper-case hex pairs separated by spaces.</summary>
internal static class Hex
{
    public static string Of(byte[] bytes) =>
        string.Join(' ', Convert.ToHexString(bytes).Chunk(2).Select(c => new string(c)));

    public static byte[] Bytes(string hex) => Convert.FromHexString(hex.Replace(" ", "", StringComparison.Ordinal));

    /// <summary>The varint encoding of a length a test builds input with.</summary>
    public static byte[] Varint(int value)
    {
        var bytes = new List<byte>();
        var v = (uint)value;
        while (v >= 0x80)
        {
            bytes.Add((byte)(v | 0x80));
            v >>= 7;
        }
        bytes.Add((byte)v);
        return [.. bytes];
    }
}
