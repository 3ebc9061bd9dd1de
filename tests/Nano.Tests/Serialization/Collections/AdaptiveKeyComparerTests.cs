using Nano.Serialization.Collections;
using Nano.Tests.Support;
using static Nano.Tests.Support.MapKeySets;

namespace Nano.Tests.Serialization.MapKeys; // not ".Collections": that name is a test type in Nano.Tests.Serialization

/// <summary>
/// <see cref="AdaptiveKeyComparer{K}"/> and <see cref="MapInserts"/>: a dictionary Nano creates keeps the default hash
/// for ordinary keys and switches to the keyed one on crafted keys, before any insert walks a long chain. The chains are
/// followed here by a count of this test's own (the dictionary's bucket count read after every insert, loads counted
/// with <c>%</c>), not by the comparer's.
/// </summary>
public class AdaptiveKeyComparerTests
{
    /// <summary>
    /// Inserts <paramref name="keys"/> one by one through <see cref="MapInserts"/> into a dictionary Nano creates, and
    /// returns it with the longest chain any insert made under the identity hash (while the comparer was in identity
    /// mode) and the insert count at which it switched (0: never).
    /// </summary>
    private static (Dictionary<K, int> Map, int LongestIdentityChain, int SwitchedAt) Insert<K>(IEnumerable<K> keys) where K : notnull
    {
        var map = MapKeyComparer<K>.NewDictionary<int>(MapKeyHashing.CollisionResistant);
        var comparer = Assert.IsType<AdaptiveKeyComparer<K>>(map.Comparer);
        Assert.False(comparer.IsKeyed);
        var loads = new Dictionary<uint, int>();
        var buckets = 0;
        int longest = 0, inserts = 0, switchedAt = 0;
        foreach (var key in keys)
        {
            inserts++;
            var isNew = !map.ContainsKey(key);
            MapInserts.Set(map, key, inserts);
            if (switchedAt != 0)
                continue;
            if (comparer.IsKeyed)
            {
                switchedAt = inserts;
                continue;
            }
            var now = map.EnsureCapacity(0);
            if (now != buckets)
            {
                buckets = now;
                loads.Clear();
                foreach (var k in map.Keys)
                    longest = Math.Max(longest, ++CollectionsMarshalValue(loads, Bucket(k, buckets)));
            }
            else if (isNew)
            {
                longest = Math.Max(longest, ++CollectionsMarshalValue(loads, Bucket(key, buckets)));
            }
        }
        return (map, longest, switchedAt);
    }

    private static uint Bucket<K>(K key, int buckets) where K : notnull => (uint)EqualityComparer<K>.Default.GetHashCode(key) % (uint)buckets;

    private static ref int CollectionsMarshalValue(Dictionary<uint, int> loads, uint bucket) =>
        ref System.Runtime.InteropServices.CollectionsMarshal.GetValueRefOrAddDefault(loads, bucket, out _);

    /// <summary>The longest chain of <paramref name="map"/>'s keys in its table under the comparer it uses.</summary>
    private static int LongestChain<K>(Dictionary<K, int> map) where K : notnull
    {
        var buckets = (uint)map.EnsureCapacity(0);
        return map.Keys.GroupBy(k => (uint)map.Comparer.GetHashCode(k) % buckets).Max(g => g.Count());
    }

    private static void AssertSwitchedAndBounded<K>(K[] keys) where K : notnull
    {
        var (map, longest, switchedAt) = Insert(keys);
        var distinct = keys.Distinct().ToArray();
        Assert.True(switchedAt > 0, "the comparer never switched on crafted keys");
        Assert.Equal("keyed", MapFloodingTests.Mode(map.Comparer));
        // No chain passed the bound while the identity hash was in use (the insert that switched walked at most Bound keys).
        Assert.InRange(longest, 1, AdaptiveKeyComparer.Bound);
        Assert.InRange(LongestChain(map), 1, 32);
        // Contents and lookups after the switch: every key, its last value, in first-insertion order.
        Assert.Equal(distinct.Length, map.Count);
        Assert.Equal(distinct, map.Keys);
        var last = new Dictionary<K, int>();
        for (var i = 0; i < keys.Length; i++)
            last[keys[i]] = i + 1;
        Assert.All(distinct, k => Assert.Equal(last[k], map[k]));
    }

