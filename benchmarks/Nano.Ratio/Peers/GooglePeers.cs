using System.Buffers;
using Google.Protobuf;
using Nano.Benchmarks.Workloads;
using Nano.Interop;
using Nano.Ratio.Data;
using Nano.Ratio.Harness;
using G = Nano.Interop.Workloads;
using P2 = Nano.Interop.Benchmarks.Proto2;
using P3 = Nano.Interop.Benchmarks.Proto3;

namespace Nano.Ratio.Peers;

// Google.Protobuf's generated code: the baseline of every ratio.

/// <summary>W1 with Google.Protobuf.</summary>
internal sealed class GoogleW1 : IWorkloadPeer
{
    public GoogleW1()
    {
        G.ForwardRequest request = W1Data.GoogleRequest;
        G.ForwardResponse response = W1Data.GoogleResponse;
        byte[] requestBytes = W1Data.RequestBytes;
        byte[] responseBytes = W1Data.ResponseBytes;
        var writer = new ArrayBufferWriter<byte>(requestBytes.Length + 4096);
        Operations =
        [
            Ops.Serialize("Request Serialize", writer, () => { writer.ResetWrittenCount(); request.WriteTo(writer); return writer.WrittenCount; }, requestBytes),
            Ops.Measure("Request Measure", () => request.CalculateSize(), requestBytes.Length),
            new("Request Deserialize", () => G.ForwardRequest.Parser.ParseFrom(requestBytes).ItemRequests.Count,
                () => Check.That(G.ForwardRequest.Parser.ParseFrom(requestBytes).Equals(request), "the request parses back equal")),
            Ops.Serialize("Response Serialize", writer, () => { writer.ResetWrittenCount(); response.WriteTo(writer); return writer.WrittenCount; }, responseBytes),
            Ops.Measure("Response Measure", () => response.CalculateSize(), responseBytes.Length),
            new("Response Deserialize", () => G.ForwardResponse.Parser.ParseFrom(responseBytes).ItemResponses.Count,
                () => Check.That(G.ForwardResponse.Parser.ParseFrom(responseBytes).Equals(response), "the response parses back equal")),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}

/// <summary>W2 with Google.Protobuf: one <c>PocoList</c> (Google has no immutable variant; it is the baseline of both).</summary>
internal sealed class GoogleW2 : IWorkloadPeer
{
    public GoogleW2()
    {
        G.PocoList list = W2Data.GoogleList;
        byte[] bytes = W2Data.GoogleBytes;
        var writer = new ArrayBufferWriter<byte>(bytes.Length + 4096);
        Operations =
        [
            new("Write", () => { writer.ResetWrittenCount(); list.WriteTo(writer); return writer.WrittenCount; }, () =>
            {
                writer.ResetWrittenCount();
                list.WriteTo(writer);
                Check.SameBytes(bytes, writer.WrittenSpan, "WriteTo(IBufferWriter) equals ToByteArray");
                Check.That(list.CalculateSize() == bytes.Length, "CalculateSize equals the written length");
            }),
            new("Read", () => G.PocoList.Parser.ParseFrom(bytes).Items.Count, () =>
            {
                G.PocoList read = G.PocoList.Parser.ParseFrom(bytes);
                Check.That(read.Equals(list), "the list parses back equal");
                W2Data.CheckValues(read.Items.Select(PocoWorkload.FromGoogle).ToList(), "Google read");
            }),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}

/// <summary>W3 with Google.Protobuf.</summary>
internal sealed class GoogleW3 : IWorkloadPeer
{
    private readonly ArrayBufferWriter<byte> _writer = new(128 * 1024);

    public GoogleW3()
    {
        Operations =
        [
            .. Dataset(W3Datasets.Gm1Proto3, BenchmarkDatasetFile.GoogleMessage1Proto3, P3.GoogleMessage1.Parser),
            .. Dataset(W3Datasets.Gm1Proto2, BenchmarkDatasetFile.GoogleMessage1Proto2, P2.GoogleMessage1.Parser),
            .. Dataset(W3Datasets.Gm2, BenchmarkDatasetFile.GoogleMessage2, P2.GoogleMessage2.Parser),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }

    private Operation[] Dataset<T>(string name, BenchmarkDatasetFile file, MessageParser<T> parser)
        where T : IMessage<T>
    {
        var data = new W3Data<T>(file, parser);
        T[] messages = data.Google;
        byte[][] payloads = data.Payloads;
        ArrayBufferWriter<byte> writer = _writer;
        return
        [
            Ops.Serialize($"{name} Serialize", writer, () =>
            {
                writer.ResetWrittenCount();
                foreach (T m in messages)
                {
                    m.WriteTo(writer);
                }

                return writer.WrittenCount;
            }, data.CanonicalConcatenated),
            Ops.Measure($"{name} Measure", () =>
            {
                int size = 0;
                foreach (T m in messages)
                {
                    size += m.CalculateSize();
                }

                return size;
            }, data.CanonicalConcatenated.Length),
            new($"{name} Parse", () =>
            {
                long n = 0;
                foreach (byte[] p in payloads)
                {
                    n += parser.ParseFrom(p) is null ? 0 : 1;
                }

                return n;
            }, () =>
            {
                for (int i = 0; i < payloads.Length; i++)
                {
                    Check.That(parser.ParseFrom(data.Canonical[i]).Equals(messages[i]), $"{name} payload {i} round-trips to an equal message");
                }
            }),
        ];
    }
}

/// <summary>The one-int32 message (value 150: <c>08 96 01</c>) with Google.Protobuf.</summary>
internal sealed class GoogleMicro : IWorkloadPeer
{
    public GoogleMicro()
    {
        var message = new G.SingleInt32 { Value = 150 };
        var writer = new ArrayBufferWriter<byte>(256);
        Operations =
        [
            Ops.Serialize("Serialize", writer, () => { writer.ResetWrittenCount(); message.WriteTo(writer); return writer.WrittenCount; }, MicroData.Expected),
            Ops.Measure("Measure", () => message.CalculateSize(), MicroData.Expected.Length),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}
