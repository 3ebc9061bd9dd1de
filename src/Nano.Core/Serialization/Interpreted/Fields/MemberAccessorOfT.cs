namespace Nano.Serialization.Interpreted.Fields;

/// <summary>
/// Reads and writes a member as a <typeparamref name="T"/> (the codec's value type; see <see cref="Codec{T}"/>), with
/// no boxing when <see cref="IsTyped"/>. Made by <see cref="MemberAccessors.Create{T}"/>.
/// </summary>
internal abstract class MemberAccessor<T>
{
    /// <summary>The member's value.</summary>
    public abstract T Get(object target);

    /// <summary>Stores a value in the member.</summary>
    public abstract void Set(object target, T value);

    /// <summary>False for a member only a constructor sets, or a get-only collection.</summary>
    public abstract bool CanSet { get; }

    /// <summary>True when both directions run through typed delegates (no boxing, no reflection call).</summary>
    public abstract bool IsTyped { get; }

    /// <summary>Why the member runs on reflection, or null (diagnostics: docs/design-interpreted.md).</summary>
    public virtual string? FallbackReason => null;
}

/// <summary>
/// A class's property through open-instance delegates (<c>Func&lt;TOwner, T&gt;</c>, <c>Action&lt;TOwner, T&gt;</c>
/// from <see cref="MethodInfo.CreateDelegate(Type)"/>). <typeparamref name="TOwner"/> is a class, so every message type
/// shares the canonical code of one instantiation per <typeparamref name="T"/> (one JIT per value type, not per
/// member).
/// </summary>
internal sealed class PropertyAccessor<TOwner, T> : MemberAccessor<T>, IBindableAccessor<T> where TOwner : class
{
    private Func<TOwner, T> _get = null!;
    private Action<TOwner, T>? _set;
    private MemberAccessor<T>? _fallbackSet; // the setter is a backing field (get-only auto-property) or not bindable

    public override T Get(object target) => _get((TOwner)target);

    public override void Set(object target, T value)
    {
        if (_set is { } set)
            set((TOwner)target, value);
        else
            (_fallbackSet ?? throw new InvalidOperationException("No setter.")).Set(target, value);
    }

    public override bool CanSet => _set is not null || _fallbackSet is { CanSet: true };

    public override bool IsTyped => _set is not null || _fallbackSet is null or { CanSet: false };

    /// <summary>Binds the delegates; false when the getter cannot be bound as returning
    /// <typeparamref name="T"/>.</summary>
    public bool Bind(MethodInfo getter, MethodInfo? setter, FieldModel field, IValueBoxing<T> boxing)
    {
        // An enum property binds to a delegate over its underlying type (the codec's T): the CLR treats an enum and its
        // underlying primitive as the same type when binding; if a runtime refuses, the caller keeps reflection.
        if (MemberAccessors.TryBind(getter, typeof(Func<TOwner, T>)) is not Func<TOwner, T> get)
            return false;
        _get = get;
        _set = setter is null ? null : MemberAccessors.TryBind(setter, typeof(Action<TOwner, T>)) as Action<TOwner, T>;
        _fallbackSet = _set is null ? new ReflectionAccessor<T>(new MemberAccessor(field), boxing,
            "setter: not a bindable property setter") : null;
        return true;
    }
}

/// <summary>
/// A class's property of a reference type, seen as <see cref="object"/> (message members: <see cref="Codec{T}"/> of
/// object). The setter casts to <typeparamref name="TMember"/>, so a value of the wrong type fails as a cast, never
/// lands in the member.
/// </summary>
internal sealed class ReferencePropertyAccessor<TOwner, TMember> : MemberAccessor<object>, IBindableAccessor<object>
    where TOwner : class where TMember : class
{
    private Func<TOwner, TMember> _get = null!;
    private Action<TOwner, TMember>? _set;
    private MemberAccessor<object>? _fallbackSet;

    public override object Get(object target) => _get((TOwner)target);

    public override void Set(object target, object value)
    {
        if (_set is { } set)
            set((TOwner)target, (TMember)value);
        else
            (_fallbackSet ?? throw new InvalidOperationException("No setter.")).Set(target, value);
    }

    public override bool CanSet => _set is not null || _fallbackSet is { CanSet: true };

    public override bool IsTyped => true; // a reference is never boxed, whichever way it is set

    public bool Bind(MethodInfo getter, MethodInfo? setter, FieldModel field, IValueBoxing<object> boxing)
    {
        if (MemberAccessors.TryBind(getter, typeof(Func<TOwner, TMember>)) is not Func<TOwner, TMember> get)
            return false;
        _get = get;
        _set = setter is null ? null
            : MemberAccessors.TryBind(setter, typeof(Action<TOwner, TMember>)) as Action<TOwner, TMember>;
        _fallbackSet = _set is null ? new ReflectionAccessor<object>(new MemberAccessor(field), boxing,
            "setter: not a bindable property setter") : null;
        return true;
    }
}

