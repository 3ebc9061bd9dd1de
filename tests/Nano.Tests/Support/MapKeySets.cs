using System.Buffers;
using System.Reflection;
using Nano;

namespace Nano.Tests.Support;

/// <summary>
/// The key sets of the hash-flooding tests and benchmarks (one home: <c>MapFloodingTests</c> compiles this file, and
/// Nano.Benchmarks' hash-flooding harness links it): crafted keys that share one hash code or bucket under .NET's
/// default comparers, the ordinary keys, and random keys. Internal in each assembly that compiles it.
/// </summary>
internal static class MapKeySets
{
    /// <summary>Entries per map.</summary>
    public const int Entries = 40_000;

    /// <summary><c>(x &lt;&lt; 32) | x</c>: <c>long.GetHashCode</c> XORs the halves, so every key hashes to 0.</summary>
    public static long[] FoldingKeys() => [.. Enumerable.Range(1, Entries).Select(x => ((long)x << 32) | (uint)x)];

    /// <summary>Multiples of the bucket count a dictionary of <see cref="Entries"/> keys ends with, positive and negative
    /// (to stay within int): two buckets, 0 and 2^32 mod the bucket count.</summary>
    public static int[] BucketKeys()
    {
        var prime = FinalBuckets(Enumerable.Range(0, Entries));
        return [.. Enumerable.Range(1, Entries / 2).SelectMany(k => new[] { k * prime, -k * prime })];
    }

    /// <summary>Multiples of the bucket count the dictionary of a map Nano reads ends with (<see cref="ReadBuckets{K}"/>), for
    /// <see cref="Entries"/> entries of distinct keys in one run, positive and negative: the crafted keys of a map read
    /// from the wire, whose dictionary Nano sizes for the entries ahead (not the table <see cref="BucketKeys"/> targets,
    /// which is what a dictionary filled one key at a time ends with).</summary>
    public static int[] ReadBucketKeys() => ReadBucketKeys<int>();

    /// <summary>As <see cref="ReadBucketKeys()"/>, for the table of a map with <typeparamref name="K"/> keys (which the
    /// boxed handler, the no-dynamic-code fallback for key types compiled ahead of time, grows one key at a time).</summary>
    public static int[] ReadBucketKeys<K>() where K : notnull
    {
        var prime = ReadBuckets<K>(Enumerable.Range(0, Entries));
        return [.. Enumerable.Range(1, Entries / 2).SelectMany(k => new[] { k * prime, -k * prime })];
    }

    /// <summary>As <see cref="ReadBuckets{K}"/> for <c>map&lt;int32, int32&gt;</c>.</summary>
    public static int ReadBuckets(IEnumerable<int> keys) => ReadBuckets<int>(keys);

    /// <summary>
    /// The bucket count of the dictionary Nano's read of a map with <paramref name="keys"/> (one entry each, in one run,
    /// or each followed by another field when <paramref name="interleaved"/>; keys of <typeparamref name="K"/>, values
    /// int32) ends with. Read through Nano, not restated: the sizing rule is <c>CollectionSizing.MapCapacity</c>'s, and an
    /// attacker would compute it the same way.
    /// </summary>
    public static int ReadBuckets<K>(IEnumerable<int> keys, bool interleaved = false) where K : notnull =>
        ProbeModel.Deserialize<ProbeMap<K>>(VarintMap(keys.Select(k => (ulong)(long)k), interleaved)).Map!.EnsureCapacity(0);

    /// <summary>A map field 1 of entries { key = 1 (varint); value = 2 (varint 1) }; when <paramref name="interleaved"/>,
    /// each entry is followed by field 15 (varint 0), which the message does not declare: the run of entries a read counts
    /// ahead is then one entry long, and the dictionary grows by doubling rather than for the entries ahead.</summary>
    public static byte[] VarintMap(IEnumerable<ulong> keys, bool interleaved = false) => VarintMap(keys.Select(k => (k, 1UL)), interleaved);

    /// <summary>As <see cref="VarintMap(IEnumerable{ulong}, bool)"/>, with a value of its own for each entry.</summary>
    public static byte[] VarintMap(IEnumerable<(ulong Key, ulong Value)> entries, bool interleaved = false)
    {
        var buffer = new ArrayBufferWriter<byte>();
        var entry = new byte[24];
        foreach (var (key, value) in entries)
        {
            var n = 0;
            entry[n++] = 0x08;
            n = Varint(entry, n, key);
            entry[n++] = 0x10;
            n = Varint(entry, n, value);
            buffer.Write<byte>([0x0A, (byte)n]);
            buffer.Write(entry.AsSpan(0, n));
            if (interleaved)
                buffer.Write<byte>([0x78, 0x00]);
        }
        return buffer.WrittenSpan.ToArray();
    }

