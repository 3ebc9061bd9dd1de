using Nano.Model;
using Nano.Wire;

namespace Nano.Serialization.Interpreted;

/// <summary>Measures, writes and reads one field, whatever its shape (single, repeated, map).</summary>
internal sealed class FieldPlan
{
    private readonly uint _tag;
    private readonly int _tagSize;
    private readonly uint _keyTag, _valueTag;
    private readonly bool _omitsDefaultValue;

    public FieldPlan(FieldModel model, Codec codec, Codec? keyCodec)
    {
        Model = model;
        Codec = codec;
        KeyCodec = keyCodec;
        Accessor = new MemberAccessor(model);
        Collection = model.Shape == FieldShape.Single ? null : new CollectionHandler(model);
        _tag = model.Tag;
        _tagSize = WireFormat.SizeOfTag(model.Number);
        if (keyCodec is not null)
        {
            _keyTag = WireFormat.MakeTag(1, keyCodec.WireType);
            _valueTag = WireFormat.MakeTag(2, codec.WireType);
            _omitsDefaultValue = model.Value.MapEntryOmitsDefault;
        }
    }

    public FieldModel Model { get; }
    public Codec Codec { get; }
    public Codec? KeyCodec { get; }
    public MemberAccessor Accessor { get; }
    public CollectionHandler? Collection { get; }

    /// <summary>True when a single field's value is written: executes <see cref="FieldModel.Omission"/>.</summary>
    public bool ShouldWrite(object? value) => Model.Omission switch
    {
        Omission.Never => value is not null ? true : throw new InvalidOperationException(
            $"Required field '{Model.Name}' ({Model.Number}) of {Model.Member.DeclaringType?.FullName} is null."),
        Omission.WhenNull => value is not null,
        Omission.WhenDefault => value is not null && !value.Equals(Model.DefaultValue),
        _ => value is not null && !Codec.IsDefault(value),
    };

    public long Measure(object message, int depthLeft)
    {
        var value = Accessor.Get(message);
        switch (Model.Shape)
        {
            case FieldShape.Single:
                return ShouldWrite(value) ? _tagSize + Codec.Measure(value!, depthLeft) : 0;
            case FieldShape.Repeated:
            {
                if (value is null)
                    return 0;
                long size = 0;
                var count = 0;
                foreach (var item in Collection!.Elements(value))
                {
                    size += Codec.Measure(item ?? throw GraphErrors.NullElement(Model, count), depthLeft);
                    count++;
                }
                if (count == 0)
                    return 0;
                return Model.IsPacked ? _tagSize + WireFormat.SizeOfLengthPrefixed(size) : size + count * _tagSize;
            }
            default:
            {
                if (value is null)
                    return 0;
                long size = 0;
                foreach (var (key, item) in Collection!.Entries(value))
                    size += _tagSize + WireFormat.SizeOfLengthPrefixed(MeasureEntry(key, EntryValue(item), depthLeft));
                return size;
            }
        }
    }

    public void Write(ref ProtoWriter writer, object message)
    {
        var value = Accessor.Get(message);
        switch (Model.Shape)
        {
            case FieldShape.Single:
                if (ShouldWrite(value))
                {
                    writer.WriteRawTag(_tag);
                    Codec.Write(ref writer, value!);
                }
                return;
            case FieldShape.Repeated:
                if (value is null)
                    return;
                if (Model.IsPacked)
                {
                    long size = 0;
                    var count = 0;
                    foreach (var item in Collection!.Elements(value))
                    {
                        size += Codec.Measure(item ?? throw GraphErrors.NullElement(Model, count), writer.DepthLeft);
                        count++;
                    }
                    if (count == 0)
                        return;
                    writer.WriteRawTag(_tag);
                    writer.WriteNestedLength(size, Model.Number, Model.Member.DeclaringType);
                    foreach (var item in Collection.Elements(value))
                        Codec.Write(ref writer, item!);
                    return;
                }
                var index = 0;
                foreach (var item in Collection!.Elements(value))
                {
                    var element = item ?? throw GraphErrors.NullElement(Model, index);
                    writer.WriteRawTag(_tag);
                    Codec.Write(ref writer, element);
                    index++;
                }
                return;
            default:
                if (value is null)
                    return;
                foreach (var (key, item) in Collection!.Entries(value))
                {
                    writer.WriteRawTag(_tag);
                    var entryValue = EntryValue(item);
                    if (!writer.TryOpenPrefix(out var start) || !WriteEntryAndClose(ref writer, key, entryValue, start))
                    {
                        writer.WriteNestedLength(MeasureEntry(key, entryValue, writer.DepthLeft), Model.Number, Model.Member.DeclaringType);
                        WriteEntry(ref writer, key, entryValue);
                    }
                }
                return;
        }
    }

    private long MeasureEntry(object key, object entryValue, int depthLeft) =>
        (OmitsKey(key) ? 0 : 1 + KeyCodec!.Measure(key, depthLeft)) + (OmitsValue(entryValue) ? 0 : 1 + Codec.Measure(entryValue, depthLeft));

