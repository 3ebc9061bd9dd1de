namespace Nano.Generators.Tests;

/// <summary>Bytes as the tests spell them: upper-case hex pairs separated by spaces.</summary>
internal static class Hex
{
    public static string Of(byte[] bytes) =>
        string.Join(' ', Convert.ToHexString(bytes).Chunk(2).Select(c => new string(c)));

    public static byte[] Bytes(string hex) => Convert.FromHexString(hex.Replace(" ", "", StringComparison.Ordinal));
}
