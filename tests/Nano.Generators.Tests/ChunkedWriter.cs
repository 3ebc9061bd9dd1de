using System.Buffers;

namespace Nano.Generators.Tests;

/// <summary>An IBufferWriter that hands out spans of a few bytes whatever the size hint, so that a nested message's
/// length prefix cannot stay open across the span and the writer takes its measured way.</summary>
internal sealed class ChunkedWriter(int chunkSize) : IBufferWriter<byte>
{
    private readonly List<byte> _written = [];
    private byte[]? _current;

    public byte[] Written => [.. _written];

    public void Advance(int count)
    {
        _written.AddRange(_current.AsSpan(0, count));
        _current = null;
    }

    public Memory<byte> GetMemory(int sizeHint = 0) => _current = new byte[chunkSize];

    public Span<byte> GetSpan(int sizeHint = 0) => GetMemory(sizeHint).Span;
}
