using System.ComponentModel;
using Nano.Serialization.Codecs;
using Nano.Serialization.Collections;

namespace Nano.Serialization.Generated;

/// <summary>
/// One element of a repeated message field whose message methods generated code holds directly
/// (<typeparamref name="TMethods"/>, a struct over the child's generated serializer): the length prefix, the depth
/// limit, the framing of a read and the list rules, the ones every other message field runs
/// (<see cref="NestedCodec{T, TMethods}"/>, <see cref="Repeated{T, TCodec}"/>). The generated parent walks the list in
/// its own loop (the tag, and the null element it refuses through <see cref="MessageRules.NullElement"/>) and calls
/// these per element; they are small and inlined into that loop, where the child's methods are known exactly.
/// </summary>
/// <typeparam name="T">The message type.</typeparam>
/// <typeparam name="TMethods">The child's methods.</typeparam>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class NestedMessage<T, TMethods>
    where T : class
    where TMethods : struct, IMessageMethods<T>
{
    /// <summary>The encoded size of one element with its length prefix, without its tag.</summary>
    /// <param name="methods">The child's methods.</param>
    /// <param name="value">The element; not null.</param>
    /// <param name="depthLeft">The parent's nesting budget.</param>
    /// <returns>Its size in bytes.</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(TMethods methods, T value, int depthLeft) =>
        new NestedCodec<T, TMethods>(methods, 0).Measure(value, depthLeft);

    /// <summary>Writes one element with its length prefix, without its tag.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="methods">The child's methods.</param>
    /// <param name="value">The element; not null.</param>
    /// <param name="fieldNumber">The field's number (named by the error for a message over 2 GiB).</param>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(ref ProtoWriter writer, TMethods methods, T value, int fieldNumber) =>
        new NestedCodec<T, TMethods>(methods, fieldNumber).Write(ref writer, value);

    /// <summary>Reads one element of a repeated message field into a list.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="methods">The child's methods.</param>
    /// <param name="target">The list to append to.</param>
    /// <returns>False when the wire type is not length-delimited: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, TMethods methods, List<T> target) =>
        Repeated<T, NestedCodec<T, TMethods>>.Read(ref reader, target, new NestedCodec<T, TMethods>(methods, 0));

    /// <summary>Reads one element of a repeated message array field into its gatherer.</summary>
    /// <param name="reader">The source, positioned after the field's tag.</param>
    /// <param name="methods">The child's methods.</param>
    /// <param name="target">The elements read so far.</param>
    /// <returns>False when the wire type is not length-delimited: the caller skips the field as unknown.</returns>
    public static bool ReadList(ref ProtoReader reader, TMethods methods, GatheredArray<T> target) =>
        Repeated<T, NestedCodec<T, TMethods>>.Read(ref reader, target.Items, new NestedCodec<T, TMethods>(methods, 0));
}