    [Fact]
    public void Int64KeysSharingHashCodeZeroSwitchAtTheBound()
    {
        var keys = FoldingKeys();
        AssertSwitchedAndBounded(keys);
        // Every key hashes to 0: watching starts at the threshold, and the key after the bound's worth switches.
        Assert.Equal(AdaptiveKeyComparer.Bound + 1, Insert(keys).SwitchedAt);
        AssertSwitchedAndBounded(keys.Select(k => (ulong)k).ToArray());
        AssertSwitchedAndBounded(keys.Select(k => (nint)k).ToArray());
        AssertSwitchedAndBounded(keys.Select(k => (nuint)(ulong)k).ToArray());
    }

    [Fact]
    public void Int32MultiplesOfTheFinalPrimeSwitchWhenTheTableReachesIt()
    {
        var keys = BucketKeys();
        var (_, _, switchedAt) = Insert(keys);
        // They collide only in the table of the final size: the recount at that growth finds them.
        Assert.True(switchedAt > Entries / 2, $"switched at {switchedAt}");
        AssertSwitchedAndBounded(keys);
        AssertSwitchedAndBounded(keys.Select(k => (uint)k).ToArray());
    }

    /// <summary>The table sizes a plain dictionary passes through while <paramref name="keys"/> are added in order:
    /// (entries when the table of that size was full, its size, the size it grew to). The test's own observation of the
    /// runtime, not the comparer's.</summary>
    private static List<(int Full, int From, int To)> Growths<K>(IEnumerable<K> keys) where K : notnull
    {
        var plain = new Dictionary<K, int>();
        var growths = new List<(int, int, int)>();
        var size = 0;
        foreach (var key in keys)
        {
            var count = plain.Count;
            plain[key] = 0;
            var now = plain.EnsureCapacity(0);
            if (size != 0 && now != size)
                growths.Add((count, size, now));
            size = now;
        }
        return growths;
    }

    /// <summary>Inserts <paramref name="keys"/> through <see cref="MapInserts"/>; returns the distinct entries the map held
    /// when its comparer switched, its bucket count right after, every bucket count it had after that, and the comparer.</summary>
    private static (int SwitchedAtCount, int BucketsAtSwitch, HashSet<int> BucketsAfter, AdaptiveKeyComparer<K> Comparer) Watch<K>(K[] keys) where K : notnull
    {
        var map = MapKeyComparer<K>.NewDictionary<int>(MapKeyHashing.CollisionResistant);
        var comparer = Assert.IsType<AdaptiveKeyComparer<K>>(map.Comparer);
        int switchedAt = 0, bucketsAtSwitch = 0;
        var after = new HashSet<int>();
        for (var i = 0; i < keys.Length; i++)
        {
            MapInserts.Set(map, keys[i], i);
            if (switchedAt == 0 && comparer.IsKeyed)
                (switchedAt, bucketsAtSwitch) = (map.Count, map.EnsureCapacity(0));
            else if (switchedAt != 0)
                after.Add(map.EnsureCapacity(0));
        }
        return (switchedAt, bucketsAtSwitch, after, comparer);
    }

    [Fact]
    public void Int32MultiplesOfTheFinalPrimeSwitchBeforeTheGrowthToIt()
    {
        // The crafted keys collide only in the final table (75,431 buckets on .NET 10). A plain dictionary of the same
        // keys shows where it grows into that table: from a full table of 36,353. The switch must come when that table
        // is full, before the growth, and rebuild into the grown table: every entry re-added once, and no resize after.
        var final = Growths(BucketKeys())[^1];
        Assert.Equal(FinalBuckets(Enumerable.Range(0, Entries)), final.To);
        var (switchedAt, bucketsAtSwitch, bucketsAfter, comparer) = Watch(BucketKeys());
        Assert.Equal(final.Full, switchedAt);
        Assert.Equal(final.To, bucketsAtSwitch);
        Assert.Equal(final.Full, comparer.ReAdded);
        Assert.Equal([final.To], bucketsAfter);
        Assert.Equal([final.To], Watch(BucketKeys().Select(k => (uint)k).ToArray()).BucketsAfter);
    }

