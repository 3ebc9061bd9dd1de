namespace ProtoBuf;

/// <summary>
/// protobuf-net's context for callbacks. Nano calls callbacks with a
/// <see cref="System.Runtime.Serialization.StreamingContext"/> or with nothing; a callback that takes this type is
/// refused when the model is built, with a message saying to take a <c>StreamingContext</c> instead. Declared so that
/// code which names it compiles.
/// </summary>
public sealed class SerializationContext
{
    /// <summary>A context with no state.</summary>
    public static SerializationContext Default { get; } = new();

    /// <summary>The caller's state object.</summary>
    public object? Context { get; set; }
}
