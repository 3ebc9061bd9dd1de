using System.Buffers.Binary;
using System.Security.Cryptography;

namespace Nano.Serialization.Collections;

/// <summary>
/// Key comparers for the hash maps Nano creates while reading map fields from untrusted bytes (hash-flooding defence).
/// </summary>
/// <remarks>
/// <para><c>long.GetHashCode()</c> XORs the two halves, so the keys <c>(x &lt;&lt; 32) | x</c> all hash to 0; and a
/// 32-bit key's hash is the key itself, so multiples of the table's (predictable) prime size share a bucket. Either way
/// a crafted map puts every key in one chain and reading it is quadratic. These comparers hash integer keys with
/// <see cref="MapKeyHash.Mix"/>, a finalizer keyed with a random per-process seed: which keys share a bucket is then
/// unknown to the sender.</para>
/// <para>16-bit keys (short, ushort, char) take one too: multiples of the table size would otherwise make chains of up
/// to 256 keys that every repeated entry walks. Keys of 8 bits and bool keep the default comparer: with at most 256
/// distinct keys, no chain can exceed 16 in a table sized for them. String keys keep the default comparer too:
/// <see cref="Dictionary{TKey, TValue}"/> starts with a fast non-randomized string hash and switches itself to the
/// randomized one when a chain passes 100 entries (<c>MapFloodingTests</c> checks this with crafted collisions).</para>
/// </remarks>
internal static class MapKeyComparers
{
    /// <summary>The comparer for <paramref name="keyType"/> under <paramref name="hashing"/>: Nano's, or null for the
    /// default one (<see cref="MapKeyHashing.Default"/>, or a key type the default comparer is already safe for).</summary>
    public static object? For(Type keyType, MapKeyHashing hashing) => hashing == MapKeyHashing.Default ? null : For(keyType);

    /// <summary>Nano's comparer for <paramref name="keyType"/>, or null when the default one is already safe.</summary>
    public static object? For(Type keyType) =>
        keyType == typeof(short) ? IntegerKeyComparer<short>.Instance
        : keyType == typeof(ushort) ? IntegerKeyComparer<ushort>.Instance
        : keyType == typeof(char) ? IntegerKeyComparer<char>.Instance
        : keyType == typeof(int) ? IntegerKeyComparer<int>.Instance
        : keyType == typeof(uint) ? IntegerKeyComparer<uint>.Instance
        : keyType == typeof(long) ? IntegerKeyComparer<long>.Instance
        : keyType == typeof(ulong) ? IntegerKeyComparer<ulong>.Instance
        : keyType == typeof(nint) ? IntegerKeyComparer<nint>.Instance
        : keyType == typeof(nuint) ? IntegerKeyComparer<nuint>.Instance
        : null;
}

/// <summary>The comparer a map of <typeparamref name="K"/> keys read from the wire is created with (see <see cref="MapKeyComparers"/>).</summary>
internal static class MapKeyComparer<K> where K : notnull
{
    /// <summary>Nano's comparer, or null (the default comparer is already safe for <typeparamref name="K"/>).</summary>
    public static readonly IEqualityComparer<K>? Instance = (IEqualityComparer<K>?)MapKeyComparers.For(typeof(K));

    /// <summary>The comparer a dictionary of a map read under <paramref name="hashing"/> gets: <see cref="Instance"/>,
    /// or null (the default comparer) with <see cref="MapKeyHashing.Default"/>.</summary>
    public static IEqualityComparer<K>? For(MapKeyHashing hashing) => hashing == MapKeyHashing.Default ? null : Instance;

    /// <summary>A new dictionary with the comparer of <paramref name="hashing"/>.</summary>
    public static Dictionary<K, V> NewDictionary<V>(MapKeyHashing hashing) => new(For(hashing));

