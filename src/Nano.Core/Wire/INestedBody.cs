namespace Nano.Wire;

/// <summary>
/// The contents of a nested message (or map entry) for <see cref="ProtoWriter.WriteNested{TBody}"/>: a struct holding
/// what the write needs, so that the helper is specialized and inlined per caller.
/// </summary>
internal interface INestedBody
{
    /// <summary>Writes the contents (without the length prefix).</summary>
    void Write(ref ProtoWriter writer);

    /// <summary>The contents' encoded length, for a writer that cannot keep a prefix open.</summary>
    /// <param name="depthLeft">The writer's depth budget inside the message.</param>
    long Measure(int depthLeft);
}
