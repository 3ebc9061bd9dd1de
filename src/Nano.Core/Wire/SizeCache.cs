namespace Nano.Wire;

/// <summary>
/// The lengths of nested messages, recorded by <see cref="Serialization.IProtoSerializer{T}.Measure"/> in pre-order and
/// consumed in the same order by <see cref="Serialization.IProtoSerializer{T}.Write"/>. This is what keeps writing
/// O(total size) at any nesting depth: each message is measured exactly once.
/// Also enforces the write-side depth limit, which turns a cyclic object graph into an exception instead
/// of a stack overflow.
/// </summary>
public sealed class SizeCache
{
    [ThreadStatic] private static SizeCache? t_spare;

    private int[] _lengths = new int[32];
    private int _count;
    private int _next;
    private int _depth;
    private int _maxDepth = 100;

    /// <summary>Creates an empty cache with the given depth limit.</summary>
    /// <param name="maxDepth">How deeply messages may nest when written.</param>
    public SizeCache(int maxDepth = 100) => _maxDepth = maxDepth;

    /// <summary>Reserves the slot for a nested message about to be measured; its children's slots follow it.</summary>
    /// <returns>The slot, for <see cref="Set"/>.</returns>
    public int Reserve()
    {
        if (_count == _lengths.Length)
            Array.Resize(ref _lengths, _lengths.Length * 2);
        return _count++;
    }

    /// <summary>Records a measured nested message length.</summary>
    /// <param name="slot">The slot from <see cref="Reserve"/>.</param>
    /// <param name="length">The message's encoded length.</param>
    public void Set(int slot, int length) => _lengths[slot] = length;

    /// <summary>The next recorded length, in pre-order.</summary>
    /// <returns>The length of the nested message being written.</returns>
    /// <exception cref="InvalidOperationException">More messages are written than were measured: the object graph changed between measuring and writing.</exception>
    public int Next()
    {
        var next = _next;
        if ((uint)next >= (uint)_count)
            throw new InvalidOperationException("A message was written that was not measured: the object graph changed during serialization (mutated by another thread?).");
        _next = next + 1;
        return _lengths[next];
    }

    /// <summary>Enters a nested message while measuring.</summary>
    /// <param name="type">The message type, for the error message.</param>
    /// <exception cref="InvalidOperationException">Messages nest deeper than the limit (often a cycle in the object graph).</exception>
    public void Enter(Type type)
    {
        if (++_depth > _maxDepth)
            throw new InvalidOperationException($"Messages nest more than {_maxDepth} deep while writing {type.FullName}; the object graph may contain a cycle. Raise RuntimeTypeModel.MaxDepth if the depth is intended.");
        if (_depth > WireFormat.StackCheckDepth && !System.Runtime.CompilerServices.RuntimeHelpers.TryEnsureSufficientExecutionStack())
            throw new InvalidOperationException($"Messages nest {_depth} deep while writing {type.FullName}, too deep for the remaining stack of this thread.");
    }

    /// <summary>Leaves a nested message while measuring.</summary>
    public void Exit() => _depth--;

    /// <summary>Takes the calling thread's spare cache, or a new one.</summary>
    internal static SizeCache Rent(int maxDepth)
    {
        var cache = t_spare ?? new SizeCache();
        t_spare = null;
        cache._count = cache._next = cache._depth = 0;
        cache._maxDepth = maxDepth;
        return cache;
    }

    /// <summary>Gives a cache back for reuse by this thread.</summary>
    internal static void Return(SizeCache cache)
    {
        if (cache._lengths.Length <= 1 << 16)
            t_spare = cache;
    }
}
