namespace Nano.Ratio.Harness;

/// <summary>
/// One operation's figures from one child process. <see cref="BatchNs"/> (lock-step runs only) holds every batch's time
/// per call, in the order the parent ran them, so that a batch can be paired with the other libraries' batch of the
/// same turn. <see cref="AllocBytes"/> is NaN where the runtime has no allocation counter (<see cref="Allocations"/>).
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

/// <summary>
/// The one JSON line a child prints for the parent (<see cref="ChildJson"/> writes it). <see cref="Runtime"/> is the
/// runtime the child ran on, as it describes itself (<see cref="RuntimeName.Description"/>).
/// </summary>
internal sealed record ChildResult(string Lib, string Workload, double WarmupMs, double WallMs, List<OpResult> Ops, string? Runtime = null);

/// <summary>How a child measures; passed on its command line so the parent's file records it.</summary>
internal sealed record ChildSettings(int WarmupMs, int Batches, int BatchMs);
