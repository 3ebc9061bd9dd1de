using System.Buffers.Binary;
using System.Security.Cryptography;

namespace Nano.Serialization.Collections;

/// <summary>
/// Key comparers for the hash maps Nano creates while reading map fields from untrusted bytes (hash-flooding defence).
/// </summary>
/// <remarks>
/// <para><c>long.GetHashCode()</c> XORs the two halves, so the keys <c>(x &lt;&lt; 32) | x</c> all hash to 0; and a
/// 32-bit key's hash is the key itself, so multiples of the table's (predictable) prime size share a bucket. Either way
/// a crafted map puts every key in one chain and reading it is quadratic. A <see cref="Dictionary{TKey, TValue}"/> Nano
/// creates for integer keys gets its own <see cref="AdaptiveKeyComparer{K}"/>: the default comparer's hash until the
/// keys being read pile into one bucket, then <see cref="MapKeyHash.Mix"/>, a finalizer keyed with a random per-process
/// seed, so which keys share a bucket is unknown to the sender. Hash structures that cannot be watched that way (an
/// <see cref="ImmutableDictionary{TKey, TValue}"/> builder, the boxed handler's dictionaries, filled through the
/// non-generic <c>IDictionary</c>) take a comparer in keyed mode from the start (<see cref="For(Type)"/>).</para>
/// <para>16-bit keys (short, ushort, char) are watched too: multiples of the table size would otherwise make chains of
/// up to 256 keys that every repeated entry walks. Keys of 8 bits and bool keep the default comparer: with at most 256
/// distinct keys, no chain can exceed 16 in a table sized for them. String keys keep the default comparer too:
/// <see cref="Dictionary{TKey, TValue}"/> starts with a fast non-randomized string hash and switches itself to the
/// randomized one when a chain passes 100 entries (<c>MapFloodingTests</c> checks this with crafted collisions).</para>
/// </remarks>
internal static class MapKeyComparers
{
    /// <summary>The keyed comparer for <paramref name="keyType"/> under <paramref name="hashing"/>, or null for the
    /// default one (<see cref="MapKeyHashing.Default"/>, or a key type the default comparer is already safe
    /// for).</summary>
    public static object? For(Type keyType, MapKeyHashing hashing) =>
        hashing == MapKeyHashing.Default ? null : For(keyType);

    /// <summary>Nano's comparer for <paramref name="keyType"/> in keyed mode (one per key type), or null when the
    /// default one is already safe.</summary>
    public static object? For(Type keyType) =>
        keyType == typeof(short) ? MapKeyComparer<short>.Keyed
        : keyType == typeof(ushort) ? MapKeyComparer<ushort>.Keyed
        : keyType == typeof(char) ? MapKeyComparer<char>.Keyed
        : keyType == typeof(int) ? MapKeyComparer<int>.Keyed
        : keyType == typeof(uint) ? MapKeyComparer<uint>.Keyed
        : keyType == typeof(long) ? MapKeyComparer<long>.Keyed
        : keyType == typeof(ulong) ? MapKeyComparer<ulong>.Keyed
        : keyType == typeof(nint) ? MapKeyComparer<nint>.Keyed
        : keyType == typeof(nuint) ? MapKeyComparer<nuint>.Keyed
        : null;

    /// <summary>Whether keys of <paramref name="keyType"/> take Nano's comparers (the integer types of
    /// <see cref="For(Type)"/>).</summary>
    public static bool Covers(Type keyType) =>
        keyType == typeof(short) || keyType == typeof(ushort) || keyType == typeof(char)
        || keyType == typeof(int) || keyType == typeof(uint)
        || keyType == typeof(long) || keyType == typeof(ulong) || keyType == typeof(nint) || keyType == typeof(nuint);
}

/// <summary>The comparers a map of <typeparamref name="K"/> keys read from the wire is created with (see
/// <see cref="MapKeyComparers"/>).</summary>
internal static class MapKeyComparer<K> where K : notnull
{
    /// <summary>Nano's comparer in keyed mode for good (immutable maps, the boxed handler), or null: the default
    /// comparer is already safe for <typeparamref name="K"/>.</summary>
    public static readonly IEqualityComparer<K>? Keyed =
        MapKeyComparers.Covers(typeof(K)) ? AdaptiveKeyComparer<K>.NewKeyed() : null;

