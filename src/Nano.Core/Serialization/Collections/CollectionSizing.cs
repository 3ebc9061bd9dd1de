namespace Nano.Serialization.Collections;

/// <summary>
/// How a repeated field's collection grows while it is read, shared by both backends: sized from the run of
/// elements ahead in the input, so a collection filled from empty in one contiguous run comes out exactly sized
/// with a single allocation, while hostile or interleaved input still costs amortized O(1) per element.
/// </summary>
internal static class CollectionSizing
{
    /// <summary>
    /// The capacity for a full collection of <paramref name="count"/> elements about to receive the run ahead
    /// (<see cref="ProtoReader.CountRepeatedAhead(out bool, out int)"/>, which counts only what the input holds):
    /// <list type="bullet">
    /// <item>a complete count (contiguous input): exactly the run, but at least an eighth more than held, so runs
    /// interleaved with other fields (one element each) still grow geometrically (amortized O(1) per element);</item>
    /// <item>a run cut by the end of a segment: the count extrapolated over the bytes left in the region (a sixteenth
    /// over), but at most eight times the elements seen so far, so bytes that turn out to hold another field cannot
    /// inflate it; and at least an eighth more than held;</item>
    /// <item>nothing countable (groups): double, as <see cref="List{T}"/> does.</item>
    /// </list>
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static int Capacity(ref ProtoReader reader, int count)
    {
        var ahead = reader.CountRepeatedAhead(out var complete, out var length);
        long more;
        if (ahead == 0)
            more = Math.Max(count, 4); // nothing countable (a group, a value cut
                                       // by a segment end): grow as List<T> does
        else if (complete)
            more = Math.Max(ahead, count / 8 + 1);
        else // cut by a segment end: extrapolate, a sixteenth over
             // so that the tail of the run rarely needs another step
            more = Math.Max(Math.Max(ahead, count / 8 + 1),
                (long)Math.Min(ahead * (double)reader.Remaining * 17 / (16.0 * length), 8.0 * (count + ahead)));
        return (int)Math.Min(Array.MaxLength, count + more);
    }

    /// <summary>True when a read may add to <paramref name="collection"/>, the member's: an
    /// <see cref="System.Collections.IList"/> that is neither read-only nor fixed-size (an array is fixed-size), or any
    /// other collection that is not read-only. Otherwise the reader creates a collection of its own holding the
    /// elements.</summary>
    public static bool CanGrow<T>(ICollection<T> collection) =>
        collection is System.Collections.IList list ? !list.IsReadOnly && !list.IsFixedSize : !collection.IsReadOnly;

    /// <summary>Before adding an element whose tag was just read: when the list is full, sizes it for the run ahead
    /// (<see cref="Capacity"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void ReserveIfFull<T>(ref ProtoReader reader, List<T> list)
    {
        if (list.Count == list.Capacity)
            list.Capacity = Capacity(ref reader, list.Count);
    }

    /// <summary>As <see cref="ReserveIfFull{T}(ref ProtoReader, List{T})"/>, for an array or immutable collection being
    /// gathered.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void ReserveIfFull<T>(ref ProtoReader reader, ArrayBuilder<T> builder)
    {
        if (builder.Count == builder.Capacity)
            builder.Resize(Capacity(ref reader, builder.Count));
    }

    /// <summary>The most a map's dictionary grows at once, as a multiple of the keys it holds: the run ahead is counted
    /// in entries, not distinct keys, so a run of one repeated key must not size a table for all of them. 64 rather
    /// than a smaller factor so that a long run of distinct keys takes few growths: each one rehashes every entry held
    /// and, under the flooding watch, counts every key again
    /// (<see cref="AdaptiveKeyComparer{K}.Mirror{V}"/>).</summary>
    public const int MapGrowthBound = 64;

    /// <summary>
    /// The capacity a full map dictionary of <paramref name="count"/> keys grows to before the entry whose tag was just
    /// read (<see cref="MapRun{K, V}"/>): for the run of entries ahead, counted only where the input holds them
    /// (<see cref="ProtoReader.CountRepeatedAhead(int, out bool, out int)"/>), at least <c>2 * count</c> (the
    /// dictionary's own growth, so runs interleaved with other fields stay amortized O(1) per entry), at most
    /// <see cref="MapGrowthBound"/> times <c>count</c> (at least <see cref="AdaptiveKeyComparer.Threshold"/>), since
    /// entries may repeat a key. A 40,000-entry run so takes 3 growths (17, 1,103 and 43,627 buckets) rather than the
    /// 13 of doubling, and ends in a table sized for it; the flooding watch counts its keys again at each.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static int MapCapacity(ref ProtoReader reader, int count)
    {
        var bound = Math.Max((long)MapGrowthBound * count, AdaptiveKeyComparer.Threshold);
        var ahead = reader.CountRepeatedAhead((int)Math.Min(int.MaxValue, bound - count), out _, out _);
        var capacity = Math.Min(bound, Math.Max(count + Math.Max(ahead, 1L), 2L * count));
        return (int)Math.Min(Array.MaxLength, capacity);
    }

    /// <summary>
    /// Makes room for <paramref name="more"/> elements: exactly when the list is empty, otherwise at least doubling
    /// (so runs that interleave with other fields or are cut by segment ends still cost amortized O(1) per element).
    /// </summary>
    public static void Reserve<T>(List<T> list, int more)
    {
        var count = list.Count;
        var needed = count + Math.Max(more, 1);
        if (needed <= list.Capacity)
            return;
        list.Capacity = count == 0 ? needed : (int)Math.Min(Array.MaxLength, Math.Max(needed, 2L * count));
    }
}
