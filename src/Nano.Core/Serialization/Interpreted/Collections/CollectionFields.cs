namespace Nano.Serialization.Interpreted.Collections;

/// <summary>
/// Makes the handler of a repeated or map field: typed where the element (key, value) type is known to the code
/// without closing a generic over a user value type, else the boxed <see cref="BoxedCollectionField"/>.
/// </summary>
/// <remarks>
/// One implementation for both runtimes; what differs is only how the element (key, value) type is recovered as a type
/// argument, and which collection kinds may be typed. Where dynamic code is supported: the codec recovers itself as its
/// typed self (<see cref="Codec.Accept{TResult}"/>), for elements of a type a codec is made for (numbers, bool, string,
/// bytes, Timestamp, Duration, Guid, decimal); message classes and enums are closed over at run time; maps whose key is
/// not an enum and whose value is one of those (not an enum). Boxed: struct message elements or values, enum keys or
/// values. Without dynamic code (NativeAOT): <see cref="AotCollectionFields"/> tests a written-out set of types
/// instead, and the kinds below guarded by <see cref="RuntimeFeature.IsDynamicCodeSupported"/> (which ILCompiler folds,
/// dropping them) stay boxed; see docs/design-interpreted-collections.md. <see cref="FieldHandler.IsTyped"/> and
/// <see cref="FieldHandler.FallbackReason"/> say which path a field took, and why.
/// </remarks>
internal static class CollectionFields
{
    /// <summary>The handler of a repeated or map <paramref name="field"/>.</summary>
    public static FieldHandler Create(FieldModel field, Codec codec, Codec? keyCodec)
    {
        // Without dynamic code (NativeAOT, where ILCompiler folds this test and drops the visitors below): the handlers
        // of a written-out set of element, key and value types. The visitors' generic virtual methods would make
        // ILCompiler compile a handler for every codec type (maps: every key x value pair): 4 MB to 31 MB, measured.
        string reason;
        FieldHandler? typed;
        if (!RuntimeFeature.IsDynamicCodeSupported)
        {
            typed = field.Shape == FieldShape.Map
                ? AotCollectionFields.Map(field, keyCodec!, codec, out reason)
                : AotCollectionFields.Repeated(field, codec, out reason);
        }
        else
        {
            typed = field.Shape == FieldShape.Map
                ? keyCodec!.Accept(new MapKeys(field, codec))
                : codec.Accept(new Elements(field));
            reason = typed is null ? BoxedReason(field) : "";
        }
        return typed ?? new BoxedCollectionField(field, codec, keyCodec, reason);
    }

    /// <summary>Why the visitors below returned no typed handler (with dynamic code).</summary>
    private static string BoxedReason(FieldModel field)
    {
        if (field.Shape != FieldShape.Map)
            return $"elements of struct {field.Value.Type.Name} (a struct message)";
        if (field.Key!.Type.IsEnum)
            return $"keys of enum {field.Key.Type.Name}";
        return field.Value.Type.IsEnum ? $"values of enum {field.Value.Type.Name}"
            : $"values of struct {field.Value.Type.Name} (a struct message)";
    }

    /// <summary>The handler of a repeated field of <typeparamref name="T"/> elements, by collection kind. Without
    /// dynamic code, ImmutableArray and ImmutableSet members, and ImmutableList members of value types, never come here
    /// (<see cref="AotCollectionFields"/> boxes them, for size): the guards let ILCompiler drop their code.</summary>
    internal static FieldHandler Repeated<T, TValue>(FieldModel field, Codec<TValue> codec) => field.Collection switch
    {
        CollectionKind.Array => new ArrayField<T, TValue>(field, codec),
        CollectionKind.ImmutableArray when RuntimeFeature.IsDynamicCodeSupported =>
            new ImmutableArrayField<T, TValue>(field, codec),
        CollectionKind.ImmutableList when RuntimeFeature.IsDynamicCodeSupported || !typeof(T).IsValueType =>
            new ImmutableListField<T, TValue>(field, codec),
        CollectionKind.ImmutableSet when RuntimeFeature.IsDynamicCodeSupported =>
            new ImmutableSetField<T, TValue>(field, codec),
        _ => new CollectionField<T, TValue>(field, codec),
    };

    /// <summary>The handler of a map, by collection kind (without dynamic code, immutable dictionaries never come here:
    /// <see cref="AotCollectionFields"/> boxes them, for size).</summary>
    internal static FieldHandler Map<K, V, TValue>(FieldModel field, Codec<K> keys, Codec<TValue> values)
        where K : notnull =>
        field.Collection switch
        {
            CollectionKind.ImmutableDictionary when RuntimeFeature.IsDynamicCodeSupported =>
                new ImmutableMapField<K, V, TValue>(field, keys, values),
            CollectionKind.ImmutableSortedDictionary when RuntimeFeature.IsDynamicCodeSupported =>
                new ImmutableSortedMapField<K, V, TValue>(field, keys, values),
            _ => new MapField<K, V, TValue>(field, keys, values),
        };

