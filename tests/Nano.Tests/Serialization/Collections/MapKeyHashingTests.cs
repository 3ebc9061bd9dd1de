using System.Collections.Immutable;
using Nano.Serialization.Collections;
using Nano.Tests.Support;

namespace Nano.Tests.Serialization.MapKeys; // not ".Collections": that name is a test type in Nano.Tests.Serialization

/// <summary>
/// <see cref="RuntimeTypeModel.MapKeyHashing"/>: with <see cref="MapKeyHashing.Default"/>, every dictionary a read
/// creates has .NET's default comparer; with the default setting, Nano's. Each model keeps its own, on both backends.
/// </summary>
public class MapKeyHashingTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    private static readonly byte[] TwoEntries = Hex.Bytes("0A 04 08 01 10 01  0A 04 08 02 10 02");

    private static RuntimeTypeModel Model(SerializerBackend backend, MapKeyHashing hashing)
    {
        var model = Backends.Model(backend);
        model.MapKeyHashing = hashing;
        return model;
    }

    [Fact]
    public void CollisionResistantIsTheDefault() =>
        Assert.Equal(MapKeyHashing.CollisionResistant, RuntimeTypeModel.Create().MapKeyHashing);

    [Theory, MemberData(nameof(Backend))]
    public void WithDefaultHashingEveryCreatedDictionaryHasTheDefaultComparer(SerializerBackend backend)
    {
        var model = Model(backend, MapKeyHashing.Default);
        var read = model.Deserialize<KeyedMap<long>>(TwoEntries).Map!;
        Assert.Same(EqualityComparer<long>.Default, read.Comparer);
        Assert.Equal([1L, 2L], read.Keys.Order());
        Assert.Same(EqualityComparer<int>.Default, model.Deserialize<KeyedMap<int>>(TwoEntries).Map!.Comparer);
        Assert.Same(EqualityComparer<ushort>.Default, model.Deserialize<KeyedMap<ushort>>(TwoEntries).Map!.Comparer);

        // The field initializer's dictionary is kept (nothing to replace it for), filled.
        var target = new InitializedMap();
        var initial = target.Map;
        model.Merge<InitializedMap>(TwoEntries, target);
        Assert.Same(initial, target.Map);
        Assert.Equal(2, target.Map.Count);

        Assert.Same(EqualityComparer<long>.Default, model.Deserialize<ConstructedMap>(TwoEntries).Map.Comparer);
        var other = model.Deserialize<OtherMapShapes>(Hex.Bytes("0A 04 08 01 10 01  12 04 08 02 10 02"));
        Assert.Same(EqualityComparer<long>.Default, Assert.IsType<Dictionary<long, int>>(other.Interface).Comparer);
        Assert.Same(EqualityComparer<long>.Default, other.Immutable!.KeyComparer);
        Assert.Equal(2, other.Immutable[2]);
    }

    [Theory, MemberData(nameof(Backend))]
    public void WithCollisionResistantHashingCreatedDictionariesHaveNanosComparer(SerializerBackend backend)
    {
        var model = Model(backend, MapKeyHashing.CollisionResistant);
        Assert.IsType<AdaptiveKeyComparer<long>>(model.Deserialize<KeyedMap<long>>(TwoEntries).Map!.Comparer);
        Assert.NotSame(EqualityComparer<long>.Default, MapKeyComparer<long>.Keyed);
        var target = new InitializedMap();
        model.Merge<InitializedMap>(TwoEntries, target);
        Assert.IsType<AdaptiveKeyComparer<long>>(target.Map.Comparer); // the empty default one gave way
    }

    [Theory, MemberData(nameof(Backend))]
    public void AnImmutableMapMergedUnderDefaultHashingKeepsTheDefaultComparer(SerializerBackend backend)
    {
        var model = Model(backend, MapKeyHashing.Default);
        var target = new OtherMapShapes { Immutable = ImmutableDictionary<long, int>.Empty.Add(7, 7) };
        model.Merge<OtherMapShapes>(Hex.Bytes("12 04 08 02 10 02"), target);
        Assert.Same(EqualityComparer<long>.Default, target.Immutable!.KeyComparer);
        Assert.Equal([2L, 7L], target.Immutable.Keys.Order());
    }

    [Theory, MemberData(nameof(Backend))]
    public void ModelsDifferingOnlyInTheSettingKeepTheirOwnBehaviour(SerializerBackend backend)
    {
        // Interleaved, so that a second model finds the first one's compiled code (emit) if it were shared.
        var resistant = Model(backend, MapKeyHashing.CollisionResistant);
        var trusted = Model(backend, MapKeyHashing.Default);
        var resistant2 = Model(backend, MapKeyHashing.CollisionResistant);
        Assert.IsType<AdaptiveKeyComparer<long>>(resistant.Deserialize<KeyedMap<long>>(TwoEntries).Map!.Comparer);
        Assert.Same(EqualityComparer<long>.Default, trusted.Deserialize<KeyedMap<long>>(TwoEntries).Map!.Comparer);
        Assert.IsType<AdaptiveKeyComparer<long>>(resistant2.Deserialize<KeyedMap<long>>(TwoEntries).Map!.Comparer);
        Assert.Same(EqualityComparer<long>.Default, trusted.Deserialize<OtherMapShapes>(Hex.Bytes("12 04 08 02 10 02")).Immutable!.KeyComparer);
        Assert.Same(MapKeyComparer<long>.Keyed, resistant.Deserialize<OtherMapShapes>(Hex.Bytes("12 04 08 02 10 02")).Immutable!.KeyComparer);
        // Writing does not depend on the setting.
        var map = new KeyedMap<long> { Map = new() { [1] = 1, [2] = 2 } };
        Assert.Equal(resistant.SerializeToArray(map), trusted.SerializeToArray(map));
    }

    [Theory, MemberData(nameof(Backend))]
    public void TheSettingIsFixedOnceTheModelDescribesAType(SerializerBackend backend)
    {
        var described = Backends.Model(backend);
        described.GetModel(typeof(KeyedMap<long>));
        var e = Assert.Throws<InvalidOperationException>(() => described.MapKeyHashing = MapKeyHashing.Default);
        Assert.Equal("MapKeyHashing must be set before the model describes its first type (a serializer, GetModel or a schema).", e.Message);
        Assert.Equal(MapKeyHashing.CollisionResistant, described.MapKeyHashing);

        var reading = Model(backend, MapKeyHashing.Default);
        reading.Deserialize<KeyedMap<long>>(TwoEntries);
        e = Assert.Throws<InvalidOperationException>(() => reading.MapKeyHashing = MapKeyHashing.CollisionResistant);
        Assert.Equal("MapKeyHashing must be set before the model is frozen or creates its first serializer.", e.Message);

        var frozen = Backends.Model(backend);
        frozen.Freeze();
        Assert.Throws<InvalidOperationException>(() => frozen.MapKeyHashing = MapKeyHashing.Default);
        Assert.Throws<ArgumentOutOfRangeException>(() => Backends.Model(backend).MapKeyHashing = (MapKeyHashing)7);
    }
}
