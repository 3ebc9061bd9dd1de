using System.Buffers;
using System.Buffers.Binary;
using System.Text;
using Nano.Serialization.Collections;
using Nano.Tests.Support;
using static Nano.Tests.Support.MapKeySets;

namespace Nano.Benchmarks.Infrastructure.HashFlooding;

/// <summary>What a hash-flooding cell reads: crafted keys, or ordinary keys into Nano's dictionary or into one with the
/// plain default comparer.</summary>
public enum Variant
{
    /// <summary>40,000 keys that share one hash code (64-bit keys <c>(x &lt;&lt; 32) | x</c>) or one bucket (32-bit multiples
    /// of the final table's prime) under .NET's default comparer, read by Nano: its adaptive comparer switches to keyed mode.</summary>
    Crafted,

    /// <summary>40,000 ordinary keys, read by Nano (its adaptive comparer, which stays in identity mode).</summary>
    Ordinary,

    /// <summary>The ordinary keys' bytes read into a dictionary the user built with the default comparer.</summary>
    Default,

    /// <summary>40,000 distinct uniformly random keys (fixed seed), read by Nano: keys the default comparer's identity hash
    /// does not spread better than a random hash does. Integer keys only (<see cref="HashFloodingCases.HasRandom"/>).</summary>
    Random,

    /// <summary>The random keys' bytes read into a dictionary the user built with the default comparer.</summary>
    RandomDefault,
}

/// <summary>
/// The maps of the hash-flooding harness, one per protobuf key type: the wire input of each variant, and the validation
/// that must pass before anything is timed (the entry count, every value, that the crafted keys form one chain under
/// the default comparer, which comparer the dictionary ends with, and that an emit row is served by emit).
/// </summary>
public static class HashFloodingCases
{
    /// <summary>Entries per map.</summary>
    public const int Entries = MapKeySets.Entries;

    /// <summary>The protobuf key types, in report order.</summary>
    public static readonly string[] Keys =
        ["int64", "sint64", "sfixed64", "uint64", "fixed64", "int32", "sint32", "sfixed32", "uint32", "fixed32", "bool", "string"];

    /// <summary>Whether <paramref name="key"/> has the <see cref="Variant.Random"/> and <see cref="Variant.RandomDefault"/>
    /// cells: one key type per .NET key type Nano hashes (long, ulong, int, uint; the other encodings hash the same
    /// values), which keeps a whole run under 8 minutes.</summary>
    public static bool HasRandom(string key) => key is "int64" or "uint64" or "int32" or "uint32";

    /// <summary>Validates the cell and returns its read (the entry count of the map read).</summary>
    /// <exception cref="InvalidOperationException">The cell's input or result is not what the measurement assumes.</exception>
    public static Func<int> Prepare(string key, Variant variant, RuntimeTypeModel model) => CaseOf(key).Prepare(model, variant);

    private static ICase CaseOf(string name)
    {
        switch (name)
        {
            case "int64": return new Case<long, Map<long>, DefaultMap<long>>(FoldingKeys, Spread64, Varint64, RandomKeys64);
            case "sint64": return new Case<long, ZigZagMap<long>, DefaultZigZagMap<long>>(FoldingKeys, Spread64, ZigZag64);
            case "sfixed64": return new Case<long, FixedMap<long>, DefaultFixedMap<long>>(FoldingKeys, Spread64, Fixed64);
            case "uint64": return new Case<ulong, Map<ulong>, DefaultMap<ulong>>(() => Unsigned(FoldingKeys()), () => Unsigned(Spread64()), k => Varint64((long)k), () => Unsigned(RandomKeys64()));
            case "fixed64": return new Case<ulong, FixedMap<ulong>, DefaultFixedMap<ulong>>(() => Unsigned(FoldingKeys()), () => Unsigned(Spread64()), k => Fixed64((long)k));
            case "int32": return new Case<int, Map<int>, DefaultMap<int>>(ReadBucketKeys, OrdinaryKeys, k => Varint64(k), RandomKeys32);
            case "sint32": return new Case<int, ZigZagMap<int>, DefaultZigZagMap<int>>(ReadBucketKeys, OrdinaryKeys, k => ZigZag64(k));
            case "sfixed32": return new Case<int, FixedMap<int>, DefaultFixedMap<int>>(ReadBucketKeys, OrdinaryKeys, Fixed32);
            case "uint32": return new Case<uint, Map<uint>, DefaultMap<uint>>(() => Unsigned(ReadBucketKeys()), () => Unsigned(OrdinaryKeys()), k => Varint64(k), () => Unsigned(RandomKeys32()));
            case "fixed32": return new Case<uint, FixedMap<uint>, DefaultFixedMap<uint>>(() => Unsigned(ReadBucketKeys()), () => Unsigned(OrdinaryKeys()), k => Fixed32((int)k));
            // bool: two keys at most, so no chain can be long; the crafted map repeats one key.
            case "bool": return new Case<bool, Map<bool>, DefaultMap<bool>>(() => [.. Enumerable.Repeat(true, Entries)], () => [.. Enumerable.Range(0, Entries).Select(i => i % 2 == 0)], k => Varint64(k ? 1 : 0), collide: false);
            case "string": return new Case<string, Map<string>, DefaultMap<string>>(CollidingStrings, () => [.. Enumerable.Range(0, Entries).Select(i => $"key{i:D5}")], Text);
            default: throw new ArgumentException($"unknown key type '{name}' (one of {string.Join(", ", Keys)})");
        }
    }

