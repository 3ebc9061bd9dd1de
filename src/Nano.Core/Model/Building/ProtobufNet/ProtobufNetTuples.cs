namespace Nano.Model.Building.ProtobufNet;

/// <summary>
/// The types protobuf-net 3.4 serializes with no attributes at all, through their constructor (its "auto-tuples"):
/// <see cref="KeyValuePair{TKey, TValue}"/>, and a positional <c>record</c> class whose one public constructor takes
/// exactly its public properties. The fields are numbered 1, 2, … in the constructor's parameter order, carry
/// protobuf-net's default level and meaning, and each value but a null is written, a zero included (see
/// <see cref="FieldOptions.WritesEveryValue"/>), as protobuf-net writes them.
/// </summary>
/// <remarks>
/// Only these two shapes are recognized, so that a type with no attributes is otherwise still refused as "not a
/// contract": protobuf-net's own rule also takes other classes and structs whose members are all read-only, and a
/// type with such members but no attributes is more often a mistake in Nano's model than a tuple.
/// </remarks>
internal static class ProtobufNetTuples
{
    /// <summary>The registration of the tuple <paramref name="type"/> is, or null when it is not one.</summary>
    public static TypeRegistration? TryRead([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type)
    {
        if (type.IsGenericType && !type.IsGenericTypeDefinition
            && type.GetGenericTypeDefinition() == typeof(KeyValuePair<,>))
            return Registration(type, [type.GetProperty("Key")!, type.GetProperty("Value")!]);
        if (!IsPositionalRecord(type, out var members))
            return null;
        return Registration(type, members);
    }

    private static TypeRegistration Registration(Type type, PropertyInfo[] members)
    {
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

    /// <summary>
    /// A record class (it has the compiler's <c>&lt;Clone&gt;$</c> method) with one public constructor whose parameters
    /// are, by name and type, exactly its public instance properties; <paramref name="members"/> in parameter order.
    /// </summary>
    private static bool IsPositionalRecord([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type,
        out PropertyInfo[] members)
    {
        members = [];
        if (!type.IsClass || type.IsAbstract || type.Assembly == typeof(object).Assembly)
            return false;
        if (type.GetMethod("<Clone>$", BindingFlags.Instance | BindingFlags.Public) is null)
            return false;
        var constructors = type.GetConstructors(BindingFlags.Instance | BindingFlags.Public);
        if (constructors.Length != 1)
            return false;
        var parameters = constructors[0].GetParameters();
        var properties = type.GetProperties(BindingFlags.Instance | BindingFlags.Public);
        if (parameters.Length == 0 || properties.Length != parameters.Length)
            return false;
        var found = new PropertyInfo[parameters.Length];
        for (var i = 0; i < parameters.Length; i++)
        {
            var property = Array.Find(properties, p => p.Name == parameters[i].Name);
            if (property is null || property.PropertyType != parameters[i].ParameterType
                || property.GetIndexParameters().Length != 0)
                return false;
            found[i] = property;
        }
        members = found;
        return true;
    }
}
