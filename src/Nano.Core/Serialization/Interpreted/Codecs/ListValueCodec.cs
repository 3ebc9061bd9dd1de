using System.Collections;
using Nano.Serialization.Codecs;

namespace Nano.Serialization.Interpreted.Codecs;

/// <summary>
/// The interpreted codec of protobuf-net's map value that is a list (<see cref="ValueModel.ListElement"/>): the list's
/// fields 2 inside the entry, written and read by the shared <see cref="ListMapValues"/> over the element's codec, on
/// boxed elements (the list is a <c>List&lt;T&gt;</c> or <c>T[]</c> of the model's element type).
/// </summary>
internal sealed class ListValueCodec : Codec<object>
{
    private readonly Codec _elements;
    private readonly Type _elementType;
    private readonly Type _listType;
    private readonly string _where;

    /// <param name="value">The map value's model.</param>
    /// <param name="elements">The codec of the list's elements.</param>
    public ListValueCodec(ValueModel value, Codec elements) : base(WireType.LengthDelimited)
    {
        _elements = elements;
        _elementType = value.ListElement!.Type;
        _listType = value.ListType!;
        _where = $"A map value of type {value.Type.Name}";
    }

    public override long Measure(object value, int depthLeft)
    {
        var list = (ICollection)value;
        return ListMapValues.Measure(list.Cast<object>(), list.Count, new BoxedCodec(_elements), depthLeft);
    }

    public override void Write(ref ProtoWriter writer, object value)
    {
        var list = (ICollection)value;
        ListMapValues.Write(ref writer, list.Cast<object>(), list.Count, new BoxedCodec(_elements), _elementType);
    }

    /// <summary>Appends the fields 2 here to <paramref name="existing"/> (the list an earlier field 2 of the same entry
    /// made, or null).</summary>
    public override object Read(ref ProtoReader reader, object existing)
    {
        var sink = new Sink(existing as IList is { IsFixedSize: false } list ? list : New(existing as IList));
        ListMapValues.Read<object, BoxedCodec, Sink>(ref reader, new BoxedCodec(_elements), ref sink, _elementType);
        return _listType.IsArray ? ToArray(sink.List) : sink.List;
    }

    public override bool IsDefault(object value) => false; // a list value is written whatever it holds (none: null)

    public override object Empty => null!; // a read starts a new list

    /// <summary>An entry with no field 2 holds an empty list, as protobuf-net reads it.</summary>
    public override object CreateEmpty(ref ProtoReader reader) =>
        _listType.IsArray ? AotGenerics.NewArray(_elementType, 0, _where) : New(null);

    /// <summary>A new list of the element type (for an array value, gathered there first), holding the elements of
    /// <paramref name="from"/>.</summary>
    private IList New(IList? from)
    {
        var list = (IList)Activator.CreateInstance(MessageTypes.Creatable(_listType.IsArray
            ? AotGenerics.Close(typeof(List<>), _where, _elementType)
            : _listType))!;
        if (from is not null)
            foreach (var item in from)
                list.Add(item);
        return list;
    }

    private Array ToArray(IList list)
    {
        var array = AotGenerics.NewArray(_elementType, list.Count, _where);
        list.CopyTo(array, 0);
        return array;
    }

    /// <summary>Appends to the list being read.</summary>
    private readonly struct Sink(IList list) : IListSink<object>
    {
        public IList List => list;

        public void Add(object item) => list.Add(item);
    }
}
