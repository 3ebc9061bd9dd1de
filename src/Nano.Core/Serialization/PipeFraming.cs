using System.IO.Pipelines;

namespace Nano.Serialization;

/// <summary>Gathers messages from a <see cref="PipeReader"/>: a whole pipe, or one length-prefixed message at a
/// time.</summary>
internal static class PipeFraming
{
    /// <summary>What <see cref="PipeReader.Create(Stream, StreamPipeReaderOptions)"/> gets for the Stream overloads:
    /// 16 KB pooled segments, and the caller's stream is left open.</summary>
    public static readonly StreamPipeReaderOptions StreamReaderOptions =
        new(bufferSize: 16 * 1024, minimumReadSize: 4 * 1024, leaveOpen: true);

    /// <summary>What <see cref="PipeWriter.Create(Stream, StreamPipeWriterOptions)"/> gets: the caller's stream is left
    /// open.</summary>
    public static readonly StreamPipeWriterOptions StreamWriterOptions = new(leaveOpen: true);

    /// <summary>
    /// Reads until the writer completes. The returned buffer is still held: the caller parses it, then advances past
    /// it. Memory grows only as bytes arrive, and the read stops as soon as more than <paramref name="maxLength"/>
    /// have.
    /// </summary>
    /// <exception cref="MessageTooLargeException">More than <paramref name="maxLength"/> bytes arrived.</exception>
    /// <exception cref="OperationCanceledException">The token fired, or the read was canceled with
    /// <see cref="PipeReader.CancelPendingRead"/>.</exception>
    public static async ValueTask<ReadOnlySequence<byte>> ReadToEndAsync(PipeReader reader, int maxLength,
        Type messageType, CancellationToken cancellationToken)
    {
        while (true)
        {
            ReadResult result = await reader.ReadAsync(cancellationToken).ConfigureAwait(false);
            ReadOnlySequence<byte> buffer = result.Buffer;
            if (buffer.Length > maxLength)
            {
                reader.AdvanceTo(buffer.Start, buffer.End);
                throw new MessageTooLargeException(buffer.Length, maxLength, messageType, 0);
            }
            if (result.IsCompleted)
                return buffer;
            reader.AdvanceTo(buffer.Start, buffer.End);
            if (result.IsCanceled)
                throw new OperationCanceledException("The pipe read was canceled before the message was complete.");
        }
    }

    /// <summary>Reads a varint length prefix at the start of <paramref name="buffer"/>; false when it is
    /// incomplete.</summary>
    /// <exception cref="ProtoException">The prefix is longer than 5 bytes or over
    /// <see cref="int.MaxValue"/>.</exception>
    public static bool TryReadPrefix(ReadOnlySequence<byte> buffer, long offset, Type messageType, out int length,
        out int prefixLength)
    {
        ulong value = 0;
        var i = 0;
        foreach (var segment in buffer)
        {
            foreach (var b in segment.Span)
            {
                value |= (ulong)(b & 0x7F) << (7 * i);
                if (b < 0x80)
                {
                    if (value > int.MaxValue)
                        throw new ProtoException($"Length prefix {value} is too large", offset,
                            messageType: messageType);
                    length = (int)value;
                    prefixLength = i + 1;
                    return true;
                }
                if (++i == 5)
                    throw new ProtoException("Length prefix is longer than 5 bytes", offset, messageType: messageType);
            }
        }
        length = prefixLength = 0;
        return false;
    }

    /// <summary>Writes <paramref name="length"/> as a varint prefix into <paramref name="destination"/>.</summary>
    public static void WritePrefix(IBufferWriter<byte> destination, uint length)
    {
        Span<byte> span = destination.GetSpan(5);
        var n = 0;
        while (length >= 0x80)
        {
            span[n++] = (byte)(length | 0x80);
            length >>= 7;
        }
        span[n++] = (byte)length;
        destination.Advance(n);
    }
}
