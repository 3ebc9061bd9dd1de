using Nano.Tests.Support;

namespace Nano.Tests.Serialization.Interpreted.Collections;

/// <summary>
/// The shapes of collection getter the interpreted backend calls through its entry point (CollectionGetter) or not:
/// a virtual property must reach the override, a property of a generic message class its own instantiation. Expected
/// bytes are encoded by hand; every backend this process runs must write them and read them back.
/// </summary>
public class CollectionGetterTests
{
    public static TheoryData<SerializerBackend> All => Backends.All;

    [ProtoContract]
    public class Holder
    {
        [ProtoMember(1, IsPacked = false)] public virtual List<int>? Values { get; set; }
    }

    /// <summary>Not a contract type: written as a <see cref="Holder"/>, through the overriding getter.</summary>
    public sealed class Overriding : Holder
    {
        public override List<int>? Values { get => [7, 8]; set { } }
    }

    [ProtoContract]
    public sealed class Box<T>
    {
        [ProtoMember(1)] public List<T>? Items { get; set; }
    }

    [Theory, MemberData(nameof(All))]
    public void VirtualCollectionProperty_IsReadThroughTheOverride(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        Assert.Equal("08070808", Hex.Of(model.SerializeToArray<Holder>(new Overriding())));
        Assert.Equal(4, model.Measure<Holder>(new Overriding()));
    }

    [Theory, MemberData(nameof(All))]
    public void CollectionPropertyOfAGenericMessage_OverReferenceAndValueTypes(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var strings = new Box<string> { Items = ["a", "bc"] };
        var bytes = model.SerializeToArray(strings);
        Assert.Equal("0A01610A026263", Hex.Of(bytes));
        Assert.Equal(["a", "bc"], model.Deserialize<Box<string>>(bytes).Items!);

        var ints = new Box<int> { Items = [1, 300] };
        bytes = model.SerializeToArray(ints);
        Assert.Equal("0A0301AC02", Hex.Of(bytes));
        Assert.Equal([1, 300], model.Deserialize<Box<int>>(bytes).Items!);
    }
}
