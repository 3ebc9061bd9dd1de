namespace Nano.Emit.Runtime;

/// <summary>Measures the fields of a message (see <see cref="Serialization.ProtoSerializer{T}.Measure"/>): pure
/// arithmetic.</summary>
internal delegate long MeasureFn<T>(T value, int depthLeft);

/// <summary>Writes the fields of a message.</summary>
internal delegate void WriteFn<T>(ref ProtoWriter writer, T value);

/// <summary>Reads the fields of a message, merging into an existing value.</summary>
internal delegate T ReadFn<T>(ref ProtoReader reader, T existing);

/// <summary>The three operations of a message type, each emitted on its own at its first call.</summary>
internal enum Operation
{
    Measure,
    Write,
    Read,
}

/// <summary>
/// What every <see cref="MessageDelegates{T}"/> offers without its type argument: the holders its code calls at run
/// time, so that <see cref="RuntimeTypeModel.CompileAll"/> can emit and precompile a whole graph of types, and how many
/// times each operation was emitted (a diagnostic: tests prove with it that emission is lazy and happens once).
/// </summary>
internal abstract class MessageDelegates
{
    /// <summary>Which backend produced the delegates ("emit", or "interpreted" for a type the compiler hands
    /// back).</summary>
    public string Origin = "";

    /// <summary>
    /// The holders this type's code calls: its nested message types, the sub-type levels below it, or for a derived
    /// type declared as a field type, its hierarchy's root. Set once, before the holder is published.
    /// </summary>
    public MessageDelegates[] Callees = [];

    private readonly int[] _emissions = new int[3];

    /// <summary>True once <see cref="Compiler.GraphPrecompiler"/> has emitted and precompiled this holder.</summary>
    public volatile bool Precompiled;

    /// <summary>How many times <paramref name="operation"/> was emitted for this holder (0 until its first call, then
    /// 1).</summary>
    public int Emissions(Operation operation) => Volatile.Read(ref _emissions[(int)operation]);

    /// <summary>Counts an emission; called under the emission lock.</summary>
    internal void CountEmission(Operation operation) => Interlocked.Increment(ref _emissions[(int)operation]);

    /// <summary>Emits every operation still waiting for its first call.</summary>
    public abstract void EmitAll();

    /// <summary>The three delegates (emitted ones after <see cref="EmitAll"/>).</summary>
    public abstract Delegate[] Current();
}

/// <summary>
/// The entry points of one message type. Created before its type is compiled (so recursive and mutually recursive
/// types can refer to each other); each field starts at a stub that emits its operation at the first call (see
/// <see cref="Compiler.PendingMethods{T}"/>) and then points at the emitted method. Emitted code and the codecs load
/// the fields at call time, so a caller never holds on to a stub.
/// </summary>
internal sealed class MessageDelegates<T> : MessageDelegates
{
    public MeasureFn<T> Measure = null!;
    public WriteFn<T> Write = null!;
    public ReadFn<T> Read = null!;

    /// <summary><c>typeof(T)</c>, for the depth checks and error messages of the per-element calls. Read from here,
    /// not written as <c>typeof(T)</c> in a codec: in the code that reference types share (a repeated field's loop
    /// the JIT did not inline into its exact caller) every <c>typeof(T)</c> is a runtime lookup per element.</summary>
    public readonly Type MessageType = typeof(T);

    /// <summary>The stubs' owner while any operation waits for its first call; null once all three are emitted (or for
    /// delegates that are not emitted: interpreted types, derived-type adapters).</summary>
    internal Compiler.PendingMethods<T>? Pending;

    public override void EmitAll() => Pending?.EmitAll();

    public override Delegate[] Current() => [Measure, Write, Read];
}
