namespace Nano.Model.Building;

/// <summary>
/// The one place where a message type found by reflection (a field's type, an element type, a base type) is
/// treated as having its members kept by the trimmer. Every reflection call over a message type's members
/// goes through <see cref="Members"/>, so the trimming contract is stated once, here.
/// </summary>
internal static class MessageTypes
{
    /// <summary>What Nano reads of a message type: constructors, fields and properties (with their accessors),
    /// interfaces, and methods (serialization callbacks and <c>ShouldSerializeX()</c> conditions are found and called
    /// by reflection).</summary>
    public const DynamicallyAccessedMemberTypes Reflected =
        DynamicallyAccessedMemberTypes.PublicConstructors | DynamicallyAccessedMemberTypes.NonPublicConstructors |
        DynamicallyAccessedMemberTypes.PublicMethods | DynamicallyAccessedMemberTypes.NonPublicMethods |
        DynamicallyAccessedMemberTypes.PublicFields | DynamicallyAccessedMemberTypes.NonPublicFields |
        DynamicallyAccessedMemberTypes.PublicProperties | DynamicallyAccessedMemberTypes.NonPublicProperties |
        DynamicallyAccessedMemberTypes.Interfaces;

    /// <summary>Returns <paramref name="type"/>, declared as having the <see cref="Reflected"/> members kept.</summary>
    // Why this is safe (see docs/design-aot.md, "Trimming contract"): a message type reaches Nano either
    //  (1) as the T or Type of a public entry point (Serializer.*, RuntimeTypeModel.Add/GetSerializer/Serialize...,
    //      MessageRegistration.Include, [ProtoInclude]), all annotated with Reflected, so ILLink/ILCompiler keep
    //      its members; or
    //  (2) as the declared type of a member of such a type (a nested message, an element or map value), or a base
    //      class. The analyzer cannot follow that edge, so the app keeps those members: README (AOT section) tells
    //      it to register them with Add<T>() (annotated, case 1) or root the contracts' assembly
    //      (TrimmerRootAssembly). The NativeAOT smoke test and the trimmed quick-start publish run both cases.
    [UnconditionalSuppressMessage("Trimming", "IL2068",
        Justification =
            "Message types are roots annotated at the public API, or kept by the documented contract (register with "
                + "Add<T>() or root the contracts' assembly).")]
    [return: DynamicallyAccessedMembers(Reflected)]
    public static Type Members(Type type) => type;

    /// <summary>Returns a collection type to create with its parameterless constructor: the member's own declared
    /// type (checked to have one when the model was built) or a List/Dictionary closed by
    /// <see cref="AotGenerics"/>.</summary>
    [UnconditionalSuppressMessage("Trimming", "IL2068",
        Justification =
            "Same contract as Members: the member's declared collection type belongs to a kept message type's member; "
                + "List<>/Dictionary<,> constructors are kept by AotGenerics.Close's annotation.")]
    [return: DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicParameterlessConstructor)]
    public static Type Creatable(Type type) => type;
}
