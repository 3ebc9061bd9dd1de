using System.IO.Pipelines;
using Nano.Buffers;

namespace Nano;

// Asynchronous reads and writes over Stream and System.IO.Pipelines. Messages are gathered as a ReadOnlySequence<byte>
// of pooled segments (never copied into one array) and parsed with the public sequence overloads.
public sealed partial class RuntimeTypeModel
{
    /// <summary>Reads the rest of a stream asynchronously as one message (see
    /// <see cref="DeserializeAsync{T}(PipeReader, int, CancellationToken)"/>).</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">A readable stream, read to its end and left open.</param>
    /// <param name="cancellationToken">Cancels the wait for more bytes.</param>
    /// <returns>The new instance.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type.</exception>
    public ValueTask<T> DeserializeAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream source,
        CancellationToken cancellationToken = default) =>
        DeserializeAsync<T>(source, int.MaxValue, cancellationToken);

    /// <summary>Reads the rest of a stream asynchronously as one message of at most <paramref name="maxLength"/>
    /// bytes.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">A readable stream, read to its end and left open.</param>
    /// <param name="maxLength">The longest message accepted, in bytes.</param>
    /// <param name="cancellationToken">Cancels the wait for more bytes.</param>
    /// <returns>The new instance.</returns>
    /// <exception cref="MessageTooLargeException">More than <paramref name="maxLength"/> bytes arrived.</exception>
    /// <exception cref="ProtoException">The data is not a valid message of this type.</exception>
    public ValueTask<T> DeserializeAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream source,
        int maxLength, CancellationToken cancellationToken = default) =>
        ReadStreamAsync(source, maxLength, typeof(T), static (model, buffer) =>
            model.DeserializeUnaliased<T>(buffer), cancellationToken);

    /// <summary>Reads a pipe asynchronously until its writer completes, as one message (see
    /// <see cref="DeserializeAsync{T}(PipeReader, int, CancellationToken)"/>).</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">The pipe; read to its end, not completed.</param>
    /// <param name="cancellationToken">Cancels the wait for more bytes.</param>
    /// <returns>The new instance.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type.</exception>
    public ValueTask<T> DeserializeAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(PipeReader source,
        CancellationToken cancellationToken = default) =>
        DeserializeAsync<T>(source, int.MaxValue, cancellationToken);

    /// <summary>
    /// Reads a pipe asynchronously until its writer completes, as one message of at most <paramref name="maxLength"/>
    /// bytes. The bytes stay in the pipe's segments and are parsed as a <see cref="ReadOnlySequence{T}"/>; with
    /// <see cref="AliasInputMemory"/> they are first copied into one array that the message then owns, since the pipe
    /// reuses its segments.
    /// </summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">The pipe; read to its end, not completed. A writer that completes with an exception makes
    /// that exception surface here.</param>
    /// <param name="maxLength">The longest message accepted, in bytes; the read stops as soon as more have
    /// arrived.</param>
    /// <param name="cancellationToken">Cancels the wait for more bytes.</param>
    /// <returns>The new instance.</returns>
    /// <exception cref="MessageTooLargeException">More than <paramref name="maxLength"/> bytes arrived.</exception>
    /// <exception cref="ProtoException">The data is not a valid message of this type (including one cut
    /// short).</exception>
    /// <exception cref="OperationCanceledException">The token fired or the read was canceled.</exception>
    public ValueTask<T> DeserializeAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(PipeReader source,
        int maxLength, CancellationToken cancellationToken = default) =>
        ReadPipeAsync(source, maxLength, typeof(T), static (model, buffer) =>
            model.DeserializeUnaliased<T>(buffer), cancellationToken);

    /// <summary>Reads the rest of a stream asynchronously as one message in pool mode (see
    /// <see cref="DeserializePooled{T}(ReadOnlySpan{byte})"/>).</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">A readable stream, read to its end and left open.</param>
    /// <param name="cancellationToken">Cancels the wait for more bytes.</param>
    /// <returns>The lease; the message is its <see cref="PooledMessage{T}.Value"/>.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type (nothing stays
    /// rented).</exception>
    public ValueTask<PooledMessage<T>> DeserializePooledAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        Stream source, CancellationToken cancellationToken = default) =>
        DeserializePooledAsync<T>(source, int.MaxValue, cancellationToken);

    /// <summary>Reads the rest of a stream asynchronously as one message of at most <paramref name="maxLength"/> bytes,
    /// in pool mode.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">A readable stream, read to its end and left open.</param>
    /// <param name="maxLength">The longest message accepted, in bytes.</param>
    /// <param name="cancellationToken">Cancels the wait for more bytes.</param>
    /// <returns>The lease; the message is its <see cref="PooledMessage{T}.Value"/>.</returns>
    /// <exception cref="MessageTooLargeException">More than <paramref name="maxLength"/> bytes arrived.</exception>
    /// <exception cref="ProtoException">The data is not a valid message of this type (nothing stays
    /// rented).</exception>
    public ValueTask<PooledMessage<T>> DeserializePooledAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        Stream source, int maxLength, CancellationToken cancellationToken = default) =>
        ReadStreamAsync(source, maxLength, typeof(T), static (model, buffer) =>
            model.DeserializePooled<T>(buffer), cancellationToken);

    /// <summary>Reads a pipe asynchronously until its writer completes, as one message in pool mode.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">The pipe; read to its end, not completed.</param>
    /// <param name="cancellationToken">Cancels the wait for more bytes.</param>
    /// <returns>The lease; the message is its <see cref="PooledMessage{T}.Value"/>.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type (nothing stays
    /// rented).</exception>
    public ValueTask<PooledMessage<T>> DeserializePooledAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeReader source, CancellationToken cancellationToken = default) =>
        DeserializePooledAsync<T>(source, int.MaxValue, cancellationToken);

    /// <summary>
    /// Reads a pipe asynchronously until its writer completes, as one message of at most <paramref name="maxLength"/>
    /// bytes, in pool mode (see <see cref="DeserializePooled{T}(ReadOnlySequence{byte})"/>): byte members are gathered
    /// from the pipe's segments straight into pooled slabs, and the pipe's memory is released before this returns.
    /// </summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">The pipe; read to its end, not completed.</param>
    /// <param name="maxLength">The longest message accepted, in bytes.</param>
    /// <param name="cancellationToken">Cancels the wait for more bytes.</param>
    /// <returns>The lease; the message is its <see cref="PooledMessage{T}.Value"/>.</returns>
    /// <exception cref="MessageTooLargeException">More than <paramref name="maxLength"/> bytes arrived.</exception>
    /// <exception cref="ProtoException">The data is not a valid message of this type (nothing stays
    /// rented).</exception>
    /// <exception cref="OperationCanceledException">The token fired or the read was canceled.</exception>
    public ValueTask<PooledMessage<T>> DeserializePooledAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeReader source, int maxLength, CancellationToken cancellationToken = default) =>
        ReadPipeAsync(source, maxLength, typeof(T), static (model, buffer) =>
            model.DeserializePooled<T>(buffer), cancellationToken);

    /// <summary>Reads the rest of a stream through a pipe (completed afterwards) as <see cref="ReadPipeAsync"/>
    /// does.</summary>
    private async ValueTask<TResult> ReadStreamAsync<TResult>(Stream source, int maxLength, Type type,
        Func<RuntimeTypeModel, ReadOnlySequence<byte>, TResult> parse, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source);
        var reader = PipeReader.Create(source, PipeFraming.StreamReaderOptions);
        try
        {
            return await ReadPipeAsync(reader, maxLength, type, parse, cancellationToken).ConfigureAwait(false);
        }
        finally
        {
            await reader.CompleteAsync().ConfigureAwait(false);
        }
    }

    /// <summary>Reads a pipe until its writer completes (at most <paramref name="maxLength"/> bytes of a
    /// <paramref name="type"/> message), parses the bytes with <paramref name="parse"/>, then releases them.</summary>
    private async ValueTask<TResult> ReadPipeAsync<TResult>(PipeReader source, int maxLength, Type type,
        Func<RuntimeTypeModel, ReadOnlySequence<byte>, TResult> parse, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(maxLength);
        var buffer = await PipeFraming.ReadToEndAsync(source, maxLength, type, cancellationToken).ConfigureAwait(false);
        try
        {
            return parse(this, buffer);
        }
        finally
        {
            source.AdvanceTo(buffer.End);
        }
    }

    /// <summary>Writes <paramref name="value"/> to a stream asynchronously. The bytes are staged in pooled segments and
    /// written when the whole message is encoded, so an invalid object graph writes nothing.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="destination">A writable stream, left open.</param>
    /// <param name="value">The message; not null.</param>
    /// <param name="cancellationToken">Cancels the write to the stream.</param>
    /// <returns>A task that completes when the stream has accepted every byte.</returns>
    /// <exception cref="InvalidOperationException">The object graph is invalid (see
    /// <see cref="Serialize{T}(IBufferWriter{byte}, T)"/>).</exception>
    public async ValueTask SerializeAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream destination,
        T value, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(destination);
        if (value is null)
            ThrowNull<T>();
        var writer = PipeWriter.Create(destination, PipeFraming.StreamWriterOptions);
        try
        {
            Serialize(writer, value);
            await writer.FlushAsync(cancellationToken).ConfigureAwait(false);
        }
        catch (Exception e)
        {
            // Completing with an exception discards what is still staged instead of writing it.
            await writer.CompleteAsync(e).ConfigureAwait(false);
            throw;
        }
        await writer.CompleteAsync().ConfigureAwait(false);
    }

    /// <summary>Writes <paramref name="value"/> into a pipe (it is an <see cref="IBufferWriter{T}"/>), then flushes
    /// it.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="destination">The pipe; not completed.</param>
    /// <param name="value">The message; not null.</param>
    /// <param name="cancellationToken">Cancels the flush.</param>
    /// <returns>The flush result: <see cref="FlushResult.IsCompleted"/> says the reader has gone away.</returns>
    /// <exception cref="InvalidOperationException">The object graph is invalid (see
    /// <see cref="Serialize{T}(IBufferWriter{byte}, T)"/>).</exception>
    public ValueTask<FlushResult> SerializeAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeWriter destination, T value, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(destination);
        Serialize(destination, value);
        return destination.FlushAsync(cancellationToken);
    }

    /// <summary>Writes a varint length prefix and then the message into a pipe, then flushes it: one item of the stream
    /// <see cref="DeserializeItemsAsync{T}(PipeReader, int, CancellationToken)"/> reads.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="destination">The pipe; not completed.</param>
    /// <param name="value">The message; not null.</param>
    /// <param name="cancellationToken">Cancels the flush.</param>
    /// <returns>The flush result.</returns>
    /// <exception cref="InvalidOperationException">The object graph is invalid, or the message wrote another length
    /// than the prefix announced (it changed while being serialized). Nothing is flushed then, but the pipe holds the
    /// unflushed item: complete the writer with the exception rather than flushing it.</exception>
    public ValueTask<FlushResult> SerializeWithLengthPrefixAsync<
        [DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeWriter destination, T value, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(destination);
        var length = Measure(value);
        if (length > int.MaxValue)
            throw new InvalidOperationException(
                $"A {typeof(T).Name} of {length} bytes is too long for a length prefix.");
        PipeFraming.WritePrefix(destination, (uint)length);
        var written = WriteTo(destination, value);
        if (written != length) // the prefix already announced the length: never flush a message that does not match it
            throw GraphErrors.ChangedWhileWriting(typeof(T), length,
                written.ToString(System.Globalization.CultureInfo.InvariantCulture));
        return destination.FlushAsync(cancellationToken);
    }

    /// <summary>Reads length-prefixed messages from a pipe one at a time until its writer completes (see
    /// <see cref="DeserializeItemsAsync{T}(PipeReader, int, CancellationToken)"/>).</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">The pipe; not completed.</param>
    /// <param name="cancellationToken">Cancels the wait for more bytes.</param>
    /// <returns>The messages, read as the sequence is enumerated.</returns>
    public IAsyncEnumerable<T> DeserializeItemsAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeReader source, CancellationToken cancellationToken = default) =>
        DeserializeItemsAsync<T>(source, int.MaxValue, cancellationToken);

    /// <summary>
    /// Reads length-prefixed messages (the format of <see cref="SerializeWithLengthPrefix{T}(Stream, T)"/>) from a pipe
    /// one at a time until its writer completes. Each message is parsed once all its bytes have arrived; a prefix that
    /// claims more than <paramref name="maxLength"/> fails before any of them is awaited, and memory only ever holds
    /// bytes that actually arrived.
    /// </summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">The pipe; not completed.</param>
    /// <param name="maxLength">The longest message accepted, in bytes.</param>
    /// <param name="cancellationToken">Cancels the wait for more bytes (combined with the enumerator's token).</param>
    /// <returns>The messages, read as the sequence is enumerated.</returns>
    /// <exception cref="MessageTooLargeException">A prefix claims more than <paramref name="maxLength"/>
    /// bytes.</exception>
    /// <exception cref="ProtoException">A prefix or message is malformed, or the pipe ends inside one.</exception>
    public IAsyncEnumerable<T> DeserializeItemsAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeReader source, int maxLength, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(maxLength);
        return ReadItemsAsync<T>(source, maxLength, cancellationToken);
    }

    private async IAsyncEnumerable<T> ReadItemsAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeReader source, int maxLength, [EnumeratorCancellation] CancellationToken cancellationToken)
    {
        long offset = 0;
        while (true)
        {
            var result = await source.ReadAsync(cancellationToken).ConfigureAwait(false);
            var buffer = result.Buffer;
            bool hasPrefix;
            int length, prefixLength;
            try
            {
                hasPrefix = PipeFraming.TryReadPrefix(buffer, offset, typeof(T), out length, out prefixLength);
                if (hasPrefix && length > maxLength)
                    throw new MessageTooLargeException(length, maxLength, typeof(T), offset);
            }
            catch
            {
                source.AdvanceTo(buffer.Start, buffer.End);
                throw;
            }
            if (!hasPrefix || buffer.Length - prefixLength < length)
            {
                source.AdvanceTo(buffer.Start, buffer.End);
                if (result.IsCompleted)
                {
                    if (buffer.IsEmpty)
                        yield break;
                    throw hasPrefix
                        ? new ProtoException($"Truncated message: the prefix claims {length} bytes but the stream ends "
                            + $"after {buffer.Length - prefixLength}", offset, messageType: typeof(T))
                        : new ProtoException("Truncated length prefix", offset, messageType: typeof(T));
                }
                if (result.IsCanceled)
                    throw new OperationCanceledException("The pipe read was canceled before the message was complete.");
                continue;
            }
            var message = buffer.Slice(prefixLength, length);
            T item;
            try
            {
                item = DeserializeUnaliased<T>(message);
            }
            finally
            {
                source.AdvanceTo(message.End);
            }
            offset += prefixLength + length;
            yield return item;
        }
    }

    // Pipe segments are reused once the reader advances, so a message must never alias them: with AliasInputMemory the
    // bytes are copied into one array that the message then owns (and aliases); otherwise byte members are copies
    // anyway.
    private T DeserializeUnaliased<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        ReadOnlySequence<byte> data) =>
        AliasInputMemory ? Deserialize<T>(data.ToArray()) : Deserialize<T>(data);
}
