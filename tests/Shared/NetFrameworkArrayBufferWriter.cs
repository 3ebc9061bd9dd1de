#if NETFRAMEWORK
namespace System.Buffers;

/// <summary>
/// .NET's <c>ArrayBufferWriter&lt;T&gt;</c> for the .NET Framework test legs: its whole surface, and its growth (a
/// writer made with a small capacity hands out small spans, which tests use to reach a serializer's slow paths).
/// Nano.Core's stand-in of the same name (seen through InternalsVisibleTo) has only what Nano itself calls; this one,
/// in source, takes precedence over it (CS0436, silenced for .NET Framework in the test project).
/// </summary>
internal sealed class ArrayBufferWriter<T> : IBufferWriter<T>
{
    private const int FirstGrowth = 256;

    private T[] _buffer;
    private int _index;

    public ArrayBufferWriter() => _buffer = [];

    public ArrayBufferWriter(int initialCapacity)
    {
        if (initialCapacity <= 0)
            throw new ArgumentException("The capacity must be positive.", nameof(initialCapacity));
        _buffer = new T[initialCapacity];
    }

    public ReadOnlyMemory<T> WrittenMemory => _buffer.AsMemory(0, _index);

    public ReadOnlySpan<T> WrittenSpan => _buffer.AsSpan(0, _index);

    public int WrittenCount => _index;

    public int Capacity => _buffer.Length;

    public int FreeCapacity => _buffer.Length - _index;

    /// <summary>Forgets what was written and clears it.</summary>
    public void Clear()
    {
        _buffer.AsSpan(0, _index).Clear();
        _index = 0;
    }

    /// <summary>Forgets what was written, leaving the bytes in place.</summary>
    public void ResetWrittenCount() => _index = 0;

    public void Advance(int count)
    {
        if (count < 0)
            throw new ArgumentException("The count must not be negative.", nameof(count));
        if (_index > _buffer.Length - count)
            throw new InvalidOperationException($"Cannot advance past the end of a buffer of {_buffer.Length}.");
        _index += count;
    }

    public Memory<T> GetMemory(int sizeHint = 0)
    {
        Reserve(sizeHint);
        return _buffer.AsMemory(_index);
    }

    public Span<T> GetSpan(int sizeHint = 0)
    {
        Reserve(sizeHint);
        return _buffer.AsSpan(_index);
    }

    /// <summary>Grows by at least the hint and at least the current size (256 from empty), so that a run of small
    /// requests costs amortised constant time, as .NET's writer does.</summary>
    private void Reserve(int sizeHint)
    {
        if (sizeHint < 0)
            throw new ArgumentException("The size hint must not be negative.", nameof(sizeHint));
        var needed = Math.Max(sizeHint, 1);
        if (needed <= _buffer.Length - _index)
            return;
        var growth = Math.Max(needed, _buffer.Length);
        if (_buffer.Length == 0)
            growth = Math.Max(growth, FirstGrowth);
        var size = (long)_buffer.Length + growth;
        if (size > int.MaxValue)
        {
            size = (long)_buffer.Length + needed;
            if (size > int.MaxValue)
                throw new OutOfMemoryException($"Cannot grow the buffer past {int.MaxValue} elements.");
        }
        Array.Resize(ref _buffer, (int)size);
    }
}
#endif
