using Nano.Tests.Support;
using Nano.Wire;

namespace Nano.Tests.Serialization;

/// <summary>
/// The deepest-nesting hostile input: on a thread with a 256 KB stack, input nested past the default MaxDepth (100)
/// ends in the depth-limit <see cref="ProtoException"/>, and a graph nested past it in an
/// <see cref="InvalidOperationException"/>, on every recursive path (messages, groups, lists, maps of messages, unknown
/// groups skipped), on both backends with the same text. Never a stack overflow, which would kill the test host.
/// </summary>
public class HostileNestingTests
{
    private const int SmallStack = 256 * 1024;

    [ProtoContract]
    public sealed class Deep
    {
        [ProtoMember(1)] public Deep? Child { get; set; }
        [ProtoMember(2, DataFormat = DataFormat.Group)] public Deep? GroupChild { get; set; }
        [ProtoMember(3)] public List<Deep>? List { get; set; }
        [ProtoMember(4)] public Dictionary<int, Deep>? Map { get; set; }
        [ProtoMember(5)] public int Value { get; set; }
    }

    public enum Shape { Message, Group, List, Map }

    /// <summary>How many <see cref="Deep"/> levels under the root each shape reaches at the default MaxDepth of 100:
    /// a map hop opens two messages (the entry, then the value), so half as many.</summary>
    private static int DeepestAtDefault(Shape shape) => shape == Shape.Map ? 50 : 100;

    /// <summary>A root whose chain of <paramref name="levels"/> nested <see cref="Deep"/>s ends in Value = 7.</summary>
    private static Deep Graph(Shape shape, int levels)
    {
        var node = new Deep { Value = 7 };
        for (var i = 0; i < levels; i++)
            node = shape switch
            {
                Shape.Message => new Deep { Child = node },
                Shape.Group => new Deep { GroupChild = node },
                Shape.List => new Deep { List = [node] },
                _ => new Deep { Map = new() { [1] = node } },
            };
        return node;
    }

    /// <summary>The bytes of <see cref="Graph"/>, built by hand from the inside out (not by the code under test).</summary>
    private static byte[] Input(Shape shape, int levels)
    {
        var bytes = new List<byte> { 0x28, 0x07 }; // Value = 7
        for (var i = 0; i < levels; i++)
        {
            var inner = bytes.ToArray();
            bytes = shape switch
            {
                Shape.Message => [0x0A, .. Varint(inner.Length), .. inner],
                Shape.Group => [0x13, .. inner, 0x14],
                Shape.List => [0x1A, .. Varint(inner.Length), .. inner],
                // entry { key (1) = 1, value (2) = inner }
                _ => [0x22, .. Varint(inner.Length + 3 + Varint(inner.Length).Length), 0x08, 0x01, 0x12, .. Varint(inner.Length), .. inner],
            };
        }
        return [.. bytes];
    }

    private static int Levels(Deep node)
    {
        var levels = 0;
        while (node.Value != 7)
        {
            node = node.Child ?? node.GroupChild ?? node.List?[0] ?? node.Map![1];
            levels++;
        }
        return levels;
    }

    public static TheoryData<Shape> Shapes => new(Enum.GetValues<Shape>());

    /// <remarks>Run alone, in a fresh process, the readers are still unoptimized (Tier0) code with larger frames: 100
    /// levels must fit then too, on both backends, with and without dynamic code.</remarks>
    [Theory, MemberData(nameof(Shapes))]
    public void ReadingStopsAtTheDefaultDepthOnA256KBStack(Shape shape)
    {
        var deepest = DeepestAtDefault(shape);
        var texts = new List<string>();
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            Assert.Equal(100, model.MaxDepth);
            Assert.Equal(deepest, Levels(OnSmallStack(() => model.Deserialize<Deep>(Input(shape, deepest)))));
            // One more level, and far more (9,000: past what the stack could hold without the limit).
            foreach (var levels in new[] { deepest + 1, 9_000 })
            {
                var input = Input(shape, levels);
                var e = Assert.IsType<ProtoException>(OnSmallStackError(() => model.Deserialize<Deep>(input)));
                Assert.StartsWith("Depth limit exceeded", e.Message);
                texts.Add($"{levels}: {e.Message}");
                var split = Assert.IsType<ProtoException>(OnSmallStackError(() => model.Deserialize<Deep>(Segments.Split(input, 3))));
                Assert.Equal(e.Message, split.Message);
            }
        }
        AssertBackendsAgree(texts);
    }

    /// <summary>Unknown groups are skipped recursively: the same limit applies to them.</summary>
    [Fact]
    public void SkippingUnknownGroupsStopsAtTheDefaultDepth()
    {
        var texts = new List<string>();
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            // Field 9 is unknown to Deep: 100 nested groups are skipped, 101 are too deep.
            Assert.Equal(0, OnSmallStack(() => model.Deserialize<Deep>(Groups(100))).Value);
            foreach (var levels in new[] { 101, 9_000 })
            {
                var e = Assert.IsType<ProtoException>(OnSmallStackError(() => model.Deserialize<Deep>(Groups(levels))));
                Assert.StartsWith("Depth limit exceeded", e.Message);
                texts.Add(e.Message);
            }
        }
        AssertBackendsAgree(texts);

        static byte[] Groups(int levels) => [.. Enumerable.Repeat((byte)0x4B, levels), .. Enumerable.Repeat((byte)0x4C, levels)];
    }

