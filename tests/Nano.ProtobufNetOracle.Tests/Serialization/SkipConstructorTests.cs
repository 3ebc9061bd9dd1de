using Nano.ProtobufNetOracle.Tests.Support;
using ProtobufNetSamples;

namespace Nano.ProtobufNetOracle.Tests.Serialization;

/// <summary>
/// <c>SkipConstructor</c>: no constructor and no field initializer runs on read, on both backends, exactly as in
/// protobuf-net 3.4.40 (whose reading of the same bytes is the expected object).
/// </summary>
public class SkipConstructorTests
{
    public static TheoryData<string> Backends => new("emit", "interpreted");

    [Theory]
    [MemberData(nameof(Backends))]
    public void Reads_without_running_the_constructor_or_initializers(string backend)
    {
        var bytes = Libraries.ProtobufNetWrite(new Skipping { A = 4, Items = null, Text = null });
        var expected = (Skipping)Libraries.ProtobufNetRead(typeof(Skipping), bytes);
        var read = (Skipping)Libraries.NanoRead(Libraries.Nano(backend), typeof(Skipping), bytes);
        Assert.Equal(4, read.A);
        // What protobuf-net leaves: nothing the constructor or an initializer would have set.
        Assert.False(expected.Constructed);
        Assert.Equal(0, expected.Initialized);
        Assert.Null(expected.Items);
        Assert.Null(expected.Text);
        Assert.False(read.Constructed);
        Assert.Equal(0, read.Initialized);
        Assert.Null(read.Items);
        Assert.Null(read.Text);
        Equivalence.AssertEquivalent(expected, read);
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void A_nested_leaf_and_a_list_are_created_without_constructors_too(string backend)
    {
        var value = new Skipping { A = 1, Items = [5, 6], Text = "t", Leaf = new SkippingLeaf { B = 0 } };
        var bytes = Libraries.ProtobufNetWrite(value);
        Assert.Equal(bytes, Libraries.NanoWrite(Libraries.Nano(backend), value));
        var expected = (Skipping)Libraries.ProtobufNetRead(typeof(Skipping), bytes);
        var read = (Skipping)Libraries.NanoRead(Libraries.Nano(backend), typeof(Skipping), bytes);
        Assert.Equal(0, expected.Leaf!.B); // the leaf's constructor would have set 99
        Assert.Equal(0, read.Leaf!.B);
        Assert.Equal([5, 6], read.Items!);
        Equivalence.AssertEquivalent(expected, read);
        Equivalence.AssertEquivalent(expected, Libraries.ProtobufNetRead(typeof(Skipping), Libraries.NanoWrite(Libraries.Nano(backend), value)));
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void A_sub_type_is_created_without_its_constructors(string backend)
    {
        var bytes = Libraries.ProtobufNetWrite(new SkippingDerived { BaseValue = 0, DerivedValue = 0 });
        var expected = (SkippingDerived)Libraries.ProtobufNetRead(typeof(SkippingBase), bytes);
        var read = Assert.IsType<SkippingDerived>(Libraries.NanoRead(Libraries.Nano(backend), typeof(SkippingBase), bytes));
        Assert.Equal((0, 0), (expected.BaseValue, expected.DerivedValue));
        Assert.Equal((0, 0), (read.BaseValue, read.DerivedValue));
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void Nanos_own_attribute_skips_the_constructor(string backend)
    {
        var read = Libraries.Nano(backend).Deserialize<NanoSkipping>(Array.Empty<byte>());
        Assert.Equal((0, 0), (read.A, read.Initialized));
        Assert.Null(read.Items);
        var full = Libraries.Nano(backend).Deserialize<NanoSkipping>(Libraries.Nano(backend).SerializeToArray(new NanoSkipping { A = 8, Items = [2] }));
        Assert.Equal(8, full.A);
        Assert.Equal([2], full.Items!);
    }

    public class Registered
    {
        public Registered() => A = 3;

        public int A { get; set; }
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void A_registration_skips_the_constructor(string backend)
    {
        var model = Libraries.Nano(backend);
        model.Add<Registered>().Field(1, x => x.A).SkipConstructor();
        Assert.Equal(0, model.Deserialize<Registered>(Array.Empty<byte>()).A);
        var plain = Libraries.Nano(backend);
        plain.Add<Registered>().Field(1, x => x.A);
        Assert.Equal(3, plain.Deserialize<Registered>(Array.Empty<byte>()).A);
    }

    [Fact]
    public void A_get_only_collection_is_refused_because_nothing_would_create_it()
    {
        var error = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetModel(typeof(SkippingGetOnly)));
        Assert.Contains("SkippingGetOnly", error.Message);
        Assert.Contains("skips its constructor", error.Message);
        Assert.Contains("Items", error.Message);
    }
}
