namespace Nano;

/// <summary>
/// Raw protobuf bytes of fields that a message's schema does not declare, kept in arrival order
/// (each one's tag followed by its value, exactly as read).
/// </summary>
public sealed class UnknownFieldSet
{
    private readonly ArrayBufferWriter<byte> _buffer = new();

    /// <summary>The number of raw bytes held.</summary>
    public int Length => _buffer.WrittenCount;

    /// <summary>The raw bytes: complete fields, tags included.</summary>
    public ReadOnlyMemory<byte> RawBytes => _buffer.WrittenMemory;

    /// <summary>Where readers append fields they copy (tag and value).</summary>
    internal IBufferWriter<byte> Writer => _buffer;

    /// <summary>Appends raw protobuf field bytes (tags included); the caller vouches that they are
    /// well-formed.</summary>
    /// <param name="rawFields">Complete fields in wire format.</param>
    public void AddRaw(ReadOnlySpan<byte> rawFields) => _buffer.Write(rawFields);

    /// <summary>Removes every field.</summary>
    public void Clear() => _buffer.Clear();
}
