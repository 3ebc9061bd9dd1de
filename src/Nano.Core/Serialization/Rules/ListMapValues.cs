using Nano.Serialization.Codecs;

namespace Nano.Serialization;

/// <summary>
/// protobuf-net's map whose value is a list (<see cref="Model.ValueModel.ListElement"/>): the list is a repeated
/// field 2 inside each entry, written and read as protobuf-net 3.4.40 does. The one implementation behind both
/// backends' map values (emit's <c>ListValueCodec</c>, the interpreted <c>ListValueCodec</c>), generic over the
/// element codec.
/// </summary>
/// <remarks>
/// Writing, numbers, bools and enums (the packable elements): none is an empty packed run, one is one tagged value,
/// more are one packed run. Strings, bytes and messages: each element as its own field 2, so an empty list writes
/// nothing. A null list leaves the entry with its key alone (the map entry's rule). Reading takes each field 2 as it
/// comes, packed or not, appending to the entry's list; another wire type is a <see cref="ProtoException"/>.
/// </remarks>
internal static class ListMapValues
{
    /// <summary>The value's field number inside its map entry.</summary>
    public const int FieldNumber = 2;

    /// <summary>The tag of a packed run of the value.</summary>
    private static readonly uint PackedTag = WireFormat.MakeTag(FieldNumber, WireType.LengthDelimited);

    /// <summary>True when the elements travel packed (numbers, bools, enums).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool Packs(WireType elementWireType)
        => elementWireType is WireType.Varint or WireType.Fixed32 or WireType.Fixed64;

    /// <summary>The size of the value's fields 2 (tags included) for <paramref name="count"/> elements.</summary>
    public static long Measure<E, TElem>(IEnumerable<E> items, int count, TElem codec, int depthLeft)
        where TElem : struct, IValueCodec<E>
    {
        if (!Packs(codec.WireType))
        {
            long size = 0;
            foreach (var item in items)
                size += 1 + codec.Measure(item, depthLeft);
            return size;
        }
        if (count == 1)
        {
            foreach (var item in items)
                return 1 + codec.Measure(item, depthLeft);
        }
        return 1 + WireFormat.SizeOfLengthPrefixed(PackedSize(items, codec));
    }

    /// <summary>Writes the value's fields 2: <paramref name="count"/> elements of <paramref name="items"/>.</summary>
    public static void Write<E, TElem>(ref ProtoWriter writer, IEnumerable<E> items, int count, TElem codec,
        Type elementType)
        where TElem : struct, IValueCodec<E>
    {
        var wireType = codec.WireType;
        if (!Packs(wireType))
        {
            var tag = WireFormat.MakeTag(FieldNumber, wireType);
            var index = 0;
            foreach (var item in items)
            {
                writer.WriteRawTag(tag);
                codec.Write(ref writer, item ?? throw new NullElementException(index));
                index++;
            }
            return;
        }
        if (count == 1)
        {
            foreach (var item in items)
            {
                writer.WriteRawTag(WireFormat.MakeTag(FieldNumber, wireType));
                codec.Write(ref writer, item);
            }
            return;
        }
        writer.WriteRawTag(PackedTag);
        writer.WriteNestedLength(count == 0 ? 0 : PackedSize(items, codec), FieldNumber, elementType);
        foreach (var item in items)
            codec.Write(ref writer, item);
    }

    private static long PackedSize<E, TElem>(IEnumerable<E> items, TElem codec) where TElem : struct, IValueCodec<E>
    {
        long size = 0;
        foreach (var item in items)
            size += codec.Measure(item, 0);
        return size;
    }

    /// <summary>
    /// Reads the field 2 whose tag was just read, and those that follow it with the same tag, into
    /// <paramref name="sink"/>: packed runs of packable elements, or one element each in its own wire type. Any other
    /// wire type is a <see cref="ProtoException"/> naming <paramref name="elementType"/>, as protobuf-net refuses it
    /// (an element that cannot be read is never skipped).
    /// </summary>
    public static void Read<E, TElem, TSink>(ref ProtoReader reader, TElem codec, ref TSink sink, Type elementType)
        where TElem : struct, IValueCodec<E>
        where TSink : struct, IListSink<E>
    {
        var tag = reader.Tag;
        do
            ReadOne<E, TElem, TSink>(ref reader, codec, ref sink, elementType);
        while (reader.TryReadTag(tag));
    }

    private static void ReadOne<E, TElem, TSink>(ref ProtoReader reader, TElem codec, ref TSink sink, Type elementType)
        where TElem : struct, IValueCodec<E>
        where TSink : struct, IListSink<E>
    {
        var wireType = reader.WireType;
        if (wireType == WireType.LengthDelimited && Packs(codec.WireType))
        {
            var token = reader.BeginPacked();
            while (!reader.IsAtLimit)
                sink.Add(codec.Read(ref reader, default!));
            reader.EndLengthDelimited(token);
            return;
        }
        if (wireType != codec.WireType)
            throw reader.CreateException(
                $"Invalid wire type {wireType} for an element ({elementType.Name}) of a map value that is a list");
        sink.Add(codec.Read(ref reader, default!));
    }

    /// <summary>A duplicate key in a map whose values are lists: protobuf-net adds such entries (never replaces), so it
    /// refuses a key read twice, or one the map being read into already holds; Nano refuses it too, as malformed input.
    /// </summary>
    public static ProtoException DuplicateKey(ref ProtoReader reader, object key) => reader.CreateException(
        $"Duplicate key '{key}' in a map whose values are lists "
        + "(protobuf-net adds each entry and refuses a key it already holds)");
}

/// <summary>Where <see cref="ListMapValues.Read"/> appends the elements it reads.</summary>
internal interface IListSink<E>
{
    /// <summary>Appends one element.</summary>
    void Add(E item);
}
