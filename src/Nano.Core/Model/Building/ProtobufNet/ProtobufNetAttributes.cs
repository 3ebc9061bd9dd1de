using System.ComponentModel;
using System.Globalization;

namespace Nano.Model.Building.ProtobufNet;

/// <summary>
/// Reads protobuf-net's code-first attributes (<c>ProtoBuf.ProtoContractAttribute</c>, <c>ProtoMemberAttribute</c>,
/// <c>ProtoIgnoreAttribute</c>, <c>ProtoIncludeAttribute</c>, <c>ProtoMapAttribute</c>,
/// <c>ProtoPartialMemberAttribute</c>, <c>CompatibilityLevelAttribute</c>) and WCF's
/// <c>[DataContract]</c>/<c>[DataMember(Order = n)]</c>, recognized by their full names so that Nano needs no reference
/// to protobuf-net. The fields they declare carry <see cref="FieldOptions.ProtobufNetLevel"/>, which gives them
/// protobuf-net's meaning and wire defaults.
/// </summary>
/// <remarks>
/// Read through <see cref="CustomAttributeData"/> only (one path, so it cannot disagree with itself): protobuf-net's
/// enum-typed arguments are read as their underlying <see cref="int"/> and mapped here. An argument that would change
/// the contract's meaning and that Nano does not implement is refused with a <see cref="ProtoModelException"/> that
/// names the type and member, never ignored. Serialization callbacks and conditional members
/// (<c>ShouldSerializeX()</c>, <c>XSpecified</c>) are found by <see cref="CallbackMethods"/>.
/// </remarks>
internal static class ProtobufNetAttributes
{
    private const string Contract = "ProtoBuf.ProtoContractAttribute";
    private const string Member = "ProtoBuf.ProtoMemberAttribute";
    private const string Ignore = "ProtoBuf.ProtoIgnoreAttribute";
    private const string Include = "ProtoBuf.ProtoIncludeAttribute";
    private const string Map = "ProtoBuf.ProtoMapAttribute";
    private const string Partial = "ProtoBuf.ProtoPartialMemberAttribute";
    private const string PartialIgnore = "ProtoBuf.ProtoPartialIgnoreAttribute";
    private const string Level = "ProtoBuf.CompatibilityLevelAttribute";
    private const string DataContract = "System.Runtime.Serialization.DataContractAttribute";
    private const string DataMember = "System.Runtime.Serialization.DataMemberAttribute";
    private const string IgnoreDataMember = "System.Runtime.Serialization.IgnoreDataMemberAttribute";

    /// <summary>protobuf-net's default level (<c>CompatibilityLevel.Level200</c>: the <c>bcl.*</c> formats).</summary>
    internal const int DefaultLevel = 200;

    /// <summary>True when the type is declared a contract by protobuf-net's or WCF's attribute.</summary>
    public static bool IsContract(Type type)
    {
        // The framework's own types are never protobuf-net contracts; skipping them keeps their attribute blobs
        // unparsed.
        if (type.Assembly == typeof(object).Assembly)
            return false;
        foreach (var data in type.GetCustomAttributesData())
            if (data.AttributeType.FullName is Contract or DataContract)
                return true;
        return false;
    }

