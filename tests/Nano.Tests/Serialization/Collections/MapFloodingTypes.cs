using System.Collections.Immutable;

namespace Nano.Tests.Serialization.MapKeys; // not ".Collections": that name is a test type in Nano.Tests.Serialization

/// <summary>A map from <typeparamref name="K"/> to int32, left null until read.</summary>
[ProtoContract]
public sealed class KeyedMap<K> where K : notnull
{
    [ProtoMember(1)] public Dictionary<K, int>? Map { get; set; }
}

/// <summary>A map a field initializer creates with the default comparer.</summary>
[ProtoContract]
public sealed class InitializedMap
{
    [ProtoMember(1)] public Dictionary<long, int> Map { get; set; } = new();
}

/// <summary>A get-only map the user created with a comparer of their own.</summary>
[ProtoContract]
public sealed class OwnComparerMap
{
    public static readonly IEqualityComparer<long> Comparer = new Parity();

    [ProtoMember(1)] public Dictionary<long, int> Map { get; } = new(Comparer);

    private sealed class Parity : IEqualityComparer<long>
    {
        public bool Equals(long x, long y) => x == y;
        public int GetHashCode(long obj) => (int)(obj & 1);
    }
}

/// <summary>Other shapes that make Nano create a map: an interface member, an immutable one, a constructor parameter.</summary>
[ProtoContract]
public sealed class OtherMapShapes
{
    [ProtoMember(1)] public IDictionary<long, int>? Interface { get; set; }
    [ProtoMember(2)] public ImmutableDictionary<long, int>? Immutable { get; set; }
}

/// <summary>A map built through the constructor.</summary>
[ProtoContract]
public sealed record ConstructedMap([property: ProtoMember(1)] Dictionary<long, int> Map);

/// <summary>A map whose entries the input may interleave with another field.</summary>
[ProtoContract]
public sealed class InterleavedMap
{
    [ProtoMember(1)] public Dictionary<long, int>? Map { get; set; }
    [ProtoMember(2)] public List<int> Others { get; set; } = [];
}
