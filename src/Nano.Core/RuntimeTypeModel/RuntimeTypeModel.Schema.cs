using Nano.Schema;

namespace Nano;

public sealed partial class RuntimeTypeModel
{
    /// <summary>
    /// The <c>.proto</c> text of <paramref name="type"/> and every message and enum it reaches, so that other languages
    /// (and Google.Protobuf) can read and write the same bytes. The file is proto3 unless a proto2 feature (required,
    /// a default value, a group) is used. Names follow the protobuf style guide; see the README's "Schema export".
    /// </summary>
    /// <param name="type">A contract type.</param>
    /// <param name="options">The package and the C# namespace option, or null for neither.</param>
    /// <returns>The text of one <c>.proto</c> file.</returns>
    /// <exception cref="ProtoModelException">The type cannot be described, or has no <c>.proto</c> form (the message
    /// names the type and member).</exception>
    public string GetSchema(Type type, SchemaOptions? options = null) => GetSchema([type], options);

    /// <summary>The <c>.proto</c> text of several types and everything they reach, in one file.</summary>
    /// <param name="types">Contract types; the first ones come first in the file.</param>
    /// <param name="options">The package and the C# namespace option, or null for neither.</param>
    /// <returns>The text of one <c>.proto</c> file.</returns>
    /// <exception cref="ProtoModelException">A type cannot be described, or has no <c>.proto</c> form.</exception>
    public string GetSchema(IEnumerable<Type> types, SchemaOptions? options = null)
    {
        ArgumentNullException.ThrowIfNull(types);
        var roots = types.ToList();
        if (roots.Count == 0)
            throw new ArgumentException("Name at least one type.", nameof(types));
        var plan = SchemaPlan.Create(roots.Select(GetModel));
        return SchemaWriter.Write(plan, options ?? SchemaOptions.Defaults, roots);
    }
}
