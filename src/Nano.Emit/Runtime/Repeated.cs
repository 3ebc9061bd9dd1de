using System.Collections.Immutable;
using System.Runtime.InteropServices;
using Nano.Wire;

namespace Nano.Emit.Runtime;

/// <summary>
/// Repeated fields for emitted code, written once in C# and specialized by the JIT per element codec.
/// Arrays, lists and immutable arrays are walked as spans; other collections through their enumerator.
/// </summary>
internal static class Repeated<T, TCodec> where TCodec : struct, IValueCodec<T>
{
    // ---- measure

    public static int Measure(ReadOnlySpan<T> values, int tagSize, bool packed, TCodec codec, SizeCache sizes)
    {
        if (values.IsEmpty)
            return 0;
        var size = 0;
        for (var i = 0; i < values.Length; i++)
            size += codec.Measure(values[i] ?? throw new NullElementException(i), sizes);
        return packed ? tagSize + WireFormat.SizeOfLengthPrefixed(size) : size + values.Length * tagSize;
    }

    public static int Measure(T[]? values, int tagSize, bool packed, TCodec codec, SizeCache sizes) =>
        values is null ? 0 : Measure(new ReadOnlySpan<T>(values), tagSize, packed, codec, sizes);

    public static int Measure(List<T>? values, int tagSize, bool packed, TCodec codec, SizeCache sizes) =>
        values is null ? 0 : Measure(CollectionsMarshal.AsSpan(values), tagSize, packed, codec, sizes);

    public static int Measure(ImmutableArray<T> values, int tagSize, bool packed, TCodec codec, SizeCache sizes) =>
        values.IsDefault ? 0 : Measure(values.AsSpan(), tagSize, packed, codec, sizes);

    public static int Measure(IEnumerable<T>? values, int tagSize, bool packed, TCodec codec, SizeCache sizes)
    {
        switch (values)
        {
            case null: return 0;
            case T[] array: return Measure(new ReadOnlySpan<T>(array), tagSize, packed, codec, sizes);
            case List<T> list: return Measure(CollectionsMarshal.AsSpan(list), tagSize, packed, codec, sizes);
        }
        int size = 0, count = 0;
        foreach (var value in values)
        {
            size += codec.Measure(value ?? throw new NullElementException(count), sizes);
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
            var size = 0;
            foreach (var value in values)
                size += codec.Measure(value, null!);
            writer.WriteRawTag(tag);
            writer.WriteLength(size);
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
        switch (values)
        {
            case null: return;
            case T[] array: Write(ref writer, new ReadOnlySpan<T>(array), tag, packed, codec); return;
            case List<T> list: Write(ref writer, CollectionsMarshal.AsSpan(list), tag, packed, codec); return;
        }
        if (packed)
        {
            int size = 0, count = 0;
            foreach (var value in values)
            {
                size += codec.Measure(value, null!);
                count++;
            }
            if (count == 0)
                return;
            writer.WriteRawTag(tag);
            writer.WriteLength(size);
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
    /// otherwise one value) and appends it. False when the wire type fits neither: the caller treats the field as unknown.
    /// </summary>
    public static bool Read(ref ProtoReader reader, ICollection<T> target, TCodec codec)
    {
        var wireType = reader.WireType;
        if (wireType == WireType.LengthDelimited && codec.WireType is WireType.Varint or WireType.Fixed32 or WireType.Fixed64)
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

    /// <summary>As <see cref="Read(ref ProtoReader, ICollection{T}, TCodec)"/>, for a list (no interface dispatch per element).</summary>
    public static bool Read(ref ProtoReader reader, List<T> target, TCodec codec)
    {
        var wireType = reader.WireType;
        if (wireType == WireType.LengthDelimited && codec.WireType is WireType.Varint or WireType.Fixed32 or WireType.Fixed64)
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
}
