using System.Buffers;
using Nano.Emit;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Emit;

/// <summary>Writing to an IBufferWriter skips the measuring pass when nothing in it is needed; the bytes must not change.</summary>
public class MeasureOptionalTests
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

    private static bool Skips<T>(RuntimeTypeModel model) => ((EmitSerializer<T>)model.GetSerializer<T>()).WritesWithoutMeasure;

    [Fact]
    public void OnlyTypesWhoseWriteNeedsNothingFromMeasureSkipIt()
    {
        var model = Backends.Model(SerializerBackend.Emit);
        Assert.True(Skips<Basket>(model));      // nested leaves are inlined
        Assert.True(Skips<AllScalars>(model));
        Assert.False(Skips<Outer>(model));      // Inner has a repeated field: not a leaf, its length is cached
        Assert.False(Skips<Maps>(model));       // map entry lengths are cached
        Assert.False(Skips<OneOfs>(model));     // the oneof check runs while measuring
        Assert.False(Skips<Zoo>(model));        // hierarchy
    }

    [Fact]
    public void SkippingMeasureWritesTheSameBytes()
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
        Assert.True(Skips<Proto2Style>(emit));
        Assert.Throws<InvalidOperationException>(() => emit.Serialize(new ArrayBufferWriter<byte>(), new Proto2Style { Name = null }));
        var withNull = new Basket { Items = [new Leaf(), null!] };
        Assert.Throws<InvalidOperationException>(() => emit.Serialize(new ArrayBufferWriter<byte>(), withNull));
    }
}
