namespace Nano;

/// <summary>
/// Declares a derived type on a base contract. On the wire (protobuf-net style) the derived type's own
/// fields travel as a nested message under field <see cref="Tag"/> of the base message, so the base type's
/// fields remain readable by anyone who knows only the base.
/// </summary>
[AttributeUsage(AttributeTargets.Class, AllowMultiple = true, Inherited = false)]
public sealed class ProtoIncludeAttribute : Attribute
{
    /// <summary>Creates the attribute.</summary>
    /// <param name="tag">The field number in the base message that carries the derived type's fields.</param>
    /// <param name="knownType">The derived type, which must itself be a contract.</param>
    public ProtoIncludeAttribute(int tag, [DynamicallyAccessedMembers(MessageTypes.Reflected)] Type knownType)
    {
        Tag = tag;
        KnownType = knownType ?? throw new ArgumentNullException(nameof(knownType));
    }

    /// <summary>The field number carrying the derived type.</summary>
    public int Tag { get; }

    /// <summary>The derived type.</summary>
    [DynamicallyAccessedMembers(MessageTypes.Reflected)]
    public Type KnownType { get; }
}
