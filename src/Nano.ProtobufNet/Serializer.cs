using System.Buffers;
using ProtoBuf.Meta;

namespace ProtoBuf;

/// <summary>
/// protobuf-net's static API, on Nano: every call goes to <see cref="RuntimeTypeModel.Default"/> (which forwards to
/// Nano's default model). Malformed input is a <see cref="ProtoException"/>.
/// </summary>
public static partial class Serializer
{
    /// <summary>The field number protobuf-net gives the items of a list written at the root.</summary>
    public const int ListItemTag = 1;

    /// <summary>Writes <paramref name="instance"/> to <paramref name="destination"/>.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="destination">A writable stream.</param>
    /// <param name="instance">The message.</param>
    public static void Serialize<T>(Stream destination, T instance) =>
        RuntimeTypeModel.Default.Serialize(destination, instance);

    /// <summary>Writes <paramref name="instance"/> to <paramref name="destination"/>.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="destination">A writable stream.</param>
    /// <param name="instance">The message.</param>
    /// <param name="userState">Must be null (Nano's callbacks get no caller state).</param>
    public static void Serialize<T>(Stream destination, T instance, object? userState) =>
        RuntimeTypeModel.Default.Serialize(destination, instance, userState);

    /// <summary>Writes <paramref name="instance"/> to <paramref name="destination"/>.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="destination">A buffer writer.</param>
    /// <param name="instance">The message.</param>
    /// <param name="userState">Must be null (Nano's callbacks get no caller state).</param>
    public static void Serialize<T>(IBufferWriter<byte> destination, T instance, object? userState = null) =>
        RuntimeTypeModel.Default.Serialize(destination, instance, userState);

    /// <summary>Reads a new <typeparamref name="T"/> from the rest of <paramref name="source"/>.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">A readable stream.</param>
    /// <returns>The message.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public static T Deserialize<T>(Stream source) =>
        RuntimeTypeModel.Default.Deserialize<T>(source, default!, null, -1);

    /// <summary>Reads a <typeparamref name="T"/>, merging into <paramref name="value"/> when it is not null.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">A readable stream.</param>
    /// <param name="value">An instance to merge into, or the default for a new one.</param>
    /// <param name="userState">Must be null.</param>
    /// <param name="length">How many bytes to read, or -1 for the rest of the stream.</param>
    /// <returns>The message.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public static T Deserialize<T>(Stream source, T value = default!, object? userState = null, long length = -1) =>
        RuntimeTypeModel.Default.Deserialize(source, value, userState, length);

    /// <summary>Reads a <typeparamref name="T"/> from <paramref name="source"/>, merging into
    /// <paramref name="value"/>.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">The bytes of one message.</param>
    /// <param name="value">An instance to merge into, or the default for a new one.</param>
    /// <param name="userState">Must be null.</param>
    /// <returns>The message.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public static T Deserialize<T>(ReadOnlySpan<byte> source, T value = default!, object? userState = null) =>
        RuntimeTypeModel.Default.Deserialize(source, value, userState);

    /// <summary>Reads a <typeparamref name="T"/> from <paramref name="source"/>, merging into
    /// <paramref name="value"/>.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">The bytes of one message.</param>
    /// <param name="value">An instance to merge into, or the default for a new one.</param>
    /// <param name="userState">Must be null.</param>
    /// <returns>The message.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public static T Deserialize<T>(ReadOnlyMemory<byte> source, T value = default!, object? userState = null) =>
        RuntimeTypeModel.Default.Deserialize(source, value, userState);

    /// <summary>Reads a <typeparamref name="T"/> from <paramref name="source"/>, merging into
    /// <paramref name="value"/>.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">The bytes of one message.</param>
    /// <param name="value">An instance to merge into, or the default for a new one.</param>
    /// <param name="userState">Must be null.</param>
    /// <returns>The message.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public static T Deserialize<T>(ReadOnlySequence<byte> source, T value = default!, object? userState = null) =>
        RuntimeTypeModel.Default.Deserialize(source, value, userState);

    /// <summary>Reads a message of <paramref name="type"/> from the rest of <paramref name="source"/>.</summary>
    /// <param name="type">The contract type.</param>
    /// <param name="source">A readable stream.</param>
    /// <returns>The message.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public static object Deserialize(Type type, Stream source) => RuntimeTypeModel.Default.Deserialize(type, source);

    /// <summary>Reads the rest of <paramref name="source"/> into <paramref name="instance"/>.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">A readable stream.</param>
    /// <param name="instance">The instance to merge into (a new one when null).</param>
    /// <returns>The merged instance.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public static T Merge<T>(Stream source, T instance) =>
        RuntimeTypeModel.Default.Deserialize(source, instance, null, -1);

    /// <summary>A copy of <paramref name="instance"/>, made by writing and reading it.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="instance">The message.</param>
    /// <returns>The copy.</returns>
    public static T DeepClone<T>(T instance) => RuntimeTypeModel.Default.DeepClone(instance);

    /// <summary>A copy of <paramref name="instance"/>, made by writing and reading it.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="instance">The message.</param>
    /// <param name="userState">Must be null.</param>
    /// <returns>The copy.</returns>
    public static T DeepClone<T>(T instance, object? userState) =>
        RuntimeTypeModel.Default.DeepClone(instance, userState);

    /// <summary>Writes <paramref name="instance"/> as <typeparamref name="TFrom"/> and reads the bytes as
    /// <typeparamref name="TTo"/>.</summary>
    /// <typeparam name="TFrom">The contract written.</typeparam>
    /// <typeparam name="TTo">The contract read.</typeparam>
    /// <param name="instance">The message.</param>
    /// <returns>The message read.</returns>
    /// <exception cref="ProtoException">The bytes are not a valid <typeparamref name="TTo"/>.</exception>
    public static TTo ChangeType<TFrom, TTo>(TFrom instance)
    {
        using var buffer = new MemoryStream();
        Serialize(buffer, instance);
        return Deserialize<TTo>(new ReadOnlySpan<byte>(buffer.GetBuffer(), 0, (int)buffer.Length));
    }

    /// <summary>Builds and compiles <typeparamref name="T"/>'s serializer now (model errors surface here).</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    public static void PrepareSerializer<T>() => RuntimeTypeModel.Default.NanoModel.GetBackend(typeof(T));

    /// <summary>The <c>.proto</c> schema of <typeparamref name="T"/> and the types it reaches (proto3).</summary>
    /// <typeparam name="T">The root type.</typeparam>
    /// <returns>The schema text.</returns>
    public static string GetProto<T>() => RuntimeTypeModel.Default.GetSchema(typeof(T));

    /// <summary>The <c>.proto</c> schema of <typeparamref name="T"/> in <paramref name="syntax"/> (Nano writes proto3
    /// only).</summary>
    /// <typeparam name="T">The root type.</typeparam>
    /// <param name="syntax"><see cref="ProtoSyntax.Proto3"/> or <see cref="ProtoSyntax.Default"/>.</param>
    /// <returns>The schema text.</returns>
    /// <exception cref="NotSupportedException">Another syntax.</exception>
    public static string GetProto<T>(ProtoSyntax syntax) => RuntimeTypeModel.Default.GetSchema(typeof(T), syntax);
}
