using ProtoBuf.Internal;

namespace ProtoBuf;

// protobuf-net's static API over extension data: a field the contract does not declare, read from or appended to the
// raw fields an IExtensible keeps, encoded exactly as a declared member of that type and format would be. The
// overloads without a model use protobuf-net's default model (RuntimeTypeModel.Default), as protobuf-net does.
public abstract partial class Extensible
{
    /// <summary>The value of field <paramref name="tag"/> in the extension data, or the type's default when absent.
    /// As for a declared member: the last occurrence of a scalar wins, occurrences of a message merge. Messages are
    /// read with <see cref="Meta.RuntimeTypeModel.Default"/>.</summary>
    /// <typeparam name="TValue">The field's type.</typeparam>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <returns>The value.</returns>
    /// <exception cref="ProtoException">The extension data holds the field in another encoding.</exception>
    /// <exception cref="NotSupportedException"><typeparamref name="TValue"/> holds messages without being one (a list
    /// of messages, for example): read each message instead.</exception>
    public static TValue GetValue<TValue>(IExtensible instance, int tag) =>
        GetValue<TValue>(null!, instance, tag, DataFormat.Default);

    /// <inheritdoc cref="GetValue{TValue}(IExtensible, int)"/>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="format">The field's encoding (<see cref="DataFormat.ZigZag"/>, <see cref="DataFormat.FixedSize"/>,
    /// ...).</param>
    public static TValue GetValue<TValue>(IExtensible instance, int tag, DataFormat format) =>
        GetValue<TValue>(null!, instance, tag, format);

    /// <summary>Whether the extension data holds field <paramref name="tag"/>, and its value (see
    /// <see cref="GetValue{TValue}(IExtensible, int)"/>).</summary>
    /// <typeparam name="TValue">The field's type.</typeparam>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="value">The value, or the type's default when absent.</param>
    /// <returns>True when the field is present.</returns>
    /// <exception cref="ProtoException">The extension data holds the field in another encoding.</exception>
    /// <exception cref="NotSupportedException"><typeparamref name="TValue"/> holds messages without being one.
    /// </exception>
    public static bool TryGetValue<TValue>(IExtensible instance, int tag, out TValue value) =>
        TryGetValue(null!, instance, tag, out value);

    /// <inheritdoc cref="TryGetValue{TValue}(IExtensible, int, out TValue)"/>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="format">The field's encoding.</param>
    /// <param name="value">The value, or the type's default when absent.</param>
    public static bool TryGetValue<TValue>(IExtensible instance, int tag, DataFormat format, out TValue value) =>
        TryGetValue(null!, instance, tag, out value, format);

    /// <inheritdoc cref="TryGetValue{TValue}(IExtensible, int, out TValue)"/>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="format">The field's encoding.</param>
    /// <param name="allowDefinedTag">Accepted and, as in protobuf-net 3.4.40, without effect: a field number the
    /// contract declares is looked up in the extension data like any other (where it is normally absent, since a
    /// read puts a declared field in its member).</param>
    /// <param name="value">The value, or the type's default when absent.</param>
    public static bool TryGetValue<TValue>(IExtensible instance, int tag, DataFormat format, bool allowDefinedTag,
        out TValue value) =>
        TryGetValue(null!, instance, tag, out value, format, allowDefinedTag);

    /// <summary>Every value of field <paramref name="tag"/> in the extension data, in order (a repeated field; packed
    /// numbers included; each occurrence of a message is its own value).</summary>
    /// <typeparam name="TValue">The element type.</typeparam>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <returns>The values (none when absent).</returns>
    /// <exception cref="ProtoException">The extension data holds the field in another encoding.</exception>
    /// <exception cref="NotSupportedException"><typeparamref name="TValue"/> holds messages without being one.
    /// </exception>
    public static IEnumerable<TValue> GetValues<TValue>(IExtensible instance, int tag) =>
        GetValues<TValue>(null!, instance, tag, DataFormat.Default);

    /// <inheritdoc cref="GetValues{TValue}(IExtensible, int)"/>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="format">The field's encoding.</param>
    public static IEnumerable<TValue> GetValues<TValue>(IExtensible instance, int tag, DataFormat format) =>
        GetValues<TValue>(null!, instance, tag, format);

    /// <summary>Appends <paramref name="value"/> as field <paramref name="tag"/> to the extension data (read back, a
    /// scalar's new value replaces the old, a message merges, a repeated field gains an element). A message is
    /// written with <see cref="Meta.RuntimeTypeModel.Default"/>.</summary>
    /// <typeparam name="TValue">The field's type.</typeparam>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="value">The value (not null).</param>
    /// <exception cref="NotSupportedException"><typeparamref name="TValue"/> holds messages without being one.
    /// </exception>
    public static void AppendValue<TValue>(IExtensible instance, int tag, TValue value) =>
        AppendValue(null!, instance, tag, value);

    /// <inheritdoc cref="AppendValue{TValue}(IExtensible, int, TValue)"/>
    /// <param name="instance">The message.</param>
    /// <param name="tag">The field number.</param>
    /// <param name="format">The field's encoding.</param>
    /// <param name="value">The value (not null).</param>
    public static void AppendValue<TValue>(IExtensible instance, int tag, DataFormat format, TValue value) =>
        AppendValue(null!, instance, tag, value, format);
}
