using System.Buffers;
using Nano.Tests.Support;
using Nano.Wire;
using Xunit.Sdk;

namespace Nano.Tests.Wire.Support;

internal delegate void WriterAction(ref ProtoWriter writer);

/// <summary>
/// Writes the same thing through every kind of output: a growing ArrayBufferWriter, writers that return only
/// 1, 2, 3 or 7 bytes per GetSpan, a span of exactly the right size and a larger span. Asserts all produce the
/// same bytes and that Position matches, then returns the bytes.
/// </summary>
internal static class WriterHarness
{
    public static readonly int[] ChunkSizes = [1, 2, 3, 7];

    public static byte[] Write(WriterAction write)
    {
        var growing = new ArrayBufferWriter<byte>(1);
        long position = WriteTo(growing, write);
        byte[] expected = growing.WrittenSpan.ToArray();
        Assert.Equal(expected.Length, position);

        foreach (int size in ChunkSizes)
        {
            var chunked = new ChunkedBufferWriter(size);
            position = WriteTo(chunked, write);
            AssertSame(expected, chunked.WrittenBytes, $"{size}-byte spans");
            Assert.Equal(expected.Length, position);
        }

        // Exactly enough room, then plenty of room with a sentinel tail that must stay untouched.
        var exact = new byte[expected.Length];
        var writer = new ProtoWriter(exact);
        write(ref writer);
        Assert.Equal(expected.Length, writer.Position);
        AssertSame(expected, exact, "exact span");

        // (Bytes between Position and the span's end may serve as scratch; past the span's end, nothing.)
        var large = new byte[expected.Length + 128];
        large.AsSpan().Fill(0xAB);
        writer = new ProtoWriter(large.AsSpan(0, expected.Length + 64));
        write(ref writer);
        writer.Flush();
        Assert.Equal(expected.Length, writer.Position);
        AssertSame(expected, large.AsSpan(0, expected.Length).ToArray(), "large span");
        Assert.All(large.AsSpan(expected.Length + 64).ToArray(), b => Assert.Equal(0xAB, b));
        return expected;
    }

    private static long WriteTo(IBufferWriter<byte> output, WriterAction write)
    {
        var writer = new ProtoWriter(output);
        write(ref writer);
        long position = writer.Position;
        writer.Flush();
        Assert.Equal(position, writer.Position);
        writer.Flush(); // idempotent
        Assert.Equal(position, writer.Position);
        return position;
    }

    private static void AssertSame(byte[] expected, byte[] actual, string via)
    {
        if (!expected.AsSpan().SequenceEqual(actual))
            throw new XunitException($"Through {via}: {Hex.Of(actual)}, expected {Hex.Of(expected)}");
    }
}
