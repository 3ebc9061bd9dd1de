namespace Nano.Model.Building.ProtobufNet;

/// <summary>
/// The types protobuf-net 3.4 serializes with no attributes at all, through their constructor (its "auto-tuples"):
/// a concrete class or struct whose public instance fields and properties can all be read and none can be set
/// publicly (init-only setters and non-public setters are allowed), and which has exactly one public constructor whose
/// parameters are exactly those members, matched by name (ignoring case) and by type. A type with "Tuple" in its name
/// may have public setters too, which is what lets <see cref="ValueTuple{T1, T2}"/>'s fields qualify.
/// <see cref="KeyValuePair{TKey, TValue}"/>, <see cref="Tuple{T1, T2}"/> and positional records are the usual cases.
/// The fields are numbered 1, 2, … in the constructor's parameter order, carry protobuf-net's default level and
/// meaning, and each value but a null is written, a zero included (see <see cref="FieldOptions.WritesEveryValue"/>),
/// as protobuf-net writes them.
/// </summary>
/// <remarks>
/// The rule is protobuf-net's, not a narrower one of Nano's, so that a program written for protobuf-net finds the same
/// types serializable. It applies only to a type with no contract attributes of either family.
/// </remarks>
internal static class ProtobufNetTuples
{
    /// <summary>The registration of the tuple <paramref name="type"/> is, or null when it is not one.</summary>
    public static TypeRegistration? TryRead([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type)
    {
        if (Members(type) is not { } members)
            return null;
        var registration = new TypeRegistration(type);
        for (var i = 0; i < members.Length; i++)
        {
            registration.Fields.Add(new FieldRegistration(i + 1, members[i], new FieldOptions
            {
                IsPacked = false, // protobuf-net's default, as for [ProtoMember]
                ProtobufNetLevel = ProtobufNetAttributes.DefaultLevel,
                WritesEveryValue = true,
            }));
        }
        return registration;
    }

    /// <summary>The tuple's members in the order of its constructor's parameters, or null when
    /// <paramref name="type"/> is not a tuple.</summary>
    private static MemberInfo[]? Members([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type)
    {
        if (type.IsAbstract || type.IsInterface || type.IsPrimitive || type.IsEnum || type.IsArray || type.IsPointer
            || type.ContainsGenericParameters)
            return null;
        var constructors = type.GetConstructors(BindingFlags.Instance | BindingFlags.Public);
        if (constructors.Length == 0 || (constructors.Length == 1 && constructors[0].GetParameters().Length == 0))
            return null;
        if (ReadableMembers(type) is not { Count: > 0 } members)
            return null;
        MemberInfo[]? mapped = null;
        var mappings = 0;
        foreach (var constructor in constructors)
        {
            if (MapParameters(constructor, members) is { } candidate)
            {
                mapped = candidate;
                mappings++;
            }
        }
        return mappings == 1 ? mapped : null; // two constructors that both fit leave the order undecided
    }

    /// <summary>The public instance properties and fields, or null when one of them disqualifies the type: a property
    /// that cannot be read or is an indexer, or (unless the name says "Tuple") a public setter or a writable
    /// field.</summary>
    private static List<MemberInfo>? ReadableMembers([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type)
    {
        var demandReadOnly = type.Name.IndexOf("Tuple", StringComparison.OrdinalIgnoreCase) < 0;
        var members = new List<MemberInfo>();
        foreach (var property in type.GetProperties(BindingFlags.Instance | BindingFlags.Public))
        {
            if (!property.CanRead || property.GetIndexParameters().Length != 0)
                return null;
            if (demandReadOnly && IsPublicSetter(property.GetSetMethod(nonPublic: false)))
                return null;
            members.Add(property);
        }
        foreach (var field in type.GetFields(BindingFlags.Instance | BindingFlags.Public))
        {
            if (demandReadOnly && !field.IsInitOnly)
                return null;
            members.Add(field);
        }
        return members;
    }

    /// <summary>A public setter that is not <c>init</c>-only (an <c>init</c> accessor carries the
    /// <c>IsExternalInit</c> modifier on its return value).</summary>
    private static bool IsPublicSetter(MethodInfo? setter) =>
        setter is not null && !Array.Exists(setter.ReturnParameter.GetRequiredCustomModifiers(),
            modifier => modifier.FullName == "System.Runtime.CompilerServices.IsExternalInit");

    /// <summary>The members in <paramref name="constructor"/>'s parameter order when its parameters are exactly
    /// <paramref name="members"/> (by name ignoring case, and by type), else null.</summary>
    private static MemberInfo[]? MapParameters(ConstructorInfo constructor, List<MemberInfo> members)
    {
        var parameters = constructor.GetParameters();
        if (parameters.Length != members.Count)
            return null;
        var mapped = new MemberInfo[parameters.Length];
        for (var i = 0; i < parameters.Length; i++)
        {
            var match = members.FindLast(member =>
                string.Equals(member.Name, parameters[i].Name, StringComparison.OrdinalIgnoreCase)
                && TypeOf(member) == parameters[i].ParameterType);
            if (match is null)
                return null;
            mapped[i] = match;
        }
        return mapped;
    }

    private static Type TypeOf(MemberInfo member) =>
        member is PropertyInfo property ? property.PropertyType : ((FieldInfo)member).FieldType;
}
