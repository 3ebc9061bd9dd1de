using System.Buffers;
using System.Buffers.Binary;
using System.Diagnostics;
using System.Globalization;
using System.Text;

namespace Nano.Benchmarks.Infrastructure;

/// <summary>
/// <c>--hash-flooding [--iterations N]</c> (issue 24's hash-flooding targets, docs/hostile-input.md): per map key type
/// and backend, the time to read a crafted map of 40,000 entries whose keys share one hash code (64-bit keys) or one
/// bucket (32-bit keys: their hash is the key) under the default comparer, against an ordinary map of 40,000 entries
/// (target: within 2x); and the ordinary map read by Nano (its collision-resistant comparer) against the same bytes
/// read into a dictionary with the plain default comparer (a get-only member built by the user, which Nano keeps;
/// target: at most 10% more). Every input is validated before anything is timed: the entry count, that the crafted
/// keys really collide under the default comparer, and which comparer each dictionary ends with. Medians of N reads.
/// </summary>
public static class HashFloodingHarness
{
    private const int Entries = 40_000;

    /// <summary>Runs the harness; returns the process exit code (1 when a validation fails).</summary>
    public static int Run(string[] args)
    {
        var at = Array.IndexOf(args, "--iterations");
        var iterations = at >= 0 && at + 1 < args.Length ? int.Parse(args[at + 1], CultureInfo.InvariantCulture) : 21;
        var backends = NanoBackends.EmitAvailable ? new[] { SerializerBackend.Interpreted, SerializerBackend.Emit } : [SerializerBackend.Interpreted];
        Console.WriteLine($"hash flooding: {Entries:N0}-entry maps, median of {iterations} reads (ms); crafted/ordinary target <= 2, ordinary/default target <= 1.10");
        Console.WriteLine($"{"key (proto)",-22} {"backend",-12} {"crafted",10} {"ordinary",10} {"ratio",7} {"default",10} {"ratio",7}");
        foreach (var backend in backends)
        {
            var model = RuntimeTypeModel.Create();
            model.Backend = backend;
            foreach (var c in Cases())
            {
                try
                {
                    var (crafted, ordinary, plain) = c.Measure(model, iterations);
                    Console.WriteLine($"{c.Name,-22} {backend,-12} {crafted,10:F3} {ordinary,10:F3} {crafted / ordinary,7:F2} {plain,10:F3} {ordinary / plain,7:F2}");
                }
                catch (InvalidOperationException e)
                {
                    Console.Error.WriteLine($"VALIDATION FAILED: {c.Name} on {backend}: {e.Message}");
                    return 1;
                }
            }
        }
        return 0;
    }

    private static IEnumerable<ICase> Cases()
    {
        var folding = Enumerable.Range(1, Entries).Select(x => ((long)x << 32) | (uint)x).ToArray(); // long hash: 0
        var bucket = BucketKeys();
        var spread = Enumerable.Range(1, Entries).Select(k => k * 7919).ToArray();
        yield return new Case<long, Map<long>, DefaultMap<long>>("int64", folding, [.. spread.Select(k => (long)k)], Varint64);
        yield return new Case<long, ZigZagMap<long>, DefaultZigZagMap<long>>("sint64", folding, [.. spread.Select(k => (long)k)], ZigZag64);
        yield return new Case<long, FixedMap<long>, DefaultFixedMap<long>>("sfixed64", folding, [.. spread.Select(k => (long)k)], Fixed64);
        yield return new Case<ulong, Map<ulong>, DefaultMap<ulong>>("uint64", [.. folding.Select(k => (ulong)k)], [.. spread.Select(k => (ulong)k)], k => Varint64((long)k));
        yield return new Case<ulong, FixedMap<ulong>, DefaultFixedMap<ulong>>("fixed64", [.. folding.Select(k => (ulong)k)], [.. spread.Select(k => (ulong)k)], k => Fixed64((long)k));
        yield return new Case<int, Map<int>, DefaultMap<int>>("int32", bucket, spread, k => Varint64(k));
        yield return new Case<int, ZigZagMap<int>, DefaultZigZagMap<int>>("sint32", bucket, spread, k => ZigZag64(k));
        yield return new Case<int, FixedMap<int>, DefaultFixedMap<int>>("sfixed32", bucket, spread, Fixed32);
        yield return new Case<uint, Map<uint>, DefaultMap<uint>>("uint32", [.. bucket.Select(k => (uint)k)], [.. spread.Select(k => (uint)k)], k => Varint64(k));
        yield return new Case<uint, FixedMap<uint>, DefaultFixedMap<uint>>("fixed32", [.. bucket.Select(k => (uint)k)], [.. spread.Select(k => (uint)k)], k => Fixed32((int)k));
        // bool: two keys at most, so no chain can be long; the crafted map repeats one key.
        yield return new Case<bool, Map<bool>, DefaultMap<bool>>("bool", [.. Enumerable.Repeat(true, Entries)], [.. Enumerable.Range(0, Entries).Select(i => i % 2 == 0)], k => Varint64(k ? 1 : 0), collide: false);
        yield return new Case<string, Map<string>, DefaultMap<string>>("string", CollidingStrings(), [.. Enumerable.Range(0, Entries).Select(i => $"key{i:D5}")], Text);
    }