    /// <summary>
    /// The factory of handlers over the message class <paramref name="message"/> (elements, or with
    /// <paramref name="mapKey"/> map values), closed at run time, or null with the reason.
    /// </summary>
    /// <remarks>NativeAOT builds a type closed at run time from its canonical code
    /// (<c>ClassElements&lt;__Canon&gt;</c>, <c>ClassValues&lt;int, __Canon&gt;</c>), given two things, both measured
    /// with the smoke test: the <c>MakeGenericType</c> call on the literal definition (<see cref="Close"/>), and, for a
    /// value-type key, code creating an instance over that key (<see cref="KeepCanonicalForms"/>): without it the int-
    /// and long-keyed maps of messages were "missing native code or metadata", while the element and string-keyed forms
    /// were built.</remarks>
    internal static ClassFactory? Messages(Type message, Type? mapKey, out string reason)
    {
        if (!RuntimeFeature.IsDynamicCodeSupported)
            KeepCanonicalForms();
        reason = "";
        var type = Close(mapKey, message, out var error);
        if (type is null)
        {
            reason =
                $"the handler closed over message {message.Name} could not be built in this NativeAOT app ({error})";
            return null;
        }
        try
        {
            return (ClassFactory)Activator.CreateInstance(type)!;
        }
        catch (Exception e) when (e is MissingMethodException or NotSupportedException)
        {
            reason =
                $"the handler closed over message {message.Name} could not be created in this NativeAOT app "
                    + $"({e.GetType().Name})";
            return null;
        }
    }

    /// <summary>The factory type closed over <paramref name="message"/> (and <paramref name="mapKey"/>), or null with
    /// the runtime's reason.</summary>
    // MakeGenericType is called here on the definition itself (not through a parameter, as AotGenerics does elsewhere)
    // so that ILCompiler's data flow sees which definition is closed and keeps its metadata and canonical code;
    // measured: through a parameter the type is "missing native code or metadata" at run time.
    [UnconditionalSuppressMessage("AOT", "IL3050",
        Justification = "Closed over a message class (a reference type) and a key of the set, whose canonical forms "
            + "KeepCanonicalForms compiles; NotSupportedException is answered with the boxed handler and its reason.")]
    [return: DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicParameterlessConstructor)]
    private static Type? Close(Type? mapKey, Type message, out string? error)
    {
        error = null;
        try
        {
            return mapKey is null ? typeof(ClassElements<>).MakeGenericType(message)
                : typeof(ClassValues<,>).MakeGenericType(mapKey, message);
        }
        catch (NotSupportedException e)
        {
            error = e.Message;
            return null;
        }
    }

    /// <summary>Makes ILCompiler compile the canonical forms over the value-type keys of the set (see
    /// <see cref="Messages"/>).</summary>
    private static void KeepCanonicalForms()
    {
        GC.KeepAlive(new ClassValues<int, object>());
        GC.KeepAlive(new ClassValues<long, object>());
    }

    /// <summary>A repeated field's element codec, recovered as its typed self.</summary>
    private sealed class Elements(FieldModel field) : ICodecVisitor<FieldHandler?>
    {
        public FieldHandler? Visit<TValue>(Codec<TValue> codec)
        {
            var element = field.Value.Type;
            if (element == typeof(TValue))
                return Repeated<TValue, TValue>(field, codec);
            if (element.IsEnum && Enum.GetUnderlyingType(element) == typeof(TValue))
                return EnumElements<TValue>(field, codec);
            if (typeof(TValue) != typeof(object) || element.IsValueType)
                return null; // a struct message: boxed
            return Messages(element, null, out _)?.Repeated(field, (Codec<object>)(object)codec);
        }
    }

    /// <summary>A map's key codec, recovered as its typed self; then the value codec.</summary>
    private sealed class MapKeys(FieldModel field, Codec values) : ICodecVisitor<FieldHandler?>
    {
        // K is a map key type (an integer, bool or string): never null, which the visitor's signature cannot say.
#pragma warning disable CS8714
        public FieldHandler? Visit<K>(Codec<K> keys) =>
            field.Key!.Type == typeof(K) && !typeof(K).IsEnum ? values.Accept(new MapValues<K>(field, keys)) : null;
#pragma warning restore CS8714
    }

    private sealed class MapValues<K>(FieldModel field, Codec<K> keys) : ICodecVisitor<FieldHandler?> where K : notnull
    {
        public FieldHandler? Visit<TValue>(Codec<TValue> codec)
        {
            var value = field.Value.Type;
            if (value == typeof(TValue))
                return Map<K, TValue, TValue>(field, keys, codec);
            if (typeof(TValue) != typeof(object) || value.IsValueType)
                return null;
            return Messages(value, typeof(K), out _)?.Map(field, keys, (Codec<object>)(object)codec);
        }
    }

    /// <summary>
    /// Enum elements, typed over the enum itself (the codec carries its underlying integer: same bits). That closes a
    /// generic over the user's enum, which only dynamic code can be sure to have: under NativeAOT (or with dynamic code
    /// off) enum collections stay boxed. Never a silent change: the boxed handler writes the same bytes.
    /// </summary>
    [UnconditionalSuppressMessage("AOT", "IL3050",
        Justification = "Only called where dynamic code is supported (checked first).")]
    [UnconditionalSuppressMessage("Trimming", "IL2055",
        Justification = "The backend's own factory type, whose parameters carry no annotation.")]
    [UnconditionalSuppressMessage("Trimming", "IL2077",
        Justification = "The backend's own factory type, created only under JIT, where every constructor is there.")]
    private static FieldHandler? EnumElements<TValue>(FieldModel field, Codec<TValue> codec)
    {
        if (!RuntimeFeature.IsDynamicCodeSupported)
            return null;
        var type = typeof(EnumFactory<,>).MakeGenericType(field.Value.Type, typeof(TValue));
        return ((EnumFactory)Activator.CreateInstance(type)!).Repeated(field, codec);
    }

    private abstract class EnumFactory
    {
        public abstract FieldHandler Repeated(FieldModel field, Codec codec);
    }

    private sealed class EnumFactory<TEnum, TValue> : EnumFactory
    {
        public override FieldHandler Repeated(FieldModel field, Codec codec) =>
            Repeated<TEnum, TValue>(field, (Codec<TValue>)codec);
    }

    /// <summary>Handlers over a message class, made by an instance of a type closed over that class.</summary>
    internal abstract class ClassFactory
    {
        public virtual FieldHandler Repeated(FieldModel field, Codec<object> codec) =>
            throw new InvalidOperationException();
        public virtual FieldHandler Map(FieldModel field, Codec keys, Codec<object> values) =>
            throw new InvalidOperationException(); // not generic: no generic virtual method
    }

    private sealed class ClassElements<E> : ClassFactory where E : class
    {
        public override FieldHandler Repeated(FieldModel field, Codec<object> codec) =>
            Repeated<E, object>(field, codec);
    }

    private sealed class ClassValues<K, V> : ClassFactory where K : notnull where V : class
    {
        public override FieldHandler Map(FieldModel field, Codec keys, Codec<object> values) =>
            Map<K, V, object>(field, (Codec<K>)keys, values);
    }
}

