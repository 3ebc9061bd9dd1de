using System.Buffers;
using System.Collections.Immutable;
using System.Reflection;
using System.Text;
using Nano.Serialization.Collections;
using Nano.Tests.Support;
using static Nano.Tests.Support.MapKeySets;
using Xunit.Abstractions;

namespace Nano.Tests.Serialization.MapKeys; // not ".Collections": that name is a test type in Nano.Tests.Serialization

/// <summary>
/// Hash flooding: maps whose keys all share one hash code (or one bucket) under .NET's default comparers must read in
/// about the time of an ordinary map of the same size (<see cref="MapKeyComparers"/>). Each crafted input is first
/// shown to collide under the default comparer, so the chain bound is checked on a real attack.
/// </summary>
public class MapFloodingTests(ITestOutputHelper output)
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    // ---- the crafted keys (Support/MapKeySets.cs, shared with the benchmark harness), and proof that they collide
    // without Nano's comparer

    [Fact]
    public void CraftedKeysCollideUnderTheDefaultComparers()
    {
        Assert.All(FoldingKeys(), k => Assert.Equal(0, k.GetHashCode()));
        Assert.All(FoldingKeys(), k => Assert.Equal(0, ((ulong)k).GetHashCode()));
        var prime = ReadBuckets(Enumerable.Range(0, Entries));
        Assert.Equal(2, ReadBucketKeys().Select(k => (uint)k.GetHashCode() % prime).Distinct().Count());
        var sixteen = SixteenBitKeys<ushort>();
        Assert.InRange(sixteen.Length, 100, 256);
        var small = ReadBuckets<ushort>(Cycled(sixteen), interleaved: true);
        Assert.All(sixteen, k => Assert.Equal(0, EqualityComparer<ushort>.Default.GetHashCode((ushort)k) % small));
        var strings = CollidingStrings();
        Assert.Equal(Entries, strings.Distinct().Count());
        if (NonRandomizedHash(strings[0]) is { } first) // internal to String: checked where this runtime has it
            Assert.All(strings, s => Assert.Equal(first, NonRandomizedHash(s)));
        Assert.All(strings, s => Assert.Equal(s, Encoding.UTF8.GetString(Encoding.UTF8.GetBytes(s))));
    }

    [Fact]
    public void NanosComparersSpreadTheCraftedKeys()
    {
        var prime = ReadBuckets(Enumerable.Range(0, Entries));
        Assert.True(FoldingKeys().Select(k => (uint)MapKeyComparer<long>.Keyed!.GetHashCode(k) % prime).Distinct().Count() > Entries / 2);
        Assert.True(ReadBucketKeys().Select(k => (uint)MapKeyComparer<int>.Keyed!.GetHashCode(k) % prime).Distinct().Count() > Entries / 2);
        Assert.True(FoldingKeys().Select(k => (uint)MapKeyComparer<ulong>.Keyed!.GetHashCode((ulong)k) % prime).Distinct().Count() > Entries / 2);
        Assert.Null(MapKeyComparer<string>.Keyed); // the runtime's own defence, checked by the chain test below
        Assert.Null(MapKeyComparer<bool>.Keyed);
    }

    // ---- wire input

    private static byte[] StringMap(IEnumerable<string> keys)
    {
        var buffer = new ArrayBufferWriter<byte>();
        foreach (var key in keys)
        {
            var utf8 = Encoding.UTF8.GetBytes(key);
            Assert.True(utf8.Length < 120);
            buffer.Write<byte>([0x0A, (byte)(utf8.Length + 4), 0x0A, (byte)utf8.Length]);
            buffer.Write(utf8);
            buffer.Write<byte>([0x10, 0x01]);
        }
        return buffer.WrittenSpan.ToArray();
    }

    /// <summary>The most 16-bit keys that all fall in bucket 0 of the table Nano's read of them as <typeparamref name="K"/>
    /// keys, cycled to <see cref="Entries"/> entries each followed by another field, ends with (<see cref="ReadBuckets{K}"/>):
    /// multiples of a table's prime, fewer than it holds (a full table grows before the next entry). Interleaved, because
    /// a read sizes a table for the run of entries ahead (at most 64 times the keys it holds): in one run the table of so
    /// few distinct keys ends at 1,103 buckets, whose multiples below 32,768 are 29, while entries one at a time let the
    /// table grow by doubling and stop at the smallest prime over the keys, as an attacker would arrange.</summary>
    private static int[] SixteenBitKeys<K>() where K : notnull => Sixteen<K>.Keys.Value;

    private static class Sixteen<K> where K : notnull
    {
        public static readonly Lazy<int[]> Keys = new(() =>
        {
            var best = Array.Empty<int>();
            foreach (var prime in Enumerable.Range(1, 300).Select(n => ReadBuckets<K>(Enumerable.Range(0, n * 7), interleaved: true)).Distinct())
            {
                var keys = Enumerable.Range(0, Math.Min(prime - 1, 32767 / prime)).Select(k => k * prime).ToArray();
                if (keys.Length > best.Length && ReadBuckets<K>(Cycled(keys), interleaved: true) == prime)
                    best = keys;
            }
            return best;
        });
    }

    /// <summary>nint keys that all hash to 0 under this runtime's default comparer: .NET's IntPtr hash folds the halves
    /// as long's does (<see cref="FoldingKeys"/>); .NET Framework's and Mono's keep the low 32 bits, so there the keys
    /// are multiples of 2^32.</summary>
    private static long[] NintFoldingKeys() =>
