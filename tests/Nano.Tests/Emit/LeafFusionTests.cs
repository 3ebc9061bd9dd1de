using Google.Protobuf;
using Nano.Emit;
using Nano.Emit.IL;
using Nano.Emit.Runtime;
using Nano.Interop.Nano;
using Nano.Tests.Support;
using N2 = Nano.Interop.Nano.Benchmarks.Proto2;

namespace Nano.Tests.Emit;

/// <summary>
/// Which nested messages are fused into their parent's code: a fused leaf's own methods are never emitted, because
/// the parent never calls them (counted with the holders' emission counters). A oneof of one member (proto2 and
/// proto3 <c>optional</c> strings, mirrored as one-member oneofs) does not stop fusion; a oneof of two does, since
/// its conflict check runs in the leaf's own Measure and Write. Bytes and errors stay the interpreted backend's.
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

    [ProtoContract]
    public sealed class DepthLeaf
    {
        [ProtoMember(1)] public int X { get; set; }
    }

    [ProtoContract]
    public sealed class DepthMiddle
    {
        [ProtoMember(1)] public DepthLeaf? Leaf { get; set; }
    }

    [ProtoContract]
    public sealed class DepthOuter
    {
        [ProtoMember(1)] public DepthMiddle? Middle { get; set; }
    }

    private static MessageDelegates<T> Holder<T>(RuntimeTypeModel model) => ((EmitSerializer<T>)model.GetSerializer<T>()).Delegates;

    private static int[] Counts(MessageDelegates holder) =>
        [holder.Emissions(Operation.Measure), holder.Emissions(Operation.Write), holder.Emissions(Operation.Read)];

    [Fact]
    public void ALeafWithOneMemberOneOfsIsFusedIntoItsParent()
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
        Assert.Equal([0, 0, 0], Counts(leafHolder)); // fused: the parent never called it
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

    /// <summary>
    /// GoogleMessage1 proto2, the benchmark's shape: its sub-message (proto2 <c>optional</c> strings as one-member
    /// oneofs) is fused, so Measure is one method with no delegate call into the leaf, and Write still comes in two
    /// parts. The bytes are Google.Protobuf's, through both Serialize paths (a 1-byte buffer writer too).
    /// </summary>
    [Fact]
    public void GoogleMessage1Proto2FusesItsSubMessageAndWritesGooglesBytes()
    {
        if (!Backends.EmitAvailable)
            return;
        var value = new N2.GoogleMessage1
        {
            Field1 = "", Field2 = 8, Field3 = 2066379, Field4 = "abcdef", Field9 = "nine-é-" + new string('x', 80),
            Field12 = true, Field13 = false, Field14 = true, Field17 = false, Field18 = "0123456789", Field67 = 1591432,
            Field100 = 31, Field5 = [1UL, ulong.MaxValue],
            Field15 = new N2.GoogleMessage1SubMessage
            {
                Field1 = 25, Field2 = 36, Field15 = "sub-é", Field21 = 8UL, Field22 = 38, Field23 = true, Field206 = false,
            },
        };
        var expected = value.ToGoogle().ToByteArray();
        var model = Backends.Model(SerializerBackend.Emit);
        Assert.Equal(expected.Length, model.Measure(value));
        Assert.Equal(expected, model.SerializeToArray(value));
        var writer = new System.Buffers.ArrayBufferWriter<byte>(1);
        model.Serialize(writer, value);
        Assert.Equal(expected, writer.WrittenSpan.ToArray());
        Equivalence.AssertEqual(value, model.Deserialize<N2.GoogleMessage1>(expected));

        Assert.Equal([0, 0, 0], Counts(Holder<N2.GoogleMessage1SubMessage>(model))); // fused into GoogleMessage1's methods
#if NET // Write is split into parts only as tiered methods, which .NET Framework and Mono do not have
        var writeCallees = EmittedCallees.Of(Holder<N2.GoogleMessage1>(model).Write).Select(m => m.Name).ToList();
        Assert.Contains($"Nano.Write.2<{typeof(N2.GoogleMessage1).FullName}>", writeCallees);
#endif
    }

    /// <summary>
    /// A fused leaf is still a nesting level: at every <see cref="RuntimeTypeModel.MaxDepth"/> around the graph's
    /// depth, emit writes, measures and reads exactly what the interpreted backend does, or throws the same exception
    /// with the same text.
    /// </summary>
    [Fact]
    public void AFusedLeafCountsAsANestingLevelOnBothBackends()
    {
        if (!Backends.EmitAvailable)
            return;
        var value = new DepthOuter { Middle = new() { Leaf = new() { X = 7 } } };
        var bytes = Backends.Model(SerializerBackend.Interpreted).SerializeToArray(value);
        Assert.Equal("0A040A020807", Hex.Of(bytes));
        for (var maxDepth = 1; maxDepth <= 4; maxDepth++)
        {
            Assert.Equal(Outcome(SerializerBackend.Interpreted, maxDepth, m => Hex.Of(m.SerializeToArray(value))),
                Outcome(SerializerBackend.Emit, maxDepth, m => Hex.Of(m.SerializeToArray(value))));
            Assert.Equal(Outcome(SerializerBackend.Interpreted, maxDepth, m => m.Measure(value).ToString()),
                Outcome(SerializerBackend.Emit, maxDepth, m => m.Measure(value).ToString()));
            Assert.Equal(Outcome(SerializerBackend.Interpreted, maxDepth, m => m.Deserialize<DepthOuter>(bytes).Middle!.Leaf!.X.ToString()),
                Outcome(SerializerBackend.Emit, maxDepth, m => m.Deserialize<DepthOuter>(bytes).Middle!.Leaf!.X.ToString()));
        }
        var model = Backends.Model(SerializerBackend.Emit);
        var leafHolder = Holder<DepthLeaf>(model);
        Assert.Equal(bytes, model.SerializeToArray(value));
        Assert.Equal(7, model.Deserialize<DepthOuter>(bytes).Middle!.Leaf!.X);
        Assert.Equal([0, 0, 0], Counts(leafHolder)); // the leaf is fused: what the loop above compared is the fused code
    }

    private static string Outcome(SerializerBackend backend, int maxDepth, Func<RuntimeTypeModel, string> act)
    {
        var model = Backends.Model(backend);
        model.MaxDepth = maxDepth;
        try
        {
            return $"{maxDepth}: {act(model)}";
        }
        catch (Exception e)
        {
            return $"{maxDepth}: {e.GetType().Name}: {e.Message}";
        }
    }
}
