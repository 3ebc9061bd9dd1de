using System.Buffers;

namespace Nano.Benchmarks.Infrastructure;

/// <summary>Builds multi-segment <see cref="ReadOnlySequence{T}"/>s, as a pipe or a socket would hand them over.</summary>
public static class Segments
{
    /// <summary>The default segment size: 4 KB, a typical network / pipe buffer.</summary>
    public const int DefaultSegmentSize = 4 * 1024;

    /// <summary>
    /// Copies <paramref name="data"/> into separate arrays of <paramref name="segmentSize"/> bytes (the last may be
    /// shorter) and links them. Each segment is its own array, so nothing can read across a boundary by accident.
    /// </summary>
    public static ReadOnlySequence<byte> Split(ReadOnlySpan<byte> data, int segmentSize = DefaultSegmentSize)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(segmentSize);
        if (data.Length <= segmentSize)
        {
            return new ReadOnlySequence<byte>(data.ToArray());
        }

        Segment? first = null, last = null;
        for (int offset = 0; offset < data.Length; offset += segmentSize)
        {
            byte[] chunk = data.Slice(offset, Math.Min(segmentSize, data.Length - offset)).ToArray();
            last = last is null ? first = new Segment(chunk, 0) : last.Append(chunk);
        }

        return new ReadOnlySequence<byte>(first!, 0, last!, last!.Memory.Length);
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