#if NET
        FoldingKeys();
#else
        [.. Enumerable.Range(1, Entries).Select(x => (long)x << 32)];
#endif

    /// <summary><paramref name="keys"/> repeated in order to <see cref="Entries"/> entries.</summary>
    private static IEnumerable<int> Cycled(int[] keys) => Enumerable.Range(0, Entries).Select(i => keys[i % keys.Length]);

    /// <summary>Every key type, its crafted input and an ordinary input with as many entries.</summary>
    public static IEnumerable<object[]> Cases()
    {
        foreach (var b in Backends.List)
        {
            var folding = FoldingKeys();
            yield return [b, "long", VarintMap(folding.Select(k => (ulong)k)), VarintMap(OrdinaryKeys().Select(k => (ulong)k))];
            yield return [b, "ulong", VarintMap(folding.Select(k => (ulong)k)), VarintMap(OrdinaryKeys().Select(k => (ulong)k))];
            var nintFolding = VarintMap(NintFoldingKeys().Select(k => (ulong)k));
            yield return [b, "nint", nintFolding, VarintMap(OrdinaryKeys().Select(k => (ulong)k))];
            yield return [b, "int", VarintMap(ReadBucketKeys<int>().Select(k => (ulong)k)), VarintMap(OrdinaryKeys().Select(k => (ulong)k))];
            yield return [b, "uint", VarintMap(ReadBucketKeys<uint>().Select(k => (ulong)(uint)k)), VarintMap(OrdinaryKeys().Select(k => (ulong)k))];
            // 16 bits: the multiples of a small table's bucket count (below 32,768: short's hash is the key itself only
            // for these), cycled to the same number of entries, each followed by another field (see SixteenBitKeys).
            var spread = Enumerable.Range(0, Entries).Select(i => (ulong)i).ToArray();
            byte[] Sixteen16<K>() where K : notnull => VarintMap(Cycled(SixteenBitKeys<K>()).Select(k => (ulong)k), interleaved: true);
            yield return [b, "ushort", Sixteen16<ushort>(), VarintMap(spread)];
            yield return [b, "char", Sixteen16<char>(), VarintMap(spread)];
            yield return [b, "short", Sixteen16<short>(), VarintMap(spread.Select(k => (ulong)(long)(short)k))];
#if NET // the strings collide under .NET's non-randomized string hash, which Mono's string keys do not use
            yield return [b, "string", StringMap(CollidingStrings()), StringMap(Enumerable.Range(0, Entries).Select(i => $"key{i:D5}"))];
#endif
        }
    }

    /// <summary>
    /// Reads <paramref name="bytes"/> on <paramref name="backend"/> as a map of <paramref name="keyType"/> keys and returns
    /// the longest chain its keys form in the dictionary's own table (its bucket count), hashed by the comparer the
    /// dictionary really uses, and the same under the key type's default comparer (what the map had without Nano's).
    /// </summary>
    private static (int Nano, int Default, int Count, string Mode) Chains(SerializerBackend backend, string keyType, byte[] bytes)
    {
        var model = Backends.Model(backend);
        return keyType switch
        {
            "long" => Of(model.Deserialize<KeyedMap<long>>(bytes).Map!),
            "ulong" => Of(model.Deserialize<KeyedMap<ulong>>(bytes).Map!),
            "nint" => Of(model.Deserialize<KeyedMap<nint>>(bytes).Map!),
            "int" => Of(model.Deserialize<KeyedMap<int>>(bytes).Map!),
            "uint" => Of(model.Deserialize<KeyedMap<uint>>(bytes).Map!),
            "ushort" => Of(model.Deserialize<KeyedMap<ushort>>(bytes).Map!),
            "char" => Of(model.Deserialize<KeyedMap<char>>(bytes).Map!),
            "short" => Of(model.Deserialize<KeyedMap<short>>(bytes).Map!),
            "string" => Of(model.Deserialize<KeyedMap<string>>(bytes).Map!),
            _ => throw new ArgumentOutOfRangeException(nameof(keyType)),
        };

        static (int, int, int, string) Of<K>(Dictionary<K, int> map) where K : notnull
        {
            // Dictionary<string, V>.Comparer hides the non-randomized comparer it starts with and the randomized one it
            // switches to; the private field holds the one in use.
            var used = (IEqualityComparer<K>?)typeof(Dictionary<K, int>)
                .GetField("_comparer", BindingFlags.Instance | BindingFlags.NonPublic)?.GetValue(map) ?? map.Comparer;
            var buckets = (uint)map.EnsureCapacity(0);
            int Longest(IEqualityComparer<K> c) => map.Keys.GroupBy(k => (uint)c.GetHashCode(k) % buckets).Max(g => g.Count());
            var start = typeof(K) == typeof(string) && NonRandomizedHash("x") is not null
                ? (IEqualityComparer<K>)(object)new NonRandomizedStrings()
                : EqualityComparer<K>.Default;
            return (Longest(used), Longest(start), map.Count, Mode(map.Comparer));
        }
    }

    /// <summary>"identity" or "keyed" for Nano's <see cref="AdaptiveKeyComparer{K}"/>, else "default" (.NET's).</summary>
    internal static string Mode<K>(IEqualityComparer<K> comparer) where K : notnull => comparer switch
    {
        AdaptiveKeyComparer<K> { IsKeyed: true } => "keyed",
        AdaptiveKeyComparer<K> => "identity",
        _ when ReferenceEquals(comparer, EqualityComparer<K>.Default) => "default",
        _ => comparer.GetType().Name,
    };

    /// <summary>The mode Nano's comparer must end an ordinary map in: <see cref="Fresh"/>, except on the boxed handler
    /// (the NativeAOT fallback for key types outside the set compiled ahead of time, int, long and string), whose
    /// comparer is keyed from the start; string keys keep .NET's comparer.</summary>
    private static string OrdinaryMode(string keyType) =>
        keyType == "string" ? "default"
        : Backends.DynamicCode || keyType is "int" or "long" ? Fresh
        : "keyed";

    /// <summary>The mode of Nano's comparer on a map of ordinary keys: identity, watched, where a dictionary's table
    /// can be seen (.NET); where it cannot (.NET Framework, Mono), keyed from the start.</summary>
    private static string Fresh => DictionaryTable.CanSize ? "identity" : "keyed";

    /// <summary>The hash <see cref="Dictionary{TKey, TValue}"/> starts string keys with (internal to String).</summary>
    private sealed class NonRandomizedStrings : IEqualityComparer<string>
    {
        public bool Equals(string? x, string? y) => string.Equals(x, y);
        public int GetHashCode(string s) => NonRandomizedHash(s)!.Value;
    }

    /// <summary>
    /// No timing here (speed is measured by benchmarks, never asserted in a test): the crafted map, read by Nano, must
    /// not form a long chain in the dictionary it lands in, while the same keys under the default comparer do. The
    /// chains decide the time: a lookup walks its key's chain, so one chain of n keys makes the read quadratic.
    /// </summary>
    [Theory, MemberData(nameof(Cases))]
    public void CraftedMapKeysDoNotShareAChainInTheDictionaryNanoReads(SerializerBackend backend, string keyType, byte[] crafted, byte[] ordinary)
    {
        var (nano, withDefault, count, mode) = Chains(backend, keyType, crafted);
        var (ordinaryChain, _, ordinaryCount, ordinaryMode) = Chains(backend, keyType, ordinary);
        output.WriteLine($"{backend} {keyType}: {count:N0} keys, longest chain {nano} (default comparer: {withDefault}), comparer {mode}; ordinary map {ordinaryCount:N0} keys, longest chain {ordinaryChain}, comparer {ordinaryMode}");
        Assert.True(count > 100, $"{count} distinct keys");
        // Integer keys: the crafted map switched Nano's comparer to keyed mode; the ordinary one kept the identity hash.
        Assert.Equal(keyType == "string" ? "default" : "keyed", mode);
        Assert.Equal(OrdinaryMode(keyType), ordinaryMode);
        Assert.True(withDefault >= count / 2, $"{keyType}: the crafted keys do not collide under the default comparer (longest chain {withDefault} of {count})");
        Assert.InRange(nano, 1, 32); // a random hash over ~n buckets: the longest of n chains is about ln n / ln ln n
        Assert.InRange(ordinaryChain, 1, 32);
    }

    // ---- the switch, on the reader: entries interleaved with another field, merged into a map read before

    /// <summary>The longest chain of <paramref name="map"/>'s keys in its own table under the comparer it uses.</summary>
    private static int LongestChain(Dictionary<long, int> map)
    {
        var buckets = (uint)map.EnsureCapacity(0);
        return map.Keys.GroupBy(k => (uint)map.Comparer.GetHashCode(k) % buckets).Max(g => g.Count());
    }

    [Fact]
    public void InterleavedCraftedEntriesSwitchTheComparerOnBothBackends()
    {
        // Each entry followed by field 2 (varint): the watch's state, in the comparer, survives between entries.
        var keys = FoldingKeys().Take(5000).ToArray();
        var buffer = new ArrayBufferWriter<byte>();
        foreach (var key in keys)
        {
            buffer.Write<byte>(VarintMap([(ulong)key]));
            buffer.Write<byte>([0x10, 0x07]);
        }
        var bytes = buffer.WrittenSpan.ToArray();
        var results = Backends.List.Select(b => Backends.Model(b).Deserialize<InterleavedMap>(bytes)).ToArray();
        foreach (var read in results)
        {
            Assert.Equal("keyed", Mode(read.Map!.Comparer));
            Assert.InRange(LongestChain(read.Map), 1, 32);
            Assert.Equal(keys, read.Map.Keys);
            Assert.All(keys, k => Assert.Equal(1, read.Map[k]));
            Assert.Equal(keys.Length, read.Others.Count);
        }
        // Both backends: the same entries in the same order, written back to the same bytes.
        var written = results.Select(r => Backends.Model(SerializerBackend.Interpreted).SerializeToArray(r)).ToArray();
        Assert.All(written, w => Assert.Equal(written[0], w));
    }

    [Theory, MemberData(nameof(Backend))]
    public void CraftedEntriesMergedIntoAMapReadBeforeSwitchItsComparer(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var target = model.Deserialize<KeyedMap<long>>(VarintMap(OrdinaryKeys().Take(1000).Select(k => (ulong)k)));
        var map = target.Map!;
        var comparer = map.Comparer;
        Assert.Equal(Fresh, Mode(comparer));
        var crafted = FoldingKeys();
        model.Merge<KeyedMap<long>>(VarintMap(crafted.Select(k => (ulong)k)), target);
        Assert.Same(map, target.Map);
        Assert.Same(comparer, map.Comparer);
        Assert.Equal("keyed", Mode(comparer));
        Assert.InRange(LongestChain(map), 1, 32);
        Assert.Equal(1000 + crafted.Length, map.Count);
        Assert.All(crafted, k => Assert.True(map.ContainsKey(k)));
        Assert.All(OrdinaryKeys().Take(1000), k => Assert.Equal(1, map[k]));
    }

    [Theory, MemberData(nameof(Backend))]
    public void CraftedMapsSwitchInEveryShapeNanoCreates(SerializerBackend backend)
    {
        // A constructor-built map (gathered, then passed), an interface member, and a merge of 40,000 repeats of one key.
        var model = Backends.Model(backend);
        var crafted = VarintMap(FoldingKeys().Select(k => (ulong)k));
        var constructed = model.Deserialize<ConstructedMap>(crafted).Map;
        Assert.Equal("keyed", Mode(constructed.Comparer));
        Assert.InRange(LongestChain(constructed), 1, 32);
        Assert.Equal(Entries, constructed.Count);
        var other = model.Deserialize<OtherMapShapes>(crafted);
        var viaInterface = Assert.IsType<Dictionary<long, int>>(other.Interface);
        Assert.Equal("keyed", Mode(viaInterface.Comparer));
        Assert.InRange(LongestChain(viaInterface), 1, 32);
        var repeated = model.Deserialize<KeyedMap<long>>(VarintMap(Enumerable.Repeat(5UL, Entries))).Map!;
        Assert.Equal(Fresh, Mode(repeated.Comparer)); // overwrites add no load
        Assert.Equal(1, Assert.Single(repeated).Value);
    }

    // ---- which dictionary Nano reads into

    [Theory, MemberData(nameof(Backend))]
    public void CreatedDictionariesUseNanosComparer(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var bytes = VarintMap([1, 2]);
        // Each dictionary has a comparer of its own, in the mode of an ordinary read.
        var first = model.Deserialize<KeyedMap<long>>(bytes).Map!.Comparer;
        var second = model.Deserialize<KeyedMap<long>>(bytes).Map!.Comparer;
        Assert.Equal(Fresh, Mode(first));
        Assert.NotSame(first, second);
        Assert.Equal(Fresh, Mode(model.Deserialize<KeyedMap<int>>(bytes).Map!.Comparer));
        var initialized = model.Deserialize<InitializedMap>(bytes);
        Assert.IsType<Dictionary<long, int>>(initialized.Map);
        Assert.Equal(Fresh, Mode(initialized.Map.Comparer));
        Assert.Equal(2, initialized.Map.Count);
        var constructed = model.Deserialize<ConstructedMap>(bytes);
        Assert.Equal(Fresh, Mode(constructed.Map.Comparer));
        var other = model.Deserialize<OtherMapShapes>(Hex.Bytes("0A 04 08 01 10 01  12 04 08 02 10 02"));
        Assert.Equal(Fresh, Mode(Assert.IsType<Dictionary<long, int>>(other.Interface).Comparer));
        // An immutable map's hash-bucket tree is not watched: keyed from the start.
        Assert.Same(MapKeyComparer<long>.Keyed, other.Immutable!.KeyComparer);
        Assert.Equal("keyed", Mode(other.Immutable.KeyComparer));
        Assert.Equal(2, other.Immutable[2]);
    }

    [Theory, MemberData(nameof(Backend))]
    public void AUsersOwnComparerIsKept(SerializerBackend backend)
    {
        var read = Backends.Model(backend).Deserialize<OwnComparerMap>(VarintMap([1, 2, 3]));
        Assert.Same(OwnComparerMap.Comparer, read.Map.Comparer);
        Assert.Equal(3, read.Map.Count);
    }

    [Theory, MemberData(nameof(Backend))]
    public void AMapWithEntriesIsMergedIntoNotReplaced(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var target = new InitializedMap();
        target.Map[9] = 9;
        var map = target.Map;
        model.Merge<InitializedMap>(VarintMap([1]), target);
        Assert.Same(map, target.Map);
        Assert.Equal([1L, 9L], target.Map.Keys.Order());
    }

    [Theory, MemberData(nameof(Backend))]
    public void AnImmutableMapMergesIntoTheExistingOneWithNanosComparer(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var target = new OtherMapShapes { Immutable = ImmutableDictionary<long, int>.Empty.Add(7, 7) };
        model.Merge<OtherMapShapes>(Hex.Bytes("12 04 08 02 10 02"), target);
        Assert.Same(MapKeyComparer<long>.Keyed, target.Immutable!.KeyComparer);
        Assert.Equal([2L, 7L], target.Immutable.Keys.Order());
    }
}