#if NET // on Mono 100 nested lists overflow a 256 KB stack, unseen by its EnsureSufficientExecutionStack
    /// <summary>
    /// Writing counts what reading counts: a map hop costs two levels (the entry, then the value), so the map shape
    /// writes 50 hops at the default MaxDepth and every other shape 100. On a 256 KB stack the stack check may stop a
    /// backend earlier (the interpreted list path at 100 levels): that too is an <see cref="InvalidOperationException"/>,
    /// never a crash. One level more, and far more, fail on every shape and backend.
    /// </summary>
    [Theory, MemberData(nameof(Shapes))]
    public void WritingStopsAtTheDefaultDepthOnA256KBStack(Shape shape)
    {
        var deepest = DeepestAtDefault(shape);
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            var error = OnSmallStackError(() => Assert.Equal(Input(shape, deepest), model.SerializeToArray(Graph(shape, deepest))));
            if (error is not null)
                Assert.Contains("too deep for the remaining stack", Assert.IsType<InvalidOperationException>(error).Message);
            foreach (var levels in new[] { deepest + 1, 9_000 })
            {
                var graph = Graph(shape, levels);
                var e = Assert.IsType<InvalidOperationException>(OnSmallStackError(() => model.SerializeToArray(graph)));
                var measured = Assert.IsType<InvalidOperationException>(OnSmallStackError(() => model.Measure(graph)));
                Assert.Matches("nest (deeper than RuntimeTypeModel.MaxDepth|too deep for the remaining stack)", e.Message);
                Assert.Matches("nest (deeper than RuntimeTypeModel.MaxDepth|too deep for the remaining stack)", measured.Message);
            }
        }
    }
