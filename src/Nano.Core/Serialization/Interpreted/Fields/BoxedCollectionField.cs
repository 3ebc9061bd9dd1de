namespace Nano.Serialization.Interpreted.Fields;

/// <summary>
/// A repeated or map field on the boxed path: elements and entries go through the non-generic <see cref="Codec"/>
/// members and <see cref="CollectionHandler"/> (typed collection handlers replace it shape by shape). Reads gather
/// into a <see cref="Slot"/> and are stored when the message ends.
/// </summary>
internal sealed class BoxedCollectionField : FieldHandler
{
    private readonly uint _tag;
    private readonly int _tagSize;
    private readonly uint _keyTag, _valueTag;
    private readonly bool _omitsDefaultValue;

    private readonly string _reason;

    /// <param name="model">The field.</param>
    /// <param name="codec">The element (map value) codec.</param>
    /// <param name="keyCodec">A map's key codec, else null.</param>
    /// <param name="reason">Why the field is not typed (<see cref="FallbackReason"/>).</param>
    public BoxedCollectionField(FieldModel model, Codec codec, Codec? keyCodec, string reason) : base(model, codec)
    {
        _reason = reason;
        KeyCodec = keyCodec;
        Accessor = new MemberAccessor(model);
        Collection = new CollectionHandler(model);
        _tag = model.Tag;
        _tagSize = WireFormat.SizeOfTag(model.Number);
        if (model.Value.ListElement is not null) // the model refuses what would come here (enum keys); never other bytes
            throw new ProtoModelException($"{GraphErrors.MemberName(model)}: a map whose values are lists needs the typed map handler ({reason}).");
        if (keyCodec is not null)
        {
            _keyTag = WireFormat.MakeTag(1, keyCodec.WireType);
            _valueTag = WireFormat.MakeTag(2, codec.WireType);
            _omitsDefaultValue = model.Value.MapEntryOmitsDefault;
        }
    }

    public Codec? KeyCodec { get; }
    public MemberAccessor Accessor { get; }
    public CollectionHandler Collection { get; }

    public override bool IsTyped => false;

    public override string FallbackReason => "boxed collection handler: " + _reason;

    public override bool IsSet(object message) => Accessor.Get(message) is not null;

    public override object? GetBoxed(object target) => Accessor.Get(target);

    public override void SetBoxed(object target, object? value) => Accessor.Set(target, value);

    public override bool CanSet => Accessor.CanSet;

    public override long Measure(object message, int depthLeft)
    {
        var value = Accessor.Get(message);
        switch (Model.Shape)
        {
            case FieldShape.Repeated:
                {
                    if (value is null)
                        return 0;
                    var (size, count) = MeasureElements(value, depthLeft);
                    if (count == 0)
                        return Model.PacksLikeProtobufNet ? _tagSize + 1 : 0;
                    return Model.IsPacked && !(Model.PacksLikeProtobufNet && count == 1) ? _tagSize + WireFormat.SizeOfLengthPrefixed(size) : size + count * _tagSize;
                }
            default:
                {
                    if (value is null)
                        return 0;
                    long size = 0;
                    foreach (var (key, item) in Collection.Entries(value))
                        size += Entry(key, item).MeasureField(_tagSize, depthLeft, Model.Value.Type);
                    return size;
                }
        }
    }

    /// <summary>The elements' total size (without tags) and count; a null element is an error.</summary>
    private (long Size, int Count) MeasureElements(object value, int depthLeft)
    {
        long size = 0;
        var count = 0;
        foreach (var item in Collection.Elements(value))
        {
            size += Codec.MeasureBoxed(item ?? throw GraphErrors.NullElement(Model, count), depthLeft);
            count++;
        }
        return (size, count);
    }

    /// <summary>True when the collection holds exactly one element (protobuf-net writes it unpacked).</summary>
    private bool HasOne(object value)
    {
        var count = 0;
        foreach (var _ in Collection.Elements(value))
            if (++count > 1)
                break;
        return count == 1;
    }

    public override void Write(ref ProtoWriter writer, object message)
    {
        var value = Accessor.Get(message);
        switch (Model.Shape)
        {
            case FieldShape.Repeated:
                if (value is null)
                    return;
                if (Model.IsPacked && !(Model.PacksLikeProtobufNet && HasOne(value)))
                {
                    var (size, count) = MeasureElements(value, writer.DepthLeft);
                    if (count == 0)
                    {
                        if (Model.PacksLikeProtobufNet)
                        {
                            writer.WriteRawTag(_tag);
                            writer.WriteLength(0);
                        }
                        return;
                    }
                    writer.WriteRawTag(_tag);
                    writer.WriteNestedLength(size, Model.Number, Model.Member.DeclaringType);
                    foreach (var item in Collection.Elements(value))
                        Codec.WriteBoxed(ref writer, item!);
                    return;
                }
                var index = 0;
                foreach (var item in Collection.Elements(value))
                {
                    var element = item ?? throw GraphErrors.NullElement(Model, index);
                    writer.WriteRawTag(WireFormat.MakeTag(Model.Number, Model.Value.WireType));
                    Codec.WriteBoxed(ref writer, element);
                    index++;
                }
                return;
            default:
                if (value is null)
                    return;
                foreach (var (key, item) in Collection.Entries(value))
                    Entry(key, item).WriteField(ref writer, _tag, Model.Value.Type);
                return;
        }
    }

