namespace Nano.Emit.Runtime;

/// <summary>
/// Emitted code's codec of protobuf-net's map value that is a list (<see cref="Nano.Model.ValueModel.ListElement"/>):
/// the list's fields 2 inside the entry, written and read by the shared <see cref="ListMapValues"/> over the element's
/// codec. <typeparamref name="TList"/> is the map's value type: a <see cref="List{T}"/>, an interface it implements,
/// or an array (gathered in a list, then copied once per run of fields 2).
/// </summary>
/// <param name="elements">The element codec (a message element's carries its serializer).</param>
internal readonly struct ListValueCodec<TList, E, TElem>(TElem elements) : IValueCodec<TList>, IListMapValue<TList>
    where TList : class, IEnumerable<E>
    where TElem : struct, IValueCodec<E>
{
    public WireType WireType => WireType.LengthDelimited; // nominal: the value writes its own tags

    public bool IsDefault(TList value) => false; // a list value is written whatever it holds (none: null)

    public long Measure(TList value, int depthLeft) => ListMapValues.Measure(value, Count(value), elements, depthLeft);

    public void Write(ref ProtoWriter writer, TList value) =>
        ListMapValues.Write(ref writer, value, Count(value), elements, typeof(E));

    /// <summary>Appends the fields 2 here to <paramref name="existing"/> (the list an earlier field 2 of the same entry
    /// made, or null).</summary>
    public TList Read(ref ProtoReader reader, TList existing)
    {
        var sink = new ListSink<E>(existing as List<E> ?? (existing is null ? [] : [.. existing]));
        ListMapValues.Read<E, TElem, ListSink<E>>(ref reader, elements, ref sink, typeof(E));
        return typeof(TList) == typeof(E[]) ? (TList)(object)sink.List.ToArray() : (TList)(object)sink.List;
    }

    /// <summary>An entry with no field 2 holds an empty list, as protobuf-net reads it.</summary>
    public TList NewEmpty() => typeof(TList) == typeof(E[]) ? (TList)(object)Array.Empty<E>()
        : (TList)(object)new List<E>();

    private static int Count(TList value) => value switch
    {
        ICollection<E> collection => collection.Count,
        IReadOnlyCollection<E> collection => collection.Count,
        _ => value.Count(),
    };
}

/// <summary>A map value codec that writes its own fields 2 and refuses duplicate keys
/// (see <see cref="ListMapValues"/>).</summary>
internal interface IListMapValue<TList>
{
    /// <summary>The value of an entry that has none: an empty list.</summary>
    TList NewEmpty();
}

/// <summary>Appends to a list being read.</summary>
internal readonly struct ListSink<E>(List<E> list) : IListSink<E>
{
    public List<E> List => list;

    public void Add(E item) => list.Add(item);
}
