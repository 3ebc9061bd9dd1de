#if NET
using System.Runtime.InteropServices;
#endif

namespace Nano.Serialization.Interpreted.Collections;

/// <summary>
/// A repeated field held in a mutable collection (<see cref="CollectionKind.List"/>: <c>List&lt;T&gt;</c>, an interface
/// a list stands in for, a HashSet or a user's collection; <see cref="CollectionKind.Existing"/>: a get-only one its
/// owner creates). Read straight into the member: a <see cref="List{T}"/> sized from the input (exactly, on
/// contiguous input), any other collection through <see cref="ICollection{T}.Add"/>. As the emit backend, values are
/// appended to the collection the member already holds (a constructor's, or the one being merged into) when it can
/// grow; otherwise a new one receives its elements first.
/// </summary>
internal sealed class CollectionField<T, TValue> : RepeatedField<T, TValue>
{
    private readonly CollectionGetter _getter; // Member's getter, called directly where it can be
    private readonly bool _getOnly;
    private readonly bool _createsList;          // the collection to create is List<T>
    private readonly bool _createsHashSet;       // ... or HashSet<T> (HashSets: the
                                                 // field's KeyHashing picks its comparer)
    private readonly bool _recyclesList;         // the member is declared List<T>: pool
                                                 // mode may hand out a recycled one
    private readonly ConstructorInfo? _constructor; // else: the concrete type's public parameterless constructor

    public CollectionField(FieldModel field, Codec<TValue> codec) : base(field, codec)
    {
        _getter = CollectionMembers.Getter(field, Member);
        _getOnly = field.Collection == CollectionKind.Existing;
        ReadsDirect = true;
        _createsList = CreatesOwn(typeof(List<T>), out _constructor);
        _createsHashSet = field.ConcreteCollectionType == typeof(HashSet<T>);
        _recyclesList = field.MemberType == typeof(List<T>);
    }

    protected override bool TryGetSpan(object message, out ReadOnlySpan<T> span, out object? collection)
    {
        collection = _getter.Get(message);
        switch (collection)
        {
            case null:
                span = default;
                return false;
#if NET
            case List<T> list: // first: the common member (the array test calls a slower cast helper)
                span = CollectionsMarshal.AsSpan(list);
                return true;
#endif
            case T[] array:
                span = array;
                return true;
            default:
                span = default;
                return false;
        }
    }

    // ---- reading straight into the instance

    public override bool ReadInto(ref ProtoReader reader, WireType wireType, object instance)
    {
        var current = _getter.Get(instance);
        if (current is List<T> list)
            return ReadInto(ref reader, wireType, list);
        if (!Accepts(wireType))
            return false; // an unknown field: the member is left as it is
        var target = Appendable(ref reader, current, instance);
        return target is List<T> created ? ReadInto(ref reader, wireType, created)
            : ReadInto(ref reader, wireType, target);
    }

    /// <summary>The collection to add to: <paramref name="current"/> when it can grow, else a new one (stored in the
    /// member) holding its elements.</summary>
    private ICollection<T> Appendable(ref ProtoReader reader, object? current, object instance)
    {
        if (_getOnly)
            return GetOnlyMembers<T>.Collection(current, GraphErrors.MemberName(Model));
        if (current is ICollection<T> collection && CollectionSizing.CanGrow(collection)
            && !HashSets<T>.ShouldReplace(current, Model.KeyHashing))
            return collection;
        var created = Create(ref reader, current);
        Member.Set(instance, created);
        return created;
    }

    /// <summary>A new collection of the concrete type, holding <paramref name="old"/>'s elements (an array or a
    /// read-only collection the member held).</summary>
    private ICollection<T> Create(ref ProtoReader reader, object? old)
    {
        // A member declared List<T> takes a recycled list in pool mode, as emitted code does (Recycling: null
        // otherwise).
        var created =
            _createsList ? (_recyclesList ? Buffers.Recycling.Recycling.RentList<T>(ref reader) : null) ?? new List<T>()
            : _createsHashSet ? HashSets<T>.New(Model.KeyHashing)
            : (ICollection<T>)NewConcrete(_constructor, " or declare it as an array");
        if (old is not null)
            foreach (var item in (IEnumerable<T>)old)
                created.Add(item);
        return created;
    }

    // ---- reading into a slot (constructor-built types, struct messages, hierarchies)

    public override bool Read(ref ProtoReader reader, WireType wireType, ref Slot slot)
    {
        if (slot.Value is List<T> list)
            return ReadInto(ref reader, wireType, list);
        if (!Accepts(wireType))
            return false;
        // slot.Value: the collection being merged into (or null); a get-only member's is added to at Store.
        ICollection<T> target =
            !_getOnly && slot.Value is ICollection<T> collection && CollectionSizing.CanGrow(collection)
            && !HashSets<T>.ShouldReplace(collection, Model.KeyHashing) ? collection
            : _getOnly ? new List<T>()
            : Create(ref reader, slot.Value);
        slot.Value = target;
        return target is List<T> created ? ReadInto(ref reader, wireType, created)
            : ReadInto(ref reader, wireType, target);
    }

    public override void Store(object target, ref Slot slot)
    {
        if (!_getOnly)
        {
            Member.Set(target, slot.Value!);
            return;
        }
        var member = Member.Get(target);
        var into = GetOnlyMembers<T>.Collection(member, GraphErrors.MemberName(Model));
        if (slot.Value is List<T> read && !ReferenceEquals(read, member))
            foreach (var item in read)
                into.Add(item);
    }

    public override object? Final(ref Slot slot) => slot.Value;

    public override bool IsSet(object message) => _getter.Get(message) is not null;
}
