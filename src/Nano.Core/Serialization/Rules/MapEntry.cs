using Nano.Serialization.Codecs;

namespace Nano.Serialization;

/// <summary>
/// One map entry, a nested message <c>{ key = 1; value = 2; }</c>, written and measured over the value codecs: the one
/// implementation behind both backends' map writers (emit's <c>Maps</c>, the interpreted <c>MapField</c> and
/// <c>BoxedCollectionField</c>). A key or value is left out when the model says the entry omits defaults
/// (<see cref="ValueModel.MapEntryOmitsDefault"/>, passed in as <paramref name="omitsDefaultKey"/> and
/// <paramref name="omitsDefaultValue"/>) and it is its default (<see cref="MapEntries.IsDefault{T}"/>). Generic over
/// the codec structs, so the JIT specializes it per key and value codec and inlines their calls; the interpreted
/// backend passes its codecs as <see cref="VirtualCodec{T}"/> or <see cref="BoxedCodec"/>.
/// </summary>
/// <param name="key">The key.</param>
/// <param name="value">The value as written: null only where the model leaves a null value out of its entry
/// (<see cref="ValueModel.MapEntryLeavesOutNull"/>); otherwise a null string or bytes value is passed as its empty
/// value.</param>
/// <param name="keys">The key codec.</param>
/// <param name="values">The value codec.</param>
/// <param name="omitsDefaultKey">True when a default key is left out.</param>
/// <param name="omitsDefaultValue">True when a default value is left out.</param>
/// <param name="valueWritesTags">True when the value codec writes its own field-2 tags (a list value,
/// <see cref="ListMapValues"/>: several fields 2, or none); else the entry writes the one tag before it.</param>
internal readonly struct MapEntry<K, V, TKeys, TValues>(K key, V value, TKeys keys, TValues values, bool omitsDefaultKey, bool omitsDefaultValue,
    bool valueWritesTags = false)
    : INestedBody
    where TKeys : struct, IValueCodec<K>
    where TValues : struct, IValueCodec<V>
{
    /// <summary>Writes the entry as field <paramref name="tag"/>. An entry is a nested message and counts as a level,
    /// as on read; depth errors name <paramref name="valueType"/>.</summary>
    public void WriteField(ref ProtoWriter writer, uint tag, Type valueType)
    {
        writer.WriteRawTag(tag);
        writer.WriteNested(this, WireFormat.GetFieldNumber(tag), valueType);
    }

    /// <summary>The entry's size as a field: tag, length prefix and contents. Measuring counts the level too, so 51 map
    /// hops fail at MaxDepth 100 when measured as when written, rather than write bytes the reader refuses.</summary>
    public long MeasureField(int tagSize, int depthLeft, Type valueType) =>
        tagSize + WireFormat.SizeOfLengthPrefixed(Measure(ProtoWriter.NestedDepth(depthLeft, valueType)));

    /// <summary>Writes the entry's fields (without its length prefix).</summary>
    public void Write(ref ProtoWriter writer)
    {
        if (!OmitsKey)
        {
            writer.WriteRawTag(WireFormat.MakeTag(1, keys.WireType));
            keys.Write(ref writer, key);
        }
        if (!OmitsValue)
        {
            if (!valueWritesTags)
                writer.WriteRawTag(WireFormat.MakeTag(2, values.WireType));
            values.Write(ref writer, value);
        }
    }

    /// <summary>The length of the entry's fields (both tags are one byte).</summary>
    public long Measure(int depthLeft) =>
        (OmitsKey ? 0 : 1 + keys.Measure(key, depthLeft)) + (OmitsValue ? 0 : (valueWritesTags ? 0 : 1) + values.Measure(value, depthLeft));

    private bool OmitsKey => omitsDefaultKey && IsDefault<K, TKeys>(key);

    private bool OmitsValue => value is null || (omitsDefaultValue && IsDefault<V, TValues>(value));

    /// <summary>The default test of the rule; a boxed value's (<see cref="BoxedCodec"/>) runtime type decides. The
    /// codec is a struct, so the test of its type is a constant in every instantiation.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsDefault<T, TCodec>(T value) =>
        typeof(TCodec) == typeof(BoxedCodec) ? MapEntries.IsDefaultReference(value) : MapEntries.IsDefault(value);
}
