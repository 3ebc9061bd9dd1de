namespace Nano.Serialization.Collections;

/// <summary>
/// A packed run of fixed-width numbers (inside <see cref="ProtoReader.BeginPacked"/>) appended with one copy, where
/// the wire bytes are the element type's own little-endian layout (fixed32, sfixed32 and float as <c>uint</c>,
/// <c>int</c> and <c>float</c>; the 64-bit ones likewise): shared by both backends' repeated readers, which pass the
/// width (0 when the element is not such a number). The count comes from the region's length, which was checked
/// against the input. False when not applicable (width 0, big-endian, a length that is not a multiple of the width):
/// the caller's element loop then reads the run, and reports a truncated value.
/// </summary>
internal static class PackedFixedRuns
{
    /// <summary>Appends the run to <paramref name="list"/> (room reserved as <see cref="CollectionSizing.Reserve{T}"/>
    /// does).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryRead<T>(ref ProtoReader reader, List<T> list, int width)
    {
#if NET
        if (!Applies(ref reader, width, out var n))
            return false;
        if (n == 0)
            return true;
        var old = list.Count;
        CollectionSizing.Reserve(list, n);
        CollectionsMarshal.SetCount(list, old + n);
        Copy(ref reader, CollectionsMarshal.AsSpan(list).Slice(old), width);
        return true;
#else
        // No CollectionsMarshal: the caller's element loop appends the run, into room reserved here for all of it (its
        // own reservation is for varints only), so that the list still comes out sized for the run.
        if (Applies(ref reader, width, out var n) && n > 0)
            CollectionSizing.Reserve(list, n);
        return false;
#endif
    }

    /// <summary>Appends the run to an array or immutable collection being gathered.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryRead<T>(ref ProtoReader reader, ArrayBuilder<T> builder, int width)
    {
#if NET
        if (!Applies(ref reader, width, out var n))
            return false;
        Copy(ref reader, builder.AppendSpan(n), width);
        return true;
#else
        // No span over T's bytes without MemoryMarshal.CreateSpan: the caller's element loop appends the run, into room
        // reserved here for all of it, as AppendSpan would.
        if (Applies(ref reader, width, out var n))
            builder.Reserve(n);
        return false;
#endif
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool Applies(ref ProtoReader reader, int width, out int n)
    {
        n = 0;
        if (width == 0 || !BitConverter.IsLittleEndian || reader.Remaining % width != 0)
            return false;
        n = (int)(reader.Remaining / width);
        return true;
    }

#if NET
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void Copy<T>(ref ProtoReader reader, Span<T> span, int width) =>
        reader.ReadRaw(MemoryMarshal.CreateSpan(ref Unsafe.As<T, byte>(ref MemoryMarshal.GetReference(span)),
            span.Length * width));
#endif
}
