using Nano.Interop.Nano;
using System.Buffers;
using BenchmarkDotNet.Attributes;
using Google.Protobuf;
using Nano.Benchmarks.Infrastructure;
using Nano.Benchmarks.Workloads;
using Nano.Interop;
using N2 = Nano.Interop.Nano.Benchmarks.Proto2;
using N3 = Nano.Interop.Nano.Benchmarks.Proto3;
using P2 = Nano.Interop.Benchmarks.Proto2;
using P3 = Nano.Interop.Benchmarks.Proto3;

namespace Nano.Benchmarks.W3;

/// <summary>
/// W3: the real payloads of the protobuf benchmark datasets (read in place from shared/benchmark-data).
/// Parse makes a new object from the payload bytes each time; Serialize writes into a reused
/// <see cref="IBufferWriter{T}"/>; Measure computes the serialized size. One operation covers all payloads of the
/// dataset (each file holds one). Peers: Google.Protobuf's generated code (the baseline of each operation) and Nano
/// on the code-first mirror types of <c>tests/Nano.Interop/Nano/BenchmarkTypes.cs</c>, interpreted and emit.
/// </summary>
/// <typeparam name="T">The Google.Protobuf generated type of the payloads.</typeparam>
/// <typeparam name="TNano">The Nano code-first mirror of <typeparamref name="T"/>.</typeparam>
/// <remarks>
/// The Nano objects that Serialize and Measure write are each backend's own parse of the real payload. Before anything
/// is timed, <see cref="Setup"/> checks for each backend: the parse of the payload (from <c>byte[]</c> and from a
/// multi-segment sequence) equals Google's parse; Nano writes exactly Google.Protobuf's re-serialization of the payload
/// (for GoogleMessage1 proto3 that is 7 bytes shorter than the payload, which encodes three proto3 defaults), which
/// Google parses back equal; Measure equals the written length; the bytes round-trip through Nano; and each benchmark
/// method's own result (the parse, the written bytes, the measured size) is right.
/// </remarks>
public abstract class DatasetBenchmarks<T, TNano>
    where T : class, IMessage<T>
    where TNano : class
{
    private readonly ArrayBufferWriter<byte> _writer = new(128 * 1024);
    private byte[][] _payloads = null!;
    private T[] _google = null!;
    private TNano[] _nanoInterpreted = null!;
    private TNano[]? _nanoEmit;
    private RuntimeTypeModel _interpreted = null!;
    private RuntimeTypeModel? _emit;

    /// <summary>The dataset file.</summary>
    protected abstract BenchmarkDatasetFile File { get; }

    /// <summary>The Google.Protobuf parser of <typeparamref name="T"/>.</summary>
    protected abstract MessageParser<T> Parser { get; }

    /// <summary>Every Nano message type of the schema (to report which backend serves each).</summary>
    protected abstract Type[] NanoTypes { get; }

    /// <summary>Converts a Nano object to the Google message, for comparison with Google's parse (validation only).</summary>
    protected abstract T ToGoogle(TNano value);

    /// <summary>
    /// True when a re-serialization is byte-identical to the payload. Not so for GoogleMessage1 proto3, whose payload
    /// explicitly encodes three default values that proto3 does not write (shared/benchmark-data/README.md).
    /// </summary>
    protected virtual bool RoundTripsByteForByte => true;

    [GlobalSetup]
    public void Setup()
    {
        _payloads = BenchmarkData.Payloads(File);
        _google = Array.ConvertAll(_payloads, p => Parser.ParseFrom(p));
        byte[][] canonical = Array.ConvertAll(_google, g => g.ToByteArray());

        const string peer = "Google.Protobuf";
        Validate.That(_payloads.Length > 0, peer, "the dataset has payloads");
        int total = 0;
        for (int i = 0; i < _payloads.Length; i++)
        {
            total += canonical[i].Length;
            Validate.That(Parser.ParseFrom(canonical[i]).Equals(_google[i]), peer, $"payload {i} round-trips to an equal value");
            if (RoundTripsByteForByte)
            {
                Validate.SameBytes(_payloads[i], canonical[i], peer, $"payload {i} re-serialization");
            }
        }

        Validate.That(Measure_Google() == total, peer, "Measure equals the written length");
        Validate.That(Serialize_Google() == total, peer, "Serialize writes Measure bytes");
        Validate.SameBytes(canonical.SelectMany(b => b).ToArray(), _writer.WrittenSpan, peer, "Serialize output");
        Validate.That(Parse_Google().Equals(_google[^1]), peer, "Parse equals the reference parse");

        _interpreted = NanoBackends.CreateInterpreted();
        ValidateNano("Nano (interpreted)", _interpreted, "interpreted", canonical,
            Parse_Nano_Interpreted, Serialize_Nano_Interpreted, Measure_Nano_Interpreted);
        _emit = NanoBackends.CreateEmit();
        if (_emit is not null)
        {
            ValidateNano("Nano (emit)", _emit, "emit", canonical, Parse_Nano_Emit, Serialize_Nano_Emit, Measure_Nano_Emit);
        }
    }

    /// <summary>
    /// Validates one Nano backend on every payload and keeps its parse of the payloads as the objects its Serialize and
    /// Measure rows write (set before the row methods are called).
    /// </summary>
    private void ValidateNano(
        string peer, RuntimeTypeModel model, string backend, byte[][] canonical,
        Func<TNano> parse, Func<int> serialize, Func<long> measure)
    {
        NanoBackends.Origins(peer, model, backend, NanoTypes);
        var parsed = new TNano[_payloads.Length];
        long total = 0;
        for (int i = 0; i < _payloads.Length; i++)
        {
            parsed[i] = model.Deserialize<TNano>(_payloads[i]);
            Validate.That(ToGoogle(parsed[i]).Equals(_google[i]), peer, $"Nano parses payload {i} into a message equal to Google's parse");
            Validate.That(ToGoogle(model.Deserialize<TNano>(Segments.Split(_payloads[i], 16))).Equals(_google[i]), peer,
                $"Nano parses payload {i}, split into 16-byte segments, into a message equal to Google's parse");

            TNano source = parsed[i];
            NanoBackends.ValidatePeer(
                $"{peer} payload {i}", model, backend, source, _google[i], canonical[i], Parser, ToGoogle,
                measure: null,
                serialize: () =>
                {
                    _writer.ResetWrittenCount();
                    model.Serialize(_writer, source);
                    return _writer.WrittenCount;
                },
                _writer);
            total += canonical[i].Length;
        }

        if (backend == "emit")
        {
            _nanoEmit = parsed;
        }
        else
        {
            _nanoInterpreted = parsed;
        }

        Validate.That(serialize() == total, peer, $"Serialize writes {total} bytes");
        Validate.SameBytes(canonical.SelectMany(b => b).ToArray(), _writer.WrittenSpan, peer, "Serialize output equals Google.Protobuf's re-serialization");
        Validate.That(measure() == total, peer, $"Measure equals the written length ({total})");
        Validate.That(ToGoogle(parse()).Equals(_google[^1]), peer, "Parse equals Google's parse");
    }

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.Parse)]
    public T Parse_Google()
    {
        T last = null!;
        foreach (byte[] payload in _payloads)
        {
            last = Parser.ParseFrom(payload);
        }

        return last;
    }

    [Benchmark, BenchmarkCategory(Categories.Parse)]
    public TNano Parse_Nano_Emit()
    {
        TNano last = null!;
        foreach (byte[] payload in _payloads)
        {
            last = _emit!.Deserialize<TNano>(payload);
        }

        return last;
    }

    [Benchmark, BenchmarkCategory(Categories.Parse)]
    public TNano Parse_Nano_Interpreted()
    {
        TNano last = null!;
        foreach (byte[] payload in _payloads)
        {
            last = _interpreted.Deserialize<TNano>(payload);
        }

        return last;
    }

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.Serialize)]
    public int Serialize_Google()
    {
        _writer.ResetWrittenCount();
        foreach (T message in _google)
        {
            message.WriteTo(_writer);
        }

        return _writer.WrittenCount;
    }

    [Benchmark, BenchmarkCategory(Categories.Serialize)]
    public int Serialize_Nano_Emit()
    {
        _writer.ResetWrittenCount();
        foreach (TNano message in _nanoEmit!)
        {
            _emit!.Serialize(_writer, message);
        }

        return _writer.WrittenCount;
    }

    [Benchmark, BenchmarkCategory(Categories.Serialize)]
    public int Serialize_Nano_Interpreted()
    {
        _writer.ResetWrittenCount();
        foreach (TNano message in _nanoInterpreted)
        {
            _interpreted.Serialize(_writer, message);
        }

        return _writer.WrittenCount;
    }

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.Measure)]
    public int Measure_Google()
    {
        int size = 0;
        foreach (T message in _google)
        {
            size += message.CalculateSize();
        }

        return size;
    }

    [Benchmark, BenchmarkCategory(Categories.Measure)]
    public long Measure_Nano_Emit()
    {
        long size = 0;
        foreach (TNano message in _nanoEmit!)
        {
            size += _emit!.Measure(message);
        }

        return size;
    }

    [Benchmark, BenchmarkCategory(Categories.Measure)]
    public long Measure_Nano_Interpreted()
    {
        long size = 0;
        foreach (TNano message in _nanoInterpreted)
        {
            size += _interpreted.Measure(message);
        }

        return size;
    }
}

