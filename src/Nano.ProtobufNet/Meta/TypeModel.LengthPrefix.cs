using ProtoBuf.Internal;
using NanoModel = Nano.RuntimeTypeModel;

namespace ProtoBuf.Meta;

public abstract partial class TypeModel
{
    private static readonly System.Reflection.MethodInfo s_serializePrefixedAs =
        Dispatch.Method<TypeModel>(nameof(SerializePrefixedAs));

    /// <summary>Writes one message with a prefix; with <see cref="PrefixStyle.Base128"/> and a field number above 0 the
    /// stream is a message whose field <paramref name="fieldNumber"/> repeats.</summary>
    /// <param name="destination">A writable stream.</param>
    /// <param name="value">The message; not null.</param>
    /// <param name="type">The type to write it as (its runtime type when null).</param>
    /// <param name="style">The prefix.</param>
    /// <param name="fieldNumber">For <see cref="PrefixStyle.Base128"/>: the field header's number, or 0 for
    /// none.</param>
    public void SerializeWithLengthPrefix(Stream destination, object value, Type? type, PrefixStyle style,
        int fieldNumber)
    {
        if (value is null)
            throw new ArgumentNullException(nameof(value));
        Dispatch.Invoke<object?>(s_serializePrefixedAs, type ?? RootOf(value.GetType()), this, destination, value,
            style, fieldNumber);
    }

    private object? SerializePrefixedAs<T>(Stream destination, object value, PrefixStyle style, int fieldNumber)
    {
        SerializeWithLengthPrefix(destination, (T)value, style, fieldNumber);
        return null;
    }

    /// <summary>The generic form, for
    /// <see cref="Serializer.SerializeWithLengthPrefix{T}(Stream, T, PrefixStyle, int)"/>.</summary>
    internal void SerializeWithLengthPrefix<T>(Stream destination, T value, PrefixStyle style, int fieldNumber)
    {
        if (destination is null)
            throw new ArgumentNullException(nameof(destination));
        NanoModel.SerializeWithLengthPrefix(destination, value, (Nano.PrefixStyle)style, fieldNumber);
    }

    /// <summary>Reads one length-prefixed message (skipping items under other field numbers), merging into
    /// <paramref name="value"/>; null when the stream ends first.</summary>
    /// <param name="source">A readable stream, left just after the item.</param>
    /// <param name="value">An instance to merge into, or null.</param>
    /// <param name="type">The type to read (with no <paramref name="resolver"/>).</param>
    /// <param name="style">The prefix.</param>
    /// <param name="expectedField">For <see cref="PrefixStyle.Base128"/>: the field number to read, or 0 for items
    /// without a header.</param>
    /// <param name="resolver">Maps each item's field number to the type to read it as (null skips the item).</param>
    /// <returns>The message, or <paramref name="value"/> when the stream ended before an item.</returns>
    /// <exception cref="ProtoException">A prefix or message is malformed or truncated.</exception>
    public object? DeserializeWithLengthPrefix(Stream source, object? value, Type? type, PrefixStyle style,
        int expectedField, TypeResolver? resolver = null)
    {
        if (source is null)
            throw new ArgumentNullException(nameof(source));
        if (type is null && resolver is null)
            throw new ArgumentNullException(nameof(type), "Give the type to read, or a TypeResolver.");
        if (style == PrefixStyle.None)
            return Deserialize(type ?? throw new ArgumentNullException(nameof(type)), source, value);
        while (TryReadItem(source, style, expectedField, resolver is not null, out var bytes, out var fieldNumber))
        {
            var itemType = resolver is null ? type! : resolver(fieldNumber);
            if (itemType is null)
                continue; // the resolver skips this item
            return Deserialize(itemType, new MemoryStream(bytes, writable: false), value);
        }
        return value;
    }

    /// <summary>The generic form, for <see cref="Serializer.DeserializeWithLengthPrefix{T}(Stream, PrefixStyle, int)"/>
    /// and <see cref="Serializer.MergeWithLengthPrefix{T}(Stream, T, PrefixStyle)"/>.</summary>
    internal T DeserializeWithLengthPrefix<T>(Stream source, T value, PrefixStyle style, int expectedField)
    {
        if (source is null)
            throw new ArgumentNullException(nameof(source));
        if (style == PrefixStyle.None)
            return Deserialize(source, value, null, -1);
        if (!TryReadItem(source, style, expectedField, anyField: false, out var bytes, out _))
            return value;
        return Deserialize<T>(bytes.AsSpan(), value);
    }

    /// <summary>Lazily reads the length-prefixed messages of a stream (those under <paramref name="fieldNumber"/> with
    /// <see cref="PrefixStyle.Base128"/> and a field number above 0).</summary>
    /// <typeparam name="T">The contract type.</typeparam>
    /// <param name="source">A readable stream.</param>
    /// <param name="style">The prefix.</param>
    /// <param name="fieldNumber">For <see cref="PrefixStyle.Base128"/>: the field number to read, or 0 for
    /// none.</param>
    /// <returns>The messages, read as the sequence is enumerated.</returns>
    /// <exception cref="ProtoException">A prefix or message is malformed or truncated (when enumerated).</exception>
    public IEnumerable<T> DeserializeItems<T>(Stream source, PrefixStyle style, int fieldNumber)
    {
        var items = NanoModel.DeserializeItems<T>(source, (Nano.PrefixStyle)style, fieldNumber);
        return Translated(items);

        static IEnumerable<T> Translated(IEnumerable<T> items)
        {
            using var e = items.GetEnumerator();
            while (true)
            {
                T item;
                try
                {
                    if (!e.MoveNext())
                        yield break;
                    item = e.Current;
                }
                catch (Nano.Wire.ProtoException error)
                {
                    throw Errors.Translate(error);
                }
                yield return item;
            }
        }
    }

    /// <summary>Reads one item's prefix (a field header when one is expected) and bytes; false at a clean end of
    /// stream. Items under another field number than <paramref name="expectedField"/> are skipped unless
    /// <paramref name="anyField"/>.</summary>
    private static bool TryReadItem(Stream source, PrefixStyle style, int expectedField, bool anyField,
        out byte[] bytes, out int fieldNumber)
    {
        var hasHeader = anyField || expectedField > 0;
        long offset = 0;
        try
        {
            while (NanoModel.TryReadPrefix(source, (Nano.PrefixStyle)style, hasHeader, ref offset, out var length,
                out fieldNumber))
            {
                bytes = StreamBytes.ReadExactly(source, length);
                offset += length;
                if (anyField || !hasHeader || fieldNumber == expectedField)
                    return true;
            }
        }
        catch (Nano.Wire.ProtoException e)
        {
            throw Errors.Translate(e);
        }
        bytes = [];
        return false;
    }

    /// <summary>Reads a length prefix (no field header) from <paramref name="source"/>.</summary>
    internal static bool TryReadLengthPrefix(Stream source, PrefixStyle style, out int length)
    {
        if (style == PrefixStyle.None)
            throw new ArgumentOutOfRangeException(nameof(style), style, "PrefixStyle.None has no length prefix.");
        long offset = 0;
        try
        {
            return NanoModel.TryReadPrefix(source, (Nano.PrefixStyle)style, hasHeader: false, ref offset, out length,
                out _);
        }
        catch (Nano.Wire.ProtoException e)
        {
            throw Errors.Translate(e);
        }
    }
}
