namespace Nano.Model.Building;

/// <summary>Whether a constructor parameter of a reference type is declared nullable (<c>string?</c>,
/// <c>List&lt;int&gt;?</c>).</summary>
internal sealed class Nullability
{
#if NET
    private readonly NullabilityInfoContext _context = new();

    /// <summary>True when the parameter's nullable annotation says nullable; false when non-nullable or
    /// unannotated.</summary>
    public bool IsNullable(ParameterInfo parameter) =>
        _context.Create(parameter).WriteState == NullabilityState.Nullable;
#else
    // netstandard2.0 has no NullabilityInfoContext: read the compiler's attributes (by name: they are emitted into each
    // assembly) the way it does. The parameter's own [Nullable] flag wins over its method's or type's
    // [NullableContext]; 2 means nullable.
    [SuppressMessage("Performance", "CA1822", Justification = "The same instance member as the .NET build's.")]
    public bool IsNullable(ParameterInfo parameter)
    {
        if (Flag(parameter.GetCustomAttributesData(), "System.Runtime.CompilerServices.NullableAttribute") is { } own)
            return own == 2;
        for (MemberInfo? scope = parameter.Member; scope is not null; scope = scope.DeclaringType)
            if (Flag(scope.GetCustomAttributesData(),
                "System.Runtime.CompilerServices.NullableContextAttribute") is { } context)
                return context == 2;
        return false;
    }

    private static byte? Flag(IList<CustomAttributeData> attributes, string name)
    {
        foreach (var attribute in attributes)
        {
            if (attribute.AttributeType.FullName != name || attribute.ConstructorArguments.Count != 1)
                continue;
            var argument = attribute.ConstructorArguments[0];
            if (argument.Value is byte single)
                return single;
            if (argument.Value is IReadOnlyCollection<CustomAttributeTypedArgument> { Count: > 0 } flags)
                return (byte)flags.First().Value!;
        }
        return null;
    }
#endif
}
