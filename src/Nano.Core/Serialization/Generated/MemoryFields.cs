// The protobuf bytes format of ReadOnlyMemory<byte> and Memory<byte> for generated serializers, forwarding to the
// codecs the emit and interpreted backends run: a read hands out a slice of the input where the reader allows it,
// a pooled copy in pool mode, as on those backends.

using System.ComponentModel;
using Nano.Serialization.Codecs;

namespace Nano.Serialization.Generated;

/// <summary>The protobuf <c>bytes</c> format of <c>ReadOnlyMemory&lt;byte&gt;</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class ReadOnlyMemoryField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(ReadOnlyMemory<byte> value) =>
        default(ReadOnlyMemoryCodec).IsDefault(value);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(ReadOnlyMemory<byte> value) =>
        default(ReadOnlyMemoryCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, ReadOnlyMemory<byte> value) =>
        default(ReadOnlyMemoryCodec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ReadOnlyMemory<byte> Read(ref ProtoReader reader) =>
        default(ReadOnlyMemoryCodec).Read(ref reader, default);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<ReadOnlyMemory<byte>>? values, int tagSize, bool packed) =>
        Repeated<ReadOnlyMemory<byte>, ReadOnlyMemoryCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<ReadOnlyMemory<byte>>? values, uint tag, bool packed) =>
        Repeated<ReadOnlyMemory<byte>, ReadOnlyMemoryCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<ReadOnlyMemory<byte>> target) =>
        Repeated<ReadOnlyMemory<byte>, ReadOnlyMemoryCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(ReadOnlyMemory<byte>[]? values, int tagSize, bool packed) =>
        Repeated<ReadOnlyMemory<byte>, ReadOnlyMemoryCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, ReadOnlyMemory<byte>[]? values, uint tag, bool packed) =>
        Repeated<ReadOnlyMemory<byte>, ReadOnlyMemoryCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<ReadOnlyMemory<byte>> target) =>
        Repeated<ReadOnlyMemory<byte>, ReadOnlyMemoryCodec>.Read(ref reader, target.Items, default);
}

/// <summary>The protobuf <c>bytes</c> format of <c>Memory&lt;byte&gt;</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class MemoryField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(Memory<byte> value) =>
        default(MemoryCodec).IsDefault(value);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(Memory<byte> value) =>
        default(MemoryCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, Memory<byte> value) =>
        default(MemoryCodec).Write(ref writer, value);

    /// <summary>Reads one value.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Memory<byte> Read(ref ProtoReader reader) =>
        default(MemoryCodec).Read(ref reader, default);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<Memory<byte>>? values, int tagSize, bool packed) =>
        Repeated<Memory<byte>, MemoryCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<Memory<byte>>? values, uint tag, bool packed) =>
        Repeated<Memory<byte>, MemoryCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<Memory<byte>> target) =>
        Repeated<Memory<byte>, MemoryCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(Memory<byte>[]? values, int tagSize, bool packed) =>
        Repeated<Memory<byte>, MemoryCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, Memory<byte>[]? values, uint tag, bool packed) =>
        Repeated<Memory<byte>, MemoryCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<Memory<byte>> target) =>
        Repeated<Memory<byte>, MemoryCodec>.Read(ref reader, target.Items, default);
}
