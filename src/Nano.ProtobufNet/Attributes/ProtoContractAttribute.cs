namespace ProtoBuf;

/// <summary>Declares a type a protobuf message (or an enum a protobuf enum), with protobuf-net's defaults.</summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum | AttributeTargets.Interface,
    AllowMultiple = false, Inherited = false)]
public sealed class ProtoContractAttribute : Attribute
{
    /// <summary>The message's name in a <c>.proto</c> schema; the type's name when null.</summary>
    public string? Name { get; set; }

    /// <summary>The first field number given to implicit members (see <see cref="ImplicitFields"/>); 1 by
    /// default.</summary>
    public int ImplicitFirstTag { get; set; } = 1;

    /// <summary>Which members are fields without a <see cref="ProtoMemberAttribute"/>.</summary>
    public ImplicitFields ImplicitFields { get; set; }

    /// <summary>Infer field numbers from member names: not carried by Nano (refused when the model is built).</summary>
    public bool InferTagFromName
    {
        get => _inferTagFromName;
        set
        {
            _inferTagFromName = value;
            InferTagFromNameHasValue = true;
        }
    }

    private bool _inferTagFromName;

    /// <summary>Whether <see cref="InferTagFromName"/> was set.</summary>
    public bool InferTagFromNameHasValue { get; private set; }

    /// <summary>An offset added to <c>[DataMember(Order)]</c> numbers: not carried by Nano unless 0.</summary>
    public int DataMemberOffset { get; set; }

    /// <summary>Only members with <see cref="ProtoMemberAttribute"/> are fields (no <c>[DataMember]</c>).</summary>
    public bool UseProtoMembersOnly { get; set; }

    /// <summary>Treat a type that is a collection as a message rather than a repeated field: not carried by
    /// Nano.</summary>
    public bool IgnoreListHandling { get; set; }

    /// <summary>Create instances without running a constructor (field initializers do not run either).</summary>
    public bool SkipConstructor { get; set; }

    /// <summary>Reference tracking for every member of this type: not carried by Nano (refused when the model is
    /// built).</summary>
    public bool AsReferenceDefault { get; set; }

    /// <summary>Enums: accepted; enums travel as their numbers.</summary>
    public bool EnumPassthru { get; set; }

    /// <summary>Unknown sub-type fields are skipped rather than refused.</summary>
    public bool IgnoreUnknownSubTypes { get; set; }

    /// <summary>The type travels as groups wherever it appears.</summary>
    public bool IsGroup { get; set; }

    /// <summary>The type that stands in for this one on the wire (conversion operators between the two).</summary>
    public Type? Surrogate { get; set; }

    /// <summary>The <c>.proto</c> file that defines the type (schema metadata; it does not change the bytes).</summary>
    public string? Origin { get; set; }

    /// <summary>The type is a scalar written by a custom serializer: not carried by Nano (setting true is refused when
    /// the model is built).</summary>
    public bool IsScalar { get; set; }

    /// <summary>A custom serializer type: not carried by Nano (refused when the model is built).</summary>
    public Type? Serializer { get; set; }
}
