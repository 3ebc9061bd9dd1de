using System.IO.Pipelines;
using Nano.Buffers;

namespace Nano;

// Forwarders of the asynchronous Stream and pipe API (RuntimeTypeModel.Async.cs).
public static partial class Serializer
{
    /// <inheritdoc cref="RuntimeTypeModel.DeserializeAsync{T}(Stream, CancellationToken)"/>
    public static ValueTask<T> DeserializeAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream source,
        CancellationToken cancellationToken = default) =>
        RuntimeTypeModel.Default.DeserializeAsync<T>(source, cancellationToken);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializeAsync{T}(Stream, int, CancellationToken)"/>
    public static ValueTask<T> DeserializeAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream source,
        int maxLength, CancellationToken cancellationToken = default) =>
        RuntimeTypeModel.Default.DeserializeAsync<T>(source, maxLength, cancellationToken);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializeAsync{T}(PipeReader, CancellationToken)"/>
    public static ValueTask<T> DeserializeAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeReader source, CancellationToken cancellationToken = default) =>
        RuntimeTypeModel.Default.DeserializeAsync<T>(source, cancellationToken);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializeAsync{T}(PipeReader, int, CancellationToken)"/>
    public static ValueTask<T> DeserializeAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeReader source, int maxLength, CancellationToken cancellationToken = default) =>
        RuntimeTypeModel.Default.DeserializeAsync<T>(source, maxLength, cancellationToken);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializePooledAsync{T}(Stream, CancellationToken)"/>
    public static ValueTask<PooledMessage<T>> DeserializePooledAsync<
        [DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        Stream source, CancellationToken cancellationToken = default) =>
        RuntimeTypeModel.Default.DeserializePooledAsync<T>(source, cancellationToken);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializePooledAsync{T}(Stream, int, CancellationToken)"/>
    public static ValueTask<PooledMessage<T>> DeserializePooledAsync<
        [DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        Stream source, int maxLength, CancellationToken cancellationToken = default) =>
        RuntimeTypeModel.Default.DeserializePooledAsync<T>(source, maxLength, cancellationToken);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializePooledAsync{T}(PipeReader, CancellationToken)"/>
    public static ValueTask<PooledMessage<T>> DeserializePooledAsync<
        [DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeReader source, CancellationToken cancellationToken = default) =>
        RuntimeTypeModel.Default.DeserializePooledAsync<T>(source, cancellationToken);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializePooledAsync{T}(PipeReader, int, CancellationToken)"/>
    public static ValueTask<PooledMessage<T>> DeserializePooledAsync<
        [DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeReader source, int maxLength, CancellationToken cancellationToken = default) =>
        RuntimeTypeModel.Default.DeserializePooledAsync<T>(source, maxLength, cancellationToken);

    /// <inheritdoc cref="RuntimeTypeModel.SerializeAsync{T}(Stream, T, CancellationToken)"/>
    public static ValueTask SerializeAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream destination,
        T value, CancellationToken cancellationToken = default) =>
        RuntimeTypeModel.Default.SerializeAsync(destination, value, cancellationToken);

    /// <inheritdoc cref="RuntimeTypeModel.SerializeAsync{T}(PipeWriter, T, CancellationToken)"/>
    public static ValueTask<FlushResult> SerializeAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeWriter destination, T value, CancellationToken cancellationToken = default) =>
        RuntimeTypeModel.Default.SerializeAsync(destination, value, cancellationToken);

    /// <inheritdoc cref="RuntimeTypeModel.SerializeWithLengthPrefixAsync{T}(PipeWriter, T, CancellationToken)"/>
    public static ValueTask<FlushResult> SerializeWithLengthPrefixAsync<
        [DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeWriter destination, T value, CancellationToken cancellationToken = default) =>
        RuntimeTypeModel.Default.SerializeWithLengthPrefixAsync(destination, value, cancellationToken);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializeItemsAsync{T}(PipeReader, CancellationToken)"/>
    public static IAsyncEnumerable<T> DeserializeItemsAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeReader source, CancellationToken cancellationToken = default) =>
        RuntimeTypeModel.Default.DeserializeItemsAsync<T>(source, cancellationToken);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializeItemsAsync{T}(PipeReader, int, CancellationToken)"/>
    public static IAsyncEnumerable<T> DeserializeItemsAsync<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        PipeReader source, int maxLength, CancellationToken cancellationToken = default) =>
        RuntimeTypeModel.Default.DeserializeItemsAsync<T>(source, maxLength, cancellationToken);
}
