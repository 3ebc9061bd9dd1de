namespace Nano;

/// <summary>
/// Implemented by a message type that keeps the fields it does not know, so that a round trip through an
/// older schema loses nothing. Fields Nano does not recognise are stored in <see cref="UnknownFields"/> as
/// raw protobuf bytes, and written back after the known fields.
/// </summary>
public interface IUnknownFieldsHolder
{
    /// <summary>The unknown fields read into this instance, or null when there were none.</summary>
    UnknownFieldSet? UnknownFields { get; set; }
}