    /// <summary>The registration a protobuf-net contract declares.</summary>
    public static TypeRegistration Read([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type)
    {
        var registration = new TypeRegistration(type);
        var level = LevelIn(AssemblyAttributes(type.Assembly), DefaultLevel);
        var isDataContract = false;
        var partials = new List<(int Tag, string MemberName, CustomAttributeData Data)>();
        var implicitFields = new ImplicitFields(0, 1);
        var partialIgnores = new HashSet<string>(StringComparer.Ordinal);
        foreach (var data in type.GetCustomAttributesData())
        {
            switch (data.AttributeType.FullName)
            {
                case Contract:
                    implicitFields = ReadContract(type, data, registration);
                    break;
                case DataContract:
                    isDataContract = true;
                    registration.Name ??= NamedString(data, "Name");
                    break;
                case Level:
                    level = LevelOf(data, level);
                    break;
                case Include:
                    registration.SubTypes.Add(ReadInclude(type, data));
                    break;
                case PartialIgnore when data.ConstructorArguments[0].Value is string ignoredName:
                    partialIgnores.Add(ignoredName); // the type-level [ProtoIgnore] of a member declared elsewhere
                    break;
                case Partial:
                    partials.Add(((int)data.ConstructorArguments[0].Value!, (string)data.ConstructorArguments[1].Value!,
                        data));
                    break;
            }
        }

        const BindingFlags flags =
            BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;
        var implicitMembers = new List<MemberInfo>();
        // Only the type's own members: protobuf-net ignores the attributes of a base that is not a contract.
        foreach (var field in type.GetFields(flags))
            if (!partialIgnores.Contains(field.Name) && !AddMember(registration, field, level, isDataContract, partials)
                && implicitFields.Takes(field))
                implicitMembers.Add(field);
        foreach (var property in type.GetProperties(flags))
            if (property.GetIndexParameters().Length == 0 && !partialIgnores.Contains(property.Name))
                if (!AddMember(registration, property, level, isDataContract, partials)
                    && implicitFields.Takes(property))
                    implicitMembers.Add(property);
        // protobuf-net numbers the implicit members of the type itself (not of a base) in the ordinal order of their
        // names, from ImplicitFirstTag up, without skipping the numbers explicit members hold (a clash is refused as a
        // duplicate).
        implicitMembers.Sort((a, b) => string.CompareOrdinal(a.Name, b.Name));
        var nextTag = implicitFields.FirstTag;
        foreach (var member in implicitMembers)
        {
            var (when, specified) = CallbackMethods.Condition(type, member);
            registration.Fields.Add(new FieldRegistration(nextTag++, member, new FieldOptions
            {
                WriteCondition = when,
                SpecifiedSetter = specified,
                IsPacked = false, // protobuf-net's default, as for [ProtoMember]
                DefaultValue = member.GetCustomAttribute<DefaultValueAttribute>(inherit: false)?.Value,
                ProtobufNetLevel = LevelIn(member.GetCustomAttributesData(), level),
            }));
        }
        if (partials.Count > 0)
            throw new ProtoModelException($"{type.FullName} [ProtoPartialMember({partials[0].Tag}, "
                + $"\"{partials[0].MemberName}\")]: the type has no field or property of that name.");
        registration.Callbacks = CallbackMethods.FromAttributes(type);
        return registration;
    }

    private static ImplicitFields ReadContract(Type type, CustomAttributeData data, TypeRegistration registration)
    {
        int mode = 0, firstTag = 1;
        foreach (var argument in data.NamedArguments)
        {
            var value = argument.TypedValue.Value;
            switch (argument.MemberName)
            {
                case "Name": registration.Name = (string?)value; break;
                case "SkipConstructor": registration.SkipConstructor = (bool)value!; break;
                case "ImplicitFields" when (int)value! is >= 0 and <= 2:
                    mode = (int)value!; break; // None, AllPublic, AllFields
                case "ImplicitFirstTag" when (int)value! >= 1: firstTag = (int)value!; break;
                case "Surrogate" when value is Type surrogate: registration.Surrogate = surrogate; break;
                // Arguments that do not change the bytes or the objects Nano builds.
                case "EnumPassthru" or "UseProtoMembersOnly" or "IgnoreUnknownSubTypes" or "IsGroup" or "Origin":
                case "IgnoreListHandling" or "AsReferenceDefault" or "InferTagFromName" or "IsScalar"
                    when value is false:
                case "Surrogate" when value is null:
                case "DataMemberOffset" when value is 0:
                    break;
                default:
                    throw NotSupported(type.FullName!, $"[ProtoContract({argument.MemberName} = {value})]",
                        argument.MemberName switch
                        {
                            "ImplicitFields" => "use ImplicitFields.None, AllPublic or AllFields",
                            "ImplicitFirstTag" => "use a field number of 1 or more",
                            "AsReferenceDefault" =>
                                "protobuf-net calls reference tracking legacy; serialize a tree, with ids in your own "
                                    + "fields",
                            _ => "remove it",
                        });
            }
        }
        return new ImplicitFields(mode, firstTag);
    }

    /// <summary>
    /// protobuf-net's <c>ImplicitFields</c> (1 AllPublic: public instance fields and properties with a public getter;
    /// 2 AllFields: every instance field, private and compiler-generated backing fields included) and its first tag.
    /// Delegates, static members and <c>[NonSerialized]</c> fields are never implicit, as in protobuf-net.
    /// </summary>
    private readonly record struct ImplicitFields(int Mode, int FirstTag)
    {
        private const FieldAttributes NotSerialized = (FieldAttributes)0x80; // [NonSerialized]; the
                                                                             // named flag is obsolete
        public bool Takes(MemberInfo member) => member switch
        {
            _ when Mode == 0 => false,
            FieldInfo field => !field.IsStatic && !typeof(Delegate).IsAssignableFrom(field.FieldType)
                && (field.Attributes & NotSerialized) == 0
                && (Mode == 2 || field.IsPublic),
            PropertyInfo property => Mode == 1 && property.GetMethod is { IsPublic: true, IsStatic: false }
                && !typeof(Delegate).IsAssignableFrom(property.PropertyType),
            _ => false,
        };
    }

    /// <summary>A <c>[ProtoInclude(tag, knownType)]</c>: protobuf-net's, or Nano's own (which has no other
    /// arguments).</summary>
    internal static SubTypeRegistration ReadInclude(Type type, CustomAttributeData data)
    {
        var tag = (int)data.ConstructorArguments[0].Value!;
        foreach (var argument in data.NamedArguments)
            if (argument.MemberName == "DataFormat" && (int)argument.TypedValue.Value! != 0)
                throw NotSupported(type.FullName!, $"[ProtoInclude({tag}, DataFormat = {argument.TypedValue.Value})]",
                    "remove the data format (sub-types travel as length-delimited messages)");
        return data.ConstructorArguments[1].Value switch
        {
            Type known => new SubTypeRegistration(tag, known),
            string name => new SubTypeRegistration(tag, ResolveKnownType(type, tag, name)),
            _ => throw new ProtoModelException($"{type.FullName} [ProtoInclude({tag}, ...)]: the known type is null."),
        };
    }

    /// <summary>
    /// A <c>[ProtoInclude(tag, "name")]</c> sub-type, resolved as protobuf-net resolves it: an assembly-qualified name
    /// anywhere, else a full name in the base type's assembly.
    /// </summary>
    [UnconditionalSuppressMessage("Trimming", "IL2057", Justification = "See IL2026.")]
    [UnconditionalSuppressMessage("Trimming", "IL2026",
        Justification = "A sub-type named by a string must be kept by the application, as with protobuf-net; one that "
            + "cannot be found is a ProtoModelException.")]
    private static Type ResolveKnownType(Type type, int tag, string name)
    {
        Type? known = null;
        if (!string.IsNullOrWhiteSpace(name))
        {
            try
            {
                known = Type.GetType(name, throwOnError: false) ?? type.Assembly.GetType(name, throwOnError: false);
            }
            catch (Exception e) when (e is ArgumentException or IOException or BadImageFormatException)
            {
                known = null; // a malformed name or an assembly that does not load: reported below
            }
        }
        return known ?? throw new ProtoModelException(
            $"{type.FullName} [ProtoInclude({tag}, \"{name}\")]: no type of that name was found (give an "
                + $"assembly-qualified name, or the full name of a type in {type.Assembly.GetName().Name}).");
    }

    private static bool AddMember(TypeRegistration registration, MemberInfo member, int level, bool isDataContract,
        List<(int Tag, string MemberName, CustomAttributeData Data)> partials)
    {
        var where = $"{member.DeclaringType?.FullName}.{member.Name}";
        CustomAttributeData? protoMember = null, dataMember = null, map = null;
        bool ignored = false, hasDefault = false;
        var memberLevel = level;
        foreach (var data in member.GetCustomAttributesData())
        {
            switch (data.AttributeType.FullName)
            {
                case Member: protoMember = data; break;
                case DataMember: dataMember = data; break;
                case Map: map = data; break;
                case Ignore or IgnoreDataMember: ignored = true; break;
                case Level: memberLevel = LevelOf(data, level); break;
                case "System.ComponentModel.DefaultValueAttribute": hasDefault = true; break;
            }
        }
        for (var i = 0; i < partials.Count; i++)
        {
            if (partials[i].MemberName == member.Name)
            {
                protoMember = partials[i].Data;
                partials.RemoveAt(i);
                break;
            }
        }
        if (ignored)
            return true; // not implicit either

        int tag;
        string? name = null;
        var format = 0;
        bool isPacked = false, isRequired = false, overwriteList = false;
        if (protoMember is not null)
        {
            tag = (int)protoMember.ConstructorArguments[0].Value!;
            foreach (var argument in protoMember.NamedArguments)
            {
                var value = argument.TypedValue.Value;
                switch (argument.MemberName)
                {
                    case "Name": name = (string?)value; break;
                    case "DataFormat": format = (int)value!; break;
                    case "IsPacked": isPacked = (bool)value!; break;
                    case "IsRequired": isRequired = (bool)value!; break;
                    case "OverwriteList": overwriteList = (bool)value!; break;
                    case "Options" when ((int)value! & ~OptionsCarried) == 0:
                        // MemberSerializationOptions is another spelling of the flags above.
                        isPacked |= ((int)value! & OptionPacked) != 0;
                        isRequired |= ((int)value! & OptionRequired) != 0;
                        overwriteList |= ((int)value! & OptionOverwriteList) != 0;
                        break;
                    case "AsReference" or "DynamicType" when value is false:
                        break;
                    default:
                        throw NotSupported(where, $"[ProtoMember({tag}, {argument.MemberName} = {value})]",
                            argument.MemberName switch
                            {
                                "AsReference" =>
                                    "protobuf-net calls reference tracking legacy; serialize a tree, with ids in your "
                                        + "own fields",
                                "DynamicType" =>
                                    "protobuf-net calls DynamicType legacy; declare the possible types with "
                                        + "[ProtoInclude] on a base type",
                                "Options" =>
                                    "use only MemberSerializationOptions.Packed, Required and OverwriteList "
                                        + "(AsReference and DynamicType are legacy in protobuf-net)",
                                _ => "remove it",
                            });
                }
            }
        }
        else if (isDataContract && dataMember is not null)
        {
            tag = -1;
            foreach (var argument in dataMember.NamedArguments)
            {
                switch (argument.MemberName)
                {
                    case "Order": tag = (int)argument.TypedValue.Value!; break;
                    case "Name": name = (string?)argument.TypedValue.Value; break;
                    case "IsRequired": isRequired = (bool)argument.TypedValue.Value!; break;
                }
            }
            if (tag < 1)
                return true; // protobuf-net takes a data member's field number from its Order, and skips one without
        }
        else
        {
            return false;
        }

        var keyFormat = 0;
        var valueFormat = 0;
        if (map is not null)
        {
            foreach (var argument in map.NamedArguments)
            {
                var value = argument.TypedValue.Value;
                switch (argument.MemberName)
                {
                    case "KeyFormat": keyFormat = (int)value!; break;
                    case "ValueFormat": valueFormat = (int)value!; break;
                    case "DisableMap" when value is false: break;
                    default:
                        throw NotSupported(where, $"[ProtoMap({argument.MemberName} = {value})]",
                        "remove it (a dictionary is always written as a map)");
                }
            }
        }
        // DataFormat.WellKnown is protobuf-net's per-member way to ask for Level240's Timestamp and Duration.
        if (format == WellKnown)
        {
            format = 0;
            if (memberLevel < 240)
                memberLevel = 240;
        }
        var defaultValue = hasDefault ? member.GetCustomAttribute<DefaultValueAttribute>(inherit: false)?.Value : null;
        var (when, specified) = CallbackMethods.Condition(MessageTypes.Members(registration.Type), member);
        registration.Fields.Add(new FieldRegistration(tag, member, new FieldOptions
        {
            WriteCondition = when,
            SpecifiedSetter = specified,
            Name = name,
            DataFormat = ToNano(format, where, "DataFormat"),
            IsPacked = isPacked,
            IsRequired = isRequired,
            KeyFormat = ToNano(keyFormat, where, "KeyFormat"),
            ValueFormat = ToNano(valueFormat, where, "ValueFormat"),
            DefaultValue = defaultValue,
            ProtobufNetLevel = memberLevel,
            OverwriteList = overwriteList,
        }));
        return true;
    }

    // protobuf-net's MemberSerializationOptions: Packed 1, Required 2, AsReference 4, DynamicType 8, OverwriteList 16,
    // AsReferenceHasValue 32 (which only records that AsReference was given, so it changes nothing by itself).
    private const int OptionPacked = 1, OptionRequired = 2, OptionOverwriteList = 16, OptionAsReferenceHasValue = 32;
    private const int OptionsCarried = OptionPacked | OptionRequired | OptionOverwriteList | OptionAsReferenceHasValue;

    // protobuf-net's DataFormat: Default 0, ZigZag 1, TwosComplement 2, FixedSize 3, Group 4, WellKnown 5.
    private const int WellKnown = 5;

    private static DataFormat ToNano(int format, string where, string what) => format switch
    {
        0 or 2 => DataFormat.Default, // TwosComplement is the default varint encoding
        1 => DataFormat.ZigZag,
        3 => DataFormat.FixedSize,
        4 => DataFormat.Group,
        _ => throw NotSupported(where, $"{what} = {format}", "use Default, ZigZag, FixedSize, Group or WellKnown"),
    };

    private static int LevelOf(CustomAttributeData data, int inherited)
    {
        var level = (int)data.ConstructorArguments[0].Value!;
        return level == 0 ? inherited : level; // NotSpecified
    }

    /// <summary>The assembly's attributes, where the runtime can list them: Mono does not implement
    /// <see cref="Assembly.GetCustomAttributesData"/> for a dynamic assembly (<c>AssemblyBuilder</c>), whose types then
    /// get the default level.</summary>
    private static IList<CustomAttributeData> AssemblyAttributes(Assembly assembly)
    {
        try
        {
            return assembly.GetCustomAttributesData();
        }
        catch (NotImplementedException) when (assembly.IsDynamic)
        {
            return [];
        }
    }

    /// <summary>The level a <c>CompatibilityLevelAttribute</c> among <paramref name="attributes"/> sets, else
    /// <paramref name="inherited"/>.</summary>
    private static int LevelIn(IList<CustomAttributeData> attributes, int inherited)
    {
        foreach (var data in attributes)
            if (data.AttributeType.FullName == Level)
                return LevelOf(data, inherited);
        return inherited;
    }

    private static string? NamedString(CustomAttributeData data, string name)
    {
        foreach (var argument in data.NamedArguments)
            if (argument.MemberName == name)
                return argument.TypedValue.Value as string;
        return null;
    }

    /// <summary>
    /// Refuses a <c>[ProtoEnum(Value = n)]</c> that maps an enum member to another number than its own: protobuf-net 3
    /// refuses such value maps too (every enum travels as its numbers), and writing either number would be a guess.
    /// </summary>
    [UnconditionalSuppressMessage("Trimming", "IL2070",
        Justification = "An enum's public static fields are its members, which the trimmer keeps with the enum.")]
    public static void RefuseEnumValueMaps(Type enumType)
    {
        if (enumType.Assembly == typeof(object).Assembly)
            return;
        foreach (var field in enumType.GetFields(BindingFlags.Public | BindingFlags.Static))
        {
            foreach (var data in field.GetCustomAttributesData())
            {
                if (data.AttributeType.FullName != "ProtoBuf.ProtoEnumAttribute")
                    continue;
                foreach (var argument in data.NamedArguments)
                {
                    if (argument.MemberName == "Value"
                        && Convert.ToInt64(argument.TypedValue.Value, CultureInfo.InvariantCulture)
                        != Convert.ToInt64(field.GetRawConstantValue(), CultureInfo.InvariantCulture))
                        throw NotSupported($"{enumType.FullName}.{field.Name}",
                            $"[ProtoEnum(Value = {argument.TypedValue.Value})]",
                            "enums travel as their own numbers (protobuf-net 3 refuses value maps too); map the value "
                                + "in a shadow property");
                }
            }
        }
    }

    private static ProtoModelException NotSupported(string where, string what, string instead) =>
        new($"{where}: protobuf-net's {what} is not supported by Nano; {instead}.");
}