/// <summary>
/// Without dynamic code (NativeAOT), where <c>PropertyAccessor&lt;TOwner, T&gt;</c> cannot be built for a value type
/// <typeparamref name="T"/> (NativeAOT has no template for <c>PropertyAccessor&lt;__Canon, int&gt;</c> to build it
/// from): a class's property getter and setter called through their entry points, as managed function pointers taking
/// the instance as <see cref="object"/>. Nothing is closed at run time: this class is generic over
/// <typeparamref name="T"/> only, instantiated by the codecs' own code.
/// </summary>
/// <remarks>
/// Why the call is sound: an instance method of a class takes <c>this</c> (a reference) as its first argument, exactly
/// as a static method taking <c>object</c> first does (open-instance delegates rely on the same equivalence);
/// <see cref="MemberAccessors.Create{T}"/> uses it only for non-virtual methods (no dispatch is skipped) and for
/// primitive <typeparamref name="T"/> (passed and returned in registers, never through a hidden return buffer, whose
/// position differs between instance and static calls); the plan only ever passes instances of the owner.
/// </remarks>
internal sealed unsafe class FunctionPointerAccessor<T>(IntPtr getter, IntPtr setter, MemberAccessor<T>? fallbackSet)
    : MemberAccessor<T>
{
    /// <summary>The getter's entry point, which <see cref="SingleField{TOwner, T}"/> calls itself (no virtual call on
    /// the way).</summary>
    public readonly delegate* managed<object, T> Getter = (delegate* managed<object, T>)getter;

    /// <summary>The setter's entry point, or null (then <see cref="Set"/> goes through the fallback).</summary>
    public readonly delegate* managed<object, T, void> Setter = (delegate* managed<object, T, void>)setter;

    public override T Get(object target) => Getter(target);

    public override void Set(object target, T value)
    {
        if (Setter != null)
            Setter(target, value);
        else
            (fallbackSet ?? throw new InvalidOperationException("No setter.")).Set(target, value);
    }

    public override bool CanSet => Setter != null || fallbackSet is { CanSet: true };

    public override bool IsTyped => Setter != null || fallbackSet is null;
}

/// <summary>What <see cref="MemberAccessors"/> calls on an accessor it created from a type closed at run
/// time.</summary>
internal interface IBindableAccessor<T>
{
    bool Bind(MethodInfo getter, MethodInfo? setter, FieldModel field, IValueBoxing<T> boxing);
}

/// <summary>Converts a <typeparamref name="T"/> to and from the member's boxed CLR value (for the reflection path):
/// a <see cref="Codec{T}"/>, or <see cref="NullableBoxing{T}"/>.</summary>
internal interface IValueBoxing<T>
{
    object? Box(T value);
    T Unbox(object? value);
}

/// <summary>The boxing of a <see cref="Nullable{T}"/> member through the codec of its value.</summary>
internal sealed class NullableBoxing<T>(Codec<T> codec) : IValueBoxing<T?> where T : struct
{
    public object? Box(T? value) => value is { } v ? codec.Box(v) : null;
    public T? Unbox(object? value) => value is null ? null : codec.Unbox(value);
}

/// <summary>
/// Any member through reflection (<see cref="MemberAccessor"/>), converting with the codec: a field, a struct message's
/// member, or a property where no typed delegate could be made. A value type is boxed on each call.
/// </summary>
internal sealed class ReflectionAccessor<T>(MemberAccessor boxed, IValueBoxing<T> boxing, string reason)
    : MemberAccessor<T>
{
    public override string? FallbackReason => reason;

    public override T Get(object target) => boxing.Unbox(boxed.Get(target));
    public override void Set(object target, T value) => boxed.Set(target, boxing.Box(value));
    public override bool CanSet => boxed.CanSet;
    public override bool IsTyped => !typeof(T).IsValueType;
}

/// <summary>
/// Makes the <see cref="MemberAccessor{T}"/> of a member. Typed delegates for a class's property; reflection otherwise
/// (fields, struct messages, a Nullable enum, or a NativeAOT app lacking the instantiation): see
/// docs/design-interpreted.md for which shapes run which path.
/// </summary>
internal static class MemberAccessors
{
    // The AOT compiler compiles the canonical form PropertyAccessor<__Canon, T> (from which NativeAOT builds
    // PropertyAccessor<SomeMessage, T> at run time) only if code creates an instance of it over a reference type:
    // Create<T> does, once per member (one small object at plan time), for every T a codec exists for.
    private static void KeepCanonicalForms<T>()
    {
        GC.KeepAlive(new PropertyAccessor<object, T>());
        GC.KeepAlive(new ReferencePropertyAccessor<object, object>());
    }

