using System.Buffers;
using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>
/// The entry points find a type's serializer through a per-type index into the model's own slots (inlined into the
/// caller, no dictionary). Two models that map the same type differently must each keep their own serializer, in
/// whichever order they are first used and called, on both backends and in every operation.
/// </summary>
public class SerializerLookupTests
{
    /// <summary>No attributes: each model says which member goes to which field number.</summary>
    public sealed class Pair
    {
        public int A { get; set; }
        public string? B { get; set; }
    }

    private static RuntimeTypeModel ModelNumbering(SerializerBackend backend, int numberOfA, int numberOfB)
    {
        var model = Backends.Model(backend);
        model.Add<Pair>(applyAttributes: false).Field(numberOfA, p => p.A).Field(numberOfB, p => p.B);
        return model;
    }

    [Theory]
    [MemberData(nameof(Backends.All), MemberType = typeof(Backends))]
    public void EachModelKeepsItsOwnSerializerOfTheSameType(SerializerBackend backend)
    {
        var value = new Pair { A = 150, B = "hi" };
        // Field 1 varint 150, field 2 "hi" / field 3 varint 150, field 17 "hi" (a two-byte tag): hand-encoded.
        byte[] first = [0x08, 0x96, 0x01, 0x12, 0x02, 0x68, 0x69];
        byte[] second = [0x18, 0x96, 0x01, 0x8A, 0x01, 0x02, 0x68, 0x69];
        var one = ModelNumbering(backend, 1, 2);
        var two = ModelNumbering(backend, 3, 17);

        for (var round = 0; round < 3; round++) // the first round creates the serializers, the later ones find them
        {
            foreach (var (model, expected) in round % 2 == 0 ? [(one, first), (two, second)] : new[] { (two, second), (one, first) })
            {
                Assert.Equal(expected.Length, model.Measure(value));
                Assert.Equal(expected, model.SerializeToArray(value));
                var writer = new ArrayBufferWriter<byte>();
                model.Serialize(writer, value);
                Assert.Equal(expected, writer.WrittenSpan.ToArray());
                var span = new byte[16];
                Assert.Equal(expected.Length, model.Serialize(span.AsSpan(), value));
                Assert.Equal(expected, span.AsSpan()[..expected.Length].ToArray());

                var read = model.Deserialize<Pair>(expected);
                Assert.Equal((150, "hi"), (read.A, read.B));
            }
        }

        // Each model reads the other's bytes as unknown fields: nothing of them lands in A or B.
        var crossed = one.Deserialize<Pair>(second);
        Assert.Equal((0, (string?)null), (crossed.A, crossed.B));
        crossed = two.Deserialize<Pair>(first);
        Assert.Equal((0, (string?)null), (crossed.A, crossed.B));
    }

    [Theory]
    [MemberData(nameof(Backends.All), MemberType = typeof(Backends))]
    public void ANullMessageIsRefusedByEveryEntryPointNamingItsType(SerializerBackend backend)
    {
        var model = ModelNumbering(backend, 1, 2);
        Pair value = null!;
        foreach (var call in new Action[]
                 {
                     () => model.Measure(value),
                     () => model.SerializeToArray(value),
                     () => model.Serialize(new ArrayBufferWriter<byte>(), value),
                     () => model.Serialize(new byte[8].AsSpan(), value),
                     () => model.Serialize(new MemoryStream(), value),
                 })
        {
            var e = Assert.Throws<ArgumentNullException>(call);
            Assert.Equal("value", e.ParamName);
            Assert.StartsWith("Cannot serialize a null Pair.", e.Message);
        }
    }
}
