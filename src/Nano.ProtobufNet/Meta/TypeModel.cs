using System.Buffers;
using ProtoBuf.Internal;
using NanoModel = Nano.RuntimeTypeModel;

namespace ProtoBuf.Meta;

/// <summary>
/// protobuf-net's model API, forwarded to a Nano <see cref="Nano.RuntimeTypeModel"/> (<see cref="NanoModel"/>): the
/// same bytes as protobuf-net for its attributes, Nano's speed. Nano's malformed-input errors surface as
/// <see cref="ProtoException"/>; model errors as Nano's <see cref="Nano.ProtoModelException"/>, an
/// <see cref="InvalidOperationException"/> as protobuf-net throws for a bad model.
/// </summary>
public abstract partial class TypeModel
{
    private protected TypeModel(NanoModel model) => NanoModel = model;

    /// <summary>The Nano model this forwards to, for Nano's own settings (its backend, depth limit, schema
    /// options).</summary>
    public NanoModel NanoModel { get; }

    /// <summary>True when <paramref name="type"/> is a contract of this model (registered, or carrying contract
    /// attributes).</summary>
    /// <param name="type">The type.</param>
    /// <returns>Whether this model describes it.</returns>
    public bool IsDefined(Type type) => NanoModel.IsContract(type ?? throw new ArgumentNullException(nameof(type)));

    /// <summary>True when instances of <paramref name="type"/> can be written as a root message (a contract
    /// type).</summary>
    /// <param name="type">The type.</param>
    /// <returns>Whether this model can serialize it.</returns>
    public bool CanSerialize(Type type) => IsDefined(type);

    /// <summary>Writes <paramref name="value"/> to <paramref name="destination"/>.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="destination">A writable stream.</param>
    /// <param name="value">The message.</param>
    /// <param name="userState">Must be null (Nano's callbacks get no caller state).</param>
    public void Serialize<T>(Stream destination, T value, object? userState = null)
    {
        if (destination is null)
            throw new ArgumentNullException(nameof(destination));
        Errors.RefuseUserState(userState, nameof(Serialize));
        NanoModel.Serialize(destination, value);
    }

    /// <summary>Writes <paramref name="value"/> to <paramref name="destination"/>.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="destination">A buffer writer.</param>
    /// <param name="value">The message.</param>
    /// <param name="userState">Must be null (Nano's callbacks get no caller state).</param>
    public void Serialize<T>(IBufferWriter<byte> destination, T value, object? userState = null)
    {
        Errors.RefuseUserState(userState, nameof(Serialize));
        NanoModel.Serialize(destination, value);
    }

    /// <summary>Writes <paramref name="value"/> as its runtime type.</summary>
    /// <param name="destination">A writable stream.</param>
    /// <param name="value">The message; not null.</param>
    public void Serialize(Stream destination, object value)
    {
        if (value is null)
            throw new ArgumentNullException(nameof(value));
        Dispatch.Invoke<object?>(s_serializeAs, RootOf(value.GetType()), this, destination, value);
    }

    /// <summary>The type a value is written as: the root of its <c>[ProtoInclude]</c> hierarchy, as protobuf-net writes
    /// a sub-type.</summary>
    internal Type RootOf(Type type) => NanoModel.GetModel(type).Root.Type;

    private static readonly System.Reflection.MethodInfo s_serializeAs =
        Dispatch.Method<TypeModel>(nameof(SerializeAs));

    private object? SerializeAs<T>(Stream destination, object value)
    {
        Serialize(destination, (T)value);
        return null;
    }

    /// <summary>Reads a <typeparamref name="T"/>, merging into <paramref name="value"/> when it is not null.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">A readable stream, read to its end.</param>
    /// <param name="value">An instance to merge into, or the default for a new one.</param>
    /// <param name="userState">Must be null (Nano's callbacks get no caller state).</param>
    /// <returns>The message read.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public T Deserialize<T>(Stream source, T value = default!, object? userState = null) =>
        Deserialize(source, value, userState, -1);

