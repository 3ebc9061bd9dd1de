using Nano.Fuzz;
using Nano.Fuzz.ProtobufNet;
using Nano.Tests.Support;
using Xunit.Abstractions;

namespace Nano.Tests.Fuzz;

/// <summary>
/// CI smoke run of the differential fuzzer against protobuf-net 3.4.40 (fuzz/Nano.Fuzz.Engine/ProtobufNet): a few
/// thousand valid, mutated and random inputs for contracts with protobuf-net's attributes, read by Nano and by
/// protobuf-net, per backend; every divergence must be a documented one (<see cref="ProtobufNetKnown"/>,
/// docs/hostile-input.md). Longer runs: <c>dotnet run -c Release --project fuzz/Nano.Fuzz -- --differential --against protobuf-net --seconds 300</c>.
/// </summary>
public class ProtobufNetDifferentialSmokeTests(ITestOutputHelper output)
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Theory, MemberData(nameof(Backend))]
    public void ThreeThousandInputs_OnlyDocumentedDivergences(SerializerBackend backend)
    {
        var (inputs, divergences) = Differential.Run(ProtobufNetDifferential.All, Backends.Model(backend), FuzzSmokeTests.Seed, 3000, TimeSpan.FromSeconds(60));
        foreach (var d in divergences)
            output.WriteLine($"{d.Target}: {d.Kind} x{d.Count}; shortest {Convert.ToHexString(d.Shortest)}");
        Assert.True(inputs >= 1000, $"only {inputs} inputs ran");
        var unknown = divergences.Where(d => ProtobufNetKnown.Explain(d.Target, d.Kind) is null).ToList();
        Assert.True(unknown.Count == 0, string.Join(Environment.NewLine, unknown.Select(d => $"{d.Target}: {d.Kind} x{d.Count}; input {Convert.ToHexString(d.Shortest)}")));
    }

    /// <summary>The comparison can fail, and each documented kind is what the docs' input shows (docs/hostile-input.md).</summary>
    [Theory]
    [InlineData("PnScalars", "", null)]
    [InlineData("PnScalars", "0801", null)]
    [InlineData("PnScalars", "6A01FF", "Nano rejects, protobuf-net accepts: Invalid UTF")]
    [InlineData("PnScalars", "3D0C000000", null)]
    [InlineData("PnScalars", "380C", "Wire type other than declared")]
    [InlineData("PnZoo", "0B0C", "Wire type other than declared")]
    [InlineData("PnScalars", "0880808080F0FFFFFFFF01", null)]
    [InlineData("PnScalars", "088080808010", "protobuf-net throws OverflowException, Nano accepts")]
    [InlineData("PnMaps", "2A002A00", "protobuf-net throws ArgumentException, Nano accepts: An item with the same key")]
    [InlineData("PnZoo", "0A030A01610A025200", "Nano rejects, protobuf-net accepts: The payload holds a")]
    [InlineData("PnScalars", "7201AA7201BB", "Both accept, different messages: a bytes field")]
    [InlineData("PnRepeated", "08010A0102", "Packed run after an unpacked element")]
    [InlineData("PnRepeated", "0A0102", null)]
    [InlineData("PnRepeated", "1A1A", "protobuf-net throws InvalidOperationException, Nano rejects")]
    public void EachDocumentedInputShowsItsKind(string target, string hex, string? kindPrefix)
    {
        foreach (var backend in Backends.List)
        {
            var kind = ProtobufNetDifferential.All.Single(t => t.Name == target).Compare(Backends.Model(backend), Convert.FromHexString(hex));
            if (kindPrefix is null)
            {
                Assert.Null(kind);
                continue;
            }
            Assert.NotNull(kind);
            Assert.StartsWith(kindPrefix, kind);
            Assert.NotNull(ProtobufNetKnown.Explain(target, System.Text.RegularExpressions.Regex.Replace(kind, @"-?\d+", "N")));
        }
    }
}
