#if NETFRAMEWORK
using System.Buffers;

namespace Nano.Ratio;

/// <summary>
/// .NET Framework has no <c>System.Buffers.ArrayBufferWriter&lt;T&gt;</c> (no package ships it), and the peers write
/// into one, reused, as on .NET. This stand-in has the members they use with .NET's behaviour: a reset keeps the buffer
/// and does not clear it (a write overwrites what it needs), growth at least doubles. It lives in namespace
/// <c>Nano.Ratio</c> so that every peer's <c>ArrayBufferWriter&lt;byte&gt;</c> binds to it ahead of <c>using
/// System.Buffers</c> (and of Nano.Core's smaller internal stand-in, which that using would find).
/// </summary>
internal sealed class ArrayBufferWriter<T> : IBufferWriter<T>
{
    private T[] _buffer;
    private int _index;

    public ArrayBufferWriter(int initialCapacity) => _buffer = new T[initialCapacity];

    public int WrittenCount => _index;

    public ReadOnlySpan<T> WrittenSpan => _buffer.AsSpan(0, _index);

    public ReadOnlyMemory<T> WrittenMemory => _buffer.AsMemory(0, _index);

    public void ResetWrittenCount() => _index = 0;

    public void Advance(int count)
    {
        if (count < 0 || _index > _buffer.Length - count)
        {
            throw new ArgumentOutOfRangeException(nameof(count));
        }

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
        int needed = Math.Max(sizeHint, 1);
        if (_buffer.Length - _index >= needed)
        {
            return;
        }

        long wanted = Math.Max((long)_index + needed, Math.Max(256L, _buffer.Length * 2L));
        var bigger = new T[(int)Math.Min(wanted, 0x7FFFFFC7)];
        _buffer.AsSpan(0, _index).CopyTo(bigger);
        _buffer = bigger;
    }
}
#endif
