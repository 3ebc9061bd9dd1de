namespace Nano.Model;

/// <summary>
/// One protobuf field of a message: its number, encoding, presence and how to reach the .NET member.
/// Immutable once its <see cref="MessageModel"/> is published.
/// </summary>
public sealed class FieldModel
{
    internal FieldModel(int number, string name, MemberInfo member, Type memberType)
    {
        Number = number;
        Name = name;
        Member = member;
        MemberType = memberType;
    }

    /// <summary>The field number.</summary>
    public int Number { get; }

    /// <summary>The field name (the member name unless overridden).</summary>
    public string Name { get; }

    /// <summary>The field or property that holds the value.</summary>
    public MemberInfo Member { get; }

    /// <summary>The declared type of the member.</summary>
    public Type MemberType { get; }

    /// <summary>
    /// The protobuf-net compatibility level (200, 240 or 300) of a field declared with protobuf-net's attributes, which
    /// is modelled with protobuf-net's meaning and wire defaults; 0 for a field with Nano's meaning.
    /// </summary>
    public int ProtobufNetLevel { get; internal set; }

    /// <summary>
    /// The rules the model builder applied to the field: Nano's, or protobuf-net's at <see cref="ProtobufNetLevel"/>
    /// (see <see cref="Building.ContractDialect"/>). Their outcome is in the other properties; the builder reads it
    /// once more when it plans absent values, after the type's construction.
    /// </summary>
    internal Building.ContractDialect Dialect { get; set; } = Building.ContractDialect.Nano;

    /// <summary>Single, repeated or map.</summary>
    public FieldShape Shape { get; internal set; }

    /// <summary>The value (the element for repeated fields, the map value for maps).</summary>
    public ValueModel Value { get; internal set; } = null!;

    /// <summary>The map key, for <see cref="FieldShape.Map"/>.</summary>
    public ValueModel? Key { get; internal set; }

    /// <summary>For <see cref="FieldShape.Map"/>: how the dictionaries a read creates hash their keys (the model's
    /// <see cref="RuntimeTypeModel.MapKeyHashing"/>; executed by <c>MapKeyComparer</c>); for
    /// <see cref="CollectionKind.ImmutableSet"/> and a repeated field read into a <see cref="HashSet{T}"/>: how a hash
    /// set of integers hashes its elements (executed by <c>ImmutableSetRebuild</c> and <c>HashSets</c>).</summary>
    public MapKeyHashing KeyHashing { get; internal set; }

    /// <summary>The collection the member is stored in.</summary>
    public CollectionKind Collection { get; internal set; }

    /// <summary>The concrete collection type created on read (for example <c>List&lt;int&gt;</c> for an
    /// <c>IList&lt;int&gt;</c> member), or null.</summary>
    public Type? ConcreteCollectionType { get; internal set; }

    /// <summary>When the field is written.</summary>
    public Presence Presence { get; internal set; }

    /// <summary>True when the member is a <see cref="Nullable{T}"/> of <see cref="ValueModel.Type"/>.</summary>
    public bool IsNullable { get; internal set; }

    /// <summary>True when a repeated scalar field is written packed.</summary>
    public bool IsPacked { get; internal set; }

    /// <summary>
    /// protobuf-net's <c>OverwriteList</c>, for a repeated or map field: each run of the field's occurrences
    /// (consecutive in the input, with no other field between them) replaces the collection the member held (a
    /// constructor's, the one merged into, or an earlier run's) instead of appending to it. A field absent from the
    /// input leaves the member as it was. Both backends track the run in their read loops and reset the member (or its
    /// gathering slot).
    /// </summary>
    public bool OverwritesCollection { get; internal set; }

    /// <summary>
    /// True for a packed field of a protobuf-net contract, written as protobuf-net writes them: an empty (not null)
    /// collection as a zero-length run, and a single element unpacked (one tagged value). False for Nano's own packed
    /// fields (the protobuf rule: nothing for an empty collection, a packed run otherwise). Both forms read either way.
    /// </summary>
    public bool PacksLikeProtobufNet { get; internal set; }

    /// <summary>
    /// The proto2 <c>[DefaultValue]</c>, or null. Under implicit presence it is the value that is not written (instead
    /// of the type's zero) and the value of an absent field (see <see cref="Absent"/>); under explicit presence it is
    /// only recorded.
    /// </summary>
    public object? DefaultValue { get; internal set; }

