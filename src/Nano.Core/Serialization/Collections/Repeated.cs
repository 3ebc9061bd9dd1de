using Nano.Serialization.Codecs;

namespace Nano.Serialization.Collections;

/// <summary>
/// Repeated fields for emitted and generated code, written once in C# and specialized by the JIT per element codec.
/// Arrays, lists and immutable arrays are walked as spans; other collections through their enumerator.
/// </summary>
internal static class Repeated<T, TCodec> where TCodec : struct, IValueCodec<T>
{
    // ---- measure

    public static long Measure(ReadOnlySpan<T> values, int tagSize, bool packed, TCodec codec, int depthLeft)
    {
        if (values.IsEmpty)
            return 0;
        long size = 0;
        for (var i = 0; i < values.Length; i++)
            size += codec.Measure(values[i] ?? throw new NullElementException(i), depthLeft);
        return packed ? tagSize + WireFormat.SizeOfLengthPrefixed(size) : size + values.Length * tagSize;
    }

    // A null (or default) collection is an empty span, which is measured and written as nothing.

    public static long Measure(T[]? values, int tagSize, bool packed, TCodec codec, int depthLeft) =>
        Measure(new ReadOnlySpan<T>(values), tagSize, packed, codec, depthLeft);

    public static long Measure(List<T>? values, int tagSize, bool packed, TCodec codec, int depthLeft) =>
        Measure(CollectionsMarshal.AsSpan(values), tagSize, packed, codec, depthLeft);

    public static long Measure(ImmutableArray<T> values, int tagSize, bool packed, TCodec codec, int depthLeft) =>
        Measure(values.AsSpan(), tagSize, packed, codec, depthLeft);

    public static long Measure(IEnumerable<T>? values, int tagSize, bool packed, TCodec codec, int depthLeft)
    {
        switch (values)
        {
            case null: return 0;
            case T[] array: return Measure(new ReadOnlySpan<T>(array), tagSize, packed, codec, depthLeft);
            case List<T> list: return Measure(CollectionsMarshal.AsSpan(list), tagSize, packed, codec, depthLeft);
        }
        long size = 0;
        var count = 0;
        foreach (var value in values)
        {
            size += codec.Measure(value ?? throw new NullElementException(count), depthLeft);
            count++;
        }
        if (count == 0)
            return 0;
        return packed ? tagSize + WireFormat.SizeOfLengthPrefixed(size) : size + count * tagSize;
    }

    // ---- write

    public static void Write(ref ProtoWriter writer, ReadOnlySpan<T> values, uint tag, bool packed, TCodec codec)
    {
        if (values.IsEmpty)
            return;
        if (packed)
        {
            long size = 0;
            foreach (var value in values)
                size += codec.Measure(value, 0);
            writer.WriteRawTag(tag);
            writer.WriteNestedLength(size, WireFormat.GetFieldNumber(tag), typeof(T));
            foreach (var value in values)
                codec.Write(ref writer, value);
            return;
        }
        for (var i = 0; i < values.Length; i++)
        {
            writer.WriteRawTag(tag);
            codec.Write(ref writer, values[i] ?? throw new NullElementException(i));
        }
    }

    public static void Write(ref ProtoWriter writer, T[]? values, uint tag, bool packed, TCodec codec) =>
        Write(ref writer, new ReadOnlySpan<T>(values), tag, packed, codec);

    public static void Write(ref ProtoWriter writer, List<T>? values, uint tag, bool packed, TCodec codec) =>
        Write(ref writer, CollectionsMarshal.AsSpan(values), tag, packed, codec);

    public static void Write(ref ProtoWriter writer, ImmutableArray<T> values, uint tag, bool packed, TCodec codec) =>
        Write(ref writer, values.AsSpan(), tag, packed, codec);

    public static void Write(ref ProtoWriter writer, IEnumerable<T>? values, uint tag, bool packed, TCodec codec)
    {
        switch (values)
        {
            case null: return;
            case T[] array: Write(ref writer, new ReadOnlySpan<T>(array), tag, packed, codec); return;
            case List<T> list: Write(ref writer, CollectionsMarshal.AsSpan(list), tag, packed, codec); return;
        }
        if (packed)
        {
            long size = 0;
            var count = 0;
            foreach (var value in values)
            {
                size += codec.Measure(value, 0);
                count++;
            }
            if (count == 0)
                return;
            writer.WriteRawTag(tag);
            writer.WriteNestedLength(size, WireFormat.GetFieldNumber(tag), typeof(T));
            foreach (var value in values)
                codec.Write(ref writer, value);
            return;
        }
        var index = 0;
        foreach (var value in values)
        {
            writer.WriteRawTag(tag);
            codec.Write(ref writer, value ?? throw new NullElementException(index));
            index++;
        }
    }

