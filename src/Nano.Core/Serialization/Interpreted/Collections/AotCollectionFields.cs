using System.Diagnostics.CodeAnalysis;
using Nano.Model;
using Nano.Model.Building;
using Nano.Serialization.Interpreted.Codecs;
using Nano.Serialization.Interpreted.Fields;

namespace Nano.Serialization.Interpreted.Collections;

/// <summary>
/// The handler of a repeated or map field where dynamic code is not supported (NativeAOT; <c>DynamicCodeSupport=false</c>
/// under JIT): typed for a chosen set of element, key and value types, each instantiation written out below, and the
/// boxed <see cref="BoxedCollectionField"/> with a <see cref="FieldHandler.FallbackReason"/> for everything else.
/// </summary>
/// <remarks>
/// Why a written-out set and no visitor: <see cref="Codec.Accept{TResult}"/> is a generic virtual method, so ILCompiler
/// compiles a visitor's handler for every codec type (and for maps every key x value pair), each pulling List, HashSet,
/// ImmutableList and ImmutableDictionary code over that type: 4 MB to 31 MB measured. Here the compiler sees exactly
/// the instantiations below (docs/design-interpreted-collections.md lists them and the binary size they cost).
/// Message elements and values are <see cref="Codec{T}"/> of object; their handler is closed over the message class
/// at run time from canonical code (<see cref="MessageElements{E}"/>, <see cref="MessageValues{K, V}"/>), or boxed, with
/// the reason, when it cannot be built.
/// </remarks>
internal static class AotCollectionFields
{
    /// <summary>The handler of a repeated or map <paramref name="field"/> without dynamic code.</summary>
    public static FieldHandler Create(FieldModel field, Codec codec, Codec? keyCodec)
    {
        string reason;
        var typed = field.Shape == FieldShape.Map ? Map(field, keyCodec!, codec, out reason) : Repeated(field, codec, out reason);
        return typed ?? new BoxedCollectionField(field, codec, keyCodec, reason);
    }

