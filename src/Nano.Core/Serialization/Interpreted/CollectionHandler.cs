using System.Collections;
using System.Collections.Immutable;
using System.Reflection;
using Nano.Model;

namespace Nano.Serialization.Interpreted;

/// <summary>
/// Enumerates a repeated or map member for writing, and builds (or appends to) its collection after reading.
/// Generic types are closed once, when the plan is made; reading and writing then use non-generic interfaces.
/// </summary>
internal sealed class CollectionHandler
{
    private readonly FieldModel _field;
    private readonly Type _element;
    private readonly MethodInfo? _add;           // ICollection<T>.Add, for collections without IList
    private readonly MethodInfo? _setItem;       // IDictionary<K,V>.this[] setter, for dictionaries without IDictionary
    private readonly MethodInfo? _createImmutable;
    private readonly PropertyInfo? _isDefault;   // ImmutableArray<T>.IsDefault
    private readonly PropertyInfo? _pairKey, _pairValue;
    private readonly Type? _dictionaryType;

    public CollectionHandler(FieldModel field)
    {
        _field = field;
        if (field.Shape == FieldShape.Map)
        {
            var key = field.Key!.Type;
            var value = field.Value.Type;
            _element = typeof(KeyValuePair<,>).MakeGenericType(key, value);
            _pairKey = _element.GetProperty("Key");
            _pairValue = _element.GetProperty("Value");
            _setItem = typeof(IDictionary<,>).MakeGenericType(key, value).GetProperty("Item")!.GetSetMethod();
            _dictionaryType = typeof(Dictionary<,>).MakeGenericType(key, value);
            if (field.Collection == CollectionKind.ImmutableDictionary)
                _createImmutable = typeof(ImmutableDictionary).GetMethods()
                    .Single(m => m.Name == nameof(ImmutableDictionary.CreateRange) && m.GetParameters().Length == 1)
                    .MakeGenericMethod(key, value);
            return;
        }

        _element = field.Value.Type;
        _add = typeof(ICollection<>).MakeGenericType(_element).GetMethod("Add");
        if (field.Collection == CollectionKind.ImmutableArray)
        {
            _createImmutable = typeof(ImmutableArray).GetMethods()
                .Single(m => m.Name == nameof(ImmutableArray.Create) && m.GetParameters() is [{ ParameterType.IsArray: true }])
                .MakeGenericMethod(_element);
            _isDefault = field.MemberType.GetProperty(nameof(ImmutableArray<int>.IsDefault));
        }
        else if (field.Collection == CollectionKind.ImmutableList)
        {
            _createImmutable = typeof(ImmutableList).GetMethods()
                .Single(m => m.Name == nameof(ImmutableList.CreateRange) && m.GetParameters().Length == 1)
                .MakeGenericMethod(_element);
        }
    }

    /// <summary>The elements of a repeated member (an empty sequence for a default ImmutableArray).</summary>
    public IEnumerable Elements(object collection) =>
        _isDefault is not null && (bool)_isDefault.GetValue(collection)! ? Array.Empty<object>() : (IEnumerable)collection;

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
            yield return (_pairKey!.GetValue(pair)!, _pairValue!.GetValue(pair));
    }

    /// <summary>
    /// The collection to store after reading: <paramref name="existing"/> with <paramref name="items"/> appended
    /// (in place when it is mutable), or a new collection.
    /// </summary>
    public object Finish(object? existing, List<object?> items)
    {
        switch (_field.Collection)
        {
            case CollectionKind.Array:
            {
                var old = existing as Array;
                var oldLength = old?.Length ?? 0;
                var array = Array.CreateInstance(_element, oldLength + items.Count);
                if (old is not null)
                    Array.Copy(old, array, oldLength);
                for (var i = 0; i < items.Count; i++)
                    array.SetValue(items[i], oldLength + i);
                return array;
            }
            case CollectionKind.ImmutableArray:
            case CollectionKind.ImmutableList:
            {
                var all = new List<object?>();
                if (existing is not null)
                    foreach (var item in Elements(existing))
                        all.Add(item);
                all.AddRange(items);
                var array = Array.CreateInstance(_element, all.Count);
                for (var i = 0; i < all.Count; i++)
                    array.SetValue(all[i], i);
                return Reflect.Invoke(_createImmutable!, null, [array])!;
            }
            default:
            {
                if (existing is not null && IsAppendable(existing))
                {
                    AddAll(existing, items);
                    return existing;
                }
                // No collection yet, or one that cannot grow (an array behind IReadOnlyList, say): build a new one.
                var target = Reflect.New(_field.ConcreteCollectionType!);
                if (existing is not null)
                    AddAll(target, [.. Elements(existing).Cast<object?>()]);
                AddAll(target, items);
                return target;
            }
        }
    }

    private bool IsAppendable(object collection) => collection is IList list
        ? !list.IsReadOnly && !list.IsFixedSize
        : _add!.DeclaringType!.IsInstanceOfType(collection);

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
            Reflect.Invoke(_add!, collection, [item]);
    }

    /// <summary>The map to store after reading: entries set on <paramref name="existing"/> (last one wins) or on a new map.</summary>
    public object FinishMap(object? existing, List<(object Key, object? Value)> entries)
    {
        if (_field.Collection == CollectionKind.ImmutableDictionary)
        {
            var merged = (IDictionary)Activator.CreateInstance(_dictionaryType!)!;
            if (existing is not null)
                foreach (var (k, v) in Entries(existing))
                    merged[k] = v;
            foreach (var (k, v) in entries)
                merged[k] = v;
            return Reflect.Invoke(_createImmutable!, null, [merged])!;
        }
        var target = existing ?? Reflect.New(_field.ConcreteCollectionType!);
        SetAll(target, entries);
        return target;
    }

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
            Reflect.Invoke(_setItem!, map, [k, v]);
    }
}
