// One class per well-known type Nano formats itself, for generated serializers: each member forwards to the codec
// the emit and interpreted backends run (Serialization/Codecs/WellKnownCodecs.cs) and to the repeated-field helpers,
// so the format, the zero test and the merge of a value read into an existing one run in one place.

using System.ComponentModel;
using Nano.Serialization.Codecs;

namespace Nano.Serialization.Generated;

/// <summary><c>DateTime</c> as a <c>google.protobuf.Timestamp</c> (UTC), for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class DateTimeField
{
    /// <summary>What a single <see cref="DateTime"/> under implicit presence holds in a new instance when its field is
    /// absent: the model's value (the UTC zero), set before reading.</summary>
    public static DateTime WhenAbsent => FieldModel.AbsentDateTime;

    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(DateTime value) => default(DateTimeCodec).IsDefault(value);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(DateTime value) => default(DateTimeCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, DateTime value) => default(DateTimeCodec).Write(ref writer, value);

    /// <summary>Reads one value, merged into the member's current one where the format merges (as emit does).</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="existing">The member's current value.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static DateTime Read(ref ProtoReader reader, DateTime existing) => default(DateTimeCodec).Read(ref reader, existing);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<DateTime>? values, int tagSize, bool packed) =>
        Repeated<DateTime, DateTimeCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<DateTime>? values, uint tag, bool packed) =>
        Repeated<DateTime, DateTimeCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one element of a repeated field into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type is not length-delimited: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<DateTime> target) =>
        Repeated<DateTime, DateTimeCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(DateTime[]? values, int tagSize, bool packed) =>
        Repeated<DateTime, DateTimeCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    public static void WriteList(ref ProtoWriter writer, DateTime[]? values, uint tag, bool packed) =>
        Repeated<DateTime, DateTimeCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one element of a repeated array field into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type is not length-delimited: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<DateTime> target) =>
        Repeated<DateTime, DateTimeCodec>.Read(ref reader, target.Items, default);
}

/// <summary><c>TimeSpan</c> as a <c>google.protobuf.Duration</c>, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class TimeSpanField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(TimeSpan value) => default(TimeSpanCodec).IsDefault(value);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(TimeSpan value) => default(TimeSpanCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, TimeSpan value) => default(TimeSpanCodec).Write(ref writer, value);

    /// <summary>Reads one value, merged into the member's current one where the format merges (as emit does).</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="existing">The member's current value.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static TimeSpan Read(ref ProtoReader reader, TimeSpan existing) => default(TimeSpanCodec).Read(ref reader, existing);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<TimeSpan>? values, int tagSize, bool packed) =>
        Repeated<TimeSpan, TimeSpanCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<TimeSpan>? values, uint tag, bool packed) =>
        Repeated<TimeSpan, TimeSpanCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one element of a repeated field into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type is not length-delimited: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<TimeSpan> target) =>
        Repeated<TimeSpan, TimeSpanCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(TimeSpan[]? values, int tagSize, bool packed) =>
        Repeated<TimeSpan, TimeSpanCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    public static void WriteList(ref ProtoWriter writer, TimeSpan[]? values, uint tag, bool packed) =>
        Repeated<TimeSpan, TimeSpanCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one element of a repeated array field into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type is not length-delimited: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<TimeSpan> target) =>
        Repeated<TimeSpan, TimeSpanCodec>.Read(ref reader, target.Items, default);
}

/// <summary><c>Guid</c> as 16 bytes in RFC 4122 order, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class GuidField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(Guid value) => default(GuidCodec).IsDefault(value);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(Guid value) => default(GuidCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, Guid value) => default(GuidCodec).Write(ref writer, value);

    /// <summary>Reads one value, merged into the member's current one where the format merges (as emit does).</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="existing">The member's current value.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Guid Read(ref ProtoReader reader, Guid existing) => default(GuidCodec).Read(ref reader, existing);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<Guid>? values, int tagSize, bool packed) =>
        Repeated<Guid, GuidCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<Guid>? values, uint tag, bool packed) =>
        Repeated<Guid, GuidCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one element of a repeated field into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type is not length-delimited: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<Guid> target) =>
        Repeated<Guid, GuidCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(Guid[]? values, int tagSize, bool packed) =>
        Repeated<Guid, GuidCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    public static void WriteList(ref ProtoWriter writer, Guid[]? values, uint tag, bool packed) =>
        Repeated<Guid, GuidCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one element of a repeated array field into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type is not length-delimited: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<Guid> target) =>
        Repeated<Guid, GuidCodec>.Read(ref reader, target.Items, default);
}

/// <summary><c>decimal</c> as its invariant text, for generated serializers.</summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class DecimalField
{
    /// <summary>True for the value implicit presence leaves out.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(decimal value) => default(DecimalCodec).IsDefault(value);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(decimal value) => default(DecimalCodec).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, decimal value) => default(DecimalCodec).Write(ref writer, value);

    /// <summary>Reads one value, merged into the member's current one where the format merges (as emit does).</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="existing">The member's current value.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static decimal Read(ref ProtoReader reader, decimal existing) => default(DecimalCodec).Read(ref reader, existing);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<decimal>? values, int tagSize, bool packed) =>
        Repeated<decimal, DecimalCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<decimal>? values, uint tag, bool packed) =>
        Repeated<decimal, DecimalCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one element of a repeated field into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type is not length-delimited: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<decimal> target) =>
        Repeated<decimal, DecimalCodec>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(decimal[]? values, int tagSize, bool packed) =>
        Repeated<decimal, DecimalCodec>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag.</param>
    /// <param name="packed">Ignored: length-delimited values are never packed.</param>
    public static void WriteList(ref ProtoWriter writer, decimal[]? values, uint tag, bool packed) =>
        Repeated<decimal, DecimalCodec>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one element of a repeated array field into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type is not length-delimited: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<decimal> target) =>
        Repeated<decimal, DecimalCodec>.Read(ref reader, target.Items, default);
}
