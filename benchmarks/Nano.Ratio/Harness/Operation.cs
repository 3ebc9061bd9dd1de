namespace Nano.Ratio.Harness;

/// <summary>
/// One timed operation of a (library, workload) child. <see cref="Call"/> is what the batches time; it returns a
/// value the harness folds into a sink so the JIT cannot drop the work. <see cref="Validate"/> runs first and throws
/// when the operation's output is wrong. <see cref="Baseline"/> names Google's operation this one is compared with
/// (its own name unless the peer has no exact counterpart, e.g. W2's immutable rows against Google's one PocoList).
/// </summary>
internal sealed record Operation(string Name, Func<long> Call, Action Validate, string? BaselineName = null)
{
    /// <summary>The Google operation the ratio is taken against.</summary>
    public string Baseline => BaselineName ?? Name;
}

/// <summary>A library's code for one workload: constructing it builds the data; it then lists its operations.</summary>
internal interface IWorkloadPeer
{
    /// <summary>The operations, in the order the child times them.</summary>
    IReadOnlyList<Operation> Operations { get; }
}
