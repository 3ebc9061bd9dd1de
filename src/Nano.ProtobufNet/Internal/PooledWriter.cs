using System.Buffers;

namespace ProtoBuf.Internal;

/// <summary>
/// A buffer writer over pooled arrays. A message written to a stream goes through one, because Nano's
/// <see cref="IBufferWriter{T}"/> path writes the message in one pass (each callback runs once, as protobuf-net runs it),
/// where its stream path measures first and would run the before/after-serialization callbacks twice.
/// </summary>
internal sealed class PooledWriter : IBufferWriter<byte>, IDisposable
{
    private byte[] _array = ArrayPool<byte>.Shared.Rent(256);
    private int _count;

    public ReadOnlySpan<byte> WrittenSpan => _array.AsSpan(0, _count);

    public void Advance(int count)
    {
        if (count < 0 || _count + count > _array.Length)
            throw new ArgumentOutOfRangeException(nameof(count));
        _count += count;
    }

    public Memory<byte> GetMemory(int sizeHint = 0)
    {
        Reserve(sizeHint);
        return _array.AsMemory(_count);
    }

    public Span<byte> GetSpan(int sizeHint = 0)
    {
        Reserve(sizeHint);
        return _array.AsSpan(_count);
    }

    public void CopyTo(Stream destination) => destination.Write(_array, 0, _count);

    private void Reserve(int sizeHint)
    {
        var needed = _count + Math.Max(sizeHint, 1);
        if (needed <= _array.Length)
            return;
        var grown = ArrayPool<byte>.Shared.Rent(Math.Max(needed, _array.Length * 2));
        Buffer.BlockCopy(_array, 0, grown, 0, _count);
        ArrayPool<byte>.Shared.Return(_array);
        _array = grown;
    }

    public void Dispose()
    {
        ArrayPool<byte>.Shared.Return(_array);
        _array = [];
        _count = 0;
    }
}