    /// <summary>The entry of <paramref name="key"/> and <paramref name="item"/>, written and measured by the shared
    /// helper (which keys and values it leaves out is the model's rule,
    /// <see cref="ValueModel.MapEntryOmitsDefault"/>).</summary>
    private MapEntry<object, object, BoxedCodec, BoxedCodec> Entry(object key, object? item) =>
        new(key, EntryValue(item), new(KeyCodec!), new(Codec), Model.Key!.MapEntryOmitsDefault, _omitsDefaultValue);

    /// <summary>A null map value (possible for reference types) is left out of the entry where the model says so, else
    /// written as the empty value.</summary>
    private object EntryValue(object? item) =>
        item ?? (Model.Value.MapEntryLeavesOutNull ? null! : Codec.BoxedEmpty ?? throw GraphErrors.NullMapValue(Model));

    /// <summary>Reads one occurrence of the field into its slot; false when the wire type does not fit (the caller
    /// treats it as unknown).</summary>
    public override bool Read(ref ProtoReader reader, WireType wireType, ref Slot slot)
    {
        switch (Model.Shape)
        {
            case FieldShape.Repeated:
                {
                    var items = slot.Items ??= [];
                    if (wireType == WireType.LengthDelimited && Model.Value.IsPackable)
                    {
                        var token = reader.BeginPacked();
                        while (!reader.IsAtLimit)
                            items.Add(Codec.ReadBoxed(ref reader, null));
                        reader.EndLengthDelimited(token);
                        return true;
                    }
                    if (wireType != Codec.WireType)
                        return false;
                    items.Add(Codec.ReadBoxed(ref reader, null));
                    return true;
                }
            default:
                {
                    if (wireType != WireType.LengthDelimited)
                        return false;
                    var token = reader.BeginLengthDelimited();
                    object? key = null, value = null;
                    var hasValue = false;
                    uint tag;
                    while ((tag = reader.ReadTag()) != 0)
                    {
                        if (tag == _keyTag)
                            key = KeyCodec!.ReadBoxed(ref reader, null);
                        else if (tag == _valueTag)
                        {
                            value = Codec.ReadBoxed(ref reader, value);
                            hasValue = true;
                        }
                        else
                            reader.SkipField();
                    }
                    key ??= KeyCodec!.BoxedEmpty!;
                    if (!hasValue)
                        value = Codec.CreateBoxedEmpty(ref reader);
                    reader.EndLengthDelimited(token);
                    (slot.Entries ??= []).Add((key, value));
                    return true;
                }
        }
    }

    /// <summary>Stores what was read into the instance. A new instance's member may already hold a collection its
    /// constructor made: the values read are appended to it, as the emit backend and the typed handlers do.</summary>
    public override void Store(object target, ref Slot slot)
    {
        switch (Model.Shape)
        {
            case FieldShape.Repeated:
                var items = slot.Items ?? [];
                if (Model.Collection == CollectionKind.Existing)
                    Collection.AddAll(ExistingCollection(target), items);
                else
                    Accessor.Set(target, Collection.Finish(slot.Value ?? GetBoxed(target), items, Accessor, target));
                return;
            default:
                var entries = slot.Entries ?? [];
                if (Model.Collection == CollectionKind.ExistingDictionary)
                    Collection.SetAll(ExistingCollection(target), entries);
                else
                    Accessor.Set(target, Collection.FinishMap(slot.Value ?? GetBoxed(target), entries, Accessor, target));
                return;
        }
    }

    /// <summary>The value a constructor parameter receives from this field.</summary>
    public override object? Final(ref Slot slot) => Model.Shape switch
    {
        FieldShape.Repeated => Collection.Finish(slot.Value, slot.Items ?? []),
        _ => Collection.FinishMap(slot.Value, slot.Entries ?? []),
    };

    private object ExistingCollection(object target) =>
        Accessor.Get(target) ?? throw GraphErrors.GetOnlyNull(GraphErrors.MemberName(Model), Model.Shape == FieldShape.Map);
}
