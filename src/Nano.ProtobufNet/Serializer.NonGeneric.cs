using ProtoBuf.Meta;

namespace ProtoBuf;

public static partial class Serializer
{
    /// <summary>protobuf-net's API for types known only at run time, on
    /// <see cref="RuntimeTypeModel.Default"/>.</summary>
    public static class NonGeneric
    {
        /// <summary>Writes <paramref name="instance"/> as its runtime type.</summary>
        /// <param name="dest">A writable stream.</param>
        /// <param name="instance">The message; not null.</param>
        public static void Serialize(Stream dest, object instance) =>
            RuntimeTypeModel.Default.Serialize(dest, instance);

        /// <summary>Reads a message of <paramref name="type"/> from the rest of <paramref name="source"/>.</summary>
        /// <param name="type">The contract type.</param>
        /// <param name="source">A readable stream.</param>
        /// <returns>The message.</returns>
        /// <exception cref="ProtoException">The input is malformed.</exception>
        public static object Deserialize(Type type, Stream source) =>
            RuntimeTypeModel.Default.Deserialize(type, source);

        /// <summary>Reads the rest of <paramref name="source"/> into <paramref name="instance"/>.</summary>
        /// <param name="source">A readable stream.</param>
        /// <param name="instance">The instance to merge into; not null.</param>
        /// <returns>The merged instance.</returns>
        /// <exception cref="ProtoException">The input is malformed.</exception>
        public static object Merge(Stream source, object instance) =>
            RuntimeTypeModel.Default.Deserialize((instance ?? throw new ArgumentNullException(nameof(instance)))
                .GetType(), source, instance);

        /// <summary>A copy of <paramref name="instance"/>, made by writing and reading it as its runtime
        /// type.</summary>
        /// <param name="instance">The message, or null.</param>
        /// <returns>The copy, or null.</returns>
        public static object? DeepClone(object? instance) => RuntimeTypeModel.Default.DeepClone(instance);

        /// <summary>Writes <paramref name="instance"/> as its runtime type with a length prefix.</summary>
        /// <param name="destination">A writable stream.</param>
        /// <param name="instance">The message; not null.</param>
        /// <param name="style">The prefix.</param>
        /// <param name="fieldNumber">For <see cref="PrefixStyle.Base128"/>: the field header's number, or 0 for
        /// none.</param>
        public static void SerializeWithLengthPrefix(Stream destination, object instance, PrefixStyle style,
            int fieldNumber) =>
            RuntimeTypeModel.Default.SerializeWithLengthPrefix(destination, instance, null, style, fieldNumber);

        /// <summary>Reads one length-prefixed message whose type <paramref name="resolver"/> gives from its field
        /// number.</summary>
        /// <param name="source">A readable stream, left just after the message.</param>
        /// <param name="style">The prefix (<see cref="PrefixStyle.Base128"/> carries the field numbers).</param>
        /// <param name="resolver">Maps a field number to a type (null skips the item).</param>
        /// <param name="value">The message read, or null.</param>
        /// <returns>False when the stream ended before a message.</returns>
        /// <exception cref="ProtoException">A prefix or message is malformed or truncated.</exception>
        public static bool TryDeserializeWithLengthPrefix(Stream source, PrefixStyle style, TypeResolver resolver,
            out object? value)
        {
            value = RuntimeTypeModel.Default.DeserializeWithLengthPrefix(source, null, null, style, 0,
                resolver ?? throw new ArgumentNullException(nameof(resolver)));
            return value is not null;
        }

        /// <summary>True when <paramref name="type"/> is a contract of the default model.</summary>
        /// <param name="type">The type.</param>
        /// <returns>Whether it can be serialized.</returns>
        public static bool CanSerialize(Type type) => RuntimeTypeModel.Default.CanSerialize(type);

        /// <summary>Builds and compiles <paramref name="t"/>'s serializer now (model errors surface here).</summary>
        /// <param name="t">The contract type.</param>
        public static void PrepareSerializer(Type t) => RuntimeTypeModel.Default.NanoModel.GetBackend(t);
    }
}
