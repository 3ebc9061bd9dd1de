namespace Nano.Emit.Compiler;

/// <summary>
/// JIT-compiles ahead of the first call what that call would compile: the emitted dynamic method behind a delegate
/// (<see cref="RuntimeHelpers.PrepareDelegate"/>, which compiles dynamic methods too), the generic helpers its IL calls
/// (<see cref="RuntimeHelpers.PrepareMethod(RuntimeMethodHandle, RuntimeTypeHandle[])"/> with their instantiation), and
/// what those call in turn, found in their IL (<see cref="ILCallees"/>): helpers calling helpers and the builders they
/// fill (<c>ArrayBuilder&lt;T&gt;</c>), and framework generic code instantiated over a value type (<c>Array.Resize</c>
/// of an enum). Also compiled: the methods and static constructors of the codec structs helpers are closed over
/// (Tier-0 code calls them rather than inlining them), and the static constructors of Nano's generic types reached.
/// Used by <see cref="RuntimeTypeModel.CompileAll"/>; measured to leave nothing for the first call to compile.
/// </summary>
internal static class Precompiler
{
    /// <summary>Compiles the delegate's target and its generic callees, transitively.</summary>
    public static void Prepare(Delegate? compiled)
    {
        if (compiled is null)
            return;
        RuntimeHelpers.PrepareDelegate(compiled);
        var seen = new HashSet<MethodBase>();
        var callees = EmittedCallees.Of(compiled);
        // What a tiered method calls directly, non-generic methods included (its Tier0 code calls even the smallest):
        // compiled, not followed (their own callees are compiled when they first run, as any code's are).
        foreach (var callee in callees)
            if (!callee.IsAbstract && !callee.ContainsGenericParameters && !IsClosedGeneric(callee))
                Prepare(callee);
        var pending = new Stack<MethodBase>(callees);
        while (pending.Count > 0)
        {
            MethodBase method = pending.Pop();
            if (!(IsClosedGeneric(method) || IsCodec(method.DeclaringType!)) || method.IsAbstract || !seen.Add(method))
                continue;
            Prepare(method);
            Type owner = method.DeclaringType!;
            if (IsNano(owner))
                RuntimeHelpers.RunClassConstructor(owner.TypeHandle);
            foreach (Type argument in owner.IsGenericType ? owner.GetGenericArguments() : Type.EmptyTypes)
                if (IsCodec(argument))
                {
                    RuntimeHelpers.RunClassConstructor(argument.TypeHandle);
                    foreach (MethodInfo codecMethod in argument.GetMethods(Declared))
                        pending.Push(codecMethod);
                }
            // Nano's helpers are followed wherever they lead; framework code only where it is instantiated over a
            // value type (its shared code over reference types is compiled once for all and not the probe's own).
            if (IsNano(owner) || HasValueTypeArgument(method))
            {
                var fieldOwners = new List<Type>();
                foreach (MethodBase callee in ILCallees.Of(method, fieldOwners))
                    pending.Push(callee);
                // A static field of a generic Nano type (EnumTraits<TEnum>.Signed) runs its static constructor at first
                // access: run it now.
                foreach (Type fieldOwner in fieldOwners)
                    if (IsNano(fieldOwner) && fieldOwner.IsGenericType && !fieldOwner.ContainsGenericParameters)
                        RuntimeHelpers.RunClassConstructor(fieldOwner.TypeHandle);
            }
        }
        EmittedCallees.Forget(compiled);
    }

    private const BindingFlags Declared = BindingFlags.Instance | BindingFlags.Static | BindingFlags.Public
        | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;

    private static void Prepare(MethodBase method)
    {
        if (method.IsAbstract || method.ContainsGenericParameters)
            return;
        RuntimeHelpers.PrepareMethod(method.MethodHandle, Instantiation(method));
    }

    /// <summary>A generic method or a method of a generic type, with every type parameter bound.</summary>
    private static bool IsClosedGeneric(MethodBase method) =>
        (method.IsGenericMethod || method.DeclaringType is { IsGenericType: true }) && !method.ContainsGenericParameters
            && !method.IsAbstract;

    private static bool HasValueTypeArgument(MethodBase method) =>
        (method.DeclaringType is { IsGenericType: true } owner && owner.GetGenericArguments().Any(t => t.IsValueType))
        || (method.IsGenericMethod && method.GetGenericArguments().Any(t => t.IsValueType));

    private static bool IsNano(Type type) =>
        type.Assembly == typeof(Precompiler).Assembly || type.Assembly == typeof(Nano.Wire.ProtoReader).Assembly;

    /// <summary>The declaring type's generic arguments, then the method's: what shared generic code needs to be
    /// compiled for this instantiation.</summary>
    private static RuntimeTypeHandle[]? Instantiation(MethodBase method)
    {
        Type[] typeArguments =
            method.DeclaringType is { IsGenericType: true } owner ? owner.GetGenericArguments() : Type.EmptyTypes;
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

    /// <summary>The value-type codecs: Nano.Core's (<c>Int32Codec</c>, <c>EnumCodec&lt;T&gt;</c>, ...) and
    /// Nano.Emit.Runtime's (messages, groups).</summary>
    private static bool IsCodec(Type type) =>
        type.IsValueType && (type.Assembly == typeof(Precompiler).Assembly && type.Namespace == "Nano.Emit.Runtime"
            || type.Assembly == typeof(IValueCodec<>).Assembly && type.Namespace == typeof(IValueCodec<>).Namespace);
}
