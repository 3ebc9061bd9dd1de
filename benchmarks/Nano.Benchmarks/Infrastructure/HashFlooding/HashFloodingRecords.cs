using System.Text.Json.Serialization;

namespace Nano.Benchmarks.Infrastructure.HashFlooding;

/// <summary>How a child measures; passed on its command line so that the run file records it.</summary>
public sealed record FloodSettings(int WarmupMs, int Batches, int BatchMs);

/// <summary>The one JSON line a child prints: one cell's figures (ms per read of the whole map).</summary>
public sealed record FloodCell(
    string Backend,
    string Key,
    string Variant,
    double MedianMs,
    double MinMs,
    double MaxMs,
    int Batches,
    int ReadsPerBatch,
    double AllocBytesPerRead,
    double WarmupMs);

/// <summary>One child run inside a round, as the parent records it.</summary>
public sealed record FloodRecord(int Round, FloodCell Cell);

/// <summary>The raw file of a parent run (<c>--out</c>): every child's figures, enough to recompute the tables.</summary>
public sealed record FloodRun(
    string Date,
    string Commit,
    string Command,
    string LoadStart,
    string LoadEnd,
    int Rounds,
    FloodSettings Settings,
    List<FloodRecord> Records);

/// <summary>The one JSON line a paired child prints (<see cref="HashFloodingPaired"/>): each pair's ratio A ÷ B, the median
/// ms per read of each side's batches, the reads per batch, and the bytes each side allocates per read.</summary>
public sealed record PairedCell(
    int Round,
    string Backend,
    string Key,
    string A,
    string B,
    double[] Ratios,
    double MedianMsA,
    double MedianMsB,
    int ReadsPerBatchA,
    int ReadsPerBatchB,
    double AllocBytesPerReadA,
    double AllocBytesPerReadB);

/// <summary>Source-generated JSON for the records.</summary>
[JsonSourceGenerationOptions(WriteIndented = false, PropertyNamingPolicy = JsonKnownNamingPolicy.CamelCase)]
[JsonSerializable(typeof(FloodCell))]
[JsonSerializable(typeof(FloodRun))]
[JsonSerializable(typeof(PairedCell))]
[JsonSerializable(typeof(List<PairedCell>))]
public sealed partial class FloodJson : JsonSerializerContext;
