using System.Buffers;
using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>
/// A null element in a repeated string, bytes or message field cannot be encoded: both backends refuse it with the
/// same <see cref="InvalidOperationException"/> naming the type, member, field number and index, on every write path.
/// </summary>
public class NullElementTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [ProtoContract]
    public sealed class Leaf
    {
        [ProtoMember(1)] public int Id { get; set; }
    }

    [ProtoContract]
    public sealed class Big
    {
        [ProtoMember(1)] public List<Big>? Children { get; set; }
        [ProtoMember(2)] public string? Name { get; set; }
        [ProtoMember(3)] public Dictionary<int, string>? Map { get; set; }
    }

    [ProtoContract]
    public sealed class Holder
    {
        [ProtoMember(1)] public List<string>? Names { get; set; }
        [ProtoMember(2)] public byte[][]? Blobs { get; set; }
        [ProtoMember(3)] public List<Leaf>? Leaves { get; set; }
        [ProtoMember(4)] public Leaf[]? LeafArray { get; set; }
        [ProtoMember(5)] public IEnumerable<string>? Lazy { get; set; }
        [ProtoMember(6)] public List<Big>? Bigs { get; set; }
    }

    [ProtoContract]
    public sealed class Outer
    {
        [ProtoMember(9)] public Holder? Inner { get; set; }
    }

    public static IEnumerable<object[]> Cases()
    {
        foreach (var b in Backends.List)
        {
            yield return [b, new Holder { Names = ["a", null!, "c"] }, "Names", 1, 1];
            yield return [b, new Holder { Blobs = [[1], [2], null!] }, "Blobs", 2, 2];
            yield return [b, new Holder { Leaves = [null!] }, "Leaves", 3, 0];
            yield return [b, new Holder { LeafArray = [new Leaf(), null!] }, "LeafArray", 4, 1];
            yield return [b, new Holder { Lazy = Enumerable.Repeat<string>(null!, 1) }, "Lazy", 5, 0];
            yield return [b, new Holder { Bigs = [new Big(), new Big(), null!] }, "Bigs", 6, 2];
        }
    }

    private static void AssertNamed(InvalidOperationException e, string member, int number, int index, string type = "Holder")
    {
        Assert.Equal(
            $"Element {index} of repeated field '{member}' ({number}) of Nano.Tests.Serialization.NullElementTests+{type} is null; a repeated string, bytes or message field cannot hold null.",
            e.Message);
    }

    [Theory, MemberData(nameof(Cases))]
    public void EveryWritePathNamesTheElement(SerializerBackend b, Holder value, string member, int number, int index)
    {
        var model = Backends.Model(b);
        AssertNamed(Assert.Throws<InvalidOperationException>(() => model.SerializeToArray(value)), member, number, index);
        AssertNamed(Assert.Throws<InvalidOperationException>(() => model.Measure(value)), member, number, index);
        AssertNamed(Assert.Throws<InvalidOperationException>(() => model.Serialize(new ArrayBufferWriter<byte>(), value)), member, number, index);
        AssertNamed(Assert.Throws<InvalidOperationException>(() => model.Serialize(new byte[1024].AsSpan(), value)), member, number, index);
        AssertNamed(Assert.Throws<InvalidOperationException>(() => model.DeepClone(value)), member, number, index);
    }

    [Theory, MemberData(nameof(Backend))]
    public void ANestedNullIsNamedWhereItIs(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var value = new Outer { Inner = new Holder { Bigs = [new Big { Children = [new Big(), null!] }] } };
        var e = Assert.Throws<InvalidOperationException>(() => model.SerializeToArray(value));
        AssertNamed(e, "Children", 1, 1, "Big");
    }

    [Theory, MemberData(nameof(Backend))]
    public void ANullListItselfIsNotAnError(SerializerBackend b)
    {
        var model = Backends.Model(b);
        Assert.Empty(model.SerializeToArray(new Holder()));
        Assert.Empty(model.SerializeToArray(new Holder { Names = [], Leaves = [] }));
    }
}
