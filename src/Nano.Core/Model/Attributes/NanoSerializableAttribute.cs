namespace Nano;

/// <summary>
/// Asks Nano's source generator to write a serializer for a message type at compile time. Put it, once per type, on a
/// <c>partial</c> class of your own (the serializer context); the type may come from another assembly, including a
/// protobuf-net contract you cannot edit. Types the generator cannot write yet get a warning and keep running on the
/// runtime backends. At run time <see cref="Serializer"/> and <see cref="RuntimeTypeModel"/> use a generated serializer
/// only while the model of the type, built as usual, matches it; see docs/design-generator.md.
/// </summary>
[AttributeUsage(AttributeTargets.Class, AllowMultiple = true, Inherited = false)]
public sealed class NanoSerializableAttribute : Attribute
{
    /// <summary>Names a message type to generate a serializer for.</summary>
    /// <param name="type">The message type.</param>
    public NanoSerializableAttribute(Type type) => Type = type;

    /// <summary>The message type.</summary>
    public Type Type { get; }
}
