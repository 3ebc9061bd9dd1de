namespace Nano.Serialization.Interpreted.Collections;

/// <summary>
/// A map field <c>Dictionary&lt;K, V&gt;</c> (or an interface a dictionary stands in for, a get-only dictionary, an
/// ImmutableDictionary) with typed keys and values: <typeparamref name="K"/> is the key codec's own type, and
/// <typeparamref name="TValue"/> is <typeparamref name="V"/> or <see cref="object"/> for a message value. Each entry is
/// a nested message <c>{ key = 1; value = 2; }</c> behind a back-patched length prefix (measured only when the writer
/// cannot keep it open). Which defaults an entry leaves out is the model's rule
/// (<see cref="ValueModel.MapEntryOmitsDefault"/>). An ImmutableDictionary member takes the derived
/// <see cref="ImmutableMapField{K, V, TValue}"/>, which holds all the ImmutableDictionary code: without dynamic code
/// only the instantiations of this class are compiled (627 KB less in the NativeAOT smoke binary, measured).
/// </summary>
internal class MapField<K, V, TValue> : TypedCollectionField where K : notnull
{
    private readonly Codec<K> _keys;
    private readonly Codec<TValue> _values;
    private readonly uint _tag, _keyTag, _valueTag;
    private readonly int _tagSize;
    private readonly bool _omitsDefaultKey, _omitsDefaultValue, _leavesOutNull;
    private readonly bool _getOnly, _immutable, _createsDictionary;
    private readonly bool _listValues; // protobuf-net's list values (ListMapValues): own field-2 tags, no duplicate keys
    private readonly MapKeyHashing _hashing;
    private readonly ConstructorInfo? _constructor;

