using System.ComponentModel;
using Nano.Serialization.Codecs;

namespace Nano.Serialization.Generated;

/// <summary>An enum field for generated serializers: the enum codec the emit and interpreted backends run.</summary>
/// <typeparam name="TEnum">The enum type.</typeparam>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class EnumField<TEnum> where TEnum : struct, Enum
{
    /// <summary>True for the value implicit presence leaves out (zero).</summary>
    /// <param name="value">The value.</param>
    /// <returns>Whether the field is left out.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault(TEnum value) => default(EnumCodec<TEnum>).IsDefault(value);

    /// <summary>The encoded size of one value, without its tag.</summary>
    /// <param name="value">The value.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(TEnum value) => default(EnumCodec<TEnum>).Measure(value, 0);

    /// <summary>Writes one value, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The value.</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, TEnum value) => default(EnumCodec<TEnum>).Write(ref writer, value);

    /// <summary>Reads one value (range-checked for narrow underlying types).</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <returns>The value.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static TEnum Read(ref ProtoReader reader) => default(EnumCodec<TEnum>).Read(ref reader, default);

    /// <summary>The encoded size of a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(List<TEnum>? values, int tagSize, bool packed) =>
        Repeated<TEnum, EnumCodec<TEnum>>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, List<TEnum>? values, uint tag, bool packed) =>
        Repeated<TEnum, EnumCodec<TEnum>>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated field (a packed run or one value) into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, List<TEnum> target) =>
        Repeated<TEnum, EnumCodec<TEnum>>.Read(ref reader, target, default);

    /// <summary>The encoded size of a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tagSize">The size of the field's tag.</param>
    /// <param name="packed">Whether the field is packed.</param>
    /// <returns>Its size in bytes.</returns>
    public static long MeasureList(TEnum[]? values, int tagSize, bool packed) =>
        Repeated<TEnum, EnumCodec<TEnum>>.Measure(values, tagSize, packed, default, 0);

    /// <summary>Writes a repeated array field, tags included; nothing for null or empty.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="values">The elements, or null.</param>
    /// <param name="tag">The field's tag (length-delimited when packed).</param>
    /// <param name="packed">Whether the field is packed.</param>
    public static void WriteList(ref ProtoWriter writer, TEnum[]? values, uint tag, bool packed) =>
        Repeated<TEnum, EnumCodec<TEnum>>.Write(ref writer, values, tag, packed, default);

    /// <summary>Reads one occurrence of a repeated array field (a packed run or one value) into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type fits neither form: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, GatheredArray<TEnum> target) =>
        Repeated<TEnum, EnumCodec<TEnum>>.Read(ref reader, target.Items, default);
}