    /// <summary>For a single field, which values are not written (from <see cref="Presence"/> and
    /// <see cref="DefaultValue"/>); <see cref="Omission.Never"/> for repeated and map fields, whose empty collections
    /// write nothing anyway.</summary>
    public Omission Omission { get; internal set; }

    /// <summary>What the member holds after a read in which the field was absent.</summary>
    public AbsentValue Absent { get; internal set; }

    /// <summary>
    /// A proto2 closed enum: a number read that is not one of the enum's declared members goes to the unknown fields
    /// (or is dropped) instead of into the member (see <see cref="IsDeclaredEnumNumber"/>).
    /// </summary>
    public bool IsClosedEnum => _declaredEnumNumbers is not null;

    private HashSet<long>? _declaredEnumNumbers;

    /// <summary>Makes the field a closed enum: records the numbers of the enum's declared members.</summary>
    internal void CloseEnum() =>
        _declaredEnumNumbers = [.. DeclaredEnumValues(Value.Type).Select(EnumNumber)];

    /// <summary>The enum's members as their underlying numbers: read from its literal fields, so no array of the enum
    /// type is created (AOT-safe on every target, which <c>Enum.GetValues</c> is not).</summary>
    [UnconditionalSuppressMessage("Trimming", "IL2070",
        Justification = "The trimmer keeps every literal field of an enum it keeps (enum formatting needs them).")]
    private static IEnumerable<object> DeclaredEnumValues(Type enumType) =>
        enumType.GetFields(BindingFlags.Public | BindingFlags.Static).Select(f => f.GetRawConstantValue()!);

    /// <summary>For a closed enum, true when <paramref name="number"/> (the underlying value as 64 bits; a
    /// <c>ulong</c>'s bits) is a declared member.</summary>
    public bool IsDeclaredEnumNumber(long number) =>
        _declaredEnumNumbers is null || _declaredEnumNumbers.Contains(number);

    /// <summary>An enum value's underlying number as 64 bits (a <c>ulong</c> enum's bits reinterpreted).</summary>
    internal static long EnumNumber(object value) => Type.GetTypeCode(value.GetType()) == TypeCode.UInt64
        ? unchecked((long)Convert.ToUInt64(value, null))
        : Convert.ToInt64(value, null);

    /// <summary>
    /// protobuf-net's conditional serialization: the getter of a <c>bool XSpecified</c> property, else a
    /// <c>bool ShouldSerializeX()</c> method of the message; null when the field has neither. When set, the field is
    /// written only when it returns true, and then whatever its value (a zero or the default included; only a null is
    /// not written, a required field included), as protobuf-net does. Both backends ask through one helper
    /// (<c>Nano.Serialization.Conditions</c>), measuring and writing alike.
    /// </summary>
    public MethodInfo? WriteCondition { get; internal set; }

    /// <summary>The setter of the <c>XSpecified</c> property, or null: set to true after a read in which the field
    /// occurred.</summary>
    public MethodInfo? SpecifiedSetter { get; internal set; }

    /// <summary>The name of the <c>oneof</c> group, or null.</summary>
    public string? OneOf { get; internal set; }

    /// <summary>Index of this field's oneof group within its message (see <see cref="MessageModel.OneOfGroups"/>), or
    /// -1.</summary>
    public int OneOfIndex { get; internal set; } = -1;

    /// <summary>Reads the member: a <see cref="FieldInfo"/> or a property getter.</summary>
    public MemberInfo Getter { get; internal set; } = null!;

    /// <summary>Writes the member: a <see cref="FieldInfo"/> (possibly a compiler backing field) or a property setter;
    /// null when only the constructor sets it, or for a get-only collection.</summary>
    public MemberInfo? Setter { get; internal set; }

    /// <summary>The index of the constructor parameter that receives this field, or -1.</summary>
    public int ConstructorParameter { get; internal set; } = -1;

    /// <summary>Index of this field among the message's required fields (for the missing-field bit mask), or
    /// -1.</summary>
    public int RequiredIndex { get; internal set; } = -1;

    /// <summary>The tag (field number and wire type) of one value as written; a packed field's tag is
    /// length-delimited.</summary>
    public uint Tag => WireFormat.MakeTag(Number,
        Shape == FieldShape.Single ? Value.WireType
        : IsPacked ? WireType.LengthDelimited
        : Shape == FieldShape.Map ? WireType.LengthDelimited
        : Value.WireType);

