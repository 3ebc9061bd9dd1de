extern alias pbnet;

using ProtobufNetApi.Tests.Support;
using PbnetApp;
using ProtoBuf;
using PB = pbnet::ProtoBuf;

namespace ProtobufNetApi.Tests.Api;

/// <summary>Malformed input surfaces as <see cref="ProtoBuf.ProtoException"/> (what protobuf-net users catch), with Nano's
/// own exception inside and its message unchanged.</summary>
public class ExceptionTests
{
    // Field 2 (Customer, a string) claims 10 bytes where 1 follows.
    private static readonly byte[] Truncated = [0x12, 0x0A, 0x41];

    public static TheoryData<string, Func<object?>> Calls => new()
    {
        { "stream", () => Serializer.Deserialize<Order>(new MemoryStream(Truncated)) },
        { "span", () => Serializer.Deserialize<Order>(new ReadOnlySpan<byte>(Truncated)) },
        { "memory", () => Serializer.Deserialize<Order>(new ReadOnlyMemory<byte>(Truncated)) },
        { "sequence", () => Serializer.Deserialize<Order>(new System.Buffers.ReadOnlySequence<byte>(Truncated)) },
        { "merge", () => Serializer.Merge(new MemoryStream(Truncated), new Order()) },
        { "non-generic", () => Serializer.NonGeneric.Deserialize(typeof(Order), new MemoryStream(Truncated)) },
        { "length-prefix", () => Serializer.DeserializeWithLengthPrefix<Order>(new MemoryStream([3, .. Truncated]), PrefixStyle.Base128) },
        { "items", () => Serializer.DeserializeItems<Order>(new MemoryStream([3, .. Truncated]), PrefixStyle.Base128, 0).ToList() },
        { "truncated prefix", () => Serializer.DeserializeWithLengthPrefix<Order>(new MemoryStream([9, 1]), PrefixStyle.Base128) },
    };

    [Theory]
    [MemberData(nameof(Calls))]
    public void Malformed_input_is_a_ProtoBuf_ProtoException_with_Nanos_inside(string call, Func<object?> read)
    {
        var error = Assert.Throws<ProtoException>(() => read());
        Assert.False(string.IsNullOrEmpty(error.Message), call);
        if (error.InnerException is Nano.Wire.ProtoException inner)
            Assert.Equal(inner.Message, error.Message);
        else
            Assert.Null(error.InnerException); // raised by the facade itself (a truncated item)
    }

    [Fact]
    public void Protobuf_net_refuses_the_same_input()
    {
        Assert.ThrowsAny<Exception>(() => PB.Serializer.Deserialize<Order>(new MemoryStream(Truncated)));
    }

    [Fact]
    public void The_inner_exception_says_where()
    {
        var error = Assert.Throws<ProtoException>(() => Serializer.Deserialize<Order>(new ReadOnlySpan<byte>(Truncated)));
        var inner = Assert.IsType<Nano.Wire.ProtoException>(error.InnerException);
        Assert.Equal(2, inner.FieldNumber);
        Assert.Equal(typeof(Order), inner.MessageType);
    }
}
