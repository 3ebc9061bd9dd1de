namespace Nano.Model;

/// <summary>
/// The immutable description of one message type that every backend consumes: its fields in field-number
/// order, how an instance is constructed, its sub-types and whether it keeps unknown fields.
/// </summary>
public sealed class MessageModel
{
    internal MessageModel(Type type, string name)
    {
        Type = type;
        Name = name;
    }

    /// <summary>The .NET type.</summary>
    public Type Type { get; }

    /// <summary>The message name.</summary>
    public string Name { get; }

    /// <summary>The fields declared by this type, sorted by field number.</summary>
    public IReadOnlyList<FieldModel> Fields { get; internal set; } = [];

    /// <summary>The surrogate the type travels as (then it has no <see cref="Fields"/> of its own), or null.</summary>
    public SurrogateModel? Surrogate { get; internal set; }

    /// <summary>The parameterless or member-matching constructor, or null for a struct built from
    /// <c>default</c>.</summary>
    public ConstructorInfo? Constructor { get; internal set; }

    /// <summary>
    /// True when instances are created without running a constructor
    /// (<see cref="ProtoContractAttribute.SkipConstructor"/>, protobuf-net's <c>SkipConstructor</c>): field
    /// initializers do not run; <see cref="Constructor"/> is null. Both backends create them through one helper
    /// (<c>Instances.Uninitialized</c>).
    /// </summary>
    public bool SkipsConstructor { get; internal set; }

    /// <summary>
    /// The serialization callbacks, or null when there are none (then neither backend does any work for them). In a
    /// <c>[ProtoInclude]</c> hierarchy, the root's, on every level.
    /// </summary>
    public MessageCallbacks? Callbacks { get; internal set; }

    /// <summary>True when the type has a callback of <paramref name="kind"/>.</summary>
    internal bool Has(CallbackKind kind) => Callbacks?.Of(kind) is not null;

    /// <summary>
    /// For constructor-built (immutable) types: for each constructor parameter, the field that supplies it,
    /// or null when the parameter takes its default value. Null when the constructor takes no arguments.
    /// </summary>
    public IReadOnlyList<FieldModel?>? ConstructorArguments { get; internal set; }

    /// <summary>
    /// For constructor-built types, per parameter that no field supplies: its declared default (a C# optional
    /// parameter), as a call that leaves the argument out passes it; null for the type's zero and for supplied
    /// parameters (an absent field's argument follows <see cref="FieldModel.Absent"/>). Both backends pass it.
    /// </summary>
    public IReadOnlyList<object?>? ConstructorDefaults { get; internal set; }

    /// <summary>True when values are collected first and the object is created afterwards through
    /// <see cref="Constructor"/>.</summary>
    public bool UsesConstructorArguments => ConstructorArguments is not null;

    /// <summary>True for abstract types and interfaces, which are only ever created as one of their
    /// <see cref="SubTypes"/>.</summary>
    public bool IsAbstract => Type.IsAbstract;

    /// <summary>The derived types declared with <see cref="ProtoIncludeAttribute"/>, by field number.</summary>
    public IReadOnlyList<SubTypeModel> SubTypes { get; internal set; } = [];

    /// <summary>The base contract, when this type is declared as a <see cref="ProtoIncludeAttribute"/> of it.</summary>
    public MessageModel? BaseType { get; internal set; }

    /// <summary>The root of the inheritance chain (this model when it has no base).</summary>
    public MessageModel Root => BaseType?.Root ?? this;

    /// <summary>True when the type implements <see cref="IUnknownFieldsHolder"/> and keeps fields it does not
    /// know.</summary>
    public bool KeepsUnknownFields { get; internal set; }

    /// <summary>The names of the oneof groups, indexed by <see cref="FieldModel.OneOfIndex"/>.</summary>
    public IReadOnlyList<string> OneOfGroups { get; internal set; } = [];

    /// <summary>
    /// The members of each oneof group, indexed like <see cref="OneOfGroups"/>. The rule both backends execute: a
    /// member is set when it is not null (a <see cref="Nullable{T}"/> with a value); writing with more than one set is
    /// an <see cref="InvalidOperationException"/> (<c>GraphErrors.OneOfConflict</c>); reading one member sets the
    /// others to null.
    /// </summary>
    public IReadOnlyList<IReadOnlyList<FieldModel>> OneOfMembers { get; internal set; } = [];

    /// <summary>The required fields, indexed by <see cref="FieldModel.RequiredIndex"/>.</summary>
    public IReadOnlyList<FieldModel> RequiredFields { get; internal set; } = [];

    /// <summary>The position of <paramref name="field"/> in <see cref="Fields"/>, or -1 when it is not one of them (the
    /// index every backend keeps its per-field state under).</summary>
    internal int IndexOf(FieldModel field)
    {
        for (var i = 0; i < Fields.Count; i++)
            if (Fields[i] == field)
                return i;
        return -1;
    }

    /// <summary>True for structs.</summary>
    public bool IsValueType => Type.IsValueType;

    /// <inheritdoc />
    public override string ToString() => Name;
}

/// <summary>A derived type carried under a field number of its base message.</summary>
/// <param name="Tag">The field number in the base message.</param>
/// <param name="Model">The derived type's model.</param>
public sealed record SubTypeModel(int Tag, MessageModel Model);
