namespace Nano;

/// <summary>
/// Marks a field or property as a protobuf field with the given field number.
/// Private members, <c>init</c> setters and get-only collections are supported.
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property, AllowMultiple = false, Inherited = true)]
public sealed class ProtoMemberAttribute : Attribute
{
    /// <summary>Creates the attribute.</summary>
    /// <param name="tag">The field number: 1 to 536,870,911, excluding the reserved range 19,000 to 19,999.</param>
    public ProtoMemberAttribute(int tag) => Tag = tag;

    /// <summary>The field number.</summary>
    public int Tag { get; }

    /// <summary>The field name used in diagnostics; defaults to the member name.</summary>
    public string? Name { get; set; }

    /// <summary>The wire encoding for integers (<see cref="DataFormat.ZigZag"/>, <see cref="DataFormat.FixedSize"/>) or
    /// messages (<see cref="DataFormat.Group"/>).</summary>
    public DataFormat DataFormat { get; set; }

    /// <summary>
    /// For repeated scalar members: write them packed (the proto3 default, <c>true</c>) or as one
    /// tagged value each (<c>false</c>, like proto2's default). Both forms are always accepted on read.
    /// </summary>
    public bool IsPacked { get; set; } = true;

    /// <summary>
    /// A proto2 <c>required</c> field: it is always written, even when it holds its default value, and a
    /// payload without it fails to deserialize with a <see cref="Wire.ProtoException"/>.
    /// </summary>
    public bool IsRequired { get; set; }

    /// <summary>
    /// A proto2 or proto3 <c>optional</c> field: explicit presence. For a <c>string</c> or <c>byte[]</c> member, null
    /// means "not set" and is not written, while any other value is written, <c>""</c> and an empty array included
    /// (under the default, implicit presence, <c>""</c> is not written). Members that are already explicit
    /// (<see cref="Nullable{T}"/>, a message class, a oneof member) accept it too. A non-nullable value type has no
    /// "not set" value: declare it as <c>T?</c> (for example <c>ReadOnlyMemory&lt;byte&gt;?</c>), otherwise building
    /// the model fails.
    /// </summary>
    public bool IsOptional { get; set; }

    /// <summary>
    /// A proto2 closed enum (opt-in): a number that is not a declared member of the enum does not go into the member;
    /// it goes to the unknown fields (when the type implements <see cref="IUnknownFieldsHolder"/>, so it is written
    /// back) or is dropped, and the member keeps its previous value. Combinations of <c>[Flags]</c> values that are not
    /// declared themselves count as unknown. Single (non-repeated) enum members only.
    /// </summary>
    public bool IsClosedEnum { get; set; }

    /// <summary>
    /// The name of the <c>oneof</c> group this member belongs to. At most one member of a group may be set
    /// when writing; reading a member of the group clears the others. Members of a group must have explicit
    /// presence (a reference type or <see cref="Nullable{T}"/>).
    /// </summary>
    public string? OneOf { get; set; }
}
