namespace ProtoBuf.Internal;

/// <summary>Reads the bytes of one message from a stream, for the calls that merge into an existing instance (Nano
/// merges from a span).</summary>
internal static class StreamBytes
{
    public static byte[] ReadToEnd(Stream source)
    {
        using var buffer = new MemoryStream();
        source.CopyTo(buffer);
        return buffer.ToArray();
    }

    /// <exception cref="ProtoException">The stream ends before <paramref name="length"/> bytes.</exception>
    public static byte[] ReadExactly(Stream source, long length)
    {
        if (length > int.MaxValue)
            throw new ProtoException($"A message of {length} bytes is longer than Nano reads (2 GB).");
        var bytes = new byte[length];
        var read = 0;
        while (read < bytes.Length)
        {
            var n = source.Read(bytes, read, bytes.Length - read);
            if (n == 0)
                throw new ProtoException($"Truncated message: {length} bytes expected, the stream ends after {read}.");
            read += n;
        }
        return bytes;
    }
}