    private bool WriteEntryAndClose(ref ProtoWriter writer, object key, object entryValue, int start)
    {
        WriteEntry(ref writer, key, entryValue);
        return writer.ClosePrefix(start);
    }

    private void WriteEntry(ref ProtoWriter writer, object key, object entryValue)
    {
        if (!OmitsKey(key))
        {
            writer.WriteRawTag(_keyTag);
            KeyCodec!.Write(ref writer, key);
        }
        if (!OmitsValue(entryValue))
        {
            writer.WriteRawTag(_valueTag);
            Codec.Write(ref writer, entryValue);
        }
    }

    /// <summary>
    /// A map entry leaves out a key that is the default (0, false, ""), as Google.Protobuf's map codec does; a reader
    /// fills it back in.
    /// </summary>
    private bool OmitsKey(object key) => Model.Key!.MapEntryOmitsDefault && KeyCodec!.IsDefault(key);

    /// <summary>
    /// A map entry leaves out a scalar, string or bytes value that is the default, as Google.Protobuf's map codec does:
    /// floating point compares bitwise, so -0.0 and NaN are written and only +0.0 is left out. Message values
    /// (Timestamp and Duration included) are always written, even empty; so are Guid and decimal, whose encodings have
    /// no protobuf default.
    /// </summary>
    private bool OmitsValue(object value) => _omitsDefaultValue && value switch
    {
        double d => BitConverter.DoubleToInt64Bits(d) == 0,
        float f => BitConverter.SingleToInt32Bits(f) == 0,
#if NET
        Half h => BitConverter.HalfToInt16Bits(h) == 0,
#endif
        _ => Codec.IsDefault(value),
    };

    /// <summary>A null map value (possible for reference types) is written as the empty value.</summary>
    private object EntryValue(object? item) => item ?? Codec.Empty ?? throw new InvalidOperationException(
        $"Map '{Model.Name}' of {Model.Member.DeclaringType?.FullName} holds a null message value; protobuf maps cannot carry null.");

    /// <summary>Reads one occurrence of the field into its slot; false when the wire type does not fit (the caller treats it as unknown).</summary>
    public bool Read(ref ProtoReader reader, WireType wireType, ref Slot slot)
    {
        switch (Model.Shape)
        {
            case FieldShape.Single:
                if (wireType != Codec.WireType)
                    return false;
                slot.Value = Codec.Read(ref reader, slot.Value);
                return true;
            case FieldShape.Repeated:
            {
                var items = slot.Items ??= [];
                if (wireType == WireType.LengthDelimited && Model.Value.IsPackable)
                {
                    var token = reader.BeginPacked();
                    while (!reader.IsAtLimit)
                        items.Add(Codec.Read(ref reader, null));
                    reader.EndLengthDelimited(token);
                    return true;
                }
                if (wireType != Codec.WireType)
                    return false;
                items.Add(Codec.Read(ref reader, null));
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
                        key = KeyCodec!.Read(ref reader, null);
                    else if (tag == _valueTag)
                    {
                        value = Codec.Read(ref reader, value);
                        hasValue = true;
                    }
                    else
                        reader.SkipField();
                }
                key ??= KeyCodec!.Empty!;
                if (!hasValue)
                    value = Codec.CreateEmpty(ref reader);
                reader.EndLengthDelimited(token);
                (slot.Entries ??= []).Add((key, value));
                return true;
            }
        }
    }

    /// <summary>Stores what was read into the instance.</summary>
    public void Store(object target, ref Slot slot)
    {
        switch (Model.Shape)
        {
            case FieldShape.Single:
                Accessor.Set(target, slot.Value);
                return;
            case FieldShape.Repeated:
                var items = slot.Items ?? [];
                if (Model.Collection == CollectionKind.Existing)
                    Collection!.AddAll(ExistingCollection(target), items);
                else
                    Accessor.Set(target, Collection!.Finish(slot.Value, items, Accessor, target));
                return;
            default:
                var entries = slot.Entries ?? [];
                if (Model.Collection == CollectionKind.ExistingDictionary)
                    Collection!.SetAll(ExistingCollection(target), entries);
                else
                    Accessor.Set(target, Collection!.FinishMap(slot.Value, entries, Accessor, target));
                return;
        }
    }

    /// <summary>The value a constructor parameter receives from this field.</summary>
    public object? Final(ref Slot slot) => Model.Shape switch
    {
        FieldShape.Single => slot.Value,
        FieldShape.Repeated => Collection!.Finish(slot.Value, slot.Items ?? []),
        _ => Collection!.FinishMap(slot.Value, slot.Entries ?? []),
    };

    private object ExistingCollection(object target) => Accessor.Get(target) ?? throw new InvalidOperationException(
        $"{Model.Member.DeclaringType?.FullName}.{Model.Member.Name} is a get-only collection and is null; create it in the constructor.");
}