    // The key sets (crafted, ordinary k * 7919, random) are tests/Nano.Tests/Support/MapKeySets.cs, linked.

    private static long[] Spread64() => [.. OrdinaryKeys().Select(k => (long)k)];

    private static ulong[] Unsigned(long[] keys) => [.. keys.Select(k => (ulong)k)];

    private static uint[] Unsigned(int[] keys) => [.. keys.Select(k => (uint)k)];

    // ---- cases

    private interface ICase
    {
        Func<int> Prepare(RuntimeTypeModel model, Variant variant);
    }

    private interface IMap<K> where K : notnull
    {
        Dictionary<K, int>? Value { get; }
    }

    private sealed class Case<K, TMap, TDefault>(Func<K[]> crafted, Func<K[]> ordinary, Func<K, byte[]> key, Func<K[]>? random = null, bool collide = true) : ICase
        where K : notnull where TMap : IMap<K> where TDefault : IMap<K>
    {
        public Func<int> Prepare(RuntimeTypeModel model, Variant variant)
        {
            var keys = variant switch
            {
                Variant.Crafted => crafted(),
                Variant.Ordinary or Variant.Default => ordinary(),
                _ => random?.Invoke() ?? throw new ArgumentException($"{typeof(K).Name} keys have no {variant} cell"),
            };
            var bytes = Encode(keys, key);
            var distinct = keys.Distinct().Count();
            if (variant == Variant.Crafted && collide && Longest(keys) is var longest && longest < distinct / 2)
                throw new InvalidOperationException($"the crafted keys do not collide under the default comparer (longest chain {longest} of {distinct})");
            var withDefault = variant is Variant.Default or Variant.RandomDefault;
            var type = withDefault ? typeof(TDefault) : typeof(TMap);
            if (model.Backend == SerializerBackend.Emit && NanoBackends.OriginOf(model, type) != "emit")
                throw new InvalidOperationException($"{type.Name} is served by the interpreted backend on the emit model");
            Func<Dictionary<K, int>?> read = withDefault
                ? () => model.Deserialize<TDefault>(bytes).Value
                : () => model.Deserialize<TMap>(bytes).Value;
            // Nano keeps the default comparer for string and bool keys (docs/hostile-input.md); every other key type
            // read into a dictionary Nano creates takes Nano's adaptive comparer, which a crafted map switches to keyed
            // mode and an ordinary or random one leaves in identity mode.
            var expected = withDefault || typeof(K) == typeof(string) || typeof(K) == typeof(bool) ? "default"
                : variant == Variant.Crafted ? "keyed"
                : "identity";
            Check(read(), distinct, expected);
            return () => read()!.Count;
        }

        private static void Check(Dictionary<K, int>? map, int count, string comparer)
        {
            if (map is null || map.Count != count)
                throw new InvalidOperationException($"read {map?.Count} entries, expected {count}");
            if (map.Values.Any(v => v != 1))
                throw new InvalidOperationException("a value is not 1");
            var actual = map.Comparer switch
            {
                AdaptiveKeyComparer<K> { IsKeyed: true } => "keyed",
                AdaptiveKeyComparer<K> => "identity",
                var c when ReferenceEquals(c, EqualityComparer<K>.Default) => "default",
                var c => c.GetType().Name,
            };
            if (actual != comparer)
                throw new InvalidOperationException($"the dictionary's comparer is {actual}, expected {comparer}");
        }

        /// <summary>The longest chain the keys form under the default comparer in the table the dictionary of Nano's read
        /// of them ends with (<see cref="MapKeySets.ReadBuckets"/>: its sizing depends on the count of entries and of
        /// distinct keys, not on the key type; string: the non-randomized hash .NET's dictionary starts with).</summary>
        private static int Longest(K[] keys)
        {
            var buckets = (uint)ReadBuckets(Enumerable.Range(0, keys.Distinct().Count()));
            Func<K, int> hash = typeof(K) == typeof(string)
                ? k => NonRandomizedHash((string)(object)k) ?? throw new InvalidOperationException("this runtime has no String.GetNonRandomizedHashCode")
                : k => EqualityComparer<K>.Default.GetHashCode(k);
            return keys.Distinct().GroupBy(k => (uint)hash(k) % buckets).Max(g => g.Count());
        }
    }

    // ---- the contracts: Nano's comparer (a settable member), and the default comparer (a get-only member over a field
    // the user built: Nano adds to it and cannot replace it; a get-only auto-property was seen to end with Nano's
    // comparer, through its backing field)

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
}
