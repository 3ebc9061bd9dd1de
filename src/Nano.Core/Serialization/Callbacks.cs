using System.Runtime.Serialization;

namespace Nano.Serialization;

/// <summary>
/// Runs a message's serialization callbacks (<see cref="MessageCallbacks"/>); both backends call it, and only for types
/// that have the callback (a type without callbacks costs nothing). What the callback throws reaches the caller as
/// thrown.
/// </summary>
internal static class Callbacks
{
    // protobuf-net passes a context whose State is Persistence; it is a value type, so one boxed copy serves every
    // call.
#pragma warning disable SYSLIB0050 // the state is what WCF-style callbacks may look at; its type is obsolete, not the call
    private static readonly object?[] s_context = [new StreamingContext(StreamingContextStates.Persistence)];
#pragma warning restore SYSLIB0050

    /// <summary>Runs callback <paramref name="kind"/> of <paramref name="model"/> on a class instance (or a boxed
    /// struct, which it changes in place).</summary>
    public static void Run(object instance, MessageModel model, CallbackKind kind)
    {
        if (model.Callbacks?.Of(kind) is { } method)
            Invoke(method, instance);
    }

    /// <summary>The emit backend's form: on a struct, the callback changes the instance itself, as protobuf-net's
    /// does.</summary>
    public static void Run<T>(ref T instance, MessageModel model, int kind)
    {
        if (model.Callbacks?.Of((CallbackKind)kind) is not { } method)
            return;
        object boxed = instance!;
        Invoke(method, boxed);
        if (typeof(T).IsValueType)
            instance = (T)boxed; // the callback ran on the box
    }

    private static void Invoke(MethodInfo method, object instance) =>
        Reflect.Invoke(method, instance, method.GetParameters().Length == 0 ? null : s_context);
}
