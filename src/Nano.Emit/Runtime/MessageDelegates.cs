using Nano.Wire;

namespace Nano.Emit.Runtime;

/// <summary>Measures the fields of a message (see <see cref="Serialization.ProtoSerializer{T}.Measure"/>): pure arithmetic.</summary>
internal delegate long MeasureFn<T>(T value, int depthLeft);

/// <summary>Writes the fields of a message.</summary>
internal delegate void WriteFn<T>(ref ProtoWriter writer, T value);

/// <summary>Reads the fields of a message, merging into an existing value.</summary>
internal delegate T ReadFn<T>(ref ProtoReader reader, T existing);

/// <summary>
/// The compiled entry points of one message type. Created empty before compiling (so recursive and mutually
/// recursive types can refer to each other) and filled once; emitted code loads the delegates at call time.
/// </summary>
internal sealed class MessageDelegates<T>
{
    public MeasureFn<T> Measure = null!;
    public WriteFn<T> Write = null!;
    public ReadFn<T> Read = null!;

    /// <summary>Which backend produced the delegates ("emit", or "interpreted" for a type the compiler hands back).</summary>
    public string Origin = "";
}
