using System.Collections.Concurrent;

namespace Nano.Serialization.Collections;

/// <summary>
/// The bucket count a full <see cref="Dictionary{TKey, TValue}"/> grows to on its next insert, so that
/// <see cref="AdaptiveKeyComparer{K}"/> can count the keys in the grown table before the growth happens. The runtime's
/// rule is not restated here: it is asked. A full table of <c>n</c> buckets grows to the size its dictionary picks for
/// a capacity of <c>2n</c> (its prime sizes), which a probe dictionary created with that capacity reports; the answer
/// is kept per size for the process. Growths seen by the watch are learned too, so sizes over <see cref="ProbeLimit"/>
/// (whose probe would be large) are known after the first dictionary that reached them. A wrong or missing answer costs
/// only the early switch: the watch recounts after any growth whose size it did not expect.
/// </summary>
internal static class DictionaryGrowth
{
    /// <summary>The largest table probed (about 16 bytes per bucket of the grown table, once per size per
    /// process).</summary>
    public const int ProbeLimit = 1 << 18;

    private const int MaxSizes = 256; // distinct sizes kept: the growth from an
                                      // empty dictionary passes about 40 up to 2^30

    private static readonly ConcurrentDictionary<int, int> Next = new();

    /// <summary>The bucket count a full dictionary of <paramref name="buckets"/> buckets grows to, or 0 when
    /// unknown.</summary>
    public static int After(int buckets)
    {
        if (Next.TryGetValue(buckets, out var next))
            return next;
        if (buckets is <= 0 or > ProbeLimit)
            return 0;
        next = DictionaryTable.Buckets(new Dictionary<byte, byte>(2 * buckets));
        Learn(buckets, next);
        return next;
    }

    /// <summary>Records that a full table of <paramref name="buckets"/> grew to <paramref name="next"/>.</summary>
    public static void Learn(int buckets, int next)
    {
        if (Next.Count < MaxSizes)
            Next.TryAdd(buckets, next);
    }
}