    // ---- cases

    private interface ICase
    {
        string Name { get; }

        (double Crafted, double Ordinary, double Default) Measure(RuntimeTypeModel model, int iterations);
    }

    private interface IMap<K> where K : notnull
    {
        Dictionary<K, int>? Value { get; }
    }

    private sealed class Case<K, TMap, TDefault>(string name, K[] crafted, K[] ordinary, Func<K, byte[]> key, bool collide = true) : ICase
        where K : notnull where TMap : IMap<K> where TDefault : IMap<K>
    {
        public string Name => name;

        public (double, double, double) Measure(RuntimeTypeModel model, int iterations)
        {
            var craftedBytes = Encode(crafted, key);
            var ordinaryBytes = Encode(ordinary, key);
            var distinct = crafted.Distinct().Count();
            Check(model.Deserialize<TMap>(craftedBytes).Value, distinct, defaultComparer: typeof(K) == typeof(string) || typeof(K) == typeof(bool));
            Check(model.Deserialize<TMap>(ordinaryBytes).Value, ordinary.Distinct().Count(), defaultComparer: typeof(K) == typeof(string) || typeof(K) == typeof(bool));
            Check(model.Deserialize<TDefault>(ordinaryBytes).Value, ordinary.Distinct().Count(), defaultComparer: true);
            if (collide && Longest(crafted) < distinct / 2)
                throw new InvalidOperationException($"the crafted keys do not collide under the default comparer (longest chain {Longest(crafted)} of {distinct})");
            return (Median(() => model.Deserialize<TMap>(craftedBytes), iterations),
                Median(() => model.Deserialize<TMap>(ordinaryBytes), iterations),
                Median(() => model.Deserialize<TDefault>(ordinaryBytes), iterations));
        }

        private static void Check(Dictionary<K, int>? map, int count, bool defaultComparer)
        {
            if (map is null || map.Count != count)
                throw new InvalidOperationException($"read {map?.Count} entries, expected {count}");
            if (map.Values.Any(v => v != 1))
                throw new InvalidOperationException("a value is not 1");
            if (defaultComparer != ReferenceEquals(map.Comparer, EqualityComparer<K>.Default))
                throw new InvalidOperationException($"the dictionary's comparer is {map.Comparer.GetType().Name}, expected {(defaultComparer ? "the default" : "Nano's")}");
        }

        /// <summary>The longest chain the keys form under the default comparer in the table a dictionary of them ends with
        /// (string: the non-randomized hash .NET's dictionary starts with).</summary>
        private static int Longest(K[] keys)
        {
            var probe = new Dictionary<K, int>();
            foreach (var k in keys)
                probe[k] = 0;
            var buckets = (uint)probe.EnsureCapacity(0);
            Func<K, int> hash = typeof(K) == typeof(string)
                ? k => (int)typeof(string).GetMethod("GetNonRandomizedHashCode", System.Reflection.BindingFlags.Instance | System.Reflection.BindingFlags.NonPublic)!.Invoke(k, null)!
                : k => EqualityComparer<K>.Default.GetHashCode(k);
            return keys.Distinct().GroupBy(k => (uint)hash(k) % buckets).Max(g => g.Count());
        }

        private static double Median(Action read, int iterations)
        {
            read(); // warm up
            var times = new double[iterations];
            for (var i = 0; i < iterations; i++)
            {
                var start = Stopwatch.GetTimestamp();
                read();
                times[i] = Stopwatch.GetElapsedTime(start).TotalMilliseconds;
            }
            Array.Sort(times);
            return times[iterations / 2];
        }
    }

    // ---- the contracts: Nano's comparer (a settable member), and the default comparer (a get-only member over a field
    // the user built: Nano adds to it and cannot replace it)

    [ProtoContract]
    public sealed class Map<K> : IMap<K> where K : notnull
    {
        [ProtoMember(1)] public Dictionary<K, int>? Value { get; set; }
    }

    [ProtoContract]
    public sealed class ZigZagMap<K> : IMap<K> where K : notnull
    {
        [ProtoMember(1), ProtoMap(KeyFormat = DataFormat.ZigZag)] public Dictionary<K, int>? Value { get; set; }
    }

    [ProtoContract]
    public sealed class FixedMap<K> : IMap<K> where K : notnull
    {
        [ProtoMember(1), ProtoMap(KeyFormat = DataFormat.FixedSize)] public Dictionary<K, int>? Value { get; set; }
    }

    [ProtoContract]
    public sealed class DefaultMap<K> : IMap<K> where K : notnull
    {
        private readonly Dictionary<K, int> _value = new();

        [ProtoMember(1)] public Dictionary<K, int> Value => _value;
    }

    [ProtoContract]
    public sealed class DefaultZigZagMap<K> : IMap<K> where K : notnull
    {
        private readonly Dictionary<K, int> _value = new();

        [ProtoMember(1), ProtoMap(KeyFormat = DataFormat.ZigZag)] public Dictionary<K, int> Value => _value;
    }

    [ProtoContract]
    public sealed class DefaultFixedMap<K> : IMap<K> where K : notnull
    {
        private readonly Dictionary<K, int> _value = new();

        [ProtoMember(1), ProtoMap(KeyFormat = DataFormat.FixedSize)] public Dictionary<K, int> Value => _value;
    }

    // ---- wire input: field 1, entries { key = 1; value = 2 (varint 1) }

    private static byte[] Encode<K>(K[] keys, Func<K, byte[]> key)
    {
        var buffer = new ArrayBufferWriter<byte>();
        foreach (var k in keys)
        {
            var encoded = key(k); // the key field, tag included
            buffer.Write<byte>([0x0A, (byte)(encoded.Length + 2)]);
            buffer.Write(encoded);
            buffer.Write<byte>([0x10, 0x01]);
        }
        return buffer.WrittenSpan.ToArray();
    }

    private static byte[] Varint64(long value)
    {
        var bytes = new List<byte> { 0x08 };
        for (var v = (ulong)value; ; v >>= 7)
        {
            if (v < 0x80) { bytes.Add((byte)v); break; }
            bytes.Add((byte)(v | 0x80));
        }
        return [.. bytes];
    }

    private static byte[] ZigZag64(long value) => Varint64((value << 1) ^ (value >> 63));

    private static byte[] Fixed64(long value)
    {
        var bytes = new byte[9];
        bytes[0] = 0x09;
        BinaryPrimitives.WriteInt64LittleEndian(bytes.AsSpan(1), value);
        return bytes;
    }

    private static byte[] Fixed32(int value)
    {
        var bytes = new byte[5];
        bytes[0] = 0x0D;
        BinaryPrimitives.WriteInt32LittleEndian(bytes.AsSpan(1), value);
        return bytes;
    }

    private static byte[] Text(string value)
    {
        var utf8 = Encoding.UTF8.GetBytes(value);
        return [0x0A, (byte)utf8.Length, .. utf8];
    }

    // ---- crafted keys (as tests/Nano.Tests/Serialization/Collections/MapFloodingTests.cs makes them)

    /// <summary>Multiples of the bucket count a dictionary of 40,000 keys ends with, positive and negative.</summary>
    private static int[] BucketKeys()
    {
        var probe = new Dictionary<int, int>();
        for (var i = 0; i < Entries; i++)
            probe[i] = 0;
        var prime = probe.EnsureCapacity(0);
        return [.. Enumerable.Range(1, Entries / 2).SelectMany(k => new[] { k * prime, -k * prime })];
    }

    /// <summary>8-character strings sharing one non-randomized hash code (the hash .NET's dictionary starts with).</summary>
    private static string[] CollidingStrings()
    {
        const uint start = (5381 << 16) + 5381, target1 = 0x12345678, target2 = 0x9ABCDEF0;
        static uint Step(uint h, uint word) => (((h << 5) | (h >> 27)) + h) ^ word;
        static bool Surrogate(uint word) => char.IsSurrogate((char)word) || char.IsSurrogate((char)(word >> 16));
        var keys = new List<string>(Entries);
        for (uint i = 0; keys.Count < Entries; i++)
        {
            var w0 = 0x00410041u + (i & 0x3F) + ((i >> 6 & 0x3F) << 16);
            var w1 = 0x00410041u + (i >> 12 & 0x3F) + ((i >> 18 & 0x3F) << 16);
            var w2 = Step(Step(start, w0), 0) ^ target1;
            var w3 = Step(Step(start, w1), 0) ^ target2;
            if (Surrogate(w2) || Surrogate(w3))
                continue;
            keys.Add(new string([(char)w0, (char)(w0 >> 16), (char)w1, (char)(w1 >> 16), (char)w2, (char)(w2 >> 16), (char)w3, (char)(w3 >> 16)]));
        }
        return [.. keys];
    }
}
