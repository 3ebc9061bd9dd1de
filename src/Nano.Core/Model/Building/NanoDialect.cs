namespace Nano.Model.Building;

/// <summary>
/// Nano's own meaning, for Nano's attributes and the fluent API: proto3's rules (the protobuf map-key rule, zeros not
/// written, a packed run only when there are elements), proto2's defaults (applied to an absent field), and
/// Google's well-known types for dates, durations and the like.
/// </summary>
internal sealed class NanoDialect : ContractDialect
{
    public override void CheckEnum(Type enumType)
    {
    }

    public override ValueModel DecimalValue(Type type) => new(type, ProtoType.String, WellKnownKind.Decimal);

    public override ValueModel DateTimeValue(Type type) => new(type, ProtoType.Message, WellKnownKind.DateTime);

    public override ValueModel? FixedDateTimeValue(Type type) => null;

    public override ValueModel TimeSpanValue(Type type) => new(type, ProtoType.Message, WellKnownKind.TimeSpan);

    public override ValueModel GuidValue(Type type) => new(type, ProtoType.Bytes, WellKnownKind.Guid);

    public override ValueModel? FixedGuidValue(Type type) => null;

    public override ValueModel? TextValue(Type type) => null;

    public override bool KeepsEmptyInMapEntries => false;

    public override bool LeavesOutNullInMapEntries => false;

    public override bool PacksLikeProtobufNet => false;

    public override bool AcceptsMapKey(ValueModel key, Type type) => false;

    public override string MapKeyRefusal => " (protobuf-net's contracts may also use enum and Guid keys).";

    public override string CollectionMapValueRefusal =>
        " A protobuf map value cannot be repeated (protobuf-net's contracts may use a list there).";

    public override ValueModel? ListMapValue(Type type, ValueModel? key, Func<string> where,
        Func<Type, ValueModel> element) => null;

    public override bool TextHasExplicitPresence(Type valueType, bool hasDefault) => false;

    public override object? Default(object value, FieldModel field, Func<string> where) =>
        ConvertDefault(value, field, where, appliedOnRead: true);

    public override Omission? OmissionOverride(FieldModel field) => null;

    public override Omission ZeroOmission(Type valueType) => Omission.WhenZero;

    public override AbsentValue AbsentWithDefault => AbsentValue.Default;

    public override bool ResetsAbsentDateTime => true;

    public override bool EmptiesAbsentArguments => true;
}
