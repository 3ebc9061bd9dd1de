using ProtoBuf.Internal;

namespace ProtoBuf;

// protobuf-net's static API over extension data: a field the contract does not declare, read from or appended to the
// raw fields an IExtensible keeps, encoded exactly as a declared member of that type and format would be.
public abstract partial class Extensible
{
    /// <summary>The value of field <paramref name="tag"/> in the extension data, or the type's default when absent.
    /// As for a declared member: the last occurrence of a scalar wins, occurrences of a message merge.</summary>
    /// <typeparam name="TValue">The field's type.</typeparam>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <returns>The value.</returns>
    /// <exception cref="ProtoException">The extension data holds the field in another encoding.</exception>
    public static TValue GetValue<TValue>(IExtensible instance, int tag) =>
        GetValue<TValue>(instance, tag, DataFormat.Default);

    /// <inheritdoc cref="GetValue{TValue}(IExtensible, int)"/>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="format">The field's encoding (<see cref="DataFormat.ZigZag"/>, <see cref="DataFormat.FixedSize"/>,
    /// ...).</param>
    public static TValue GetValue<TValue>(IExtensible instance, int tag, DataFormat format) =>
        TryGetValue(instance, tag, format, out TValue value) ? value : default!;

    /// <summary>Whether the extension data holds field <paramref name="tag"/>, and its value (see
    /// <see cref="GetValue{TValue}(IExtensible, int)"/>).</summary>
    /// <typeparam name="TValue">The field's type.</typeparam>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="value">The value, or the type's default when absent.</param>
    /// <returns>True when the field is present.</returns>
    /// <exception cref="ProtoException">The extension data holds the field in another encoding.</exception>
    public static bool TryGetValue<TValue>(IExtensible instance, int tag, out TValue value) =>
        TryGetValue(instance, tag, DataFormat.Default, out value);

    /// <inheritdoc cref="TryGetValue{TValue}(IExtensible, int, out TValue)"/>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="format">The field's encoding.</param>
    /// <param name="value">The value, or the type's default when absent.</param>
    public static bool TryGetValue<TValue>(IExtensible instance, int tag, DataFormat format, out TValue value)
    {
        var bytes = ExtensionFields.Read(instance);
        var model = ExtensionFields.ModelFor<TValue>(tag, format);
        try
        {
            var all = bytes.Length == 0 ? [] : model.Deserialize<ExtensionFields.All<TValue>>(bytes).Values;
            if (all.Count == 0)
            {
                value = default!;
                return false;
            }
            // A message's occurrences merge, as a singular member's do. A scalar is the last value of every
            // occurrence read as a repeated field, as protobuf-net reads it: a length-delimited occurrence of a number
            // is a packed run, where a singular member would skip it as another encoding.
            value = model.IsContract(typeof(TValue))
                ? model.Deserialize<ExtensionFields.One<TValue>>(bytes).Value
                : all[all.Count - 1];
            return true;
        }
        catch (Nano.Wire.ProtoException e)
        {
            throw Errors.Translate(e);
        }
    }

    /// <summary>Every value of field <paramref name="tag"/> in the extension data, in order (a repeated field; packed
    /// numbers included).</summary>
    /// <typeparam name="TValue">The element type.</typeparam>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <returns>The values (none when absent).</returns>
    /// <exception cref="ProtoException">The extension data holds the field in another encoding.</exception>
    public static IEnumerable<TValue> GetValues<TValue>(IExtensible instance, int tag) =>
        GetValues<TValue>(instance, tag, DataFormat.Default);

    /// <inheritdoc cref="GetValues{TValue}(IExtensible, int)"/>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="format">The field's encoding.</param>
    public static IEnumerable<TValue> GetValues<TValue>(IExtensible instance, int tag, DataFormat format)
    {
        var bytes = ExtensionFields.Read(instance);
        if (bytes.Length == 0)
            return [];
        try
        {
            return ExtensionFields.ModelFor<TValue>(tag, format).Deserialize<ExtensionFields.All<TValue>>(bytes).Values;
        }
        catch (Nano.Wire.ProtoException e)
        {
            throw Errors.Translate(e);
        }
    }

    /// <summary>Appends <paramref name="value"/> as field <paramref name="tag"/> to the extension data (read back, a
    /// scalar's new value replaces the old, a message merges, a repeated field gains an element).</summary>
    /// <typeparam name="TValue">The field's type.</typeparam>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="value">The value (not null).</param>
    public static void AppendValue<TValue>(IExtensible instance, int tag, TValue value) =>
        AppendValue(instance, tag, DataFormat.Default, value);

    /// <inheritdoc cref="AppendValue{TValue}(IExtensible, int, TValue)"/>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="format">The field's encoding.</param>
    /// <param name="value">The value (not null).</param>
    public static void AppendValue<TValue>(IExtensible instance, int tag, DataFormat format, TValue value)
    {
        if (instance is null)
            throw new ArgumentNullException(nameof(instance));
        if (value is null)
            throw new ArgumentNullException(nameof(value));
        // As a one-element repeated field: written even when it is the type's default (0, "", false), as an explicit
        // append asks.
        var holder = new ExtensionFields.All<TValue>();
        holder.Values.Add(value);
        ExtensionFields.Append(instance, ExtensionFields.ModelFor<TValue>(tag, format).SerializeToArray(holder));
    }
}