    /// <summary>
    /// Whether an existing member dictionary should give way to a new one with Nano's comparer: only an empty, exact
    /// <see cref="Dictionary{K, V}"/> with the default comparer (a field initializer's <c>new()</c>), and never under
    /// <see cref="MapKeyHashing.Default"/>. A dictionary the user built with a comparer of their own, or one already
    /// holding entries, is kept.
    /// </summary>
    public static bool ShouldReplace<V>(object? existing, MapKeyHashing hashing) =>
        For(hashing) is not null
        && existing is Dictionary<K, V> { Count: 0 } dictionary
        && dictionary.GetType() == typeof(Dictionary<K, V>)
        && ReferenceEquals(dictionary.Comparer, EqualityComparer<K>.Default);

    /// <summary>An immutable-dictionary builder seeded with <paramref name="existing"/>, hashing with the comparer of
    /// <paramref name="hashing"/> unless <paramref name="existing"/> has a comparer of the user's own.</summary>
    public static ImmutableDictionary<K, V>.Builder ImmutableBuilder<V>(ImmutableDictionary<K, V>? existing, MapKeyHashing hashing)
    {
        var comparer = For(hashing);
        if (existing is null)
            return ImmutableDictionary.CreateBuilder<K, V>(comparer);
        if (comparer is not null && ReferenceEquals(existing.KeyComparer, EqualityComparer<K>.Default))
            existing = existing.WithComparers(comparer, existing.ValueComparer);
        return existing.ToBuilder();
    }
}

/// <summary>
/// Hashes an integer key of any width (16 to 64 bits, signed keys sign-extended) with <see cref="MapKeyHash.Mix"/>
/// instead of the runtime's hash (the key itself, or the XOR of a 64-bit key's halves). One class for the nine key
/// types: <typeparamref name="K"/> is a value type, so the JIT compiles each instantiation on its own and keeps only
/// its own branch of <see cref="Bits"/> (no generic math: Nano.Core also targets netstandard2.1).
/// </summary>
internal sealed class IntegerKeyComparer<K> : IEqualityComparer<K> where K : struct, IEquatable<K>
{
    public static readonly IntegerKeyComparer<K> Instance = new();
    public bool Equals(K x, K y) => x.Equals(y);
    public int GetHashCode(K obj) => MapKeyHash.Mix(Bits(obj));

    private static ulong Bits(K key) =>
        typeof(K) == typeof(long) ? (ulong)Unsafe.As<K, long>(ref key)
        : typeof(K) == typeof(ulong) ? Unsafe.As<K, ulong>(ref key)
        : typeof(K) == typeof(int) ? (ulong)Unsafe.As<K, int>(ref key)
        : typeof(K) == typeof(uint) ? Unsafe.As<K, uint>(ref key)
        : typeof(K) == typeof(short) ? (ulong)Unsafe.As<K, short>(ref key)
        : typeof(K) == typeof(ushort) ? Unsafe.As<K, ushort>(ref key)
        : typeof(K) == typeof(char) ? Unsafe.As<K, char>(ref key)
        : typeof(K) == typeof(nint) ? (ulong)(long)Unsafe.As<K, nint>(ref key)
        : typeof(K) == typeof(nuint) ? (ulong)Unsafe.As<K, nuint>(ref key)
        : throw new NotSupportedException($"{typeof(K)} is not an integer key type.");
}

/// <summary>The hash of <see cref="IntegerKeyComparer{K}"/>.</summary>
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
    /// reaching every output bit), folded to its high 32 bits. It mixes all bits before <see cref="Dictionary{TKey, TValue}"/>
    /// takes the hash modulo its prime bucket count: a multiply-shift hash alone keeps an arithmetic progression of
    /// keys (the crafted multiples of that prime) an arithmetic progression, which bunches modulo the prime.
    /// </summary>
    public static int Mix(ulong key)
    {
        var x = key ^ Seed;
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EB;
        return (int)((x ^ (x >> 31)) >> 32);
    }
}
