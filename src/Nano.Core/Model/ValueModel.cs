namespace Nano.Model;

/// <summary>
/// One value's encoding: a singular field's value, a repeated field's element, or a map's key or value.
/// </summary>
public sealed class ValueModel
{
    internal ValueModel(Type type, ProtoType protoType, WellKnownKind wellKnown = WellKnownKind.None)
    {
        Type = type;
        ProtoType = protoType;
        WellKnown = wellKnown;
        WireType = protoType switch
        {
            ProtoType.Double or ProtoType.Fixed64 or ProtoType.SFixed64 => WireType.Fixed64,
            ProtoType.Float or ProtoType.Fixed32 or ProtoType.SFixed32 => WireType.Fixed32,
            ProtoType.String or ProtoType.Bytes or ProtoType.Message => WireType.LengthDelimited,
            ProtoType.Group => WireType.StartGroup,
            _ => WireType.Varint,
        };
        if (protoType == ProtoType.Enum)
            EnumCarrier = Type.GetTypeCode(type) switch
            {
                TypeCode.Int64 => ProtoType.Int64,
                TypeCode.UInt64 => ProtoType.UInt64,
                TypeCode.UInt32 => ProtoType.UInt32,
                _ => ProtoType.Int32,
            };
    }

    /// <summary>
    /// For an enum, the scalar its number travels as, chosen by the underlying type so that every value the C# type
    /// can hold is written faithfully: <see cref="ProtoType.Int32"/> for <c>int</c>, <c>short</c>, <c>sbyte</c>,
    /// <c>byte</c> and <c>ushort</c> (the protobuf enum encoding), <see cref="ProtoType.UInt32"/> for <c>uint</c>, and
    /// <see cref="ProtoType.Int64"/> / <see cref="ProtoType.UInt64"/> for <c>long</c> / <c>ulong</c>. Values within
    /// int32 encode exactly as an int32 enum does. On read, a number that does not fit the underlying type is a
    /// <see cref="Wire.ProtoException"/>. Null for other values.
    /// </summary>
    public ProtoType? EnumCarrier { get; }

    /// <summary>The .NET type of the value (never <see cref="Nullable{T}"/>: that is the field's presence).</summary>
    public Type Type { get; }

    /// <summary>The protobuf type it is encoded as.</summary>
    public ProtoType ProtoType { get; }

    /// <summary>A documented mapping for a .NET type that protobuf has no scalar for.</summary>
    public WellKnownKind WellKnown { get; }

    /// <summary>The wire type of one value.</summary>
    public WireType WireType { get; }

    /// <summary>The message description when <see cref="ProtoType"/> is <see cref="ProtoType.Message"/> or
    /// <see cref="ProtoType.Group"/> and the value is a contract type (not a well-known type).</summary>
    public MessageModel? Message { get; internal set; }

    /// <summary>True for values that a packed repeated field can hold (numbers, bools and enums).</summary>
    public bool IsPackable => WireType is WireType.Varint or WireType.Fixed32 or WireType.Fixed64;

    /// <summary>
    /// As a map key or value: true when an entry leaves the value out when it is the default (0, false, "", empty
    /// bytes, an enum's zero; floating point compared bitwise, so only +0.0 is left out), as Google.Protobuf's map
    /// codec does. False for messages and the well-known types (Timestamp, Duration, Guid, decimal), which are always
    /// written.
    /// </summary>
    public bool MapEntryOmitsDefault => WellKnown == WellKnownKind.None && ProtoType is not (ProtoType.Message or ProtoType.Group) && !KeepsEmptyInMapEntry;

    /// <summary>
    /// True for a string, bytes or enum value of a protobuf-net contract: protobuf-net writes <c>""</c>, an empty array
    /// and an enum's zero in a map entry (it leaves out only zero numbers and <c>false</c>), so such an entry keeps
    /// them.
    /// </summary>
    public bool KeepsEmptyInMapEntry { get; internal init; }

    /// <summary>
    /// As a map value of a protobuf-net contract (a string, bytes, Uri or message): a null value is left out of its
    /// entry, which is written with its key alone (and reads back as the empty value), as protobuf-net writes it. False
    /// for Nano's own maps, where a null string or bytes value is written empty and a null message is an error.
    /// </summary>
    public bool MapEntryLeavesOutNull { get; internal init; }

    /// <summary>
    /// For a map value of a protobuf-net contract that is itself a list (<c>List&lt;T&gt;</c>, <c>T[]</c>, or an
    /// interface a list stands in for): the list's element, which protobuf-net writes as a repeated field 2 inside each
    /// entry (see <c>Nano.Serialization.ListMapValues</c>). Null otherwise. Such a value is never default, a null one
    /// leaves its entry with the key alone, and an entry read without one holds an empty list.
    /// </summary>
    public ValueModel? ListElement { get; internal init; }

    /// <summary>For a <see cref="ListElement"/> value, the list a read creates: <c>List&lt;T&gt;</c>, or <c>T[]</c> for
    /// an array value (gathered in a list first).</summary>
    internal Type? ListType { get; init; }

    /// <summary>True when the value is a nested message or group of a contract type.</summary>
    public bool IsMessage => Message is not null;

    /// <inheritdoc />
    public override string ToString() => WellKnown == WellKnownKind.None ? $"{ProtoType} ({Type.Name})" : $"{WellKnown} as {ProtoType}";
}
