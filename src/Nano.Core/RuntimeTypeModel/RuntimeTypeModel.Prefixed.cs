using System.Buffers.Binary;

namespace Nano;

public sealed partial class RuntimeTypeModel
{
    /// <summary>
    /// Writes one message with a prefix in the given style, as protobuf-net's <c>SerializeWithLengthPrefix</c> does:
    /// with <see cref="PrefixStyle.Base128"/> and a <paramref name="fieldNumber"/> above 0 the stream is a valid
    /// protobuf message whose field <paramref name="fieldNumber"/> repeats, one occurrence per message.
    /// </summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="destination">A writable stream.</param>
    /// <param name="value">The message; not null.</param>
    /// <param name="style">The prefix; <see cref="PrefixStyle.None"/> writes the message alone.</param>
    /// <param name="fieldNumber">For <see cref="PrefixStyle.Base128"/>: the field header's number, or 0 for
    /// none.</param>
    public void SerializeWithLengthPrefix<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream destination,
        T value, PrefixStyle style, int fieldNumber = 0)
    {
        ArgumentNullException.ThrowIfNull(destination);
        CheckPrefix(style, fieldNumber);
        WithPooledBytes(value, (destination, style, fieldNumber), static (bytes, state) =>
        {
            WritePrefixed(state.destination, bytes, state.style, state.fieldNumber);
            return true;
        });
    }

    /// <summary>Writes one message's bytes after the prefix <paramref name="style"/> gives them (the field header first
    /// with <see cref="PrefixStyle.Base128"/> and a field number above 0). The caller has checked the
    /// arguments.</summary>
    internal static void WritePrefixed(Stream stream, ReadOnlySpan<byte> bytes, PrefixStyle style, int fieldNumber)
    {
        Span<byte> prefix = stackalloc byte[10];
        var length = 0;
        switch (style)
        {
            case PrefixStyle.Base128:
                var writer = new ProtoWriter(prefix);
                if (fieldNumber > 0)
                    writer.WriteTag(fieldNumber, WireType.LengthDelimited);
                writer.WriteLength(bytes.Length);
                length = (int)writer.Position;
                break;
            case PrefixStyle.Fixed32:
                BinaryPrimitives.WriteInt32LittleEndian(prefix, bytes.Length);
                length = 4;
                break;
            case PrefixStyle.Fixed32BigEndian:
                BinaryPrimitives.WriteInt32BigEndian(prefix, bytes.Length);
                length = 4;
                break;
        }
        stream.Write(prefix[..length]);
        stream.Write(bytes);
    }

    /// <summary>
    /// Lazily reads messages written with <see cref="SerializeWithLengthPrefix{T}(Stream, T, PrefixStyle, int)"/> (or
    /// protobuf-net's) until the stream ends. With <see cref="PrefixStyle.Base128"/> and a
    /// <paramref name="fieldNumber"/> above 0, each message has a field header; a message under another field number is
    /// skipped, as protobuf-net does. Memory grows only as bytes actually arrive.
    /// </summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">A readable stream.</param>
    /// <param name="style">The prefix the messages were written with; <see cref="PrefixStyle.None"/> reads one message
    /// from the rest of the stream.</param>
    /// <param name="fieldNumber">For <see cref="PrefixStyle.Base128"/>: the field header's number, or 0 for
    /// none.</param>
    /// <returns>The messages, read one at a time as the sequence is enumerated.</returns>
    /// <exception cref="ProtoException">A header, prefix or message is malformed or truncated.</exception>
    public IEnumerable<T> DeserializeItems<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream source,
        PrefixStyle style, int fieldNumber)
    {
        ArgumentNullException.ThrowIfNull(source);
        CheckPrefix(style, fieldNumber);
        return Items(source);

        IEnumerable<T> Items(Stream stream)
        {
            if (style == PrefixStyle.None)
            {
                yield return Deserialize<T>(stream);
                yield break;
            }
            var buffer = new PooledBuffer();
            try
            {
                long offset = 0;
                while (TryReadPrefix(stream, style, fieldNumber > 0, ref offset, out var length, out var number))
                {
                    buffer.Clear();
                    if (!buffer.ReadExactly(stream, length))
                        throw new ProtoException($"Truncated message: the prefix claims {length} bytes but the stream "
                            + "ends first", offset);
                    offset += length;
                    if (number != fieldNumber)
                        continue; // another field's item
                    yield return Deserialize<T>(buffer.WrittenSpan);
                }
            }
            finally
            {
                buffer.Dispose();
            }
        }
    }

    /// <summary>Reads one item's header (a field header when <paramref name="hasHeader"/>) and length; false at a clean
    /// end of stream.</summary>
    internal static bool TryReadPrefix(Stream stream, PrefixStyle style, bool hasHeader, ref long offset,
        out int length, out int fieldNumber)
    {
        fieldNumber = 0;
        if (style == PrefixStyle.Base128)
        {
            if (!hasHeader)
                return LengthPrefix.TryRead(stream, ref offset, out length);
            var start = offset;
            if (!LengthPrefix.TryRead(stream, ref offset, out var tag))
            {
                length = 0;
                return false;
            }
            if ((tag & 7) != (int)WireType.LengthDelimited || tag >> 3 == 0)
                throw new ProtoException($"Item header {tag} is not a length-delimited field", start);
            fieldNumber = tag >> 3;
            if (!LengthPrefix.TryRead(stream, ref offset, out length))
                throw new ProtoException("Truncated item: the stream ends after its field header", offset);
            return true;
        }
        Span<byte> prefix = stackalloc byte[4];
        var read = 0;
        while (read < 4)
        {
            var n = stream.Read(prefix[read..]);
            if (n == 0)
            {
                length = 0;
                return read == 0 ? false : throw new ProtoException("Truncated length prefix", offset + read);
            }
            read += n;
        }
        length = style == PrefixStyle.Fixed32 ? BinaryPrimitives.ReadInt32LittleEndian(prefix)
            : BinaryPrimitives.ReadInt32BigEndian(prefix);
        if (length < 0)
            throw new ProtoException($"Length prefix {(uint)length} is too large", offset);
        offset += 4;
        return true;
    }

    internal static void CheckPrefix(PrefixStyle style, int fieldNumber)
    {
        if (style is < PrefixStyle.None or > PrefixStyle.Fixed32BigEndian)
            throw new ArgumentOutOfRangeException(nameof(style), style, "Not a PrefixStyle.");
        if (fieldNumber < 0 || fieldNumber > WireFormat.MaxFieldNumber
            || (fieldNumber > 0 && style != PrefixStyle.Base128))
            throw new ArgumentOutOfRangeException(nameof(fieldNumber), fieldNumber,
                "A field number (1 to 536,870,911) applies to PrefixStyle.Base128 only; 0 for none.");
    }
}
