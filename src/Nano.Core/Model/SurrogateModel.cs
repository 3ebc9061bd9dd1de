namespace Nano.Model;

/// <summary>
/// A surrogate (protobuf-net's <c>[ProtoContract(Surrogate = typeof(S))]</c>, or
/// <see cref="MessageRegistration.SetSurrogate"/>): the type is written as the surrogate message, converted by the
/// conversion operators the model chose, and read back through them. Immutable once its <see cref="MessageModel"/> is
/// published.
/// </summary>
public sealed class SurrogateModel
{
    internal SurrogateModel(MessageModel message, MethodInfo toSurrogate, MethodInfo fromSurrogate)
    {
        Message = message;
        ToSurrogate = toSurrogate;
        FromSurrogate = fromSurrogate;
    }

    /// <summary>The surrogate's own message model: what travels on the wire.</summary>
    public MessageModel Message { get; }

    /// <summary>The static conversion from the type to the surrogate (an <c>op_Implicit</c> or
    /// <c>op_Explicit</c>).</summary>
    public MethodInfo ToSurrogate { get; }

    /// <summary>The static conversion from the surrogate back to the type.</summary>
    public MethodInfo FromSurrogate { get; }
}
