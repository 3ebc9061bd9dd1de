namespace Nano.Wire;

/// <summary>The protobuf wire type: the low three bits of every tag, telling how the value that follows is
/// encoded.</summary>
public enum WireType : byte
{
    /// <summary>A base-128 varint: int32, int64, uint32, uint64, sint32, sint64, bool, enum.</summary>
    Varint = 0,

    /// <summary>Eight little-endian bytes: fixed64, sfixed64, double.</summary>
    Fixed64 = 1,

    /// <summary>A varint length followed by that many bytes: string, bytes, sub-messages, packed repeated
    /// fields.</summary>
    LengthDelimited = 2,

    /// <summary>Opens a group (proto2, deprecated); the group ends at the matching <see cref="EndGroup"/>
    /// tag.</summary>
    StartGroup = 3,

    /// <summary>Closes the group opened by the <see cref="StartGroup"/> tag with the same field number.</summary>
    EndGroup = 4,

    /// <summary>Four little-endian bytes: fixed32, sfixed32, float.</summary>
    Fixed32 = 5,
}
