namespace Nano.Serialization.Interpreted;

/// <summary>
/// Property getters and setters as typed open-instance delegates (<c>Func&lt;TMessage, TValue&gt;</c>), wrapped once
/// per member: no <see cref="MethodBase.Invoke(object, object[])"/>, no argument array, no TargetInvocationException.
/// Built only where dynamic code is supported (closing the generic wrapper over a value type needs code that
/// NativeAOT may not have); elsewhere <see cref="MemberAccessor"/> keeps its reflection path, which needs nothing.
/// </summary>
internal static class TypedAccessors
{
    /// <summary>A typed getter for a property of a class, or null (fields, struct messages, no dynamic code).</summary>
    [UnconditionalSuppressMessage("AotAnalysis", "IL3050",
        Justification = "Only under RuntimeFeature.IsDynamicCodeSupported, which .NET 9 and later mark as the guard "
            + "the analyzer needs; .NET 8's does not.")]
    public static Func<object, object?>? Getter(MemberInfo getter)
    {
        if (!RuntimeFeature.IsDynamicCodeSupported || getter is not MethodInfo { IsStatic: false } method
            || !Supported(method.DeclaringType, method.ReturnType))
            return null;
        return typeof(TypedAccessors).GetMethod(nameof(CreateGetter), BindingFlags.NonPublic | BindingFlags.Static)!
            .MakeGenericMethod(method.DeclaringType!, method.ReturnType)
                .Invoke(null, [method]) as Func<object, object?>;
    }

    /// <summary>A typed setter for a property of a class (including <c>init</c>), or null.</summary>
    [UnconditionalSuppressMessage("AotAnalysis", "IL3050",
        Justification = "Only under RuntimeFeature.IsDynamicCodeSupported, which .NET 9 and later mark as the guard "
            + "the analyzer needs; .NET 8's does not.")]
    public static Action<object, object?>? Setter(MemberInfo? setter)
    {
        if (!RuntimeFeature.IsDynamicCodeSupported
            || setter is not MethodInfo { IsStatic: false, ReturnType: var r } method || r != typeof(void)
            || method.GetParameters() is not [var parameter]
                || !Supported(method.DeclaringType, parameter.ParameterType))
            return null;
        return typeof(TypedAccessors).GetMethod(nameof(CreateSetter), BindingFlags.NonPublic | BindingFlags.Static)!
            .MakeGenericMethod(method.DeclaringType!, parameter.ParameterType)
                .Invoke(null, [method]) as Action<object, object?>;
    }

    // Open-instance delegates over a struct need a by-ref receiver; pointers, by-refs and ref structs cannot be type
    // arguments.
    private static bool Supported(Type? owner, Type value) =>
        owner is { IsValueType: false, ContainsGenericParameters: false } && !value.IsByRef && !value.IsPointer
            && !value.IsByRefLike
        && value != typeof(void);

    private static Func<object, object?> CreateGetter<TOwner, TValue>(MethodInfo method) where TOwner : class
    {
        var get = (Func<TOwner, TValue>)method.CreateDelegate(typeof(Func<TOwner, TValue>));
        return target => get((TOwner)target);
    }

    private static Action<object, object?> CreateSetter<TOwner, TValue>(MethodInfo method) where TOwner : class
    {
        var set = (Action<TOwner, TValue>)method.CreateDelegate(typeof(Action<TOwner, TValue>));
        // null for a value type is its default, as MethodInfo.Invoke passes it.
        return (target, value) => set((TOwner)target, value is null ? default! : (TValue)value);
    }
}
