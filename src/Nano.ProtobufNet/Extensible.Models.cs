using ProtoBuf.Internal;
using ProtoBuf.Meta;

namespace ProtoBuf;

// The extension API on a given model: a value of a message type is read and written by that model's serializer for
// the type (its surrogates and code-first configuration included), without registering anything in the model.
public abstract partial class Extensible
{
    /// <summary>The value of field <paramref name="tag"/> in the extension data, or the type's default when absent,
    /// a message being read with <paramref name="model"/>. The last occurrence of a scalar wins, occurrences of a
    /// message merge.</summary>
    /// <typeparam name="TValue">The field's type.</typeparam>
    /// <param name="model">The model that describes <typeparamref name="TValue"/> when it is a message (null:
    /// <see cref="RuntimeTypeModel.Default"/>).</param>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="format">The field's encoding.</param>
    /// <returns>The value.</returns>
    /// <exception cref="ProtoException">The extension data holds the field in another encoding.</exception>
    /// <exception cref="NotSupportedException"><typeparamref name="TValue"/> holds messages without being one (a list
    /// of messages, for example): read each message instead.</exception>
    public static TValue GetValue<TValue>(TypeModel model, IExtensible instance, int tag,
        DataFormat format = DataFormat.Default)
    {
        var found = ExtensionValues.Read<TValue>(model, instance, tag, format, singleton: true,
            $"{nameof(Extensible)}.{nameof(GetValue)}");
        return found.Count == 0 ? default! : found[0];
    }

    /// <summary>Whether the extension data holds field <paramref name="tag"/>, and its value (see
    /// <see cref="GetValue{TValue}(TypeModel, IExtensible, int, DataFormat)"/>).</summary>
    /// <typeparam name="TValue">The field's type.</typeparam>
    /// <param name="model">The model that describes <typeparamref name="TValue"/> when it is a message (null:
    /// <see cref="RuntimeTypeModel.Default"/>).</param>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="value">The value, or the type's default when absent.</param>
    /// <param name="format">The field's encoding.</param>
    /// <param name="allowDefinedTag">Accepted and, as in protobuf-net 3.4.40, without effect: a field number the
    /// contract declares is looked up in the extension data like any other (where it is normally absent, since a
    /// read puts a declared field in its member).</param>
    /// <returns>True when the field is present.</returns>
    /// <exception cref="ProtoException">The extension data holds the field in another encoding.</exception>
    /// <exception cref="NotSupportedException"><typeparamref name="TValue"/> holds messages without being one.
    /// </exception>
    public static bool TryGetValue<TValue>(TypeModel model, IExtensible instance, int tag, out TValue value,
        DataFormat format = DataFormat.Default, bool allowDefinedTag = false)
    {
        var found = ExtensionValues.Read<TValue>(model, instance, tag, format, singleton: true,
            $"{nameof(Extensible)}.{nameof(TryGetValue)}");
        value = found.Count == 0 ? default! : found[0];
        return found.Count != 0;
    }

    /// <summary>Every value of field <paramref name="tag"/> in the extension data, in order (a repeated field; packed
    /// numbers included; each occurrence of a message is its own value, read with <paramref name="model"/>).</summary>
    /// <typeparam name="TValue">The element type.</typeparam>
    /// <param name="model">The model that describes <typeparamref name="TValue"/> when it is a message (null:
    /// <see cref="RuntimeTypeModel.Default"/>).</param>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="format">The field's encoding.</param>
    /// <returns>The values (none when absent). With <see cref="DataFormat.Default"/> the data is read at the call,
    /// with any other format when the result is enumerated, as protobuf-net reads it.</returns>
    /// <exception cref="ProtoException">The extension data holds the field in another encoding.</exception>
    /// <exception cref="NotSupportedException"><typeparamref name="TValue"/> holds messages without being one.
    /// </exception>
    public static IEnumerable<TValue> GetValues<TValue>(TypeModel model, IExtensible instance, int tag,
        DataFormat format = DataFormat.Default)
    {
        ExtensionValues.CheckArguments(instance, tag);
        const string member = $"{nameof(Extensible)}.{nameof(GetValues)}";
        return format == DataFormat.Default
            ? ExtensionValues.Read<TValue>(model, instance, tag, format, singleton: false, member)
            : ExtensionValues.Deferred(() =>
                ExtensionValues.Read<TValue>(model, instance, tag, format, singleton: false, member));
    }

    /// <summary>Appends <paramref name="value"/> as field <paramref name="tag"/> to the extension data, a message
    /// being written with <paramref name="model"/> (read back, a scalar's new value replaces the old, a message
    /// merges, a repeated field gains an element).</summary>
    /// <typeparam name="TValue">The field's type.</typeparam>
    /// <param name="model">The model that describes <typeparamref name="TValue"/> when it is a message (null:
    /// <see cref="RuntimeTypeModel.Default"/>).</param>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="value">The value (not null).</param>
    /// <param name="format">The field's encoding (<see cref="DataFormat.Group"/> writes a message as a group).</param>
    /// <exception cref="NotSupportedException"><typeparamref name="TValue"/> holds messages without being one.
    /// </exception>
    public static void AppendValue<TValue>(TypeModel model, IExtensible instance, int tag, TValue value,
        DataFormat format = DataFormat.Default) =>
        ExtensionValues.Append(model, instance, tag, format, value, $"{nameof(Extensible)}.{nameof(AppendValue)}");
}
