namespace Nano;

/// <summary>
/// Marks a class, struct or record as a protobuf message. Its members marked with
/// <see cref="ProtoMemberAttribute"/> are its fields.
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, AllowMultiple = false, Inherited = false)]
public sealed class ProtoContractAttribute : Attribute
{
    /// <summary>The message name used in diagnostics and generated <c>.proto</c> text; defaults to the type
    /// name.</summary>
    public string? Name { get; set; }

    /// <summary>
    /// Creates instances on read without running any constructor, so field initializers do not run either
    /// (protobuf-net's <c>SkipConstructor</c>): members the payload lacks stay at their zero value. Every field member
    /// needs a setter.
    /// </summary>
    public bool SkipConstructor { get; set; }
}
