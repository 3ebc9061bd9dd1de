using System.IO.Pipelines;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using Nano.Wire;
using Xunit.Abstractions;

namespace Nano.Tests.Serialization;

/// <summary>
/// Hostile long inputs: a 2 GiB stream produced lazily (never held by the test), and a large valid message fed to a
/// pipe one byte per write. CI runs sizes that take seconds; the full sizes are <see cref="LongFactAttribute"/>s.
/// </summary>
[Collection(nameof(BoundedMemoryTests))] // alone: allocations on the async paths are counted process-wide
public class HostileStreamTests(ITestOutputHelper output)
{
    private const long TwoGiB = 2L << 30;
    private const long Slack = 64 * 1024;

    /// <summary>An item of <see cref="ItemsOf"/>: field 1 is read, field 2 (a blob) is unknown and skipped.</summary>
    [ProtoContract]
    public struct Item
    {
        [ProtoMember(1)] public int Value { get; set; }
    }

    /// <summary>A non-seekable stream of <paramref name="length"/> bytes: <paramref name="head"/>, then bytes from
    /// <paramref name="fill"/> (given the offset past the head), generated as they are read.</summary>
    private sealed class LazyStream(long length, byte[] head, Func<long, byte[], int, int, int>? fill = null) : Stream
    {
        public long Served { get; private set; }
        public override bool CanRead => true;
        public override bool CanSeek => false;
        public override bool CanWrite => false;
        public override long Length => throw new NotSupportedException();
        public override long Position { get => Served; set => throw new NotSupportedException(); }
        public override void Flush() { }
        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();
        public override void SetLength(long value) => throw new NotSupportedException();
        public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();

        public override int Read(byte[] buffer, int offset, int count)
        {
            var n = (int)Math.Min(count, length - Served);
            if (n <= 0)
                return 0;
            var written = 0;
            while (written < n && Served + written < head.Length)
            {
                buffer[offset + written] = head[Served + written];
                written++;
            }
            if (written < n)
                written += fill is null ? Fill(buffer, offset + written, n - written) : fill(Served + written - head.Length, buffer, offset + written, n - written);
            Served += written;
            return written;
        }

        private static int Fill(byte[] buffer, int offset, int count)
        {
            buffer.AsSpan(offset, count).Fill((byte)'A');
            return count;
        }
    }

    /// <summary>AllScalars.String (field 14) claiming 2^31 - 1 bytes: the first bytes of the 2 GiB stream.</summary>
    private static readonly byte[] HugeStringHead = Hex.Bytes("72 FF FF FF FF 07");

