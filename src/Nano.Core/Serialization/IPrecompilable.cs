namespace Nano.Serialization;

/// <summary>
/// A serializer whose first call would otherwise compile code (the emit backend's dynamic methods and the generic
/// helpers they call). <see cref="RuntimeTypeModel.CompileAll"/> calls <see cref="Precompile"/> so that no request pays
/// for it.
/// </summary>
internal interface IPrecompilable
{
    /// <summary>JIT-compiles, now, what the first Measure, Write and Read would.</summary>
    void Precompile();
}
