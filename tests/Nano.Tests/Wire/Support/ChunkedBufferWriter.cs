using System.Buffers;

namespace Nano.Tests.Wire.Support;

/// <summary>
/// An IBufferWriter that hands out spans of exactly <c>chunkSize</c> bytes whatever the size hint, pre-filled with
/// garbage, and checks the Advance contract. It forces every slow path of the writer.
/// </summary>
internal sealed class ChunkedBufferWriter(int chunkSize) : IBufferWriter<byte>
{
    private readonly List<byte> _written = new();
    private readonly byte[] _buffer = new byte[chunkSize];
    private byte[]? _current;

    public int GetSpanCalls { get; private set; }

    public byte[] WrittenBytes => _written.ToArray();

    public void Advance(int count)
    {
        if (_current is null)
            throw new InvalidOperationException("Advance without GetSpan");
        if (count < 0 || count > _current.Length)
            throw new ArgumentOutOfRangeException(nameof(count), count, "Advance past the span");
        _written.AddRange(_current.AsSpan(0, count));
        _current = null;
    }

    public Memory<byte> GetMemory(int sizeHint = 0)
    {
        GetSpanCalls++;
        _current = _buffer; // reused: the writer must not touch a span after Advance
        _current.AsSpan().Fill(0xCD);
        return _current;
    }

    public Span<byte> GetSpan(int sizeHint = 0) => GetMemory(sizeHint).Span;
}
