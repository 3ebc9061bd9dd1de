namespace Nano.Emit.Compiler;

/// <summary>
/// The stubs a <see cref="MessageDelegates{T}"/> starts with: each emits its one operation at its first call, swaps
/// it into the holder and calls it, so a process that only writes a type never generates (nor JIT-compiles) its Read,
/// and the reverse. Emission runs under this object's lock: threads racing on a first call emit once, and a holder
/// field only ever points at a stub or at a finished delegate (the swap is a single reference store of a delegate
/// created, verified and bound before it). Nothing else is locked while emitting (the compiler's nested holders were
/// all resolved when it was constructed), so this lock cannot take part in a deadlock.
/// </summary>
internal sealed class PendingMethods<T>
{
    private readonly MessageCompiler _compiler;
    private readonly MessageDelegates<T> _target;
    private readonly object _sync = new();
    private int _pending = 3;

    /// <summary>Points <paramref name="target"/>'s three fields at the stubs.</summary>
    public PendingMethods(MessageCompiler compiler, MessageDelegates<T> target)
    {
        _compiler = compiler;
        _target = target;
        target.Pending = this;
        target.Measure = Measure;
        target.Write = Write;
        target.Read = Read;
        target.Origin = "emit";
    }

    private long Measure(T value, int depthLeft) => EmitMeasure()(value, depthLeft);

    private void Write(ref ProtoWriter writer, T value) => EmitWrite()(ref writer, value);

    private T Read(ref ProtoReader reader, T existing) => EmitRead()(ref reader, existing);

    /// <summary>Emits the operations not emitted yet (for <see cref="RuntimeTypeModel.CompileAll"/>).</summary>
    public void EmitAll()
    {
        EmitMeasure();
        EmitWrite();
        EmitRead();
    }

    private MeasureFn<T> EmitMeasure() =>
        Emit(ref _target.Measure, Operation.Measure, static c => c.CreateMeasure<T>());

    private WriteFn<T> EmitWrite() => Emit(ref _target.Write, Operation.Write, static c => c.CreateWrite<T>());

    private ReadFn<T> EmitRead() => Emit(ref _target.Read, Operation.Read, static c => c.CreateRead<T>());

    /// <summary>Emits one operation unless it was emitted already, and returns the holder field's delegate.</summary>
    private TFn Emit<TFn>(ref TFn field, Operation operation, Func<MessageCompiler, TFn> create) where TFn : Delegate
    {
        lock (_sync)
        {
            if (_target.Emissions(operation) == 0)
            {
                Volatile.Write(ref field, create(_compiler));
                Emitted(operation);
            }
            return field;
        }
    }

    private void Emitted(Operation operation)
    {
        _target.CountEmission(operation);
        // All three emitted: drop the compiler (its layouts and the model it reads) from the holder.
        if (--_pending == 0)
            _target.Pending = null;
    }
}
