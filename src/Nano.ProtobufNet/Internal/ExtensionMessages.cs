using Nano.Wire;
using NanoModel = Nano.RuntimeTypeModel;

namespace ProtoBuf.Internal;

/// <summary>
/// An extension field whose value is a message of the caller's model: each occurrence's body is read and written by
/// that model's own serializer for the type (its surrogates and code-first configuration included), so nothing is
/// registered in the caller's model to do it. Only the framing of the field is handled here.
/// </summary>
internal static class ExtensionMessages
{
    /// <summary>Every occurrence of field <paramref name="tag"/> in <paramref name="bytes"/>, read as a
    /// <typeparamref name="T"/>: one value merged from all of them when <paramref name="singleton"/> (as a singular
    /// member merges a message), else one value each.</summary>
    /// <exception cref="Nano.Wire.ProtoException">An occurrence is not a message (neither length-delimited nor a
    /// group), or its body is malformed.</exception>
    public static List<T> Read<T>(NanoModel model, byte[] bytes, int tag, bool singleton)
    {
        var values = new List<T>();
        T current = default!;
        var found = false;
        var reader = new ProtoReader(bytes.AsMemory());
        while (reader.ReadTag() != 0)
        {
            if (reader.FieldNumber != tag)
            {
                reader.SkipField();
                continue;
            }
            // protobuf-net reads either framing whatever the DataFormat asks, as a message member does.
            var body = Body(ref reader, bytes, typeof(T));
            current = model.Merge(body.Span, singleton ? current : default);
            found = true;
            if (!singleton)
                values.Add(current);
        }
        if (singleton && found)
            values.Add(current);
        return values;
    }

    /// <summary>The body of the message just tagged (a slice of <paramref name="bytes"/>), leaving the reader after
    /// it.</summary>
    private static ReadOnlyMemory<byte> Body(ref ProtoReader reader, byte[] bytes, Type type)
    {
        switch (reader.WireType)
        {
            case WireType.LengthDelimited:
                return reader.ReadBytesMemory();
            case WireType.StartGroup:
                var start = (int)reader.Position;
                var field = reader.FieldNumber;
                reader.SkipField(); // the whole group, its end-group tag checked and consumed
                var end = (int)reader.Position - WireFormat.SizeOfTag(field);
                return new ReadOnlyMemory<byte>(bytes, start, end - start);
            default:
                throw reader.CreateException(
                    $"Extension field {reader.FieldNumber} holds a {reader.WireType} value where a message "
                    + $"({type.FullName}) is expected");
        }
    }

    /// <summary>The bytes of field <paramref name="tag"/> holding <paramref name="value"/>: a group when
    /// <paramref name="group"/>, else length-delimited.</summary>
    public static byte[] Write<T>(NanoModel model, int tag, bool group, T value)
    {
        var body = model.SerializeToArray(value);
        var tagSize = WireFormat.SizeOfTag(tag);
        var size = group
            ? tagSize + body.Length + tagSize
            : tagSize + (int)WireFormat.SizeOfLengthPrefixed(body.Length);
        var bytes = new byte[size];
        var writer = new ProtoWriter(bytes);
        if (group)
        {
            writer.WriteTag(tag, WireType.StartGroup);
            writer.WriteRaw(body);
            writer.WriteTag(tag, WireType.EndGroup);
        }
        else
        {
            writer.WriteTag(tag, WireType.LengthDelimited);
            writer.WriteLength(body.Length);
            writer.WriteRaw(body);
        }
        writer.Flush();
        return bytes;
    }
}
