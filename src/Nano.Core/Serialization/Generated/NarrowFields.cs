// One class per narrow integer format that generated serializers use (sbyte, short, byte, ushort and char in the
// protobuf format of the 32-bit integer they widen to): each member forwards to the value codec that the emit and
// interpreted backends run, whose reads range-check the value (Narrowing) as theirs do. A byte[] member is protobuf
// bytes (BytesField), never a repeated byte, so the byte classes have no array overloads.

using System.ComponentModel;
using Nano.Serialization.Codecs;

namespace Nano.Serialization.Generated;

/// <summary>The protobuf <c>int32</c> format of <c>sbyte</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class SByteField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(sbyte value) => default(SByteCodec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(sbyte value) => default(SByteCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, sbyte value) => default(SByteCodec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static sbyte Read(ref ProtoReader reader) => default(SByteCodec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<sbyte>? values, int tagSize, bool packed) =>
        Repeated<sbyte, SByteCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<sbyte>? values, uint tag, bool packed) =>
        Repeated<sbyte, SByteCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<sbyte> target) =>
        Repeated<sbyte, SByteCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(sbyte[]? values, int tagSize, bool packed) =>
        Repeated<sbyte, SByteCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, sbyte[]? values, uint tag, bool packed) =>
        Repeated<sbyte, SByteCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<sbyte> target) =>
        Repeated<sbyte, SByteCodec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>sint32</c> format of <c>sbyte</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class SInt32SByteField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(sbyte value) => default(SInt32SByteCodec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(sbyte value) => default(SInt32SByteCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, sbyte value) => default(SInt32SByteCodec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static sbyte Read(ref ProtoReader reader) => default(SInt32SByteCodec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<sbyte>? values, int tagSize, bool packed) =>
        Repeated<sbyte, SInt32SByteCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<sbyte>? values, uint tag, bool packed) =>
        Repeated<sbyte, SInt32SByteCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<sbyte> target) =>
        Repeated<sbyte, SInt32SByteCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(sbyte[]? values, int tagSize, bool packed) =>
        Repeated<sbyte, SInt32SByteCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, sbyte[]? values, uint tag, bool packed) =>
        Repeated<sbyte, SInt32SByteCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<sbyte> target) =>
        Repeated<sbyte, SInt32SByteCodec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>sfixed32</c> format of <c>sbyte</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class SFixed32SByteField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(sbyte value) => default(SFixed32SByteCodec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(sbyte value) => default(SFixed32SByteCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, sbyte value) => default(SFixed32SByteCodec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static sbyte Read(ref ProtoReader reader) => default(SFixed32SByteCodec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<sbyte>? values, int tagSize, bool packed) =>
        Repeated<sbyte, SFixed32SByteCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<sbyte>? values, uint tag, bool packed) =>
        Repeated<sbyte, SFixed32SByteCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<sbyte> target) =>
        Repeated<sbyte, SFixed32SByteCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(sbyte[]? values, int tagSize, bool packed) =>
        Repeated<sbyte, SFixed32SByteCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, sbyte[]? values, uint tag, bool packed) =>
        Repeated<sbyte, SFixed32SByteCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<sbyte> target) =>
        Repeated<sbyte, SFixed32SByteCodec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>int32</c> format of <c>short</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class Int16Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(short value) => default(Int16Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(short value) => default(Int16Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, short value) => default(Int16Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static short Read(ref ProtoReader reader) => default(Int16Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<short>? values, int tagSize, bool packed) =>
        Repeated<short, Int16Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<short>? values, uint tag, bool packed) =>
        Repeated<short, Int16Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<short> target) =>
        Repeated<short, Int16Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(short[]? values, int tagSize, bool packed) =>
        Repeated<short, Int16Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, short[]? values, uint tag, bool packed) =>
        Repeated<short, Int16Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<short> target) =>
        Repeated<short, Int16Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>sint32</c> format of <c>short</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class SInt32Int16Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(short value) => default(SInt32Int16Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(short value) => default(SInt32Int16Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, short value) => default(SInt32Int16Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static short Read(ref ProtoReader reader) => default(SInt32Int16Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<short>? values, int tagSize, bool packed) =>
        Repeated<short, SInt32Int16Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<short>? values, uint tag, bool packed) =>
        Repeated<short, SInt32Int16Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<short> target) =>
        Repeated<short, SInt32Int16Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(short[]? values, int tagSize, bool packed) =>
        Repeated<short, SInt32Int16Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, short[]? values, uint tag, bool packed) =>
        Repeated<short, SInt32Int16Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<short> target) =>
        Repeated<short, SInt32Int16Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>sfixed32</c> format of <c>short</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class SFixed32Int16Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(short value) => default(SFixed32Int16Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(short value) => default(SFixed32Int16Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, short value) => default(SFixed32Int16Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static short Read(ref ProtoReader reader) => default(SFixed32Int16Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<short>? values, int tagSize, bool packed) =>
        Repeated<short, SFixed32Int16Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<short>? values, uint tag, bool packed) =>
        Repeated<short, SFixed32Int16Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<short> target) =>
        Repeated<short, SFixed32Int16Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(short[]? values, int tagSize, bool packed) =>
        Repeated<short, SFixed32Int16Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, short[]? values, uint tag, bool packed) =>
        Repeated<short, SFixed32Int16Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<short> target) =>
        Repeated<short, SFixed32Int16Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>uint32</c> format of <c>byte</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class ByteField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(byte value) => default(ByteCodec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(byte value) => default(ByteCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, byte value) => default(ByteCodec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static byte Read(ref ProtoReader reader) => default(ByteCodec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<byte>? values, int tagSize, bool packed) =>
        Repeated<byte, ByteCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<byte>? values, uint tag, bool packed) =>
        Repeated<byte, ByteCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<byte> target) =>
        Repeated<byte, ByteCodec>.Read(ref reader, target, default);
}

