using System.Buffers;
using System.IO.Pipelines;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Serialization;

/// <summary>
/// The one-pass write path (back-patched nested length prefixes, measured only when a prefix cannot stay open) on
/// every destination: buffer writers with 1-, 2- and 3-byte spans, a span, a stream, a pipe. Expected bytes come from
/// an independent hand encoder (<see cref="Encode"/>), never from the code under test.
/// </summary>
public class WritePathTests
{
    [ProtoContract]
    public sealed class Level
    {
        [ProtoMember(1)] public Level? Child { get; set; }
        [ProtoMember(2)] public byte[]? Data { get; set; }
    }

    [ProtoContract]
    public sealed class Chunks
    {
        [ProtoMember(1)] public List<ReadOnlyMemory<byte>> Items { get; set; } = [];
    }

    [ProtoContract]
    public sealed class Holder
    {
        [ProtoMember(7)] public Chunks? Inner { get; set; }
    }

    public static TheoryData<SerializerBackend> Backend => Backends.All;

    // ---- an independent encoder for Level

    private static int VarintSize(long v)
    {
        var n = 1;
        while (v >= 0x80)
        {
            v >>= 7;
            n++;
        }
        return n;
    }

    private static void Varint(List<byte> into, long v)
    {
        while (v >= 0x80)
        {
            into.Add((byte)(v | 0x80));
            v >>= 7;
        }
        into.Add((byte)v);
    }

    private static byte[] Encode(Level level)
    {
        var bytes = new List<byte>();
        if (level.Child is { } child)
        {
            var inner = Encode(child);
            bytes.Add(0x0A);
            Varint(bytes, inner.Length);
            bytes.AddRange(inner);
        }
        if (level.Data is { } data)
        {
            bytes.Add(0x12);
            Varint(bytes, data.Length);
            bytes.AddRange(data);
        }
        return [.. bytes];
    }

    /// <summary>The payload length of each level of a chain whose innermost level holds <paramref name="data"/> bytes (index 0 = root).</summary>
    private static long[] PayloadLengths(int depth, int data)
    {
        var lengths = new long[depth + 1];
        lengths[depth] = 1 + VarintSize(data) + data;
        for (var i = depth - 1; i >= 0; i--)
            lengths[i] = 1 + VarintSize(lengths[i + 1]) + lengths[i + 1];
        return lengths;
    }

    /// <summary>A chain of <paramref name="depth"/> nested levels in which the level at <paramref name="at"/> (1 = the root's child) has exactly <paramref name="length"/> payload bytes.</summary>
    private static Level Chain(int depth, int at, int length)
    {
        var data = Enumerable.Range(Math.Max(0, length - 40), 41).FirstOrDefault(d => PayloadLengths(depth, d)[at] == length, -1);
        Assert.True(data >= 0, $"no data length puts level {at} of {depth} at {length} bytes");
        var bytes = new byte[data];
        new Random(length).NextBytes(bytes);
        var level = new Level { Data = bytes };
        for (var i = 0; i < depth; i++)
            level = new Level { Child = level };
        return level;
    }

    public static TheoryData<SerializerBackend, int, int> Boundaries()
    {
        var data = new TheoryData<SerializerBackend, int, int>();
        foreach (var b in Backends.List)
            foreach (var length in new[] { 127, 128, 16_383, 16_384, 2_097_151, 2_097_152 })
                foreach (var depth in new[] { 1, 5 })
                    data.Add(b, length, depth);
        return data;
    }

    [Theory, MemberData(nameof(Boundaries))]
    public void NestedLengthsAtVarintBoundariesAreExactOnEveryDestination(SerializerBackend b, int length, int depth)
    {
        var model = Backends.Model(b);
        // Two shapes: the innermost level sits on the boundary, or the outermost nested one does (its prefix grows
        // while everything inside it was already written behind a one-byte reservation).
        foreach (var at in depth == 1 ? new[] { 1 } : new[] { depth, 1 })
        {
            var value = Chain(depth, at, length);
            var expected = Encode(value);
            Assert.Equal(expected.Length, model.Measure(value));
            Assert.Equal(expected, model.SerializeToArray(value));

            var buffer = new ArrayBufferWriter<byte>();
            model.Serialize(buffer, value);
            Assert.Equal(expected, buffer.WrittenSpan.ToArray());

            // An output that already holds bytes, with a small first span (the hint is honoured, not relied on).
            var prefixed = new ArrayBufferWriter<byte>(1);
            prefixed.Write<byte>([0xEE]);
            model.Serialize(prefixed, value);
            Assert.Equal([0xEE, .. expected], prefixed.WrittenSpan.ToArray());

            var exact = new byte[expected.Length];
            Assert.Equal(expected.Length, model.Serialize(exact.AsSpan(), value));
            Assert.Equal(expected, exact);

            var stream = new MemoryStream();
            model.Serialize(stream, value);
            Assert.Equal(expected, stream.ToArray());

            if (length <= 16_384)
            {
                foreach (var chunk in new[] { 1, 2, 3 })
                {
                    var chunked = new TinySpanWriter(chunk);
                    model.Serialize(chunked, value);
                    Assert.Equal(expected, chunked.WrittenBytes);
                }
            }
        }
    }

