using System.Buffers;
using Google.Protobuf;
using Nano.Benchmarks.Workloads;
using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.GrpcRig.Server;
using G = Nano.Interop.Workloads;

namespace Nano.GrpcRig.Runner;

/// <summary>
/// <c>alloc</c>: the bytes each variant's serializer pieces of a W1 Forward call allocate, each measured on one thread
/// with <see cref="GC.GetAllocatedBytesForCurrentThread"/> (deterministic, so valid on a loaded machine): the read of
/// the request from a sequence of 4 KB segments (as Kestrel hands it over), the handler's response, and the response's
/// measure and write into a buffer; for pool mode with the request lease released after the write, as the server
/// releases it. The rest of a rig cell's bytes per request are gRPC's and Kestrel's, alike for every variant.
/// </summary>
public static class AllocationBreakdown
{
    private const int Warmup = 50; // JIT tiers, and the pools' steady state
    private const int Iterations = 20;

    public static int Run()
    {
        var bytes = ForwardWorkload.CreateGoogleRequest().ToByteArray();
        var payload = Segments(bytes, 4096);
        var output = new byte[1 << 20];
        var google = Measure(
            () => G.ForwardRequest.Parser.ParseFrom(payload),
            request => ForwardHandlers.BuildGoogle((G.ForwardRequest)request),
            response =>
            {
                var message = (G.ForwardResponse)response;
                message.WriteTo(output.AsSpan(0, message.CalculateSize()));
            },
            release: null);
        var copying = Measure(
            () => RigModel.Instance.Deserialize<ForwardRequest>(payload),
            request => ForwardHandlers.BuildNano((ForwardRequest)request),
            response => Write(RigModel.Instance, (ForwardResponse)response, output),
            release: null);
        IDisposable? leaves = null;
        var pooled = Measure(
            () => RigModel.Pooled.DeserializePooled<ForwardRequest>(payload),
            request => ForwardHandlers.BuildPooled(
                ((Nano.Buffers.PooledMessage<ForwardRequest>)request).Value, out leaves),
            response => Write(RigModel.Pooled, (ForwardResponse)response, output),
            release: request =>
            {
                leaves!.Dispose();
                ((IDisposable)request).Dispose();
            });

        Console.WriteLine("W1 Forward, bytes allocated per call by each variant's serializer pieces "
            + $"({Iterations} calls after "
            + $"{Warmup} warmup, one thread, request read from 4 KB segments):");
        Console.WriteLine($"  {"variant",-16} {"request read",14} {"handler",12} {"measure+write",14} "
            + $"{"in all",12} {"÷ google",9}");
        Print("google", google, google);
        Print("nano (copying)", copying, google);
        Print("nano-pool", pooled, google);
        Console.WriteLine("  nano-pool: RecycleMessages on; the request's objects and list go back to the model's");
        Console.WriteLine("  pools when the lease is released, the response's leaves to ArrayPool; the handler's");
        Console.WriteLine("  response objects are new.");

        // The same pooled read from one contiguous buffer: one segment, so the read takes the span path.
        var contiguous = new ReadOnlySequence<byte>(bytes);
        long whole = 0;
        for (var i = 0; i < Warmup + Iterations; i++)
        {
            var start = GC.GetAllocatedBytesForCurrentThread();
            using var lease = RigModel.Pooled.DeserializePooled<ForwardRequest>(contiguous);
            if (i >= Warmup)
                whole += GC.GetAllocatedBytesForCurrentThread() - start;
        }
        Console.WriteLine($"  nano-pool request read from one contiguous buffer: {whole / Iterations:N0}");
        return 0;
    }

    private static void Write(RuntimeTypeModel model, ForwardResponse response, byte[] output)
    {
        var length = (int)model.Measure(response);
        if (model.Serialize(output.AsSpan(0, length), response) != length)
            throw new InvalidOperationException("The response wrote another length than it measured.");
    }

    /// <summary>Bytes per call of one variant's read, handler and write; <paramref name="release"/> ends the call (not
    /// counted), as the server does once the response is written. The delegates are made once, outside the
    /// counts.</summary>
    private static (long Read, long Handler, long Write) Measure(
        Func<object> read, Func<object, object> handle, Action<object> write, Action<object>? release)
    {
        long reading = 0, handling = 0, writing = 0;
        for (var i = 0; i < Warmup + Iterations; i++)
        {
            var start = GC.GetAllocatedBytesForCurrentThread();
            var request = read();
            var afterRead = GC.GetAllocatedBytesForCurrentThread();
            var response = handle(request);
            var afterHandler = GC.GetAllocatedBytesForCurrentThread();
            write(response);
            var afterWrite = GC.GetAllocatedBytesForCurrentThread();
            release?.Invoke(request);
            if (i < Warmup)
                continue;
            reading += afterRead - start;
            handling += afterHandler - afterRead;
            writing += afterWrite - afterHandler;
        }
        return (reading / Iterations, handling / Iterations, writing / Iterations);
    }

    private static void Print(
        string name, (long Read, long Handler, long Write) row, (long Read, long Handler, long Write) google)
    {
        var all = row.Read + row.Handler + row.Write;
        var share = (double)all / (google.Read + google.Handler + google.Write);
        Console.WriteLine(
            $"  {name,-16} {row.Read,14:N0} {row.Handler,12:N0} {row.Write,14:N0} {all,12:N0} {share,9:P1}");
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
