using System.Buffers;

namespace Nano.Ratio.Harness;

/// <summary>The common shapes of an operation with their validation.</summary>
internal static class Ops
{
    /// <summary>
    /// A write into a reused buffer writer (the call resets it): validated by calling it once and comparing what it
    /// wrote with <paramref name="expected"/> (Google's bytes for every protobuf peer).
    /// </summary>
    public static Operation Serialize(string name, ArrayBufferWriter<byte> writer, Func<long> call, byte[] expected, string? baseline = null)
        => new(name, call, () =>
        {
            long returned = call();
            Check.SameBytes(expected, writer.WrittenSpan, $"{name} writes the expected bytes");
            Check.That(returned == expected.Length, $"{name} returns the written length ({returned}, expected {expected.Length})");
        }, baseline);

    /// <summary>A size computation: validated against the length the matching write produces.</summary>
    public static Operation Measure(string name, Func<long> call, int expectedLength)
        => new(name, call, () =>
        {
            long measured = call();
            Check.That(measured == expectedLength, $"{name}: Measure ({measured}) equals the written length ({expectedLength})");
        });
}