    /// <summary>A comparer for one new dictionary of a map read under <paramref name="hashing"/>: a new
    /// <see cref="AdaptiveKeyComparer{K}"/> in identity mode, or null (the default comparer) with
    /// <see cref="MapKeyHashing.Default"/> or a key type it is safe for. Call <see cref="Watch"/> on the dictionary.
    /// Where a dictionary's table cannot be seen (<see cref="DictionaryTable.CanSize"/> false), the comparer is keyed
    /// from the start, as a set's is.</summary>
    public static IEqualityComparer<K>? New(MapKeyHashing hashing) =>
        hashing == MapKeyHashing.Default || Keyed is null ? null
        : DictionaryTable.CanSize ? AdaptiveKeyComparer<K>.NewIdentity() : AdaptiveKeyComparer<K>.NewKeyed();

    /// <summary>Makes <paramref name="dictionary"/> the one its adaptive comparer (from <see cref="New"/>)
    /// watches.</summary>
    public static void Watch<V>(Dictionary<K, V> dictionary)
    {
        if (dictionary.Comparer is AdaptiveKeyComparer<K> adaptive)
            adaptive.Watch(dictionary);
    }

    /// <summary>A new dictionary with the comparer of <paramref name="hashing"/> (its own adaptive one,
    /// watched).</summary>
    public static Dictionary<K, V> NewDictionary<V>(MapKeyHashing hashing)
    {
        var dictionary = new Dictionary<K, V>(New(hashing));
        Watch(dictionary);
        return dictionary;
    }

    /// <summary>
    /// Whether an existing member dictionary should give way to a new one with Nano's comparer: only an empty, exact
    /// <see cref="Dictionary{K, V}"/> with the default comparer (a field initializer's <c>new()</c>), and never under
    /// <see cref="MapKeyHashing.Default"/>. A dictionary the user built with a comparer of their own, or one already
    /// holding entries, is kept.
    /// </summary>
    public static bool ShouldReplace<V>(object? existing, MapKeyHashing hashing) =>
        hashing != MapKeyHashing.Default && Keyed is not null
        && existing is Dictionary<K, V> { Count: 0 } dictionary
        && dictionary.GetType() == typeof(Dictionary<K, V>)
        && ReferenceEquals(dictionary.Comparer, EqualityComparer<K>.Default);

    /// <summary>An immutable-dictionary builder seeded with <paramref name="existing"/>, hashing with the keyed
    /// comparer (its hash-bucket tree cannot be watched as a <see cref="Dictionary{K, V}"/> is) unless
    /// <paramref name="hashing"/> is <see cref="MapKeyHashing.Default"/> or <paramref name="existing"/> has a comparer
    /// of the user's own.</summary>
    public static ImmutableDictionary<K, V>.Builder ImmutableBuilder<V>(ImmutableDictionary<K, V>? existing,
        MapKeyHashing hashing)
    {
        var comparer = hashing == MapKeyHashing.Default ? null : Keyed;
        if (existing is null)
            return ImmutableDictionary.CreateBuilder<K, V>(comparer);
        if (comparer is not null && ReferenceEquals(existing.KeyComparer, EqualityComparer<K>.Default))
            existing = existing.WithComparers(comparer, existing.ValueComparer);
        return existing.ToBuilder();
    }
}

/// <summary>The keyed hash of <see cref="AdaptiveKeyComparer{K}"/>.</summary>
internal static class MapKeyHash
{
    // Random per process, from the OS's cryptographic source: the sender cannot know it.
    private static readonly ulong Seed = NewSeed();

    private static ulong NewSeed()
    {
        Span<byte> bytes = stackalloc byte[8];
        RandomNumberGenerator.Fill(bytes);
        return BinaryPrimitives.ReadUInt64LittleEndian(bytes);
    }

    /// <summary>
    /// The key XORed with the seed, then the SplitMix64 finalizer (two multiply and xor-shift rounds, every input bit
    /// reaching every output bit), folded to its high 32 bits. It mixes all bits before
    /// <see cref="Dictionary{TKey, TValue}"/> takes the hash modulo its prime bucket count: a multiply-shift hash alone
    /// keeps an arithmetic progression of keys (the crafted multiples of that prime) an arithmetic progression, which
    /// bunches modulo the prime.
    /// </summary>
    public static int Mix(ulong key)
    {
        var x = key ^ Seed;
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EB;
        return (int)((x ^ (x >> 31)) >> 32);
    }
}