    /// <summary>With a max length, the async stream read stops as soon as more than it has arrived: 1 MB of the 2 GiB
    /// is read, and what was allocated stays within what was received plus 64 KB.</summary>
    [Fact]
    public async Task ATwoGiBStreamReadWithAMaxLengthStopsEarly()
    {
        const int MaxLength = 1 << 20;
        var texts = new List<string>();
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            await Assert.ThrowsAsync<MessageTooLargeException>(async () => await model.DeserializeAsync<AllScalars>(new LazyStream(TwoGiB, HugeStringHead), MaxLength));
            var stream = new LazyStream(TwoGiB, HugeStringHead);
#if NET // the allocation bound is counted with .NET's allocation counters, which .NET Framework does not have
            var before = GC.GetTotalAllocatedBytes(true);
#endif
            var e = await Assert.ThrowsAsync<MessageTooLargeException>(async () => await model.DeserializeAsync<AllScalars>(stream, MaxLength));
#if NET
            var allocated = GC.GetTotalAllocatedBytes(true) - before;
            output.WriteLine($"{backend}: {stream.Served:N0} bytes read, {allocated:N0} allocated; {e.Message}");
            // The pipe's 16 KB buffers come from ArrayPool, which allocates when its buckets are empty: received + 64 KB.
            Assert.InRange(allocated, 0, stream.Served + Slack);
#endif
            Assert.InRange(stream.Served, MaxLength + 1, MaxLength + Slack);
            texts.Add(e.Message);
        }
        Assert.Single(texts.Distinct());
    }

    /// <summary>Without a max length, a single message is read to the end of its stream (the bytes are held: memory is
    /// what was received) and a stream past 2 GiB fails: a protobuf message is under 2 GiB.</summary>
    [LongFact, Trait("Category", "Long")]
    public void ATwoGiBStreamReadWholeFailsPastTwoGiB()
    {
        foreach (var backend in Backends.List)
        {
            var stream = new LazyStream(TwoGiB, HugeStringHead);
            var e = Assert.Throws<ProtoException>(() => Backends.Model(backend).Deserialize<AllScalars>(stream));
            output.WriteLine($"{backend}: {stream.Served:N0} bytes read; {e.Message}");
            Assert.Equal("The stream holds more than 2147483647 bytes; a protobuf message is under 2 GiB", e.Reason);
            Assert.InRange(stream.Served, (long)int.MaxValue + 1, (long)int.MaxValue + (1 << 20));
        }
    }

    /// <summary>
    /// <paramref name="length"/> bytes of delimited items, each 1,024 bytes: { Value = i, field 2 = a 1,013-byte blob }.
    /// </summary>
    private static LazyStream ItemsOf(long length)
    {
        const int ItemSize = 1024; // 2-byte prefix + 1,022-byte item
        var template = new byte[ItemSize];
        // prefix FE 07 (1,022); 08 + 5-byte varint value; 12 F5 07 (1,013) + blob
        template[0] = 0xFE; template[1] = 0x07; template[2] = 0x08;
        template[8] = 0x12; template[9] = 0xF5; template[10] = 0x07;
        template.AsSpan(11).Fill(0x5A);
        return new LazyStream(length, [], (offset, buffer, at, count) =>
        {
            for (var done = 0; done < count;)
            {
                var item = (offset + done) / ItemSize;
                var within = (int)((offset + done) % ItemSize);
                var value = (uint)item;
                for (var k = 0; k < 5; k++) // a 5-byte varint, padded, so every item has the same size
                    template[3 + k] = (byte)((k < 4 ? 0x80u : 0u) | ((value >> (7 * k)) & 0x7Fu));
                var n = Math.Min(count - done, ItemSize - within);
                template.AsSpan(within, n).CopyTo(buffer.AsSpan(at + done));
                done += n;
            }
            return count;
        });
    }

    private void ReadsItems(long length)
    {
        var count = length / 1024;
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            Assert.Equal(4, model.DeserializeItems<Item>(ItemsOf(4 * 1024)).Count()); // warm up
            var stream = ItemsOf(length);
            long seen = 0, sum = 0;
#if NET // the allocation bound is counted with .NET's allocation counter, which .NET Framework does not have
            var before = GC.GetAllocatedBytesForCurrentThread();
#endif
            foreach (var item in model.DeserializeItems<Item>(stream))
            {
                Assert.Equal(seen, item.Value);
                seen++;
                sum += item.Value;
            }
#if NET
            var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
            output.WriteLine($"{backend}: {stream.Served:N0} bytes, {seen:N0} items, {allocated:N0} bytes allocated");
#endif
            Assert.Equal(length, stream.Served);
            Assert.Equal(count, seen);
            Assert.Equal(count * (count - 1) / 2, sum);
#if NET
            // Short-lived garbage per item (see docs/hostile-input.md), never more than was received plus 64 KB.
            Assert.InRange(allocated, 0, stream.Served + Slack);
#endif
        }
    }