    // ---- read

    /// <summary>
    /// Reads one occurrence (a packed run when the wire type is length-delimited and the element is packable,
    /// otherwise one value) and appends it. False when the wire type fits neither: the caller treats the field as
    /// unknown.
    /// </summary>
    public static bool Read(ref ProtoReader reader, ICollection<T> target, TCodec codec)
    {
        var wireType = reader.WireType;
        if (wireType == WireType.LengthDelimited
            && codec.WireType is WireType.Varint or WireType.Fixed32 or WireType.Fixed64)
        {
            var token = reader.BeginPacked();
            while (!reader.IsAtLimit)
                target.Add(codec.Read(ref reader, default!));
            reader.EndLengthDelimited(token);
            return true;
        }
        if (wireType != codec.WireType)
            return false;
        target.Add(codec.Read(ref reader, default!));
        return true;
    }

    /// <summary>
    /// As <see cref="Read(ref ProtoReader, ICollection{T}, TCodec)"/>, for a list (no interface dispatch per element),
    /// sized ahead: packed fixed-width runs exactly from their length (and copied in bulk on little-endian), packed
    /// varints from the bytes that end one, unpacked elements from the run of equal tags ahead.
    /// </summary>
    public static bool Read(ref ProtoReader reader, List<T> target, TCodec codec)
    {
        var wireType = reader.WireType;
        if (wireType == WireType.LengthDelimited
            && codec.WireType is WireType.Varint or WireType.Fixed32 or WireType.Fixed64)
        {
            var token = reader.BeginPacked();
            if (!PackedFixedRuns.TryRead(ref reader, target, FixedSize))
            {
                if (codec.WireType == WireType.Varint)
                    CollectionSizing.Reserve(target, reader.CountPackedVarints(out _));
                while (!reader.IsAtLimit)
                    target.Add(codec.Read(ref reader, default!));
            }
            reader.EndLengthDelimited(token);
            return true;
        }
        if (wireType != codec.WireType)
            return false;
        CollectionSizing.ReserveIfFull(ref reader, target);
        target.Add(codec.Read(ref reader, default!));
        return true;
    }

    /// <summary>As <see cref="Read(ref ProtoReader, List{T}, TCodec)"/>, for an array or immutable collection being
    /// gathered.</summary>
    public static bool Read(ref ProtoReader reader, ArrayBuilder<T> target, TCodec codec)
    {
        var wireType = reader.WireType;
        if (wireType == WireType.LengthDelimited
            && codec.WireType is WireType.Varint or WireType.Fixed32 or WireType.Fixed64)
        {
            var token = reader.BeginPacked();
            if (!PackedFixedRuns.TryRead(ref reader, target, FixedSize))
            {
                if (codec.WireType == WireType.Varint)
                    target.Reserve(reader.CountPackedVarints(out _));
                while (!reader.IsAtLimit)
                    target.Add(codec.Read(ref reader, default!));
            }
            reader.EndLengthDelimited(token);
            return true;
        }
        if (wireType != codec.WireType)
            return false;
        CollectionSizing.ReserveIfFull(ref reader, target);
        target.Add(codec.Read(ref reader, default!));
        return true;
    }

    /// <summary>The element size when <typeparamref name="TCodec"/> reads raw little-endian values of
    /// <typeparamref name="T"/>'s own layout; else 0.</summary>
    private static int FixedSize =>
        typeof(TCodec) == typeof(Fixed32Codec) || typeof(TCodec) == typeof(SFixed32Codec)
        || typeof(TCodec) == typeof(FloatCodec)
            ? 4
        : typeof(TCodec) == typeof(Fixed64Codec) || typeof(TCodec) == typeof(SFixed64Codec)
        || typeof(TCodec) == typeof(DoubleCodec)
            ? 8
        : 0;
}
