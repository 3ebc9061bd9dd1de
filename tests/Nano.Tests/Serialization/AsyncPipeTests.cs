using System.Buffers;
using System.IO.Pipelines;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using Nano.Wire;
using static Nano.Tests.Support.PoolSupport;

namespace Nano.Tests.Serialization;

/// <summary>The asynchronous Stream and pipe API (RuntimeTypeModel.Async.cs): segment walking, cancellation, peers that
/// go away mid-message, and length limits that hold before anything is allocated.</summary>
public class AsyncPipeTests
{
    private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(10);

    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Theory, MemberData(nameof(Backend))]
    public async Task OneByteSegmentsAndTrickledPipesGiveTheSameMessage(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var value = Forward(50);
        var bytes = model.SerializeToArray(value);

        Equivalence.AssertEqual(value, await model.DeserializeAsync<Leaves>(PipeReader.Create(Segments.Split(bytes, 1))));
        Equivalence.AssertEqual(value, await model.DeserializeAsync<Leaves>(new NonSeekableStream(bytes)));
        Equivalence.AssertEqual(value, await model.DeserializeAsync<Leaves>(new MemoryStream(bytes)));

        var pipe = new Pipe();
        var writing = Trickle(pipe.Writer, bytes, chunk: 1);
        Equivalence.AssertEqual(value, await model.DeserializeAsync<Leaves>(pipe.Reader).AsTask().WaitAsync(Timeout));
        await writing;

        using var lease = await model.DeserializePooledAsync<Leaves>(PipeReader.Create(Segments.Split(bytes, 1)));
        Equivalence.AssertEqual(value, lease.Value);
        using var streamLease = await model.DeserializePooledAsync<Leaves>(new NonSeekableStream(bytes));
        Equivalence.AssertEqual(value, streamLease.Value);
    }

    [Theory, MemberData(nameof(Backend))]
    public async Task AliasedMessagesDoNotPointIntoReusedPipeMemory(SerializerBackend b)
    {
        var model = Backends.Model(b);
        model.AliasInputMemory = true;
        var first = Forward(20);
        var pipe = new Pipe();
        await pipe.Writer.WriteAsync(model.SerializeToArray(first));
        await pipe.Writer.CompleteAsync();
        var read = await model.DeserializeAsync<Leaves>(pipe.Reader);
        await pipe.Reader.CompleteAsync();

        // The pipe hands its segments back to the pool; the next message through a pipe overwrites them.
        pipe.Reset();
        var other = Forward(20);
        foreach (var item in other.Items)
            item.Context = Enumerable.Repeat((byte)0xEE, 64).ToArray();
        await pipe.Writer.WriteAsync(model.SerializeToArray(other));
        await pipe.Writer.CompleteAsync();
        Equivalence.AssertEqual(other, await model.DeserializeAsync<Leaves>(pipe.Reader));
        Equivalence.AssertEqual(first, read);
    }

    [Fact]
    public async Task CancellationStopsAReadThatWaitsForMoreBytes()
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        var bytes = model.SerializeToArray(Forward(10));
        var pipe = new Pipe();
        await pipe.Writer.WriteAsync(bytes.AsMemory(0, bytes.Length / 2));

        using var cts = new CancellationTokenSource(TimeSpan.FromMilliseconds(50));
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => model.DeserializeAsync<Leaves>(pipe.Reader, cts.Token).AsTask().WaitAsync(Timeout));
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => model.DeserializePooledAsync<Leaves>(pipe.Reader, new CancellationToken(true)).AsTask());

        // The half message is still there: the reader gave it back when cancelled.
        await pipe.Writer.WriteAsync(bytes.AsMemory(bytes.Length / 2));
        await pipe.Writer.CompleteAsync();
        Equivalence.AssertEqual(Forward(10), await model.DeserializeAsync<Leaves>(pipe.Reader));
    }

    [Fact]
    public async Task CancellationStopsAnItemStream()
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        var pipe = new Pipe();
        await model.SerializeWithLengthPrefixAsync(pipe.Writer, Forward(3));
        using var cts = new CancellationTokenSource();
        var seen = 0;
        await Assert.ThrowsAnyAsync<OperationCanceledException>(async () =>
        {
            await foreach (var item in model.DeserializeItemsAsync<Leaves>(pipe.Reader).WithCancellation(cts.Token))
            {
                seen++;
                cts.CancelAfter(50); // the next item never comes
            }
        }).WaitAsync(Timeout);
        Assert.Equal(1, seen);
    }

    [Fact]
    public async Task APeerThatFailsMidMessageSurfacesItsError()
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        var bytes = model.SerializeToArray(Forward(10));
        var pipe = new Pipe();
        await pipe.Writer.WriteAsync(bytes.AsMemory(0, 100));
        await pipe.Writer.CompleteAsync(new IOException("connection reset by peer"));
        var e = await Assert.ThrowsAsync<IOException>(() => model.DeserializeAsync<Leaves>(pipe.Reader).AsTask());
        Assert.Equal("connection reset by peer", e.Message);
    }

    [Fact]
    public async Task APeerThatStopsMidMessageIsATruncatedMessage()
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        var bytes = model.SerializeToArray(Forward(10));
        var cut = bytes.AsMemory(0, 100).ToArray();

        var pipe = new Pipe();
        await pipe.Writer.WriteAsync(cut);
        await pipe.Writer.CompleteAsync();
        // The same error as the synchronous read of the bytes that did arrive.
        var expected = Assert.Throws<ProtoException>(() => model.Deserialize<Leaves>(cut));
        var e = await Assert.ThrowsAsync<ProtoException>(() => model.DeserializeAsync<Leaves>(pipe.Reader).AsTask());
        Assert.Equal(typeof(Leaves), e.MessageType);
        Assert.Equal(expected.Message, e.Message);

        var s = await Assert.ThrowsAsync<ProtoException>(() => model.DeserializePooledAsync<Leaves>(new NonSeekableStream(cut)).AsTask());
        Assert.Equal(expected.Message, s.Message);

        // In an item stream: cut inside the second message, and cut inside a prefix.
        var framed = Framed(model, Forward(2), Forward(3));
        var items = new List<Leaves>();
        var t = await Assert.ThrowsAsync<ProtoException>(async () =>
        {
            var head = framed.AsSpan()[..^5].ToArray();
            await foreach (var item in model.DeserializeItemsAsync<Leaves>(PipeReader.Create(Segments.Split(head, 1))))
                items.Add(item);
        });
        Assert.Single(items);
        Assert.StartsWith("Truncated message: the prefix claims", t.Reason);
        Assert.True(t.Offset > 0);

        byte[] halfPrefix = [.. Framed(model, new Leaves { Text = "x" }), 0x80]; // one whole item, then a prefix's first byte
        var p = await Assert.ThrowsAsync<ProtoException>(async () =>
        {
            await foreach (var _ in model.DeserializeItemsAsync<Leaves>(PipeReader.Create(new ReadOnlySequence<byte>(halfPrefix)))) { }
        });
        Assert.Equal("Truncated length prefix", p.Reason);
    }

    [Fact]
    public async Task WholeMessageLimitCountsBytesAsTheyArrive()
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        var bytes = model.SerializeToArray(Forward(10));

        Equivalence.AssertEqual(Forward(10), await model.DeserializeAsync<Leaves>(new NonSeekableStream(bytes), maxLength: bytes.Length));
        var e = await Assert.ThrowsAsync<MessageTooLargeException>(() => model.DeserializeAsync<Leaves>(new NonSeekableStream(bytes), maxLength: bytes.Length - 1).AsTask());
        Assert.Equal(bytes.Length - 1, e.Limit);
        Assert.True(e.Length > e.Limit);
        Assert.Equal(typeof(Leaves), e.MessageType);
        Assert.Contains($"exceeds the limit of {bytes.Length - 1} bytes", e.Message);

        // The writer never finishes: the read fails once the limit is passed instead of waiting for the end.
        var pipe = new Pipe();
        await pipe.Writer.WriteAsync(bytes);
        await Assert.ThrowsAsync<MessageTooLargeException>(() => model.DeserializePooledAsync<Leaves>(pipe.Reader, maxLength: 64).AsTask().WaitAsync(Timeout));
    }

    [Fact]
    public void AHugeLengthClaimFailsAtOnceAndAllocatesNothingForIt()
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        Completed(model.DeserializeItemsAsync<Leaves>(PipeReader.Create(new ReadOnlySequence<byte>([0]))).GetAsyncEnumerator().MoveNextAsync()); // warm up

        // Prefix 0xFFFFFF7F claims 2^28-1 bytes; ten bytes follow and the writer stays open (a lying or slow peer).
        byte[] claim = [0xFF, 0xFF, 0xFF, 0x7F, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
        var pipe = new Pipe();
        Completed(pipe.Writer.WriteAsync(claim));

#if NET // the allocation bounds are counted with .NET's allocation counter, which .NET Framework does not have
        var before = GC.GetAllocatedBytesForCurrentThread();
#endif
        var items = model.DeserializeItemsAsync<Leaves>(pipe.Reader, maxLength: 1 << 20).GetAsyncEnumerator();
        var next = items.MoveNextAsync();
        Assert.True(next.IsCompleted, "the limit is checked on the bytes already there, without waiting");
        var e = Assert.Throws<MessageTooLargeException>(() => Completed(next));
#if NET
        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.True(allocated < 16 * 1024, $"{allocated} bytes allocated for a rejected claim");
#endif
        Assert.Equal((1L << 28) - 1, e.Length);
        Assert.Equal(1 << 20, e.Limit);
        Assert.Equal(0, e.Offset);

        // Without a limit, the same claim waits for bytes that never come and allocates only what arrived.
        var open = new Pipe();
        Completed(open.Writer.WriteAsync(claim));
        open.Writer.Complete();
#if NET
        before = GC.GetAllocatedBytesForCurrentThread();
#endif
        var truncated = Assert.Throws<ProtoException>(() => Completed(model.DeserializeItemsAsync<Leaves>(open.Reader).GetAsyncEnumerator().MoveNextAsync()));
#if NET
        allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.True(allocated < 16 * 1024, $"{allocated} bytes allocated for an unfulfilled claim");
#endif
        Assert.Equal("Truncated message: the prefix claims 268435455 bytes but the stream ends after 10", truncated.Reason);
    }

    [Fact]
    public async Task BadPrefixesAreProtoExceptions()
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        byte[] sixBytes = [0x80, 0x80, 0x80, 0x80, 0x80, 0x01];
        var e = await Assert.ThrowsAsync<ProtoException>(async () =>
        {
            await foreach (var _ in model.DeserializeItemsAsync<Leaves>(PipeReader.Create(new ReadOnlySequence<byte>(sixBytes)))) { }
        });
        Assert.Equal("Length prefix is longer than 5 bytes", e.Reason);

        byte[] tooLarge = [0xFF, 0xFF, 0xFF, 0xFF, 0x0F];
        var t = await Assert.ThrowsAsync<ProtoException>(async () =>
        {
            await foreach (var _ in model.DeserializeItemsAsync<Leaves>(PipeReader.Create(new ReadOnlySequence<byte>(tooLarge)))) { }
        });
        Assert.Equal("Length prefix 4294967295 is too large", t.Reason);
    }

    [Theory, MemberData(nameof(Backend))]
    public async Task ItemStreamsRoundTripOverOneByteSegmentsAndALivePipe(SerializerBackend b)
    {
        var model = Backends.Model(b);
        Leaves[] values = [Forward(3), new Leaves(), Everything(), Forward(40)];
        var framed = Framed(model, values);

        // Same bytes as the synchronous Stream format.
        var stream = new MemoryStream();
        foreach (var v in values)
            model.SerializeWithLengthPrefix(stream, v);
        Assert.Equal(stream.ToArray(), framed);

        var read = new List<Leaves>();
        await foreach (var item in model.DeserializeItemsAsync<Leaves>(PipeReader.Create(Segments.Split(framed, 1))))
            read.Add(item);
        Equivalence.AssertEqual(values, read.ToArray());

        var pipe = new Pipe();
        var writing = Trickle(pipe.Writer, framed, chunk: 7);
        read.Clear();
        await foreach (var item in model.DeserializeItemsAsync<Leaves>(pipe.Reader, maxLength: 64 * 1024))
            read.Add(item);
        await writing;
        Equivalence.AssertEqual(values, read.ToArray());
    }

    [Theory, MemberData(nameof(Backend))]
    public async Task AsyncWritesGiveTheSameBytes(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var value = Everything();
        var expected = model.SerializeToArray(value);

        var stream = new MemoryStream();
        await model.SerializeAsync(stream, value);
        Assert.Equal(expected, stream.ToArray());
        Assert.True(stream.CanWrite, "the stream is left open");

        var pipe = new Pipe();
        var flush = await model.SerializeAsync(pipe.Writer, value);
        Assert.False(flush.IsCompleted);
        await pipe.Writer.CompleteAsync();
        var result = await pipe.Reader.ReadAsync();
        Assert.Equal(expected, result.Buffer.ToArray());
    }

    [Fact]
    public async Task AnInvalidGraphWritesNothingToTheStream()
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        var stream = new MemoryStream();
        await Assert.ThrowsAsync<InvalidOperationException>(() => model.SerializeAsync(stream, new Proto2Style { Id = 1, Name = null }).AsTask());
        Assert.Equal(0, stream.Length);
    }

    [Fact]
    public async Task SerializerFacadeForwardsToTheDefaultModel()
    {
        var value = Forward(5);
        var stream = new MemoryStream();
        await Serializer.SerializeAsync(stream, value);
        stream.Position = 0;
        Equivalence.AssertEqual(value, await Serializer.DeserializeAsync<Leaves>(stream));
    }

    // Synchronous on purpose: a read whose bytes are all there completes on this thread, so its allocations are counted.
    private static T Completed<T>(ValueTask<T> task)
    {
        Assert.True(task.IsCompleted, "completed synchronously");
        return task.GetAwaiter().GetResult();
    }

    private static byte[] Framed(RuntimeTypeModel model, params Leaves[] values)
    {
        var pipe = new Pipe();
        foreach (var v in values)
            model.SerializeWithLengthPrefixAsync(pipe.Writer, v).AsTask().GetAwaiter().GetResult();
        pipe.Writer.Complete();
        pipe.Reader.TryRead(out var result);
        return result.Buffer.ToArray();
    }

    private static async Task Trickle(PipeWriter writer, byte[] bytes, int chunk)
    {
        await Task.Yield();
        for (var i = 0; i < bytes.Length; i += chunk)
            await writer.WriteAsync(bytes.AsMemory(i, Math.Min(chunk, bytes.Length - i)));
        await writer.CompleteAsync();
    }
}
