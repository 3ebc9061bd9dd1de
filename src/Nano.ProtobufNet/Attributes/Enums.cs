namespace ProtoBuf;

// The numbers are protobuf-net's: Nano.Core reads these attributes' arguments as their underlying numbers, by the
// attribute's full name, exactly as it reads protobuf-net's own.

/// <summary>How a member's value is encoded on the wire.</summary>
public enum DataFormat
{
    /// <summary>The type's usual encoding (a varint for integers, a nested message for contracts).</summary>
    Default = 0,

    /// <summary>Zig-zag varints (<c>sint32</c>, <c>sint64</c>): small negative numbers stay short.</summary>
    ZigZag = 1,

    /// <summary>Plain varints; a negative number takes ten bytes. The same bytes as <see cref="Default"/>.</summary>
    TwosComplement = 2,

    /// <summary>Fixed-width little-endian (<c>fixed32</c>, <c>fixed64</c>, <c>sfixed32</c>, <c>sfixed64</c>).</summary>
    FixedSize = 3,

    /// <summary>A nested message written as a group (start and end tags) rather than length-delimited.</summary>
    Group = 4,

    /// <summary>Google's well-known types for <see cref="DateTime"/> and <see cref="TimeSpan"/>
    /// (<c>google.protobuf.Timestamp</c>, <c>Duration</c>), as <see cref="CompatibilityLevel.Level240"/>
    /// does.</summary>
    WellKnown = 5,
}

/// <summary>How each message of a length-prefixed stream is framed.</summary>
public enum PrefixStyle
{
    /// <summary>No prefix: one message, to the end of the stream.</summary>
    None = 0,

    /// <summary>A varint length, after a field header when a field number above 0 is given.</summary>
    Base128 = 1,

    /// <summary>A 32-bit little-endian length.</summary>
    Fixed32 = 2,

    /// <summary>A 32-bit big-endian length.</summary>
    Fixed32BigEndian = 3,
}

/// <summary>Which members of a <see cref="ProtoContractAttribute"/> type are fields without a
/// <see cref="ProtoMemberAttribute"/>.</summary>
public enum ImplicitFields
{
    /// <summary>Only members marked <see cref="ProtoMemberAttribute"/>.</summary>
    None = 0,

    /// <summary>Also public instance fields and properties with a public getter, numbered in the ordinal order of their
    /// names.</summary>
    AllPublic = 1,

    /// <summary>Also every instance field, private and compiler-generated backing fields included, numbered by
    /// name.</summary>
    AllFields = 2,
}

/// <summary>protobuf-net's per-member options as flags (<see cref="ProtoMemberAttribute.Options"/>).</summary>
[Flags]
public enum MemberSerializationOptions
{
    /// <summary>No option.</summary>
    None = 0,

    /// <summary>A repeated scalar is written packed.</summary>
    Packed = 1,

    /// <summary>The value is written even when it is the default.</summary>
    Required = 2,

    /// <summary>Reference tracking: not carried by Nano (refused when the model is built).</summary>
    AsReference = 4,

    /// <summary>Type names on the wire: not carried by Nano (refused when the model is built).</summary>
    DynamicType = 8,

    /// <summary>Each run of a repeated field replaces the collection instead of appending to it.</summary>
    OverwriteList = 16,

    /// <summary>Whether <see cref="AsReference"/> was set explicitly.</summary>
    AsReferenceHasValue = 32,
}

/// <summary>
/// Which wire formats protobuf-net's later versions chose for <see cref="DateTime"/>, <see cref="TimeSpan"/>,
/// <see cref="decimal"/> and <see cref="Guid"/> (see <see cref="CompatibilityLevelAttribute"/>).
/// </summary>
public enum CompatibilityLevel
{
    /// <summary>Inherit the level of the enclosing member, type or assembly; <see cref="Level200"/> at the
    /// top.</summary>
    NotSpecified = 0,

    /// <summary>The <c>bcl.*</c> messages for all four types (protobuf-net 2.0's formats; the default).</summary>
    Level200 = 200,

    /// <summary><c>google.protobuf.Timestamp</c> and <c>Duration</c>; <c>bcl.Decimal</c> and <c>bcl.Guid</c>.</summary>
    Level240 = 240,

    /// <summary><c>Timestamp</c> and <c>Duration</c>; <see cref="decimal"/> and <see cref="Guid"/> as
    /// strings.</summary>
    Level300 = 300,
}
