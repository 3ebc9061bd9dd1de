using FsCheck;
using FsCheck.Fluent;

namespace Nano.Tests.CrossCheck.Support;

/// <summary>
/// Runs an FsCheck property inside a plain xunit test with a fixed, printed seed, so that every failure replays.
/// <list type="bullet">
/// <item><c>NANO_CROSSCHECK_SEED</c>: the seed (default <see cref="DefaultSeed"/>); a failure message names it.</item>
/// <item><c>NANO_CROSSCHECK_CASES</c>: cases per property (default 1,000).</item>
/// </list>
/// </summary>
public static class PropertyRunner
{
    /// <summary>The fixed seed CI runs with.</summary>
    public const ulong DefaultSeed = 20_251_122;

    private const ulong Gamma = 0x9E37_79B9_7F4A_7C15; // odd, as FsCheck's splittable generator requires

    public static ulong Seed =>
        ulong.TryParse(Environment.GetEnvironmentVariable("NANO_CROSSCHECK_SEED"), out var seed) ? seed : DefaultSeed;

    public static int Cases =>
        int.TryParse(Environment.GetEnvironmentVariable("NANO_CROSSCHECK_CASES"), out var cases) && cases > 0 ? cases : 1000;

    /// <summary>Checks <paramref name="property"/> on <see cref="Cases"/> inputs drawn from <paramref name="gen"/>.</summary>
    /// <param name="name">Names the property in the failure message.</param>
    /// <param name="gen">The input generator.</param>
    /// <param name="property">Throws (an assertion) when the property does not hold.</param>
    /// <param name="cases">Overrides <see cref="Cases"/>.</param>
    public static void Check<T>(string name, Gen<T> gen, Action<T> property, int? cases = null)
    {
        var seed = Seed;
        var count = cases ?? Cases;
        var config = Config.QuickThrowOnFailure
            .WithMaxTest(count)
            .WithQuietOnSuccess(true)
            .WithStartSize(1)
            .WithEndSize(100)
            .WithReplay(new Replay(new Rnd(seed, Gamma), null));
        var run = 0;
        try
        {
            FsCheck.Check.One(config, Prop.ForAll(Arb.From(gen), (T value) =>
            {
                run++;
                property(value);
            }));
        }
        catch (Exception e)
        {
            throw new Xunit.Sdk.XunitException(
                $"Property '{name}' failed on case {run} of {count} with seed {seed} " +
                $"(replay: NANO_CROSSCHECK_SEED={seed} dotnet test -c Release --filter \"FullyQualifiedName~CrossCheck\").{Environment.NewLine}{e.Message}");
        }
    }
}
