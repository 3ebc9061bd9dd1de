#if NET
using System.Threading;

namespace Nano.Emit.IL;

/// <summary>
/// The process-wide, non-collectible dynamic assembly that holds emitted serializers as static methods, one small
/// static class per method. Unlike a <see cref="DynamicMethod"/> (compiled once, fully optimized, never profiled),
/// a method here is tiered like any other: Tier0 with instrumentation first, then Tier1 with Dynamic PGO, so its
/// delegate calls and type checks are devirtualized from the profile the way Google.Protobuf's generated code is.
/// Its code lives as long as the process (a non-collectible assembly is never unloaded); models that must release
/// their code ask for <see cref="Nano.RuntimeTypeModel.CollectibleCode"/>, which keeps DynamicMethods.
/// </summary>
/// <remarks>
/// Emitted code reaches private setters, fields and constructors, and Nano's internals, the way a DynamicMethod with
/// skipVisibility does: the assembly carries an <c>IgnoresAccessChecksToAttribute</c> (a type the runtime recognizes
/// by name; Nano.Emit's own, <see cref="System.Runtime.CompilerServices.IgnoresAccessChecksToAttribute"/>) for each
/// assembly whose members it uses, added before the first method
/// that uses it is created. A non-collectible assembly cannot refer to a collectible one, so types from a collectible
/// <see cref="System.Runtime.Loader.AssemblyLoadContext"/> are compiled into DynamicMethods instead (see
/// <see cref="CanReference"/>). .NET Framework and Mono do not tier code, so there every method is a DynamicMethod and
/// this class is not built.
/// </remarks>
internal sealed class TieredAssembly
{
    private static TieredAssembly? s_instance;

    /// <summary>The process's assembly, created at first use.</summary>
    public static TieredAssembly Instance =>
        LazyInitializer.EnsureInitialized(ref s_instance, static () => new TieredAssembly());

    private readonly object _sync = new();
    private readonly ModuleBuilder _module;
    private static readonly ConstructorInfo s_ignoresAccessChecksTo =
        typeof(IgnoresAccessChecksToAttribute).GetConstructor([typeof(string)])!;
    private readonly AssemblyBuilder _assembly;
    private readonly HashSet<string> _accessible = [];
    private int _types;

    private TieredAssembly()
    {
        _assembly = AssemblyBuilder.DefineDynamicAssembly(new AssemblyName("Nano.Emitted"), AssemblyBuilderAccess.Run);
        _module = _assembly.DefineDynamicModule("Nano.Emitted");
    }

    /// <summary>True when code in this assembly may refer to <paramref name="type"/> (and its generic arguments): false
    /// for a collectible one.</summary>
    public static bool CanReference(Type type)
    {
        if (type.HasElementType)
            return CanReference(type.GetElementType()!);
        if (type.Assembly.IsCollectible)
            return false;
        if (type.IsGenericType && !type.IsGenericTypeDefinition)
            foreach (var argument in type.GetGenericArguments())
                if (!CanReference(argument))
                    return false;
        return true;
    }

    /// <summary>How many methods have been started in this assembly (each has a class of its own): for tests that
    /// prove a shape's code is emitted once.</summary>
    public int MethodCount
    {
        get
        {
            lock (_sync)
                return _types;
        }
    }

    /// <summary>Starts a public static method <paramref name="name"/> in a new static class of its own.</summary>
    public MethodBuilder DefineMethod(string name, Type returnType, Type[] parameterTypes)
    {
        TypeBuilder type;
        lock (_sync)
        {
            _types++;
            type = _module.DefineType($"Nano.Emitted.M{_types}",
                TypeAttributes.Public | TypeAttributes.Sealed | TypeAttributes.Abstract | TypeAttributes.Class);
        }
        return type.DefineMethod(name, MethodAttributes.Public | MethodAttributes.Static | MethodAttributes.HideBySig,
            returnType, parameterTypes);
    }

    /// <summary>
    /// Creates the class that holds <paramref name="method"/>, after granting the assembly access to every assembly in
    /// <paramref name="uses"/>, and returns the runtime method.
    /// </summary>
    public MethodInfo Complete(MethodBuilder method, IEnumerable<Assembly> uses)
    {
        lock (_sync)
        {
            foreach (var assembly in uses)
            {
                if (assembly.IsCollectible)
                    throw new InvalidOperationException(
                        $"'{method.Name}' refers to the collectible assembly {assembly.GetName().Name}; it should have "
                            + "been compiled into a DynamicMethod.");
                var name = assembly.GetName().Name!;
                if (_accessible.Add(name))
                    _assembly.SetCustomAttribute(new CustomAttributeBuilder(s_ignoresAccessChecksTo, [name]));
            }
            // Under the same lock: threads emitting different types must not bake classes into the module at once.
            var type = ((TypeBuilder)method.DeclaringType!).CreateType();
            return type.GetMethod(method.Name, BindingFlags.Public | BindingFlags.Static)!;
        }
    }
}
#endif
