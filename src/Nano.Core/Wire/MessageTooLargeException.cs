namespace Nano.Wire;

/// <summary>
/// Thrown when a message (or the length prefix in front of one) is longer than the limit the caller set. The check is
/// made before the bytes are gathered, so a peer's length claim never makes the reader allocate that much.
/// </summary>
public sealed class MessageTooLargeException : ProtoException
{
    /// <summary>Creates the exception.</summary>
    /// <param name="length">The length seen, over the limit: a prefix's claim, or the bytes received so far.</param>
    /// <param name="limit">The caller's limit in bytes.</param>
    /// <param name="messageType">The .NET type being read.</param>
    /// <param name="offset">The byte offset of the message (or its prefix) in the input, or -1 if unknown.</param>
    public MessageTooLargeException(long length, long limit, Type messageType, long offset = -1)
        : base($"Message length {length} exceeds the limit of {limit} bytes", offset, 0, messageType)
    {
        Length = length;
        Limit = limit;
    }

    /// <summary>The length seen: a length prefix's claim, or the bytes received before the read stopped.</summary>
    public long Length { get; }

    /// <summary>The limit in bytes.</summary>
    public long Limit { get; }
}
