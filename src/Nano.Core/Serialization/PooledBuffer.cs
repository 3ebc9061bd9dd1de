using System.Buffers;

namespace Nano.Serialization;

/// <summary>A growable byte buffer rented from <see cref="ArrayPool{T}"/>, for reading length-prefixed items from streams.</summary>
internal struct PooledBuffer : IDisposable
{
    private const int ChunkSize = 1 << 20;
    private byte[] _array;
    private int _count;

    public PooledBuffer() => _array = ArrayPool<byte>.Shared.Rent(4096);

    public readonly ReadOnlySpan<byte> WrittenSpan => _array.AsSpan(0, _count);

    public void Clear() => _count = 0;

    /// <summary>
    /// Appends exactly <paramref name="length"/> bytes, growing chunk by chunk as they arrive (so a false
    /// length claim costs no more memory than the bytes really sent); false if the stream ends first.
    /// </summary>
    public bool ReadExactly(Stream stream, int length)
    {
        var remaining = length;
        while (remaining > 0)
        {
            var chunk = Math.Min(remaining, Math.Max(ChunkSize, _count));
            Reserve(chunk);
            var read = stream.ReadAtLeast(_array.AsSpan(_count, chunk), chunk, throwOnEndOfStream: false);
            _count += read;
            remaining -= read;
            if (read < chunk)
                return false;
        }
        return true;
    }

    private void Reserve(int extra)
    {
        if (_array.Length - _count >= extra)
            return;
        var size = (int)Math.Min(Array.MaxLength, Math.Max((long)_count + extra, _array.Length * 2L));
        var bigger = ArrayPool<byte>.Shared.Rent(size);
        _array.AsSpan(0, _count).CopyTo(bigger);
        ArrayPool<byte>.Shared.Return(_array);
        _array = bigger;
    }

    public void Dispose()
    {
        if (_array is not null)
            ArrayPool<byte>.Shared.Return(_array);
        _array = null!;
    }
}