/// <summary>The member of a repeated or map field, which holds a reference (the collection), through typed delegates
/// where it can.</summary>
internal static class CollectionMembers
{
    public static MemberAccessor<object> Accessor(FieldModel field) =>
        MemberAccessors.Create(field, field.MemberType, ReferenceBoxing.Instance);

    /// <summary>The member's getter, called through its entry point where that is sound (see
    /// <see cref="CollectionGetter"/>).</summary>
    public static CollectionGetter Getter(FieldModel field, MemberAccessor<object> accessor) =>
        new(accessor, field.Getter is MethodInfo
        { IsStatic: false, ReturnType: { IsValueType: false, IsByRef: false, IsPointer: false } } getter
            && getter.DeclaringType is { IsValueType: false, ContainsGenericParameters: false }
            && !(getter.IsVirtual && !getter.IsFinal)
                ? getter.MethodHandle.GetFunctionPointer()
                : IntPtr.Zero);

    /// <summary>A collection is a reference: nothing to box.</summary>
    private sealed class ReferenceBoxing : IValueBoxing<object>
    {
        public static readonly ReferenceBoxing Instance = new();
        public object? Box(object value) => value;
        public object Unbox(object? value) => value!;
    }
}

/// <summary>
/// Reads a collection member (a reference) for writing and for appending: through the getter's entry point, as a
/// <c>delegate* managed&lt;object, object&gt;</c>, when the member is a non-virtual instance property of a class
/// returning a reference; else through the accessor. Saves a virtual call, a cast and the open-instance delegate's
/// thunk per read: a repeated field is read once per write and per unpacked element read (W3's GoogleMessage2 has three
/// repeated fields in each of its groups). Sound for the reasons <see cref="FunctionPointerAccessor{T}"/> gives: an
/// instance method of a class takes <c>this</c> first as a static method taking <c>object</c> does, a reference is
/// returned in a register whatever its type, no virtual dispatch is skipped, and the plan only passes instances of
/// the owner. Only the getter: setters stay on the accessor, whose delegate checks the value's type.
/// </summary>
internal readonly unsafe struct CollectionGetter
{
    private readonly MemberAccessor<object> _accessor;
    private readonly delegate* managed<object, object?> _get;

    public CollectionGetter(MemberAccessor<object> accessor, IntPtr entry)
    {
        _accessor = accessor;
        _get = (delegate* managed<object, object?>)entry;
    }

    /// <summary>The member's value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public object? Get(object target) => _get != null ? _get(target) : _accessor.Get(target);
}

/// <summary>An <see cref="System.Collections.Immutable.ImmutableArray{T}"/> member, boxed only on the boxed paths
/// (constructor arguments, merges).</summary>
internal sealed class ImmutableArrayBoxing<T> : IValueBoxing<System.Collections.Immutable.ImmutableArray<T>>
{
    public static readonly ImmutableArrayBoxing<T> Instance = new();
    public object? Box(System.Collections.Immutable.ImmutableArray<T> value) => value;
    public System.Collections.Immutable.ImmutableArray<T> Unbox(object? value) =>
        value is null ? default : (System.Collections.Immutable.ImmutableArray<T>)value;
}
