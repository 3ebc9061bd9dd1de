using Nano.ProtobufNetOracle.Tests.Support;
using ProtobufNetSamples;

namespace Nano.ProtobufNetOracle.Tests.Serialization;

/// <summary>The non-generic calls protobuf-net code makes (<c>Serializer.NonGeneric</c>), on both backends.</summary>
public class NonGenericTests
{
    public static TheoryData<string> Backends => new("emit", "interpreted");

    [Theory]
    [MemberData(nameof(Backends))]
    public void Serialize_object_writes_protobuf_nets_bytes_for_the_runtime_type(string backend)
    {
        object value = new Puppy { Name = "p", Barks = 2, Sleepy = true };
        var stream = new MemoryStream();
        Libraries.Nano(backend).Serialize(stream, value);
        Assert.Equal(Convert.ToHexString(Libraries.ProtobufNetWrite(value)), Convert.ToHexString(stream.ToArray()));
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void Deserialize_by_type_reads_protobuf_nets_bytes(string backend)
    {
        var value = new Zoo { Animals = [new Dog { Barks = 1 }, new Cat { Mood = "m" }], Star = new Puppy() };
        var read = Libraries.Nano(backend).Deserialize(typeof(Zoo), new MemoryStream(Libraries.ProtobufNetWrite(value)));
        Equivalence.AssertEquivalent(value, read);
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void Deserialize_by_a_base_type_gives_the_sub_type_the_payload_holds(string backend)
    {
        var read = Libraries.Nano(backend).Deserialize(typeof(Animal), new MemoryStream(Libraries.ProtobufNetWrite(new Cat { Mood = "x" })));
        Assert.Equal("x", Assert.IsType<Cat>(read).Mood);
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void Merge_reads_into_the_instance_as_protobuf_net_does(string backend)
    {
        var bytes = Libraries.ProtobufNetWrite(new Outer { Child = new Inner { A = 5 } });
        var expected = ProtoBuf.Serializer.NonGeneric.Merge(new MemoryStream(bytes), new Outer { Next = new Outer() });
        var merged = Libraries.Nano(backend).Merge(new MemoryStream(bytes), new Outer { Next = new Outer() });
        Equivalence.AssertEquivalent(expected, merged);
        Assert.NotNull(((Outer)merged).Next);
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void A_payload_of_another_type_is_a_ProtoException(string backend)
    {
        var bytes = Libraries.ProtobufNetWrite(new Cat());
        var error = Assert.Throws<Nano.Wire.ProtoException>(() => Libraries.Nano(backend).Deserialize(typeof(Dog), new MemoryStream(bytes)));
        Assert.Contains("Cat", error.Message);
    }
}
