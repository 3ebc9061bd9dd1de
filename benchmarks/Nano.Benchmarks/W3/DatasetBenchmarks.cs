using System.Buffers;
using BenchmarkDotNet.Attributes;
using Google.Protobuf;
using Nano.Benchmarks.Infrastructure;
using Nano.Interop;
using P2 = Nano.Interop.Benchmarks.Proto2;
using P3 = Nano.Interop.Benchmarks.Proto3;

namespace Nano.Benchmarks.W3;

/// <summary>
/// W3: the real payloads of the protobuf benchmark datasets (read in place from shared/benchmark-data).
/// Parse makes a new object each time; Serialize writes into a reused <see cref="IBufferWriter{T}"/>; Measure
/// computes the serialized size. One operation covers all payloads of the dataset (each file holds one).
/// </summary>
/// <typeparam name="T">The Google.Protobuf generated type of the payloads.</typeparam>
public abstract class DatasetBenchmarks<T>
    where T : class, IMessage<T>
{
    private readonly ArrayBufferWriter<byte> _writer = new(128 * 1024);
    private byte[][] _payloads = null!;
    private T[] _google = null!;

    /// <summary>The dataset file.</summary>
    protected abstract BenchmarkDatasetFile File { get; }

    /// <summary>The Google.Protobuf parser of <typeparamref name="T"/>.</summary>
    protected abstract MessageParser<T> Parser { get; }

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

        const string peer = "Google.Protobuf";
        Validate.That(_payloads.Length > 0, peer, "the dataset has payloads");
        int total = 0;
        for (int i = 0; i < _payloads.Length; i++)
        {
            byte[] written = _google[i].ToByteArray();
            total += written.Length;
            Validate.That(Parser.ParseFrom(written).Equals(_google[i]), peer, $"payload {i} round-trips to an equal value");
            if (RoundTripsByteForByte)
            {
                Validate.SameBytes(_payloads[i], written, peer, $"payload {i} re-serialization");
            }
        }

        Validate.That(Measure_Google() == total, peer, "Measure equals the written length");
        Validate.That(Serialize_Google() == total, peer, "Serialize writes Measure bytes");
        Validate.That(Parse_Google().Equals(_google[^1]), peer, "Parse equals the reference parse");
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
}

/// <summary>W3: <c>benchmarks.proto3.GoogleMessage1</c> (228 B).</summary>
public class GoogleMessage1Proto3Benchmarks : DatasetBenchmarks<P3.GoogleMessage1>
{
    protected override BenchmarkDatasetFile File => BenchmarkDatasetFile.GoogleMessage1Proto3;

    protected override MessageParser<P3.GoogleMessage1> Parser => P3.GoogleMessage1.Parser;

    protected override bool RoundTripsByteForByte => false;
}

/// <summary>W3: <c>benchmarks.proto2.GoogleMessage1</c> (228 B).</summary>
public class GoogleMessage1Proto2Benchmarks : DatasetBenchmarks<P2.GoogleMessage1>
{
    protected override BenchmarkDatasetFile File => BenchmarkDatasetFile.GoogleMessage1Proto2;

    protected override MessageParser<P2.GoogleMessage1> Parser => P2.GoogleMessage1.Parser;
}

/// <summary>W3: <c>benchmarks.proto2.GoogleMessage2</c> (84,570 B, 1,000 repeated groups).</summary>
public class GoogleMessage2Benchmarks : DatasetBenchmarks<P2.GoogleMessage2>
{
    protected override BenchmarkDatasetFile File => BenchmarkDatasetFile.GoogleMessage2;

    protected override MessageParser<P2.GoogleMessage2> Parser => P2.GoogleMessage2.Parser;
}