    [Theory, MemberData(nameof(Backend))]
    public void ALargeMessageIsExactThroughThreeByteSpans(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var value = Chain(5, 1, 2_097_152);
        var chunked = new TinySpanWriter(3);
        model.Serialize(chunked, value);
        Assert.Equal(Encode(value), chunked.WrittenBytes);
    }

    [Theory, MemberData(nameof(Backend))]
    public void EveryTestTypeWritesTheSameBytesThroughOneTwoAndThreeByteSpans(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var reference = Backends.Model(SerializerBackend.Interpreted);
        foreach (var type in new[] { typeof(Outer), typeof(Collections), typeof(Maps), typeof(Zoo), typeof(AllScalars), typeof(Node) })
        {
            for (var seed = 0; seed < 40; seed++)
            {
                var value = new RandomObjects(seed).Create(type);
                var expected = ToArray(reference, type, value);
                foreach (var chunk in new[] { 1, 2, 3, 7, 64 })
                {
                    var chunked = new TinySpanWriter(chunk);
                    Serialize(model, type, chunked, value);
                    Assert.True(expected.AsSpan().SequenceEqual(chunked.WrittenBytes), $"{type.Name} seed {seed}, {chunk}-byte spans");
                }
            }
        }
    }

    [Theory, MemberData(nameof(Backend))]
    public async Task APipeWriterReceivesTheSameBytes(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var pipe = new Pipe(new PipeOptions(minimumSegmentSize: 512, pauseWriterThreshold: 0));
        var values = Enumerable.Range(0, 30).Select(i => (Outer)new RandomObjects(i).Create(typeof(Outer))).ToList();
        values.Add(new Outer { Child = new Inner { B = new string('x', 5000) } });
        var expected = new List<byte>();
        foreach (var value in values)
        {
            expected.AddRange(model.SerializeToArray(value));
            model.Serialize(pipe.Writer, value);
        }
        await pipe.Writer.CompleteAsync();
        var read = await pipe.Reader.ReadAtLeastAsync(int.MaxValue / 2);
        Assert.Equal(expected.ToArray(), read.Buffer.ToArray());
        pipe.Reader.AdvanceTo(read.Buffer.End);
    }

    [Theory, MemberData(nameof(Backend))]
    public void ASpanTooSmallThrowsAndNothingIsWrittenPastItsEnd(SerializerBackend b)
    {
        var model = Backends.Model(b);
        foreach (var length in new[] { 127, 128, 300 })
        {
            var value = Chain(3, 1, length);
            var expected = Encode(value);
            for (var cut = 1; cut <= 3; cut++)
            {
                var backing = new byte[expected.Length + 8];
                Array.Fill(backing, (byte)0xAB);
                var size = expected.Length - cut;
                var e = Assert.Throws<ArgumentException>(() => model.Serialize(backing.AsSpan(0, size), value));
                Assert.Equal("destination", e.ParamName);
                Assert.Contains(expected.Length.ToString(), e.Message); // says how much was needed
                Assert.All(backing.AsSpan()[size..].ToArray(), x => Assert.Equal(0xAB, x));
            }
        }
    }

