using System.Buffers;
using Google.Protobuf;
using Nano.Interop;
using Nano.Ratio.Data;
using Nano.Ratio.Harness;
using P2 = Nano.Interop.Benchmarks.Proto2;
using P3 = Nano.Interop.Benchmarks.Proto3;
using Pbn = ProtoBuf.Serializer;

namespace Nano.Ratio.Peers.ProtobufNet;

/// <summary>
/// W3 with protobuf-net 3.4.40 on the contracts of <c>BenchmarkTypes.cs</c> beside this file. The objects it writes are
/// its own parse of each payload; validation: that parse re-serializes to exactly Google.Protobuf's re-serialization
/// (so protobuf-net read every field as Google did), and Measure equals that length.
/// </summary>
internal sealed class ProtobufNetW3 : IWorkloadPeer
{
    private readonly ArrayBufferWriter<byte> _writer = new(128 * 1024);

    public ProtobufNetW3()
    {
        Operations =
        [
            .. Dataset<P3.GoogleMessage1, Proto3.GoogleMessage1>(W3Datasets.Gm1Proto3, BenchmarkDatasetFile.GoogleMessage1Proto3, P3.GoogleMessage1.Parser),
            .. Dataset<P2.GoogleMessage1, Proto2.GoogleMessage1>(W3Datasets.Gm1Proto2, BenchmarkDatasetFile.GoogleMessage1Proto2, P2.GoogleMessage1.Parser),
            .. Dataset<P2.GoogleMessage2, Proto2.GoogleMessage2>(W3Datasets.Gm2, BenchmarkDatasetFile.GoogleMessage2, P2.GoogleMessage2.Parser),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }

    private Operation[] Dataset<TGoogle, TPbn>(string name, BenchmarkDatasetFile file, MessageParser<TGoogle> parser)
        where TGoogle : IMessage<TGoogle>
        where TPbn : class
    {
        var data = new W3Data<TGoogle>(file, parser);
        byte[][] payloads = data.Payloads;
        TPbn[] messages = Array.ConvertAll(payloads, p => Pbn.Deserialize<TPbn>((ReadOnlyMemory<byte>)p));
        ArrayBufferWriter<byte> writer = _writer;
        return
        [
            Ops.Serialize($"{name} Serialize", writer, () =>
            {
                writer.ResetWrittenCount();
                foreach (TPbn m in messages)
                {
                    Pbn.Serialize(writer, m);
                }

                return writer.WrittenCount;
            }, data.CanonicalConcatenated),
            Ops.Measure($"{name} Measure", () =>
            {
                long size = 0;
                foreach (TPbn m in messages)
                {
                    using var measured = Pbn.Measure(m);
                    size += measured.Length;
                }

                return size;
            }, data.CanonicalConcatenated.Length),
            new($"{name} Parse", () =>
            {
                long n = 0;
                foreach (byte[] p in payloads)
                {
                    n += Pbn.Deserialize<TPbn>((ReadOnlyMemory<byte>)p) is null ? 0 : 1;
                }

                return n;
            }, () =>
            {
                for (int i = 0; i < payloads.Length; i++)
                {
                    foreach (byte[] input in (byte[][])[payloads[i], data.Canonical[i]])
                    {
                        writer.ResetWrittenCount();
                        Pbn.Serialize(writer, Pbn.Deserialize<TPbn>((ReadOnlyMemory<byte>)input));
                        Check.SameBytes(data.Canonical[i], writer.WrittenSpan, $"{name} payload {i}: protobuf-net's parse re-serializes to Google's bytes");
                    }
                }
            }),
        ];
    }
}
