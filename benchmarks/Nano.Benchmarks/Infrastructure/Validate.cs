namespace Nano.Benchmarks.Infrastructure;

/// <summary>
/// Checks run in <c>[GlobalSetup]</c>: every benchmark validates its output before it is timed (shared/WORKLOADS.md).
/// A failure throws, which makes BenchmarkDotNet report the benchmark as failed instead of timing wrong code.
/// </summary>
public static class Validate
{
    /// <summary>Throws when <paramref name="condition"/> is false.</summary>
    public static void That(bool condition, string peer, string what)
    {
        if (!condition)
        {
            throw new InvalidOperationException($"Benchmark validation failed for {peer}: {what}");
        }
    }

    /// <summary>Throws unless the two byte sequences are identical.</summary>
    public static void SameBytes(ReadOnlySpan<byte> expected, ReadOnlySpan<byte> actual, string peer, string what)
        => That(expected.SequenceEqual(actual), peer, $"{what}: bytes differ (expected {expected.Length} bytes, got {actual.Length})");
}