    [Theory, MemberData(nameof(Backend))]
    public void AMessageOverTwoGigabytesIsMeasuredTrulyAndRefusedByName(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var chunk = new ReadOnlyMemory<byte>(new byte[1 << 20]);
        var inner = new Chunks();
        for (var i = 0; i < 2100; i++)
            inner.Items.Add(chunk); // 2,100 x 1 MiB of the same memory: 2.2 GB encoded, 1 MiB allocated
        long innerLength = 2100L * (1 + 3 + (1 << 20));
        Assert.True(innerLength > int.MaxValue);
        Assert.Equal(innerLength, model.Measure(inner));
        var holder = new Holder { Inner = inner };
        Assert.Equal(1 + 5 + innerLength, model.Measure(holder));

        var nested = Assert.Throws<InvalidOperationException>(() => model.Serialize(new DiscardingWriter(), holder));
        Assert.Contains("Field 7", nested.Message);
        Assert.Contains(typeof(Chunks).FullName!, nested.Message);
        Assert.Contains("2 GiB", nested.Message);

        var root = Assert.Throws<InvalidOperationException>(() => model.SerializeToArray(inner));
        Assert.Contains(typeof(Chunks).FullName!, root.Message);
        Assert.Throws<InvalidOperationException>(() => model.Serialize(Stream.Null, holder));
    }

    [Theory, MemberData(nameof(Backend))]
    public void ACycleIsRefusedWhileWritingToABufferWriter(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var node = new Level();
        node.Child = node;
        var e = Assert.Throws<InvalidOperationException>(() => model.Serialize(new ArrayBufferWriter<byte>(), node));
        Assert.Contains("MaxDepth", e.Message);
        Assert.Throws<InvalidOperationException>(() => model.Measure(node));
    }

    [Theory, MemberData(nameof(Backend))]
    public void TheDepthLimitIsTheSameForWritingAndMeasuring(SerializerBackend b)
    {
        var model = Backends.Model(b);
        model.MaxDepth = 4;
        var ok = Chain(4, 1, 200);
        Assert.Equal(Encode(ok), model.SerializeToArray(ok));
        var buffer = new ArrayBufferWriter<byte>();
        model.Serialize(buffer, ok);
        Assert.Equal(Encode(ok), buffer.WrittenSpan.ToArray());
        var tooDeep = Chain(5, 1, 200);
        Assert.Throws<InvalidOperationException>(() => model.Measure(tooDeep));
        Assert.Throws<InvalidOperationException>(() => model.Serialize(new ArrayBufferWriter<byte>(), tooDeep));
    }

    private static byte[] ToArray(RuntimeTypeModel model, Type type, object value) =>
        (byte[])typeof(RuntimeTypeModel).GetMethod(nameof(RuntimeTypeModel.SerializeToArray))!.MakeGenericMethod(type).Invoke(model, [value])!;

    private static void Serialize(RuntimeTypeModel model, Type type, IBufferWriter<byte> output, object value)
    {
        var method = typeof(RuntimeTypeModel).GetMethods().Single(m => m.Name == nameof(RuntimeTypeModel.Serialize)
            && m.GetParameters()[0].ParameterType == typeof(IBufferWriter<byte>));
        try
        {
            method.MakeGenericMethod(type).Invoke(model, [output, value]);
        }
        catch (System.Reflection.TargetInvocationException e) when (e.InnerException is not null)
        {
            throw e.InnerException;
        }
    }

    /// <summary>An output whose spans hold exactly <paramref name="size"/> bytes whatever the hint, refilled with garbage
    /// on every GetSpan (so a write into a span after Advance, or reliance on un-advanced bytes, shows).</summary>
    private sealed class TinySpanWriter(int size) : IBufferWriter<byte>
    {
        private readonly List<byte> _written = [];
        private readonly byte[] _buffer = new byte[size];
        private bool _handedOut;

        public byte[] WrittenBytes => [.. _written];

        public void Advance(int count)
        {
            Assert.True(_handedOut, "Advance without GetSpan");
            Assert.InRange(count, 0, size);
            _written.AddRange(_buffer.AsSpan(0, count));
            _handedOut = false;
        }

        public Memory<byte> GetMemory(int sizeHint = 0)
        {
            _buffer.AsSpan().Fill(0xCD);
            _handedOut = true;
            return _buffer;
        }

        public Span<byte> GetSpan(int sizeHint = 0) => GetMemory(sizeHint).Span;
    }

    /// <summary>An output that drops what it is given: 64 KiB spans, reused.</summary>
    private sealed class DiscardingWriter : IBufferWriter<byte>
    {
        private readonly byte[] _buffer = new byte[64 * 1024];

        public void Advance(int count)
        {
        }

        public Memory<byte> GetMemory(int sizeHint = 0) => _buffer;

        public Span<byte> GetSpan(int sizeHint = 0) => _buffer;
    }
}