    [Fact]
    public void SixteenBitMultiplesOfAPrimeSwitchBeforeTheGrowthToIt()
    {
        // Multiples of the table size a dictionary of 100 keys has (197): they collide from the growth into it on, which
        // a plain dictionary of them makes from a full table of 89 (read from the runtime here). Switch at 89 entries.
        var prime = FinalBuckets(Enumerable.Range(0, 100));
        var keys = Enumerable.Range(0, 32767 / prime).Select(i => (short)(i * prime)).ToArray();
        var into = Growths(keys).Single(g => g.To == prime);
        var (switchedAt, bucketsAtSwitch, _, comparer) = Watch(keys);
        Assert.Equal(into.Full, switchedAt);
        Assert.Equal(prime, bucketsAtSwitch);
        Assert.Equal(into.Full, comparer.ReAdded);
    }

    [Fact]
    public void KeysThatCollideOnlyAfterTheGrowthSwitchAtTheBound()
    {
        // A sender who fills the table with ordinary keys and only then sends keys that collide in the grown table cannot
        // be caught ahead: the watch of each insert switches at the bound's worth plus one, re-adding everything.
        var prime = FinalBuckets(Enumerable.Range(0, Entries));
        var full = Growths(Enumerable.Range(1, Entries)).Single(g => g.To == prime).Full;
        var keys = Enumerable.Range(1, full).Concat(Enumerable.Range(1, 100).Select(k => k * prime)).ToArray();
        var (switchedAt, bucketsAtSwitch, _, comparer) = Watch(keys);
        Assert.Equal(full + AdaptiveKeyComparer.Bound + 1, switchedAt);
        Assert.Equal(prime, bucketsAtSwitch);
        Assert.Equal(switchedAt, comparer.ReAdded);
    }

    [Fact]
    public void DictionaryGrowthAgreesWithTheRuntime()
    {
        // Every growth of plain dictionaries (from empty, and from a capacity given) up to past the probe limit, observed here.
        var growths = Growths(Enumerable.Range(0, 2 * DictionaryGrowth.ProbeLimit + 1))
            .Concat(Growths(Enumerable.Range(0, 5000).Select(i => (long)i)).Where(g => g.From > 1000));
        var presized = new Dictionary<int, int>(1000);
        var size = presized.EnsureCapacity(0);
        for (var i = 0; i <= size; i++)
            presized[i] = i;
        Assert.NotEqual(size, presized.EnsureCapacity(0));
        Assert.All(growths.Append((Full: size, From: size, To: presized.EnsureCapacity(0))).Where(g => g.From <= DictionaryGrowth.ProbeLimit),
            g => Assert.Equal((g.From, g.To), (g.From, DictionaryGrowth.After(g.From))));
        Assert.Equal(0, DictionaryGrowth.After(int.MaxValue));
    }

    [Fact]
    public void SixteenBitKeysCycledInOneBucketSwitch()
    {
        // 16-bit keys: the multiples of the bucket count a table of 100 keys has (197 on .NET 10) below 32,768, as many
        // as keep the table at that size, repeated to 40,000 entries (each repeat an overwrite that walks its key's chain).
        var prime = FinalBuckets(Enumerable.Range(0, 100));
        var distinct = 32767 / prime;
        Assert.Equal(prime, FinalBuckets(Enumerable.Range(0, distinct)));
        var keys = Enumerable.Range(0, Entries).Select(i => (ushort)(i % distinct * prime)).ToArray();
        AssertSwitchedAndBounded(keys);
        AssertSwitchedAndBounded(keys.Select(k => (char)k).ToArray());
        AssertSwitchedAndBounded(keys.Select(k => (short)k).ToArray());
    }

