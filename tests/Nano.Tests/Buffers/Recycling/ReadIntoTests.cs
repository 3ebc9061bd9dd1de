using System.Buffers;
using Nano.Model;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using Nano.Wire;
using static Nano.Tests.Buffers.Recycling.RecycleSupport;
using static Nano.Tests.Support.PoolSupport;

namespace Nano.Tests.Buffers.Recycling;

/// <summary>A read into an existing graph leaves it equal to a fresh read of the same bytes, on both backends, whatever
/// the graph held before; it reuses the graph's objects and lists.</summary>
public class ReadIntoTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Theory, MemberData(nameof(Backend))]
    public void ReadsIntoOneGraphEqualFreshReadsAcrossDifferentMessages(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var messages = Sequence();
        var inputs = messages.Concat(Enumerable.Reverse(messages)).Concat(messages).Select(m => model.SerializeToArray(m)).ToArray();
        var target = new RecycledOrder();
        foreach (var bytes in inputs)
        {
            model.DeserializeInto(bytes, target);
            var fresh = model.Deserialize<RecycledOrder>(bytes);
            AssertSame(fresh, target);
            Assert.Equal(model.SerializeToArray(fresh), model.SerializeToArray(target));
        }
    }

    [Theory, MemberData(nameof(Backend))]
    public void LeafGraphsReadTheSameIntoAnExistingGraph(SerializerBackend b)
    {
        var model = Backends.Model(b);
        Leaves[] messages = [Forward(200), Forward(3), Everything(), new Leaves(), Forward(50, contextLength: 3), Everything()];
        var target = new Leaves();
        foreach (var message in messages.Concat(messages))
        {
            var bytes = model.SerializeToArray(message);
            model.DeserializeInto(bytes, target);
            AssertSame(model.Deserialize<Leaves>(bytes), target);
        }
    }

    [Theory, MemberData(nameof(Backend))]
    public void MembersOfTypesThatDoNotRecycleAreReplacedAndTheRestReused(SerializerBackend b)
    {
        var model = Backends.Model(b);
        IntoMixed[] messages =
        [
            new()
            {
                Record = new RecordLine("r", 1), Line = new RecycledLine { Sku = "l", Notes = ["a", "b"] },
                Records = [new RecordLine("x", 2), new RecordLine(null, 0)], ByKey = { [1] = new RecycledLine { Quantity = 1 }, [9] = new RecycledLine() },
                Frozen = new InitOnlyLine { Sku = "f" }, Depth = 0,
                Children = [new IntoMixed { Depth = 1, Children = [new IntoMixed { Depth = 2, Line = new RecycledLine { Sku = "deep" } }] }, new IntoMixed()],
            },
            new() { ByKey = { [2] = new RecycledLine { Sku = "two" } }, Depth = 5 },
            new(),
            new() { Children = [new IntoMixed { Record = new RecordLine("c", 3) }], Records = [] },
        ];
        var target = new IntoMixed();
        foreach (var message in messages.Concat(messages))
        {
            var bytes = model.SerializeToArray(message);
            model.DeserializeInto(bytes, target);
            AssertSame(model.Deserialize<IntoMixed>(bytes), target);
        }
    }

    [Theory, MemberData(nameof(Backend))]
    public void AMessageOfTheSameShapeRefillsEveryObjectWhereItWas(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var first = model.SerializeToArray(Sequence()[0]);
        var target = new RecycledOrder();
        var numbers = target.Numbers;
        var tags = target.Tags;
        model.DeserializeInto(first, target);
        var lines = target.Lines!;
        var lineObjects = lines.ToArray();
        var notes = lines.Select(l => l.Notes).ToArray();
        var main = target.Main!;
        var pick = target.PickLine!;
        var words = target.Words!;

        model.DeserializeInto(first, target);

        Assert.Same(numbers, target.Numbers); // an initializer's collections are cleared and refilled, never replaced
        Assert.Same(tags, target.Tags);
        Assert.Same(lines, target.Lines);     // a list a new instance leaves null is reused
        Assert.Same(words, target.Words);
        Assert.Same(main, target.Main);
        Assert.Same(pick, target.PickLine);
        for (var i = 0; i < lineObjects.Length; i++)
        {
            Assert.Same(lineObjects[i], target.Lines![i]);
            Assert.Same(notes[i], target.Lines[i].Notes);
        }
        AssertSame(model.Deserialize<RecycledOrder>(first), target);
    }

    [Theory, MemberData(nameof(Backend))]
    public void AbsentMembersGoBackToTheConstructorsState(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var target = new RecycledOrder();
        var numbers = target.Numbers;
        model.DeserializeInto(model.SerializeToArray(Sequence()[0]), target);
        Assert.Equal(7, target.Price);

        model.DeserializeInto(ReadOnlySpan<byte>.Empty, target);

        Assert.Equal(0, target.Id);
        Assert.Null(target.Name);
        Assert.Null(target.Lines);
        Assert.Null(target.Main);
        Assert.Null(target.Extra);
        Assert.Null(target.PickLine);
        Assert.Null(target.Ids);
        Assert.Null(target.Maybe);
        Assert.Null(target.Words);
        Assert.Equal(0, target.Blob.Length);
        Assert.Equal(1.5, target.Price); // the initializer's value, not zero
        Assert.Same(numbers, target.Numbers);
        Assert.Empty(target.Numbers);
        Assert.Empty(target.Tags);
    }

    [Theory, MemberData(nameof(Backend))]
    public void EveryInputFormReadsTheSame(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var bytes = model.SerializeToArray(Sequence()[0]);
        var expected = model.Deserialize<RecycledOrder>(bytes);
        var other = model.SerializeToArray(Sequence()[4]);
        var target = new RecycledOrder();
        Action[] reads =
        [
            () => model.DeserializeInto(new ReadOnlySpan<byte>(bytes), target),
            () => model.DeserializeInto(new ReadOnlyMemory<byte>(bytes), target),
            () => model.DeserializeInto(bytes, target),
            () => model.DeserializeInto(Segments.Split(bytes, 7), target),
            () => model.DeserializeInto(new ReadOnlySequence<byte>(bytes), target),
            () => model.DeserializeInto(new MemoryStream(bytes), target),
            () => model.DeserializeInto(new NonSeekableStream(bytes), target),
        ];
        foreach (var read in reads)
        {
            model.DeserializeInto(other, target);
            read();
            AssertSame(expected, target);
        }
    }

    [Fact]
    public void TheSerializerReadsIntoWithTheDefaultModel()
    {
        var bytes = Serializer.SerializeToArray(Sequence()[0]);
        var target = new RecycledOrder { Name = "old", Price = 3 };
        Serializer.DeserializeInto(bytes, target);
        AssertSame(Serializer.Deserialize<RecycledOrder>(bytes), target);
        Serializer.DeserializeInto(Serializer.SerializeToArray(new RecycledOrder { Id = 4 }), target);
        Assert.Equal(4, target.Id);
        Assert.Null(target.Name);
        Assert.Equal(1.5, target.Price);
    }

    [Theory, MemberData(nameof(Backend))]
    public void ATypeThatCannotBeResetIsRefusedWithItsReason(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var record = Assert.Throws<ProtoModelException>(() => model.DeserializeInto(new byte[] { 0x0A, 0x01, 0x61 }, new RecordLine("s", 1)));
        Assert.Contains(typeof(RecordLine).FullName!, record.Message);
        Assert.Contains("constructor-built", record.Message);
        var frozen = new InitOnlyLine { Sku = "kept" };
        var init = Assert.Throws<ProtoModelException>(() => model.DeserializeInto(new byte[] { 0x0A, 0x01, 0x61 }, frozen));
        Assert.Contains(typeof(InitOnlyLine).FullName!, init.Message);
        Assert.Contains("Sku is init-only", init.Message);
        Assert.Equal("kept", frozen.Sku); // refused before anything was touched
    }

    [Theory, MemberData(nameof(Backend))]
    public void AGraphThatCannotBeResetIsRefused(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var bytes = model.SerializeToArray(Sequence()[1]);
        var removed = new RecycledOrder { Name = "kept", Numbers = null! };
        var error = Assert.Throws<InvalidOperationException>(() => model.DeserializeInto(bytes, removed));
        Assert.Contains("Numbers", error.Message);
        Assert.Equal("kept", removed.Name);

        var shared = new RecycledLine { Sku = "both" };
        var twice = new RecycledOrder { Main = shared, PickLine = shared };
        Assert.Contains("reached twice", Assert.Throws<InvalidOperationException>(() => model.DeserializeInto(bytes, twice)).Message);

        var cycle = new IntoMixed();
        cycle.Children = [cycle];
        Assert.Contains("reached twice", Assert.Throws<InvalidOperationException>(() => model.DeserializeInto(ReadOnlySpan<byte>.Empty, cycle)).Message);
    }

    [Theory, MemberData(nameof(Backend))]
    public void InvalidInputThrowsAndTheNextReadIsWhole(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var bytes = model.SerializeToArray(Sequence()[0]);
        var target = new RecycledOrder();
        var failures = 0;
        for (var cut = 1; cut < bytes.Length; cut += 7)
        {
            try
            {
                model.DeserializeInto(bytes.AsSpan(0, bytes.Length - cut), target);
            }
            catch (ProtoException)
            {
                failures++;
            }
            model.DeserializeInto(bytes, target);
            AssertSame(model.Deserialize<RecycledOrder>(bytes), target);
        }
        Assert.True(failures > 10, $"{failures} truncations failed");
    }

    [Theory, MemberData(nameof(Backend))]
    public void ReadsIntoGraphsOnManyThreadsStayApart(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var inputs = Sequence().Select(m => model.SerializeToArray(m)).ToArray();
        var expected = inputs.Select(i => model.Deserialize<RecycledOrder>(i)).ToArray();
        Parallel.For(0, 8, t =>
        {
            var target = new RecycledOrder();
            for (var i = 0; i < 200; i++)
            {
                var k = (i + t) % inputs.Length;
                model.DeserializeInto(inputs[k], target);
                AssertSame(expected[k], target);
            }
        });
    }
}
