namespace Nano;

/// <summary>
/// A type cannot be described as a protobuf message: thrown when the model is built (at first use, or by
/// <see cref="RuntimeTypeModel.Freeze"/>), naming the type and member at fault.
/// </summary>
public sealed class ProtoModelException : InvalidOperationException
{
    /// <summary>Creates the exception.</summary>
    /// <param name="message">What is wrong, naming the type and member.</param>
    /// <param name="inner">The underlying error, if any.</param>
    public ProtoModelException(string message, Exception? inner = null) : base(message, inner)
    {
    }
}
