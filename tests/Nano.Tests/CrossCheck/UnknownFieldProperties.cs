using FsCheck;
using FsCheck.Fluent;
using Google.Protobuf;
using Nano.Interop.Generators;
using Nano.Tests.CrossCheck.Support;
using Nano.Tests.Support;
using G = Nano.Interop.CrossCheck;
using N = Nano.Interop.Nano.CrossCheck;

namespace Nano.Tests.CrossCheck;

/// <summary>
/// P3, unknown fields: an older Nano schema reads a newer message (rewritten non-canonically, with extra unknown
/// fields). A type implementing IUnknownFieldsHolder keeps what it does not know and writes it back, so Google.Protobuf
/// reads the round trip as the original; a type without it drops exactly the fields it does not know.
/// </summary>
public class P3_UnknownFields
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    private static readonly Gen<(G.AllScalars, int)> AllScalarsInput = GoogleGenerators.AllScalars.Zip(Gen.Choose(int.MinValue, int.MaxValue));
    private static readonly Gen<(G.Recursive, int)> RecursiveInput = GoogleGenerators.Recursive.Zip(Gen.Choose(int.MinValue, int.MaxValue));
    private static readonly Gen<(G.Nested, int)> NestedInput = GoogleGenerators.Nested.Zip(Gen.Choose(int.MinValue, int.MaxValue));

    [Theory, MemberData(nameof(Backend))]
    public void KeptUnknownFields_RoundTrip_AllScalars(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        PropertyRunner.Check($"P3 unknown AllScalarsSingularsOnly {backend}", AllScalarsInput, input =>
        {
            var (g, seed) = input;
            var bytes = new Reencoder(new Random(seed)).Reencode(g.ToByteArray(), G.AllScalars.Descriptor);
            var older = model.Deserialize<N.AllScalarsSingularsOnly>(bytes);
            var written = model.SerializeToArray(older);
            Assert.Equal(written.Length, model.Measure(older));
            AssertSame(G.AllScalars.Parser.ParseFrom(bytes), G.AllScalars.Parser.ParseFrom(written), bytes, written);
        });
    }

    [Theory, MemberData(nameof(Backend))]
    public void KeptUnknownFields_RoundTrip_AtEveryLevel_Recursive(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        PropertyRunner.Check($"P3 unknown RecursiveValueAndChildOnly {backend}", RecursiveInput, input =>
        {
            var (g, seed) = input;
            var bytes = new Reencoder(new Random(seed)).Reencode(g.ToByteArray(), G.Recursive.Descriptor);
            var older = model.Deserialize<N.RecursiveValueAndChildOnly>(bytes);
            var written = model.SerializeToArray(older);
            AssertSame(G.Recursive.Parser.ParseFrom(bytes), G.Recursive.Parser.ParseFrom(written), bytes, written);
        });
    }

    [Theory, MemberData(nameof(Backend))]
    public void UnknownFields_AreDropped_WithoutAHolder_Nested(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        PropertyRunner.Check($"P3 unknown NestedIdsOnly {backend}", NestedInput, input =>
        {
            var (g, seed) = input;
            var bytes = new Reencoder(new Random(seed)).Reencode(g.ToByteArray(), G.Nested.Descriptor);
            var older = model.Deserialize<N.NestedIdsOnly>(bytes);
            var expected = Converters.ProjectIdsOnly(G.Nested.Parser.WithDiscardUnknownFields(true).ParseFrom(bytes));
            AssertSame(expected, Converters.ToGoogle(older), bytes, model.SerializeToArray(older));
            AssertSame(expected, G.Nested.Parser.ParseFrom(model.SerializeToArray(older)), bytes, model.SerializeToArray(older));
        });
    }

    private static void AssertSame<T>(T expected, T actual, byte[] input, byte[] written) where T : IMessage<T>
    {
        if (!expected.Equals(actual))
            throw new Xunit.Sdk.XunitException(
                $"first difference: {MessageDiff.First(expected, actual) ?? "(unknown fields)"}{Environment.NewLine}expected {expected}{Environment.NewLine}actual   {actual}{Environment.NewLine}input   {Hex.Of(input)}{Environment.NewLine}written {Hex.Of(written)}");
    }
}
