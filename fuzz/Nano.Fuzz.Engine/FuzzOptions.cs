namespace Nano.Fuzz;

/// <summary>What a fuzz campaign runs and which limits it holds every input to.</summary>
public sealed class FuzzOptions
{
    /// <summary>How long the campaign runs.</summary>
    public TimeSpan Duration { get; init; } = TimeSpan.FromSeconds(20);

    /// <summary>The seed: the same seed tries the same inputs in the same order.</summary>
    public ulong Seed { get; init; } = 1;

    /// <summary>The backends to run every input on (they must agree); at least one.</summary>
    public IReadOnlyList<SerializerBackend> Backends { get; init; } = [SerializerBackend.Interpreted];

    /// <summary>No input may take longer than this to read (and re-write) on one backend.</summary>
    public TimeSpan TimeBound { get; init; } = TimeSpan.FromSeconds(1);

    /// <summary>Bytes a read may allocate per input byte (see <see cref="AllocationConstant"/>).</summary>
    public long AllocationPerInputByte { get; init; } = 64;

    /// <summary>Bytes a read may allocate whatever the input length (objects of an empty message, an exception).</summary>
    public long AllocationConstant { get; init; } = 64 * 1024;

    /// <summary>Stop after this many findings (each is printed in full).</summary>
    public int MaxFindings { get; init; } = 20;

    /// <summary>Where progress lines go (null: nowhere).</summary>
    public Action<string>? Log { get; init; }
}