/// <summary>W3: <c>benchmarks.proto3.GoogleMessage1</c> (228 B payload; 221 B re-serialized).</summary>
public class GoogleMessage1Proto3Benchmarks : DatasetBenchmarks<P3.GoogleMessage1, N3.GoogleMessage1>
{
    protected override BenchmarkDatasetFile File => BenchmarkDatasetFile.GoogleMessage1Proto3;

    protected override MessageParser<P3.GoogleMessage1> Parser => P3.GoogleMessage1.Parser;

    protected override Type[] NanoTypes => [typeof(N3.GoogleMessage1), typeof(N3.GoogleMessage1SubMessage)];

    protected override bool RoundTripsByteForByte => false;

    protected override P3.GoogleMessage1 ToGoogle(N3.GoogleMessage1 value) => value.ToGoogle();
}

/// <summary>W3: <c>benchmarks.proto2.GoogleMessage1</c> (228 B).</summary>
public class GoogleMessage1Proto2Benchmarks : DatasetBenchmarks<P2.GoogleMessage1, N2.GoogleMessage1>
{
    protected override BenchmarkDatasetFile File => BenchmarkDatasetFile.GoogleMessage1Proto2;

    protected override MessageParser<P2.GoogleMessage1> Parser => P2.GoogleMessage1.Parser;

    protected override Type[] NanoTypes => [typeof(N2.GoogleMessage1), typeof(N2.GoogleMessage1SubMessage)];

    protected override P2.GoogleMessage1 ToGoogle(N2.GoogleMessage1 value) => value.ToGoogle();
}

/// <summary>W3: <c>benchmarks.proto2.GoogleMessage2</c> (84,570 B, 1,000 repeated groups).</summary>
public class GoogleMessage2Benchmarks : DatasetBenchmarks<P2.GoogleMessage2, N2.GoogleMessage2>
{
    protected override BenchmarkDatasetFile File => BenchmarkDatasetFile.GoogleMessage2;

    protected override MessageParser<P2.GoogleMessage2> Parser => P2.GoogleMessage2.Parser;

    protected override Type[] NanoTypes =>
        [typeof(N2.GoogleMessage2), typeof(N2.GoogleMessage2Group1), typeof(N2.GoogleMessage2GroupedMessage)];

    protected override P2.GoogleMessage2 ToGoogle(N2.GoogleMessage2 value) => value.ToGoogle();
}
