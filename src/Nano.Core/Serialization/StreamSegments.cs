namespace Nano.Serialization;

/// <summary>
/// The rest of a stream, read into pooled segments that grow with the bytes actually received (never with what
/// <see cref="Stream.Length"/> claims), and parsed as a <see cref="ReadOnlySequence{T}"/>: no copy into one big array,
/// so memory stays about the size of the input. Segments go back to <see cref="ArrayPool{T}.Shared"/> on dispose.
/// </summary>
internal sealed class StreamSegments : IDisposable
{
    private const int FirstSize = 4096;
    internal const int MaxSegmentSize = 1 << 20;

    /// <summary>The largest input accepted: protobuf messages are under 2 GiB.</summary>
    internal const long DefaultMaxLength = int.MaxValue;

    private Segment? _first, _last;
    private long _length;

    /// <summary>Reads <paramref name="stream"/> to its end.</summary>
    /// <exception cref="ProtoException">The stream holds more than <paramref name="maxLength"/> bytes.</exception>
    public void ReadToEnd(Stream stream, long maxLength = DefaultMaxLength)
    {
        var size = FirstSize;
        if (stream.CanSeek)
        {
            // A hint for the first segment only, capped: a stream may claim far more than it holds.
            var remaining = stream.Length - stream.Position;
            size = (int)Math.Clamp(remaining + 1, FirstSize, MaxSegmentSize);
        }
        while (true)
        {
            if (_last is null || _last.Count == _last.Array.Length)
            {
                Append(size);
                size = (int)Math.Min(MaxSegmentSize, Math.Max(FirstSize, _length));
            }
            var last = _last!;
            var read = stream.Read(last.Array, last.Count, last.Array.Length - last.Count);
            if (read <= 0)
                return;
            last.Count += read;
            _length += read;
            if (_length > maxLength)
                throw new ProtoException($"The stream holds more than {maxLength} bytes; a protobuf message is under 2 "
                    + "GiB", maxLength);
        }
    }

    /// <summary>True when everything read fits one segment (then <see cref="FirstSpan"/> is all of it).</summary>
    public bool IsSingleSegment => _first is null || _first.Next is null;

    public ReadOnlySpan<byte> FirstSpan => _first is null ? default : _first.Array.AsSpan(0, _first.Count);

    /// <summary>Everything read, valid until <see cref="Dispose"/>.</summary>
    public ReadOnlySequence<byte> Sequence
    {
        get
        {
            if (_first is null)
                return ReadOnlySequence<byte>.Empty;
            for (var s = _first; s is not null; s = (Segment?)s.Next)
                s.Seal();
            return new ReadOnlySequence<byte>(_first, 0, _last!, _last!.Count);
        }
    }

    private void Append(int size)
    {
        var segment = new Segment(ArrayPool<byte>.Shared.Rent(size), _length);
        if (_last is null)
            _first = segment;
        else
            _last.Link(segment);
        _last = segment;
    }

    public void Dispose()
    {
        for (var s = _first; s is not null; s = (Segment?)s.Next)
            ArrayPool<byte>.Shared.Return(s.Array);
        _first = _last = null;
    }

    private sealed class Segment : ReadOnlySequenceSegment<byte>
    {
        public Segment(byte[] array, long runningIndex)
        {
            Array = array;
            RunningIndex = runningIndex;
        }

        public byte[] Array { get; }
        public int Count { get; set; }

        public void Link(Segment next) => Next = next;

        public void Seal() => Memory = Array.AsMemory(0, Count);
    }
}
