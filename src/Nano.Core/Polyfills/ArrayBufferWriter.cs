#if !NET
namespace System.Buffers;

/// <summary>netstandard2.0 stand-in for .NET's <c>ArrayBufferWriter&lt;T&gt;</c> (no package ships it for that target),
/// with .NET's behaviour: growth at least doubles; <see cref="Clear"/> clears the written part, while
/// <see cref="ResetWrittenCount"/> keeps the bytes (a write overwrites what it needs). Used by
/// <see cref="Nano.UnknownFieldSet"/>, and through InternalsVisibleTo by the ratio harness's .NET Framework
/// build.</summary>
internal sealed class ArrayBufferWriter<T> : IBufferWriter<T>
{
    private T[] _buffer;
    private int _index;

    public ArrayBufferWriter() => _buffer = [];

    public ArrayBufferWriter(int initialCapacity) => _buffer = new T[initialCapacity];

    public int WrittenCount => _index;

    public ReadOnlyMemory<T> WrittenMemory => _buffer.AsMemory(0, _index);

    public ReadOnlySpan<T> WrittenSpan => _buffer.AsSpan(0, _index);

    public void ResetWrittenCount() => _index = 0;

    public void Clear()
    {
        _buffer.AsSpan(0, _index).Clear();
        _index = 0;
    }

    public void Advance(int count)
    {
        if (count < 0 || _index > _buffer.Length - count)
            throw new ArgumentOutOfRangeException(nameof(count));
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

    private void Reserve(int sizeHint)
    {
        if (sizeHint < 0)
            throw new ArgumentOutOfRangeException(nameof(sizeHint));
        if (sizeHint == 0)
            sizeHint = 1;
        if (_buffer.Length - _index >= sizeHint)
            return;
        long wanted = Math.Max((long)_index + sizeHint, Math.Max(256L, _buffer.Length * 2L));
        var bigger = new T[(int)Math.Min(wanted, 0x7FFFFFC7)];
        _buffer.AsSpan(0, _index).CopyTo(bigger);
        _buffer = bigger;
    }
}
#endif
