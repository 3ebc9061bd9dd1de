namespace Nano.Emit.IL;

internal enum RegionKind : byte
{
    Method,
    Try,
    Catch,
    Finally,
}

/// <summary>
/// A protected region (or the method body itself). Branches must stay inside one region; <c>leave</c> may
/// exit to an enclosing one, but never out of a finally.
/// </summary>
internal sealed class Region(RegionKind kind, Region? parent)
{
    public readonly RegionKind Kind = kind;
    public readonly Region? Parent = parent;
}
