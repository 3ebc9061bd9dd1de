namespace Nano.Serialization.Collections;

/// <summary>
/// Gathers the elements of an array or immutable collection while a message is read. Sized from the input like
/// lists (<see cref="CollectionSizing.Capacity"/>), so that a run read from contiguous input fills its buffer exactly
/// and <see cref="ToArray"/> hands that buffer over without a copy. Shared by both backends; not sealed so that the
/// interpreted backend's gatherer can also carry the collection being merged into (one allocation, not two).
/// </summary>
internal class ArrayBuilder<T>
{
    private T[] _items = [];
    private int _count;

    public int Count => _count;

    /// <summary>The buffer's size.</summary>
    public int Capacity => _items.Length;

    /// <summary>The elements gathered so far.</summary>
    public ReadOnlySpan<T> AsSpan() => new(_items, 0, _count);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Add(T item)
    {
        var items = _items;
        var count = _count;
        if ((uint)count < (uint)items.Length)
        {
            items[count] = item;
            _count = count + 1;
            return;
        }
        AddWithResize(item);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void AddWithResize(T item)
    {
        Reserve(1);
        _items[_count++] = item;
    }

    /// <summary>Makes room for <paramref name="more"/> elements: exactly when empty, otherwise at least doubling
    /// (amortized O(1) per element).</summary>
    public void Reserve(int more)
    {
        var needed = _count + Math.Max(more, 1);
        if (needed <= _items.Length)
            return;
        var size = _count == 0 ? needed : (int)Math.Min(Array.MaxLength, Math.Max(needed, 2L * _items.Length));
        Array.Resize(ref _items, size);
    }

    /// <summary>Sets the buffer's size (at least <see cref="Count"/>).</summary>
    public void Resize(int capacity) => Array.Resize(ref _items, Math.Max(capacity, _count));

    /// <summary>Appends <paramref name="n"/> default elements (room reserved first) and returns them to be
    /// filled.</summary>
    public Span<T> AppendSpan(int n)
    {
        Reserve(n);
        var span = new Span<T>(_items, _count, n);
        _count += n;
        return span;
    }

    /// <summary>The elements as an array: the buffer itself when it is exactly full, otherwise a trimmed
    /// copy.</summary>
    public T[] ToArray() => _count == _items.Length ? _items : _items.AsSpan(0, _count).ToArray();

    /// <summary>An array member after reading: its existing elements followed by those read (the gathered buffer itself
    /// when nothing existed), for emitted and generated readers.</summary>
    public static T[] Concat(T[]? existing, ArrayBuilder<T>? read)
    {
        if (read is null)
            return existing ?? [];
        if (existing is null || existing.Length == 0)
            return read.ToArray();
        var result = new T[existing.Length + read.Count];
        existing.CopyTo(result, 0);
        read.AsSpan().CopyTo(result.AsSpan(existing.Length));
        return result;
    }
}
