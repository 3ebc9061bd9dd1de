using Nano.Emit.Compiler;

namespace Nano.Emit;

/// <summary>
/// The backend that compiles message models into IL, verified instruction by instruction as it is emitted: static
/// methods in a process-wide dynamic assembly that the runtime tiers and profiles (by default), or
/// <see cref="System.Reflection.Emit.DynamicMethod"/>s for models with <see cref="RuntimeTypeModel.CollectibleCode"/>.
/// Found by Nano.Core at run time (it has no compile-time reference to this assembly) when the process supports dynamic
/// code.
/// </summary>
/// <remarks>Needs Reflection.Emit, so never under NativeAOT; BackendLocator only creates it when
/// <see cref="RuntimeFeature.IsDynamicCodeSupported"/> is true.</remarks>
[System.Diagnostics.CodeAnalysis.RequiresDynamicCode("Nano.Emit compiles IL at run time; use the interpreted backend "
    + "(SerializerBackend.Auto or Interpreted) under NativeAOT.")]
[System.Diagnostics.CodeAnalysis.RequiresUnreferencedCode("Nano.Emit binds to message members by reflection when "
    + "compiling.")]
internal sealed class EmitBackend : ISerializerBackend
{
    private readonly ConditionalWeakTable<RuntimeTypeModel, Compilation> _compilations = new();

    // One callback for every T: a lambda inside the generic Create<T> would be cached per T (88 B per type, for good).
    private static readonly ConditionalWeakTable<RuntimeTypeModel, Compilation>.CreateValueCallback NewCompilation =
        m => new Compilation(m);

    public string Name => "emit";

    public ProtoSerializer<T> Create<T>(RuntimeTypeModel model, MessageModel message) =>
        new EmitSerializer<T>(_compilations.GetValue(model, NewCompilation).Delegates<T>(message), model, message);
}

/// <summary>The typed face of a type's compiled delegates.</summary>
internal sealed class EmitSerializer<T>(MessageDelegates<T> delegates, RuntimeTypeModel model, MessageModel message)
    : ProtoSerializer<T>, IPrecompilable
{
    /// <summary>The type's holder (for tests: which operations were emitted, whether two models share it).</summary>
    internal MessageDelegates<T> Delegates => delegates;

    /// <summary>"emit", or "interpreted" when the compiler handed the type back.</summary>
    public override string Origin => delegates.Origin;

    /// <summary>True when the type's code can throw an <see cref="UnnamedGraphException"/> that must be named (see
    /// <see cref="UnnamedErrorScan"/>). When false, Measure and Write are a bare delegate call with no handler: the
    /// JIT inlines them into the entry point (and the entry point into its caller) after guarded devirtualization, so
    /// a call costs the model's slot lookup and the one call into the emitted code.</summary>
    private readonly bool _namesErrors = UnnamedErrorScan.CanThrow(message);

    public override long Measure(T value, int depthLeft) =>
        _namesErrors ? MeasureNamingErrors(value, depthLeft) : delegates.Measure(value, depthLeft);

    public override void Write(ref ProtoWriter writer, T value)
    {
        if (_namesErrors)
            WriteNamingErrors(ref writer, value);
        else
            delegates.Write(ref writer, value);
    }

    private long MeasureNamingErrors(T value, int depthLeft)
    {
        try
        {
            return delegates.Measure(value, depthLeft);
        }
        catch (UnnamedGraphException e)
        {
            throw UnnamedGraphException.Name(model, message, value, e);
        }
    }

    private void WriteNamingErrors(ref ProtoWriter writer, T value)
    {
        try
        {
            delegates.Write(ref writer, value);
        }
        catch (UnnamedGraphException e)
        {
            throw UnnamedGraphException.Name(model, message, value, e);
        }
    }

    public override T Read(ref ProtoReader reader, T? existing)
    {
        var value = delegates.Read(ref reader, existing!);
        if (reader.Required is not null && reader.Depth == 0)
            RequiredFields.ThrowIfIncomplete(ref reader); // the root message is complete: nothing may stay incomplete
        return value;
    }

    /// <summary>Emits the three methods of the type and of every type they reach, and JIT-compiles them and the generic
    /// helpers their IL calls (see <see cref="GraphPrecompiler"/>).</summary>
    public void Precompile() => GraphPrecompiler.Precompile(delegates);
}
