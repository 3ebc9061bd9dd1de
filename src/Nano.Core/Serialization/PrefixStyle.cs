namespace Nano;

/// <summary>
/// How each message of a length-prefixed stream is framed (protobuf-net's <c>PrefixStyle</c>, with the same numbers):
/// see <see cref="RuntimeTypeModel.SerializeWithLengthPrefix{T}(Stream, T, PrefixStyle, int)"/>.
/// </summary>
public enum PrefixStyle
{
    /// <summary>No prefix: one message fills the stream.</summary>
    None = 0,

    /// <summary>A varint length, after a field header (the field number, wire type 2) when a field number is
    /// given.</summary>
    Base128 = 1,

    /// <summary>A 4-byte little-endian length.</summary>
    Fixed32 = 2,

    /// <summary>A 4-byte big-endian length.</summary>
    Fixed32BigEndian = 3,
}
