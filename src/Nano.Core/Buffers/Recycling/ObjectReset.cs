using Nano.Serialization.Interpreted;

namespace Nano.Buffers.Recycling;

/// <summary>How one member of a recycled instance goes back to its constructor's value.</summary>
internal enum ResetKind
{
    /// <summary>The constructor's value is stored again (a scalar, a string, null).</summary>
    Set,

    /// <summary>The constructor's empty list or dictionary is kept and cleared, never replaced.</summary>
    Clear,
}

/// <summary>One member's reset: its accessor, how, and the constructor's value (boxed once, so a set allocates nothing).</summary>
internal readonly struct MemberReset(MemberAccessor accessor, ResetKind kind, object? initial)
{
    public readonly MemberAccessor Accessor = accessor;
    public readonly ResetKind Kind = kind;
    public readonly object? Initial = initial;
}

/// <summary>
/// Puts a recycled instance back into the state its constructor leaves it in (<see cref="RecycleRule"/> decided that
/// this restores every bit of its state).
/// </summary>
internal sealed class ObjectReset(MemberReset[] members, long size)
{
    /// <summary>The instance's estimated size in bytes, for the pool's byte bound.</summary>
    public long Size { get; } = size;

    /// <summary>Resets <paramref name="instance"/>; false when that is impossible (the user replaced or removed a
    /// collection the constructor created), and then the instance must not be reused.</summary>
    public bool Reset(object instance)
    {
        foreach (var member in members)
        {
            if (member.Kind == ResetKind.Set)
            {
                member.Accessor.Set(instance, member.Initial);
                continue;
            }
            if (member.Accessor.Get(instance) is not System.Collections.IEnumerable current
                || current.GetType() != member.Initial!.GetType()
                || current is not System.Collections.IList and not System.Collections.IDictionary)
            {
                return false;
            }
            if (current is System.Collections.IList list)
                list.Clear();
            else
                ((System.Collections.IDictionary)current).Clear();
        }
        return true;
    }
}
