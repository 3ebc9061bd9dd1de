namespace Nano.Serialization.Collections;

/// <summary>
/// The rule for a get-only collection member (one Nano cannot set): what is read is added to the collection its owner
/// created, which must exist and accept additions. Both backends read into such members through these helpers.
/// </summary>
internal static class GetOnlyMembers<T>
{
    /// <summary>The member's collection to add to, or the error naming <paramref name="member"/> (see
    /// <see cref="GraphErrors.MemberName"/>).</summary>
    public static ICollection<T> Collection(object? existing, string member) => existing switch
    {
        null => throw GraphErrors.GetOnlyNull(member, map: false),
        ICollection<T> { IsReadOnly: false } collection => collection,
        _ => throw GraphErrors.GetOnlyCannotAdd(member, map: false, existing),
    };
}

/// <summary>The get-only dictionary rule (see <see cref="GetOnlyMembers{T}"/>).</summary>
internal static class GetOnlyMembers<TKey, TValue>
{
    /// <summary>The member's dictionary to set entries on, or the error naming <paramref name="member"/>.</summary>
    public static IDictionary<TKey, TValue> Dictionary(object? existing, string member) => existing switch
    {
        null => throw GraphErrors.GetOnlyNull(member, map: true),
        IDictionary<TKey, TValue> { IsReadOnly: false } dictionary => dictionary,
        _ => throw GraphErrors.GetOnlyCannotAdd(member, map: true, existing),
    };
}
