using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>
/// A map's dictionary is grown for the run of entries ahead (<c>CollectionSizing.MapCapacity</c>): a run of distinct keys
/// ends in a table sized for it, in a few growths; entries that repeat a key cannot size a table past
/// <c>CollectionSizing.MapGrowthBound</c> (64) times the keys it holds; entries interleaved with other fields still grow
/// the table geometrically. The table's size is read back with <see cref="Dictionary{TKey, TValue}.EnsureCapacity(int)"/>,
/// allocation with <see cref="GC.GetAllocatedBytesForCurrentThread"/>.
/// </summary>
public class MapSizingTests
{
    [ProtoContract]
    public sealed class IntMap
    {
        [ProtoMember(1)] public Dictionary<int, int>? Map { get; set; }
        [ProtoMember(2, IsPacked = false)] public List<int>? Others { get; set; }
    }

    public static TheoryData<SerializerBackend> All => Backends.All;

    /// <summary>Map field 1 with one entry { key, value = key + 1 } per key, and field 2 (varint 7) after each entry when
    /// <paramref name="interleaved"/>.</summary>
    private static byte[] Entries(IEnumerable<int> keys, bool interleaved = false)
    {
        var bytes = new List<byte>();
        foreach (var key in keys)
        {
            var entry = new List<byte> { 0x08 };
            entry.AddRange(Varint((uint)key));
            entry.Add(0x10);
            entry.AddRange(Varint((uint)key + 1));
            bytes.Add(0x0A);
            bytes.Add((byte)entry.Count);
            bytes.AddRange(entry);
            if (interleaved)
                bytes.AddRange([0x10, 0x07]);
        }
        return [.. bytes];
    }

    private static byte[] Varint(uint value)
    {
        var bytes = new List<byte>();
        for (; value >= 0x80; value >>= 7)
            bytes.Add((byte)(value | 0x80));
        bytes.Add((byte)value);
        return [.. bytes];
    }

    private static void AssertHolds(Dictionary<int, int> map, IEnumerable<int> keys)
    {
        var expected = keys.Distinct().ToArray();
        Assert.Equal(expected, map.Keys);
        Assert.All(expected, k => Assert.Equal(k + 1, map[k]));
    }

    [Theory, MemberData(nameof(All))]
    public void ARunOfDistinctKeysEndsInATableSizedForIt(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        foreach (var n in new[] { 100, 40_000 })
        {
            var keys = Enumerable.Range(0, n).Select(i => i * 7919).ToArray();
            var bytes = Entries(keys);
            model.Deserialize<IntMap>(bytes); // warm up
            var before = GC.GetAllocatedBytesForCurrentThread();
            var map = model.Deserialize<IntMap>(bytes).Map!;
            var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
            AssertHolds(map, keys);
            // The table is the first prime size the dictionary has for n (at most a quarter over: .NET's prime list steps
            // by about a fifth), not the next doubling (75,431 buckets for 40,000 keys grown one at a time).
            var buckets = map.EnsureCapacity(0);
            Assert.InRange(buckets, n, n * 5 / 4);
            // Every table on the way, the final one's 20 bytes per bucket (an int bucket, a 16-byte entry) included, comes
            // to less than twice the final one, plus 2 KB for the message, the dictionary and its comparer: growing by
            // doubling allocates about three times it (3 MB for 40,000 keys).
            Assert.True(allocated < 2L * 20 * buckets + 2048, $"{n} entries: {allocated:N0} bytes allocated for a table of {buckets:N0} buckets");
        }
    }

    [Theory, MemberData(nameof(All))]
    public void EntriesThatRepeatAKeyGrowTheTableAtMost64FoldTheKeysItHolds(SerializerBackend backend)
    {
        // 100 distinct keys, then 100,000 entries of key 1: the run ahead counts entries, not keys. The table is full at
        // 17 keys (the first growth is for 16), and grows from there to at most 64 times 17 (1,103 buckets, the prime
        // the runtime picks for 1,088), not for the 100,083 entries ahead.
        var keys = Enumerable.Range(0, 100).Concat(Enumerable.Repeat(1, 100_000)).ToArray();
        var map = Backends.Model(backend).Deserialize<IntMap>(Entries(keys)).Map!;
        AssertHolds(map, keys);
        Assert.InRange(map.EnsureCapacity(0), 100, new Dictionary<int, int>(64 * 17).EnsureCapacity(0));
    }

    [Theory, MemberData(nameof(All))]
    public void InterleavedEntriesGrowTheTableGeometrically(SerializerBackend backend)
    {
        // One entry per run (field 2 between them): each growth at least doubles, as the dictionary's own does.
        var keys = Enumerable.Range(0, 5_000).ToArray();
        var bytes = Entries(keys, interleaved: true);
        var model = Backends.Model(backend);
        model.Deserialize<IntMap>(bytes); // warm up
        var before = GC.GetAllocatedBytesForCurrentThread();
        var read = model.Deserialize<IntMap>(bytes);
        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        AssertHolds(read.Map!, keys);
        Assert.Equal(keys.Length, read.Others!.Count);
        var buckets = read.Map!.EnsureCapacity(0);
        Assert.InRange(buckets, keys.Length, 4 * keys.Length);
        // Tables and the list of others: amortized O(1) per entry (a growth by one entry each would be quadratic: 250 MB).
        Assert.True(allocated < 2_000_000, $"{allocated:N0} bytes allocated");
    }

    [Theory, MemberData(nameof(All))]
    public void ARunCutIntoSegmentsReadsTheSameMap(SerializerBackend backend)
    {
        // Counts ahead stop at each segment's end: the table still grows for what each segment shows, at least doubling.
        var keys = Enumerable.Range(0, 20_000).Select(i => i * 31).ToArray();
        var bytes = Entries(keys);
        var model = Backends.Model(backend);
        foreach (var segment in new[] { 7, 64, 4096 })
        {
            var map = model.Deserialize<IntMap>(Segments.Split(bytes, segment)).Map!;
            AssertHolds(map, keys);
            Assert.InRange(map.EnsureCapacity(0), keys.Length, 4 * keys.Length);
        }
    }
}
