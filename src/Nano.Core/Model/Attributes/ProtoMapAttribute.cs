namespace Nano;

/// <summary>
/// Sets the wire encoding of a map member's keys and values (a dictionary is always a protobuf <c>map</c>:
/// repeated entries with the key as field 1 and the value as field 2).
/// </summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property, AllowMultiple = false, Inherited = true)]
public sealed class ProtoMapAttribute : Attribute
{
    /// <summary>The key encoding, for example <see cref="DataFormat.ZigZag"/> for
    /// <c>map&lt;sint32, …&gt;</c>.</summary>
    public DataFormat KeyFormat { get; set; }

    /// <summary>The value encoding.</summary>
    public DataFormat ValueFormat { get; set; }
}