#if NET // a profile of .NET's allocations: its counters and its runtime's AllocationTick events
    /// <summary>
    /// What the per-item garbage of <c>DeserializeItems</c> is made of (docs/hostile-input.md): the runtime's
    /// AllocationTick events (one per ~100 KB allocated, naming the type of the object that crossed the mark) over
    /// 16 MB of items, by type. Asserts only what the profile must show to mean anything (enough samples).
    /// </summary>
    [Fact]
    public void DeserializeItemsGarbageByType()
    {
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            Assert.Equal(4, model.DeserializeItems<Item>(ItemsOf(4 * 1024)).Count()); // warm up
            using var ticks = new AllocationTicks();
            var before = GC.GetAllocatedBytesForCurrentThread();
            var seen = model.DeserializeItems<Item>(ItemsOf(16L << 20)).Count();
            var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
            var samples = ticks.ByType();
            output.WriteLine($"{backend}: {seen:N0} items, {allocated:N0} bytes ({allocated / seen:N0} per item); samples by type: " +
                string.Join(", ", samples.OrderByDescending(p => p.Value).Select(p => $"{p.Key} {p.Value}")));
            Assert.Equal(16 * 1024, seen);
        }
    }

    /// <summary>The runtime's GC AllocationTick events of this process, counted by the allocated type's name.</summary>
    private sealed class AllocationTicks : System.Diagnostics.Tracing.EventListener
    {
        private readonly System.Collections.Concurrent.ConcurrentDictionary<string, int> _byType = new();

        public Dictionary<string, int> ByType() => new(_byType);

        protected override void OnEventSourceCreated(System.Diagnostics.Tracing.EventSource source)
        {
            if (source.Name == "Microsoft-Windows-DotNETRuntime")
                EnableEvents(source, System.Diagnostics.Tracing.EventLevel.Verbose, (System.Diagnostics.Tracing.EventKeywords)0x1); // GC
        }

        protected override void OnEventWritten(System.Diagnostics.Tracing.EventWrittenEventArgs e)
        {
            if (e.EventName?.StartsWith("GCAllocationTick", StringComparison.Ordinal) == true && e.PayloadNames?.IndexOf("TypeName") is >= 0 and var i)
                _byType.AddOrUpdate(e.Payload![i]?.ToString() ?? "?", 1, (_, n) => n + 1);
        }
    }
#endif

    /// <summary>DeserializeItems over 64 MB of items: each item is read and dropped; nothing is held across items.</summary>
    [Fact]
    public void DeserializeItemsOverALongStreamStaysWithinWhatArrived() => ReadsItems(64L << 20);

    /// <summary>The same over the full 2 GiB (2,097,152 items).</summary>
    [LongFact, Trait("Category", "Long")]
    public void DeserializeItemsOverATwoGiBStreamStaysWithinWhatArrived() => ReadsItems(TwoGiB);

    /// <summary>An Outer of at least <paramref name="size"/> bytes: Inner children with ints, strings and packed ints.</summary>
    private static (byte[] Bytes, int Children) LargeMessage(RuntimeTypeModel model, int size)
    {
        var outer = new Outer();
        var length = 0;
        for (var i = 0; length < size; i++)
        {
            var child = new Inner { A = i, B = $"child {i}", C = [i, i + 1, i + 2] };
            outer.Children.Add(child);
            length += model.SerializeToArray(child).Length + 3;
        }
        return (model.SerializeToArray(outer), outer.Children.Count);
    }

    /// <summary>Writes <paramref name="bytes"/> to a pipe one byte per write and flush; the reader sees each byte alone.</summary>
    private static async Task<Outer> ReadFromOneBytePipe(RuntimeTypeModel model, byte[] bytes)
    {
        var pipe = new Pipe(new PipeOptions(readerScheduler: PipeScheduler.Inline, writerScheduler: PipeScheduler.Inline,
            pauseWriterThreshold: 1, resumeWriterThreshold: 1, useSynchronizationContext: false));
        var writing = Task.Run(async () =>
        {
            for (var i = 0; i < bytes.Length; i++)
            {
                pipe.Writer.GetSpan(1)[0] = bytes[i];
                pipe.Writer.Advance(1);
                await pipe.Writer.FlushAsync();
            }
            await pipe.Writer.CompleteAsync();
        });
        var result = await model.DeserializeAsync<Outer>(pipe.Reader);
        await writing;
        return result;
    }

    private async Task ReadsALargeMessageFromAOneBytePipe(int size)
    {
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            var (bytes, children) = LargeMessage(model, size);
            await ReadFromOneBytePipe(model, Hex.Bytes("0A 02 08 01")); // warm up
#if NET // allocations are printed from .NET's allocation counters, which .NET Framework does not have
            var before = GC.GetTotalAllocatedBytes(true);
            var fromArray = model.Deserialize<Outer>(bytes);
            var arrayAllocated = GC.GetTotalAllocatedBytes(true) - before;
            before = GC.GetTotalAllocatedBytes(true);
            var fromPipe = await ReadFromOneBytePipe(model, bytes);
            var pipeAllocated = GC.GetTotalAllocatedBytes(true) - before;
            output.WriteLine($"{backend}: {bytes.Length:N0} bytes in 1-byte writes; allocated {pipeAllocated:N0} (from a byte[]: {arrayAllocated:N0})");
#else
            var fromArray = model.Deserialize<Outer>(bytes);
            var fromPipe = await ReadFromOneBytePipe(model, bytes);
#endif
            Assert.Equal(children, fromPipe.Children.Count);
            Assert.Equal($"child {children - 1}", fromPipe.Children[^1].B);
            Assert.Equal(bytes, model.SerializeToArray(fromPipe));
            Assert.Equal(bytes, model.SerializeToArray(fromArray));
            // Allocations are printed, not bounded: counted process-wide, this run adds 0.3-0.7 MB to the array read's for
            // 252 KB fed in 252,021 writes, varying run to run (an open item in docs/hostile-input.md).
        }
    }

