using System.Buffers;

namespace Nano.Tests.Support;

/// <summary>Builds multi-segment sequences, to prove readers walk segments.</summary>
public static class Segments
{
    public static ReadOnlySequence<byte> Split(byte[] data, int segmentSize)
    {
        if (data.Length == 0)
            return ReadOnlySequence<byte>.Empty;
        Segment? first = null, last = null;
        for (var i = 0; i < data.Length; i += segmentSize)
        {
            var chunk = data.AsMemory(i, Math.Min(segmentSize, data.Length - i)).ToArray();
            var segment = new Segment(chunk, last);
            first ??= segment;
            last = segment;
        }
        return new ReadOnlySequence<byte>(first!, 0, last!, last!.Memory.Length);
    }

    private sealed class Segment : ReadOnlySequenceSegment<byte>
    {
        public Segment(ReadOnlyMemory<byte> memory, Segment? previous)
        {
            Memory = memory;
            if (previous is not null)
            {
                RunningIndex = previous.RunningIndex + previous.Memory.Length;
                previous.Next = this;
            }
        }
    }
}

/// <summary>A stream that cannot seek, to take the slow path of stream reading.</summary>
public sealed class NonSeekableStream(byte[] data) : Stream
{
    private readonly MemoryStream _inner = new(data);
    public override bool CanRead => true;
    public override bool CanSeek => false;
    public override bool CanWrite => false;
    public override long Length => throw new NotSupportedException();
    public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }
    public override void Flush() { }
    public override int Read(byte[] buffer, int offset, int count) => _inner.Read(buffer, offset, Math.Min(count, 5));
    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();
    public override void SetLength(long value) => throw new NotSupportedException();
    public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
}
