using System.Buffers;
using BenchmarkDotNet.Attributes;
using Google.Protobuf;
using Nano.Benchmarks.Infrastructure;
using Nano.Benchmarks.Workloads;
using Nano.Interop.Workloads;

namespace Nano.Benchmarks.W1;

/// <summary>
/// W1 "Forward", response side: 3,500 items of a float and a 32-byte bytes leaf, plus two int64s (~143.5 KB).
/// One method per (operation, peer); each operation is a category with the Google.Protobuf method as its baseline.
/// To add a peer, add its methods here with the same categories and validate its output in <see cref="Setup"/>.
/// </summary>
public class ForwardResponseBenchmarks
{
    private readonly ArrayBufferWriter<byte> _writer = new(512 * 1024);
    private ForwardResponse _google = null!;
    private byte[] _payload = null!;
    private ReadOnlySequence<byte> _sequence;

    [GlobalSetup]
    public void Setup()
    {
        _google = ForwardWorkload.CreateGoogleResponse(ForwardWorkload.RouteStartTimeInTicks());
        _payload = _google.ToByteArray();
        _sequence = Segments.Split(_payload);

        const string peer = "Google.Protobuf";
        Validate.That(_sequence.Length == _payload.Length && !_sequence.IsSingleSegment, peer, "the input sequence is multi-segment");
        Validate.That(_google.ItemResponses.Count == ForwardWorkload.ItemCount, peer, "item count");
        Validate.That(_payload.Length == ForwardWorkload.ExpectedResponseSize, peer, $"payload is {ForwardWorkload.ExpectedResponseSize} bytes, not {_payload.Length}");
        Validate.That(Measure_Google() == _payload.Length, peer, "Measure equals the written length");
        Validate.That(Serialize_Google() == _payload.Length, peer, "Serialize writes Measure bytes");
        Validate.SameBytes(_payload, _writer.WrittenSpan, peer, "Serialize output");
        Validate.That(ForwardResponse.Parser.ParseFrom(_writer.WrittenSpan).Equals(_google), peer, "Serialize output round-trips");
        Validate.That(DeserializeArray_Google().Equals(_google), peer, "Deserialize(byte[]) equals the source");
        Validate.That(DeserializeSequence_Google().Equals(_google), peer, "Deserialize(sequence) equals the source");
    }

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.Measure)]
    public int Measure_Google() => _google.CalculateSize();

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.Serialize)]
    public int Serialize_Google()
    {
        _writer.ResetWrittenCount();
        _google.WriteTo(_writer);
        return _writer.WrittenCount;
    }

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.DeserializeArray)]
    public ForwardResponse DeserializeArray_Google() => ForwardResponse.Parser.ParseFrom(_payload);

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.DeserializeSequence)]
    public ForwardResponse DeserializeSequence_Google() => ForwardResponse.Parser.ParseFrom(_sequence);
}
