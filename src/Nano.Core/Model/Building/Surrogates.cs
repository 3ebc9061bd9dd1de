namespace Nano.Model.Building;

/// <summary>Decides a type's surrogate: checks the pair and finds the two conversion operators, as protobuf-net
/// does.</summary>
internal static class Surrogates
{
    public static SurrogateModel Build(MessageModel model, TypeRegistration registration, Type surrogate,
        Func<Type, Func<string>, MessageModel?> resolve, Func<Type, TypeRegistration?> registrationOf)
    {
        var type = model.Type;
        string Where() => $"{type.FullName} (surrogate {surrogate.FullName})";
        if (registration.Fields.Count > 0)
            throw new ProtoModelException($"{Where()}: a type with a surrogate has no fields of its own; field "
                + $"{registration.Fields[0].Number} ({registration.Fields[0].Member.Name}) would be ignored. Declare "
                + "the fields on the surrogate.");
        if (model.SubTypes.Count > 0 || model.BaseType is not null)
            throw new ProtoModelException($"{Where()}: a type with a surrogate cannot be part of a [ProtoInclude] "
                + "hierarchy.");
        if (surrogate == type || surrogate.IsAssignableFrom(type) || type.IsAssignableFrom(surrogate))
            throw new ProtoModelException($"{Where()}: the surrogate must be a type of its own, unrelated to "
                + $"{type.Name}.");
        if (registrationOf(surrogate)?.Surrogate is not null)
            throw new ProtoModelException($"{Where()}: the surrogate itself has a surrogate; declare the fields on one "
                + "of them.");
        var message = resolve(surrogate, Where)
            ?? throw new ProtoModelException($"{Where()}: the surrogate is not a contract; mark it [ProtoContract] "
                + "with [ProtoMember(n)] members, or register it.");
        return new SurrogateModel(message, Conversion(type, surrogate, type, surrogate, Where),
            Conversion(type, surrogate, surrogate, type, Where));
    }

    /// <summary>
    /// The static <c>op_Implicit</c> or <c>op_Explicit</c> from <paramref name="from"/> to <paramref name="to"/>: on
    /// the surrogate first, then on the type, public or not, with exactly those parameter and return types.
    /// </summary>
    [UnconditionalSuppressMessage("Trimming", "IL2070",
        Justification = "Both types are message types the trimmer keeps with their methods (MessageTypes.Reflected); a "
            + "missing operator is a ProtoModelException.")]
    [UnconditionalSuppressMessage("Trimming", "IL2075", Justification = "As above.")]
    private static MethodInfo Conversion(Type type, Type surrogate, Type from, Type to, Func<string> where)
    {
        const BindingFlags flags =
            BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;
        foreach (var owner in new[] { surrogate, type })
            foreach (var method in owner.GetMethods(flags))
                if (method.Name is "op_Implicit" or "op_Explicit" && method.ReturnType == to
                    && method.GetParameters() is [{ ParameterType: var parameter }] && parameter == from)
                    return method;
        throw new ProtoModelException(
            $"{where()}: no conversion operator from {from.Name} to {to.Name}; declare 'static implicit operator " +
            $"{to.Name}({from.Name} value)' " +
            $"(or explicit) on {surrogate.Name} or {type.Name}.");
    }
}
