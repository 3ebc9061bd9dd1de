using System.ComponentModel;
using System.Reflection;
using Nano;
using Nano.Model.Building;
using Nano.Model.Building.ProtobufNet;
using ProtoBuf.Internal;

namespace ProtoBuf.Meta;

/// <summary>
/// The configuration of one type in a <see cref="RuntimeTypeModel"/>. Each change registers the type with Nano (with
/// its attributes, unless <see cref="RuntimeTypeModel.Add(Type, bool)"/> said otherwise) and is refused, as in
/// protobuf-net, once the type was used or the model frozen. Fields added here get protobuf-net's defaults (not packed,
/// level 200 unless <see cref="CompatibilityLevelAttribute"/> says otherwise).
/// </summary>
public sealed class MetaType
{
    private readonly RuntimeTypeModel _model;

    internal MetaType(RuntimeTypeModel model, Type type)
    {
        _model = model;
        Type = type;
    }

    /// <summary>The configured type.</summary>
    public Type Type { get; }

    private MessageRegistration Registration => _model.NanoModel.Add(Type, applyAttributes: true);

    /// <summary>Declares the member <paramref name="memberName"/> field <paramref name="fieldNumber"/>.</summary>
    /// <param name="fieldNumber">The field number.</param>
    /// <param name="memberName">A field or property of the type.</param>
    /// <returns>This configuration.</returns>
    public MetaType Add(int fieldNumber, string memberName) => Add(fieldNumber, memberName, null);

    /// <summary>Declares a field whose default (not written) is <paramref name="defaultValue"/>.</summary>
    /// <param name="fieldNumber">The field number.</param>
    /// <param name="memberName">A field or property of the type.</param>
    /// <param name="defaultValue">The value that is not written, or null to write every value but a null (a zero
    /// included), as protobuf-net writes a field added at run time; the member's <c>[DefaultValue]</c> is not read
    /// here, as protobuf-net does not read it either.</param>
    /// <returns>This configuration.</returns>
    public MetaType Add(int fieldNumber, string memberName, object? defaultValue)
    {
        var member = FindMember(memberName);
        var (when, specified) = CallbackMethods.Condition(Type, member);
        Registration.Field(fieldNumber, memberName, new FieldOptions
        {
            IsPacked = false, // protobuf-net's default
            DefaultValue = defaultValue,
            // protobuf-net gives a field added at run time no implicit zero default: only attributes do.
            WritesEveryValue = defaultValue is null,
            ProtobufNetLevel = LevelOf(member),
            WriteCondition = when,
            SpecifiedSetter = specified,
        });
        return this;
    }

    /// <summary>Declares members as fields, numbered after the highest field number declared so far.</summary>
    /// <param name="memberNames">Fields or properties of the type.</param>
    /// <returns>This configuration.</returns>
    public MetaType Add(params string[] memberNames)
    {
        if (memberNames is null)
            throw new ArgumentNullException(nameof(memberNames));
        var next = 1;
        foreach (var field in Registration.Registration.Fields)
            next = Math.Max(next, field.Number + 1);
        foreach (var name in memberNames)
            Add(next++, name);
        return this;
    }

    /// <summary>Declares a derived type, carried under <paramref name="fieldNumber"/>.</summary>
    /// <param name="fieldNumber">The field number.</param>
    /// <param name="derivedType">The derived type.</param>
    /// <returns>This configuration.</returns>
    public MetaType AddSubType(int fieldNumber, Type derivedType)
    {
        if (derivedType is null)
            throw new ArgumentNullException(nameof(derivedType));
        if (!Type.IsAssignableFrom(derivedType))
            throw new ArgumentException($"{derivedType.FullName} is not a sub-type of {Type.FullName}.",
                nameof(derivedType));
        Registration.Include(fieldNumber, derivedType);
        return this;
    }

