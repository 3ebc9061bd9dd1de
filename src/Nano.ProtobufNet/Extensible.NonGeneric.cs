using System.Collections;
using System.Reflection;
using ProtoBuf.Internal;
using ProtoBuf.Meta;

namespace ProtoBuf;

// The extension API for a type known only at run time: the generic forms, closed over that type.
public abstract partial class Extensible
{
    /// <summary>Whether the extension data holds field <paramref name="tag"/>, and its value as a
    /// <paramref name="type"/> (see <see cref="GetValue{TValue}(TypeModel, IExtensible, int, DataFormat)"/>).
    /// </summary>
    /// <param name="model">The model that describes <paramref name="type"/> when it is a message (null:
    /// <see cref="RuntimeTypeModel.Default"/>).</param>
    /// <param name="type">The field's type.</param>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="format">The field's encoding.</param>
    /// <param name="allowDefinedTag">Accepted and, as in protobuf-net 3.4.40, without effect (see
    /// <see cref="TryGetValue{TValue}(TypeModel, IExtensible, int, out TValue, DataFormat, bool)"/>).</param>
    /// <param name="value">The value, or null when absent.</param>
    /// <returns>True when the field is present.</returns>
    /// <exception cref="ProtoException">The extension data holds the field in another encoding.</exception>
    /// <exception cref="NotSupportedException"><paramref name="type"/> holds messages without being one.</exception>
    public static bool TryGetValue(TypeModel model, Type type, IExtensible instance, int tag, DataFormat format,
        bool allowDefinedTag, out object value)
    {
        if (type is null)
            throw new ArgumentNullException(nameof(type));
        var found = Dispatch.Invoke<IList>(s_readBoxed, type, null, model, instance, tag, format, true,
            $"{nameof(Extensible)}.{nameof(TryGetValue)}");
        value = found.Count == 0 ? null! : found[0]!;
        return found.Count != 0;
    }

    /// <summary>Every value of field <paramref name="tag"/> in the extension data as a <paramref name="type"/>, in
    /// order (see <see cref="GetValues{TValue}(TypeModel, IExtensible, int, DataFormat)"/>). The arguments are checked
    /// at the call; the data is read when the result is enumerated, as protobuf-net reads it.</summary>
    /// <param name="model">The model that describes <paramref name="type"/> when it is a message (null:
    /// <see cref="RuntimeTypeModel.Default"/>).</param>
    /// <param name="type">The element type.</param>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="format">The field's encoding.</param>
    /// <returns>The values, boxed (none when absent).</returns>
    /// <exception cref="ProtoException">The extension data holds the field in another encoding (on
    /// enumeration).</exception>
    /// <exception cref="NotSupportedException"><paramref name="type"/> holds messages without being one (on
    /// enumeration).</exception>
    public static IEnumerable GetValues(TypeModel model, Type type, IExtensible instance, int tag,
        DataFormat format = DataFormat.Default)
    {
        if (type is null)
            throw new ArgumentNullException(nameof(type));
        ExtensionValues.CheckArguments(instance, tag);
        return ExtensionValues.Deferred(() => Dispatch.Invoke<IList>(s_readBoxed, type, null, model, instance, tag,
            format, false, $"{nameof(Extensible)}.{nameof(GetValues)}").Cast<object?>());
    }

    /// <summary>Appends <paramref name="value"/> as field <paramref name="tag"/>, encoded as its run-time type (a
    /// message with <paramref name="model"/>, as the root of its <c>[ProtoInclude]</c> hierarchy).</summary>
    /// <param name="model">The model that describes the value's type when it is a message (null:
    /// <see cref="RuntimeTypeModel.Default"/>).</param>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="format">The field's encoding (<see cref="DataFormat.Group"/> writes a message as a group).</param>
    /// <param name="value">The value (not null).</param>
    /// <exception cref="NotSupportedException">The value is a collection (protobuf-net refuses a repeated value
    /// here: append each element), or holds messages without being one.</exception>
    public static void AppendValue(TypeModel model, IExtensible instance, int tag, DataFormat format, object value)
    {
        if (instance is null)
            throw new ArgumentNullException(nameof(instance));
        if (value is null)
            throw new ArgumentNullException(nameof(value));
        var type = value.GetType();
        var nano = (model ?? RuntimeTypeModel.Default).NanoModel;
        if (nano.IsContract(type))
            type = nano.GetModel(type).Root.Type;
        else if (ExtensionValues.IsRepeated(model, type))
            throw Errors.NotCarried(
                $"{nameof(Extensible)}.{nameof(AppendValue)}(TypeModel, IExtensible, int, DataFormat, object) with "
                    + $"a collection ({type.FullName})",
                "append each element, or call the generic AppendValue<TValue>");
        Dispatch.Invoke<object?>(s_appendBoxed, type, null, model, instance, tag, format, value);
    }

    private static readonly MethodInfo s_readBoxed = Dispatch.Method<Extensible>(nameof(ReadBoxed));
    private static readonly MethodInfo s_appendBoxed = Dispatch.Method<Extensible>(nameof(AppendBoxed));

    [System.Diagnostics.CodeAnalysis.SuppressMessage("Performance", "CA1859",
        Justification = "Invoked through reflection for any T; its callers see the non-generic IList.")]
    private static IList ReadBoxed<T>(TypeModel? model, IExtensible instance, int tag, DataFormat format,
        bool singleton, string member) =>
        ExtensionValues.Read<T>(model, instance, tag, format, singleton, member);

    private static object? AppendBoxed<T>(TypeModel? model, IExtensible instance, int tag, DataFormat format,
        object value)
    {
        ExtensionValues.Append(model, instance, tag, format, (T)value,
            $"{nameof(Extensible)}.{nameof(AppendValue)}");
        return null;
    }
}