#if NET // counts bytes with .NET's allocation counters, which .NET Framework does not have
    /// <summary>
    /// The pipe path's own cost, on one thread: a <see cref="PipeReader"/> that makes one more byte available per read
    /// (completing synchronously, so no writer thread and no scheduler share the count). Reading the valid 256 KB
    /// message through it may allocate at most what arrived plus 64 KB more than reading the same bytes from an array.
    /// </summary>
    [Fact]
    public async Task AOneBytePerReadPipeTakesAtMostWhatArrivedBeyondAnArrayRead()
    {
        foreach (var backend in Backends.List)
        {
            var model = Backends.Model(backend);
            var (bytes, children) = LargeMessage(model, 256 * 1024);
            model.Deserialize<Outer>(bytes); // warm up both paths
            await model.DeserializeAsync<Outer>(new OneBytePerRead(Hex.Bytes("0A 02 08 01")));
            var before = GC.GetAllocatedBytesForCurrentThread();
            model.Deserialize<Outer>(bytes);
            var arrayAllocated = GC.GetAllocatedBytesForCurrentThread() - before;
            var reader = new OneBytePerRead(bytes);
            before = GC.GetAllocatedBytesForCurrentThread();
            var task = model.DeserializeAsync<Outer>(reader);
            Assert.True(task.IsCompleted); // every read completed synchronously: all of it ran on this thread
            var fromPipe = await task;
            var pipeAllocated = GC.GetAllocatedBytesForCurrentThread() - before;
            output.WriteLine($"{backend}: {bytes.Length:N0} bytes in {reader.Reads:N0} reads; allocated {pipeAllocated:N0} (from a byte[]: {arrayAllocated:N0})");
            Assert.True(reader.Reads >= bytes.Length);
            Assert.Equal(children, fromPipe.Children.Count);
            Assert.Equal(bytes, model.SerializeToArray(fromPipe));
            Assert.InRange(pipeAllocated - arrayAllocated, long.MinValue, bytes.Length + Slack);
        }
    }
#endif

    /// <summary>A pipe reader over <paramref name="data"/> that makes one more byte available per read, synchronously.</summary>
    private sealed class OneBytePerRead(byte[] data) : PipeReader
    {
        private int _start, _fed;

        public int Reads { get; private set; }

        public override bool TryRead(out ReadResult result)
        {
            Reads++;
            _fed = Math.Min(data.Length, _fed + 1);
            result = new ReadResult(new System.Buffers.ReadOnlySequence<byte>(data, _start, _fed - _start), false, _fed == data.Length);
            return true;
        }

        public override ValueTask<ReadResult> ReadAsync(CancellationToken cancellationToken = default)
        {
            TryRead(out var result);
            return new ValueTask<ReadResult>(result);
        }

        public override void AdvanceTo(SequencePosition consumed) => _start = consumed.GetInteger();

        public override void AdvanceTo(SequencePosition consumed, SequencePosition examined) => _start = consumed.GetInteger();

        public override void CancelPendingRead()
        {
        }

        public override void Complete(Exception? exception = null)
        {
        }
    }

    /// <summary>A valid 256 KB message fed one byte per write (CI size).</summary>
    [Fact]
    public Task AValidMessageFromAPipeInOneByteWrites() => ReadsALargeMessageFromAOneBytePipe(256 * 1024);

    /// <summary>The 64 MB.</summary>
    [LongFact, Trait("Category", "Long")]
    public Task AValid64MBMessageFromAPipeInOneByteWrites() => ReadsALargeMessageFromAOneBytePipe(64 << 20);
}
