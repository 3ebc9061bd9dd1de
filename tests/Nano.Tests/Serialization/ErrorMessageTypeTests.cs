using Nano.Tests.Support;
using Nano.Wire;

namespace Nano.Tests.Serialization;

/// <summary><see cref="ProtoException.MessageType"/> names the innermost message whose bytes were bad, on both backends.</summary>
public class ErrorMessageTypeTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    /// <summary>A small leaf: the emit backend reads it inline in its parent's method.</summary>
    [ProtoContract]
    public sealed class Leaf
    {
        [ProtoMember(1)] public int Id { get; set; }
    }

    [ProtoContract]
    public sealed class Middle
    {
        [ProtoMember(1)] public Leaf? Leaf { get; set; }
        [ProtoMember(2)] public List<Leaf>? Leaves { get; set; }
        [ProtoMember(3)] public Dictionary<int, Leaf>? Map { get; set; }
        [ProtoMember(4)] public int Number { get; set; }
        [ProtoMember(5)] public Middle? Self { get; set; }
    }

    [ProtoContract]
    public sealed class Root
    {
        [ProtoMember(1)] public Middle? Middle { get; set; }
        [ProtoMember(2)] public int After { get; set; }
    }

    public static IEnumerable<object[]> Cases()
    {
        foreach (var b in Backends.List)
        {
            // Root.After = truncated varint: the root.
            yield return [b, "10 80", typeof(Root)];
            // Root.Middle { Number = truncated }: Middle.
            yield return [b, "0A 02 20 80", typeof(Middle)];
            // Root.Middle { Leaf { Id = truncated } }: the inlined leaf.
            yield return [b, "0A 04 0A 02 08 80", typeof(Leaf)];
            // Root.Middle { Leaves = [{ Id = truncated }] }: a repeated (inlined) leaf.
            yield return [b, "0A 04 12 02 08 80", typeof(Leaf)];
            // Root.Middle { Map = { entry { key 1, value Leaf { Id = truncated } } } }.
            yield return [b, "0A 08 1A 06 08 01 12 02 08 80", typeof(Leaf)];
            // Root.Middle { Self { Number = truncated } }: the nested Middle.
            yield return [b, "0A 04 2A 02 20 80", typeof(Middle)];
            // Root.Middle { Leaf { Id = 1 } } then Root.After truncated: back at the root after a leaf.
            yield return [b, "0A 04 0A 02 08 01 10 80", typeof(Root)];
            // Root.Middle { Leaf { Id = 1 }, Number = truncated }: back in Middle after its inlined leaf.
            yield return [b, "0A 06 0A 02 08 01 20 80", typeof(Middle)];
        }
    }

    [Theory, MemberData(nameof(Cases))]
    public void TheInnermostTypeIsNamed(SerializerBackend b, string hex, Type expected)
    {
        var model = Backends.Model(b);
        var e = Assert.Throws<ProtoException>(() => model.Deserialize<Root>(Hex.Bytes(hex)));
        Assert.Equal(expected, e.MessageType);
        Assert.EndsWith($"reading {expected.FullName})", e.Message);
        // The same through a multi-segment sequence and a stream.
        Assert.Equal(expected, Assert.Throws<ProtoException>(() => model.Deserialize<Root>(Segments.Split(Hex.Bytes(hex), 1))).MessageType);
        Assert.Equal(expected, Assert.Throws<ProtoException>(() => model.Deserialize<Root>(new MemoryStream(Hex.Bytes(hex)))).MessageType);
    }
}
