namespace Nano.Wire;

/// <summary>
/// The reader state saved when entering a sub-message, packed field or group, handed back to
/// <see cref="ProtoReader.EndLengthDelimited"/> or <see cref="ProtoReader.EndGroup"/> to restore it.
/// Opaque: the default value is not a valid token.
/// </summary>
public readonly struct SubMessageToken
{
    internal SubMessageToken(long limit, int groupField, int depth)
    {
        Limit = limit;
        GroupField = groupField;
        Depth = depth;
    }

    /// <summary>The enclosing region's absolute end offset.</summary>
    internal long Limit { get; }

    /// <summary>The field number of the group that was open in the enclosing region, 0 if none.</summary>
    internal int GroupField { get; }

    /// <summary>The depth before entering.</summary>
    internal int Depth { get; }
}
