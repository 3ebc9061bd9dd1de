using System.Text.Json;
using System.Text.Json.Serialization;

namespace Nano.Ratio.Harness;

/// <summary>One child run inside a round, as the parent records it.</summary>
internal sealed record RunRecord(int Round, string Lib, string Workload, List<OpResult> Ops);

/// <summary>
/// The raw file of a parent run (<c>--out</c>): everything needed to recompute the tables. <see cref="Lockstep"/> says
/// the children of a workload ran their batches in turns (<c>--lockstep</c>), so ratios pair batches, not medians.
/// <see cref="Runtime"/> is the <c>--runtime</c> the children ran on and <see cref="RuntimeDescription"/> what they
/// reported about it (files written before the option have neither: their children ran on .NET 10).
/// </summary>
internal sealed record RunFile(
    string Date,
    string Commit,
    string LoadStart,
    string LoadEnd,
    int Rounds,
    Dictionary<string, string> Env,
    ChildSettings Settings,
    List<RunRecord> Runs,
    bool Lockstep = false,
    string Runtime = "net10",
    string? RuntimeDescription = null)
{
    /// <summary>Reads a raw file; one that is not JSON of this shape is an <see cref="InvalidDataException"/> naming
    /// it.</summary>
    public static RunFile Read(string path)
    {
        try
        {
            RunFile? run = JsonSerializer.Deserialize(File.ReadAllText(path), HarnessJson.Default.RunFile);
            return run is { Runs: not null }
                ? run
                : throw new InvalidDataException($"'{path}' holds no run (no \"runs\" list)");
        }
        catch (JsonException e)
        {
            throw new InvalidDataException($"'{path}' is not a raw file of this harness (--out): {e.Message}", e);
        }
    }
}

/// <summary>
/// Source-generated JSON for the harness records (no reflection-based serializer warnings). Named floating-point
/// literals are allowed because a child on a runtime without an allocation counter reports its bytes per call as NaN.
/// </summary>
[JsonSourceGenerationOptions(WriteIndented = false, PropertyNamingPolicy = JsonKnownNamingPolicy.CamelCase,
    NumberHandling = JsonNumberHandling.AllowNamedFloatingPointLiterals)]
[JsonSerializable(typeof(ChildResult))]
[JsonSerializable(typeof(RunFile))]
internal sealed partial class HarnessJson : JsonSerializerContext;