/// <summary>The protobuf <c>fixed32</c> format of <c>byte</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class Fixed32ByteField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(byte value) => default(Fixed32ByteCodec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(byte value) => default(Fixed32ByteCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, byte value) => default(Fixed32ByteCodec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static byte Read(ref ProtoReader reader) => default(Fixed32ByteCodec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<byte>? values, int tagSize, bool packed) =>
        Repeated<byte, Fixed32ByteCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<byte>? values, uint tag, bool packed) =>
        Repeated<byte, Fixed32ByteCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<byte> target) =>
        Repeated<byte, Fixed32ByteCodec>.Read(ref reader, target, default);
}

/// <summary>The protobuf <c>uint32</c> format of <c>ushort</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class UInt16Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(ushort value) => default(UInt16Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(ushort value) => default(UInt16Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, ushort value) => default(UInt16Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ushort Read(ref ProtoReader reader) => default(UInt16Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<ushort>? values, int tagSize, bool packed) =>
        Repeated<ushort, UInt16Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<ushort>? values, uint tag, bool packed) =>
        Repeated<ushort, UInt16Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<ushort> target) =>
        Repeated<ushort, UInt16Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(ushort[]? values, int tagSize, bool packed) =>
        Repeated<ushort, UInt16Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, ushort[]? values, uint tag, bool packed) =>
        Repeated<ushort, UInt16Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<ushort> target) =>
        Repeated<ushort, UInt16Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>fixed32</c> format of <c>ushort</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class Fixed32UInt16Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(ushort value) => default(Fixed32UInt16Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(ushort value) => default(Fixed32UInt16Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, ushort value) => default(Fixed32UInt16Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ushort Read(ref ProtoReader reader) => default(Fixed32UInt16Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<ushort>? values, int tagSize, bool packed) =>
        Repeated<ushort, Fixed32UInt16Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<ushort>? values, uint tag, bool packed) =>
        Repeated<ushort, Fixed32UInt16Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<ushort> target) =>
        Repeated<ushort, Fixed32UInt16Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(ushort[]? values, int tagSize, bool packed) =>
        Repeated<ushort, Fixed32UInt16Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, ushort[]? values, uint tag, bool packed) =>
        Repeated<ushort, Fixed32UInt16Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<ushort> target) =>
        Repeated<ushort, Fixed32UInt16Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>uint32</c> format of <c>char</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class CharField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(char value) => default(CharCodec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(char value) => default(CharCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, char value) => default(CharCodec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static char Read(ref ProtoReader reader) => default(CharCodec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<char>? values, int tagSize, bool packed) =>
        Repeated<char, CharCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<char>? values, uint tag, bool packed) =>
        Repeated<char, CharCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<char> target) =>
        Repeated<char, CharCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(char[]? values, int tagSize, bool packed) =>
        Repeated<char, CharCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, char[]? values, uint tag, bool packed) =>
        Repeated<char, CharCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<char> target) =>
        Repeated<char, CharCodec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>fixed32</c> format of <c>char</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class Fixed32CharField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(char value) => default(Fixed32CharCodec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(char value) => default(Fixed32CharCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, char value) => default(Fixed32CharCodec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static char Read(ref ProtoReader reader) => default(Fixed32CharCodec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<char>? values, int tagSize, bool packed) =>
        Repeated<char, Fixed32CharCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<char>? values, uint tag, bool packed) =>
        Repeated<char, Fixed32CharCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<char> target) =>
        Repeated<char, Fixed32CharCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(char[]? values, int tagSize, bool packed) =>
        Repeated<char, Fixed32CharCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, char[]? values, uint tag, bool packed) =>
        Repeated<char, Fixed32CharCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<char> target) =>
        Repeated<char, Fixed32CharCodec>.Read(ref reader, target.Items, default);
}
