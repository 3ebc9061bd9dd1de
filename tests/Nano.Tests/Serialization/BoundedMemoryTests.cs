using System.Buffers;
using System.Diagnostics.Tracing;
using System.IO.Pipelines;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using Nano.Wire;

namespace Nano.Tests.Serialization;

/// <summary>
/// Every read path, given a length that claims far more than arrives (2^31 - 1 bytes, or a packed run of 2^28
/// elements, followed by 3 bytes), fails with a <see cref="ProtoException"/> having taken at most what it received plus
/// 64 KB: bytes allocated and bytes rented from <see cref="ArrayPool{T}.Shared"/> both count, since a pooled rental
/// of the claimed size is the same attack (and a warm pool would hide it from the allocation counter alone).
/// </summary>
[Collection(nameof(BoundedMemoryTests))] // alone: rentals and allocations are counted process-wide for the async paths
public class BoundedMemoryTests
{
    // The class stays on .NET Framework, empty: it names the collection.
#if NET // counts bytes with .NET's allocation counters, which .NET Framework does not have
    private const long Bound = 64 * 1024;

    public static TheoryData<SerializerBackend> Backend => Backends.All;

    /// <summary>Field 14 (string) of AllScalars with a length prefix of 2^31 - 1, then 3 bytes.</summary>
    private static readonly byte[] HugeString = Hex.Bytes("72 FF FF FF FF 07 41 42 43");
    private static readonly byte[] HugeBytes = Hex.Bytes("7A FF FF FF FF 07 41 42 43");
    /// <summary>Field 1 (packed int32) of Collections claiming 2^28 bytes (as many one-byte elements), then 3.</summary>
    private static readonly byte[] HugePacked = Hex.Bytes("0A 80 80 80 80 01 01 02 03");
    /// <summary>A delimited item claiming 2^31 - 1 bytes, then 3.</summary>
    private static readonly byte[] HugeItem = Hex.Bytes("FF FF FF FF 07 08 01 08");

    /// <summary>
    /// Bytes allocated and rented by <paramref name="action"/> (on this thread, or everywhere when
    /// <paramref name="allThreads"/>). Counted everywhere, the figure also holds whatever another thread of the test
    /// host allocated meanwhile (a previous test's leftover work, a timer), which only adds; so the least of three
    /// attempts is still an upper bound on what the action took.
    /// </summary>
    private static async Task<long> Taken(Func<Task> action, bool allThreads)
    {
        await action(); // warm up: JIT, serializer plans
        var least = long.MaxValue;
        for (var attempt = 0; attempt < (allThreads ? 3 : 1); attempt++)
        {
            using var rentals = new Rentals(allThreads ? null : Environment.CurrentManagedThreadId);
            var before = allThreads ? GC.GetTotalAllocatedBytes(true) : GC.GetAllocatedBytesForCurrentThread();
            await action();
            var allocated = (allThreads ? GC.GetTotalAllocatedBytes(true) : GC.GetAllocatedBytesForCurrentThread()) - before;
            least = Math.Min(least, allocated + rentals.Bytes);
        }
        return least;
    }

    private static Task<long> TakenSync(Action action) => Taken(() => { action(); return Task.CompletedTask; }, allThreads: false);

    private static void Rejects(Action action) => Assert.ThrowsAny<ProtoException>(action);

    private static async Task RejectsAsync(Func<Task> action) => await Assert.ThrowsAnyAsync<ProtoException>(action);

    [Theory, MemberData(nameof(Backend))]
    public async Task SpanAndSequenceReads(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        foreach (var input in new[] { HugeString, HugeBytes })
        {
            Assert.InRange(await TakenSync(() => Rejects(() => model.Deserialize<AllScalars>(input))), 0, Bound);
            Assert.InRange(await TakenSync(() => Rejects(() => model.Deserialize<AllScalars>(Segments.Split(input, 2)))), 0, Bound);
            Assert.InRange(await TakenSync(() => Rejects(() => model.DeserializePooled<AllScalars>(input).Dispose())), 0, Bound);
        }
        Assert.InRange(await TakenSync(() => Rejects(() => model.Deserialize<Collections>(HugePacked))), 0, Bound);
        Assert.InRange(await TakenSync(() => Rejects(() => model.Deserialize<Collections>(Segments.Split(HugePacked, 2)))), 0, Bound);
    }

