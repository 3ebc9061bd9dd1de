using System.Collections;

namespace Nano.Buffers.Recycling;

/// <summary>
/// Prepares a read into an existing graph (<see cref="RuntimeTypeModel.DeserializeInto{T}(ReadOnlySpan{byte}, T)"/>):
/// takes the graph apart into the thread's <see cref="ReuseStash"/>, resetting each message object exactly as pool mode
/// resets a recycled one (<see cref="ObjectReset"/>, decided once by <see cref="RecycleRule"/>), root first. The read
/// that follows is an ordinary fresh read whose backends take their instances and lists from the stash
/// (<see cref="Recycling"/>), so its result is by construction what a fresh read gives.
/// </summary>
/// <remarks>
/// Order matters only within one type: objects are stashed in the order a read meets them (pre-order, fields in
/// number order, elements in list order), so a message of the same shape puts every object back where it was. Lists a
/// new instance leaves null are stashed (cleared) for <see cref="Recycling.RentList{T}"/>; an initializer's list or
/// dictionary stays on its object, cleared. Objects of types that do not recycle, and dictionaries a new instance
/// leaves null, are dropped with the member that held them.
/// </remarks>
internal static class GraphReuse
{
    /// <summary>
    /// Takes <paramref name="target"/>'s graph apart into <paramref name="stash"/>, leaving <paramref name="target"/>
    /// in its constructor's state at the head of its type's queue.
    /// </summary>
    /// <exception cref="ProtoModelException">The type cannot be reset (<see
    /// cref="RuntimeTypeModel.IsRecycled"/>).</exception>
    /// <exception cref="InvalidOperationException">The graph cannot be reset: a collection the constructor creates was
    /// replaced or removed, an object is reached twice, or the graph nests deeper than <paramref
    /// name="maxDepth"/>.</exception>
    public static void Prepare<T>(RuntimeTypeModel model, T target, ReuseStash stash, int maxDepth) where T : class
    {
        var pools = model.RecyclePools;
        if (target.GetType() != typeof(T))
            throw new ArgumentException(
                $"Cannot read a {typeof(T).FullName} into a {target.GetType().FullName}: a read creates exactly the type it reads.",
                nameof(target));
        if (pools.Objects<T>() is not { } pool)
        {
            pools.Recycles(typeof(T), out var reason);
            throw new ProtoModelException($"Cannot read into an existing {typeof(T).FullName}: Nano cannot reset it to a new "
                + $"instance's state ({reason}). Deserialize a new instance instead.");
        }
        if (pool.Plan.Blocker(target) is { } member)
            throw new InvalidOperationException($"Cannot read into this {typeof(T).FullName}: its member {member} no longer holds "
                + "the collection its constructor created, so it cannot be reset.");
        Harvest(target, pool.Plan, stash, pools, maxDepth);
    }

    private static void Harvest(object instance, ObjectReset reset, ReuseStash stash, RecyclePools pools, int depthLeft)
    {
        if (!stash.Seen.Add(instance))
            throw Twice(instance);
        var position = stash.Put(instance);
        var members = reset.Members;
        for (var i = 0; i < members.Length; i++)
        {
            ref readonly var member = ref members[i];
            if (member.Child is null && !member.RentsList)
                continue;
            var value = member.Accessor.Get(instance);
            if (value is null)
                continue;
            if (member.Child is not null && ChildPool(reset, i, pools) is { } child)
            {
                if (depthLeft == 0)
                    throw new InvalidOperationException(
                        $"Cannot read into this graph: it nests deeper than MaxDepth at {instance.GetType().FullName}.{member.Name}.");
                switch (member.Shape)
                {
                    case FieldShape.Single:
                        HarvestChild(value, child, stash, pools, depthLeft - 1);
                        break;
                    case FieldShape.Repeated when value is IList list:
                        for (var j = 0; j < list.Count; j++)
                            HarvestChild(list[j], child, stash, pools, depthLeft - 1);
                        break;
                    case FieldShape.Map when value is IDictionary map:
                        foreach (DictionaryEntry entry in map)
                            HarvestChild(entry.Value, child, stash, pools, depthLeft - 1);
                        break;
                }
            }
            if (member.RentsList && value.GetType() == member.MemberType)
            {
                if (!stash.Seen.Add(value))
                    throw Twice(value);
                ((IList)value).Clear();
                stash.Put(value);
            }
        }
        if (!reset.Reset(instance))
            stash.Withdraw(instance.GetType(), position);
    }

    private static void HarvestChild(
        object? value, ObjectPool pool, ReuseStash stash, RecyclePools pools, int depthLeft)
    {
        // Another type (a subclass the model does not know) is dropped with its member: the read would not ask for it.
        if (value is not null && value.GetType() == pool.Type)
            Harvest(value, pool.Plan, stash, pools, depthLeft);
    }

    /// <summary>The pool of member <paramref name="index"/>'s child type, or null when it does not recycle; asked of
    /// the
    /// model once per member (a lock), then kept on the reset plan.</summary>
    private static ObjectPool? ChildPool(ObjectReset reset, int index, RecyclePools pools)
    {
        var cached = Volatile.Read(ref reset.ChildPools[index]);
        if (cached is null)
        {
            cached = (object?)pools.Objects(reset.Members[index].Child!) ?? ObjectReset.NoPool;
            Volatile.Write(ref reset.ChildPools[index], cached);
        }
        return cached as ObjectPool;
    }

    private static InvalidOperationException Twice(object value) =>
        new($"Cannot read into this graph: a {value.GetType().FullName} is reached twice (an object shared by two members, "
            + "or a cycle); a message holds each of its objects once.");
}
