namespace Nano.Model.Building.ProtobufNet;

/// <summary>
/// protobuf-net's default level (<c>CompatibilityLevel.Level200</c>): its own <c>bcl.*</c> messages for
/// <see cref="decimal"/>, <see cref="DateTime"/>, <see cref="TimeSpan"/> and <see cref="Guid"/>, and
/// <see cref="DataFormat.FixedSize"/> DateTime as the ticks since 1970 in a fixed64.
/// </summary>
internal sealed class Level200Dialect : ProtobufNetDialect
{
    public override ValueModel DecimalValue(Type type) => new(type, ProtoType.Message, WellKnownKind.BclDecimal);

    public override ValueModel DateTimeValue(Type type) => new(type, ProtoType.Message, WellKnownKind.BclDateTime);

    public override ValueModel? FixedDateTimeValue(Type type) =>
        new(type, ProtoType.SFixed64, WellKnownKind.DateTimeFixedTicks);

    public override ValueModel TimeSpanValue(Type type) => new(type, ProtoType.Message, WellKnownKind.BclTimeSpan);

    public override ValueModel GuidValue(Type type) => new(type, ProtoType.Message, WellKnownKind.BclGuid);

    public override ValueModel? FixedGuidValue(Type type) => null;
}