    /// <summary>Reads a <typeparamref name="T"/> from <paramref name="source"/>, merging into
    /// <paramref name="value"/>.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">The bytes of one message.</param>
    /// <param name="value">An instance to merge into, or the default for a new one.</param>
    /// <param name="userState">Must be null.</param>
    /// <returns>The message read.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public T Deserialize<T>(ReadOnlySpan<byte> source, T value = default!, object? userState = null)
    {
        Errors.RefuseUserState(userState, nameof(Deserialize));
        try
        {
            return NanoModel.Merge(source, value);
        }
        catch (Nano.Wire.ProtoException e)
        {
            throw Errors.Translate(e);
        }
    }

    /// <summary>Reads a <typeparamref name="T"/> from <paramref name="source"/>, merging into
    /// <paramref name="value"/>.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">The bytes of one message.</param>
    /// <param name="value">An instance to merge into, or the default for a new one.</param>
    /// <param name="userState">Must be null.</param>
    /// <returns>The message read.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public T Deserialize<T>(ReadOnlyMemory<byte> source, T value = default!, object? userState = null) =>
        Deserialize(source.Span, value, userState);

    /// <summary>Reads a <typeparamref name="T"/> from <paramref name="source"/>, merging into
    /// <paramref name="value"/>.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">The bytes of one message.</param>
    /// <param name="value">An instance to merge into, or the default for a new one.</param>
    /// <param name="userState">Must be null.</param>
    /// <returns>The message read.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public T Deserialize<T>(ReadOnlySequence<byte> source, T value = default!, object? userState = null)
    {
        Errors.RefuseUserState(userState, nameof(Deserialize));
        try
        {
            return NanoModel.Merge(source, value);
        }
        catch (Nano.Wire.ProtoException e)
        {
            throw Errors.Translate(e);
        }
    }

