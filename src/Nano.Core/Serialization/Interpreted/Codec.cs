using Nano.Wire;

namespace Nano.Serialization.Interpreted;

/// <summary>Reads, writes and measures one boxed value (no tag). The interpreted backend's unit of encoding.</summary>
internal abstract class Codec(WireType wireType)
{
    /// <summary>The wire type of one value.</summary>
    public WireType WireType { get; } = wireType;

    /// <summary>Encoded size of the value, without its tag; <paramref name="depthLeft"/> is the nesting budget.</summary>
    public abstract long Measure(object value, int depthLeft);

    /// <summary>Writes the value, without its tag.</summary>
    public abstract void Write(ref ProtoWriter writer, object value);

    /// <summary>Reads one value; <paramref name="existing"/> is merged into for messages.</summary>
    public abstract object Read(ref ProtoReader reader, object? existing);

    /// <summary>True for the zero / empty value that implicit presence does not write.</summary>
    public abstract bool IsDefault(object value);

    /// <summary>The zero value of the type (null for messages).</summary>
    public abstract object? Empty { get; }

    /// <summary>The value a map entry takes when its value field is missing: the zero value, or an empty message.</summary>
    public virtual object? CreateEmpty(ref ProtoReader reader) => Empty;
}
