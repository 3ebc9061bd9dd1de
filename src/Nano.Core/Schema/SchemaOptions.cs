namespace Nano;

/// <summary>File-level choices for <see cref="RuntimeTypeModel.GetSchema(Type, SchemaOptions?)"/>.</summary>
public sealed class SchemaOptions
{
    /// <summary>The <c>package</c> of the <c>.proto</c> file (dotted identifiers, e.g. <c>acme.orders.v1</c>), or null
    /// for none.</summary>
    public string? Package { get; init; }

    /// <summary>The <c>option csharp_namespace</c> for classes generated from the file, or null to leave it
    /// out.</summary>
    public string? CSharpNamespace { get; init; }

    internal static readonly SchemaOptions Defaults = new();
}
