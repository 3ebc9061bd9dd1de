using Nano.Fuzz;
using Nano.Tests.Support;
using Xunit.Abstractions;

namespace Nano.Tests.Fuzz;

/// <summary>
/// CI smoke run of the differential fuzzer (fuzz/Nano.Fuzz.Engine/Differential.cs): a few thousand valid, mutated and
/// random inputs read by Nano and by Google.Protobuf, per backend; every divergence must be a documented one
/// (<see cref="DifferentialKnown"/>, docs/hostile-input.md). Longer runs:
/// <c>dotnet run -c Release --project fuzz/Nano.Fuzz -- --differential --seconds 300</c>.
/// </summary>
public class DifferentialSmokeTests(ITestOutputHelper output)
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Theory, MemberData(nameof(Backend))]
    public void ThreeThousandInputs_OnlyDocumentedDivergences(SerializerBackend backend)
    {
        var (inputs, divergences) = Differential.Run(Backends.Model(backend), FuzzSmokeTests.Seed, 3000, TimeSpan.FromSeconds(60));
        foreach (var d in divergences)
            output.WriteLine($"{d.Target}: {d.Kind} x{d.Count}; shortest {Convert.ToHexString(d.Shortest)}");
        Assert.True(inputs >= 1000, $"only {inputs} inputs ran");
        var unknown = divergences.Where(d => DifferentialKnown.Explain(d.Target, d.Kind) is null).ToList();
        Assert.True(unknown.Count == 0, string.Join(Environment.NewLine, unknown.Select(d => $"{d.Target}: {d.Kind} x{d.Count}; input {Convert.ToHexString(d.Shortest)}")));
    }

    /// <summary>The comparison can fail: a tag padded to 6 bytes is malformed for Nano (and the conformance suite) but
    /// read by Google.Protobuf for C#.</summary>
    [Theory, MemberData(nameof(Backend))]
    public void AnOverlongTagIsReportedAsADivergence(SerializerBackend backend)
    {
        var allScalars = Differential.All.Single(t => t.Name == "AllScalars");
        Assert.Null(allScalars.Compare(Backends.Model(backend), Hex.Bytes("08 01")));
        var kind = allScalars.Compare(Backends.Model(backend), Hex.Bytes("88 80 80 80 80 00 01"));
        Assert.NotNull(kind);
        Assert.StartsWith("Nano rejects, Google accepts", kind);
    }
}
