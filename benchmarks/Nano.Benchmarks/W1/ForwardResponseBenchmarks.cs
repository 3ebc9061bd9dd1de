using System.Buffers;
using BenchmarkDotNet.Attributes;
using Google.Protobuf;
using Nano.Benchmarks.Infrastructure;
using Nano.Benchmarks.Workloads;
using Nano.Interop.Workloads;
using NanoResponse = Nano.Benchmarks.Workloads.CodeFirst.ForwardResponse;
using NanoItem = Nano.Benchmarks.Workloads.CodeFirst.ForwardPerItemResponse;

namespace Nano.Benchmarks.W1;

/// <summary>
/// W1 "Forward", response side: 3,500 items of a float and a 32-byte bytes leaf, plus two int64s (~143.5 KB).
/// One method per (operation, peer); each operation is a category with the Google.Protobuf method as its baseline.
/// Nano rows: <c>*_Nano_Interpreted</c> and <c>*_Nano_Emit</c>, each on its own <see cref="RuntimeTypeModel"/> with the
/// backend forced; the emit rows run only when the emit backend is present (see <see cref="NanoBackends"/>).
/// </summary>
public class ForwardResponseBenchmarks
{
    private readonly ArrayBufferWriter<byte> _writer = new(512 * 1024);
    private ForwardResponse _google = null!;
    private byte[] _payload = null!;
    private ReadOnlySequence<byte> _sequence;
    private NanoResponse _nano = null!;
    private RuntimeTypeModel _interpreted = null!;
    private RuntimeTypeModel? _emit;

    [GlobalSetup]
    public void Setup()
    {
        long ticks = ForwardWorkload.RouteStartTimeInTicks();
        _google = ForwardWorkload.CreateGoogleResponse(ticks);
        _nano = ForwardWorkload.CreateNanoResponse(ticks);
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

        _interpreted = NanoBackends.CreateInterpreted();
        NanoBackends.Origins("Nano (interpreted)", _interpreted, "interpreted", typeof(NanoResponse), typeof(NanoItem));
        NanoBackends.ValidatePeer(
            "Nano (interpreted)", _interpreted, "interpreted", _nano, _google, _payload, ForwardResponse.Parser, ForwardWorkload.ToGoogle,
            () => Measure_Nano_Interpreted(), Serialize_Nano_Interpreted, _writer,
            ("Deserialize(byte[])", DeserializeArray_Nano_Interpreted), ("Deserialize(sequence)", DeserializeSequence_Nano_Interpreted));

        _emit = NanoBackends.CreateEmit();
        if (_emit is not null)
        {
            NanoBackends.Origins("Nano (emit)", _emit, "emit", typeof(NanoResponse), typeof(NanoItem));
            NanoBackends.ValidatePeer(
                "Nano (emit)", _emit, "emit", _nano, _google, _payload, ForwardResponse.Parser, ForwardWorkload.ToGoogle,
                () => Measure_Nano_Emit(), Serialize_Nano_Emit, _writer,
                ("Deserialize(byte[])", DeserializeArray_Nano_Emit), ("Deserialize(sequence)", DeserializeSequence_Nano_Emit));
        }
    }

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.Measure)]
    public int Measure_Google() => _google.CalculateSize();

    [Benchmark, BenchmarkCategory(Categories.Measure)]
    public long Measure_Nano_Emit() => _emit!.Measure(_nano);

    [Benchmark, BenchmarkCategory(Categories.Measure)]
    public long Measure_Nano_Interpreted() => _interpreted.Measure(_nano);

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.Serialize)]
    public int Serialize_Google()
    {
        _writer.ResetWrittenCount();
        _google.WriteTo(_writer);
        return _writer.WrittenCount;
    }

    [Benchmark, BenchmarkCategory(Categories.Serialize)]
    public int Serialize_Nano_Emit()
    {
        _writer.ResetWrittenCount();
        _emit!.Serialize(_writer, _nano);
        return _writer.WrittenCount;
    }

    [Benchmark, BenchmarkCategory(Categories.Serialize)]
    public int Serialize_Nano_Interpreted()
    {
        _writer.ResetWrittenCount();
        _interpreted.Serialize(_writer, _nano);
        return _writer.WrittenCount;
    }

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.DeserializeArray)]
    public ForwardResponse DeserializeArray_Google() => ForwardResponse.Parser.ParseFrom(_payload);

    [Benchmark, BenchmarkCategory(Categories.DeserializeArray)]
    public NanoResponse DeserializeArray_Nano_Emit() => _emit!.Deserialize<NanoResponse>(_payload);

    [Benchmark, BenchmarkCategory(Categories.DeserializeArray)]
    public NanoResponse DeserializeArray_Nano_Interpreted() => _interpreted.Deserialize<NanoResponse>(_payload);

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.DeserializeSequence)]
    public ForwardResponse DeserializeSequence_Google() => ForwardResponse.Parser.ParseFrom(_sequence);

    [Benchmark, BenchmarkCategory(Categories.DeserializeSequence)]
    public NanoResponse DeserializeSequence_Nano_Emit() => _emit!.Deserialize<NanoResponse>(_sequence);

    [Benchmark, BenchmarkCategory(Categories.DeserializeSequence)]
    public NanoResponse DeserializeSequence_Nano_Interpreted() => _interpreted.Deserialize<NanoResponse>(_sequence);
}
