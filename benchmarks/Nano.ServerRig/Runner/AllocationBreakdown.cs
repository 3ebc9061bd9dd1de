using System.Buffers;
using System.Globalization;
using Google.Protobuf;
using Nano.Benchmarks.Workloads;
using Nano.ServerRig.Server;
using NanoForward = Nano.Benchmarks.Workloads.CodeFirst.ForwardRequest;
using G = Nano.Interop.Workloads;

namespace Nano.ServerRig.Runner;

/// <summary>
/// <c>breakdown</c>: where each variant's bytes per request go, without HTTP. The request bytes are parsed from a
/// sequence of 4 KB segments (as a request pipe hands them over), the response is built and written into a reused
/// buffer writer, exactly as the endpoints do; each phase is measured with the thread's allocation counter (averaged
/// over 50 rounds after 20 warmups). The difference to the rig's server KB/req is the server's own per-request cost.
/// </summary>
public static class AllocationBreakdown
{
    private const int Warmups = 20;
    private const int Rounds = 50;

    public static int Run()
    {
        var bytes = ForwardWorkload.CreateGoogleRequest().ToByteArray();
        var segments = Segments(bytes, 4096);
        var model = RuntimeTypeModel.Create();
        model.Backend = SerializerBackend.Emit;
        var recycling = RuntimeTypeModel.Create(); // the pool variant's server model
        recycling.Backend = SerializerBackend.Emit;
        recycling.RecycleMessages = true;
        var output = new ArrayBufferWriter<byte>(256 * 1024);
        var leaves = new byte[ForwardWorkload.ItemCount * ForwardWorkload.ExtraResultLength];

        var rows = new List<(string Variant, double Read, double Build, double Write)>
        {
            Measure("nano-copy", () => model.Deserialize<NanoForward>(segments), r => ForwardHandlers.BuildCopied(r, 1), (r, w) => model.Serialize(w, r), output, null),
            Measure("nano-pool", () => recycling.DeserializePooled<NanoForward>(segments), r => ForwardHandlers.BuildPooled(r.Value, 1, leaves), (r, w) => recycling.Serialize(w, r), output, l => l.Dispose()),
            Measure("google", () => G.ForwardRequest.Parser.ParseFrom(segments), r => ForwardHandlers.BuildGoogle(r, 1), (r, w) => r.WriteTo(w), output, null),
        };

        var c = CultureInfo.InvariantCulture;
        Console.WriteLine("| variant | read request KB | build response KB | write response KB | total KB |");
        Console.WriteLine("|---|--:|--:|--:|--:|");
        foreach (var (variant, read, build, write) in rows)
            Console.WriteLine(string.Create(c, $"| {variant} | {read / 1024:F1} | {build / 1024:F1} | {write / 1024:F1} | {(read + build + write) / 1024:F1} |"));

        // What pool mode leaves: the message objects themselves and the lists that hold them.
        var items = Allocated(() =>
        {
            var a = new List<Benchmarks.Workloads.CodeFirst.ForwardPerItemRequest>();
            for (var i = 0; i < ForwardWorkload.ItemCount; i++)
                a.Add(new Benchmarks.Workloads.CodeFirst.ForwardPerItemRequest());
        });
        var grown = Allocated(() =>
        {
            var list = new List<Benchmarks.Workloads.CodeFirst.ForwardPerItemRequest>();
            for (var i = 0; i < ForwardWorkload.ItemCount; i++)
                list.Add(null!);
        });
        var sized = Allocated(() => _ = new List<Benchmarks.Workloads.CodeFirst.ForwardPerItemRequest>(ForwardWorkload.ItemCount));
        Console.WriteLine();
        Console.WriteLine(string.Create(c, $"{ForwardWorkload.ItemCount} request item objects: {(items - grown) / 1024:F1} KB; a List<> of them grown by Add: {grown / 1024:F1} KB, created at its final size: {sized / 1024:F1} KB"));
        return 0;
    }

    private static double Allocated(Action action)
    {
        action();
        var before = GC.GetAllocatedBytesForCurrentThread();
        action();
        return GC.GetAllocatedBytesForCurrentThread() - before;
    }

    private static (string, double, double, double) Measure<TRequest, TResponse>(string name, Func<TRequest> read, Func<TRequest, TResponse> build,
        Action<TResponse, IBufferWriter<byte>> write, ArrayBufferWriter<byte> output, Action<TRequest>? release)
    {
        double r = 0, b = 0, w = 0;
        for (var i = 0; i < Warmups + Rounds; i++)
        {
            output.ResetWrittenCount();
            var t0 = GC.GetAllocatedBytesForCurrentThread();
            var request = read();
            var t1 = GC.GetAllocatedBytesForCurrentThread();
            var response = build(request);
            var t2 = GC.GetAllocatedBytesForCurrentThread();
            write(response, output);
            var t3 = GC.GetAllocatedBytesForCurrentThread();
            release?.Invoke(request);
            if (output.WrittenCount != ForwardWorkload.ExpectedResponseSize - 8) // start ticks of 1 is a 1-byte varint, not 9
                throw new InvalidOperationException($"{name}: wrote {output.WrittenCount} bytes.");
            if (i < Warmups)
                continue;
            r += t1 - t0;
            b += t2 - t1;
            w += t3 - t2;
        }
        return (name, r / Rounds, b / Rounds, w / Rounds);
    }

    private static ReadOnlySequence<byte> Segments(byte[] data, int size)
    {
        Segment? first = null, last = null;
        for (var i = 0; i < data.Length; i += size)
        {
            var segment = new Segment(data.AsMemory(i, Math.Min(size, data.Length - i)), last);
            first ??= segment;
            last = segment;
        }
        return new ReadOnlySequence<byte>(first!, 0, last!, last!.Memory.Length);
    }

    private sealed class Segment : ReadOnlySequenceSegment<byte>
    {
        public Segment(ReadOnlyMemory<byte> memory, Segment? previous)
        {
            Memory = memory;
            if (previous is null)
                return;
            RunningIndex = previous.RunningIndex + previous.Memory.Length;
            previous.Next = this;
        }
    }
}
