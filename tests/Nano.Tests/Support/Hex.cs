namespace Nano.Tests.Support;

public static class Hex
{
    /// <summary>Parses "0A 03 08 96 01" (spaces or dashes optional).</summary>
    public static byte[] Bytes(string hex) => Convert.FromHexString(hex.Replace(" ", "").Replace("-", ""));

    public static string Of(ReadOnlySpan<byte> bytes) => Convert.ToHexString(bytes);
}