    /// <summary>The accessor of <paramref name="field"/>'s member as a <typeparamref name="T"/>.</summary>
    /// <param name="field">The field whose member is reached.</param>
    /// <param name="memberValueType">The member's value type as the delegate sees it: <typeparamref name="T"/>, or a
    /// message class when <typeparamref name="T"/> is object.</param>
    /// <param name="boxing">The conversions to and from the member's boxed CLR value, for the reflection path (made
    /// only when needed: the boxed accessor costs JIT at cold start).</param>
    public static MemberAccessor<T> Create<T>(FieldModel field, Type memberValueType, IValueBoxing<T> boxing)
    {
        if (!System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported)
            KeepCanonicalForms<T>();
        string reason;
        if (field.Getter is MethodInfo { IsStatic: false } getter
            && getter.DeclaringType is { IsValueType: false, ContainsGenericParameters: false } owner)
        {
            var setter = SetterOf(field);
            // Primitives, strings and byte arrays take the function-pointer accessor first: NativeAOT cannot build
            // PropertyAccessor<TOwner, int>, and with dynamic code the direct call saves a virtual call, a cast and a
            // delegate call per field on the write path (SingleField calls the getter itself).
            if (TryFunctionPointers(getter, setter, field, boxing) is { } pointers)
                return pointers;
            var useReference =
                typeof(T) == typeof(object) && !memberValueType.IsValueType && memberValueType != typeof(object);
            var closed = useReference
                ? AotGenerics.TryClose(typeof(ReferencePropertyAccessor<,>), owner, memberValueType)
                : AotGenerics.TryClose(typeof(PropertyAccessor<,>), owner, typeof(T));
            if (closed is null)
                reason =
                    "the typed accessor type could not be built (NativeAOT), and the property is virtual or not of a "
                        + "primitive type";
            else if (AotGenerics.TryCreate(closed) is not IBindableAccessor<T> accessor)
                reason = "the typed accessor could not be created";
            else if (!accessor.Bind(getter, setter, field, boxing))
                reason =
                    $"the getter does not bind as Func<{owner.Name}, "
                        + $"{(useReference ? memberValueType : typeof(T)).Name}>";
            else
                return (MemberAccessor<T>)accessor;
        }
        else
        {
            reason = field.Getter is FieldInfo ? "a field (FieldInfo)" : "a member of a struct message";
        }
        return new ReflectionAccessor<T>(new MemberAccessor(field), boxing, reason);
    }

    /// <summary>The <see cref="FunctionPointerAccessor{T}"/> of a non-virtual property of a primitive type (or enum), a
    /// string or a byte array, or null. A reference is passed and returned in a register as a primitive is; the
    /// member's type must be exactly <typeparamref name="T"/> (string and byte[] are sealed), so the setter never
    /// receives a value of another type.</summary>
    private static MemberAccessor<T>? TryFunctionPointers<T>(MethodInfo getter, MethodInfo? setter, FieldModel field,
        IValueBoxing<T> boxing)
    {
        if (!(typeof(T).IsPrimitive || typeof(T) == typeof(string) || typeof(T) == typeof(byte[])) || IsVirtual(getter)
            || (getter.ReturnType.IsEnum ? Enum.GetUnderlyingType(getter.ReturnType) : getter.ReturnType) != typeof(T))
            return null;
        var settable = setter is not null && !IsVirtual(setter)
            && setter.GetParameters()[0].ParameterType is var p
                && (p.IsEnum ? Enum.GetUnderlyingType(p) : p) == typeof(T);
        return new FunctionPointerAccessor<T>(getter.MethodHandle.GetFunctionPointer(),
            settable ? setter!.MethodHandle.GetFunctionPointer() : IntPtr.Zero,
            settable ? null : new ReflectionAccessor<T>(new MemberAccessor(field), boxing,
                "setter: virtual or not a property setter"));
    }

    /// <summary>The member's setter when it is an instance method taking the value (a property setter, <c>init</c>
    /// included), else null (a backing field, a constructor-only member).</summary>
    public static MethodInfo? SetterOf(FieldModel field) =>
        field.Setter is MethodInfo { IsStatic: false } s && s.ReturnType == typeof(void)
            && s.GetParameters().Length == 1 ? s : null;

    private static bool IsVirtual(MethodInfo method) => method.IsVirtual && !method.IsFinal;

    /// <summary>An open-instance delegate of <paramref name="delegateType"/> over <paramref name="method"/>, or null
    /// when the runtime refuses the binding (the caller then keeps reflection).</summary>
    public static Delegate? TryBind(MethodInfo method, Type delegateType)
    {
        try
        {
            return method.CreateDelegate(delegateType);
        }
        catch (ArgumentException)
        {
            return null;
        }
    }
}
