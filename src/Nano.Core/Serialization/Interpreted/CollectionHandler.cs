using System.Collections;

namespace Nano.Serialization.Interpreted;

/// <summary>
/// Enumerates a repeated or map member for writing, and builds (or appends to) its collection after reading.
/// Generic types are closed once, when the plan is made; reading and writing then use non-generic interfaces.
/// </summary>
internal sealed class CollectionHandler
{
    private readonly FieldModel _field;
    private readonly Type _element;
    private readonly Type? _collectionInterface; // ICollection<T>
    private readonly MethodInfo? _add;           // ICollection<T>.Add, for collections without IList
    private readonly MethodInfo? _setItem;       // IDictionary<K,V>.this[] setter, for dictionaries without IDictionary
    private readonly MethodInfo? _createImmutable;
    private readonly PropertyInfo? _isDefault;   // ImmutableArray<T>.IsDefault
    private readonly PropertyInfo? _pairKey, _pairValue;
    [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicParameterlessConstructor)]
    private readonly Type? _dictionaryType;
    [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicParameterlessConstructor)]
    private readonly Type? _concrete;            // the collection to create on read (FieldModel.ConcreteCollectionType)
    private readonly string _where;
    // Public parameterless constructors of the types above, found once: Activator.CreateInstance with binding flags
    // looks them up (and allocates) on every call. Null where there is none to call (NewCollection then says why).
    private readonly ConstructorInfo? _concreteConstructor, _dictionaryConstructor;
    // Hash-flooding defence (MapKeyComparers): Nano's key comparer in keyed mode from the start (this handler sets
    // entries through the non-generic IDictionary, which cannot tell the table's size to an adaptive one's watch),
    // Dictionary<K,V>(IEqualityComparer<K>), the default comparer it replaces, and the members that tell a field
    // initializer's empty default dictionary apart.
    private readonly object? _keyComparer, _defaultKeyComparer;
    private readonly ConstructorInfo? _comparerConstructor;
    private readonly PropertyInfo? _dictionaryComparer;

    public CollectionHandler(FieldModel field)
    {
        _field = field;
        _where = $"{field.Member.DeclaringType?.FullName}.{field.Member.Name} (field {field.Number})";
        _concrete = field.ConcreteCollectionType is { } concrete ? MessageTypes.Creatable(concrete) : null;
        _concreteConstructor = _concrete?.GetConstructor(Type.EmptyTypes);
        if (field.Shape == FieldShape.Map)
        {
            var key = field.Key!.Type;
            var value = field.Value.Type;
            var pair = AotGenerics.Close(typeof(KeyValuePair<,>), _where, key, value);
            _element = pair;
            _pairKey = pair.GetProperty("Key");
            _pairValue = pair.GetProperty("Value");
            // Only maps that are not IDictionary need the members below; a trimmed NativeAOT app may lack them
            // (ILCompiler keeps no reflection metadata for an instantiation it cannot see), so they are checked at use.
            _setItem =
                AotGenerics.Close(typeof(IDictionary<,>), _where, key, value).GetProperty("Item")?.GetSetMethod();
            _dictionaryType = AotGenerics.Close(typeof(Dictionary<,>), _where, key, value);
            _dictionaryConstructor = _dictionaryType.GetConstructor(Type.EmptyTypes);
            _keyComparer = MapKeyComparers.For(key, field.KeyHashing);
            if (_keyComparer is not null)
                (_comparerConstructor, _dictionaryComparer, _defaultKeyComparer) =
                    ComparerMembers(_dictionaryType, key);
            if (field.Collection == CollectionKind.ImmutableDictionary)
                _createImmutable = AotGenerics.Close(typeof(ImmutableDictionary).GetMethods()
                    .Single(m => m.Name == nameof(ImmutableDictionary.CreateRange) && m.GetParameters().Length == 2
                        && m.GetParameters()[0].ParameterType.Name.StartsWith("IEqualityComparer",
                            StringComparison.Ordinal)), _where, key, value);
            else if (field.Collection == CollectionKind.ImmutableSortedDictionary)
                _createImmutable = ImmutableMember(typeof(IImmutableDictionary<,>),
                    nameof(IImmutableDictionary<int, int>.SetItem), key, value);
            return;
        }

        _element = field.Value.Type;
        var collectionInterface = AotGenerics.Close(typeof(ICollection<>), _where, _element);
        _collectionInterface = collectionInterface;
        _add = collectionInterface.GetMethod("Add"); // checked at use: only collections that are not IList need it
        if (field.Collection == CollectionKind.ImmutableArray)
        {
            _createImmutable = AotGenerics.Close(typeof(ImmutableArray).GetMethods()
                .Single(m => m.Name == nameof(ImmutableArray.Create)
                    && m.GetParameters() is [{ ParameterType.IsArray: true }]), _where, _element);
            _isDefault = AotGenerics.Close(typeof(ImmutableArray<>), _where, _element)
                .GetProperty(nameof(ImmutableArray<int>.IsDefault))
                ?? throw AotGenerics.MissingMember("ImmutableArray<T>.IsDefault", _where);
        }
        else if (field.Collection == CollectionKind.ImmutableList)
        {
            _createImmutable = AotGenerics.Close(typeof(ImmutableList).GetMethods()
                .Single(m => m.Name == nameof(ImmutableList.CreateRange) && m.GetParameters().Length == 1), _where,
                    _element);
        }
        else if (field.Collection == CollectionKind.ImmutableSet)
        {
            _createImmutable = ImmutableMember(typeof(IImmutableSet<>), nameof(IImmutableSet<int>.Union), _element);
        }
    }

    /// <summary>A method of an immutable collection interface closed over the field's types (Union, SetItem).</summary>
    [UnconditionalSuppressMessage("Trimming", "IL2075",
        Justification = "A member of the BCL interface the member's own type implements; a missing one is reported by "
            + "MissingMember.")]
    private MethodInfo ImmutableMember(Type definition, string name, params Type[] arguments) =>
        AotGenerics.Close(definition, _where, arguments).GetMethod(name)
            ?? throw AotGenerics.MissingMember($"{definition.Name}.{name}", _where);

    /// <summary>Dictionary&lt;K,V&gt;(IEqualityComparer&lt;K&gt;), Dictionary&lt;K,V&gt;.Comparer and
    /// EqualityComparer&lt;K&gt;.Default.</summary>
    [UnconditionalSuppressMessage("Trimming", "IL2070",
        Justification = "A trimmed app may lack these members of an instantiation it does not mention: each is "
            + "null-checked, and without them the map keeps the default comparer.")]
    private (ConstructorInfo?, PropertyInfo?, object?) ComparerMembers(Type dictionary, Type key) => (
        dictionary.GetConstructor([AotGenerics.Close(typeof(IEqualityComparer<>), _where, key)]),
        dictionary.GetProperty("Comparer"),
        AotGenerics.Close(typeof(EqualityComparer<>), _where, key).GetProperty("Default")?.GetValue(null));

    /// <summary>The elements of a repeated member (an empty sequence for a default ImmutableArray).</summary>
    public IEnumerable Elements(object collection) =>
        _isDefault is not null
            && (bool)_isDefault.GetValue(collection)! ? Array.Empty<object>() : (IEnumerable)collection;

    /// <summary>The entries of a map member.</summary>
    public IEnumerable<(object Key, object? Value)> Entries(object map)
    {
        if (map is IDictionary dictionary)
        {
            var e = dictionary.GetEnumerator();
            while (e.MoveNext())
                yield return (e.Key, e.Value);
            yield break;
        }
        foreach (var pair in (IEnumerable)map)
            yield return (
                (_pairKey ?? throw AotGenerics.MissingMember("KeyValuePair<K,V>.Key", _where)).GetValue(pair)!,
                (_pairValue ?? throw AotGenerics.MissingMember("KeyValuePair<K,V>.Value", _where)).GetValue(pair));
    }

    /// <summary>
    /// The collection to store after reading: <paramref name="existing"/> with <paramref name="items"/> appended
    /// (in place when it is mutable), or a new collection.
    /// </summary>
    public object Finish(object? existing, List<object?> items, MemberAccessor? owner = null,
        object? ownerTarget = null)
    {
        switch (_field.Collection)
        {
            case CollectionKind.Array:
                {
                    var old = existing as Array;
                    var oldLength = old?.Length ?? 0;
                    var array = AotGenerics.NewArray(_element, oldLength + items.Count, _where);
                    if (old is not null)
                        Array.Copy(old, array, oldLength);
                    for (var i = 0; i < items.Count; i++)
                        array.SetValue(items[i], oldLength + i);
                    return array;
                }
            case CollectionKind.ImmutableArray:
            case CollectionKind.ImmutableList:
                return Reflect.Invoke(_createImmutable!, null, [Concatenated(existing, items)])!;
            case CollectionKind.ImmutableSet:
                {
                    // As ImmutableSetRebuild (typed backends): the set held, else the model's empty one, with the
                    // elements read added.
                    var set = ImmutableSetHashing.WithKeyedHash(
                        existing is not null && _createImmutable!.DeclaringType!.IsInstanceOfType(existing)
                            ? existing
                            : _field.ImmutableEmpty,
                        _field.KeyHashing);
                    return Reflect.Invoke(_createImmutable!, set,
                        [Concatenated(ReferenceEquals(set, existing) ? null : existing, items)])!;
                }
            default:
                {
                    if (existing is not null && IsAppendable(existing)
                        && !(_field.Collection == CollectionKind.List
                            && BoxedHashSets.ShouldReplace(existing, _field.KeyHashing)))
                    {
                        AddAll(existing, items);
                        return existing;
                    }
                    // No collection yet, or one that cannot grow (an array behind IReadOnlyList, say): build a new one.
                    var target = NewCollection(_concrete!, _concreteConstructor, owner, ownerTarget);
                    if (existing is not null)
                        AddAll(target, [.. Elements(existing).Cast<object?>()]);
                    AddAll(target, items);
                    return target;
                }
        }
    }

    /// <summary>A new, empty collection of <paramref name="type"/>, through <paramref name="constructor"/> when it has
    /// a public parameterless one.</summary>
    /// <remarks>NativeAOT keeps no reflection-callable constructor for an instantiation such as List&lt;long&gt; that
    /// the app only creates in code. The message's own initializer then made one: an empty collection of exactly that
    /// type, read from <paramref name="owner"/>, stands in for the new one. Otherwise a ProtoModelException names the
    /// member.</remarks>
    private object NewCollection(
        [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicParameterlessConstructor)] Type type,
        ConstructorInfo? constructor, MemberAccessor? owner, object? ownerTarget)
    {
        try
        {
            return BoxedHashSets.New(type, _field.KeyHashing)
                ?? (constructor is not null ? Reflect.Invoke(constructor, null) : Reflect.New(type));
        }
        catch (MissingMethodException e) when (!System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported)
        {
            if (owner is not null && ownerTarget is not null && owner.Get(ownerTarget) is ICollection { Count: 0 } empty
                && empty.GetType() == type)
                return empty;
            throw GraphErrors.NoConstructorUnderAot(_where, type, " or declare it as an array", e);
        }
    }

    private bool IsAppendable(object collection) => collection is IList list
        ? !list.IsReadOnly && !list.IsFixedSize
        : _collectionInterface!.IsInstanceOfType(collection);

    /// <summary>Appends items to a mutable collection.</summary>
    public void AddAll(object collection, List<object?> items)
    {
        if (collection is IList list && !list.IsFixedSize)
        {
            foreach (var item in items)
                list.Add(item);
            return;
        }
        foreach (var item in items)
            Reflect.Invoke(_add ?? throw AotGenerics.MissingMember("ICollection<T>.Add", _where), collection, [item]);
    }

    /// <summary>The map to store after reading: entries set on <paramref name="existing"/> (last one wins) or on a new
    /// map.</summary>
    public object FinishMap(object? existing, List<(object Key, object? Value)> entries, MemberAccessor? owner = null,
        object? ownerTarget = null)
    {
        if (_field.Collection == CollectionKind.ImmutableDictionary)
        {
            var merged = (IDictionary)NewMap(_dictionaryType!, _dictionaryConstructor, null, null);
            if (existing is not null)
                foreach (var (k, v) in Entries(existing))
                    merged[k] = v;
            foreach (var (k, v) in entries)
                merged[k] = v;
            // The user's own key comparer, when the existing immutable map has one, else Nano's (null: the default).
            var comparer = existing is not null && ExistingKeyComparer(existing) is { } kept
                && !Equals(kept, _defaultKeyComparer) ? kept : _keyComparer;
            return Reflect.Invoke(_createImmutable!, null, [comparer, merged])!;
        }
        if (_field.Collection == CollectionKind.ImmutableSortedDictionary)
        {
            // As ImmutableSortedMapRebuild (typed backends): the map held, else the model's empty one, with the entries
            // read set.
            var map = existing is not null
                && _createImmutable!.DeclaringType!.IsInstanceOfType(existing) ? existing : _field.ImmutableEmpty;
            if (existing is not null && !ReferenceEquals(map, existing))
                foreach (var (k, v) in Entries(existing))
                    map = Reflect.Invoke(_createImmutable!, map, [k, v])!;
            foreach (var (k, v) in entries)
                map = Reflect.Invoke(_createImmutable!, map, [k, v])!;
            return map;
        }
        var target = existing is not null && !IsEmptyDefaultDictionary(existing) ? existing
            : NewMap(_concrete!, _concreteConstructor, owner, ownerTarget);
        SetAll(target, entries);
        return target;
    }

    /// <summary>The key comparer of an existing ImmutableDictionary (null for another map, or when a trimmed app lacks
    /// the property).</summary>
    [UnconditionalSuppressMessage("Trimming", "IL2075",
        Justification = "Null-checked: without the property the immutable map takes Nano's comparer.")]
    private static object? ExistingKeyComparer(object existing) =>
        existing.GetType().GetProperty("KeyComparer")?.GetValue(existing);

    /// <summary>A new map; an exact Dictionary&lt;K,V&gt; gets Nano's key comparer when the key type has one.</summary>
    private object NewMap(
        [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicParameterlessConstructor)] Type type,
        ConstructorInfo? constructor, MemberAccessor? owner, object? ownerTarget) =>
        type == _dictionaryType && _comparerConstructor is not null
            ? Reflect.Invoke(_comparerConstructor, [_keyComparer])
            : NewCollection(type, constructor, owner, ownerTarget);

    /// <summary>Whether <paramref name="existing"/> is an empty exact Dictionary&lt;K,V&gt; with the default comparer
    /// (a field initializer's <c>new()</c>), which gives way to one with Nano's comparer
    /// (MapKeyComparer.ShouldReplace).</summary>
    private bool IsEmptyDefaultDictionary(object existing) =>
        _comparerConstructor is not null && _dictionaryComparer is not null && _concrete == _dictionaryType
        && existing.GetType() == _dictionaryType && existing is ICollection { Count: 0 }
        && ReferenceEquals(_dictionaryComparer.GetValue(existing), _defaultKeyComparer);

    /// <summary>Sets entries on a mutable map (last one wins).</summary>
    public void SetAll(object map, List<(object Key, object? Value)> entries)
    {
        if (map is IDictionary dictionary && !dictionary.IsReadOnly)
        {
            foreach (var (k, v) in entries)
                dictionary[k] = v;
            return;
        }
        foreach (var (k, v) in entries)
            Reflect.Invoke(_setItem ?? throw AotGenerics.MissingMember("IDictionary<K,V>.this[] setter", _where), map,
                [k, v]);
    }

    /// <summary>An array of the element type: the elements of <paramref name="existing"/> (when not null), then
    /// <paramref name="items"/>.</summary>
    private Array Concatenated(object? existing, List<object?> items)
    {
        var all = new List<object?>();
        if (existing is not null)
            foreach (var item in Elements(existing))
                all.Add(item);
        all.AddRange(items);
        var array = AotGenerics.NewArray(_element, all.Count, _where);
        for (var i = 0; i < all.Count; i++)
            array.SetValue(all[i], i);
        return array;
    }
}
