using System.Collections.Immutable;

namespace Nano.Serialization.Collections;

/// <summary>
/// Key comparers for the hash maps Nano creates while reading map fields from untrusted bytes (hash-flooding defence).
/// </summary>
/// <remarks>
/// <para><c>long.GetHashCode()</c> XORs the two halves, so the keys <c>(x &lt;&lt; 32) | x</c> all hash to 0; and a
/// 32-bit key's hash is the key itself, so multiples of the table's (predictable) prime size share a bucket. Either way
/// a crafted map puts every key in one chain and reading it is quadratic. These comparers hash 32- and 64-bit keys
/// with <see cref="HashCode"/>, which is xxHash32 keyed with a random per-process seed: which keys share a bucket is
/// then unknown to the sender.</para>
/// <para>16-bit keys (short, ushort, char) take one too: multiples of the table size would otherwise make chains of up
/// to 256 keys that every repeated entry walks. Keys of 8 bits and bool keep the default comparer: with at most 256
/// distinct keys, no chain can exceed 16 in a table sized for them. String keys keep the default comparer too:
/// <see cref="Dictionary{TKey, TValue}"/> starts with a fast non-randomized string hash and switches itself to the
/// randomized one when a chain passes 100 entries (<c>MapFloodingTests</c> checks this with crafted collisions).</para>
/// </remarks>
internal static class MapKeyComparers
{
    /// <summary>Nano's comparer for <paramref name="keyType"/>, or null when the default one is already safe.</summary>
    public static object? For(Type keyType) =>
        keyType == typeof(short) ? Int16KeyComparer.Instance
        : keyType == typeof(ushort) ? UInt16KeyComparer.Instance
        : keyType == typeof(char) ? CharKeyComparer.Instance
        : keyType == typeof(int) ? Int32KeyComparer.Instance
        : keyType == typeof(uint) ? UInt32KeyComparer.Instance
        : keyType == typeof(long) ? Int64KeyComparer.Instance
        : keyType == typeof(ulong) ? UInt64KeyComparer.Instance
        : keyType == typeof(nint) ? IntPtrKeyComparer.Instance
        : keyType == typeof(nuint) ? UIntPtrKeyComparer.Instance
        : null;
}

/// <summary>The comparer a map of <typeparamref name="K"/> keys read from the wire is created with (see <see cref="MapKeyComparers"/>).</summary>
internal static class MapKeyComparer<K> where K : notnull
{
    /// <summary>Nano's comparer, or null (the default comparer is already safe for <typeparamref name="K"/>).</summary>
    public static readonly IEqualityComparer<K>? Instance = (IEqualityComparer<K>?)MapKeyComparers.For(typeof(K));

    /// <summary>A new dictionary with Nano's comparer.</summary>
    public static Dictionary<K, V> NewDictionary<V>() => new(Instance);

    /// <summary>
    /// Whether an existing member dictionary should give way to a new one with Nano's comparer: only an empty, exact
    /// <see cref="Dictionary{K, V}"/> with the default comparer (a field initializer's <c>new()</c>). A dictionary
    /// the user built with a comparer of their own, or one already holding entries, is kept.
    /// </summary>
    public static bool ShouldReplace<V>(object? existing) =>
        Instance is not null
        && existing is Dictionary<K, V> { Count: 0 } dictionary
        && dictionary.GetType() == typeof(Dictionary<K, V>)
        && ReferenceEquals(dictionary.Comparer, EqualityComparer<K>.Default);

    /// <summary>An immutable-dictionary builder seeded with <paramref name="existing"/>, hashing with Nano's comparer
    /// unless <paramref name="existing"/> has a comparer of the user's own.</summary>
    public static ImmutableDictionary<K, V>.Builder ImmutableBuilder<V>(ImmutableDictionary<K, V>? existing)
    {
        if (existing is null)
            return ImmutableDictionary.CreateBuilder<K, V>(Instance);
        if (Instance is not null && ReferenceEquals(existing.KeyComparer, EqualityComparer<K>.Default))
            existing = existing.WithComparers(Instance, existing.ValueComparer);
        return existing.ToBuilder();
    }
}

