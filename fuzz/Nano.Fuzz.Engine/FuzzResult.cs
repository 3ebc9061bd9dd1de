namespace Nano.Fuzz;

/// <summary>A property an input broke.</summary>
/// <param name="Kind">Which property: "exception", "time", "allocation", "backends disagree", "round trip".</param>
/// <param name="Target">The .NET type being read.</param>
/// <param name="Backend">The backend that broke it (or the pair that disagreed).</param>
/// <param name="Detail">The exception, the time or bytes measured, or how the backends differ.</param>
/// <param name="Input">The input bytes.</param>
public sealed record Finding(string Kind, string Target, string Backend, string Detail, byte[] Input)
{
    /// <summary>Hex of at most the first 16 KB of the input.</summary>
    public string InputHex => Input.Length <= 16384
        ? Convert.ToHexString(Input)
        : $"{Convert.ToHexString(Input.AsSpan(0, 16384))}… ({Input.Length} bytes in all)";

    public override string ToString() =>
        $"FINDING [{Kind}] reading {Target} on {Backend}: {Detail}{Environment.NewLine}  input ({Input.Length} bytes): {InputHex}";
}

/// <summary>What a campaign did.</summary>
public sealed record FuzzSummary(
    long Tried,
    long Rejected,
    long Accepted,
    IReadOnlyList<Finding> Findings,
    TimeSpan Elapsed,
    IReadOnlyList<string> Backends,
    IReadOnlyDictionary<string, long> TriedBySource,
    long MaxAllocated,
    double MaxAllocatedPerInputByte,
    TimeSpan SlowestInput)
{
    public double InputsPerSecond => Elapsed.TotalSeconds > 0 ? Tried / Elapsed.TotalSeconds : 0;

    public override string ToString() =>
        $"inputs tried {Tried:N0}, rejected {Rejected:N0} (ProtoException), accepted {Accepted:N0}, findings {Findings.Count}, " +
        $"{InputsPerSecond:N0} inputs/s over {Elapsed.TotalSeconds:N1} s on {string.Join(" + ", Backends)}; " +
        $"slowest input {SlowestInput.TotalMilliseconds:N1} ms, most allocated by one read {MaxAllocated:N0} B, " +
        $"most per input byte (inputs of 1 KB and more) {MaxAllocatedPerInputByte:N1} B; " +
        $"by source: {string.Join(", ", TriedBySource.OrderBy(p => p.Key).Select(p => $"{p.Key} {p.Value:N0}"))}";
}
