namespace Nano.Emit.Runtime;

/// <summary>
/// Map fields for emitted code: each entry is a nested message <c>{ key = 1; value = 2; }</c>, written behind a
/// back-patched length prefix like any nested message (measured only when the writer cannot keep the prefix open).
/// A default key or scalar value is left out, as Google.Protobuf does (see <see cref="MapEntries"/>).
/// </summary>
/// <typeparam name="TKey">The key type.</typeparam>
/// <typeparam name="TValue">The value type.</typeparam>
/// <typeparam name="TKeyCodec">The key codec.</typeparam>
/// <typeparam name="TValueCodec">The value codec.</typeparam>
/// <typeparam name="TNulls"><see cref="NullLeftOut"/> when the model leaves a null value out of its entry
/// (<see cref="Nano.Model.ValueModel.MapEntryLeavesOutNull"/>), else <see cref="NullWrittenEmpty"/>: a type, so that
/// the test is a constant in every instantiation.</typeparam>
internal static class Maps<TKey, TValue, TKeyCodec, TValueCodec, TNulls>
    where TKey : notnull
    where TKeyCodec : struct, IValueCodec<TKey>
    where TValueCodec : struct, IValueCodec<TValue>
    where TNulls : struct
{
    private static readonly uint KeyTag = WireFormat.MakeTag(1, default(TKeyCodec).WireType);
    private static readonly uint ValueTag = WireFormat.MakeTag(2, default(TValueCodec).WireType);

    /// <summary>The entry of <paramref name="key"/> and <paramref name="value"/>, written and measured by the shared
    /// helper. It leaves out default keys and values except for protobuf-net's strings, bytes and enums, which a map
    /// entry writes even when empty (see <see cref="IKeepsEmptyInMapEntry"/>). The codecs are structs, so both tests
    /// are constants in every instantiation (static fields would be loaded, and looked up in shared code).</summary>
    private static MapEntry<TKey, TValue, TKeyCodec, TValueCodec> Entry(TKey key, TValue value, TKeyCodec keys, TValueCodec values) =>
        new(key, Present(value), keys, values, keys is not IKeepsEmptyInMapEntry, values is not IKeepsEmptyInMapEntry,
            valueWritesTags: values is IListMapValue<TValue>);

    /// <summary>A null value is left out of its entry (protobuf-net's maps), or else, as maps cannot carry null, a null
    /// string or bytes value is written empty and a null message is an error.</summary>
    private static TValue Present(TValue value)
    {
        if (value is not null || typeof(TNulls) == typeof(NullLeftOut))
            return value;
        if (typeof(TValue) == typeof(string))
            return (TValue)(object)"";
        if (typeof(TValue) == typeof(byte[]))
            return (TValue)(object)Array.Empty<byte>();
        throw new NullMapValueException(typeof(TValue));
    }

    public static long Measure(Dictionary<TKey, TValue>? map, int tagSize, TKeyCodec keys, TValueCodec values, int depthLeft) =>
        map is null ? 0 : MeasureEntries(map.GetEnumerator(), tagSize, keys, values, depthLeft);

    public static long Measure(IEnumerable<KeyValuePair<TKey, TValue>>? map, int tagSize, TKeyCodec keys, TValueCodec values, int depthLeft) => map switch
    {
        null => 0,
        Dictionary<TKey, TValue> dictionary => MeasureEntries(dictionary.GetEnumerator(), tagSize, keys, values, depthLeft),
        _ => MeasureEntries(map.GetEnumerator(), tagSize, keys, values, depthLeft),
    };

    // Generic over the enumerator, so a Dictionary's struct enumerator is called directly.
    private static long MeasureEntries<TEnumerator>(TEnumerator e, int tagSize, TKeyCodec keys, TValueCodec values, int depthLeft)
        where TEnumerator : IEnumerator<KeyValuePair<TKey, TValue>>
    {
        long size = 0;
        using (e)
            while (e.MoveNext())
            {
                var (key, value) = e.Current;
                size += Entry(key, value, keys, values).MeasureField(tagSize, depthLeft, typeof(TValue));
            }
        return size;
    }

    public static void Write(ref ProtoWriter writer, Dictionary<TKey, TValue>? map, uint tag, TKeyCodec keys, TValueCodec values)
    {
        if (map is not null)
            WriteEntries(ref writer, map.GetEnumerator(), tag, keys, values);
    }

    public static void Write(ref ProtoWriter writer, IEnumerable<KeyValuePair<TKey, TValue>>? map, uint tag, TKeyCodec keys, TValueCodec values)
    {
        if (map is Dictionary<TKey, TValue> dictionary)
            WriteEntries(ref writer, dictionary.GetEnumerator(), tag, keys, values);
        else if (map is not null)
            WriteEntries(ref writer, map.GetEnumerator(), tag, keys, values);
    }

    private static void WriteEntries<TEnumerator>(ref ProtoWriter writer, TEnumerator e, uint tag, TKeyCodec keys, TValueCodec values)
        where TEnumerator : IEnumerator<KeyValuePair<TKey, TValue>>
    {
        using (e)
            while (e.MoveNext())
            {
                var (key, value) = e.Current;
                Entry(key, value, keys, values).WriteField(ref writer, tag, typeof(TValue));
            }
    }

    /// <summary>
    /// Reads the run of entries starting here (this one and those that follow it with the same tag) into
    /// <paramref name="target"/>, the last one for a key winning; a missing key or value takes its empty value. The
    /// entries are set by <see cref="MapRun{K, V}"/>, shared with the interpreted backend. False for a wrong wire type.
    /// </summary>
    public static bool Read(ref ProtoReader reader, IDictionary<TKey, TValue> target, TKeyCodec keys, TValueCodec values)
    {
        if (reader.WireType != WireType.LengthDelimited)
            return false;
        var tag = reader.Tag;
        var run = new MapRun<TKey, TValue>(target);
        do
        {
            run.Reserve(ref reader);
            var key = ReadEntry(ref reader, keys, values, out var value);
            if (values is IListMapValue<TValue>) // protobuf-net's list values: added, a key read twice refused
                run.Add(ref reader, key, value);
            else
                run.Set(key, value);
        }
        while (reader.TryReadTag(tag));
        run.End();
        return true;
    }

    /// <summary>Reads the entry whose tag was just read: its key, and its value in <paramref name="value"/>.</summary>
    private static TKey ReadEntry(ref ProtoReader reader, TKeyCodec keys, TValueCodec values, out TValue value)
    {
        var token = reader.BeginLengthDelimited();
        TKey key = default!;
        value = default!;
        var hasKey = false;
        var hasValue = false;
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            if (tag == KeyTag)
            {
                key = keys.Read(ref reader, key);
                hasKey = true;
            }
            else if (values is IListMapValue<TValue> ? WireFormat.GetFieldNumber(tag) == ListMapValues.FieldNumber : tag == ValueTag)
            {
                value = values.Read(ref reader, value);
                hasValue = true;
            }
            else
            {
                reader.SkipField();
            }
        }
        reader.EndLengthDelimited(token);
        if (!hasKey && typeof(TKey) == typeof(string))
            key = (TKey)(object)"";
        if (!hasValue)
            value = EmptyValue(values);
        return key;
    }

    /// <summary>
    /// The value of an entry that has none: the codec reads it from eight zero bytes, which every wire type
    /// decodes as its empty value (a zero varint or fixed number, or a zero length: "", no bytes, an empty message).
    /// </summary>
    private static TValue EmptyValue(TValueCodec values)
    {
        if (values is IListMapValue<TValue> list)
            return list.NewEmpty();
        ReadOnlySpan<byte> zeros = [0, 0, 0, 0, 0, 0, 0, 0];
        var reader = new ProtoReader(zeros);
        return values.Read(ref reader, default!);
    }

    /// <summary>Builds the immutable map after reading: existing entries, then those read (last one wins).</summary>
    public static ImmutableDictionary<TKey, TValue> ToImmutable(IEnumerable<KeyValuePair<TKey, TValue>>? existing, Dictionary<TKey, TValue>? read, MapKeyHashing hashing)
    {
        var builder = MapKeyComparer<TKey>.ImmutableBuilder(existing as ImmutableDictionary<TKey, TValue>, hashing);
        if (existing is not null and not ImmutableDictionary<TKey, TValue>)
            foreach (var (k, v) in existing)
                builder[k] = v;
        if (read is not null)
            foreach (var (k, v) in read)
                builder[k] = v;
        return builder.ToImmutable();
    }
}

/// <summary>A null map value is left out of its entry (see
/// <see cref="Maps{TKey, TValue, TKeyCodec, TValueCodec, TNulls}"/>).</summary>
internal readonly struct NullLeftOut;

/// <summary>A null string or bytes map value is written empty, a null message is an error (see
/// <see cref="Maps{TKey, TValue, TKeyCodec, TValueCodec, TNulls}"/>).</summary>
internal readonly struct NullWrittenEmpty;
