namespace Nano;

/// <summary>How a field registered through the fluent API is encoded (the same choices as
/// <see cref="ProtoMemberAttribute"/>).</summary>
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

    /// <summary>See <see cref="ProtoMemberAttribute.IsOptional"/>: explicit presence (proto <c>optional</c>).</summary>
    public bool IsOptional { get; init; }

    /// <summary>See <see cref="ProtoMemberAttribute.IsClosedEnum"/>: a proto2 closed enum.</summary>
    public bool IsClosedEnum { get; init; }

    /// <summary>See <see cref="ProtoMemberAttribute.OneOf"/>.</summary>
    public string? OneOf { get; init; }

    /// <summary>For maps: the key encoding (see <see cref="ProtoMapAttribute"/>).</summary>
    public DataFormat KeyFormat { get; init; }

    /// <summary>For maps: the value encoding (see <see cref="ProtoMapAttribute"/>).</summary>
    public DataFormat ValueFormat { get; init; }

    /// <summary>
    /// proto2 default. On a non-nullable member: the value that is not written (instead of zero), and the value a
    /// new instance gets when the field is absent. On a <see cref="Nullable{T}"/> or <see cref="IsOptional"/> member:
    /// recorded in the model only (a set value is always written, and an absent one reads as null). Must convert to
    /// the member's type.
    /// </summary>
    public object? DefaultValue { get; init; }

    /// <summary>
    /// The protobuf-net compatibility level (200, 240 or 300) when the field was declared with protobuf-net's
    /// attributes, which then give it protobuf-net's meaning and wire defaults; 0 for Nano's own meaning.
    /// </summary>
    internal int ProtobufNetLevel { get; init; }

    /// <summary>protobuf-net's <c>OverwriteList</c> (see
    /// <see cref="Model.FieldModel.OverwritesCollection"/>).</summary>
    internal bool OverwriteList { get; init; }

    internal static readonly FieldOptions Defaults = new();

    /// <summary>protobuf-net's condition (see <see cref="Model.FieldModel.WriteCondition"/>); set for protobuf-net
    /// contracts.</summary>
    internal System.Reflection.MethodInfo? WriteCondition { get; init; }

    /// <summary>
    /// Every value but a null is written, a zero or default included: the members of protobuf-net's auto-tuples (see
    /// <c>ProtobufNetTuples</c>), and fields protobuf-net's <c>MetaType.Add</c> declares without a default value.
    /// </summary>
    internal bool WritesEveryValue { get; init; }

    /// <summary>The <c>XSpecified</c> setter (see <see cref="Model.FieldModel.SpecifiedSetter"/>).</summary>
    internal System.Reflection.MethodInfo? SpecifiedSetter { get; init; }
}
