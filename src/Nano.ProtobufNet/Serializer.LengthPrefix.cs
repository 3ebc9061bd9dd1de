using ProtoBuf.Meta;

namespace ProtoBuf;

public static partial class Serializer
{
    /// <summary>Writes <paramref name="instance"/> with a length prefix and no field header.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="destination">A writable stream.</param>
    /// <param name="instance">The message; not null.</param>
    /// <param name="style">The prefix.</param>
    public static void SerializeWithLengthPrefix<T>(Stream destination, T instance, PrefixStyle style) =>
        SerializeWithLengthPrefix(destination, instance, style, 0);

    /// <summary>Writes <paramref name="instance"/> with a length prefix; with <see cref="PrefixStyle.Base128"/> and a
    /// <paramref name="fieldNumber"/> above 0, after a field header, so the stream is a message with a repeated
    /// field.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="destination">A writable stream.</param>
    /// <param name="instance">The message; not null.</param>
    /// <param name="style">The prefix.</param>
    /// <param name="fieldNumber">For <see cref="PrefixStyle.Base128"/>: the field header's number, or 0 for
    /// none.</param>
    public static void SerializeWithLengthPrefix<T>(Stream destination, T instance, PrefixStyle style,
        int fieldNumber) =>
        RuntimeTypeModel.Default.SerializeWithLengthPrefix(destination, instance, style, fieldNumber);

    /// <summary>Reads one length-prefixed message (no field header); the default of <typeparamref name="T"/> when the
    /// stream has ended.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">A readable stream, left just after the message.</param>
    /// <param name="style">The prefix.</param>
    /// <returns>The message, or the default.</returns>
    /// <exception cref="ProtoException">The prefix or message is malformed or truncated.</exception>
    public static T DeserializeWithLengthPrefix<T>(Stream source, PrefixStyle style) =>
        DeserializeWithLengthPrefix<T>(source, style, 0);

    /// <summary>Reads one length-prefixed message, skipping items under other field numbers; the default of
    /// <typeparamref name="T"/> when the stream has ended.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">A readable stream, left just after the message.</param>
    /// <param name="style">The prefix.</param>
    /// <param name="fieldNumber">For <see cref="PrefixStyle.Base128"/>: the field number to read, or 0 for no
    /// header.</param>
    /// <returns>The message, or the default.</returns>
    /// <exception cref="ProtoException">A prefix or message is malformed or truncated.</exception>
    public static T DeserializeWithLengthPrefix<T>(Stream source, PrefixStyle style, int fieldNumber) =>
        RuntimeTypeModel.Default.DeserializeWithLengthPrefix<T>(source, default!, style, fieldNumber);

    /// <summary>Reads one length-prefixed message (no field header) into <paramref name="instance"/>.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">A readable stream, left just after the message.</param>
    /// <param name="instance">The instance to merge into (a new one when null).</param>
    /// <param name="style">The prefix.</param>
    /// <returns>The merged instance; <paramref name="instance"/> when the stream has ended.</returns>
    /// <exception cref="ProtoException">The prefix or message is malformed or truncated.</exception>
    public static T MergeWithLengthPrefix<T>(Stream source, T instance, PrefixStyle style) =>
        RuntimeTypeModel.Default.DeserializeWithLengthPrefix(source, instance, style, 0);

    /// <summary>Lazily reads the length-prefixed messages of a stream.</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">A readable stream.</param>
    /// <param name="style">The prefix.</param>
    /// <param name="fieldNumber">For <see cref="PrefixStyle.Base128"/>: the field number to read, or 0 for no
    /// header.</param>
    /// <returns>The messages, read as the sequence is enumerated.</returns>
    public static IEnumerable<T> DeserializeItems<T>(Stream source, PrefixStyle style, int fieldNumber) =>
        RuntimeTypeModel.Default.DeserializeItems<T>(source, style, fieldNumber);

    /// <summary>Reads a length prefix (no field header) from <paramref name="source"/>.</summary>
    /// <param name="source">A readable stream, left just after the prefix.</param>
    /// <param name="style">The prefix style (not <see cref="PrefixStyle.None"/>).</param>
    /// <param name="length">The length read, or 0.</param>
    /// <returns>False when the stream has ended before the prefix.</returns>
    /// <exception cref="ProtoException">The prefix is truncated or malformed.</exception>
    public static bool TryReadLengthPrefix(Stream source, PrefixStyle style, out int length) =>
        TypeModel.TryReadLengthPrefix(source ?? throw new ArgumentNullException(nameof(source)), style, out length);

    /// <summary>Reads a length prefix (no field header) from <paramref name="buffer"/>.</summary>
    /// <param name="buffer">The bytes.</param>
    /// <param name="index">Where the prefix starts.</param>
    /// <param name="count">How many bytes may be read.</param>
    /// <param name="style">The prefix style (not <see cref="PrefixStyle.None"/>).</param>
    /// <param name="length">The length read, or 0.</param>
    /// <returns>False when <paramref name="count"/> is 0.</returns>
    /// <exception cref="ProtoException">The prefix is truncated or malformed.</exception>
    public static bool TryReadLengthPrefix(byte[] buffer, int index, int count, PrefixStyle style, out int length) =>
        TypeModel.TryReadLengthPrefix(new MemoryStream(buffer, index, count, writable: false), style, out length);
}
