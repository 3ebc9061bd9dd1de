namespace Nano.Tests.Wire.Support;

internal static class Hex
{
    /// <summary>Parses "08 96 01" (spaces optional) into bytes.</summary>
    public static byte[] Bytes(string hex) => Convert.FromHexString(hex.Replace(" ", "").Replace("-", ""));

    public static string Of(ReadOnlySpan<byte> bytes) => Convert.ToHexString(bytes);
}
