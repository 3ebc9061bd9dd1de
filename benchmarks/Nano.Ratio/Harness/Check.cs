namespace Nano.Ratio.Harness;

/// <summary>Validation before timing: a wrong result throws, so a broken peer never gets a figure.</summary>
internal static class Check
{
    /// <summary>Throws unless <paramref name="condition"/> holds.</summary>
    public static void That(bool condition, string what)
    {
        if (!condition)
        {
            throw new InvalidOperationException($"validation failed: {what}");
        }
    }

    /// <summary>Throws unless the two byte sequences are identical.</summary>
    public static void SameBytes(ReadOnlySpan<byte> expected, ReadOnlySpan<byte> actual, string what)
    {
        if (!expected.SequenceEqual(actual))
        {
            int at = 0;
            int common = Math.Min(expected.Length, actual.Length);
            while (at < common && expected[at] == actual[at])
            {
                at++;
            }

            throw new InvalidOperationException(
                $"validation failed: {what}: bytes differ at offset {at} (expected {expected.Length} bytes, got {actual.Length}; " +
                $"from there expected {Hex(expected, at)}, got {Hex(actual, at)})");
        }
    }

    private static string Hex(ReadOnlySpan<byte> bytes, int at) =>
        at >= bytes.Length ? "(end)" : BitConverter.ToString(bytes.Slice(at, Math.Min(12, bytes.Length - at)).ToArray()).Replace("-", "");
}
