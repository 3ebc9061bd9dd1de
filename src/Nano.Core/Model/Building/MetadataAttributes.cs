#if NET
using System.ComponentModel;
using System.Diagnostics.CodeAnalysis;
using System.Reflection.Metadata;
using System.Runtime.CompilerServices;
#endif

namespace Nano.Model.Building;

/// <summary>
/// Reads Nano's attributes straight from the member's custom-attribute blobs (<c>MetadataTables</c> over the loaded
/// assembly's metadata, from <c>Assembly.TryGetRawMetadata</c>), without the runtime's
/// <see cref="CustomAttributeData"/>.
/// </summary>
/// <remarks>
/// <para>Why: <see cref="MemberInfo.GetCustomAttributesData"/> parses every attribute of the member, and a blob names
/// the type of each enum-typed named argument (<c>DataFormat = DataFormat.ZigZag</c> stores
/// <c>"Nano.DataFormat, Nano.Core, Version=…"</c>), which the runtime resolves with its type-name parser. That
/// parser's vectorized search code is JIT-compiled at its first use even in a ReadyToRun app: about 10 ms of CPU in the
/// first model a process builds (docs/design-cold-start.md). Here the enum's name is only compared, and its value is
/// read as <see cref="DataFormat"/>'s underlying <see cref="int"/>.</para>
/// <para>Only the shapes Nano's own attributes have are read: a blob or a constructor that does not look exactly like
/// what the C# compiler writes for them, a dynamic assembly, or a process without metadata returns false, and the
/// caller reads the member through <see cref="CustomAttributeData"/> instead (the same result, at the old cost). The
/// attribute's type is identified by name first and then confirmed by resolving its metadata token, so another
/// library's attribute with the same name is never taken for Nano's (a name of Nano's that does not resolve to Nano's
/// attribute sends the member to <see cref="CustomAttributeData"/>).</para>
/// </remarks>
internal static class MetadataAttributes
{
#if NET
    private const byte NamedField = 0x53, NamedProperty = 0x54;
    private const byte TypeBoolean = 0x02, TypeInt32 = 0x08, TypeString = 0x0E, TypeEnum = 0x55;

    /// <summary>One table reader per assembly, dropped with the assembly (its metadata memory belongs to the
    /// runtime).</summary>
    private static readonly ConditionalWeakTable<Assembly, Metadata> s_metadata = new();

    /// <summary>Fills <paramref name="found"/> from the member's blobs; false when the caller must use
    /// <see cref="CustomAttributeData"/>.</summary>
    public static bool TryReadMember(MemberInfo member, MemberAttributes found) => TryRead(member, found, null);

    /// <summary>
    /// Reads <see cref="ProtoContractAttribute"/>'s name from the type's blobs; false when the caller must use
    /// <see cref="CustomAttributeData"/> (also when the type has <see cref="ProtoIncludeAttribute"/>: its
    /// <see cref="Type"/> argument is stored by name and only the runtime resolves it).
    /// </summary>
    public static bool TryReadContract(Type type, TypeRegistration registration) => TryRead(type, null, registration);

    /// <summary>A member's attributes into <paramref name="found"/>, or a type's into
    /// <paramref name="contract"/>.</summary>
    private static bool TryRead(MemberInfo target, MemberAttributes? found, TypeRegistration? contract)
    {
        var tables = TablesOf(target.Module);
        if (tables is null)
            return false;
        try
        {
            if (!tables.TryFindAttributes(target.MetadataToken, out int first, out int end))
                return false;
            for (int row = first; row < end; row++)
            {
                var known = Identify(tables, target.Module, row, out var signature);
                if (known == Known.Unsure || (known == Known.ProtoInclude && contract is not null))
                    return false;
                if (found is not null && known == Known.ProtoIgnore)
                    found.Ignored = true;
                else if (found is not null && known == Known.DefaultValue)
                    found.HasDefaultValue = true;
                else if (found is not null ? (known is Known.ProtoMember or Known.ProtoMap)
                    : known == Known.ProtoContract)
                {
                    // ProtoMemberAttribute(int tag); ProtoMapAttribute() and ProtoContractAttribute()
                    if (!(known == Known.ProtoMember ? HasSignature(signature, TypeInt32) : HasSignature(signature)))
                        return false;
                    var blob = new AttributeBlob(tables.AttributeValue(row));
                    if (!ReadProlog(ref blob))
                        return false;
                    if (known == Known.ProtoMember)
                    {
                        found!.HasProtoMember = true;
                        found.Tag = blob.ReadInt32();
                    }
                    if (!ReadNamed(ref blob, known, target, found, contract))
                        return false;
                }
            }
        }
        catch (BadImageFormatException)
        {
            return false; // a blob or table shorter than it says: let the runtime report it
        }
        return true;
    }

    /// <summary>The named arguments of ProtoMember or ProtoMap into <paramref name="found"/>, or ProtoContract's name
    /// into <paramref name="contract"/>; false on a shape not read here.</summary>
    private static bool ReadNamed(ref AttributeBlob blob, Known known, MemberInfo target, MemberAttributes? found,
        TypeRegistration? contract)
    {
        for (int count = blob.ReadUInt16(); count > 0; count--)
        {
            if (!ReadNamedHeader(ref blob, out byte valueType, out string? name)
                || valueType is not (TypeBoolean or TypeString or TypeEnum))
                return false;
            // An enum is a DataFormat (checked by ReadNamedHeader), stored as its underlying int.
            var value = valueType == TypeBoolean ? blob.ReadBoolean()
                : valueType == TypeString ? blob.ReadSerializedString() : (object)blob.ReadInt32();
            if (known == Known.ProtoMap)
                found!.SetMapArgument(target, name!, value);
            else if (known == Known.ProtoMember)
                found!.SetMemberArgument(target, name!, value);
            else if (valueType != TypeString)
                return false; // SkipConstructor (a bool) among them: the runtime's reader handles it
            else if (name != nameof(ProtoContractAttribute.Name))
                throw new ProtoModelException($"{nameof(ProtoContractAttribute)}.{name} is not read by the model "
                    + "builder (an internal error).");
            else
                contract!.Name = (string?)value;
        }
        return true;
    }

