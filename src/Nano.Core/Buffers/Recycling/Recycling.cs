namespace Nano.Buffers.Recycling;

/// <summary>
/// Where both backends get a message instance or a repeated field's list while reading: in pool mode a recycled one
/// (recorded for the lease to give back), in a read into an existing graph one of that graph's own
/// (<see cref="ReuseStash"/>), otherwise nothing and the backend creates its own as it always does. Which
/// types recycle is decided once per model (<see cref="RecycleRule"/>); a backend only calls these.
/// </summary>
internal static class Recycling
{
    /// <summary>In pool mode, an instance of <typeparamref name="T"/> in its constructor's state, owned by the lease;
    /// null outside pool mode or when the type does not recycle (then the caller creates one as usual).</summary>
    /// <typeparam name="T">A message class.</typeparam>
    /// <param name="reader">The reader of the message.</param>
    /// <returns>The instance, or null.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static T? Rent<T>(ref ProtoReader reader) where T : class =>
        reader.Allocator is { } allocator ? (allocator.Recycling is { Pools: not null } session ? RentFrom<T>(session) : null)
        : reader.Reuse is { } stash ? TakeFrom<T>(stash) : null;

    /// <summary>A read into an existing graph: the graph's next instance of exactly <typeparamref name="T"/>, or
    /// null.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static T? TakeFrom<T>(ReuseStash stash) where T : class => Unsafe.As<T>(stash.Take(typeof(T)));

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static T? RentFrom<T>(RecycleSession session) where T : class
    {
        return session.Pools!.Objects<T>() is { } pool ? Unsafe.As<T>(session.Rent(pool)) : null;
    }

    /// <summary>The non-generic form of <see cref="Rent{T}"/>, for the interpreted backend.</summary>
    internal static object? Rent(ref ProtoReader reader, Type type)
    {
        if (reader.Reuse is { } stash)
            return stash.Take(type);
        if (reader.Allocator?.Recycling is not { Pools: { } pools } session || pools.Objects(type) is not { } pool)
            return null;
        return session.Rent(pool);
    }

    /// <summary>In pool mode, an empty list owned by the lease; null outside it (then the caller creates
    /// one).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="reader">The reader of the message.</param>
    /// <returns>The list, or null.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static List<T>? RentList<T>(ref ProtoReader reader) =>
        reader.Allocator is { } allocator ? (allocator.Recycling is { Pools: not null } session ? RentListFrom<T>(session) : null)
        : reader.Reuse is { } stash ? TakeListFrom<T>(stash) : null;

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static List<T>? TakeListFrom<T>(ReuseStash stash) => Unsafe.As<List<T>>(stash.Take(typeof(List<T>)));

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static List<T> RentListFrom<T>(RecycleSession session)
    {
        return Unsafe.As<List<T>>(session.Rent(session.Pools!.Lists<T>()));
    }
}
