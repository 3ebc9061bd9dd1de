using ProtobufNetApi.Tests.Support;
using PbnetApp;
using ProtoBuf;

namespace ProtobufNetApi.Tests.Api;

/// <summary><see cref="Serializer.NonGeneric"/> and the non-generic <see cref="ProtoBuf.Meta.TypeModel"/> calls.</summary>
public class NonGenericTests
{
    private static readonly byte[] Expected = Oracle.ProtobufNetWrite(Order.Sample());

    [Fact]
    public void Serialize_and_Deserialize_by_runtime_type()
    {
        var stream = new MemoryStream();
        Serializer.NonGeneric.Serialize(stream, Order.Sample());
        Assert.Equal(Expected, stream.ToArray());
        var read = Serializer.NonGeneric.Deserialize(typeof(Order), new MemoryStream(Expected));
        Assert.Equal(Expected, Oracle.ProtobufNetWrite((Order)read));
    }

    [Fact]
    public void Merge_and_DeepClone_by_runtime_type()
    {
        var target = new Order { Id = 1, Seven = 1 };
        var merged = Serializer.NonGeneric.Merge(new MemoryStream(Oracle.ProtobufNetWrite(new Order { Customer = "m" })), target);
        Assert.Same(target, merged);
        Assert.Equal(("m", 1, 1), (target.Customer, target.Id, target.Seven));

        var clone = Serializer.NonGeneric.DeepClone(Order.Sample());
        Assert.Equal(Expected, Oracle.ProtobufNetWrite((Order)clone!));
        Assert.Null(Serializer.NonGeneric.DeepClone(null));
    }

    [Fact]
    public void CanSerialize_and_PrepareSerializer()
    {
        Assert.True(Serializer.NonGeneric.CanSerialize(typeof(Order)));
        Assert.False(Serializer.NonGeneric.CanSerialize(typeof(NonGenericTests)));
        Serializer.NonGeneric.PrepareSerializer(typeof(Drawing));
        Assert.True(ProtoBuf.Meta.RuntimeTypeModel.Default.IsDefined(typeof(Drawing)));
    }

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void TypeModel_reads_spans_memory_and_sequences_by_type(string backend)
    {
        var model = Oracle.Model(backend);
        object[] read =
        [
            model.Deserialize(typeof(Order), new ReadOnlySpan<byte>(Expected)),
            model.Deserialize(typeof(Order), new ReadOnlyMemory<byte>(Expected)),
            model.Deserialize(typeof(Order), new System.Buffers.ReadOnlySequence<byte>(Expected)),
            model.Deserialize(new MemoryStream(Expected), null, typeof(Order)),
        ];
        foreach (var order in read)
            Assert.Equal(Expected, Oracle.ProtobufNetWrite((Order)order));
    }
}
