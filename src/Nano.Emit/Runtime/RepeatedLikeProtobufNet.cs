namespace Nano.Emit.Runtime;

/// <summary>
/// A packed field of a protobuf-net contract, written as protobuf-net writes it
/// (<see cref="Nano.Model.FieldModel.PacksLikeProtobufNet"/>): an empty (not null) collection as a zero-length run, a
/// single element unpacked, any other as a packed run (<see cref="Repeated{T, TCodec}"/>).
/// </summary>
internal static class RepeatedLikeProtobufNet<T, TCodec> where TCodec : struct, IValueCodec<T>
{
    public static long Measure(T[]? values, int tagSize, bool packed, TCodec codec, int depthLeft) =>
        values is null ? 0 : Measure(new ReadOnlySpan<T>(values), tagSize, packed, codec, depthLeft);

    public static long Measure(List<T>? values, int tagSize, bool packed, TCodec codec, int depthLeft) =>
        values is null ? 0 : Measure(CollectionsMarshal.AsSpan(values), tagSize, packed, codec, depthLeft);

    public static long Measure(ImmutableArray<T> values, int tagSize, bool packed, TCodec codec, int depthLeft) =>
        values.IsDefault ? 0 : Measure(values.AsSpan(), tagSize, packed, codec, depthLeft);

    public static long Measure(IEnumerable<T>? values, int tagSize, bool packed, TCodec codec, int depthLeft) =>
        values is null ? 0 : Count(values) switch
        {
            0 => tagSize + 1,
            1 => Repeated<T, TCodec>.Measure(values, tagSize, false, codec, depthLeft), // an element's tag has
                                                                                        // the packed tag's size
            _ => Repeated<T, TCodec>.Measure(values, tagSize, packed, codec, depthLeft),
        };

    private static long Measure(ReadOnlySpan<T> values, int tagSize, bool packed, TCodec codec, int depthLeft) =>
        values.Length == 0 ? tagSize + 1
            : Repeated<T, TCodec>.Measure(values, tagSize, packed && values.Length > 1, codec, depthLeft);

    public static void Write(ref ProtoWriter writer, T[]? values, uint tag, bool packed, TCodec codec)
    {
        if (values is not null)
            Write(ref writer, new ReadOnlySpan<T>(values), tag, packed, codec);
    }

    public static void Write(ref ProtoWriter writer, List<T>? values, uint tag, bool packed, TCodec codec)
    {
        if (values is not null)
            Write(ref writer, CollectionsMarshal.AsSpan(values), tag, packed, codec);
    }

    public static void Write(ref ProtoWriter writer, ImmutableArray<T> values, uint tag, bool packed, TCodec codec)
    {
        if (!values.IsDefault)
            Write(ref writer, values.AsSpan(), tag, packed, codec);
    }

    public static void Write(ref ProtoWriter writer, IEnumerable<T>? values, uint tag, bool packed, TCodec codec)
    {
        if (values is null)
            return;
        var count = Count(values);
        if (count == 0)
            WriteEmptyRun(ref writer, tag);
        else
            Repeated<T, TCodec>.Write(ref writer, values, count > 1 ? tag : Unpacked(tag), packed && count > 1, codec);
    }

    private static void Write(ref ProtoWriter writer, ReadOnlySpan<T> values, uint tag, bool packed, TCodec codec)
    {
        if (values.Length == 0)
            WriteEmptyRun(ref writer, tag);
        else
            Repeated<T, TCodec>.Write(ref writer, values, values.Length > 1 ? tag : Unpacked(tag),
                packed && values.Length > 1, codec);
    }

    /// <summary>One element's own tag, from the packed (length-delimited) tag of the field.</summary>
    private static uint Unpacked(uint tag) =>
        WireFormat.MakeTag(WireFormat.GetFieldNumber(tag), default(TCodec).WireType);

    /// <summary>0, 1, or 2 for more.</summary>
    private static int Count(IEnumerable<T> values)
    {
        if (values is ICollection<T> collection)
            return Math.Min(collection.Count, 2);
        var count = 0;
        using var e = values.GetEnumerator();
        while (count < 2 && e.MoveNext())
            count++;
        return count;
    }

    private static void WriteEmptyRun(ref ProtoWriter writer, uint tag)
    {
        writer.WriteRawTag(tag);
        writer.WriteLength(0);
    }
}
