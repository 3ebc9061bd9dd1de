using System.Buffers;
using Nano.Buffers;
using Nano.Wire;

namespace Nano;

/// <summary>
/// Serializes and deserializes protobuf messages with <see cref="RuntimeTypeModel.Default"/>.
/// Each method forwards to the model method of the same name; use a model of your own for separate settings.
/// </summary>
public static partial class Serializer
{
    /// <inheritdoc cref="RuntimeTypeModel.Serialize{T}(IBufferWriter{byte}, T)"/>
    public static void Serialize<T>(IBufferWriter<byte> destination, T value) => RuntimeTypeModel.Default.Serialize(destination, value);

    /// <inheritdoc cref="RuntimeTypeModel.Serialize{T}(Span{byte}, T)"/>
    public static int Serialize<T>(Span<byte> destination, T value) => RuntimeTypeModel.Default.Serialize(destination, value);

    /// <inheritdoc cref="RuntimeTypeModel.Serialize{T}(Stream, T)"/>
    public static void Serialize<T>(Stream destination, T value) => RuntimeTypeModel.Default.Serialize(destination, value);

    /// <inheritdoc cref="RuntimeTypeModel.SerializeToArray{T}(T)"/>
    public static byte[] SerializeToArray<T>(T value) => RuntimeTypeModel.Default.SerializeToArray(value);

    /// <inheritdoc cref="RuntimeTypeModel.Measure{T}(T)"/>
    public static long Measure<T>(T value) => RuntimeTypeModel.Default.Measure(value);

    /// <inheritdoc cref="RuntimeTypeModel.Deserialize{T}(ReadOnlySpan{byte})"/>
    public static T Deserialize<T>(ReadOnlySpan<byte> data) => RuntimeTypeModel.Default.Deserialize<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.Deserialize{T}(ReadOnlyMemory{byte})"/>
    public static T Deserialize<T>(ReadOnlyMemory<byte> data) => RuntimeTypeModel.Default.Deserialize<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.Deserialize{T}(byte[])"/>
    public static T Deserialize<T>(byte[] data) => RuntimeTypeModel.Default.Deserialize<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.Deserialize{T}(ReadOnlySequence{byte})"/>
    public static T Deserialize<T>(ReadOnlySequence<byte> data) => RuntimeTypeModel.Default.Deserialize<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.Deserialize{T}(Stream)"/>
    public static T Deserialize<T>(Stream source) => RuntimeTypeModel.Default.Deserialize<T>(source);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializePooled{T}(ReadOnlySpan{byte})"/>
    public static PooledMessage<T> DeserializePooled<T>(ReadOnlySpan<byte> data) => RuntimeTypeModel.Default.DeserializePooled<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializePooled{T}(ReadOnlyMemory{byte})"/>
    public static PooledMessage<T> DeserializePooled<T>(ReadOnlyMemory<byte> data) => RuntimeTypeModel.Default.DeserializePooled<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializePooled{T}(byte[])"/>
    public static PooledMessage<T> DeserializePooled<T>(byte[] data) => RuntimeTypeModel.Default.DeserializePooled<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializePooled{T}(ReadOnlySequence{byte})"/>
    public static PooledMessage<T> DeserializePooled<T>(ReadOnlySequence<byte> data) => RuntimeTypeModel.Default.DeserializePooled<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializePooled{T}(Stream)"/>
    public static PooledMessage<T> DeserializePooled<T>(Stream source) => RuntimeTypeModel.Default.DeserializePooled<T>(source);

    /// <inheritdoc cref="RuntimeTypeModel.Merge{T}(ReadOnlySpan{byte}, T)"/>
    public static T Merge<T>(ReadOnlySpan<byte> data, T? existing) => RuntimeTypeModel.Default.Merge(data, existing);

    /// <inheritdoc cref="RuntimeTypeModel.Merge{T}(ReadOnlySequence{byte}, T)"/>
    public static T Merge<T>(ReadOnlySequence<byte> data, T? existing) => RuntimeTypeModel.Default.Merge(data, existing);

    /// <inheritdoc cref="RuntimeTypeModel.DeepClone{T}(T)"/>
    public static T DeepClone<T>(T value) => RuntimeTypeModel.Default.DeepClone(value);

    /// <inheritdoc cref="RuntimeTypeModel.SerializeWithLengthPrefix{T}(Stream, T)"/>
    public static void SerializeWithLengthPrefix<T>(Stream destination, T value) => RuntimeTypeModel.Default.SerializeWithLengthPrefix(destination, value);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializeItems{T}(Stream)"/>
    public static IEnumerable<T> DeserializeItems<T>(Stream source) => RuntimeTypeModel.Default.DeserializeItems<T>(source);
}