    public MapField(FieldModel field, Codec<K> keys, Codec<TValue> values) : base(field, values)
    {
        _keys = keys;
        _values = values;
        _tag = field.Tag;
        _tagSize = WireFormat.SizeOfTag(field.Number);
        _keyTag = WireFormat.MakeTag(1, keys.WireType);
        _valueTag = WireFormat.MakeTag(2, values.WireType);
        _omitsDefaultKey = field.Key!.MapEntryOmitsDefault;
        _omitsDefaultValue = field.Value.MapEntryOmitsDefault;
        _leavesOutNull = field.Value.MapEntryLeavesOutNull;
        _listValues = field.Value.ListElement is not null;
        _getOnly = field.Collection == CollectionKind.ExistingDictionary;
        _immutable = field.Collection is CollectionKind.ImmutableDictionary or CollectionKind.ImmutableSortedDictionary;
        ReadsDirect = !_immutable; // an immutable map is built once, from the entries gathered in a slot
        _createsDictionary = CreatesOwn(typeof(Dictionary<K, V>), out _constructor);
        _hashing = field.KeyHashing;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static TValue ToValue(V value) => Unsafe.As<V, TValue>(ref value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static V FromValue(TValue value) => typeof(V) == typeof(TValue) ? Unsafe.As<TValue, V>(ref value) : (V)(object)value!;

    // ---- entry rules (the model's: FieldModel.Key / Value .MapEntryOmitsDefault; executed by MapEntry)

    /// <summary>The entry of <paramref name="key"/> and <paramref name="value"/>, written and measured by the shared
    /// helper.</summary>
    private MapEntry<K, TValue, VirtualCodec<K>, VirtualCodec<TValue>> Entry(K key, V value) =>
        new(key, Present(value), new(_keys), new(_values), _omitsDefaultKey, _omitsDefaultValue, valueWritesTags: _listValues);

    /// <summary>A null value (reference types) is left out of the entry where the model says so, else written as the
    /// empty value; a null message cannot be.</summary>
    private TValue Present(V value) =>
        value is not null ? ToValue(value) : _leavesOutNull ? default! : _values.Empty ?? throw GraphErrors.NullMapValue(Model);

    // ---- writing

    public override long Measure(object message, int depthLeft) => Member.Get(message) switch
    {
        null => 0,
        Dictionary<K, V> dictionary => MeasureEntries(dictionary.GetEnumerator(), depthLeft),
        var map => MeasureOther(map, depthLeft),
    };

    /// <summary>Measures a map that is not a <see cref="Dictionary{K, V}"/>.</summary>
    protected virtual long MeasureOther(object map, int depthLeft) => MeasureEntries(((IEnumerable<KeyValuePair<K, V>>)map).GetEnumerator(), depthLeft);

    protected long MeasureEntries<TEnumerator>(TEnumerator e, int depthLeft) where TEnumerator : IEnumerator<KeyValuePair<K, V>>
    {
        long size = 0;
        using (e)
            while (e.MoveNext())
            {
                var entry = e.Current;
                size += Entry(entry.Key, entry.Value).MeasureField(_tagSize, depthLeft, Model.Value.Type);
            }
        return size;
    }

    public override void Write(ref ProtoWriter writer, object message)
    {
        switch (Member.Get(message))
        {
            case null:
                return;
            case Dictionary<K, V> dictionary:
                WriteEntries(ref writer, dictionary.GetEnumerator());
                return;
            case var map:
                WriteOther(ref writer, map);
                return;
        }
    }

    /// <summary>Writes a map that is not a <see cref="Dictionary{K, V}"/>.</summary>
    protected virtual void WriteOther(ref ProtoWriter writer, object map) => WriteEntries(ref writer, ((IEnumerable<KeyValuePair<K, V>>)map).GetEnumerator());

    protected void WriteEntries<TEnumerator>(ref ProtoWriter writer, TEnumerator e) where TEnumerator : IEnumerator<KeyValuePair<K, V>>
    {
        using (e)
            while (e.MoveNext())
            {
                var entry = e.Current;
                Entry(entry.Key, entry.Value).WriteField(ref writer, _tag, Model.Value.Type);
            }
    }

    // ---- reading

    /// <summary>
    /// Reads the run of entries starting here (this one and those that follow it with the same tag) into
    /// <paramref name="target"/>, the last one for a key winning; a missing key or value takes its empty value. The
    /// entries are set by <see cref="MapRun{K, V}"/>, shared with the emit backend's <c>Maps.Read</c>.
    /// </summary>
    private void ReadRun(ref ProtoReader reader, IDictionary<K, V> target)
    {
        var run = new MapRun<K, V>(target);
        do
        {
            run.Reserve(ref reader);
            var key = ReadEntry(ref reader, out var value);
            if (_listValues)
                run.Add(ref reader, key, value);
            else
                run.Set(key, value);
        }
        while (reader.TryReadTag(_tag));
        run.End();
    }

    /// <summary>Reads the entry whose tag was just read: its key, and its value in <paramref name="value"/>.</summary>
    private K ReadEntry(ref ProtoReader reader, out V value)
    {
        var token = reader.BeginLengthDelimited();
        K key = default!;
        TValue read = default!;
        bool hasKey = false, hasValue = false;
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            if (tag == _keyTag)
            {
                key = _keys.ReadNew(ref reader);
                hasKey = true;
            }
            else if (_listValues ? WireFormat.GetFieldNumber(tag) == ListMapValues.FieldNumber : tag == _valueTag)
            {
                read = hasValue ? _values.Read(ref reader, read) : _values.ReadNew(ref reader);
                hasValue = true;
            }
            else
            {
                reader.SkipField();
            }
        }
        if (!hasKey)
            key = _keys.Empty;
        if (!hasValue)
            read = _values.CreateEmpty(ref reader);
        reader.EndLengthDelimited(token);
        value = FromValue(read);
        return key;
    }

    // Never inlined: the message read loop (MessagePlan.ReadFields) is on the recursive path, one frame per nesting
    // level, and profile-guided devirtualization would otherwise inline a map's whole entry reader into it, growing
    // every level's frame (.NET 10 Tier1: 616 bytes with it inlined, 264 without) and the stack a deep message needs.
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool ReadInto(ref ProtoReader reader, WireType wireType, object instance)
    {
        if (wireType != WireType.LengthDelimited)
            return false;
        var current = Member.Get(instance);
        if (current is Dictionary<K, V> { Count: > 0 } filling)
        {
            ReadRun(ref reader, filling); // the common case: the dictionary this read made, from its second run on (interleaved input)
            return true;
        }
        ReadRun(ref reader, Appendable(current, instance));
        return true;
    }

    /// <summary>The dictionary to set entries on: the member's when it is writable (a constructor's, or the one being
    /// merged into, as in the emit backend), else a new one (stored in the member) holding its entries.</summary>
    private IDictionary<K, V> Appendable(object? current, object instance)
    {
        if (_getOnly)
            return GetOnlyMembers<K, V>.Dictionary(current, GraphErrors.MemberName(Model));
        if (current is IDictionary<K, V> { IsReadOnly: false } dictionary && !(_createsDictionary && Member.CanSet && MapKeyComparer<K>.ShouldReplace<V>(current, _hashing)))
            return dictionary;
        var created = Create(current);
        Member.Set(instance, created);
        return created;
    }

    private IDictionary<K, V> Create(object? old)
    {
        var created = _createsDictionary ? MapKeyComparer<K>.NewDictionary<V>(_hashing) : (IDictionary<K, V>)NewConcrete(_constructor, "");
        if (old is not null)
            foreach (var entry in (IEnumerable<KeyValuePair<K, V>>)old)
                created[entry.Key] = entry.Value;
        return created;
    }

    // ---- reading into a slot (ImmutableDictionary; constructor-built types, struct messages, hierarchies)

    public override bool Read(ref ProtoReader reader, WireType wireType, ref Slot slot)
    {
        if (wireType != WireType.LengthDelimited)
            return false;
        if (slot.Value is not IDictionary<K, V> { IsReadOnly: false } target || (_immutable && target is not MapGathering<K, V>)
            || (!_getOnly && _createsDictionary && MapKeyComparer<K>.ShouldReplace<V>(target, _hashing)))
            slot.Value = target = _immutable || _getOnly ? new MapGathering<K, V>(slot.Value, _hashing) : Create(slot.Value);
        ReadRun(ref reader, target);
        return true;
    }

    public override void Store(object target, ref Slot slot)
    {
        if (_immutable)
        {
            if (slot.Value is MapGathering<K, V> read)
                Member.Set(target, ToImmutable(read.Existing ?? Member.Get(target), read));
            return;
        }
        if (!_getOnly)
        {
            Member.Set(target, slot.Value!);
            return;
        }
        var member = Member.Get(target);
        var into = GetOnlyMembers<K, V>.Dictionary(member, GraphErrors.MemberName(Model));
        if (slot.Value is MapGathering<K, V> entries)
            foreach (var entry in entries)
                MapInserts.Set(into, entry.Key, entry.Value);
    }

    public override object? Final(ref Slot slot) =>
        _immutable && slot.Value is MapGathering<K, V> read ? ToImmutable(read.Existing, read) : slot.Value;

    /// <summary>The immutable map after reading (<see cref="ImmutableMapField{K, V, TValue}"/>; never called on this
    /// class, whose fields are not ImmutableDictionary members).</summary>
    protected virtual object ToImmutable(object? existing, Dictionary<K, V> read) => throw new InvalidOperationException(
        $"{Model.Member.DeclaringType?.FullName}.{Model.Member.Name} is an ImmutableDictionary member on the handler of mutable maps.");
}

/// <summary>
/// A map held in an <see cref="ImmutableDictionary{K, V}"/> member: written through its struct enumerator, built once
/// from the entries read. Only the factories make it, for such members; without dynamic code it is not made at all
/// (AotCollectionFields boxes these members), so ILCompiler compiles no ImmutableDictionary code per key x value pair.
/// </summary>
internal sealed class ImmutableMapField<K, V, TValue>(FieldModel field, Codec<K> keys, Codec<TValue> values)
    : MapField<K, V, TValue>(field, keys, values) where K : notnull
{
    protected override long MeasureOther(object map, int depthLeft) => map is ImmutableDictionary<K, V> immutable
        ? MeasureEntries(immutable.GetEnumerator(), depthLeft)
        : base.MeasureOther(map, depthLeft);

    protected override void WriteOther(ref ProtoWriter writer, object map)
    {
        if (map is ImmutableDictionary<K, V> immutable)
            WriteEntries(ref writer, immutable.GetEnumerator());
        else
            base.WriteOther(ref writer, map);
    }

    /// <summary>The immutable map after reading: the entries it held, then those read (the last one for a key
    /// wins).</summary>
    protected override object ToImmutable(object? existing, Dictionary<K, V> read)
    {
        var builder = MapKeyComparer<K>.ImmutableBuilder(existing as ImmutableDictionary<K, V>, Model.KeyHashing);
        if (existing is not null and not ImmutableDictionary<K, V>)
            foreach (var entry in (IEnumerable<KeyValuePair<K, V>>)existing)
                builder[entry.Key] = entry.Value;
        foreach (var entry in read)
            builder[entry.Key] = entry.Value;
        return builder.ToImmutable();
    }
}

/// <summary>A map held in an <see cref="ImmutableSortedDictionary{K, V}"/> member: built once, by
/// <see cref="ImmutableSortedMapRebuild{K, V}"/>.</summary>
internal sealed class ImmutableSortedMapField<K, V, TValue>(FieldModel field, Codec<K> keys, Codec<TValue> values)
    : MapField<K, V, TValue>(field, keys, values) where K : notnull
{
    private readonly IImmutableDictionary<K, V> _empty = (IImmutableDictionary<K, V>)field.ImmutableEmpty;

    protected override object ToImmutable(object? existing, Dictionary<K, V> read) =>
        ImmutableSortedMapRebuild<K, V>.SetItems(existing as IEnumerable<KeyValuePair<K, V>>, _empty, read);
}

/// <summary>Entries gathered for an immutable or get-only map, with the map being merged into (one allocation), with a
/// comparer of its own as any dictionary Nano creates (watched: see <see cref="AdaptiveKeyComparer{K}"/>).</summary>
internal sealed class MapGathering<K, V> : Dictionary<K, V> where K : notnull
{
    public MapGathering(object? existing, MapKeyHashing hashing) : base(MapKeyComparer<K>.New(hashing))
    {
        Existing = existing;
        MapKeyComparer<K>.Watch(this);
    }

    /// <summary>The member's map being merged into, or null.</summary>
    public object? Existing { get; }
}