    [Theory, MemberData(nameof(Backend))]
    public async Task StreamReads(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        Assert.InRange(await TakenSync(() => Rejects(() => model.Deserialize<AllScalars>(new NonSeekableStream(HugeString)))), 0, Bound);
        Assert.InRange(await TakenSync(() => Rejects(() => model.Deserialize<Collections>(new NonSeekableStream(HugePacked)))), 0, Bound);
        Assert.InRange(await TakenSync(() => Rejects(() => model.DeserializePooled<AllScalars>(new NonSeekableStream(HugeString)).Dispose())), 0, Bound);
    }

    /// <summary>The case that used to rent 1 MB: the item buffer grew by the claim, not by what arrived.</summary>
    [Theory, MemberData(nameof(Backend))]
    public async Task DeserializeItemsOfAStream(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        Assert.InRange(await TakenSync(() => Rejects(() => model.DeserializeItems<AllScalars>(new NonSeekableStream(HugeItem)).ToList())), 0, Bound);
        Assert.InRange(await TakenSync(() => Rejects(() => model.DeserializeItems<AllScalars>(new MemoryStream(HugeItem)).ToList())), 0, Bound);
    }

    [Theory, MemberData(nameof(Backend))]
    public async Task AsyncReads(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        Assert.InRange(await Taken(() => RejectsAsync(async () => await model.DeserializeAsync<AllScalars>(new NonSeekableStream(HugeString))), true), 0, Bound);
        Assert.InRange(await Taken(() => RejectsAsync(async () => (await model.DeserializePooledAsync<AllScalars>(new NonSeekableStream(HugeString))).Dispose()), true), 0, Bound);
        Assert.InRange(await Taken(() => RejectsAsync(async () => await model.DeserializeAsync<AllScalars>(Pipe(HugeString))), true), 0, Bound);
        Assert.InRange(await Taken(() => RejectsAsync(async () => (await model.DeserializePooledAsync<AllScalars>(Pipe(HugeString))).Dispose()), true), 0, Bound);
        Assert.InRange(await Taken(() => RejectsAsync(async () =>
        {
            await foreach (var _ in model.DeserializeItemsAsync<AllScalars>(Pipe(HugeItem)))
            {
            }
        }), true), 0, Bound);
    }

    private static PipeReader Pipe(byte[] data) => PipeReader.Create(new ReadOnlySequence<byte>(data));

    /// <summary>Sums the sizes of buffers rented from <see cref="ArrayPool{T}.Shared"/> (its BufferRented events).</summary>
    private sealed class Rentals : EventListener
    {
        private readonly int? _thread;
        private long _bytes;

        public Rentals(int? thread)
        {
            _thread = thread;
            foreach (var source in EventSource.GetSources())
                if (source.Name == "System.Buffers.ArrayPoolEventSource")
                    EnableEvents(source, EventLevel.Verbose);
        }

        public long Bytes => Interlocked.Read(ref _bytes);

        protected override void OnEventSourceCreated(EventSource eventSource)
        {
            if (eventSource.Name == "System.Buffers.ArrayPoolEventSource")
                EnableEvents(eventSource, EventLevel.Verbose);
        }

        protected override void OnEventWritten(EventWrittenEventArgs e)
        {
            if (e.EventName == "BufferRented" && (_thread is null || _thread == Environment.CurrentManagedThreadId)
                && e.PayloadNames?.IndexOf("bufferSize") is >= 0 and var i)
                Interlocked.Add(ref _bytes, Convert.ToInt64(e.Payload![i]));
        }
    }
#endif
}

[CollectionDefinition(nameof(BoundedMemoryTests), DisableParallelization = true)]
public sealed class BoundedMemoryCollection;
