namespace Nano.Serialization;

/// <summary>Reads the varint length prefix of the delimited-stream format straight from a stream.</summary>
internal static class LengthPrefix
{
    /// <summary>Reads a prefix; false at a clean end of stream (before its first byte).</summary>
    /// <exception cref="ProtoException">The prefix is truncated, longer than 5 bytes, or over
    /// <see cref="int.MaxValue"/>.</exception>
    public static bool TryRead(Stream stream, ref long offset, out int length)
    {
        ulong value = 0;
        // Not Stream.ReadByte: its base implementation allocates a 1-byte array per call (32 bytes per prefix byte, the
        // per-item garbage of DeserializeItems on a stream that does not override it); the base Read(Span) rents.
        Span<byte> one = stackalloc byte[1];
        for (var i = 0; i < 5; i++)
        {
            var b = stream.Read(one) == 1 ? one[0] : -1;
            if (b < 0)
            {
                length = 0;
                return i == 0 ? false : throw new ProtoException("Truncated length prefix", offset + i);
            }
            value |= (ulong)(b & 0x7F) << (7 * i);
            if (b < 0x80)
            {
                if (value > int.MaxValue)
                    throw new ProtoException($"Length prefix {value} is too large", offset);
                offset += i + 1;
                length = (int)value;
                return true;
            }
        }
        throw new ProtoException("Length prefix is longer than 5 bytes", offset);
    }
}
