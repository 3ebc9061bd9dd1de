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

/// <summary>One member's reset: its accessor, how, and the constructor's value (boxed once, so a set allocates
/// nothing).</summary>
internal readonly struct MemberReset(FieldModel field, MemberAccessor accessor, ResetKind kind, object? initial)
{
    public readonly MemberAccessor Accessor = accessor;
    public readonly ResetKind Kind = kind;
    public readonly object? Initial = initial;

    /// <summary>The message class the member holds (alone, as a repeated field's elements or a map's values), whose
    /// instances a read into an existing graph may reuse; null for every other member.</summary>
    public readonly Type? Child =
        field.Value.ProtoType is ProtoType.Message or ProtoType.Group && !field.Value.Type.IsValueType ? field.Value.Type : null;

    /// <summary>How the member holds <see cref="Child"/>: alone, in a list, or as a map's values.</summary>
    public readonly FieldShape Shape = field.Shape;

    /// <summary>A member declared <see cref="List{T}"/> that a new instance leaves null: the backends take its list
    /// from
    /// <see cref="Recycling.RentList{T}"/>, so a read into an existing graph can hand the old list back.</summary>
    public readonly bool RentsList = kind == ResetKind.Set && initial is null && field.Shape == FieldShape.Repeated
        && field.MemberType.IsGenericType && field.MemberType.GetGenericTypeDefinition() == typeof(List<>);

    /// <summary>The member's declared type (the list type, for <see cref="RentsList"/>).</summary>
    public readonly Type MemberType = field.MemberType;

    /// <summary>The member's name, for errors.</summary>
    public readonly string Name = field.Name;
}

/// <summary>
/// Puts a recycled instance back into the state its constructor leaves it in (<see cref="RecycleRule"/> decided that
/// this restores every bit of its state).
/// </summary>
internal sealed class ObjectReset(MemberReset[] members, long size)
{
    /// <summary>The instance's estimated size in bytes, for the pool's byte bound.</summary>
    public long Size { get; } = size;

    /// <summary>The members, in field order.</summary>
    public ReadOnlySpan<MemberReset> Members => members;

    /// <summary>The pools of each member's <see cref="MemberReset.Child"/> type, resolved at the first read into a
    /// graph that holds one (<see cref="GraphReuse"/>); an entry is <see cref="NoPool"/> when the type does not
    /// recycle.</summary>
    internal readonly object?[] ChildPools = new object?[members.Length];

    /// <summary>Marks a <see cref="ChildPools"/> entry whose type does not recycle.</summary>
    internal static readonly object NoPool = new();

    /// <summary>The member that keeps <paramref name="instance"/> from being reset (a collection its constructor
    /// creates
    /// was replaced by another type or removed), or null when <see cref="Reset"/> will succeed.</summary>
    public string? Blocker(object instance)
    {
        foreach (var member in members)
        {
            if (member.Kind == ResetKind.Clear && !IsClearable(member, member.Accessor.Get(instance)))
                return member.Name;
        }
        return null;
    }

    private static bool IsClearable(in MemberReset member, object? current) =>
        current is System.Collections.IList or System.Collections.IDictionary
        && current.GetType() == member.Initial!.GetType();

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
            var current = member.Accessor.Get(instance);
            if (!IsClearable(member, current))
                return false;
            if (current is System.Collections.IList list)
                list.Clear();
            else
                ((System.Collections.IDictionary)current!).Clear();
        }
        return true;
    }
}
