namespace Nano;

/// <summary>How a member's value is encoded on the wire, where protobuf offers a choice.</summary>
public enum DataFormat
{
    /// <summary>The natural encoding: varint for integers (<c>int32</c>, <c>int64</c>, <c>uint32</c>, <c>uint64</c>), a
    /// length-delimited sub-message for messages.</summary>
    Default = 0,

    /// <summary>Zig-zag varint: <c>sint32</c> / <c>sint64</c>. Cheap for small negative numbers.</summary>
    ZigZag = 1,

    /// <summary>Fixed width: <c>fixed32</c>/<c>fixed64</c> for unsigned, <c>sfixed32</c>/<c>sfixed64</c> for signed
    /// integers.</summary>
    FixedSize = 2,

    /// <summary>For message members: a proto2 group (start-group / end-group tags) instead of a length-delimited
    /// message.</summary>
    Group = 3,
}
