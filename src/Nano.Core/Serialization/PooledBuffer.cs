namespace Nano.Serialization;

/// <summary>A growable byte buffer rented from <see cref="ArrayPool{T}"/>, for reading length-prefixed items from
/// streams.</summary>
internal struct PooledBuffer : IDisposable
{
    private const int MinGrowth = 4096;
    private byte[] _array;
    private int _count;

    public PooledBuffer() => _array = ArrayPool<byte>.Shared.Rent(MinGrowth);

    public readonly ReadOnlySpan<byte> WrittenSpan => _array.AsSpan(0, _count);

    public void Clear() => _count = 0;

    /// <summary>
    /// Appends exactly <paramref name="length"/> bytes, false if the stream ends first. The buffer grows only when
    /// full, doubling with the bytes that arrived (from 4 KB): a length claim alone never sizes it, so a prefix of
    /// 2 GiB followed by 3 bytes costs the first 4 KB buffer, not the claim.
    /// </summary>
    public bool ReadExactly(Stream stream, int length)
    {
        var remaining = length;
        while (remaining > 0)
        {
            if (_count == _array.Length)
                Reserve(Math.Min(remaining, Math.Max(MinGrowth, _count)));
            var read = stream.Read(_array, _count, Math.Min(remaining, _array.Length - _count));
            if (read <= 0)
                return false;
            _count += read;
            remaining -= read;
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
