namespace Nano.Model.Building;

/// <summary>
/// The one place where Nano closes a BCL generic over a member's type arguments (List&lt;T&gt; for an
/// IList&lt;T&gt; member, KeyValuePair&lt;K,V&gt;, ImmutableArray.Create&lt;T&gt;, T[]), so the AOT contract is stated
/// once.
/// </summary>
// Why the suppressions are safe: under JIT these calls always work. Under NativeAOT they work when the closed
// type or method was compiled: always for reference-type arguments (shared canonical code), and for value-type
// arguments whenever the app's own types mention the instantiation (a List<int> member makes List<int> exist;
// the smoke test covers the shapes Nano creates). When it was not compiled the runtime throws
// NotSupportedException, which is turned here into a ProtoModelException naming the type and the member: never a
// silent change. docs/design-aot.md lists the member shapes that need no instantiation at all.
internal static class AotGenerics
{
    private const string Justification =
        "Closed over a member's own type arguments; compiled under NativeAOT for reference types and for "
            + "instantiations the app mentions; otherwise a ProtoModelException names the member (see class comment).";

    [UnconditionalSuppressMessage("AOT", "IL3050", Justification = Justification)]
    [UnconditionalSuppressMessage("Trimming", "IL2055",
        Justification = "Generic definitions are BCL collection types without annotated parameters.")]
    [return: DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicParameterlessConstructor
        | DynamicallyAccessedMemberTypes.PublicProperties | DynamicallyAccessedMemberTypes.PublicMethods)]
    [UnconditionalSuppressMessage("Trimming", "IL2068",
        Justification = "Under JIT the closed BCL type has all its members. Under NativeAOT ILCompiler may keep none "
            + "for an instantiation it did not see: every property or method taken from the result is null-checked "
            + "where used (AotGenerics.MissingMember), never dereferenced blindly.")]
    public static Type Close(Type definition, string where, params Type[] arguments)
    {
        try
        {
            return definition.MakeGenericType(arguments);
        }
        catch (NotSupportedException e)
        {
            throw Missing($"{definition.Name} over {string.Join(", ", arguments.Select(a => a.FullName))}", where, e);
        }
    }

    /// <summary>
    /// The interpreted backend's typed accessor <paramref name="definition"/> (PropertyAccessor&lt;TOwner, T&gt;)
    /// closed over a message class and a value type, or null when this NativeAOT app cannot build it (the caller then
    /// keeps its reflection accessor, and says so in its diagnostics: see docs/design-interpreted.md).
    /// </summary>
    // Why this is safe: the owner is always a class (a reference type) and T is never a user value type (enums travel
    // as their underlying integer). Under JIT it always works. Under NativeAOT it works when T is a reference type
    // (shared canonical code Definition<__Canon, __Canon>, measured by the smoke test) and not for a value type (no
    // template for Definition<__Canon, int>): MakeGenericType then throws NotSupportedException, answered with null,
    // and the caller takes a function-pointer accessor (primitives) or reflection (other structs, boxed), as
    // docs/design-interpreted.md lists: a slower, equally correct path, reported by FieldHandler.IsTyped.
    [UnconditionalSuppressMessage("AOT", "IL3050",
        Justification = "See the comment above: canonical form compiled, owner is a class, fallback on "
            + "NotSupportedException.")]
    [UnconditionalSuppressMessage("Trimming", "IL2055",
        Justification = "The interpreted backend's own accessor types, whose parameters carry no annotation.")]
    [UnconditionalSuppressMessage("Trimming", "IL2068",
        Justification = "The accessor types' parameterless constructors are kept: MemberAccessors creates each one "
            + "statically.")]
    [return: DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicParameterlessConstructor)]
    public static Type? TryClose(Type definition, Type owner, Type value)
    {
        try
        {
            // ReferencePropertyAccessor is closed on its literal definition: ILCompiler keeps the metadata and
            // canonical code MakeGenericType needs only for a definition it sees at the call. Through the parameter,
            // measured with the smoke test, every message and collection member fell back to reflection ("missing
            // native code or metadata"), typed in name only (a reference needs no box) but a reflection call per
            // access.
            if (definition == typeof(Serialization.Interpreted.Fields.ReferencePropertyAccessor<,>))
                return typeof(Serialization.Interpreted.Fields.ReferencePropertyAccessor<,>)
                    .MakeGenericType(owner, value);
            return definition.MakeGenericType(owner, value);
        }
        catch (NotSupportedException)
        {
            return null;
        }
    }

    /// <summary>
    /// An instance of a type from <see cref="TryClose"/>, or null when this NativeAOT app has no constructor for it.
    /// .NET 10's NativeAOT builds the closed type (MakeGenericType succeeds) yet may have no code for its constructor:
    /// <see cref="Activator.CreateInstance(Type)"/> then throws <see cref="MissingMethodException"/> (found by the
    /// net10.0 smoke test); the caller takes its slower path, as when the type cannot be closed at all.
    /// </summary>
    public static object? TryCreate(
        [DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicParameterlessConstructor)] Type closed)
    {
        try
        {
            return Activator.CreateInstance(closed);
        }
        catch (Exception e) when (e is MissingMethodException or NotSupportedException)
        {
            return null;
        }
    }

    [UnconditionalSuppressMessage("AOT", "IL3050", Justification = Justification)]
    [UnconditionalSuppressMessage("Trimming", "IL2060",
        Justification = "The ImmutableX factory methods closed here have no annotated generic parameters.")]
    public static MethodInfo Close(MethodInfo definition, string where, params Type[] arguments)
    {
        try
        {
            return definition.MakeGenericMethod(arguments);
        }
        catch (NotSupportedException e)
        {
            throw Missing($"{definition.DeclaringType?.Name}.{definition.Name} over "
                + $"{string.Join(", ", arguments.Select(a => a.FullName))}", where, e);
        }
    }

    /// <summary>A new array of <paramref name="element"/>.</summary>
    [UnconditionalSuppressMessage("AOT", "IL3050", Justification = Justification)]
    public static Array NewArray(Type element, int length, string where)
    {
        try
        {
            return Array.CreateInstance(element, length);
        }
        catch (NotSupportedException e)
        {
            throw Missing($"{element.FullName}[]", where, e);
        }
    }

    /// <summary>The static <c>Empty</c> of an immutable collection type closed over
    /// <paramref name="arguments"/>.</summary>
    [UnconditionalSuppressMessage("Trimming", "IL2075",
        Justification = "ImmutableArray/ImmutableList/ImmutableDictionary's Empty field; a missing one is reported by "
            + "MissingMember, never dereferenced.")]
    public static object EmptyOf(Type definition, string where, params Type[] arguments)
    {
        var type = Close(definition, where, arguments);
        var empty = type.GetField("Empty", BindingFlags.Public | BindingFlags.Static)
            ?? throw MissingMember($"{type.Name}.Empty", where);
        return empty.GetValue(null)!;
    }

    /// <summary>A member of a closed BCL generic that reflection cannot see (trimmed NativeAOT app).</summary>
    public static ProtoModelException MissingMember(string member, string where) => new(
        $"{where}: {member} has no reflection metadata in this trimmed or NativeAOT app. Declare the member with a " +
        "concrete List<T>/Dictionary<K,V> or an array, which need no reflection.");

    private static ProtoModelException Missing(string what, string where, Exception inner) => new(
        $"{where}: {what} was not compiled into this NativeAOT app. Declare the member with a concrete collection " +
        "type (T[], List<T>, Dictionary<K,V>) or mention the instantiation in code so the AOT compiler keeps it.",
        inner);
}
