namespace Nano;

/// <summary>
/// Marks a class, struct or record as a protobuf message. Its members marked with
/// <see cref="ProtoMemberAttribute"/> are its fields.
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, AllowMultiple = false, Inherited = false)]
public sealed class ProtoContractAttribute : Attribute
{
    /// <summary>The message name used in diagnostics and generated <c>.proto</c> text; defaults to the type name.</summary>
    public string? Name { get; set; }
}