    private object? _sharedEmpty;

    /// <summary>What an <see cref="OverwritesCollection"/> member is reset to when a run of the field starts: null, or
    /// the zero of a struct collection (an ImmutableArray), boxed once: the read loop asks at every run's start, and
    /// the setter unboxes a copy.</summary>
    internal object? OverwrittenValue => MemberType.IsValueType
        ? _overwrittenZero ??= Activator.CreateInstance(MessageTypes.Creatable(MemberType)) : null;

    private object? _overwrittenZero;

    /// <summary>The value of an absent field whose <see cref="Absent"/> is <see cref="AbsentValue.Default"/>.</summary>
    internal object? ValueWhenAbsent => DefaultValue ?? (Value.WellKnown == WellKnownKind.DateTime ? UtcZero : null);

    /// <summary>What an absent <see cref="DateTime"/> under implicit presence holds: the unwritten zero, as UTC as
    /// every Timestamp read. Generated serializers take it from here too (DateTimeField.WhenAbsent). Declared before
    /// <see cref="UtcZero"/>, which boxes it: static fields initialise in order.</summary>
    internal static readonly DateTime AbsentDateTime = new(0, DateTimeKind.Utc);

    private static readonly object UtcZero = AbsentDateTime;

    /// <summary>
    /// The value of an absent field per <see cref="Absent"/>: the default, or for <see cref="AbsentValue.Empty"/> the
    /// <paramref name="value"/> read or carried over unless it is null (or a default <c>ImmutableArray</c>), in which
    /// case a new empty value. Both backends call this, so the rule lives here.
    /// </summary>
    internal object? Fill(object? value)
    {
        if (Absent != AbsentValue.Empty
            || (value is not null
                && !(MemberType.IsValueType
                    && value.Equals(Activator.CreateInstance(MessageTypes.Creatable(MemberType))))))
            return value;
        if (_sharedEmpty is { } shared)
            return shared;
        object empty;
        if (Shape == FieldShape.Single)
            empty = MemberType == typeof(string) ? "" : Array.Empty<byte>();
        else if (Collection == CollectionKind.Array)
            empty = AotGenerics.NewArray(Value.Type, 0, Where);
        else if (Collection is CollectionKind.ImmutableSet or CollectionKind.ImmutableSortedDictionary)
            empty = ImmutableEmpty;
        else if (Collection == CollectionKind.ImmutableArray)
            empty = AotGenerics.EmptyOf(typeof(ImmutableArray<>), Where, Value.Type);
        else if (Collection == CollectionKind.ImmutableList)
            empty = AotGenerics.EmptyOf(typeof(ImmutableList<>), Where, Value.Type);
        else if (Collection == CollectionKind.ImmutableDictionary)
            empty = AotGenerics.EmptyOf(typeof(ImmutableDictionary<,>), Where, Key!.Type, Value.Type);
        else
            return Activator.CreateInstance(MessageTypes.Creatable(ConcreteCollectionType!))!; // mutable: a new
                                                                                               // one every time
        return _sharedEmpty = empty;
    }

    /// <summary>
    /// For <see cref="CollectionKind.ImmutableSet"/> and <see cref="CollectionKind.ImmutableSortedDictionary"/>: the
    /// static <c>Empty</c> of <see cref="ConcreteCollectionType"/>, which a read starts from when the member held
    /// nothing.
    /// </summary>
    [UnconditionalSuppressMessage("Trimming", "IL2075",
        Justification = "The immutable collection's Empty field; a missing one is reported by MissingMember, never "
            + "dereferenced.")]
    internal object ImmutableEmpty => _immutableEmpty ??=
        ConcreteCollectionType!.GetField("Empty", BindingFlags.Public | BindingFlags.Static)?.GetValue(null)
        ?? throw AotGenerics.MissingMember($"{ConcreteCollectionType.Name}.Empty", Where);

    private object? _immutableEmpty;

    /// <summary>Names the member in errors.</summary>
    private string Where => $"{Member.DeclaringType?.FullName}.{Member.Name} (field {Number})";

    /// <inheritdoc />
    public override string ToString() => $"{Name} = {Number} ({Shape} {Value})";
}
