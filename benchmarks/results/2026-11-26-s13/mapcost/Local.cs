// Scratch copy of AdaptiveKeyComparer's watch with parts switchable, to find where an ordinary insert's cost goes.
using System.Runtime.CompilerServices;
using Nano.Serialization.Collections;

static class Flags
{
    public static readonly bool Recount = Environment.GetEnvironmentVariable("NO_RECOUNT") is null;
    public static readonly bool Fast = Environment.GetEnvironmentVariable("FAST") is not null;
    public static readonly bool PerInsert = Environment.GetEnvironmentVariable("NO_PERINSERT") is null;
}

sealed class LocalAdaptive<K> : IEqualityComparer<K> where K : notnull
{
    private bool _keyed;
    private object? _owner;
    private byte[]? _loads;
    private ulong _multiplier;
    private int _watched;
    public bool IsKeyed => _keyed;
    public void Watch(object d) => _owner ??= d;
    public bool Equals(K? x, K? y) => EqualityComparer<K>.Default.Equals(x!, y!);
    public int GetHashCode(K key) => _keyed ? key.GetHashCode() * 31 : EqualityComparer<K>.Default.GetHashCode(key);

    public void Added<V>(Dictionary<K, V> dictionary, K key)
    {
        if (!ReferenceEquals(_owner, dictionary))
            return;
        var buckets = dictionary.EnsureCapacity(0);
        var count = dictionary.Count;
        if (_loads is null || _loads.Length != buckets || count != _watched + 1)
        {
            if (Flags.Recount || _loads is null || _loads.Length != buckets) { if (Count(dictionary, buckets)) { _keyed = true; return; } }
        }
        else if (Flags.PerInsert && ++_loads[Bucket(key)] > 16)
        {
            _keyed = true;
            return;
        }
        _watched = count;
        if (Flags.Recount && count == buckets && DictionaryGrowth.After(buckets) is var grown and > 0 && Count(dictionary, grown))
            _keyed = true;
    }

    private bool Count<V>(Dictionary<K, V> dictionary, int buckets)
    {
        if (_loads is not null && _loads.Length == buckets) Array.Clear(_loads, 0, buckets);
        else { _loads = new byte[buckets]; _multiplier = ulong.MaxValue / (uint)buckets + 1; }
        _watched = dictionary.Count;
        if (!Flags.Recount) return false;
        if (Flags.Fast)
        {
            var loads = _loads; var m = _multiplier; var len = (uint)loads.Length;
            foreach (var key in dictionary.Keys)
            {
                var hash = (uint)EqualityComparer<K>.Default.GetHashCode(key);
                if (++loads[(int)(((((m * hash) >> 32) + 1) * len) >> 32)] > 16) return true;
            }
            return false;
        }
        foreach (var key in dictionary.Keys)
            if (++_loads[Bucket(key)] > 16) return true;
        return false;
    }

    private int Bucket(K key)
    {
        var hash = (uint)EqualityComparer<K>.Default.GetHashCode(key);
        return (int)(((((_multiplier * hash) >> 32) + 1) * (uint)_loads!.Length) >> 32);
    }
}

static class LocalInserts
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Set<K, V>(Dictionary<K, V> dictionary, K key, V value) where K : notnull
    {
        var count = dictionary.Count;
        dictionary[key] = value;
        if (typeof(K).IsValueType && count >= 15 && dictionary.Count != count
            && dictionary.Comparer is LocalAdaptive<K> { IsKeyed: false } adaptive)
            adaptive.Added(dictionary, key);
    }
}
