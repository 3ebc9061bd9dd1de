namespace ProtoBuf;

/// <summary>Declares a derived type of this contract, carried under a field number of the base message.</summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Interface, AllowMultiple = true, Inherited = false)]
public sealed class ProtoIncludeAttribute : Attribute
{
    /// <summary>Declares a derived type by its name.</summary>
    /// <param name="tag">The field number carrying the derived type.</param>
    /// <param name="knownTypeName">An assembly-qualified name, or a full name in the base type's assembly.</param>
    public ProtoIncludeAttribute(int tag, string knownTypeName)
    {
        if (tag <= 0)
            throw new ArgumentOutOfRangeException(nameof(tag), tag, "A field number is 1 or more.");
        if (string.IsNullOrEmpty(knownTypeName))
            throw new ArgumentNullException(nameof(knownTypeName));
        Tag = tag;
        KnownTypeName = knownTypeName;
    }

    /// <summary>Declares a derived type.</summary>
    /// <param name="tag">The field number carrying the derived type.</param>
    /// <param name="knownType">The derived type.</param>
    public ProtoIncludeAttribute(int tag, Type knownType)
        : this(tag, knownType is null ? "" : knownType.AssemblyQualifiedName ?? knownType.FullName ?? knownType.Name)
    {
        KnownType = knownType;
    }

    /// <summary>The field number carrying the derived type.</summary>
    public int Tag { get; }

    /// <summary>The derived type's name, as given.</summary>
    public string KnownTypeName { get; }

    /// <summary>The derived type, when given as a type (else resolved from <see cref="KnownTypeName"/> by the
    /// model).</summary>
    public Type? KnownType { get; }

    /// <summary>The sub-type's format: only <see cref="DataFormat.Default"/> is carried by Nano (others are
    /// refused).</summary>
    public DataFormat DataFormat { get; set; }
}

/// <summary>Reserves field numbers or names, so that a <c>.proto</c> schema marks them reserved.</summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum | AttributeTargets.Interface,
    AllowMultiple = true, Inherited = false)]
public sealed class ProtoReservedAttribute : Attribute
{
    /// <summary>Reserves one field number.</summary>
    /// <param name="field">The field number.</param>
    /// <param name="comment">Why it is reserved.</param>
    public ProtoReservedAttribute(int field, string? comment = null) : this(field, field, comment)
    {
    }

    /// <summary>Reserves a range of field numbers.</summary>
    /// <param name="from">The first field number.</param>
    /// <param name="to">The last field number (included).</param>
    /// <param name="comment">Why they are reserved.</param>
    public ProtoReservedAttribute(int from, int to, string? comment = null)
    {
        From = from;
        To = to;
        Comment = comment;
    }

    /// <summary>Reserves a field name.</summary>
    /// <param name="field">The field name.</param>
    /// <param name="comment">Why it is reserved.</param>
    public ProtoReservedAttribute(string field, string? comment = null)
    {
        Name = field;
        Comment = comment;
    }

    /// <summary>The first reserved field number (0 when a name is reserved).</summary>
    public int From { get; }

    /// <summary>The last reserved field number (0 when a name is reserved).</summary>
    public int To { get; }

    /// <summary>The reserved name, or null when numbers are reserved.</summary>
    public string? Name { get; }

    /// <summary>Why the field is reserved.</summary>
    public string? Comment { get; }
}