#endif

    /// <summary>
    /// A map entry is a level on write as on read, so the writer never produces bytes Nano's reader refuses at the same
    /// MaxDepth: 50 map hops are written, measured and read back; 51 fail to write and to measure, with the same type and
    /// text on both backends, and their bytes fail to read. (Run on the test's own thread: no stack check intervenes.)
    /// </summary>
    [Fact]
    public void MapHopsPastTheDepthFailOnWriteAsOnRead()
    {
        var texts = new List<string>();
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            var fits = Graph(Shape.Map, 50);
            Assert.Equal(Input(Shape.Map, 50), model.SerializeToArray(fits));
            Assert.Equal((long)Input(Shape.Map, 50).Length, model.Measure(fits));
            Assert.Equal(50, Levels(model.Deserialize<Deep>(Input(Shape.Map, 50))));

            var tooDeep = Graph(Shape.Map, 51);
            var written = Assert.IsType<InvalidOperationException>(Record.Exception(() => model.SerializeToArray(tooDeep)));
            var measured = Assert.IsType<InvalidOperationException>(Record.Exception(() => model.Measure(tooDeep)));
            Assert.Equal($"Messages nest deeper than RuntimeTypeModel.MaxDepth while writing {typeof(Deep).FullName}; the object graph may contain a cycle. Raise RuntimeTypeModel.MaxDepth if the depth is intended.", written.Message);
            Assert.Equal(written.Message, measured.Message);
            texts.Add(written.Message);
            var read = Assert.IsType<ProtoException>(Record.Exception(() => model.Deserialize<Deep>(Input(Shape.Map, 51))));
            Assert.StartsWith("Depth limit exceeded", read.Message);
        }
        AssertBackendsAgree(texts);
    }

    [ProtoContract]
    public sealed class MapAtTheBottom
    {
        [ProtoMember(1)] public MapAtTheBottom? Child { get; set; }
        [ProtoMember(2)] public Dictionary<int, int>? Numbers { get; set; }
    }

    /// <summary>A map of scalars opens one level (its entry): under 99 nested messages it is written and read back;
    /// under 100 it fails on write, on measure and on read, as a nested message there would.</summary>
    [Fact]
    public void AScalarMapEntryIsALevelOnWriteAsOnRead()
    {
        var texts = new List<string>();
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            Assert.Equal(100, model.MaxDepth);
            var fits = Chain(99);
            Assert.Equal(Bytes(99), model.SerializeToArray(fits));
            Assert.Equal((long)Bytes(99).Length, model.Measure(fits));
            Assert.Equal(Bytes(99), model.SerializeToArray(model.Deserialize<MapAtTheBottom>(Bytes(99))));

            var tooDeep = Chain(100);
            var written = Assert.IsType<InvalidOperationException>(Record.Exception(() => model.SerializeToArray(tooDeep)));
            var measured = Assert.IsType<InvalidOperationException>(Record.Exception(() => model.Measure(tooDeep)));
            Assert.Equal($"Messages nest deeper than RuntimeTypeModel.MaxDepth while writing {typeof(int).FullName}; the object graph may contain a cycle. Raise RuntimeTypeModel.MaxDepth if the depth is intended.", written.Message);
            Assert.Equal(written.Message, measured.Message);
            texts.Add(written.Message);
            var read = Assert.IsType<ProtoException>(Record.Exception(() => model.Deserialize<MapAtTheBottom>(Bytes(100))));
            Assert.StartsWith("Depth limit exceeded", read.Message);
        }
        AssertBackendsAgree(texts);

        static MapAtTheBottom Chain(int levels)
        {
            var node = new MapAtTheBottom { Numbers = new() { [1] = 2 } };
            for (var i = 0; i < levels; i++)
                node = new MapAtTheBottom { Child = node };
            return node;
        }

        static byte[] Bytes(int levels)
        {
            var bytes = new List<byte> { 0x12, 0x04, 0x08, 0x01, 0x10, 0x02 }; // Numbers { 1: 2 }
            for (var i = 0; i < levels; i++)
                bytes = [0x0A, .. Varint(bytes.Count), .. bytes];
            return [.. bytes];
        }
    }

#if NET // needs the runtime's stack check: Mono's EnsureSufficientExecutionStack never reports a shortage
    /// <summary>With MaxDepth at its ceiling (10,000), the stack check, not the depth limit, stops 10,000-deep input on
    /// a 256 KB stack: a <see cref="ProtoException"/> on every shape, never a crash.</summary>
    [Theory, MemberData(nameof(Shapes))]
    public void AtTheHighestMaxDepthTheStackCheckStopsDeepInput(Shape shape)
    {
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            model.MaxDepth = WireFormat.MaxDepthLimit;
            var input = Input(shape, shape == Shape.Map ? 5_000 : WireFormat.MaxDepthLimit);
            var e = Assert.IsType<ProtoException>(OnSmallStackError(() => model.Deserialize<Deep>(input)));
            Assert.StartsWith("Nesting too deep for the remaining stack", e.Message);
            var graph = Graph(shape, shape == Shape.Map ? 5_000 : WireFormat.MaxDepthLimit);
            var w = Assert.IsType<InvalidOperationException>(OnSmallStackError(() => model.SerializeToArray(graph)));
            Assert.Contains("too deep for the remaining stack", w.Message);
        }
    }
#endif

    /// <summary>Both backends produced the same texts, in the same order.</summary>
    private static void AssertBackendsAgree(List<string> texts)
    {
        if (Backends.List.Count < 2)
            return;
        var half = texts.Count / 2;
        Assert.Equal(texts.Take(half), texts.Skip(half));
    }

    private static byte[] Varint(int value)
    {
        var bytes = new List<byte>();
        while (value >= 0x80)
        {
            bytes.Add((byte)(value | 0x80));
            value >>= 7;
        }
        bytes.Add((byte)value);
        return [.. bytes];
    }

    private static T OnSmallStack<T>(Func<T> action)
    {
        T result = default!;
        var error = OnSmallStackError(() => result = action());
        if (error is not null)
            throw new Xunit.Sdk.XunitException($"Unexpected {error}");
        return result;
    }

    private static Exception? OnSmallStackError(Action action)
    {
        Exception? error = null;
        var thread = new Thread(() =>
        {
            try
            {
                action();
            }
            catch (Exception e)
            {
                error = e;
            }
        }, SmallStack);
        thread.Start();
        thread.Join();
        return error;
    }
}
