using System.Buffers;
using BenchmarkDotNet.Attributes;
using Google.Protobuf;
using Nano.Benchmarks.Infrastructure;
using Nano.Benchmarks.Workloads;
using Nano.Interop.Workloads;
using NanoCodeFirst = Nano.Benchmarks.Workloads.CodeFirst;

namespace Nano.Benchmarks.W2;

/// <summary>
/// W2 "Pocos": a list of 1,000 small objects (string, int, Guid, DateTime). Write serializes into a reused
/// <see cref="IBufferWriter{T}"/>; Read deserializes from a byte[]. Google.Protobuf has one class shape, so it is the
/// baseline for both Nano variants: the mutable <c>Poco</c> (<c>Write_Nano_*</c>, <c>Read_Nano_*</c>) and the immutable
/// <c>ImmutablePoco</c> (<c>WriteImmutable_Nano_*</c>, <c>ReadImmutable_Nano_*</c>), on the interpreted and (when present)
/// the emit backend. All of them write the same bytes.
/// </summary>
public class PocoBenchmarks
{
    private readonly ArrayBufferWriter<byte> _writer = new(128 * 1024);
    private PocoValues[] _values = null!;
    private PocoList _google = null!;
    private byte[] _payload = null!;
    private NanoCodeFirst.PocoList _nano = null!;
    private NanoCodeFirst.ImmutablePocoList _nanoImmutable = null!;
    private RuntimeTypeModel _interpreted = null!;
    private RuntimeTypeModel? _emit;

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

        _nano = PocoWorkload.CreateNano(_values);
        _nanoImmutable = PocoWorkload.CreateNanoImmutable(_values);
        _interpreted = NanoBackends.CreateInterpreted();
        ValidateNano("Nano (interpreted)", _interpreted, "interpreted",
            Write_Nano_Interpreted, Read_Nano_Interpreted, WriteImmutable_Nano_Interpreted, ReadImmutable_Nano_Interpreted);
        _emit = NanoBackends.CreateEmit();
        if (_emit is not null)
        {
            ValidateNano("Nano (emit)", _emit, "emit", Write_Nano_Emit, Read_Nano_Emit, WriteImmutable_Nano_Emit, ReadImmutable_Nano_Emit);
        }
    }

    private void ValidateNano(
        string peer, RuntimeTypeModel model, string backend,
        Func<int> write, Func<NanoCodeFirst.PocoList> read, Func<int> writeImmutable, Func<NanoCodeFirst.ImmutablePocoList> readImmutable)
    {
        NanoBackends.ValidatePeer(
            peer, model, backend, _nano, _google, _payload, PocoList.Parser,
            list => PocoWorkload.CreateGoogle(list.Items.Select(PocoWorkload.FromNano).ToArray()),
            measure: null, write, _writer, ("Read", read));
        NanoBackends.ValidatePeer(
            peer + " immutable", model, backend, _nanoImmutable, _google, _payload, PocoList.Parser,
            list => PocoWorkload.CreateGoogle(list.Items.Select(PocoWorkload.FromNano).ToArray()),
            measure: null, writeImmutable, _writer, ("ReadImmutable", readImmutable));
        NanoBackends.Origins(peer, model, backend,
            typeof(NanoCodeFirst.PocoList), typeof(NanoCodeFirst.Poco), typeof(NanoCodeFirst.ImmutablePocoList), typeof(NanoCodeFirst.ImmutablePoco));
        Validate.That(read().Items.Count == PocoWorkload.ItemCount && readImmutable().Items.Count == PocoWorkload.ItemCount, peer, "item count");
    }

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.Write)]
    public int Write_Google()
    {
        _writer.ResetWrittenCount();
        _google.WriteTo(_writer);
        return _writer.WrittenCount;
    }

    [Benchmark, BenchmarkCategory(Categories.Write)]
    public int Write_Nano_Emit()
    {
        _writer.ResetWrittenCount();
        _emit!.Serialize(_writer, _nano);
        return _writer.WrittenCount;
    }

    [Benchmark, BenchmarkCategory(Categories.Write)]
    public int Write_Nano_Interpreted()
    {
        _writer.ResetWrittenCount();
        _interpreted.Serialize(_writer, _nano);
        return _writer.WrittenCount;
    }

    [Benchmark, BenchmarkCategory(Categories.Write)]
    public int WriteImmutable_Nano_Emit()
    {
        _writer.ResetWrittenCount();
        _emit!.Serialize(_writer, _nanoImmutable);
        return _writer.WrittenCount;
    }

    [Benchmark, BenchmarkCategory(Categories.Write)]
    public int WriteImmutable_Nano_Interpreted()
    {
        _writer.ResetWrittenCount();
        _interpreted.Serialize(_writer, _nanoImmutable);
        return _writer.WrittenCount;
    }

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.Read)]
    public PocoList Read_Google() => PocoList.Parser.ParseFrom(_payload);

    [Benchmark, BenchmarkCategory(Categories.Read)]
    public NanoCodeFirst.PocoList Read_Nano_Emit() => _emit!.Deserialize<NanoCodeFirst.PocoList>(_payload);

    [Benchmark, BenchmarkCategory(Categories.Read)]
    public NanoCodeFirst.PocoList Read_Nano_Interpreted() => _interpreted.Deserialize<NanoCodeFirst.PocoList>(_payload);

    [Benchmark, BenchmarkCategory(Categories.Read)]
    public NanoCodeFirst.ImmutablePocoList ReadImmutable_Nano_Emit() => _emit!.Deserialize<NanoCodeFirst.ImmutablePocoList>(_payload);

    [Benchmark, BenchmarkCategory(Categories.Read)]
    public NanoCodeFirst.ImmutablePocoList ReadImmutable_Nano_Interpreted() => _interpreted.Deserialize<NanoCodeFirst.ImmutablePocoList>(_payload);
}