    private static FieldHandler? Repeated(FieldModel field, Codec codec, out string reason)
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
            // ImmutableList<T> code per value type (its nodes, enumerator and pooled stacks): 171 KB for the nine types of
            // the set, measured; message and string elements share one canonical copy and stay typed.
            reason = $"an ImmutableList of {element.Name} (a value type): not compiled ahead of time, for size";
            return null;
        }
        if (element.IsEnum)
        {
            if (field.Collection == CollectionKind.Array && Enum.GetUnderlyingType(element) == typeof(int) && codec is Codec<int> underlying && CanCreateArray(field, element))
                return new EnumArrayField(field, underlying);
            reason = field.Collection == CollectionKind.Array
                ? $"elements of enum {element.Name}: an array of it is typed only for an int-based enum whose array type this app can create"
                : $"elements of enum {element.Name}: a collection of a user enum other than its array needs a generic closed over it (dynamic code)";
            return null;
        }
        if (element == typeof(int) && codec is Codec<int> int32)
            return Kinds(field, int32);
        if (element == typeof(long) && codec is Codec<long> int64)
            return Kinds(field, int64);
        if (element == typeof(uint) && codec is Codec<uint> uint32)
            return Kinds(field, uint32);
        if (element == typeof(ulong) && codec is Codec<ulong> uint64)
            return Kinds(field, uint64);
        if (element == typeof(float) && codec is Codec<float> single)
            return Kinds(field, single);
        if (element == typeof(double) && codec is Codec<double> dbl)
            return Kinds(field, dbl);
        if (element == typeof(bool) && codec is Codec<bool> flag)
            return Kinds(field, flag);
        if (element == typeof(string) && codec is Codec<string> text)
            return Kinds(field, text);
        if (element == typeof(byte[]) && codec is Codec<byte[]> bytes)
            return Kinds(field, bytes);
        if (codec is Codec<object> messages)
        {
            if (!element.IsValueType)
                return Messages(field, element, out reason)?.Repeated(field, messages);
            reason = $"elements of struct {element.Name} (a struct message)";
            return null;
        }
        reason = $"elements of type {element.Name} are outside the set compiled ahead of time (int, long, uint, ulong, float, double, bool, string, byte[], message classes)";
        return null;
    }

    /// <summary>True when an array of <paramref name="element"/> can be created here (NativeAOT creates arrays only of
    /// types it compiled; the app's own use of the enum's array type makes it).</summary>
    private static bool CanCreateArray(FieldModel field, Type element)
    {
        try
        {
            AotGenerics.NewArray(element, 0, field.Name);
            return true;
        }
        catch (ProtoModelException)
        {
            return false;
        }
    }

    /// <summary>The typed handler of a repeated field by collection kind (ImmutableArray excluded above, ImmutableList
    /// for the reference types of the set only).</summary>
    private static FieldHandler Kinds<T>(FieldModel field, Codec<T> codec) => field.Collection switch
    {
        CollectionKind.Array => new ArrayField<T, T>(field, codec),
        CollectionKind.ImmutableList when !typeof(T).IsValueType => new ImmutableListField<T, T>(field, codec),
        _ => new CollectionField<T, T>(field, codec),
    };

    private static FieldHandler? Map(FieldModel field, Codec keys, Codec values, out string reason)
    {
        var key = field.Key!.Type;
        if (field.Collection is CollectionKind.ImmutableDictionary or CollectionKind.ImmutableSortedDictionary)
        {
            // ImmutableDictionary<K, V> code per key x value pair: 627 KB for the set, measured (ImmutableMapField).
            reason = $"an {(field.Collection == CollectionKind.ImmutableDictionary ? "ImmutableDictionary" : "ImmutableSortedDictionary")} member: not compiled ahead of time, for size";
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

    private static FieldHandler? Values<K>(FieldModel field, Codec<K> keys, Codec values, out string reason) where K : notnull
    {
        reason = "";
        var value = field.Value.Type;
        if (value == typeof(string) && values is Codec<string> text)
            return new MapField<K, string, string>(field, keys, text);
        if (value == typeof(int) && values is Codec<int> int32)
            return new MapField<K, int, int>(field, keys, int32);
        if (value == typeof(long) && values is Codec<long> int64)
            return new MapField<K, long, long>(field, keys, int64);
        if (value == typeof(double) && values is Codec<double> dbl)
            return new MapField<K, double, double>(field, keys, dbl);
        if (value == typeof(bool) && values is Codec<bool> flag)
            return new MapField<K, bool, bool>(field, keys, flag);
        if (value.IsEnum)
        {
            reason = $"values of enum {value.Name}: a map of a user enum needs a generic closed over it (dynamic code)";
            return null;
        }
        if (values is Codec<object> messages)
        {
            if (!value.IsValueType)
                return Messages(field, value, out reason, typeof(K))?.Map(field, keys, messages);
            reason = $"values of struct {value.Name} (a struct message)";
            return null;
        }
        reason = $"values of type {value.Name} are outside the set compiled ahead of time (string, int, long, double, bool, message classes)";
        return null;
    }

    /// <summary>
    /// An instance of <see cref="MessageElements{E}"/> (or, with <paramref name="mapKey"/>, <see cref="MessageValues{K, V}"/>)
    /// closed over the message class <paramref name="message"/> at run time, or null with the reason.
    /// </summary>
    /// <remarks>NativeAOT builds a type closed at run time from its canonical code (<c>MessageElements&lt;__Canon&gt;</c>,
    /// <c>MessageValues&lt;int, __Canon&gt;</c>), given two things, both measured with the smoke test: the
    /// <c>MakeGenericType</c> call on the literal definition (<see cref="Close"/>), and, for a value-type key, code
    /// creating an instance over that key (<see cref="KeepCanonicalForms"/>): without it the int- and long-keyed maps of
    /// messages were "missing native code or metadata", while the element and string-keyed forms were built.</remarks>
    private static MessageFactory? Messages(FieldModel field, Type message, out string reason, Type? mapKey = null)
    {
        KeepCanonicalForms();
        reason = "";
        if (message == typeof(object))
        {
            reason = "elements of type object";
            return null;
        }
        var type = Close(mapKey, message, out var error);
        if (type is null)
        {
            reason = $"the handler closed over message {message.Name} could not be built in this NativeAOT app ({error})";
            return null;
        }
        try
        {
            return (MessageFactory)Activator.CreateInstance(type)!;
        }
        catch (Exception e) when (e is MissingMethodException or NotSupportedException)
        {
            reason = $"the handler closed over message {message.Name} could not be created in this NativeAOT app ({e.GetType().Name})";
            return null;
        }
    }

    /// <summary>The factory type closed over <paramref name="message"/> (and <paramref name="mapKey"/>), or null with the runtime's reason.</summary>
    // MakeGenericType is called here on the definition itself (not through a parameter, as AotGenerics does elsewhere)
    // so that ILCompiler's data flow sees which definition is closed and keeps its metadata and canonical code;
    // measured: through a parameter the type is "missing native code or metadata" at run time.
    [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "Closed over a message class (a reference type) and a key of the set, whose canonical forms KeepCanonicalForms compiles; NotSupportedException is answered with the boxed handler and its reason.")]
    [return: DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicParameterlessConstructor)]
    private static Type? Close(Type? mapKey, Type message, out string? error)
    {
        error = null;
        try
        {
            return mapKey is null ? typeof(MessageElements<>).MakeGenericType(message) : typeof(MessageValues<,>).MakeGenericType(mapKey, message);
        }
        catch (NotSupportedException e)
        {
            error = e.Message;
            return null;
        }
    }

    /// <summary>Makes ILCompiler compile the canonical forms over the value-type keys of the set (see <see cref="Messages"/>).</summary>
    private static void KeepCanonicalForms()
    {
        GC.KeepAlive(new MessageValues<int, object>());
        GC.KeepAlive(new MessageValues<long, object>());
    }

    /// <summary>Handlers over a message class, made by an instance of a type closed over that class.</summary>
    private abstract class MessageFactory
    {
        public virtual FieldHandler Repeated(FieldModel field, Codec<object> codec) => throw new InvalidOperationException();
        public virtual FieldHandler Map(FieldModel field, Codec keys, Codec<object> values) => throw new InvalidOperationException(); // not generic: no generic virtual method
    }

    /// <summary>Repeated message elements of class <typeparamref name="E"/>, by collection kind (ImmutableArray excluded above).</summary>
    private sealed class MessageElements<E> : MessageFactory where E : class
    {
        public override FieldHandler Repeated(FieldModel field, Codec<object> codec) => field.Collection switch
        {
            CollectionKind.Array => new ArrayField<E, object>(field, codec),
            CollectionKind.ImmutableList => new ImmutableListField<E, object>(field, codec),
            _ => new CollectionField<E, object>(field, codec),
        };
    }

    /// <summary>A map from <typeparamref name="K"/> (one of the key set) to message class <typeparamref name="V"/>.</summary>
    private sealed class MessageValues<K, V> : MessageFactory where K : notnull where V : class
    {
        public override FieldHandler Map(FieldModel field, Codec keys, Codec<object> values) =>
            new MapField<K, V, object>(field, (Codec<K>)keys, values);
    }
}
