namespace ProtoBuf.Internal;

/// <summary>How Nano's errors and the features it does not carry surface through protobuf-net's API.</summary>
internal static class Errors
{
    /// <summary>Nano's malformed-input exception as protobuf-net's: the same message, the original inside.</summary>
    public static ProtoException Translate(Nano.Wire.ProtoException error) => new(error.Message, error);

    /// <summary>protobuf-net passes <c>userState</c> to callbacks through its <see cref="SerializationContext"/>;
    /// Nano's callbacks take a <see cref="System.Runtime.Serialization.StreamingContext"/> without it, so a state is
    /// refused rather than dropped.</summary>
    public static void RefuseUserState(object? userState, string method)
    {
        if (userState is not null)
            throw new NotSupportedException(
                $"{method}: a userState ({userState.GetType().FullName}) is not supported by Nano.ProtobufNet; pass "
                    + "null (Nano's callbacks receive a StreamingContext without a state).");
    }

    public static NotSupportedException NotCarried(string what, string instead) =>
        new($"{what} is not supported by Nano.ProtobufNet; {instead}.");
}
