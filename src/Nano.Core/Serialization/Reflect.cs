#if !NET
using System.Runtime.ExceptionServices;
#endif

namespace Nano.Serialization;

/// <summary>
/// Calls user code (getters, setters, constructors, callbacks, conditions, collection methods) through reflection
/// without wrapping what it throws in <see cref="TargetInvocationException"/>, so callers see the same exception as on
/// the emit backend, on every runtime. .NET says so with <c>BindingFlags.DoNotWrapExceptions</c>; .NET Framework and
/// Mono have no such flag, so there the wrapper is taken off and the user's exception rethrown with its stack trace.
/// </summary>
internal static class Reflect
{
    public static object? Invoke(MethodInfo method, object? target, object?[]? arguments)
    {
#if NET
        return method.Invoke(target, BindingFlags.DoNotWrapExceptions, binder: null, arguments, culture: null);
#else
        try
        {
            return method.Invoke(target, arguments);
        }
        catch (TargetInvocationException e) when (e.InnerException is not null)
        {
            throw Unwrapped(e);
        }
#endif
    }

    /// <summary>Sets a property through its (possibly non-public) set method.</summary>
    public static void SetValue(PropertyInfo property, object target, object? value) =>
        Invoke(property.GetSetMethod(nonPublic: true)!, target, [value]);

    public static object Invoke(ConstructorInfo constructor, object?[]? arguments)
    {
#if NET
        return constructor.Invoke(BindingFlags.DoNotWrapExceptions, binder: null, arguments ?? [], culture: null);
#else
        try
        {
            return constructor.Invoke(arguments ?? []);
        }
        catch (TargetInvocationException e) when (e.InnerException is not null)
        {
            throw Unwrapped(e);
        }
#endif
    }

    /// <summary>A new instance through the public or private parameterless constructor (or the zero value of a
    /// struct).</summary>
    public static object New(Type type)
    {
        // A message type or a member's collection type: kept under the trimming contract of MessageTypes.Members.
        const BindingFlags Any = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic;
#if NET
        return Activator.CreateInstance(MessageTypes.Members(type), Any | BindingFlags.DoNotWrapExceptions,
            binder: null, args: null, culture: null)!;
#else
        try
        {
            return Activator.CreateInstance(MessageTypes.Members(type), Any, binder: null, args: null, culture: null)!;
        }
        catch (TargetInvocationException e) when (e.InnerException is not null)
        {
            throw Unwrapped(e);
        }
#endif
    }

#if !NET
    [System.Diagnostics.CodeAnalysis.SuppressMessage("Performance", "CA1859",
        Justification = "Called as 'throw Unwrapped(e)', so that the compiler sees the path end; the value is unused.")]
    private static Exception Unwrapped(TargetInvocationException e)
    {
        ExceptionDispatchInfo.Capture(e.InnerException!).Throw();
        return e; // not reached: Throw does not return
    }
#endif
}
