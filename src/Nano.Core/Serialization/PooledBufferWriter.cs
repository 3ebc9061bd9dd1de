namespace Nano.Serialization;

/// <summary>
/// A growable <see cref="IBufferWriter{T}"/> over arrays rented from <see cref="ArrayPool{T}"/>. The stream and
/// deep-clone paths write a message into one in a single pass, so that each before/after-serialization callback of the
/// root message runs once, as protobuf-net runs it; measuring first and then writing would run them twice.
/// </summary>
internal sealed class PooledBufferWriter : IBufferWriter<byte>, IDisposable
{
    private const int MinSize = 256;
    private byte[] _array;
    private int _count;

    public PooledBufferWriter(int sizeHint = 0) => _array = ArrayPool<byte>.Shared.Rent(Math.Max(sizeHint, MinSize));

    /// <summary>The bytes written so far.</summary>
    public ReadOnlySpan<byte> WrittenSpan => _array.AsSpan(0, _count);

    public void Advance(int count)
    {
        if (count < 0 || count > _array.Length - _count)
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

    /// <summary>Makes room for at least <paramref name="sizeHint"/> more bytes (one when 0), doubling the
    /// array.</summary>
    private void Reserve(int sizeHint)
    {
        var needed = (long)_count + Math.Max(sizeHint, 1);
        if (needed <= _array.Length)
            return;
        if (needed > Array.MaxLength)
            ProtoWriter.ThrowTooLarge(needed, "The message");
        var bigger = ArrayPool<byte>.Shared.Rent((int)Math.Min(Array.MaxLength, Math.Max(needed, _array.Length * 2L)));
        _array.AsSpan(0, _count).CopyTo(bigger);
        ArrayPool<byte>.Shared.Return(_array);
        _array = bigger;
    }

    public void Dispose()
    {
        if (_array.Length > 0)
            ArrayPool<byte>.Shared.Return(_array);
        _array = [];
        _count = 0;
    }
}
