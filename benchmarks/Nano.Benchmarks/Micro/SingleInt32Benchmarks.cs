using System.Buffers;
using BenchmarkDotNet.Attributes;
using Google.Protobuf;
using Nano.Benchmarks.Infrastructure;
using GoogleSingle = Nano.Interop.Workloads.SingleInt32;

namespace Nano.Benchmarks.Micro;

/// <summary>
/// The fixed cost of one Serialize call: a message of one int32 (value 150, the protobuf spec's example: 3 bytes,
/// <c>08 96 01</c>) written to a reused <see cref="ArrayBufferWriter{T}"/>. Nearly all of the time is the entry
/// (serializer lookup, writer setup, first span, commit), not the encoding. Output validated before timing.
/// </summary>
public class SingleInt32Benchmarks
{
    /// <summary>The Nano code-first mirror of <c>SingleInt32</c> in tests/Nano.Interop/Protos/workloads/single.proto.</summary>
    [ProtoContract]
    public sealed class SingleInt32
    {
        [ProtoMember(1)] public int Value { get; set; }
    }

    private static readonly byte[] Expected = [0x08, 0x96, 0x01];

    private readonly ArrayBufferWriter<byte> _writer = new(256);
    private readonly GoogleSingle _google = new() { Value = 150 };
    private readonly SingleInt32 _nano = new() { Value = 150 };
    private RuntimeTypeModel _interpreted = null!;
    private RuntimeTypeModel? _emit;

    [GlobalSetup]
    public void Setup()
    {
        Validate.That(Serialize_Google() == Expected.Length, "Google.Protobuf", "writes 3 bytes");
        Validate.SameBytes(Expected, _writer.WrittenSpan, "Google.Protobuf", "Serialize output");
        _interpreted = NanoBackends.CreateInterpreted();
        Validate.That(Serialize_Nano_Interpreted() == Expected.Length, "Nano (interpreted)", "writes 3 bytes");
        Validate.SameBytes(Expected, _writer.WrittenSpan, "Nano (interpreted)", "Serialize output");
        _emit = NanoBackends.CreateEmit();
        if (_emit is not null)
        {
            NanoBackends.Origins("Nano (emit)", _emit, "emit", typeof(SingleInt32));
            Validate.That(Serialize_Nano_Emit() == Expected.Length, "Nano (emit)", "writes 3 bytes");
            Validate.SameBytes(Expected, _writer.WrittenSpan, "Nano (emit)", "Serialize output");
            Validate.That(Measure_Nano_Emit() == Expected.Length, "Nano (emit)", "Measure equals the written length");
        }
    }

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

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.Measure)]
    public int Measure_Google() => _google.CalculateSize();

    [Benchmark, BenchmarkCategory(Categories.Measure)]
    public long Measure_Nano_Emit() => _emit!.Measure(_nano);
}