    /// <summary>Reads a message of <paramref name="type"/>, merging into <paramref name="value"/> when it is not
    /// null.</summary>
    /// <param name="type">The contract type.</param>
    /// <param name="source">A readable stream.</param>
    /// <param name="value">An instance to merge into, or null for a new one.</param>
    /// <param name="userState">Must be null.</param>
    /// <param name="length">How many bytes to read, or -1 for the rest of the stream.</param>
    /// <returns>The message read.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public object Deserialize(Type type, Stream source, object? value = null, object? userState = null,
        long length = -1)
    {
        if (type is null)
            throw new ArgumentNullException(nameof(type));
        Errors.RefuseUserState(userState, nameof(Deserialize));
        return Dispatch.Invoke<object>(s_deserializeAs, type, this, source, value, length);
    }

    /// <summary>Reads a message of <paramref name="type"/> (protobuf-net's older argument order).</summary>
    /// <param name="source">A readable stream.</param>
    /// <param name="value">An instance to merge into, or null for a new one.</param>
    /// <param name="type">The contract type.</param>
    /// <returns>The message read.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public object Deserialize(Stream source, object? value, Type type) => Deserialize(type, source, value);

    /// <summary>Reads a message of <paramref name="type"/> from <paramref name="source"/>.</summary>
    /// <param name="type">The contract type.</param>
    /// <param name="source">The bytes of one message.</param>
    /// <param name="value">An instance to merge into, or null for a new one.</param>
    /// <param name="userState">Must be null.</param>
    /// <returns>The message read.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public object Deserialize(Type type, ReadOnlyMemory<byte> source, object? value = null, object? userState = null) =>
        Deserialize(type, new MemoryStream(source.ToArray(), writable: false), value, userState);

    /// <summary>Reads a message of <paramref name="type"/> from <paramref name="source"/>.</summary>
    /// <param name="type">The contract type.</param>
    /// <param name="source">The bytes of one message.</param>
    /// <param name="value">An instance to merge into, or null for a new one.</param>
    /// <param name="userState">Must be null.</param>
    /// <returns>The message read.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public object Deserialize(Type type, ReadOnlySpan<byte> source, object? value = null, object? userState = null) =>
        Deserialize(type, new MemoryStream(source.ToArray(), writable: false), value, userState);

    /// <summary>Reads a message of <paramref name="type"/> from <paramref name="source"/>.</summary>
    /// <param name="type">The contract type.</param>
    /// <param name="source">The bytes of one message.</param>
    /// <param name="value">An instance to merge into, or null for a new one.</param>
    /// <param name="userState">Must be null.</param>
    /// <returns>The message read.</returns>
    /// <exception cref="ProtoException">The input is malformed.</exception>
    public object Deserialize(Type type, ReadOnlySequence<byte> source, object? value = null,
        object? userState = null) =>
        Deserialize(type, new MemoryStream(source.ToArray(), writable: false), value, userState);

    /// <summary>A copy of <paramref name="value"/>, made by writing and reading it.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="value">The message.</param>
    /// <param name="userState">Must be null.</param>
    /// <returns>The copy.</returns>
    public T DeepClone<T>(T value, object? userState = null)
    {
        Errors.RefuseUserState(userState, nameof(DeepClone));
        if (value is null)
            return value;
        return NanoModel.DeepClone(value);
    }

    /// <summary>A copy of <paramref name="value"/> as its runtime type, made by writing and reading it.</summary>
    /// <param name="value">The message, or null.</param>
    /// <returns>The copy, or null.</returns>
    public object? DeepClone(object? value) =>
        value is null ? null : Dispatch.Invoke<object>(s_deepCloneAs, RootOf(value.GetType()), this, value);

    /// <summary>The <c>.proto</c> schema of <paramref name="type"/> and the types it reaches.</summary>
    /// <param name="type">The root type.</param>
    /// <returns>The schema text (proto3).</returns>
    public string GetSchema(Type type) => NanoModel.GetSchema(type);

    /// <summary>The <c>.proto</c> schema of <paramref name="type"/> in the given syntax (Nano writes proto3
    /// only).</summary>
    /// <param name="type">The root type.</param>
    /// <param name="syntax"><see cref="ProtoSyntax.Proto3"/> (or <see cref="ProtoSyntax.Default"/>).</param>
    /// <returns>The schema text.</returns>
    /// <exception cref="NotSupportedException">Another syntax.</exception>
    public string GetSchema(Type type, ProtoSyntax syntax) => syntax == ProtoSyntax.Proto3
        ? GetSchema(type)
        : throw Errors.NotCarried($"GetSchema({type?.FullName}, ProtoSyntax.{syntax})",
            "Nano writes proto3 schemas: pass ProtoSyntax.Proto3");

    private static readonly System.Reflection.MethodInfo s_deserializeAs =
        Dispatch.Method<TypeModel>(nameof(DeserializeAs));
    private static readonly System.Reflection.MethodInfo s_deepCloneAs =
        Dispatch.Method<TypeModel>(nameof(DeepCloneAs));

    private object DeserializeAs<T>(Stream source, object? value, long length) =>
        Deserialize(source, value is null ? default! : (T)value, null, length)!;

    private object DeepCloneAs<T>(object value) => DeepClone((T)value)!;

    /// <summary>The stream overload with protobuf-net's <c>length</c>: -1 reads to the end of the stream.</summary>
    internal T Deserialize<T>(Stream source, T value, object? userState, long length)
    {
        if (source is null)
            throw new ArgumentNullException(nameof(source));
        Errors.RefuseUserState(userState, nameof(Deserialize));
        try
        {
            if (length < 0 && value is null)
                return NanoModel.Deserialize<T>(source);
            var bytes = length < 0 ? StreamBytes.ReadToEnd(source) : StreamBytes.ReadExactly(source, length);
            return NanoModel.Merge<T>(bytes, value);
        }
        catch (Nano.Wire.ProtoException e)
        {
            throw Errors.Translate(e);
        }
    }
}
