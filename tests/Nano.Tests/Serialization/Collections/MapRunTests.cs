using Nano.Serialization.Collections;
using Nano.Wire;
using Nano.Tests.Support;
using static Nano.Tests.Support.MapKeySets;

namespace Nano.Tests.Serialization.MapKeys; // not ".Collections": that name is a test type in Nano.Tests.Serialization

/// <summary>
/// <see cref="MapRun{K, V}"/>: a run of map entries is set as it is read, the flooding watch looked up once per run and
/// counting each new key in its mirror of the table. The watch must count keys, not entries: a bucket holding exactly
/// <see cref="AdaptiveKeyComparer.Bound"/> keys stays in identity mode however often those keys repeat, within a run or
/// across reads, and one key more switches it. The 64-bit keys <c>(x &lt;&lt; 32) | x</c> all hash to 0, so they share
/// bucket 0 of every table.
/// </summary>
public class MapRunTests
{
    public static TheoryData<SerializerBackend> All => Backends.All;

    /// <summary>1,000 ordinary keys, then <paramref name="folding"/> keys of hash 0, then those keys 50 times more; each
    /// entry's value is its index, so the last entry for a key is the one that must win.</summary>
    private static (ulong Key, ulong Value)[] Run(int folding)
    {
        var ordinary = OrdinaryKeys().Take(1000).Select(k => (long)k);
        var zero = FoldingKeys().Take(folding).ToArray();
        var keys = ordinary.Concat(zero).Concat(Enumerable.Range(0, 50).SelectMany(_ => zero));
        return [.. keys.Select((k, i) => ((ulong)k, (ulong)i))];
    }

    private static void AssertHolds(Dictionary<long, int> map, IEnumerable<(ulong Key, ulong Value)> entries)
    {
        var last = new Dictionary<long, int>();
        foreach (var (key, value) in entries)
            last[(long)key] = (int)value;
        Assert.Equal(last.Count, map.Count);
        Assert.All(last, e => Assert.Equal(e.Value, map[e.Key]));
    }

    /// <summary>The keys of <paramref name="map"/> in bucket 0 of its table under the identity hash (the default comparer's).</summary>
    private static int InBucketZero(Dictionary<long, int> map)
    {
        var buckets = (uint)map.EnsureCapacity(0);
        return map.Keys.Count(k => (uint)k.GetHashCode() % buckets == 0);
    }

    [Theory, MemberData(nameof(All))]
    public void ABucketAtTheBoundStaysInIdentityModeHoweverOftenItsKeysRepeat(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var entries = Run(AdaptiveKeyComparer.Bound);
        var read = model.Deserialize<KeyedMap<long>>(VarintMap(entries));
        var map = read.Map!;
        AssertHolds(map, entries);
        Assert.Equal(AdaptiveKeyComparer.Bound, InBucketZero(map)); // the ordinary keys leave bucket 0 to the 16
        Assert.Equal("identity", MapFloodingTests.Mode(map.Comparer));

        // Another read of the same keys merged in: overwrites only, counted as none.
        var again = Run(AdaptiveKeyComparer.Bound).Select(e => (e.Key, e.Value + 1)).ToArray();
        model.Merge<KeyedMap<long>>(VarintMap(again), read);
        Assert.Same(map, read.Map);
        AssertHolds(map, again);
        Assert.Equal("identity", MapFloodingTests.Mode(map.Comparer));

        // One more key of hash 0, in a run of one entry: the bucket passes the bound.
        var seventeenth = (long)FoldingKeys()[AdaptiveKeyComparer.Bound];
        model.Merge<KeyedMap<long>>(VarintMap([((ulong)seventeenth, 7UL)]), read);
        Assert.Equal("keyed", MapFloodingTests.Mode(map.Comparer));
        Assert.Equal(7, map[seventeenth]);
        AssertHolds(map, again.Append(((ulong)seventeenth, 7UL)));
    }

    [Theory, MemberData(nameof(All))]
    public void TheKeyThatPassesTheBoundSwitchesTheRunToKeyedMode(SerializerBackend backend)
    {
        // The 17th key of hash 0 comes in the middle of the run: the entries before it are re-added under the keyed
        // hash, and the 800 after it (repeats) are set in keyed mode.
        var entries = Run(AdaptiveKeyComparer.Bound + 1);
        var map = Backends.Model(backend).Deserialize<KeyedMap<long>>(VarintMap(entries)).Map!;
        AssertHolds(map, entries);
        Assert.Equal("keyed", MapFloodingTests.Mode(map.Comparer));
        var comparer = (AdaptiveKeyComparer<long>)map.Comparer;
        Assert.Equal(1000 + AdaptiveKeyComparer.Bound + 1, comparer.ReAdded); // switched once the 17th key was in, not before or later
    }

    [Fact]
    public void AnErrorInTheMiddleOfARunIsTheSameOnBothBackends()
    {
        // 300 entries, then one whose length runs past the end of the input.
        var bytes = VarintMap(Enumerable.Range(1, 300).Select(k => (ulong)k)).Concat(new byte[] { 0x0A, 0x09, 0x08, 0x01 }).ToArray();
        var errors = Backends.List
            .Select(b => Assert.ThrowsAny<ProtoException>(() => Backends.Model(b).Deserialize<KeyedMap<long>>(bytes)).Message)
            .ToArray();
        Assert.All(errors, e => Assert.Equal(errors[0], e));
    }
}
