using System.Buffers;
using Google.Protobuf;
using Nano.Benchmarks.Workloads;
using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.GrpcRig.Server;

namespace Nano.GrpcRig.Runner;

/// <summary>
/// <c>alloc</c>: the bytes Nano's own pieces of a pool-mode W1 Forward call allocate, each measured on one thread with
/// <see cref="GC.GetAllocatedBytesForCurrentThread"/> (deterministic, so valid on a loaded machine): the pooled read of
/// the request from a sequence of 4 KB segments (as Kestrel hands it over), the handler's response, and the response's
/// measure and write into a buffer. The rest of a rig cell's bytes per request are gRPC's and Kestrel's.
/// </summary>
public static class AllocationBreakdown
{
    private const int Iterations = 20;

    public static int Run()
    {
        var model = RigModel.Instance;
        var payload = Segments(ForwardWorkload.CreateGoogleRequest().ToByteArray(), 4096);
        var output = new byte[1 << 20];
        long read = 0, handler = 0, write = 0;
        for (var i = 0; i < 50 + Iterations; i++) // the first 50 warm up (JIT tiers, pools); the rest are measured
        {
            var start = GC.GetAllocatedBytesForCurrentThread();
            using var lease = model.DeserializePooled<ForwardRequest>(payload);
            var afterRead = GC.GetAllocatedBytesForCurrentThread();
            var response = ForwardHandlers.BuildPooled(lease.Value, out var leaves);
            var afterHandler = GC.GetAllocatedBytesForCurrentThread();
            var length = (int)model.Measure(response);
            if (model.Serialize(output.AsSpan(0, length), response) != length)
                throw new InvalidOperationException("The response wrote another length than it measured.");
            var afterWrite = GC.GetAllocatedBytesForCurrentThread();
            leaves.Dispose();
            if (i < 50)
                continue;
            read += afterRead - start;
            handler += afterHandler - afterRead;
            write += afterWrite - afterHandler;
        }
        Console.WriteLine($"W1 Forward, pool mode, bytes allocated per call ({Iterations} calls after 50 warmup, one thread):");
        Console.WriteLine($"  request read (DeserializePooled, 4 KB segments) {read / Iterations,10:N0}");
        Console.WriteLine($"  handler (response object graph)                 {handler / Iterations,10:N0}");
        Console.WriteLine($"  response measure + write                        {write / Iterations,10:N0}");
        Console.WriteLine($"  Nano's pieces in all                            {(read + handler + write) / Iterations,10:N0}");
        // The same read from one contiguous buffer: the item list is sized exactly from the run ahead (with 4 KB
        // segments the run is cut at each segment end and its length extrapolated, see CollectionSizing).
        var contiguous = new ReadOnlySequence<byte>(ForwardWorkload.CreateGoogleRequest().ToByteArray());
        long whole = 0;
        for (var i = 0; i < 10 + Iterations; i++)
        {
            var start = GC.GetAllocatedBytesForCurrentThread();
            using var lease = model.DeserializePooled<ForwardRequest>(contiguous);
            if (i >= 10)
                whole += GC.GetAllocatedBytesForCurrentThread() - start;
        }
        Console.WriteLine($"  request read from one contiguous buffer         {whole / Iterations,10:N0}");
        return 0;
    }

    private static ReadOnlySequence<byte> Segments(byte[] bytes, int size)
    {
        Segment? first = null, last = null;
        for (var offset = 0; offset < bytes.Length; offset += size)
        {
            var next = new Segment(bytes.AsMemory(offset, Math.Min(size, bytes.Length - offset)), offset);
            if (last is null)
                first = next;
            else
                last.Next = next;
            last = next;
        }
        return new ReadOnlySequence<byte>(first!, 0, last!, last!.Memory.Length);
    }

    private sealed class Segment : ReadOnlySequenceSegment<byte>
    {
        public Segment(ReadOnlyMemory<byte> memory, long runningIndex)
        {
            Memory = memory;
            RunningIndex = runningIndex;
        }

        public new Segment? Next
        {
            get => (Segment?)base.Next;
            set => base.Next = value;
        }
    }
}
