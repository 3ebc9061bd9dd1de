namespace Nano.Model.Building.ProtobufNet;

/// <summary>
/// <c>CompatibilityLevel.Level240</c>: <see cref="DateTime"/> and <see cref="TimeSpan"/> as Google's Timestamp and
/// Duration; <see cref="decimal"/> and <see cref="Guid"/> keep Level200's <c>bcl.*</c> messages.
/// </summary>
internal sealed class Level240Dialect : ProtobufNetDialect
{
    public override ValueModel DecimalValue(Type type) => new(type, ProtoType.Message, WellKnownKind.BclDecimal);

    public override ValueModel DateTimeValue(Type type) =>
        new(type, ProtoType.Message, WellKnownKind.TimestampOfTicks);

    public override ValueModel? FixedDateTimeValue(Type type) => null;

    public override ValueModel TimeSpanValue(Type type) => new(type, ProtoType.Message, WellKnownKind.TimeSpan);

    public override ValueModel GuidValue(Type type) => new(type, ProtoType.Message, WellKnownKind.BclGuid);

    public override ValueModel? FixedGuidValue(Type type) => null;
}
