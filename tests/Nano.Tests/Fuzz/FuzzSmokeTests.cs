using Nano.Fuzz;
using Nano.Tests.Support;
using Xunit.Abstractions;

namespace Nano.Tests.Fuzz;

/// <summary>
/// CI smoke run of the fuzz campaign (fuzz/Nano.Fuzz.Engine, the engine behind fuzz/Nano.Fuzz): about 20 seconds with
/// a fixed seed on every backend this process runs, and not a single finding. Longer campaigns:
/// <c>dotnet run -c Release --project fuzz/Nano.Fuzz -- --seconds 300 --seed 1</c>.
/// </summary>
public class FuzzSmokeTests(ITestOutputHelper output)
{
    public const ulong Seed = 20_251_122;

    [Fact]
    public void TwentySecondCampaign_FindsNothing()
    {
        var summary = new FuzzEngine(new FuzzOptions
        {
            Duration = TimeSpan.FromSeconds(20),
            Seed = Seed,
            Backends = Backends.List,
            Log = output.WriteLine,
        }).Run();

        output.WriteLine(summary.ToString());
        Assert.True(summary.Tried > 1000, $"the campaign tried only {summary.Tried} inputs: {summary}");
        Assert.True(summary.Accepted > 0 && summary.Rejected > 0, summary.ToString());
        Assert.True(summary.Findings.Count == 0,
            $"{summary.Findings.Count} findings with seed {Seed} (replay: dotnet run -c Release --project fuzz/Nano.Fuzz -- --seconds 20 --seed {Seed}):{Environment.NewLine}" +
            string.Join(Environment.NewLine, summary.Findings));
    }
}
