using System.Reflection;
using Nano.Model;
using Nano.Model.Building;
using Nano.Serialization.Interpreted.Codecs;

namespace Nano.Serialization.Interpreted.Fields;

/// <summary>
/// Reads and writes a member as a <typeparamref name="T"/> (the codec's value type; see <see cref="Codec{T}"/>), with no
/// boxing when <see cref="IsTyped"/>. Made by <see cref="MemberAccessors.Create{T}"/>.
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
}

/// <summary>
/// A class's property through open-instance delegates (<c>Func&lt;TOwner, T&gt;</c>, <c>Action&lt;TOwner, T&gt;</c> from
/// <see cref="MethodInfo.CreateDelegate(Type)"/>). <typeparamref name="TOwner"/> is a class, so every message type shares
/// the canonical code of one instantiation per <typeparamref name="T"/> (one JIT per value type, not per member).
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

    /// <summary>Binds the delegates; false when the getter cannot be bound as returning <typeparamref name="T"/>.</summary>
    public bool Bind(MethodInfo getter, MethodInfo? setter, FieldModel field, IValueBoxing<T> boxing)
    {
        // An enum property binds to a delegate over its underlying type (the codec's T): the CLR treats an enum and its
        // underlying primitive as the same type when binding; if a runtime refuses, the caller keeps reflection.
        if (MemberAccessors.TryBind(getter, typeof(Func<TOwner, T>)) is not Func<TOwner, T> get)
            return false;
        _get = get;
        _set = setter is null ? null : MemberAccessors.TryBind(setter, typeof(Action<TOwner, T>)) as Action<TOwner, T>;
        _fallbackSet = _set is null ? new ReflectionAccessor<T>(new MemberAccessor(field), boxing) : null;
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
        _set = setter is null ? null : MemberAccessors.TryBind(setter, typeof(Action<TOwner, TMember>)) as Action<TOwner, TMember>;
        _fallbackSet = _set is null ? new ReflectionAccessor<object>(new MemberAccessor(field), boxing) : null;
        return true;
    }
}

/// <summary>What <see cref="MemberAccessors"/> calls on an accessor it created from a type closed at run time.</summary>
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
internal sealed class ReflectionAccessor<T>(MemberAccessor boxed, IValueBoxing<T> boxing) : MemberAccessor<T>
{
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
    // Never true. It makes the AOT compiler see PropertyAccessor<object, T> and ReferencePropertyAccessor<object, object>
    // created for each T a codec exists for, so it compiles their canonical forms (PropertyAccessor<__Canon, T>), from
    // which NativeAOT builds PropertyAccessor<SomeMessage, T> at run time. Not readonly, so it cannot be folded away.
#pragma warning disable CS0649 // never assigned, on purpose (see above)
    private static bool s_keepCanonicalForms;
#pragma warning restore CS0649

    /// <summary>The accessor of <paramref name="field"/>'s member as a <typeparamref name="T"/>.</summary>
    /// <param name="field">The field whose member is reached.</param>
    /// <param name="memberValueType">The member's value type as the delegate sees it: <typeparamref name="T"/>, or a
    /// message class when <typeparamref name="T"/> is object.</param>
    /// <param name="boxing">The conversions to and from the member's boxed CLR value, for the reflection path (made only
    /// when needed: the boxed accessor costs JIT at cold start).</param>
    public static MemberAccessor<T> Create<T>(FieldModel field, Type memberValueType, IValueBoxing<T> boxing)
    {
        if (s_keepCanonicalForms)
        {
            _ = new PropertyAccessor<object, T>();
            _ = new ReferencePropertyAccessor<object, object>();
        }
        if (field.Getter is MethodInfo { IsStatic: false } getter && getter.DeclaringType is { IsValueType: false, ContainsGenericParameters: false } owner)
        {
            var setter = field.Setter is MethodInfo { IsStatic: false } s && s.ReturnType == typeof(void) && s.GetParameters().Length == 1 ? s : null;
            var useReference = typeof(T) == typeof(object) && !memberValueType.IsValueType && memberValueType != typeof(object);
            var closed = useReference
                ? AotGenerics.TryClose(typeof(ReferencePropertyAccessor<,>), owner, memberValueType)
                : AotGenerics.TryClose(typeof(PropertyAccessor<,>), owner, typeof(T));
            if (closed is not null && Activator.CreateInstance(closed) is IBindableAccessor<T> accessor && accessor.Bind(getter, setter, field, boxing))
                return (MemberAccessor<T>)accessor;
        }
        return new ReflectionAccessor<T>(new MemberAccessor(field), boxing);
    }

    /// <summary>An open-instance delegate of <paramref name="delegateType"/> over <paramref name="method"/>, or null when the
    /// runtime refuses the binding (the caller then keeps reflection).</summary>
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
