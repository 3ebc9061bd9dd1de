using System.Reflection;
using System.Runtime.CompilerServices;
using Nano.Emit.IL;

namespace Nano.Emit.Compiler;

/// <summary>
/// JIT-compiles ahead of the first call what that call would compile: the emitted dynamic method behind a delegate
/// (<see cref="RuntimeHelpers.PrepareDelegate"/>, which compiles dynamic methods too), the generic helpers its IL calls
/// (<see cref="RuntimeHelpers.PrepareMethod(RuntimeMethodHandle, RuntimeTypeHandle[])"/> with their instantiation), and
/// the helpers' overloads of the same name (which call each other), and the methods of the codec structs those helpers
/// are closed over (Tier-0 code calls them rather than inlining them). Not prepared: framework generic code over a
/// value type that a helper uses (<c>List&lt;int&gt;.Add</c> when reading a repeated enum).
/// Used by <see cref="RuntimeTypeModel.CompileAll"/>; measured to leave nothing for the first call to compile.
/// </summary>
internal static class Precompiler
{
    /// <summary>Compiles the delegate's target and its generic callees.</summary>
    public static void Prepare(Delegate? compiled)
    {
        if (compiled is null)
            return;
        RuntimeHelpers.PrepareDelegate(compiled);
        foreach (MethodBase callee in EmittedCallees.Of(compiled))
        {
            Prepare(callee);
            if (callee.DeclaringType is not { IsGenericType: true } owner)
                continue;
            // A helper's overloads call each other (the array overload calls the span one): prepare them all.
            foreach (MethodInfo overload in owner.GetMethods(Declared))
                if (overload.Name == callee.Name)
                    Prepare(overload);
            foreach (Type argument in owner.GetGenericArguments())
                if (IsCodec(argument))
                    foreach (MethodInfo method in argument.GetMethods(Declared))
                        Prepare(method);
        }
    }

    private const BindingFlags Declared = BindingFlags.Instance | BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;

    private static void Prepare(MethodBase method)
    {
        if (method.IsAbstract || method.ContainsGenericParameters)
            return;
        RuntimeHelpers.PrepareMethod(method.MethodHandle, Instantiation(method));
    }

    /// <summary>The declaring type's generic arguments, then the method's: what shared generic code needs to be compiled for this instantiation.</summary>
    private static RuntimeTypeHandle[]? Instantiation(MethodBase method)
    {
        Type[] typeArguments = method.DeclaringType is { IsGenericType: true } owner ? owner.GetGenericArguments() : Type.EmptyTypes;
        Type[] methodArguments = method.IsGenericMethod ? method.GetGenericArguments() : Type.EmptyTypes;
        if (typeArguments.Length + methodArguments.Length == 0)
            return null;
        var handles = new RuntimeTypeHandle[typeArguments.Length + methodArguments.Length];
        for (int i = 0; i < typeArguments.Length; i++)
            handles[i] = typeArguments[i].TypeHandle;
        for (int i = 0; i < methodArguments.Length; i++)
            handles[typeArguments.Length + i] = methodArguments[i].TypeHandle;
        return handles;
    }

    /// <summary>The value-type codecs of Nano.Emit.Runtime (<c>Int32Codec</c>, <c>EnumCodec&lt;T&gt;</c>, ...).</summary>
    private static bool IsCodec(Type type) =>
        type.IsValueType && type.Assembly == typeof(Precompiler).Assembly && type.Namespace == "Nano.Emit.Runtime";
}
