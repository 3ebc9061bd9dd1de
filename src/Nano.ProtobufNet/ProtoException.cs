namespace ProtoBuf;

/// <summary>
/// Malformed or unreadable protobuf input: what protobuf-net users catch. Nano's own
/// <see cref="Nano.Wire.ProtoException"/> surfaces as this type, with the same message and the original as
/// <see cref="Exception.InnerException"/> (its byte offset, field number and message type).
/// </summary>
public class ProtoException : Exception
{
    /// <summary>Creates the exception.</summary>
    public ProtoException()
    {
    }

    /// <summary>Creates the exception.</summary>
    /// <param name="message">What was wrong.</param>
    public ProtoException(string? message) : base(message)
    {
    }

    /// <summary>Creates the exception.</summary>
    /// <param name="message">What was wrong.</param>
    /// <param name="innerException">The error that caused it.</param>
    public ProtoException(string? message, Exception? innerException) : base(message, innerException)
    {
    }
}