/// <summary>Hashes a <see cref="short"/> key with the per-process random seed of <see cref="HashCode"/>.</summary>
internal sealed class Int16KeyComparer : IEqualityComparer<short>
{
    public static readonly Int16KeyComparer Instance = new();
    public bool Equals(short x, short y) => x == y;
    public int GetHashCode(short obj) => HashCode.Combine((int)obj);
}

/// <summary>Hashes a <see cref="ushort"/> key with the per-process random seed of <see cref="HashCode"/>.</summary>
internal sealed class UInt16KeyComparer : IEqualityComparer<ushort>
{
    public static readonly UInt16KeyComparer Instance = new();
    public bool Equals(ushort x, ushort y) => x == y;
    public int GetHashCode(ushort obj) => HashCode.Combine((int)obj);
}

/// <summary>Hashes a <see cref="char"/> key with the per-process random seed of <see cref="HashCode"/>.</summary>
internal sealed class CharKeyComparer : IEqualityComparer<char>
{
    public static readonly CharKeyComparer Instance = new();
    public bool Equals(char x, char y) => x == y;
    public int GetHashCode(char obj) => HashCode.Combine((int)obj);
}

/// <summary>Hashes an <see cref="int"/> key with the per-process random seed of <see cref="HashCode"/>.</summary>
internal sealed class Int32KeyComparer : IEqualityComparer<int>
{
    public static readonly Int32KeyComparer Instance = new();
    public bool Equals(int x, int y) => x == y;
    public int GetHashCode(int obj) => HashCode.Combine(obj);
}

/// <summary>Hashes a <see cref="uint"/> key with the per-process random seed of <see cref="HashCode"/>.</summary>
internal sealed class UInt32KeyComparer : IEqualityComparer<uint>
{
    public static readonly UInt32KeyComparer Instance = new();
    public bool Equals(uint x, uint y) => x == y;
    public int GetHashCode(uint obj) => HashCode.Combine((int)obj);
}

/// <summary>Hashes both halves of a <see cref="long"/> key with the per-process random seed of <see cref="HashCode"/>
/// (instead of XOR-folding them, which maps every <c>(x &lt;&lt; 32) | x</c> to 0).</summary>
internal sealed class Int64KeyComparer : IEqualityComparer<long>
{
    public static readonly Int64KeyComparer Instance = new();
    public bool Equals(long x, long y) => x == y;
    public int GetHashCode(long obj) => HashCode.Combine((int)obj, (int)(obj >> 32));
}

/// <summary>Hashes both halves of a <see cref="ulong"/> key with the per-process random seed of <see cref="HashCode"/>.</summary>
internal sealed class UInt64KeyComparer : IEqualityComparer<ulong>
{
    public static readonly UInt64KeyComparer Instance = new();
    public bool Equals(ulong x, ulong y) => x == y;
    public int GetHashCode(ulong obj) => HashCode.Combine((int)obj, (int)(obj >> 32));
}

/// <summary>Hashes an <see cref="nint"/> key as a 64-bit one.</summary>
internal sealed class IntPtrKeyComparer : IEqualityComparer<nint>
{
    public static readonly IntPtrKeyComparer Instance = new();
    public bool Equals(nint x, nint y) => x == y;
    public int GetHashCode(nint obj) => Int64KeyComparer.Instance.GetHashCode(obj);
}

/// <summary>Hashes an <see cref="nuint"/> key as a 64-bit one.</summary>
internal sealed class UIntPtrKeyComparer : IEqualityComparer<nuint>
{
    public static readonly UIntPtrKeyComparer Instance = new();
    public bool Equals(nuint x, nuint y) => x == y;
    public int GetHashCode(nuint obj) => UInt64KeyComparer.Instance.GetHashCode(obj);
}
