using System.Runtime.CompilerServices;
using Nano.Emit.Compiler;
using Nano.Emit.Runtime;
using Nano.Model;
using Nano.Serialization;
using Nano.Wire;

namespace Nano.Emit;

/// <summary>
/// The backend that compiles message models into <see cref="System.Reflection.Emit.DynamicMethod"/>s, verified
/// instruction by instruction as they are emitted. Found by Nano.Core at run time (it has no compile-time
/// reference to this assembly) when the process supports dynamic code.
/// </summary>
internal sealed class EmitBackend : ISerializerBackend
{
    private readonly ConditionalWeakTable<RuntimeTypeModel, Compilation> _compilations = new();

    public string Name => "emit";

    public IProtoSerializer<T> Create<T>(RuntimeTypeModel model, MessageModel message) =>
        new EmitSerializer<T>(_compilations.GetValue(model, m => new Compilation(m)).Delegates<T>(message));
}

/// <summary>The typed face of a type's compiled delegates.</summary>
internal sealed class EmitSerializer<T>(MessageDelegates<T> delegates) : IProtoSerializer<T>, IMeasureOptional, IPrecompilable
{
    public bool WritesWithoutMeasure => delegates.WritesWithoutMeasure;

    /// <summary>"emit", or "interpreted" when the compiler handed the type back.</summary>
    public string Origin => delegates.Origin;

    public int Measure(T value, SizeCache sizes) => delegates.Measure(value, sizes);

    public void Write(ref ProtoWriter writer, T value) => delegates.Write(ref writer, value);

    public T Read(ref ProtoReader reader, T? existing) => delegates.Read(ref reader, existing!);

    /// <summary>JIT-compiles the three methods and the generic helpers their IL calls (see <see cref="Precompiler"/>).</summary>
    public void Precompile()
    {
        Precompiler.Prepare(delegates.Measure);
        Precompiler.Prepare(delegates.Write);
        Precompiler.Prepare(delegates.Read);
    }
}
