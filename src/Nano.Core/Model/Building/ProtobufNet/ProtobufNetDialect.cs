namespace Nano.Model.Building.ProtobufNet;

/// <summary>
/// protobuf-net's meaning, for the fields of its contracts: the rules common to its compatibility levels. What a
/// level changes (the formats of <see cref="decimal"/>, <see cref="DateTime"/>, <see cref="TimeSpan"/> and
/// <see cref="Guid"/>) is in that level's own class (<see cref="Level200Dialect"/>, <see cref="Level240Dialect"/>,
/// <see cref="Level300Dialect"/>).
/// </summary>
internal abstract class ProtobufNetDialect : ContractDialect
{
    private static readonly ProtobufNetDialect Level200 = new Level200Dialect();
    private static readonly ProtobufNetDialect Level240 = new Level240Dialect();
    private static readonly ProtobufNetDialect Level300 = new Level300Dialect();

    /// <summary>The dialect of a level (<c>CompatibilityLevel</c>'s number): each level applies from its number up to
    /// the next one's.</summary>
    public static ProtobufNetDialect At(int level) => level switch
    {
        >= 300 => Level300,
        >= 240 => Level240,
        _ => Level200,
    };

    public override void CheckEnum(Type enumType) => ProtobufNetAttributes.RefuseEnumValueMaps(enumType);

    /// <summary>A <see cref="Uri"/> as its text and a <see cref="Type"/> as its assembly-qualified name; a null one is
    /// left out of a map entry.</summary>
    public override ValueModel? TextValue(Type type) =>
        type == typeof(Uri) ? new(type, ProtoType.String, WellKnownKind.UriString) { MapEntryLeavesOutNull = true }
        : type == typeof(Type) ? new(type, ProtoType.String, WellKnownKind.TypeName) { MapEntryLeavesOutNull = true }
        : null;

    public override bool KeepsEmptyInMapEntries => true;

    public override bool LeavesOutNullInMapEntries => true;

    public override bool PacksLikeProtobufNet => true;

    /// <summary>protobuf-net also accepts enum keys (their number) and Guid keys (in the level's Guid format),
    /// outside the protobuf rule.</summary>
    public override bool AcceptsMapKey(ValueModel key, Type type) =>
        key.ProtoType == ProtoType.Enum || type == typeof(Guid);

    public override string MapKeyRefusal => ".";

    public override string CollectionMapValueRefusal => "";

    public override ValueModel? ListMapValue(Type type, ValueModel? key, Func<string> where,
        Func<Type, ValueModel> element) => ListValuedMaps.TryBuild(type, key, where, element);

    /// <summary>protobuf-net writes a string, byte[], Uri or Type whenever it is not null, "" and an empty array
    /// included, unless it has a <c>[DefaultValue]</c> (then it leaves out that value, as for every other
    /// type).</summary>
    public override bool TextHasExplicitPresence(Type valueType, bool hasDefault) =>
        (valueType == typeof(string) || valueType == typeof(byte[]) || valueType == typeof(Uri)
            || valueType == typeof(Type))
        && !hasDefault;

    public override object? Default(object value, FieldModel field, Func<string> where) =>
        ProtobufNetDefaults.Decides(field)
            ? ProtobufNetDefaults.Convert(value, field, where)
            : ConvertDefault(value, field, where, appliedOnRead: false);

    public override Omission? OmissionOverride(FieldModel field) => ProtobufNetDefaults.Omission(field);

    /// <summary>protobuf-net writes every DateTime, default(DateTime) included, in each of its formats.</summary>
    public override Omission ZeroOmission(Type valueType) =>
        valueType == typeof(DateTime) ? Omission.Never : Omission.WhenZero;

    /// <summary>protobuf-net never gives an absent field its default: the member keeps what the constructor
    /// set.</summary>
    public override AbsentValue AbsentWithDefault => AbsentValue.AsConstructed;

    /// <summary>protobuf-net leaves an absent DateTime as the constructor set it.</summary>
    public override bool ResetsAbsentDateTime => false;

    /// <summary>protobuf-net passes an absent argument its default (null), whatever the parameter's
    /// annotation.</summary>
    public override bool EmptiesAbsentArguments => false;
}
