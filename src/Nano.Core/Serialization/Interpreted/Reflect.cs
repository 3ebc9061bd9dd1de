namespace Nano.Serialization.Interpreted;

/// <summary>
/// Calls user code (getters, setters, constructors, collection methods) through reflection without wrapping what it
/// throws in <see cref="TargetInvocationException"/>, so callers see the same exception as on the emit backend.
/// </summary>
internal static class Reflect
{
    private const BindingFlags Unwrapped = BindingFlags.DoNotWrapExceptions;

    public static object? Invoke(MethodInfo method, object? target, object?[]? arguments) =>
        method.Invoke(target, Unwrapped, binder: null, arguments, culture: null);

    /// <summary>Sets a property through its (possibly non-public) set method.</summary>
    public static void SetValue(PropertyInfo property, object target, object? value) =>
        property.SetValue(target, value, Unwrapped, binder: null, index: null, culture: null);

    public static object Invoke(ConstructorInfo constructor, object?[]? arguments) =>
        constructor.Invoke(Unwrapped, binder: null, arguments ?? [], culture: null);

    /// <summary>A new instance through the public or private parameterless constructor (or the zero value of a struct).</summary>
    public static object New(Type type) =>
        // A message type or a member's collection type: kept under the trimming contract of MessageTypes.Members.
        Activator.CreateInstance(MessageTypes.Members(type), BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | Unwrapped, binder: null, args: null, culture: null)!;
}
