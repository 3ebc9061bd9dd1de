using System.Runtime.Serialization;

namespace Nano.Model.Building;

/// <summary>
/// Finds and checks the methods protobuf-net calls around a message: serialization callbacks and the conditions of
/// conditional serialization (<c>XSpecified</c>, <c>ShouldSerializeX()</c>), with protobuf-net 3.4's rules.
/// </summary>
internal static class CallbackMethods
{
    private const BindingFlags Instance = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic;

    // Index i and i + 4 are the same event: protobuf-net's attribute, then WCF's (used when protobuf-net's is absent).
    private static readonly string[] s_attributes =
    [
        "ProtoBuf.ProtoBeforeSerializationAttribute", "ProtoBuf.ProtoAfterSerializationAttribute",
        "ProtoBuf.ProtoBeforeDeserializationAttribute", "ProtoBuf.ProtoAfterDeserializationAttribute",
        "System.Runtime.Serialization.OnSerializingAttribute", "System.Runtime.Serialization.OnSerializedAttribute",
        "System.Runtime.Serialization.OnDeserializingAttribute", "System.Runtime.Serialization.OnDeserializedAttribute",
    ];

    /// <summary>
    /// The callbacks the type itself declares by attribute (instance methods only: protobuf-net ignores static ones and
    /// those of a base class), or null when it declares none. Two methods with the same attribute are refused.
    /// </summary>
    public static MessageCallbacks? FromAttributes([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type)
    {
        var found = new MethodInfo?[s_attributes.Length];
        foreach (var method in type.GetMethods(Instance | BindingFlags.DeclaredOnly))
        {
            foreach (var data in method.GetCustomAttributesData())
            {
                var index = Array.IndexOf(s_attributes, data.AttributeType.FullName);
                if (index < 0)
                    continue;
                var attribute = data.AttributeType.Name.Replace("Attribute", "");
                if (found[index] is { } other && other != method)
                    throw new ProtoModelException($"{type.FullName}: [{attribute}] is on two methods, {other.Name} and "
                        + $"{method.Name}; keep one (protobuf-net refuses this too).");
                found[index] = Checked(type, method, $"[{attribute}]");
            }
        }
        var callbacks = new MessageCallbacks(found[0] ?? found[4], found[1] ?? found[5], found[2] ?? found[6],
            found[3] ?? found[7]);
        return (callbacks.BeforeSerialize ?? callbacks.AfterSerialize ?? callbacks.BeforeDeserialize
            ?? callbacks.AfterDeserialize) is null ? null : callbacks;
    }

    /// <summary>The callbacks named for <see cref="MessageRegistration.SetCallbacks"/>, or null when none is
    /// named.</summary>
    public static MessageCallbacks? Named([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type,
        string? beforeSerialize, string? afterSerialize, string? beforeDeserialize, string? afterDeserialize)
    {
        MethodInfo? Find(string? name)
        {
            if (string.IsNullOrEmpty(name))
                return null;
            MethodInfo? method;
            try
            {
                method = type.GetMethod(name, Instance);
            }
            catch (AmbiguousMatchException e)
            {
                throw new ProtoModelException($"{type.FullName}.{name}: more than one method has that name; a callback "
                    + "must be unique.", e);
            }
            return Checked(type, method ?? throw new ProtoModelException(
                $"{type.FullName}: no instance method named '{name}' for a callback."), "callback");
        }
        var callbacks = new MessageCallbacks(Find(beforeSerialize), Find(afterSerialize), Find(beforeDeserialize),
            Find(afterDeserialize));
        return (callbacks.BeforeSerialize ?? callbacks.AfterSerialize ?? callbacks.BeforeDeserialize
            ?? callbacks.AfterDeserialize) is null ? null : callbacks;
    }

    /// <summary>A callback returns void and takes nothing or a <see cref="StreamingContext"/> (protobuf-net refuses
    /// other signatures too).</summary>
    private static MethodInfo Checked(Type type, MethodInfo method, string what)
    {
        var parameters = method.GetParameters();
        if (method.ReturnType != typeof(void) || method.IsGenericMethodDefinition || parameters.Length > 1
            || (parameters.Length == 1 && parameters[0].ParameterType != typeof(StreamingContext)))
            throw new ProtoModelException(
                $"{type.FullName}.{method.Name}: a {what} method must return void and take no parameter or a " +
                "StreamingContext" +
                (parameters.Length == 1 && parameters[0].ParameterType.FullName == "ProtoBuf.SerializationContext"
                    ? " (protobuf-net's SerializationContext is not supported by Nano; take a StreamingContext or " +
                      "nothing)."
                    : "."));
        return method;
    }

    /// <summary>
    /// protobuf-net's condition for a field member: the getter of an instance property <c>bool {Name}Specified</c> (any
    /// visibility; its setter, if any, is set to true on read), else an instance method
    /// <c>bool ShouldSerialize{Name}()</c>. A field named <c>{Name}Specified</c>, a static member, or a ShouldSerialize
    /// method that takes parameters or does not return bool is no condition (protobuf-net ignores those too).
    /// </summary>
    public static (MethodInfo? When, MethodInfo? Specified) Condition(
        [DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type, MemberInfo member)
    {
        var name = member.Name;
        if (type.GetProperty(name + "Specified", Instance) is { } specified
            && specified.GetIndexParameters().Length == 0)
        {
            if (specified.PropertyType != typeof(bool) || specified.GetGetMethod(nonPublic: true) is not { } getter)
                throw new ProtoModelException($"{type.FullName}.{name}Specified: a member-specified property must be a "
                    + "readable bool (protobuf-net refuses it too).");
            return (getter, specified.GetSetMethod(nonPublic: true));
        }
        if (type.GetMethod("ShouldSerialize" + name, Instance, binder: null, Type.EmptyTypes,
            modifiers: null) is { } should && should.ReturnType == typeof(bool))
            return (should, null);
        return (null, null);
    }
}