    [Fact]
    public void OrdinaryAndRandomKeysKeepTheIdentityHash()
    {
        foreach (var keys in new[] { OrdinaryKeys().Select(k => (long)k).ToArray(), RandomKeys64(), RandomKeys32().Select(k => (long)k).ToArray() })
        {
            var (map, longest, switchedAt) = Insert(keys);
            Assert.Equal(0, switchedAt);
            Assert.Equal("identity", MapFloodingTests.Mode(map.Comparer));
            Assert.InRange(longest, 1, 16);
            Assert.Equal(keys.Length, map.Count);
        }
        var (small, _, never) = Insert(Enumerable.Repeat(0L, AdaptiveKeyComparer.Threshold - 1).Select((_, i) => (long)i << 32 | (uint)i));
        Assert.Equal(0, never); // below the threshold nothing is watched (31 keys sharing hash code 0)
        Assert.Equal("identity", MapFloodingTests.Mode(small.Comparer));
    }

    [Fact]
    public void IdentityModeHashesAsTheDefaultComparer()
    {
        AssertDefaultHash<long>([0, 1, -1, long.MinValue, long.MaxValue, (5L << 32) | 5]);
        AssertDefaultHash<ulong>([0, 1, ulong.MaxValue, (5UL << 32) | 5]);
        AssertDefaultHash<int>([0, 1, -1, int.MinValue, 75431 * 3]);
        AssertDefaultHash<uint>([0, 1, uint.MaxValue]);
        AssertDefaultHash<short>([0, 1, -1, short.MinValue]);
        AssertDefaultHash<ushort>([0, 1, ushort.MaxValue]);
        AssertDefaultHash<char>(['a', '\uffff']);
        AssertDefaultHash<nint>([0, -1, nint.MaxValue]);
        AssertDefaultHash<nuint>([0, nuint.MaxValue]);

        static void AssertDefaultHash<K>(K[] keys) where K : notnull
        {
            var comparer = Assert.IsType<AdaptiveKeyComparer<K>>(MapKeyComparer<K>.New(MapKeyHashing.CollisionResistant));
            Assert.All(keys, k => Assert.Equal(EqualityComparer<K>.Default.GetHashCode(k), comparer.GetHashCode(k)));
            Assert.All(keys, k => Assert.True(comparer.Equals(k, k)));
            Assert.False(comparer.Equals(keys[0], keys[1]));
            Assert.True(((AdaptiveKeyComparer<K>)MapKeyComparer<K>.Keyed!).IsKeyed);
        }
    }

    [Fact]
    public void ADictionaryBuiltWithAnotherDictionarysComparerIsNotWatched()
    {
        var first = MapKeyComparer<long>.NewDictionary<int>(MapKeyHashing.CollisionResistant);
        var shared = new Dictionary<long, int>(first.Comparer);
        foreach (var key in FoldingKeys().Take(200))
            MapInserts.Set(shared, key, 1);
        Assert.Equal("identity", MapFloodingTests.Mode(first.Comparer)); // only the owner's inserts switch it
        Assert.Equal(200, shared.Count);
    }

    [Fact]
    public void EntriesAddedOutsideTheReadAreRecounted()
    {
        // A user's own inserts between two reads (no resize: 40 ordinary keys leave a table of 89 buckets, 35 more fit):
        // the next insert finds the count off by more than one and recounts, rather than count one key more.
        var map = MapKeyComparer<long>.NewDictionary<int>(MapKeyHashing.CollisionResistant);
        foreach (var key in Enumerable.Range(1, 40))
            MapInserts.Set(map, key, 1);
        var buckets = map.EnsureCapacity(0);
        var folding = FoldingKeys(); // hash code 0
        foreach (var key in folding.Take(35))
            map[key] = 1;
        Assert.Equal(buckets, map.EnsureCapacity(0));
        Assert.Equal("identity", MapFloodingTests.Mode(map.Comparer));
        MapInserts.Set(map, folding[35], 1);
        Assert.Equal("keyed", MapFloodingTests.Mode(map.Comparer));
        Assert.Equal(76, map.Count);
        Assert.All(folding.Take(36), k => Assert.True(map.ContainsKey(k)));
        Assert.All(Enumerable.Range(1, 40), k => Assert.True(map.ContainsKey(k)));
    }
}
