namespace Nano.Serialization.Interpreted.Collections;

/// <summary>
/// A repeated field whose elements are <typeparamref name="T"/> (the member's element type), encoded by a
/// <see cref="Codec{TValue}"/>: <typeparamref name="TValue"/> is <typeparamref name="T"/> itself (numbers, bool,
/// string, bytes, Timestamp...), an enum's underlying integer, or <see cref="object"/> for a message class (see
/// <see cref="Codec{T}"/>), so no element is ever boxed. Writes walk arrays and lists as spans and other collections
/// through their typed enumerator; reads (in the derived classes) size the collection from the input as the emit
/// backend does.
/// </summary>
internal abstract class RepeatedField<T, TValue> : TypedCollectionField
{
    protected readonly Codec<TValue> ElementCodec;
    private readonly uint _tag;
    private readonly int _tagSize;
    private readonly bool _packed;     // written packed
    /// <summary>The <c>collection</c> a span-held member that is present reports when it has no object to give (see
    /// <see cref="TryGetSpan"/>).</summary>
    protected static readonly object Held = new();
    private readonly bool _likeProtobufNet; // packed as protobuf-net packs (FieldModel.PacksLikeProtobufNet)
    private readonly uint _unpackedTag;     // one element's own tag: _tag unless the field is packed
    private readonly bool _packable;   // a packed run is accepted when reading, whatever the field says
    private readonly int _fixedSize;   // bytes per element when a packed run can be copied in bulk, else 0
    // A message or group element's codec as its sealed self (null otherwise): called directly, not through the virtual
    // Codec<object> members, whose call site in this shared code sees every reference element type (strings too).
    private readonly MessageCodec? _messages;
    private readonly GroupCodec? _groups;

    /// <param name="field">The field.</param>
    /// <param name="codec">The element codec.</param>
    /// <param name="referenceMember">False for a struct member (see <see cref="TypedCollectionField.Member"/>).</param>
    protected RepeatedField(FieldModel field, Codec<TValue> codec, bool referenceMember = true)
        : base(field, codec, referenceMember)
    {
        ElementCodec = codec;
        _tag = field.Tag;
        _tagSize = WireFormat.SizeOfTag(field.Number);
        _packed = field.IsPacked;
        _likeProtobufNet = field.PacksLikeProtobufNet;
        _unpackedTag = WireFormat.MakeTag(field.Number, field.Value.WireType);
        _packable = field.Value.IsPackable;
        _fixedSize = BitConverter.IsLittleEndian ? FixedSizeOf(codec.WireType) : 0;
        _messages = codec as MessageCodec;
        _groups = codec as GroupCodec;
    }

