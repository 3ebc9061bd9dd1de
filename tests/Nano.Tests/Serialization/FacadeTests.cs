using System.Buffers;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using Nano.Wire;

namespace Nano.Tests.Serialization;

public class FacadeTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    private static Outer Sample() => new() { Child = new Inner { A = 1, B = new string('b', 300), C = [1, 2, 3] }, Children = [new Inner { A = 2 }] };

    [Theory, MemberData(nameof(Backend))]
    public void EveryInputAndOutputAgrees(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var value = Sample();
        var expected = model.SerializeToArray(value);

        var buffer = new ArrayBufferWriter<byte>();
        model.Serialize(buffer, value);
        Assert.Equal(expected, buffer.WrittenSpan.ToArray());

        var span = new byte[expected.Length + 10];
        Assert.Equal(expected.Length, model.Serialize(span.AsSpan(), value));
        Assert.Equal(expected, span.AsSpan()[..expected.Length].ToArray());

        using var stream = new MemoryStream();
        model.Serialize(stream, value);
        Assert.Equal(expected, stream.ToArray());

        Equivalence.AssertEqual(value, model.Deserialize<Outer>(expected.AsSpan()));
        Equivalence.AssertEqual(value, model.Deserialize<Outer>(expected));
        Equivalence.AssertEqual(value, model.Deserialize<Outer>(new ReadOnlyMemory<byte>(expected)));
        Equivalence.AssertEqual(value, model.Deserialize<Outer>(Segments.Split(expected, 7)));
        Equivalence.AssertEqual(value, model.Deserialize<Outer>(new MemoryStream(expected)));
        Equivalence.AssertEqual(value, model.Deserialize<Outer>(new NonSeekableStream(expected)));
        Equivalence.AssertEqual(value, model.DeepClone(value));
    }

    [Theory, MemberData(nameof(Backend))]
    public void SpanTooSmallIsAnArgumentException(SerializerBackend b)
    {
        var destination = new byte[3];
        Assert.Throws<ArgumentException>(() => Backends.Model(b).Serialize(destination.AsSpan(), Sample()));
    }

    [Theory, MemberData(nameof(Backend))]
    public void NullValueIsRejected(SerializerBackend b) =>
        Assert.Throws<ArgumentNullException>(() => Backends.Model(b).SerializeToArray<Outer>(null!));

    [Theory, MemberData(nameof(Backend))]
    public void LengthPrefixedStreamsAreReadLazily(SerializerBackend b)
    {
        var model = Backends.Model(b);
        using var stream = new MemoryStream();
        for (var i = 0; i < 3; i++)
            model.SerializeWithLengthPrefix(stream, new Inner { A = i });
        model.SerializeWithLengthPrefix(stream, new Inner());
        stream.Position = 0;
        using var items = model.DeserializeItems<Inner>(stream).GetEnumerator();
        Assert.True(items.MoveNext());
        Assert.Equal(0, items.Current.A);
        Assert.True(stream.Position < stream.Length, "the rest of the stream has not been read yet");
        var rest = new List<int>();
        while (items.MoveNext())
            rest.Add(items.Current.A);
        Assert.Equal([1, 2, 0], rest);
    }

    [Fact]
    public void LengthPrefixClaimingMoreThanTheStreamHoldsIsTruncation()
    {
        var stream = new MemoryStream(Hex.Bytes("FF FF FF FF 07 01 02"));
        var e = Assert.Throws<ProtoException>(() => RuntimeTypeModel.Create().DeserializeItems<Inner>(stream).ToList());
        Assert.Contains("Truncated", e.Message);
    }

    [Fact]
    public void StaticSerializerUsesTheDefaultModel()
    {
        var bytes = Serializer.SerializeToArray(new Inner { A = 150 });
        Assert.Equal(Hex.Bytes("08 96 01"), bytes);
        Assert.Equal(150, Serializer.Deserialize<Inner>(bytes).A);
        Assert.Equal(3, Serializer.Measure(new Inner { A = 150 }));
    }

    [Fact]
    public void AliasingIsOptIn()
    {
        var model = RuntimeTypeModel.Create();
        var bytes = model.SerializeToArray(new AllScalars { Memory = new byte[] { 1, 2, 3 } });
        var copy = model.Deserialize<AllScalars>(bytes);
        bytes[^1] = 99;
        Assert.Equal(3, copy.Memory.Span[^1]);

        var aliasing = RuntimeTypeModel.Create();
        aliasing.AliasInputMemory = true;
        var view = aliasing.Deserialize<AllScalars>(bytes);
        bytes[^1] = 42;
        Assert.Equal(42, view.Memory.Span[^1]);
    }
}
