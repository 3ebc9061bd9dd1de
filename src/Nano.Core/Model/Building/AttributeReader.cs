using System.ComponentModel;
using Nano.Model.Building.ProtobufNet;

namespace Nano.Model.Building;

/// <summary>
/// Reads Nano's attributes without instantiating them, one pass over each member's attributes: first straight from
/// the attribute blobs (<see cref="MetadataAttributes"/>, which never resolves a type by name), else through the
/// runtime's <see cref="CustomAttributeData"/>. Instantiating an attribute would run its constructor and property
/// setters through reflection, which JIT-compiles an invoke stub per setter and costs milliseconds at start-up.
/// </summary>
/// <remarks>
/// Attributes are read as declared on the member itself. The members of non-contract base classes are visited on their
/// own by <see cref="TypeRegistration"/>, so an attribute on a base class's virtual property is found there (an
/// undecorated override in a derived class is not a second field). Both sources hand the named arguments to
/// <see cref="MemberAttributes"/>, the one place that interprets them.
/// </remarks>
internal static class AttributeReader
{
    /// <summary>The registration a <see cref="ProtoContractAttribute"/> type declares: its name, members and
    /// sub-types.</summary>
    public static TypeRegistration Read([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type)
    {
        var registration = new TypeRegistration(type);
        if (!MetadataAttributes.TryReadContract(type, registration))
        {
            foreach (var data in type.GetCustomAttributesData())
            {
                var attributeType = data.AttributeType;
                if (attributeType == typeof(ProtoContractAttribute))
                    ReadContract(data, registration);
                else if (attributeType == typeof(ProtoIncludeAttribute))
                    registration.SubTypes.Add(ProtobufNetAttributes.ReadInclude(type, data));
            }
        }

        const BindingFlags flags =
            BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;
        for (var t = type; t is not null && t != typeof(object);
            t = t.BaseType is { } b ? MessageTypes.Members(b) : null)
        {
            // A contract base owns its own members.
            if (t != type && t.IsDefined(typeof(ProtoContractAttribute), inherit: false))
                break;
            foreach (var field in t.GetFields(flags))
                AddMember(registration, field);
            foreach (var property in t.GetProperties(flags))
                if (property.GetIndexParameters().Length == 0)
                    AddMember(registration, property);
        }
        return registration;
    }

    /// <summary>Adds the member when it carries <see cref="ProtoMemberAttribute"/> and not
    /// <see cref="ProtoIgnoreAttribute"/>.</summary>
    private static void AddMember(TypeRegistration registration, MemberInfo member)
    {
        var found = new MemberAttributes();
        if (!MetadataAttributes.TryReadMember(member, found))
        {
            found = new MemberAttributes(); // the blobs were not readable directly: start again from the runtime's view
            ReadMember(member, found);
        }
        if (!found.HasProtoMember || found.Ignored)
            return;
        // DefaultValueAttribute has constructors that convert (from a Type and a string), so it is the one attribute
        // worth instantiating; it is rare.
        var defaultValue =
            found.HasDefaultValue ? member.GetCustomAttribute<DefaultValueAttribute>(inherit: false)?.Value : null;
        registration.Fields.Add(found.ToField(member, defaultValue));
    }

    /// <summary>The member's attributes through <see cref="CustomAttributeData"/> (the runtime parses every
    /// blob).</summary>
    internal static void ReadMember(MemberInfo member, MemberAttributes found)
    {
        foreach (var data in member.GetCustomAttributesData())
        {
            var attributeType = data.AttributeType;
            if (attributeType == typeof(ProtoMemberAttribute))
            {
                found.HasProtoMember = true;
                found.Tag = (int)data.ConstructorArguments[0].Value!;
                foreach (var argument in Named(data))
                    found.SetMemberArgument(member, argument.MemberName, argument.TypedValue.Value);
            }
            else if (attributeType == typeof(ProtoIgnoreAttribute))
            {
                found.Ignored = true;
            }
            else if (attributeType == typeof(ProtoMapAttribute))
            {
                foreach (var argument in Named(data))
                    found.SetMapArgument(member, argument.MemberName, argument.TypedValue.Value);
            }
            else if (attributeType == typeof(DefaultValueAttribute))
            {
                found.HasDefaultValue = true;
            }
        }
    }

    private static void ReadContract(CustomAttributeData data, TypeRegistration registration)
    {
        foreach (var argument in Named(data))
        {
            if (argument.MemberName == nameof(ProtoContractAttribute.Name))
                registration.Name = (string?)argument.TypedValue.Value;
            else if (argument.MemberName == nameof(ProtoContractAttribute.SkipConstructor))
                registration.SkipConstructor = (bool)argument.TypedValue.Value!;
            else
                throw new ProtoModelException($"{nameof(ProtoContractAttribute)}.{argument.MemberName} is not read by "
                    + "the model builder (an internal error).");
        }
    }

    /// <summary>
    /// The named arguments as an array: the runtime's list is one, and enumerating it through <c>IList&lt;T&gt;</c>
    /// would JIT-compile the array's interface helpers for this struct at start-up, ReadyToRun or not.
    /// </summary>
    private static CustomAttributeNamedArgument[] Named(CustomAttributeData data)
    {
        var named = data.NamedArguments;
        if (named is CustomAttributeNamedArgument[] array)
            return array;
        var copy = new CustomAttributeNamedArgument[named.Count];
        named.CopyTo(copy, 0);
        return copy;
    }
}
