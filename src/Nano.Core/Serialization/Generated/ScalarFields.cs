// One class per scalar format that generated serializers use: each member forwards to the value codec that the emit
// and interpreted backends run (Serialization/Codecs) and to the repeated-field helpers emit's IL calls, so the
// encoding, the presence test and packing are executed in one place whichever backend runs a type.

using System.ComponentModel;
using Nano.Serialization.Codecs;

namespace Nano.Serialization.Generated;

/// <summary>The protobuf <c>int32</c> format of <c>int</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class Int32Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(int value) => default(Int32Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(int value) => default(Int32Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, int value) => default(Int32Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int Read(ref ProtoReader reader) => default(Int32Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<int>? values, int tagSize, bool packed) =>
        Repeated<int, Int32Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<int>? values, uint tag, bool packed) =>
        Repeated<int, Int32Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<int> target) =>
        Repeated<int, Int32Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(int[]? values, int tagSize, bool packed) =>
        Repeated<int, Int32Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, int[]? values, uint tag, bool packed) =>
        Repeated<int, Int32Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<int> target) =>
        Repeated<int, Int32Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>sint32</c> format of <c>int</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class SInt32Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(int value) => default(SInt32Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(int value) => default(SInt32Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, int value) => default(SInt32Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int Read(ref ProtoReader reader) => default(SInt32Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<int>? values, int tagSize, bool packed) =>
        Repeated<int, SInt32Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<int>? values, uint tag, bool packed) =>
        Repeated<int, SInt32Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<int> target) =>
        Repeated<int, SInt32Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(int[]? values, int tagSize, bool packed) =>
        Repeated<int, SInt32Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, int[]? values, uint tag, bool packed) =>
        Repeated<int, SInt32Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<int> target) =>
        Repeated<int, SInt32Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>sfixed32</c> format of <c>int</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class SFixed32Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(int value) => default(SFixed32Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(int value) => default(SFixed32Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, int value) => default(SFixed32Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int Read(ref ProtoReader reader) => default(SFixed32Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<int>? values, int tagSize, bool packed) =>
        Repeated<int, SFixed32Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<int>? values, uint tag, bool packed) =>
        Repeated<int, SFixed32Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<int> target) =>
        Repeated<int, SFixed32Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(int[]? values, int tagSize, bool packed) =>
        Repeated<int, SFixed32Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, int[]? values, uint tag, bool packed) =>
        Repeated<int, SFixed32Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<int> target) =>
        Repeated<int, SFixed32Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>int64</c> format of <c>long</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class Int64Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(long value) => default(Int64Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(long value) => default(Int64Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, long value) => default(Int64Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Read(ref ProtoReader reader) => default(Int64Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<long>? values, int tagSize, bool packed) =>
        Repeated<long, Int64Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<long>? values, uint tag, bool packed) =>
        Repeated<long, Int64Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<long> target) =>
        Repeated<long, Int64Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(long[]? values, int tagSize, bool packed) =>
        Repeated<long, Int64Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, long[]? values, uint tag, bool packed) =>
        Repeated<long, Int64Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<long> target) =>
        Repeated<long, Int64Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>sint64</c> format of <c>long</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class SInt64Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(long value) => default(SInt64Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(long value) => default(SInt64Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, long value) => default(SInt64Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Read(ref ProtoReader reader) => default(SInt64Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<long>? values, int tagSize, bool packed) =>
        Repeated<long, SInt64Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<long>? values, uint tag, bool packed) =>
        Repeated<long, SInt64Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<long> target) =>
        Repeated<long, SInt64Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(long[]? values, int tagSize, bool packed) =>
        Repeated<long, SInt64Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, long[]? values, uint tag, bool packed) =>
        Repeated<long, SInt64Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<long> target) =>
        Repeated<long, SInt64Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>sfixed64</c> format of <c>long</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class SFixed64Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(long value) => default(SFixed64Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(long value) => default(SFixed64Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, long value) => default(SFixed64Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Read(ref ProtoReader reader) => default(SFixed64Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<long>? values, int tagSize, bool packed) =>
        Repeated<long, SFixed64Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<long>? values, uint tag, bool packed) =>
        Repeated<long, SFixed64Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<long> target) =>
        Repeated<long, SFixed64Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(long[]? values, int tagSize, bool packed) =>
        Repeated<long, SFixed64Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, long[]? values, uint tag, bool packed) =>
        Repeated<long, SFixed64Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<long> target) =>
        Repeated<long, SFixed64Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>uint32</c> format of <c>uint</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class UInt32Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(uint value) => default(UInt32Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(uint value) => default(UInt32Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, uint value) => default(UInt32Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static uint Read(ref ProtoReader reader) => default(UInt32Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<uint>? values, int tagSize, bool packed) =>
        Repeated<uint, UInt32Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<uint>? values, uint tag, bool packed) =>
        Repeated<uint, UInt32Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<uint> target) =>
        Repeated<uint, UInt32Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(uint[]? values, int tagSize, bool packed) =>
        Repeated<uint, UInt32Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, uint[]? values, uint tag, bool packed) =>
        Repeated<uint, UInt32Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<uint> target) =>
        Repeated<uint, UInt32Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>fixed32</c> format of <c>uint</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class Fixed32Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(uint value) => default(Fixed32Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(uint value) => default(Fixed32Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, uint value) => default(Fixed32Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static uint Read(ref ProtoReader reader) => default(Fixed32Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<uint>? values, int tagSize, bool packed) =>
        Repeated<uint, Fixed32Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<uint>? values, uint tag, bool packed) =>
        Repeated<uint, Fixed32Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<uint> target) =>
        Repeated<uint, Fixed32Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(uint[]? values, int tagSize, bool packed) =>
        Repeated<uint, Fixed32Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, uint[]? values, uint tag, bool packed) =>
        Repeated<uint, Fixed32Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<uint> target) =>
        Repeated<uint, Fixed32Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>uint64</c> format of <c>ulong</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class UInt64Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(ulong value) => default(UInt64Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(ulong value) => default(UInt64Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, ulong value) => default(UInt64Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong Read(ref ProtoReader reader) => default(UInt64Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<ulong>? values, int tagSize, bool packed) =>
        Repeated<ulong, UInt64Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<ulong>? values, uint tag, bool packed) =>
        Repeated<ulong, UInt64Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<ulong> target) =>
        Repeated<ulong, UInt64Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(ulong[]? values, int tagSize, bool packed) =>
        Repeated<ulong, UInt64Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, ulong[]? values, uint tag, bool packed) =>
        Repeated<ulong, UInt64Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<ulong> target) =>
        Repeated<ulong, UInt64Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>fixed64</c> format of <c>ulong</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class Fixed64Field
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(ulong value) => default(Fixed64Codec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(ulong value) => default(Fixed64Codec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, ulong value) => default(Fixed64Codec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong Read(ref ProtoReader reader) => default(Fixed64Codec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<ulong>? values, int tagSize, bool packed) =>
        Repeated<ulong, Fixed64Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<ulong>? values, uint tag, bool packed) =>
        Repeated<ulong, Fixed64Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<ulong> target) =>
        Repeated<ulong, Fixed64Codec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(ulong[]? values, int tagSize, bool packed) =>
        Repeated<ulong, Fixed64Codec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, ulong[]? values, uint tag, bool packed) =>
        Repeated<ulong, Fixed64Codec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<ulong> target) =>
        Repeated<ulong, Fixed64Codec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>bool</c> format of <c>bool</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class BoolField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(bool value) => default(BoolCodec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(bool value) => default(BoolCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, bool value) => default(BoolCodec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool Read(ref ProtoReader reader) => default(BoolCodec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<bool>? values, int tagSize, bool packed) =>
        Repeated<bool, BoolCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<bool>? values, uint tag, bool packed) =>
        Repeated<bool, BoolCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<bool> target) =>
        Repeated<bool, BoolCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(bool[]? values, int tagSize, bool packed) =>
        Repeated<bool, BoolCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, bool[]? values, uint tag, bool packed) =>
        Repeated<bool, BoolCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<bool> target) =>
        Repeated<bool, BoolCodec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>float</c> format of <c>float</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class FloatField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(float value) => default(FloatCodec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(float value) => default(FloatCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, float value) => default(FloatCodec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static float Read(ref ProtoReader reader) => default(FloatCodec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<float>? values, int tagSize, bool packed) =>
        Repeated<float, FloatCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<float>? values, uint tag, bool packed) =>
        Repeated<float, FloatCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<float> target) =>
        Repeated<float, FloatCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(float[]? values, int tagSize, bool packed) =>
        Repeated<float, FloatCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, float[]? values, uint tag, bool packed) =>
        Repeated<float, FloatCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<float> target) =>
        Repeated<float, FloatCodec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>double</c> format of <c>double</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class DoubleField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(double value) => default(DoubleCodec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(double value) => default(DoubleCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, double value) => default(DoubleCodec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static double Read(ref ProtoReader reader) => default(DoubleCodec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<double>? values, int tagSize, bool packed) =>
        Repeated<double, DoubleCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<double>? values, uint tag, bool packed) =>
        Repeated<double, DoubleCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<double> target) =>
        Repeated<double, DoubleCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(double[]? values, int tagSize, bool packed) =>
        Repeated<double, DoubleCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, double[]? values, uint tag, bool packed) =>
        Repeated<double, DoubleCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<double> target) =>
        Repeated<double, DoubleCodec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>string</c> format of <c>string</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class StringField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(string? value) => default(StringCodec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(string value) => default(StringCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, string value) => default(StringCodec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static string Read(ref ProtoReader reader) => default(StringCodec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<string>? values, int tagSize, bool packed) =>
        Repeated<string, StringCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<string>? values, uint tag, bool packed) =>
        Repeated<string, StringCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<string> target) =>
        Repeated<string, StringCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(string[]? values, int tagSize, bool packed) =>
        Repeated<string, StringCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, string[]? values, uint tag, bool packed) =>
        Repeated<string, StringCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<string> target) =>
        Repeated<string, StringCodec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>bytes</c> format of <c>byte[]</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class BytesField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(byte[]? value) => default(ByteArrayCodec).IsDefault(value!);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(byte[] value) => default(ByteArrayCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, byte[] value) => default(ByteArrayCodec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static byte[] Read(ref ProtoReader reader) => default(ByteArrayCodec).Read(ref reader, default!);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<byte[]>? values, int tagSize, bool packed) =>
        Repeated<byte[], ByteArrayCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<byte[]>? values, uint tag, bool packed) =>
        Repeated<byte[], ByteArrayCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<byte[]> target) =>
        Repeated<byte[], ByteArrayCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(byte[][]? values, int tagSize, bool packed) =>
        Repeated<byte[], ByteArrayCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, byte[][]? values, uint tag, bool packed) =>
        Repeated<byte[], ByteArrayCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<byte[]> target) =>
        Repeated<byte[], ByteArrayCodec>.Read(ref reader, target.Items, default);
}
