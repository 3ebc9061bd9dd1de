using Nano.Emit;
using Nano.Emit.Runtime;
using Nano.Tests.Support;

namespace Nano.Tests.Emit;

/// <summary>
/// Which nested messages are fused into their parent's code: a fused leaf's own methods are never emitted, because
/// the parent never calls them (counted with the holders' emission counters). A leaf with any oneof keeps its own
/// methods: a oneof of two members because its conflict check runs in the leaf's own Measure and Write, and a oneof of
/// one (proto2 and proto3 <c>optional</c> strings) because fusing GoogleMessage1 proto2's leaf made its Serialize 24%
/// slower (benchmarks/RESULTS.md, run 10). Bytes and errors stay the interpreted backend's.
/// </summary>
public class LeafFusionTests
{
    [ProtoContract]
    public sealed class OptionalLeaf
    {
        [ProtoMember(1)] public int? Id { get; set; }
        [ProtoMember(2, OneOf = "_name")] public string? Name { get; set; }
        [ProtoMember(3, OneOf = "_note")] public string? Note { get; set; }
    }

    [ProtoContract]
    public sealed class HoldsOptionalLeaf
    {
        [ProtoMember(1)] public OptionalLeaf? Leaf { get; set; }
        [ProtoMember(2)] public List<OptionalLeaf> Leaves { get; set; } = [];
    }

    [ProtoContract]
    public sealed class ChoiceLeaf
    {
        [ProtoMember(1, OneOf = "choice")] public string? Text { get; set; }
        [ProtoMember(2, OneOf = "choice")] public int? Number { get; set; }
    }

    [ProtoContract]
    public sealed class HoldsChoiceLeaf
    {
        [ProtoMember(1)] public ChoiceLeaf? Leaf { get; set; }
    }

    private static MessageDelegates<T> Holder<T>(RuntimeTypeModel model) => ((EmitSerializer<T>)model.GetSerializer<T>()).Delegates;

    private static int[] Counts(MessageDelegates holder) =>
        [holder.Emissions(Operation.Measure), holder.Emissions(Operation.Write), holder.Emissions(Operation.Read)];

    [Fact]
    public void ALeafWithOneMemberOneOfsKeepsItsOwnMethodsAndWritesTheSameBytes()
    {
        if (!Backends.EmitAvailable)
            return;
        var value = new HoldsOptionalLeaf
        {
            Leaf = new() { Id = 0, Name = "", Note = null }, // set to defaults: still written (explicit presence)
            Leaves = [new() { Name = "é" }, new(), new() { Id = -1, Note = "n" }],
        };
        var expected = Backends.Model(SerializerBackend.Interpreted).SerializeToArray(value);
        // Leaf: 0A 04 (08 00 12 00); Leaves: 12 04 (12 02 C3 A9), 12 00, 12 0E (08, -1 in 10 bytes, 1A 01 6E).
        Assert.Equal("0A04080012001204" + "1202C3A9" + "1200" + "120E" + "08FFFFFFFFFFFFFFFFFF01" + "1A016E", Hex.Of(expected));

        var model = Backends.Model(SerializerBackend.Emit);
        var leafHolder = Holder<OptionalLeaf>(model);
        Assert.Equal(expected.Length, model.Measure(value));
        Assert.Equal(expected, model.SerializeToArray(value));
        var read = model.Deserialize<HoldsOptionalLeaf>(expected);
        Equivalence.AssertEqual(value, read);

        Assert.Equal([1, 1, 1], Counts(Holder<HoldsOptionalLeaf>(model)));
        Assert.Equal([1, 1, 1], Counts(leafHolder)); // not fused: called by the parent
    }

    [Fact]
    public void ALeafWithATwoMemberOneOfKeepsItsOwnMethodsAndItsCheck()
    {
        if (!Backends.EmitAvailable)
            return;
        var model = Backends.Model(SerializerBackend.Emit);
        var value = new HoldsChoiceLeaf { Leaf = new() { Number = 5 } };
        Assert.Equal(Backends.Model(SerializerBackend.Interpreted).SerializeToArray(value), model.SerializeToArray(value));
        Assert.Equal([1, 1, 0], Counts(Holder<ChoiceLeaf>(model))); // called by the parent

        var conflict = new HoldsChoiceLeaf { Leaf = new() { Number = 5, Text = "x" } };
        var emitted = Assert.Throws<InvalidOperationException>(() => model.Measure(conflict));
        var interpreted = Assert.Throws<InvalidOperationException>(() => Backends.Model(SerializerBackend.Interpreted).Measure(conflict));
        Assert.Equal(interpreted.Message, emitted.Message);
    }
}
