namespace ProtoBuf;

/// <summary>Maps the field number of a length-prefixed item to the type to read it as (null skips the item).</summary>
/// <param name="fieldNumber">The item's field number.</param>
/// <returns>The type to read, or null.</returns>
public delegate Type? TypeResolver(int fieldNumber);
