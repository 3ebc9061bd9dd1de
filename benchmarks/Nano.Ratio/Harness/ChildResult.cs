using System.Text.Json.Serialization;

namespace Nano.Ratio.Harness;

/// <summary>
/// One operation's figures from one child process. <see cref="BatchNs"/> (lock-step runs only) holds every batch's time
/// per call, in the order the parent ran them, so that a batch can be paired with the other libraries' batch of the
/// same turn.
/// </summary>
internal sealed record OpResult(
    string Name,
    string Baseline,
    double MedianNs,
    double MinNs,
    double MaxNs,
    double AllocBytes,
    int Batches,
    long CallsPerBatch,
    List<double>? BatchNs = null);

/// <summary>The one JSON line a child prints for the parent.</summary>
internal sealed record ChildResult(string Lib, string Workload, double WarmupMs, double WallMs, List<OpResult> Ops);

/// <summary>One child run inside a round, as the parent records it.</summary>
internal sealed record RunRecord(int Round, string Lib, string Workload, List<OpResult> Ops);

/// <summary>
/// The raw file of a parent run (<c>--out</c>): everything needed to recompute the tables. <see cref="Lockstep"/> says
/// the children of a workload ran their batches in turns (<c>--lockstep</c>), so ratios pair batches, not medians.
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
    bool Lockstep = false);

/// <summary>How a child measures; passed on its command line so the parent's file records it.</summary>
internal sealed record ChildSettings(int WarmupMs, int Batches, int BatchMs);

/// <summary>Source-generated JSON for the harness records (no reflection-based serializer warnings).</summary>
[JsonSourceGenerationOptions(WriteIndented = false, PropertyNamingPolicy = JsonKnownNamingPolicy.CamelCase)]
[JsonSerializable(typeof(ChildResult))]
[JsonSerializable(typeof(RunFile))]
internal sealed partial class HarnessJson : JsonSerializerContext;
