using System.Buffers;
using Nano.Benchmarks.Handwritten;
using Nano.Benchmarks.Workloads;
using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.Interop;
using Nano.Interop.Nano;
using Nano.Ratio.Data;
using Nano.Ratio.Harness;
using P3 = Nano.Interop.Benchmarks.Proto3;

namespace Nano.Ratio.Peers;

// "nano-cs": the plain-C# serializers of benchmarks/Nano.Benchmarks/Handwritten, compiled normally, as a source generator
// would write them (the ceiling of a compile-time backend, issue 21). Same operations, names and validation as the Nano
// peers; W3 has GoogleMessage1 proto3 only.

/// <summary>W1 with the hand-written serializers.</summary>
internal sealed class HandwrittenW1 : IWorkloadPeer
{
    public HandwrittenW1()
    {
        ForwardRequest request = ForwardWorkload.CreateNanoRequest();
        ForwardResponse response = ForwardWorkload.CreateNanoResponse(W1Data.RouteStartTicks);
        byte[] requestBytes = W1Data.RequestBytes;
        byte[] responseBytes = W1Data.ResponseBytes;
        IHandwritten<ForwardRequest> req = Handwritten.ForwardRequest;
        IHandwritten<ForwardResponse> resp = Handwritten.ForwardResponse;
        var writer = new ArrayBufferWriter<byte>(requestBytes.Length + 4096);
        Operations =
        [
            Ops.Serialize("Request Serialize", writer, () => { writer.ResetWrittenCount(); req.Serialize(writer, request); return writer.WrittenCount; }, requestBytes),
            Ops.Measure("Request Measure", () => req.Measure(request), requestBytes.Length),
            new("Request Deserialize", () => req.Deserialize(requestBytes).ItemRequests.Count,
                () => Check.That(ForwardWorkload.ToGoogle(req.Deserialize(requestBytes)).Equals(W1Data.GoogleRequest), "the request deserializes equal to Google's")),
            Ops.Serialize("Response Serialize", writer, () => { writer.ResetWrittenCount(); resp.Serialize(writer, response); return writer.WrittenCount; }, responseBytes),
            Ops.Measure("Response Measure", () => resp.Measure(response), responseBytes.Length),
            new("Response Deserialize", () => resp.Deserialize(responseBytes).ItemResponses.Count,
                () => Check.That(ForwardWorkload.ToGoogle(resp.Deserialize(responseBytes)).Equals(W1Data.GoogleResponse), "the response deserializes equal to Google's")),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}

/// <summary>W2 with the hand-written serializers, mutable and immutable.</summary>
internal sealed class HandwrittenW2 : IWorkloadPeer
{
    public HandwrittenW2()
    {
        PocoList mutable = PocoWorkload.CreateNano(W2Data.Values);
        ImmutablePocoList immutable = PocoWorkload.CreateNanoImmutable(W2Data.Values);
        byte[] bytes = W2Data.GoogleBytes;
        IHandwritten<PocoList> m = Handwritten.PocoList;
        IHandwritten<ImmutablePocoList> im = Handwritten.ImmutablePocoList;
        var writer = new ArrayBufferWriter<byte>(bytes.Length + 4096);
        Operations =
        [
            Ops.Serialize("Mutable Write", writer, () => { writer.ResetWrittenCount(); m.Serialize(writer, mutable); return writer.WrittenCount; }, bytes, "Write"),
            new("Mutable Read", () => m.Deserialize(bytes).Items.Count,
                () => W2Data.CheckValues(m.Deserialize(bytes).Items.Select(PocoWorkload.FromNano).ToList(), "hand-written mutable read"), "Read"),
            Ops.Serialize("Immutable Write", writer, () => { writer.ResetWrittenCount(); im.Serialize(writer, immutable); return writer.WrittenCount; }, bytes, "Write"),
            new("Immutable Read", () => im.Deserialize(bytes).Items.Count,
                () => W2Data.CheckValues(im.Deserialize(bytes).Items.Select(PocoWorkload.FromNano).ToList(), "hand-written immutable read"), "Read"),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}

/// <summary>W3 GoogleMessage1 proto3 with the hand-written serializer.</summary>
internal sealed class HandwrittenW3 : IWorkloadPeer
{
    public HandwrittenW3()
    {
        const string Name = W3Datasets.Gm1Proto3;
        var data = new W3Data<P3.GoogleMessage1>(BenchmarkDatasetFile.GoogleMessage1Proto3, P3.GoogleMessage1.Parser);
        IHandwritten<Interop.Nano.Benchmarks.Proto3.GoogleMessage1> codec = Handwritten.GoogleMessage1;
        byte[][] payloads = data.Payloads;
        var messages = Array.ConvertAll(payloads, p => codec.Deserialize(p));
        for (int i = 0; i < messages.Length; i++)
        {
            Check.That(messages[i].ToGoogle().Equals(data.Google[i]), $"{Name}: the hand-written reader parses payload {i} into Google's message");
        }

        var writer = new ArrayBufferWriter<byte>(128 * 1024);
        Operations =
        [
            Ops.Serialize($"{Name} Serialize", writer, () =>
            {
                writer.ResetWrittenCount();
                foreach (var m in messages)
                {
                    codec.Serialize(writer, m);
                }

                return writer.WrittenCount;
            }, data.CanonicalConcatenated),
            Ops.Measure($"{Name} Measure", () =>
            {
                long size = 0;
                foreach (var m in messages)
                {
                    size += codec.Measure(m);
                }

                return size;
            }, data.CanonicalConcatenated.Length),
            new($"{Name} Parse", () =>
            {
                long n = 0;
                foreach (byte[] p in payloads)
                {
                    n += codec.Deserialize(p) is null ? 0 : 1;
                }

                return n;
            }, () =>
            {
                for (int i = 0; i < payloads.Length; i++)
                {
                    Check.That(codec.Deserialize(payloads[i]).ToGoogle().Equals(data.Google[i]), $"{Name} payload {i} parses into Google's message");
                    Check.That(codec.Deserialize(data.Canonical[i]).ToGoogle().Equals(data.Google[i]), $"{Name} payload {i}'s re-serialization parses back equal");
                }
            }),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}
