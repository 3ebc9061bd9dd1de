using System.Buffers;
using BenchmarkDotNet.Attributes;
using Google.Protobuf;
using Nano.Benchmarks.Infrastructure;
using Nano.Benchmarks.Workloads;
using Nano.Interop.Workloads;

namespace Nano.Benchmarks.W2;

/// <summary>
/// W2 "Pocos": a list of 1,000 small objects (string, int, Guid, DateTime). Write serializes into a reused
/// <see cref="IBufferWriter{T}"/>; Read deserializes from a byte[]. Google.Protobuf has one class shape, so it is the
/// baseline for both the mutable and the immutable Nano variants, which will be added here as more methods.
/// </summary>
public class PocoBenchmarks
{
    private readonly ArrayBufferWriter<byte> _writer = new(128 * 1024);
    private PocoValues[] _values = null!;
    private PocoList _google = null!;
    private byte[] _payload = null!;

    [GlobalSetup]
    public void Setup()
    {
        _values = PocoWorkload.CreateValues();
        _google = PocoWorkload.CreateGoogle(_values);
        _payload = _google.ToByteArray();

        const string peer = "Google.Protobuf";
        Validate.That(_google.CalculateSize() == _payload.Length, peer, "Measure equals the written length");
        Validate.That(Write_Google() == _payload.Length, peer, "Write writes Measure bytes");
        Validate.SameBytes(_payload, _writer.WrittenSpan, peer, "Write output");
        PocoList read = Read_Google();
        Validate.That(read.Equals(_google), peer, "Read equals the source");
        Validate.That(read.Items.Count == PocoWorkload.ItemCount, peer, "item count");
        for (int i = 0; i < _values.Length; i++)
        {
            Validate.That(PocoWorkload.FromGoogle(read.Items[i]) == _values[i], peer, $"item {i} maps back to its values");
        }
    }

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.Write)]
    public int Write_Google()
    {
        _writer.ResetWrittenCount();
        _google.WriteTo(_writer);
        return _writer.WrittenCount;
    }

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.Read)]
    public PocoList Read_Google() => PocoList.Parser.ParseFrom(_payload);
}
