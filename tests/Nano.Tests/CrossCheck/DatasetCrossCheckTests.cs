using Nano.Interop.Nano;
using Google.Protobuf;
using Nano.Interop;
using Nano.Tests.CrossCheck.Support;
using Nano.Tests.Support;
using G2 = Nano.Interop.Benchmarks.Proto2;
using G3 = Nano.Interop.Benchmarks.Proto3;
using N2 = Nano.Interop.Nano.Benchmarks.Proto2;
using N3 = Nano.Interop.Nano.Benchmarks.Proto3;

namespace Nano.Tests.CrossCheck;

/// <summary>
/// The three real benchmark payloads (read in place from shared/benchmark-data): Nano parses each into an object
/// equal to Google.Protobuf's message, and re-serializes it to Google's canonical bytes, which Google parses back equal.
/// </summary>
public class DatasetCrossCheckTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Theory, MemberData(nameof(Backend))]
    public void GoogleMessage1Proto3(SerializerBackend b) =>
        Check<G3.GoogleMessage1, N3.GoogleMessage1>(b, BenchmarkDatasetFile.GoogleMessage1Proto3, G3.GoogleMessage1.Parser, BenchmarkConverters.ToNano, BenchmarkConverters.ToGoogle);

    [Theory, MemberData(nameof(Backend))]
    public void GoogleMessage1Proto2(SerializerBackend b) =>
        Check<G2.GoogleMessage1, N2.GoogleMessage1>(b, BenchmarkDatasetFile.GoogleMessage1Proto2, G2.GoogleMessage1.Parser, BenchmarkConverters.ToNano, BenchmarkConverters.ToGoogle);

    [Theory, MemberData(nameof(Backend))]
    public void GoogleMessage2(SerializerBackend b) =>
        Check<G2.GoogleMessage2, N2.GoogleMessage2>(b, BenchmarkDatasetFile.GoogleMessage2, G2.GoogleMessage2.Parser, BenchmarkConverters.ToNano, BenchmarkConverters.ToGoogle);

    private static void Check<TGoogle, TNano>(SerializerBackend backend, BenchmarkDatasetFile file, MessageParser<TGoogle> parser, Func<TGoogle, TNano> toNano, Func<TNano, TGoogle> toGoogle)
        where TGoogle : IMessage<TGoogle>
    {
        var model = Backends.Model(backend);
        foreach (var payload in BenchmarkData.Payloads(file))
        {
            var google = parser.ParseFrom(payload);

            // Nano reads the real payload (from an array, a span and a multi-segment sequence) into an equal object.
            var nano = model.Deserialize<TNano>(payload);
            AssertEqual(google, toGoogle(nano), "Nano reading the payload");
            AssertEqual(google, toGoogle(model.Deserialize<TNano>(payload.AsSpan())), "Nano reading the payload as a span");
            AssertEqual(google, toGoogle(model.Deserialize<TNano>(Segments.Split(payload, 7))), "Nano reading the payload in 7-byte segments");
            AssertEqual(google, toGoogle(toNano(google)), "the converters (test bug)");

            // Nano re-serializes it to Google's canonical bytes, which Google reads back equal.
            var written = model.SerializeToArray(nano);
            Assert.Equal(google.ToByteArray(), written);
            Assert.Equal(written.Length, model.Measure(nano));
            AssertEqual(google, parser.ParseFrom(written), "Google reading Nano's bytes");
        }
    }

    private static void AssertEqual<T>(T expected, T actual, string what) where T : IMessage<T>
    {
        if (!expected.Equals(actual))
            Assert.Fail($"{what}: first difference {MessageDiff.First(expected, actual) ?? "(unknown fields)"}");
    }
}
