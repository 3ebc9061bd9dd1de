extern alias pbnet;

using System.Buffers;
using ProtobufNetApi.Tests.Support;
using PbnetApp;
using ProtoBuf;
using PB = pbnet::ProtoBuf;

namespace ProtobufNetApi.Tests.Api;

/// <summary>Each overload group of <see cref="ProtoBuf.Serializer"/>, against protobuf-net 3.4.40's bytes.</summary>
public class SerializerOverloadTests
{
    private static readonly byte[] Expected = Oracle.ProtobufNetWrite(Order.Sample());

    [Fact]
    public void Serialize_to_a_stream_writes_protobuf_nets_bytes()
    {
        var stream = new MemoryStream();
        Serializer.Serialize(stream, Order.Sample());
        Assert.Equal(Expected, stream.ToArray());
    }

    [Fact]
    public void Serialize_to_a_buffer_writer_writes_protobuf_nets_bytes()
    {
        var writer = new ArrayBufferWriter<byte>();
        Serializer.Serialize<Order>(writer, Order.Sample());
        Assert.Equal(Expected, writer.WrittenSpan.ToArray());
    }

    [Fact]
    public void Deserialize_reads_protobuf_nets_bytes_from_every_source()
    {
        Order[] read =
        [
            Serializer.Deserialize<Order>(new MemoryStream(Expected)),
            Serializer.Deserialize<Order>(new ReadOnlySpan<byte>(Expected)),
            Serializer.Deserialize<Order>(new ReadOnlyMemory<byte>(Expected)),
            Serializer.Deserialize<Order>(Split(Expected)),
            (Order)Serializer.Deserialize(typeof(Order), new MemoryStream(Expected)),
        ];
        foreach (var order in read)
            Assert.Equal(Expected, Oracle.ProtobufNetWrite(order));
    }

    [Fact]
    public void Deserialize_with_a_length_reads_only_that_many_bytes()
    {
        var stream = new MemoryStream([.. Expected, 0xFF, 0xFF]);
        var order = Serializer.Deserialize<Order>(stream, null!, null, Expected.Length);
        Assert.Equal(Expected, Oracle.ProtobufNetWrite(order));
        Assert.Equal(Expected.Length, stream.Position);
    }

    [Fact]
    public void Merge_and_deserialize_into_a_value_merge_as_protobuf_net_does()
    {
        var update = Oracle.ProtobufNetWrite(new Order { Customer = "Bob", Lines = [new Line { Sku = "B" }] });
        var expected = PB.Serializer.Merge(new MemoryStream(update), Order.Sample());

        var merged = Serializer.Merge(new MemoryStream(update), Order.Sample());
        Assert.Equal(Oracle.ProtobufNetWrite(expected), Oracle.ProtobufNetWrite(merged));
        var intoSpan = Serializer.Deserialize(new ReadOnlySpan<byte>(update), Order.Sample());
        Assert.Equal(Oracle.ProtobufNetWrite(expected), Oracle.ProtobufNetWrite(intoSpan));
        var intoStream = Serializer.Deserialize(new MemoryStream(update), Order.Sample());
        Assert.Equal(Oracle.ProtobufNetWrite(expected), Oracle.ProtobufNetWrite(intoStream));
    }

    [Fact]
    public void DeepClone_copies_as_protobuf_net_does()
    {
        var original = Order.Sample();
        var clone = Serializer.DeepClone(original);
        Assert.NotSame(original, clone);
        Assert.NotSame(original.Lines, clone.Lines);
        Assert.Equal(Expected, Oracle.ProtobufNetWrite(clone));
        Assert.Null(clone.NotSent); // ignored members are not copied, as in protobuf-net
        Assert.Null(PB.Serializer.DeepClone(original).NotSent);
    }

    [Fact]
    public void ChangeType_reads_the_bytes_as_another_contract()
    {
        var line = new Line { Sku = "A-1", Quantity = 5 };
        var expected = PB.Serializer.ChangeType<Line, SkuOnly>(line);
        var changed = Serializer.ChangeType<Line, SkuOnly>(line);
        Assert.Equal("A-1", expected.Sku);
        Assert.Equal(expected.Sku, changed.Sku);
    }

    [Fact]
    public void PrepareSerializer_builds_the_model_and_GetProto_exports_it()
    {
        Serializer.PrepareSerializer<Order>();
        Assert.True(RuntimeTypeModelDefaultKnows(typeof(Order)));
        var proto = Serializer.GetProto<Order>();
        Assert.Contains("message OrderMessage", proto); // [ProtoContract(Name = ...)], as protobuf-net names it
        Assert.Contains("message OrderMessage", PB.Serializer.GetProto<Order>());
        Assert.Equal(proto, Serializer.GetProto<Order>(ProtoBuf.Meta.ProtoSyntax.Proto3));
    }

    private static bool RuntimeTypeModelDefaultKnows(Type type) => ProtoBuf.Meta.RuntimeTypeModel.Default.IsDefined(type);

    /// <summary>A sequence of several segments, so that a read crosses segment boundaries.</summary>
    private static ReadOnlySequence<byte> Split(byte[] bytes)
    {
        var first = new Segment(bytes.AsMemory(0, bytes.Length / 2));
        var last = first.Append(bytes.AsMemory(bytes.Length / 2));
        return new ReadOnlySequence<byte>(first, 0, last, last.Memory.Length);
    }

    private sealed class Segment : ReadOnlySequenceSegment<byte>
    {
        public Segment(ReadOnlyMemory<byte> memory) => Memory = memory;

        public Segment Append(ReadOnlyMemory<byte> memory)
        {
            var next = new Segment(memory) { RunningIndex = RunningIndex + Memory.Length };
            Next = next;
            return next;
        }
    }
}