    // One element through the codec: direct calls for messages and groups (see _messages). The `default(TValue) is
    // null` tests are constants to the JIT (false in value-type instantiations, where TValue is never object; true in
    // the shared reference-type code). Not typeof(TValue).IsValueType: a callgrind run, where it was not folded,
    // charged it about 60 instructions per W1 item (docs/design-interpreted-collections.md).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private long MeasureElement(TValue value, int depthLeft)
    {
        if (default(TValue) is null)
        {
            if (_messages is { } messages)
                return messages.Measure(Unsafe.As<TValue, object>(ref value), depthLeft);
            if (_groups is { } groups)
                return groups.Measure(Unsafe.As<TValue, object>(ref value), depthLeft);
        }
        return ElementCodec.Measure(value, depthLeft);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void WriteElement(ref ProtoWriter writer, TValue value)
    {
        if (default(TValue) is null)
        {
            if (_messages is { } messages)
            {
                messages.Write(ref writer, Unsafe.As<TValue, object>(ref value));
                return;
            }
            if (_groups is { } groups)
            {
                groups.Write(ref writer, Unsafe.As<TValue, object>(ref value));
                return;
            }
        }
        ElementCodec.Write(ref writer, value);
    }

    /// <summary>Reads one element with nothing to merge into.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private T ReadElement(ref ProtoReader reader)
    {
        if (default(TValue) is null)
        {
            if (_messages is { } messages)
                return AsElement(messages.ReadNew(ref reader));
            if (_groups is { } groups)
                return AsElement(groups.ReadNew(ref reader));
        }
        return ToElement(ElementCodec.ReadNew(ref reader));
    }

    /// <summary>A message read by the codec as an element: a checked cast to the message class.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static T AsElement(object message) => (T)message;

    /// <summary>4 or 8 when a packed run of the wire type is <typeparamref name="T"/>'s own little-endian bytes
    /// (fixed32/sfixed32/float, fixed64/sfixed64/double); 0 otherwise (narrowed types, enums, varints).</summary>
    private static int FixedSizeOf(WireType wireType) =>
        wireType == WireType.Fixed32
            && (typeof(T) == typeof(int) || typeof(T) == typeof(uint) || typeof(T) == typeof(float)) ? 4
        : wireType == WireType.Fixed64
            && (typeof(T) == typeof(long) || typeof(T) == typeof(ulong) || typeof(T) == typeof(double)) ? 8
        : 0;

    /// <summary>An element as the codec's value: the same value, an enum as its underlying integer, or a message seen
    /// as object (an upcast).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    protected static TValue ToValue(T element) => Unsafe.As<T, TValue>(ref element);

    /// <summary>A value read by the codec as an element: the same value, an enum from its underlying integer (same
    /// size and bits), or a checked cast to the message class.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    protected static T ToElement(TValue value) =>
        default(T) is not null || typeof(T) == typeof(TValue) ? Unsafe.As<TValue, T>(ref value) : (T)(object)value!;

    // ---- writing

    /// <summary>
    /// The member's elements as a span when they are held in one (array, List, ImmutableArray), else false. With a
    /// span, <c>collection</c> is null when the member is (for an ImmutableArray: default) and not null otherwise.
    /// Without one (this default: an ImmutableList, an immutable set), <c>collection</c> is the member's value.
    /// </summary>
    protected virtual bool TryGetSpan(object message, out ReadOnlySpan<T> span, out object? collection)
    {
        collection = Member.Get(message);
        span = default;
        return false;
    }

    public sealed override long Measure(object message, int depthLeft)
    {
        if (TryGetSpan(message, out var span, out var collection))
            return MeasureSpan(span, depthLeft, collection is not null);
        return collection switch
        {
            null => 0,
#if !NET
            List<T> list => MeasureEnumerated(list.GetEnumerator(), depthLeft),
#endif
            HashSet<T> set => MeasureEnumerated(set.GetEnumerator(), depthLeft),
            System.Collections.Immutable.ImmutableList<T> list => MeasureEnumerated(list.GetEnumerator(), depthLeft),
            _ => MeasureEnumerated(((IEnumerable<T>)collection).GetEnumerator(), depthLeft),
        };
    }

    public sealed override void Write(ref ProtoWriter writer, object message)
    {
        if (TryGetSpan(message, out var span, out var collection))
        {
            WriteSpan(ref writer, span, collection is not null);
            return;
        }
        switch (collection)
        {
            case null:
                return;
#if !NET
            case List<T> list:
                WriteEnumerated(ref writer, list.GetEnumerator(), list.GetEnumerator());
                return;
#endif
            case HashSet<T> set:
                WriteEnumerated(ref writer, set.GetEnumerator(), set.GetEnumerator());
                return;
            case System.Collections.Immutable.ImmutableList<T> list:
                // The second enumerator only when packed: an ImmutableList enumerator takes a stack from a pool (or
                // allocates one) and returns it on Dispose, which an unused one never gets (96 B per write, measured).
                WriteEnumerated(ref writer, list.GetEnumerator(), _packed ? list.GetEnumerator() : default);
                return;
            default:
                var enumerable = (IEnumerable<T>)collection;
                WriteEnumerated(ref writer, enumerable.GetEnumerator(), _packed ? enumerable.GetEnumerator() : null!);
                return;
        }
    }

    /// <summary>Whether <paramref name="count"/> elements are written as a packed run (protobuf-net writes one element
    /// unpacked).</summary>
    private bool PacksRun(long count) => _packed && !(_likeProtobufNet && count == 1);

    private long MeasureSpan(ReadOnlySpan<T> values, int depthLeft, bool present)
    {
        if (values.IsEmpty)
            return _likeProtobufNet && present ? _tagSize + 1 : 0;
        long size = 0;
        for (var i = 0; i < values.Length; i++)
            size += MeasureElement(ToValue(values[i] ?? throw GraphErrors.NullElement(Model, i)), depthLeft);
        return PacksRun(values.Length) ? _tagSize + WireFormat.SizeOfLengthPrefixed(size)
            : size + (long)values.Length * _tagSize;
    }

    private long MeasureEnumerated<TEnumerator>(TEnumerator e, int depthLeft) where TEnumerator : IEnumerator<T>
    {
        long size = 0;
        var count = 0;
        using (e)
            while (e.MoveNext())
            {
                size += MeasureElement(ToValue(e.Current ?? throw GraphErrors.NullElement(Model, count)), depthLeft);
                count++;
            }
        if (count == 0)
            return _likeProtobufNet ? _tagSize + 1 : 0;
        return PacksRun(count) ? _tagSize + WireFormat.SizeOfLengthPrefixed(size) : size + (long)count * _tagSize;
    }

    private void WriteSpan(ref ProtoWriter writer, ReadOnlySpan<T> values, bool present)
    {
        if (values.IsEmpty)
        {
            if (present)
                WriteEmptyRun(ref writer);
            return;
        }
        if (PacksRun(values.Length))
        {
            // Packed elements are numbers: never null, no nesting.
            long size = 0;
            foreach (var value in values)
                size += ElementCodec.Measure(ToValue(value), writer.DepthLeft);
            writer.WriteRawTag(_tag);
            writer.WriteNestedLength(size, Model.Number, Model.Member.DeclaringType);
            foreach (var value in values)
                ElementCodec.Write(ref writer, ToValue(value));
            return;
        }
        for (var i = 0; i < values.Length; i++)
        {
            var value = values[i] ?? throw GraphErrors.NullElement(Model, i);
            writer.WriteRawTag(_unpackedTag);
            WriteElement(ref writer, ToValue(value));
        }
    }

    private void WriteEmptyRun(ref ProtoWriter writer)
    {
        if (!_likeProtobufNet)
            return;
        writer.WriteRawTag(_tag);
        writer.WriteLength(0);
    }

    /// <summary>Writes the elements of a collection that is not held in a span. A packed field needs two passes:
    /// <paramref name="second"/> is a second enumerator over the same collection, for the write after
    /// measuring.</summary>
    private void WriteEnumerated<TEnumerator>(ref ProtoWriter writer, TEnumerator first, TEnumerator second)
        where TEnumerator : IEnumerator<T>
    {
        if (_packed)
        {
            long size = 0;
            var count = 0;
            using (first)
                while (first.MoveNext())
                {
                    size += ElementCodec.Measure(ToValue(first.Current), writer.DepthLeft);
                    count++;
                }
            if (count == 0)
            {
                WriteEmptyRun(ref writer);
                return;
            }
            if (!PacksRun(count))
            {
                using (second)
                    while (second.MoveNext())
                    {
                        writer.WriteRawTag(_unpackedTag);
                        ElementCodec.Write(ref writer, ToValue(second.Current));
                    }
                return;
            }
            writer.WriteRawTag(_tag);
            writer.WriteNestedLength(size, Model.Number, Model.Member.DeclaringType);
            using (second)
                while (second.MoveNext())
                    ElementCodec.Write(ref writer, ToValue(second.Current));
            return;
        }
        var index = 0;
        using (first)
            while (first.MoveNext())
            {
                var value = first.Current ?? throw GraphErrors.NullElement(Model, index);
                writer.WriteRawTag(_tag);
                WriteElement(ref writer, ToValue(value));
                index++;
            }
    }

    // ---- reading: one occurrence (a packed run, or one element) appended to a list, a builder or a collection

    /// <summary>Reads one occurrence into a list, sized ahead as the emit backend does (exactly, on contiguous
    /// input).</summary>
    /// <remarks>A list of messages recurses through this frame: the packed run is a call of its own, so unoptimized
    /// (Tier0) code does not reserve its locals on every nesting level.</remarks>
    protected bool ReadInto(ref ProtoReader reader, WireType wireType, List<T> list)
    {
        if (wireType == WireType.LengthDelimited && _packable)
            return ReadPacked(ref reader, list);
        if (wireType != ElementCodec.WireType)
            return false;
        CollectionSizing.ReserveIfFull(ref reader, list);
        list.Add(ReadElement(ref reader));
        return true;
    }

    private bool ReadPacked(ref ProtoReader reader, List<T> list)
    {
        var token = reader.BeginPacked();
        if (!PackedFixedRuns.TryRead(ref reader, list, _fixedSize))
        {
            if (ElementCodec.WireType == WireType.Varint)
                CollectionSizing.Reserve(list, reader.CountPackedVarints(out _));
            while (!reader.IsAtLimit)
                list.Add(ToElement(ElementCodec.ReadNew(ref reader)));
        }
        reader.EndLengthDelimited(token);
        return true;
    }

    /// <summary>As <see cref="ReadInto(ref ProtoReader, WireType, List{T})"/>, for an array or immutable collection
    /// being gathered.</summary>
    protected bool ReadInto(ref ProtoReader reader, WireType wireType, ArrayBuilder<T> builder)
    {
        if (wireType == WireType.LengthDelimited && _packable)
        {
            var token = reader.BeginPacked();
            if (!PackedFixedRuns.TryRead(ref reader, builder, _fixedSize))
            {
                if (ElementCodec.WireType == WireType.Varint)
                    builder.Reserve(reader.CountPackedVarints(out _));
                while (!reader.IsAtLimit)
                    builder.Add(ToElement(ElementCodec.ReadNew(ref reader)));
            }
            reader.EndLengthDelimited(token);
            return true;
        }
        if (wireType != ElementCodec.WireType)
            return false;
        CollectionSizing.ReserveIfFull(ref reader, builder);
        builder.Add(ReadElement(ref reader));
        return true;
    }

    /// <summary>As <see cref="ReadInto(ref ProtoReader, WireType, List{T})"/>, for any other mutable collection (a
    /// HashSet, a user's collection).</summary>
    protected bool ReadInto(ref ProtoReader reader, WireType wireType, ICollection<T> collection)
    {
        if (wireType == WireType.LengthDelimited && _packable)
        {
            var token = reader.BeginPacked();
            while (!reader.IsAtLimit)
                collection.Add(ToElement(ElementCodec.ReadNew(ref reader)));
            reader.EndLengthDelimited(token);
            return true;
        }
        if (wireType != ElementCodec.WireType)
            return false;
        collection.Add(ReadElement(ref reader));
        return true;
    }

    /// <summary>True when a wire type can carry this field's elements (one element, or a packed run).</summary>
    protected bool Accepts(WireType wireType) =>
        wireType == ElementCodec.WireType || (wireType == WireType.LengthDelimited && _packable);
}
