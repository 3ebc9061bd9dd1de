#if NET
namespace System.Runtime.CompilerServices;

/// <summary>
/// Grants the assembly that carries it access to the non-public members of the named assembly. The runtime recognizes
/// it by its full name on the accessing assembly, whichever assembly defines the type, so Nano.Emit defines it once
/// here and applies it to its dynamic assembly (<see cref="Nano.Emit.IL.TieredAssembly"/>; .NET only) instead of
/// building the type in that assembly at first use (a TypeBuilder baked at cold start). Nano.Emit never applies it to
/// itself.
/// </summary>
[AttributeUsage(AttributeTargets.Assembly, AllowMultiple = true)]
internal sealed class IgnoresAccessChecksToAttribute(string assemblyName) : Attribute
{
    /// <summary>The simple name of the assembly whose non-public members become accessible.</summary>
    public string AssemblyName { get; } = assemblyName;
}
#endif
