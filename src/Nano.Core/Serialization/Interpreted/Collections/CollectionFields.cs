using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using System.Runtime.CompilerServices;
using Nano.Model;
using Nano.Model.Building;
using Nano.Serialization.Interpreted.Codecs;
using Nano.Serialization.Interpreted.Fields;

namespace Nano.Serialization.Interpreted.Collections;

/// <summary>
/// Makes the handler of a repeated or map field: typed where the element (key, value) type is known to the code
/// without closing a generic over a user value type, else the boxed <see cref="BoxedCollectionField"/>.
/// </summary>
/// <remarks>
/// Where dynamic code is supported: typed for elements of a type a codec is made for (numbers, bool, string, bytes,
/// Timestamp, Duration, Guid, decimal), whose handlers the codec itself closes (<see cref="Codec.Accept{TResult}"/>);
/// for message classes and enums, whose handlers are closed over the element type at run time; and for maps whose key
/// is not an enum and whose value is one of those (not an enum). Boxed: struct message elements or values, enum keys or
/// values. Without dynamic code (NativeAOT): <see cref="AotCollectionFields"/>, typed for a written-out set of types,
/// see docs/design-interpreted-collections.md. <see cref="FieldHandler.IsTyped"/> and
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
        if (!RuntimeFeature.IsDynamicCodeSupported)
            return AotCollectionFields.Create(field, codec, keyCodec);
        var typed = field.Shape == FieldShape.Map
            ? keyCodec!.Accept(new MapKeys(field, codec))
            : codec.Accept(new Elements(field));
        return typed ?? new BoxedCollectionField(field, codec, keyCodec, BoxedReason(field));
    }

    /// <summary>Why the visitors below returned no typed handler (with dynamic code).</summary>
    private static string BoxedReason(FieldModel field)
    {
        if (field.Shape != FieldShape.Map)
            return $"elements of struct {field.Value.Type.Name} (a struct message)";
        if (field.Key!.Type.IsEnum)
            return $"keys of enum {field.Key.Type.Name}";
        return field.Value.Type.IsEnum ? $"values of enum {field.Value.Type.Name}" : $"values of struct {field.Value.Type.Name} (a struct message)";
    }

    /// <summary>The handler of a repeated field of <typeparamref name="T"/> elements, by collection kind.</summary>
    internal static FieldHandler Repeated<T, TValue>(FieldModel field, Codec<TValue> codec) => field.Collection switch
    {
        CollectionKind.Array => new ArrayField<T, TValue>(field, codec),
        CollectionKind.ImmutableArray => new ImmutableArrayField<T, TValue>(field, codec),
        CollectionKind.ImmutableList => new ImmutableListField<T, TValue>(field, codec),
        CollectionKind.ImmutableSet => new ImmutableSetField<T, TValue>(field, codec),
        _ => new CollectionField<T, TValue>(field, codec),
    };

    /// <summary>An instance of a factory type closed over a message class at run time (only with dynamic code), or null
    /// when it cannot be made (the field then stays boxed, and <see cref="FieldHandler.IsTyped"/> says so).</summary>
    private static ClassFactory? NewFactory([DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicParameterlessConstructor)] Type? type)
    {
        if (type is null)
            return null;
        try
        {
            return Activator.CreateInstance(type) as ClassFactory;
        }
        catch (Exception e) when (e is MissingMethodException or NotSupportedException)
        {
            return null;
        }
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
            return NewFactory(AotGenerics.TryCloseOverClasses(typeof(ClassElements<>), element))?.Repeated(field, (Codec<object>)(object)codec);
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
                return NewMap<K, TValue, TValue>(field, keys, codec);
            if (typeof(TValue) != typeof(object) || value.IsValueType)
                return null;
            return NewFactory(AotGenerics.TryCloseOverClasses(typeof(ClassValues<,>), typeof(K), value))?.Map(field, keys, (Codec<object>)(object)codec);
        }
    }

    /// <summary>
    /// Enum elements, typed over the enum itself (the codec carries its underlying integer: same bits). That closes a
    /// generic over the user's enum, which only dynamic code can be sure to have: under NativeAOT (or with dynamic code
    /// off) enum collections stay boxed. Never a silent change: the boxed handler writes the same bytes.
    /// </summary>
    [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "Only called where dynamic code is supported (checked first).")]
    [UnconditionalSuppressMessage("Trimming", "IL2055", Justification = "The backend's own factory type, whose parameters carry no annotation.")]
    [UnconditionalSuppressMessage("Trimming", "IL2077", Justification = "The backend's own factory type, created only under JIT, where every constructor is there.")]
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
        public override FieldHandler Repeated(FieldModel field, Codec codec) => Repeated<TEnum, TValue>(field, (Codec<TValue>)codec);
    }

    private static FieldHandler NewMap<K, V, TValue>(FieldModel field, Codec<K> keys, Codec<TValue> values) where K : notnull =>
        field.Collection switch
        {
            CollectionKind.ImmutableDictionary => new ImmutableMapField<K, V, TValue>(field, keys, values),
            CollectionKind.ImmutableSortedDictionary => new ImmutableSortedMapField<K, V, TValue>(field, keys, values),
            _ => new MapField<K, V, TValue>(field, keys, values),
        };

    /// <summary>Handlers over a message class, made by an instance of a type closed over that class.</summary>
    private abstract class ClassFactory
    {
        public virtual FieldHandler Repeated(FieldModel field, Codec<object> codec) => throw new InvalidOperationException();
        public virtual FieldHandler Map(FieldModel field, Codec keys, Codec<object> values) => throw new InvalidOperationException();
    }

    private sealed class ClassElements<E> : ClassFactory where E : class
    {
        public override FieldHandler Repeated(FieldModel field, Codec<object> codec) => Repeated<E, object>(field, codec);
    }

    private sealed class ClassValues<K, V> : ClassFactory where K : notnull where V : class
    {
        public override FieldHandler Map(FieldModel field, Codec keys, Codec<object> values) => NewMap<K, V, object>(field, (Codec<K>)keys, values);
    }
}

/// <summary>The member of a repeated or map field, which holds a reference (the collection), through typed delegates where it can.</summary>
internal static class CollectionMembers
{
    public static MemberAccessor<object> Accessor(FieldModel field) =>
        MemberAccessors.Create(field, field.MemberType, ReferenceBoxing.Instance);

    /// <summary>The member's getter, called through its entry point where that is sound (see <see cref="CollectionGetter"/>).</summary>
    public static CollectionGetter Getter(FieldModel field, MemberAccessor<object> accessor) =>
        new(accessor, field.Getter is MethodInfo { IsStatic: false, ReturnType: { IsValueType: false, IsByRef: false, IsPointer: false } } getter
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

/// <summary>An <see cref="System.Collections.Immutable.ImmutableArray{T}"/> member, boxed only on the boxed paths (constructor arguments, merges).</summary>
internal sealed class ImmutableArrayBoxing<T> : IValueBoxing<System.Collections.Immutable.ImmutableArray<T>>
{
    public static readonly ImmutableArrayBoxing<T> Instance = new();
    public object? Box(System.Collections.Immutable.ImmutableArray<T> value) => value;
    public System.Collections.Immutable.ImmutableArray<T> Unbox(object? value) => value is null ? default : (System.Collections.Immutable.ImmutableArray<T>)value;
}