    private static int Varint(byte[] into, int at, ulong value)
    {
        for (; value >= 0x80; value >>= 7)
            into[at++] = (byte)(value | 0x80);
        into[at++] = (byte)value;
        return at;
    }

    private static readonly RuntimeTypeModel ProbeModel = NewProbeModel();

    private static RuntimeTypeModel NewProbeModel()
    {
        var model = RuntimeTypeModel.Create();
        model.MapKeyHashing = MapKeyHashing.Default;
        return model;
    }

    /// <summary>The message <see cref="ReadBuckets{K}"/> reads.</summary>
    [ProtoContract]
    internal sealed class ProbeMap<K> where K : notnull
    {
        [ProtoMember(1)] public Dictionary<K, int>? Map { get; set; }
    }

    /// <summary>The ordinary keys: <c>k * 7919</c> for k = 1..<see cref="Entries"/>. The identity hash of an integer puts
    /// them in distinct buckets of a dictionary of that size (every insert finds an empty bucket).</summary>
    public static int[] OrdinaryKeys() => [.. Enumerable.Range(1, Entries).Select(k => k * 7919)];

    /// <summary><see cref="Entries"/> distinct uniformly random 64-bit values from a fixed seed: keys that no hash,
    /// the identity included, spreads better than a random function would.</summary>
    public static long[] RandomKeys64()
    {
        var random = new Random(24);
        var keys = new HashSet<long>();
        var order = new List<long>(Entries);
        while (order.Count < Entries)
            if (random.NextInt64(long.MinValue, long.MaxValue) is var k && keys.Add(k))
                order.Add(k);
        return [.. order];
    }

    /// <summary><see cref="Entries"/> distinct uniformly random 32-bit values from a fixed seed.</summary>
    public static int[] RandomKeys32()
    {
        var random = new Random(24);
        var keys = new HashSet<int>();
        var order = new List<int>(Entries);
        while (order.Count < Entries)
            if ((int)(uint)random.NextInt64(0, 1L << 32) is var k && keys.Add(k))
                order.Add(k);
        return [.. order];
    }

    /// <summary>The bucket count a <see cref="Dictionary{TKey, TValue}"/> of exactly <paramref name="keys"/> ends with.</summary>
    public static int FinalBuckets<K>(IEnumerable<K> keys) where K : notnull
    {
        var probe = new Dictionary<K, int>();
        foreach (var k in keys)
            probe[k] = 0;
        return probe.EnsureCapacity(0);
    }

    /// <summary>
    /// 8-character strings with one non-randomized hash (the one <see cref="Dictionary{TKey, TValue}"/> starts with):
    /// it folds the UTF-16 text as uint pairs, characters 0-1 and 4-5 into one half, 2-3 and 6-7 into the other, each
    /// step <c>h = (rotl(h, 5) + h) ^ word</c>. Any first four characters, then the last four chosen to land on fixed
    /// halves. Surrogates are skipped so that the keys are valid UTF-8.
    /// </summary>
    public static string[] CollidingStrings()
    {
        const uint start = (5381 << 16) + 5381, target1 = 0x12345678, target2 = 0x9ABCDEF0;
        static uint Step(uint h, uint word) => (((h << 5) | (h >> 27)) + h) ^ word;
        static bool Surrogate(uint word) => char.IsSurrogate((char)word) || char.IsSurrogate((char)(word >> 16));
        var keys = new List<string>(Entries);
        for (uint i = 0; keys.Count < Entries; i++)
        {
            var w0 = 0x00410041u + (i & 0x3F) + ((i >> 6 & 0x3F) << 16);
            var w1 = 0x00410041u + (i >> 12 & 0x3F) + ((i >> 18 & 0x3F) << 16);
            var w2 = Step(Step(start, w0), 0) ^ target1; // Step(h, w2) = Step(h, 0) ^ w2 = target1
            var w3 = Step(Step(start, w1), 0) ^ target2;
            if (Surrogate(w2) || Surrogate(w3))
                continue;
            keys.Add(new string([(char)w0, (char)(w0 >> 16), (char)w1, (char)(w1 >> 16), (char)w2, (char)(w2 >> 16), (char)w3, (char)(w3 >> 16)]));
        }
        return [.. keys];
    }

    /// <summary>The non-randomized hash .NET's dictionary starts string keys with (internal to String), or null where
    /// this runtime has no such method.</summary>
    public static int? NonRandomizedHash(string s) =>
        (int?)typeof(string).GetMethod("GetNonRandomizedHashCode", BindingFlags.Instance | BindingFlags.NonPublic)?.Invoke(s, null);
}
