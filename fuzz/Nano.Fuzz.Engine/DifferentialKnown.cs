namespace Nano.Fuzz;

/// <summary>The divergences from Google.Protobuf that Nano keeps on purpose (docs/hostile-input.md shows an input for each).</summary>
public static class DifferentialKnown
{
    private static readonly (string Prefix, string Why)[] Known =
    [
    ];

    /// <summary>Why a divergence of this kind is kept, or null when it is not a documented one.</summary>
    public static string? Explain(string kind)
    {
        foreach (var (prefix, why) in Known)
            if (kind.StartsWith(prefix, StringComparison.Ordinal))
                return why;
        return null;
    }
}
