using Nano.Buffers;

namespace Nano;

/// <summary>
/// Serializes and deserializes protobuf messages with <see cref="RuntimeTypeModel.Default"/>.
/// Each method forwards to the model method of the same name; use a model of your own for separate settings.
/// </summary>
public static partial class Serializer
{
    /// <inheritdoc cref="RuntimeTypeModel.Serialize{T}(IBufferWriter{byte}, T)"/>
    public static void Serialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        IBufferWriter<byte> destination, T value) => RuntimeTypeModel.Default.Serialize(destination, value);

    /// <inheritdoc cref="RuntimeTypeModel.Serialize{T}(Span{byte}, T)"/>
    public static int Serialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Span<byte> destination,
        T value) => RuntimeTypeModel.Default.Serialize(destination, value);

    /// <inheritdoc cref="RuntimeTypeModel.Serialize{T}(Stream, T)"/>
    public static void Serialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream destination, T value) =>
        RuntimeTypeModel.Default.Serialize(destination, value);

    /// <inheritdoc cref="RuntimeTypeModel.SerializeToArray{T}(T)"/>
    public static byte[] SerializeToArray<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(T value) =>
        RuntimeTypeModel.Default.SerializeToArray(value);

    /// <inheritdoc cref="RuntimeTypeModel.Measure{T}(T)"/>
    public static long Measure<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(T value) =>
        RuntimeTypeModel.Default.Measure(value);

    /// <inheritdoc cref="RuntimeTypeModel.Deserialize{T}(ReadOnlySpan{byte})"/>
    public static T Deserialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ReadOnlySpan<byte> data) =>
        RuntimeTypeModel.Default.Deserialize<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.Deserialize{T}(ReadOnlyMemory{byte})"/>
    public static T Deserialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ReadOnlyMemory<byte> data) =>
        RuntimeTypeModel.Default.Deserialize<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.Deserialize{T}(byte[])"/>
    public static T Deserialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(byte[] data) =>
        RuntimeTypeModel.Default.Deserialize<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.Deserialize{T}(ReadOnlySequence{byte})"/>
    public static T Deserialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ReadOnlySequence<byte> data) =>
        RuntimeTypeModel.Default.Deserialize<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.Deserialize{T}(Stream)"/>
    public static T Deserialize<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream source) =>
        RuntimeTypeModel.Default.Deserialize<T>(source);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializePooled{T}(ReadOnlySpan{byte})"/>
    public static PooledMessage<T> DeserializePooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        ReadOnlySpan<byte> data) => RuntimeTypeModel.Default.DeserializePooled<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializePooled{T}(ReadOnlyMemory{byte})"/>
    public static PooledMessage<T> DeserializePooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        ReadOnlyMemory<byte> data) => RuntimeTypeModel.Default.DeserializePooled<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializePooled{T}(byte[])"/>
    public static PooledMessage<T> DeserializePooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        byte[] data) => RuntimeTypeModel.Default.DeserializePooled<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializePooled{T}(ReadOnlySequence{byte})"/>
    public static PooledMessage<T> DeserializePooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        ReadOnlySequence<byte> data) => RuntimeTypeModel.Default.DeserializePooled<T>(data);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializePooled{T}(Stream)"/>
    public static PooledMessage<T> DeserializePooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        Stream source) => RuntimeTypeModel.Default.DeserializePooled<T>(source);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializeInto{T}(ReadOnlySpan{byte}, T)"/>
    public static void DeserializeInto<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ReadOnlySpan<byte> data,
        T target) where T : class => RuntimeTypeModel.Default.DeserializeInto(data, target);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializeInto{T}(ReadOnlyMemory{byte}, T)"/>
    public static void DeserializeInto<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        ReadOnlyMemory<byte> data, T target) where T : class => RuntimeTypeModel.Default.DeserializeInto(data, target);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializeInto{T}(byte[], T)"/>
    public static void DeserializeInto<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(byte[] data, T target)
        where T : class => RuntimeTypeModel.Default.DeserializeInto(data, target);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializeInto{T}(ReadOnlySequence{byte}, T)"/>
    public static void DeserializeInto<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        ReadOnlySequence<byte> data, T target) where T : class =>
        RuntimeTypeModel.Default.DeserializeInto(data, target);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializeInto{T}(Stream, T)"/>
    public static void DeserializeInto<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream source, T target)
        where T : class => RuntimeTypeModel.Default.DeserializeInto(source, target);

    /// <inheritdoc cref="RuntimeTypeModel.Merge{T}(ReadOnlySpan{byte}, T)"/>
    public static T Merge<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ReadOnlySpan<byte> data,
        T? existing) => RuntimeTypeModel.Default.Merge(data, existing);

    /// <inheritdoc cref="RuntimeTypeModel.Merge{T}(ReadOnlySequence{byte}, T)"/>
    public static T Merge<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ReadOnlySequence<byte> data,
        T? existing) => RuntimeTypeModel.Default.Merge(data, existing);

    /// <inheritdoc cref="RuntimeTypeModel.DeepClone{T}(T)"/>
    public static T DeepClone<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(T value) =>
        RuntimeTypeModel.Default.DeepClone(value);

    /// <inheritdoc cref="RuntimeTypeModel.SerializeWithLengthPrefix{T}(Stream, T)"/>
    public static void SerializeWithLengthPrefix<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        Stream destination, T value) => RuntimeTypeModel.Default.SerializeWithLengthPrefix(destination, value);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializeItems{T}(Stream)"/>
    public static IEnumerable<T> DeserializeItems<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        Stream source) => RuntimeTypeModel.Default.DeserializeItems<T>(source);

    /// <inheritdoc cref="RuntimeTypeModel.SerializeWithLengthPrefix{T}(Stream, T, PrefixStyle, int)"/>
    public static void SerializeWithLengthPrefix<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        Stream destination, T value, PrefixStyle style, int fieldNumber = 0) =>
        RuntimeTypeModel.Default.SerializeWithLengthPrefix(destination, value, style, fieldNumber);

    /// <inheritdoc cref="RuntimeTypeModel.DeserializeItems{T}(Stream, PrefixStyle, int)"/>
    public static IEnumerable<T> DeserializeItems<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream source,
        PrefixStyle style, int fieldNumber) =>
        RuntimeTypeModel.Default.DeserializeItems<T>(source, style, fieldNumber);

    /// <inheritdoc cref="RuntimeTypeModel.Serialize(Stream, object)"/>
    [RequiresUnreferencedCode("The value's type is found at run time, so the trimmer cannot keep its members; use "
        + "Serialize<T>.")]
    public static void Serialize(Stream destination, object value) =>
        RuntimeTypeModel.Default.Serialize(destination, value);

    /// <inheritdoc cref="RuntimeTypeModel.Deserialize(Type, Stream)"/>
    public static object Deserialize([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type, Stream source) =>
        RuntimeTypeModel.Default.Deserialize(type, source);

    /// <inheritdoc cref="RuntimeTypeModel.Merge(Stream, object)"/>
    [RequiresUnreferencedCode("The instance's type is found at run time, so the trimmer cannot keep its members; use "
        + "Merge<T>.")]
    public static object Merge(Stream source, object existing) => RuntimeTypeModel.Default.Merge(source, existing);

    /// <inheritdoc cref="RuntimeTypeModel.GetSchema(Type, SchemaOptions?)"/>
    /// <typeparam name="T">A contract type.</typeparam>
    public static string GetProto<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        SchemaOptions? options = null) => RuntimeTypeModel.Default.GetSchema(typeof(T), options);
}
