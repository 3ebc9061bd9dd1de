using System.ComponentModel;
using Nano.Serialization.Codecs;

namespace Nano.Serialization.Generated;

/// <summary>
/// A nested message field for generated serializers. The message is written by whatever serializer the model has for
/// <typeparamref name="T"/> (generated, emit or interpreted: the model decides per type), so a generated parent never
/// bakes in how its children are encoded.
/// </summary>
/// <typeparam name="T">The nested message type.</typeparam>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class MessageField<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T> where T : class
{
    /// <summary>The encoded size of one message with its length prefix, without its tag.</summary>
    /// <param name="model">The model serializing the parent.</param>
    /// <param name="value">The message; not null.</param>
    /// <param name="depthLeft">The parent's nesting budget.</param>
    /// <returns>Its size in bytes.</returns>
    public static long Measure(RuntimeTypeModel model, T value, int depthLeft) => Codec(model, 0).Measure(value, depthLeft);

    /// <summary>Writes one message with its length prefix, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="model">The model serializing the parent.</param>
    /// <param name="value">The message; not null.</param>
    /// <param name="fieldNumber">The field's number (named by the error for a message over 2 GiB).</param>
    public static void Write(ref ProtoWriter writer, RuntimeTypeModel model, T value, int fieldNumber) =>
        Codec(model, fieldNumber).Write(ref writer, value);

    /// <summary>Reads one message, merging into <paramref name="existing"/> when it is not null.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="model">The model serializing the parent.</param>
    /// <param name="existing">The member's current value, or null.</param>
    /// <returns>The merged or new message.</returns>
    public static T Read(ref ProtoReader reader, RuntimeTypeModel model, T? existing) => Codec(model, 0).Read(ref reader, existing!);

    /// <summary>The encoded size of a repeated message field, tags included; nothing for null or empty.</summary>
    /// <param name="model">The model serializing the parent.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="depthLeft">The parent's nesting budget.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(RuntimeTypeModel model, List<T>? values, int tagSize, int depthLeft) =>
        Repeated<T, SerializerCodec<T>>.Measure(values, tagSize, false, Codec(model, 0), depthLeft);

    /// <summary>Writes a repeated message field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="model">The model serializing the parent.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag.</param>
    public static void WriteList(ref ProtoWriter writer, RuntimeTypeModel model, List<T>? values, uint tag) =>
        Repeated<T, SerializerCodec<T>>.Write(ref writer, values, tag, false, Codec(model, WireFormat.GetFieldNumber(tag)));

    /// <summary>Reads one element of a repeated message field into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="model">The model serializing the parent.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type is not length-delimited: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, RuntimeTypeModel model, List<T> target) =>
        Repeated<T, SerializerCodec<T>>.Read(ref reader, target, Codec(model, 0));

    /// <summary>The encoded size of a repeated message array field, tags included; nothing for null or empty.</summary>
    /// <param name="model">The model serializing the parent.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="depthLeft">The parent's nesting budget.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(RuntimeTypeModel model, T[]? values, int tagSize, int depthLeft) =>
        Repeated<T, SerializerCodec<T>>.Measure(values, tagSize, false, Codec(model, 0), depthLeft);

    /// <summary>Writes a repeated message array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="model">The model serializing the parent.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag.</param>
    public static void WriteList(ref ProtoWriter writer, RuntimeTypeModel model, T[]? values, uint tag) =>
        Repeated<T, SerializerCodec<T>>.Write(ref writer, values, tag, false, Codec(model, WireFormat.GetFieldNumber(tag)));

    /// <summary>Reads one element of a repeated message array field into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="model">The model serializing the parent.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type is not length-delimited: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, RuntimeTypeModel model, GatheredArray<T> target) =>
        Repeated<T, SerializerCodec<T>>.Read(ref reader, target.Items, Codec(model, 0));

    private static SerializerCodec<T> Codec(RuntimeTypeModel model, int fieldNumber) => new(SerializerCache<T>.Get(model), fieldNumber);
}
