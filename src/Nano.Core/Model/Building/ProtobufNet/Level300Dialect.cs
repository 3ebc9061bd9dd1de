namespace Nano.Model.Building.ProtobufNet;

/// <summary>
/// <c>CompatibilityLevel.Level300</c>: Level240's Timestamp and Duration, <see cref="decimal"/> as its text, and
/// <see cref="Guid"/> as its 36-character text, or with <see cref="DataFormat.FixedSize"/> as its 16 bytes in
/// RFC 4122 order (Nano's own Guid format, except that protobuf-net writes <see cref="Guid.Empty"/> as empty bytes
/// where it writes it at all).
/// </summary>
internal sealed class Level300Dialect : ProtobufNetDialect
{
    public override ValueModel DecimalValue(Type type) => new(type, ProtoType.String, WellKnownKind.Decimal);

    public override ValueModel DateTimeValue(Type type) =>
        new(type, ProtoType.Message, WellKnownKind.TimestampOfTicks);

    public override ValueModel? FixedDateTimeValue(Type type) => null;

    public override ValueModel TimeSpanValue(Type type) => new(type, ProtoType.Message, WellKnownKind.TimeSpan);

    public override ValueModel GuidValue(Type type) => new(type, ProtoType.String, WellKnownKind.GuidString);

    public override ValueModel? FixedGuidValue(Type type) =>
        new(type, ProtoType.Bytes, WellKnownKind.GuidBytesEmptyAsNone);
}
