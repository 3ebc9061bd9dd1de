namespace Nano.Serialization.Interpreted.Collections;

/// <summary>
/// A typed repeated or map field (<see cref="RepeatedField{T, TValue}"/>, <see cref="MapField{K, V, TValue}"/>): the
/// member, which holds the collection (a reference), the boxed members over it, and the creation of the model's
/// concrete collection type.
/// </summary>
internal abstract class TypedCollectionField : FieldHandler
{
    /// <summary>The member. Null only in <see cref="ImmutableArrayField{T, TValue}"/>, whose member is a struct reached
    /// through a typed accessor of its own (it overrides the boxed members below).</summary>
    protected readonly MemberAccessor<object> Member;

    /// <param name="field">The field.</param>
    /// <param name="codec">The element (map value) codec.</param>
    /// <param name="referenceMember">False for a struct member (ImmutableArray): no object accessor is made.</param>
    protected TypedCollectionField(FieldModel field, Codec codec, bool referenceMember = true) : base(field, codec) =>
        Member = referenceMember ? CollectionMembers.Accessor(field) : null!;

    public sealed override bool IsTyped => true;

    /// <summary>True when the member's collection is created as <paramref name="own"/> (the List or Dictionary the
    /// handler makes itself); else <paramref name="constructor"/> is the public parameterless constructor of the
    /// model's concrete type (null when it has none: <see cref="NewConcrete"/> then creates it by
    /// reflection).</summary>
    protected bool CreatesOwn(Type own, out ConstructorInfo? constructor)
    {
        var concrete = Model.ConcreteCollectionType;
        var createsOwn = concrete is null || concrete == own;
        constructor = createsOwn ? null : MessageTypes.Creatable(concrete!).GetConstructor(Type.EmptyTypes);
        return createsOwn;
    }

    /// <summary>A new collection of the model's concrete type (see <see cref="CreatesOwn"/>); <paramref name="orElse"/>
    /// ends the advice of the error NativeAOT gives when the type has no constructor to call.</summary>
    protected object NewConcrete(ConstructorInfo? constructor, string orElse)
    {
        try
        {
            return constructor is not null ? Reflect.Invoke(constructor, null)
                : Reflect.New(MessageTypes.Creatable(Model.ConcreteCollectionType!));
        }
        catch (MissingMethodException e) when (!System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported)
        {
            throw GraphErrors.NoConstructorUnderAot($"{GraphErrors.MemberName(Model)} (field {Model.Number})",
                Model.ConcreteCollectionType!, orElse, e);
        }
    }

    // ---- the member, boxed

    public override bool IsSet(object message) => Member.Get(message) is not null;
    public override object? GetBoxed(object target) => Member.Get(target);
    public override void SetBoxed(object target, object? value) => Member.Set(target, value!);
    public override bool CanSet => Member.CanSet;
}
