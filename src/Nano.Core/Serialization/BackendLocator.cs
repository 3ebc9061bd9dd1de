using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace Nano.Serialization;

/// <summary>
/// Finds the emit backend without a compile-time reference from Nano.Core to Nano.Emit (Core must stay
/// free of System.Reflection.Emit so that it is AOT-safe). Looked up once, only where dynamic code runs.
/// </summary>
internal static class BackendLocator
{
    private const string EmitBackendType = "Nano.Emit.EmitBackend, Nano.Emit";

    private static readonly Lazy<ISerializerBackend?> s_emit = new(Locate);

    /// <summary>The emit backend, or null when dynamic code is unsupported or Nano.Emit is absent.</summary>
    public static ISerializerBackend? Emit => s_emit.Value;

    [UnconditionalSuppressMessage("Trimming", "IL2057", Justification = "Nano.Emit is only used where dynamic code is supported, which excludes trimmed NativeAOT apps.")]
    [UnconditionalSuppressMessage("Trimming", "IL2072", Justification = "As above.")]
    private static ISerializerBackend? Locate()
    {
        if (!RuntimeFeature.IsDynamicCodeSupported)
            return null;
        var type = Type.GetType(EmitBackendType, throwOnError: false);
        return type is null ? null : (ISerializerBackend?)Activator.CreateInstance(type, nonPublic: true);
    }
}
