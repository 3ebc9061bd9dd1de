namespace Nano.Emit;

/// <summary>
/// Hands the emit backend to Nano.Core when this assembly's module initializer runs. Nano.Core's
/// <see cref="BackendLocator"/> loads this assembly by its simple name and runs the initializer, so finding the
/// backend parses no type name (the runtime's type-name parser costs about 10 ms of JIT at start-up).
/// </summary>
internal static class EmitBackendRegistration
{
#pragma warning disable CA2255 // a library's module initializer: the documented way for Nano.Core to find this backend without naming a type
    [ModuleInitializer]
#pragma warning restore CA2255
    internal static void Register()
    {
        if (RuntimeFeature.IsDynamicCodeSupported)
            BackendLocator.Register(Create());
    }

    [System.Diagnostics.CodeAnalysis.UnconditionalSuppressMessage("AOT", "IL3050",
        Justification = "Only called where dynamic code is supported (checked above).")]
    [System.Diagnostics.CodeAnalysis.UnconditionalSuppressMessage("Trimming", "IL2026",
        Justification = "As the previous lookup by type name: the emit backend binds members by reflection, which "
            + "trimmed apps do not run.")]
    private static EmitBackend Create() => new();
}
