using System.Buffers;

namespace Nano.Tests.Wire.Support;

/// <summary>Builds multi-segment <see cref="ReadOnlySequence{T}"/>s. Each segment is a slice of a larger array
/// surrounded by 0xFF guard bytes, so a read past a segment's end decodes garbage and shows up.</summary>
internal static class SegmentedSequence
{
    public static ReadOnlySequence<byte> FromChunks(params byte[][] chunks)
    {
        if (chunks.Length == 0)
            return ReadOnlySequence<byte>.Empty;
        Segment first = new(Guarded(chunks[0]), 0);
        Segment last = first;
        for (int i = 1; i < chunks.Length; i++)
            last = last.Append(Guarded(chunks[i]));
        return new ReadOnlySequence<byte>(first, 0, last, last.Memory.Length);
    }

    /// <summary>Splits <paramref name="data"/> at the given positions (ascending, 0..Length; repeats give empty segments).</summary>
    public static ReadOnlySequence<byte> Split(byte[] data, params int[] cuts)
    {
        var chunks = new List<byte[]>();
        int start = 0;
        foreach (int cut in cuts)
        {
            chunks.Add(data.AsSpan()[start..cut].ToArray());
            start = cut;
        }
        chunks.Add(data.AsSpan()[start..].ToArray());
        return FromChunks(chunks.ToArray());
    }

    /// <summary>One segment per byte.</summary>
    public static ReadOnlySequence<byte> Bytewise(byte[] data) =>
        FromChunks(data.Select(b => new[] { b }).DefaultIfEmpty(Array.Empty<byte>()).ToArray());

    /// <summary>One segment per byte with an empty segment between every two (and at both ends).</summary>
    public static ReadOnlySequence<byte> BytewiseWithEmpties(byte[] data)
    {
        var chunks = new List<byte[]> { Array.Empty<byte>() };
        foreach (byte b in data)
        {
            chunks.Add([b]);
            chunks.Add(Array.Empty<byte>());
        }
        return FromChunks(chunks.ToArray());
    }

    public static ReadOnlyMemory<byte> Guarded(byte[] data)
    {
        var buffer = new byte[data.Length + 32];
        buffer.AsSpan().Fill(0xFF);
        data.CopyTo(buffer, 16);
        return buffer.AsMemory(16, data.Length);
    }

    private sealed class Segment : ReadOnlySequenceSegment<byte>
    {
        public Segment(ReadOnlyMemory<byte> memory, long runningIndex)
        {
            Memory = memory;
            RunningIndex = runningIndex;
        }

        public Segment Append(ReadOnlyMemory<byte> memory)
        {
            var next = new Segment(memory, RunningIndex + Memory.Length);
            Next = next;
            return next;
        }
    }
}
