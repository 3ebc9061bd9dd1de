namespace Nano;

/// <summary>How a field registered through the fluent API is encoded (the same choices as <see cref="ProtoMemberAttribute"/>).</summary>
public sealed class FieldOptions
{
    /// <summary>The field name used in diagnostics; defaults to the member name.</summary>
    public string? Name { get; init; }

    /// <summary>See <see cref="ProtoMemberAttribute.DataFormat"/>.</summary>
    public DataFormat DataFormat { get; init; }

    /// <summary>See <see cref="ProtoMemberAttribute.IsPacked"/>.</summary>
    public bool IsPacked { get; init; } = true;

    /// <summary>See <see cref="ProtoMemberAttribute.IsRequired"/>.</summary>
    public bool IsRequired { get; init; }

    /// <summary>See <see cref="ProtoMemberAttribute.OneOf"/>.</summary>
    public string? OneOf { get; init; }

    /// <summary>For maps: the key encoding (see <see cref="ProtoMapAttribute"/>).</summary>
    public DataFormat KeyFormat { get; init; }

    /// <summary>For maps: the value encoding (see <see cref="ProtoMapAttribute"/>).</summary>
    public DataFormat ValueFormat { get; init; }

    /// <summary>proto2 default: the value that is not written (instead of zero). Must be of the member's type.</summary>
    public object? DefaultValue { get; init; }

    internal static readonly FieldOptions Defaults = new();
}
