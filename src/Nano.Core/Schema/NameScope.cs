namespace Nano.Schema;

/// <summary>
/// Hands out unique names within one protobuf scope. A name that is taken gets a suffix instead (a field its
/// number, a type a counter), so the first claimant keeps its natural name and the output stays deterministic.
/// </summary>
internal sealed class NameScope
{
    private readonly HashSet<string> _taken = [];
    private readonly NameScope? _also;
    private readonly bool _loose;

    /// <param name="loose">
    /// Compare names without underscores and case, as protoc does for field JSON names (<c>foo_bar</c> and
    /// <c>foobar</c> clash) and for proto3 enum values.
    /// </param>
    /// <param name="also">A further scope the name must not shadow (nested types must not hide top-level ones).</param>
    public NameScope(bool loose, NameScope? also = null)
    {
        _loose = loose;
        _also = also;
    }

    public bool IsTaken(string name) => _taken.Contains(Key(name)) || _also?.IsTaken(name) == true;

    /// <summary>Claims <paramref name="preferred"/>, or <paramref name="preferred"/> + separator + suffix when
    /// taken.</summary>
    public string Claim(string preferred, string separator, string? suffix = null)
    {
        var name = preferred;
        for (var attempt = 2; IsTaken(name); attempt++)
            name = suffix is not null && attempt == 2 ? preferred + separator + suffix
                : preferred + separator + (suffix is null ? attempt : suffix + separator + attempt);
        _taken.Add(Key(name));
        return name;
    }

    private string Key(string name) =>
        _loose ? name.Replace("_", "", StringComparison.Ordinal).ToLowerInvariant() : name;
}
