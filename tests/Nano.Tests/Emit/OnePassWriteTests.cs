using System.Buffers;
using Nano.Emit;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Emit;

/// <summary>Writing to an IBufferWriter runs no measuring pass (inlined leaves included); the bytes must not change
/// and the checks that used to live in Measure (oneof, required, null elements) must still run.</summary>
public class OnePassWriteTests
{
    [ProtoContract]
    public sealed class Leaf
    {
        [ProtoMember(1)] public string? Name { get; set; }
        [ProtoMember(2)] public int Count { get; set; }
        [ProtoMember(3)] public byte[]? Blob { get; set; }
    }

    [ProtoContract]
    public sealed class Basket
    {
        [ProtoMember(1)] public List<Leaf> Items { get; set; } = [];
        [ProtoMember(2)] public Leaf? Single { get; set; }
        [ProtoMember(3)] public Leaf[]? Array { get; set; }
        [ProtoMember(4)] public long Total { get; set; }
    }

    [Fact]
    public void OnePassWritesTheSameBytes()
    {
        var emit = Backends.Model(SerializerBackend.Emit);
        var interpreted = Backends.Model(SerializerBackend.Interpreted);
        for (var seed = 0; seed < 200; seed++)
        {
            var basket = (Basket)new RandomObjects(seed).Create(typeof(Basket));
            var expected = interpreted.SerializeToArray(basket);
            var buffer = new ArrayBufferWriter<byte>();
            emit.Serialize(buffer, basket);
            Assert.Equal(Hex.Of(expected), Hex.Of(buffer.WrittenSpan));
            Assert.Equal(Hex.Of(expected), Hex.Of(emit.SerializeToArray(basket)));
        }
    }

    [Fact]
    public void ChecksThatLiveInWriteStillRun()
    {
        var emit = Backends.Model(SerializerBackend.Emit);
        Assert.Throws<InvalidOperationException>(() => emit.Serialize(new ArrayBufferWriter<byte>(), new Proto2Style { Name = null }));
        var withNull = new Basket { Items = [new Leaf(), null!] };
        Assert.Throws<InvalidOperationException>(() => emit.Serialize(new ArrayBufferWriter<byte>(), withNull));
        var both = new OneOfs { Text = "a", Number = 1 };
        Assert.Throws<InvalidOperationException>(() => emit.Serialize(new ArrayBufferWriter<byte>(), both));
    }
}