    /// <summary>Declares a derived type; only <see cref="DataFormat.Default"/> is carried by Nano.</summary>
    /// <param name="fieldNumber">The field number.</param>
    /// <param name="derivedType">The derived type.</param>
    /// <param name="dataFormat"><see cref="DataFormat.Default"/>.</param>
    /// <returns>This configuration.</returns>
    public MetaType AddSubType(int fieldNumber, Type derivedType, DataFormat dataFormat)
    {
        if (dataFormat != DataFormat.Default)
            throw Errors.NotCarried(
                $"{Type.FullName}: AddSubType({fieldNumber}, {derivedType?.FullName}, DataFormat.{dataFormat})",
                "use DataFormat.Default (sub-types travel as length-delimited messages)");
        return AddSubType(fieldNumber, derivedType!);
    }

    /// <summary>Makes <paramref name="surrogateType"/> stand in for this type on the wire (conversion operators between
    /// them).</summary>
    /// <param name="surrogateType">The surrogate contract; this type itself or null clears nothing and is
    /// refused.</param>
    public void SetSurrogate(Type surrogateType)
    {
        if (surrogateType is null || surrogateType == Type)
            throw Errors.NotCarried(
                $"{Type.FullName}: SetSurrogate({surrogateType?.FullName ?? "null"}) to clear a surrogate",
                "leave the surrogate unset instead");
        Registration.SetSurrogate(surrogateType);
    }

    /// <summary>Names the type's callback methods (each an instance method returning void, taking nothing or a
    /// <see cref="System.Runtime.Serialization.StreamingContext"/>).</summary>
    /// <param name="beforeSerialize">Called before writing.</param>
    /// <param name="afterSerialize">Called after writing.</param>
    /// <param name="beforeDeserialize">Called before reading.</param>
    /// <param name="afterDeserialize">Called after reading.</param>
    /// <returns>This configuration.</returns>
    public MetaType SetCallbacks(string? beforeSerialize, string? afterSerialize, string? beforeDeserialize,
        string? afterDeserialize)
    {
        Registration.SetCallbacks(beforeSerialize, afterSerialize, beforeDeserialize, afterDeserialize);
        return this;
    }

    /// <summary>Whether reading runs the type's constructor (true, the default) or creates instances without
    /// it.</summary>
    public bool UseConstructor
    {
        get => !Registration.Registration.SkipConstructor;
        set => Registration.SkipConstructor(!value);
    }

    /// <summary>Reference tracking for the type's members: not carried by Nano (setting true is refused).</summary>
    public bool AsReferenceDefault
    {
        get => false;
        set
        {
            if (value)
                throw Errors.NotCarried($"{Type.FullName}: MetaType.AsReferenceDefault = true",
                    "serialize a tree, with ids in your own fields");
        }
    }

    /// <summary>Builds and compiles this type's serializer now (model errors surface here).</summary>
    public void CompileInPlace() => _model.NanoModel.GetBackend(Type);

    /// <summary>The type's name.</summary>
    /// <returns>The type's full name.</returns>
    public override string ToString() => Type.FullName ?? Type.Name;

    private MemberInfo FindMember(string memberName)
    {
        const BindingFlags flags =
            BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;
        for (var t = Type; t is not null; t = t.BaseType)
            if (((MemberInfo?)t.GetProperty(memberName, flags) ?? t.GetField(memberName, flags)) is { } member)
                return member;
        throw new ArgumentException($"{Type.FullName} has no field or property named '{memberName}'.",
            nameof(memberName));
    }

    /// <summary>protobuf-net's level for a member: its own attribute, else its type's, else its assembly's, else
    /// 200.</summary>
    private int LevelOf(MemberInfo member)
    {
        var attribute = member.GetCustomAttribute<CompatibilityLevelAttribute>()
            ?? Type.GetCustomAttribute<CompatibilityLevelAttribute>()
            ?? Type.Assembly.GetCustomAttribute<CompatibilityLevelAttribute>();
        return attribute is { Level: not CompatibilityLevel.NotSpecified } ? (int)attribute.Level
            : ProtobufNetAttributes.DefaultLevel;
    }
}
