using Nano.Tests.Support;
using Nano.Wire;

namespace Nano.Tests.Serialization;

/// <summary>
/// Issue 24's deepest-nesting input: on a thread with a 256 KB stack, input nested past the default MaxDepth (100)
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

    /// <summary>
    /// Writing counts nested messages, not map entries: a map hop costs one level, so every shape writes 100 levels
    /// at the default MaxDepth (a map chain of 51-100 hops is written, but reads fail: see docs/hostile-input.md).
    /// On a 256 KB stack the stack check may stop a backend earlier (the interpreted list path at 100 levels): that too
    /// is an <see cref="InvalidOperationException"/>, never a crash. Past 100 levels, every shape and backend fails.
    /// </summary>
    [Theory, MemberData(nameof(Shapes))]
    public void WritingStopsAtTheDefaultDepthOnA256KBStack(Shape shape)
    {
        const int Deepest = 100;
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            var error = OnSmallStackError(() => Assert.Equal(Input(shape, Deepest), model.SerializeToArray(Graph(shape, Deepest))));
            if (error is not null)
                Assert.Contains("too deep for the remaining stack", Assert.IsType<InvalidOperationException>(error).Message);
            foreach (var levels in new[] { Deepest + 1, 9_000 })
            {
                var graph = Graph(shape, levels);
                var e = Assert.IsType<InvalidOperationException>(OnSmallStackError(() => model.SerializeToArray(graph)));
                var measured = Assert.IsType<InvalidOperationException>(OnSmallStackError(() => model.Measure(graph)));
                Assert.Matches("nest (deeper than RuntimeTypeModel.MaxDepth|too deep for the remaining stack)", e.Message);
                Assert.Matches("nest (deeper than RuntimeTypeModel.MaxDepth|too deep for the remaining stack)", measured.Message);
            }
        }
    }

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
