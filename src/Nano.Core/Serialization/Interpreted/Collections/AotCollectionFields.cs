namespace Nano.Serialization.Interpreted.Collections;

/// <summary>
/// What <see cref="CollectionFields"/> does differently where dynamic code is not supported (NativeAOT;
/// <c>DynamicCodeSupport=false</c> under JIT): the element, key and value types are recovered from a written-out set,
/// each instantiation named below, and everything else is boxed with a <see cref="FieldHandler.FallbackReason"/>.
/// </summary>
/// <remarks>
/// Why a written-out set and no visitor: <see cref="Codec.Accept{TResult}"/> is a generic virtual method, so ILCompiler
/// compiles a visitor's handler for every codec type (and for maps every key x value pair), each pulling List, HashSet,
/// ImmutableList and ImmutableDictionary code over that type: 4 MB to 31 MB measured. Here the compiler sees exactly
/// the instantiations below (docs/design-interpreted-collections.md lists them and the binary size they cost).
/// Message elements and values are <see cref="Codec{T}"/> of object; their handler is closed over the message class
/// at run time from canonical code (<see cref="CollectionFields.Messages"/>), or boxed, with the reason, when it cannot
/// be built.
/// </remarks>
internal static class AotCollectionFields
{
    /// <summary>The typed handler of a repeated <paramref name="field"/> without dynamic code, or null with the
    /// reason.</summary>
    public static FieldHandler? Repeated(FieldModel field, Codec codec, out string reason)
    {
        reason = "";
        var element = field.Value.Type;
        if (field.Collection == CollectionKind.ImmutableArray)
        {
            // A struct member: PropertyAccessor<TOwner, ImmutableArray<T>> has no template under NativeAOT, so the
            // member itself would be reached by reflection, boxed.
            reason = "an ImmutableArray member (a struct) is reached by reflection without dynamic code";
            return null;
        }
        if (field.Collection == CollectionKind.ImmutableSet)
        {
            reason = "an immutable set member: not compiled ahead of time, for size";
            return null;
        }
        if (field.Collection == CollectionKind.ImmutableList && element.IsValueType)
        {
            // ImmutableList<T> code per value type (its nodes, enumerator and pooled stacks): 171 KB for the nine types
            // of the set, measured; message and string elements share one canonical copy and stay typed.
            reason = $"an ImmutableList of {element.Name} (a value type): not compiled ahead of time, for size";
            return null;
        }
        if (element.IsEnum)
        {
            if (field.Collection == CollectionKind.Array && Enum.GetUnderlyingType(element) == typeof(int)
                && codec is Codec<int> underlying && EnumArrayField.CanCreate(field))
                return new EnumArrayField(field, underlying);
            reason = field.Collection == CollectionKind.Array
                ? $"elements of enum {element.Name}: an array of it is typed only for an int-based enum whose array "
                    + "type this app can create"
                : $"elements of enum {element.Name}: a collection of a user enum other than its array needs a generic "
                    + "closed over it (dynamic code)";
            return null;
        }
        var typed = Elements<int>(field, codec) ?? Elements<long>(field, codec)
            ?? Elements<uint>(field, codec) ?? Elements<ulong>(field, codec)
            ?? Elements<float>(field, codec) ?? Elements<double>(field, codec) ?? Elements<bool>(field, codec)
            ?? Elements<string>(field, codec) ?? Elements<byte[]>(field, codec);
        if (typed is not null)
            return typed;
        if (codec is Codec<object> messages)
        {
            if (!element.IsValueType)
                return Messages(element, null, out reason)?.Repeated(field, messages);
            reason = $"elements of struct {element.Name} (a struct message)";
            return null;
        }
        reason =
            $"elements of type {element.Name} are outside the set compiled ahead of time (int, long, uint, ulong, "
                + "float, double, bool, string, byte[], message classes)";
        return null;
    }

    /// <summary>The typed handler when the elements are <typeparamref name="T"/>, one type of the set; else
    /// null.</summary>
    private static FieldHandler? Elements<T>(FieldModel field, Codec codec) =>
        field.Value.Type == typeof(T) && codec is Codec<T> typed ? CollectionFields.Repeated<T, T>(field, typed) : null;

    /// <summary>The typed handler of a map <paramref name="field"/> without dynamic code, or null with the
    /// reason.</summary>
    public static FieldHandler? Map(FieldModel field, Codec keys, Codec values, out string reason)
    {
        var key = field.Key!.Type;
        if (field.Collection is CollectionKind.ImmutableDictionary or CollectionKind.ImmutableSortedDictionary)
        {
            // ImmutableDictionary<K, V> code per key x value pair: 627 KB for the set, measured (ImmutableMapField).
            reason = $"an {(field.Collection == CollectionKind.ImmutableDictionary
                ? "ImmutableDictionary"
                : "ImmutableSortedDictionary")} member: not compiled ahead of time, for size";
            return null;
        }
        if (key == typeof(string) && keys is Codec<string> text)
            return Values(field, text, values, out reason);
        if (key == typeof(int) && keys is Codec<int> int32)
            return Values(field, int32, values, out reason);
        if (key == typeof(long) && keys is Codec<long> int64)
            return Values(field, int64, values, out reason);
        reason = $"keys of type {key.Name} are outside the set compiled ahead of time (string, int, long)";
        return null;
    }

    private static FieldHandler? Values<K>(FieldModel field, Codec<K> keys, Codec values, out string reason)
        where K : notnull
    {
        reason = "";
        var value = field.Value.Type;
        var typed = Values<K, string>(field, keys, values)
            ?? Values<K, int>(field, keys, values) ?? Values<K, long>(field, keys, values)
            ?? Values<K, double>(field, keys, values) ?? Values<K, bool>(field, keys, values);
        if (typed is not null)
            return typed;
        if (value.IsEnum)
        {
            reason = $"values of enum {value.Name}: a map of a user enum needs a generic closed over it (dynamic code)";
            return null;
        }
        if (values is Codec<object> messages)
        {
            if (!value.IsValueType)
                return Messages(value, typeof(K), out reason)?.Map(field, keys, messages);
            reason = $"values of struct {value.Name} (a struct message)";
            return null;
        }
        reason =
            $"values of type {value.Name} are outside the set compiled ahead of time (string, int, long, double, bool, "
                + "message classes)";
        return null;
    }

    /// <summary>The typed handler when the values are <typeparamref name="V"/>, one type of the set; else
    /// null.</summary>
    private static FieldHandler? Values<K, V>(FieldModel field, Codec<K> keys, Codec values) where K : notnull =>
        field.Value.Type == typeof(V)
            && values is Codec<V> typed ? CollectionFields.Map<K, V, V>(field, keys, typed) : null;

    /// <summary>The message-class handlers (elements of type object excepted: they stay boxed).</summary>
    private static CollectionFields.ClassFactory? Messages(Type message, Type? mapKey, out string reason)
    {
        if (message != typeof(object))
            return CollectionFields.Messages(message, mapKey, out reason);
        reason = "elements of type object";
        return null;
    }
}
