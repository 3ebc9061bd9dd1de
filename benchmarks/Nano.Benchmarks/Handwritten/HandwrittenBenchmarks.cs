using System.Buffers;
using BenchmarkDotNet.Attributes;
using Nano.Benchmarks.Infrastructure;
using Nano.Benchmarks.Workloads;
using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.Interop;
using N3 = Nano.Interop.Nano.Benchmarks.Proto3;

namespace Nano.Benchmarks.Handwritten;

/// <summary>
/// The hand-written serializers (<see cref="Handwritten"/>) beside the emit backend on the same object, in one
/// process: for <c>--validate</c> and a first look. The figures to trust come from the ratio harness (one library per
/// process). Before anything runs, <see cref="Setup"/> checks that the hand-written code writes exactly emit's bytes,
/// measures their length, and reads them back to an object that emit re-serializes to the same bytes.
/// </summary>
/// <typeparam name="T">The Nano code-first root type.</typeparam>
public abstract class HandwrittenBenchmarks<T>
    where T : class
{
    private readonly ArrayBufferWriter<byte> _writer = new(512 * 1024);
    private T _value = null!;
    private byte[] _payload = null!;
    private RuntimeTypeModel _emit = null!;

    /// <summary>The workload's object.</summary>
    protected abstract T Create(RuntimeTypeModel emit);

    /// <summary>The hand-written serializer measured.</summary>
    protected abstract IHandwritten<T> Serializer { get; }

    [GlobalSetup]
    public void Setup()
    {
        _emit = NanoBackends.CreateEmit() ?? NanoBackends.CreateInterpreted(); // the same bytes either way
        NanoBackends.Origins("Nano (emit)", _emit, "emit", typeof(T)); // a note if emit hands the type back
        _value = Create(_emit);
        _payload = _emit.SerializeToArray(_value);

        const string peer = "Handwritten";
        Validate.That(_payload.Length > 0, peer, "the workload is not empty");
        Validate.That(Measure_Handwritten() == _payload.Length, peer, "Measure equals emit's length");
        Validate.That(Serialize_Handwritten() == _payload.Length, peer, "Serialize writes Measure bytes");
        Validate.SameBytes(_payload, _writer.WrittenSpan, peer, "Serialize output equals emit's");
        Validate.SameBytes(_payload, _emit.SerializeToArray(Deserialize_Handwritten()), peer, "Deserialize reads an object emit writes back to the same bytes");
    }

    [Benchmark, BenchmarkCategory(Categories.Measure)]
    public long Measure_Handwritten() => Serializer.Measure(_value);

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.Measure)]
    public long Measure_Nano_Emit() => _emit.Measure(_value);

    [Benchmark, BenchmarkCategory(Categories.Serialize)]
    public int Serialize_Handwritten()
    {
        _writer.ResetWrittenCount();
        Serializer.Serialize(_writer, _value);
        return _writer.WrittenCount;
    }

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.Serialize)]
    public int Serialize_Nano_Emit()
    {
        _writer.ResetWrittenCount();
        _emit.Serialize(_writer, _value);
        return _writer.WrittenCount;
    }

    [Benchmark, BenchmarkCategory(Categories.DeserializeArray)]
    public T Deserialize_Handwritten() => Serializer.Deserialize(_payload);

    [Benchmark(Baseline = true), BenchmarkCategory(Categories.DeserializeArray)]
    public T Deserialize_Nano_Emit() => _emit.Deserialize<T>(_payload);
}

/// <summary>W1 request, items back-patched (the default).</summary>
public class HandwrittenForwardRequestBenchmarks : HandwrittenBenchmarks<ForwardRequest>
{
    protected override ForwardRequest Create(RuntimeTypeModel emit) => ForwardWorkload.CreateNanoRequest();

    protected override IHandwritten<ForwardRequest> Serializer => Handwritten.ForwardRequest;
}

/// <summary>W1 request, each item measured before it is written.</summary>
public class HandwrittenForwardRequestMeasuredBenchmarks : HandwrittenBenchmarks<ForwardRequest>
{
    protected override ForwardRequest Create(RuntimeTypeModel emit) => ForwardWorkload.CreateNanoRequest();

    protected override IHandwritten<ForwardRequest> Serializer => Handwritten.ForwardRequestMeasured;
}

/// <summary>W1 response, items back-patched (the default).</summary>
public class HandwrittenForwardResponseBenchmarks : HandwrittenBenchmarks<ForwardResponse>
{
    protected override ForwardResponse Create(RuntimeTypeModel emit) => ForwardWorkload.CreateNanoResponse(ForwardWorkload.RouteStartTimeInTicks());

    protected override IHandwritten<ForwardResponse> Serializer => Handwritten.ForwardResponse;
}

/// <summary>W1 response, each item measured before it is written.</summary>
public class HandwrittenForwardResponseMeasuredBenchmarks : HandwrittenBenchmarks<ForwardResponse>
{
    protected override ForwardResponse Create(RuntimeTypeModel emit) => ForwardWorkload.CreateNanoResponse(ForwardWorkload.RouteStartTimeInTicks());

    protected override IHandwritten<ForwardResponse> Serializer => Handwritten.ForwardResponseMeasured;
}

/// <summary>W2, mutable.</summary>
public class HandwrittenPocoListBenchmarks : HandwrittenBenchmarks<PocoList>
{
    protected override PocoList Create(RuntimeTypeModel emit) => PocoWorkload.CreateNano(PocoWorkload.CreateValues());

    protected override IHandwritten<PocoList> Serializer => Handwritten.PocoList;
}

/// <summary>W2, immutable.</summary>
public class HandwrittenImmutablePocoListBenchmarks : HandwrittenBenchmarks<ImmutablePocoList>
{
    protected override ImmutablePocoList Create(RuntimeTypeModel emit) => PocoWorkload.CreateNanoImmutable(PocoWorkload.CreateValues());

    protected override IHandwritten<ImmutablePocoList> Serializer => Handwritten.ImmutablePocoList;
}

/// <summary>W3, GoogleMessage1 proto3: the dataset payload as emit reads it.</summary>
public class HandwrittenGoogleMessage1Benchmarks : HandwrittenBenchmarks<N3.GoogleMessage1>
{
    protected override N3.GoogleMessage1 Create(RuntimeTypeModel emit) =>
        emit.Deserialize<N3.GoogleMessage1>(BenchmarkData.FirstPayload(BenchmarkDatasetFile.GoogleMessage1Proto3));

    protected override IHandwritten<N3.GoogleMessage1> Serializer => Handwritten.GoogleMessage1;
}