    /// <summary>
    /// A named argument's kind, type and name (ECMA-335 II.23.3). An enum type is accepted only when it is
    /// <see cref="DataFormat"/>, compared by name without resolving it.
    /// </summary>
    private static bool ReadNamedHeader(ref AttributeBlob blob, out byte valueType, out string? name)
    {
        name = null;
        byte kind = blob.ReadByte();
        valueType = blob.ReadByte();
        if (kind is not (NamedField or NamedProperty))
            return false;
        if (valueType == TypeEnum && !IsDataFormat(blob.ReadSerializedString()))
            return false;
        name = blob.ReadSerializedString();
        return name is not null;
    }

    /// <summary>True for the serialized name of <see cref="DataFormat"/>: in Nano.Core, or without an
    /// assembly.</summary>
    internal static bool IsDataFormat(string? serializedName)
    {
        const string Type = "Nano.DataFormat", InCore = "Nano.DataFormat, Nano.Core";
        return serializedName is not null
            && (serializedName == Type || serializedName == InCore
                || serializedName.StartsWith(InCore + ",", StringComparison.Ordinal));
    }

    private static bool ReadProlog(ref AttributeBlob blob) => blob.ReadUInt16() == 1;

    /// <summary>True when the constructor's signature is an instance method returning void with exactly these parameter
    /// types.</summary>
    private static bool HasSignature(ReadOnlySpan<byte> signature, params ReadOnlySpan<byte> parameters) =>
        signature.Length == 3 + parameters.Length
        && signature[0] == 0x20 // HASTHIS, default calling convention
        && signature[1] == parameters.Length
        && signature[2] == 0x01 // void
        && signature[3..].SequenceEqual(parameters);

    /// <summary>
    /// Which of the attributes read here an attribute row is, by its type's name and then by resolving the type's
    /// token. <see cref="Known.Unsure"/> when the name is one of Nano's but the row cannot be confirmed as such.
    /// </summary>
    [UnconditionalSuppressMessage("Trimming", "IL2026",
        Justification = "The token is read at run time from the loaded assembly's own metadata, so it matches that "
            + "(possibly trimmed) assembly; the attribute types compared against are referenced here and kept.")]
    private static Known Identify(MetadataTables tables, Module module, int row, out ReadOnlySpan<byte> signature)
    {
        if (!tables.TryGetConstructor(row, out int typeRef, out var name, out var ns, out signature))
            // An attribute type defined in the member's own assembly (or a generic one): Nano's attributes are
            // defined in Nano.Core, so only Nano.Core's own members would need a closer look.
            return module == typeof(ProtoMemberAttribute).Module ? Known.Unsure : Known.None;
        var known = !ns.SequenceEqual("Nano"u8)
            ? ns.SequenceEqual("System.ComponentModel"u8)
                && name.SequenceEqual("DefaultValueAttribute"u8) ? Known.DefaultValue : Known.None
            : name.SequenceEqual("ProtoMemberAttribute"u8) ? Known.ProtoMember
            : name.SequenceEqual("ProtoIgnoreAttribute"u8) ? Known.ProtoIgnore
            : name.SequenceEqual("ProtoMapAttribute"u8) ? Known.ProtoMap
            : name.SequenceEqual("ProtoContractAttribute"u8) ? Known.ProtoContract
            : name.SequenceEqual("ProtoIncludeAttribute"u8) ? Known.ProtoInclude
            : Known.None;
        return known == Known.None || module.ResolveType(typeRef) == TypeOf(known) ? known : Known.Unsure;
    }

    private static Type TypeOf(Known known) => known switch
    {
        Known.ProtoMember => typeof(ProtoMemberAttribute),
        Known.ProtoIgnore => typeof(ProtoIgnoreAttribute),
        Known.ProtoMap => typeof(ProtoMapAttribute),
        Known.ProtoContract => typeof(ProtoContractAttribute),
        Known.ProtoInclude => typeof(ProtoIncludeAttribute),
        _ => typeof(DefaultValueAttribute),
    };

    private static MetadataTables? TablesOf(Module module)
    {
        var assembly = module.Assembly;
        if (assembly.IsDynamic || module != assembly.ManifestModule)
            return null;
        return s_metadata.GetValue(assembly, static a => new Metadata(a)).Tables;
    }

    /// <summary>The assembly's metadata tables, or null when the runtime does not expose them or they are in a form not
    /// read here.</summary>
    private sealed unsafe class Metadata
    {
        public Metadata(Assembly assembly)
        {
            if (assembly.TryGetRawMetadata(out byte* blob, out int length))
                Tables = MetadataTables.Open(blob, length);
        }

        public MetadataTables? Tables { get; }
    }

    private enum Known
    {
        None,
        Unsure,
        ProtoMember,
        ProtoIgnore,
        ProtoMap,
        ProtoContract,
        ProtoInclude,
        DefaultValue,
    }
#else
    // netstandard2.0: no access to an assembly's raw metadata; the caller uses CustomAttributeData.
    public static bool TryReadMember(MemberInfo member, MemberAttributes found) => false;

    public static bool TryReadContract(Type type, TypeRegistration registration) => false;
#endif
}
