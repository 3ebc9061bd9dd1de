namespace Nano.Serialization;

/// <summary>
/// Finds the emit backend without a compile-time reference from Nano.Core to Nano.Emit (Core must stay free of
/// System.Reflection.Emit so that it is AOT-safe). Looked up once, only where dynamic code runs.
/// </summary>
/// <remarks>
/// Nano.Emit registers its backend from its module initializer (<c>EmitBackendRegistration</c>), so locating it is
/// loading the assembly by its simple name and running that initializer: no type name is parsed. The runtime's
/// type-name parser (<c>Type.GetType("Nano.Emit.EmitBackend, Nano.Emit")</c>, the previous way) JIT-compiles its
/// vectorized search code at first use even in a ReadyToRun app, about 10 ms of CPU at start-up. The assembly is loaded
/// by name only when the host lists it among the app's assemblies (<c>TRUSTED_PLATFORM_ASSEMBLIES</c>, from the
/// deps.json), because a missing assembly would throw; when the host gives no such list or does not list it
/// (single-file bundles, plug-in load contexts), the type name is tried as before.
/// </remarks>
internal static class BackendLocator
{
    internal const string EmitAssemblyName = "Nano.Emit";
    private const string EmitBackendType = "Nano.Emit.EmitBackend, Nano.Emit";

    private static ISerializerBackend? s_registered;
    private static readonly Lazy<ISerializerBackend?> s_emit = new(Locate);

    /// <summary>The emit backend, or null when dynamic code is unsupported or Nano.Emit is absent.</summary>
    public static ISerializerBackend? Emit => s_emit.Value;

    /// <summary>How the emit backend was found (diagnostics and tests).</summary>
    internal static LocatedBy Route { get; private set; }

    /// <summary>Called by Nano.Emit's module initializer: the backend it provides. The first registration
    /// wins.</summary>
    internal static void Register(ISerializerBackend backend) =>
        Interlocked.CompareExchange(ref s_registered, backend, null);

    private static ISerializerBackend? Locate() => RuntimeFeature.IsDynamicCodeSupported ? LocateEmit() : null;

    private static ISerializerBackend? LocateEmit()
    {
        if (s_registered is null)
        {
            Module? module;
            if (IsListed(AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES") as string, EmitAssemblyName))
            {
                module = Assembly.Load(new AssemblyName { Name = EmitAssemblyName }).ManifestModule;
                Route = LocatedBy.AssemblyName;
            }
            else
            {
                module = ByTypeName()?.Module;
                Route = module is null ? LocatedBy.None : LocatedBy.TypeName;
            }
            if (module is not null)
                RuntimeHelpers.RunModuleConstructor(module.ModuleHandle); // registers the backend (once per process)
        }
        else
        {
            Route = LocatedBy.Registered;
        }
        return s_registered;
    }

    [UnconditionalSuppressMessage("Trimming", "IL2057",
        Justification = "Nano.Emit is only used where dynamic code is supported, which excludes trimmed NativeAOT "
            + "apps.")]
    private static Type? ByTypeName() => Type.GetType(EmitBackendType, throwOnError: false);

    /// <summary>
    /// True when a path list (entries separated by <see cref="Path.PathSeparator"/>) holds a file named
    /// <paramref name="assembly"/>.dll. Plain ordinal comparisons: no vectorized search over a set of characters.
    /// </summary>
    internal static bool IsListed(string? paths, string assembly)
    {
        if (paths is null)
            return false;
        string file = assembly + ".dll";
        for (int at = paths.IndexOf(file, StringComparison.Ordinal); at >= 0;
            at = paths.IndexOf(file, at + 1, StringComparison.Ordinal))
        {
            int end = at + file.Length;
            bool startsEntry = at == 0 || paths[at - 1] is '/' or '\\' || paths[at - 1] == Path.PathSeparator;
            bool endsEntry = end == paths.Length || paths[end] == Path.PathSeparator;
            if (startsEntry && endsEntry)
                return true;
        }
        return false;
    }

    /// <summary>How <see cref="Emit"/> was found.</summary>
    internal enum LocatedBy
    {
        /// <summary>Not looked up, not found, or dynamic code is unsupported.</summary>
        None,
        /// <summary>Loaded by its simple name, listed by the host (no type-name parsing).</summary>
        AssemblyName,
        /// <summary>Through <see cref="Type.GetType(string, bool)"/> (the host did not list it).</summary>
        TypeName,
        /// <summary>Nano.Emit was already loaded by the app's own use of it, and its module initializer had registered
        /// the backend before Nano.Core looked.</summary>
        Registered,
    }
}
