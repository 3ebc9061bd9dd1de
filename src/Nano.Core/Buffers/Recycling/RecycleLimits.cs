namespace Nano.Buffers.Recycling;

/// <summary>The bounds of every recycling pool of a model (each type's pool has them separately).</summary>
internal sealed class RecycleLimits
{
    /// <summary>The most instances a pool keeps. Default 65,536: W1's 3,500 items for some twenty concurrent
    /// leases.</summary>
    public int MaxCount { get; init; } = 65_536;

    /// <summary>The most bytes (estimated) a pool's instances retain. Default 16 MB.</summary>
    public long MaxBytes { get; init; } = 16L << 20;

    /// <summary>How often, at most, a pool in use drops what sat unused since the previous trim. Default 2
    /// seconds.</summary>
    public int TrimIntervalMilliseconds { get; init; } = 2_000;

    /// <summary>The defaults.</summary>
    public static readonly RecycleLimits Default = new();
}
