using Nano.Serialization.Codecs;

namespace Nano.Serialization.Interpreted.Codecs;

/// <summary>Creates the interpreted codec of a value that is not a message: an adapter over Nano.Core's struct codec,
/// the one emitted code calls.</summary>
internal static class ValueCodecs
{
    /// <summary>The empty value of a Uri map value or constructor argument that was absent: the empty relative
    /// Uri.</summary>
    private static readonly Uri EmptyUri = new("", UriKind.Relative);

    /// <param name="value">The value's model.</param>
    /// <param name="defaultIsUnset">True for an implicit-presence member, where a Timestamp of <c>default(DateTime)</c>
    /// means "no value" (see <see cref="DateTimeCodec"/>).</param>
    public static Codec Create(ValueModel value, bool defaultIsUnset) => value.WellKnown switch
    {
        WellKnownKind.None when value.Type.IsEnum => ScalarCodecTable.EnumAdapter(value.Type),
        WellKnownKind.None when value.Type == typeof(string) => new ReferenceCodecAdapter<string, StringCodec>(""),
        WellKnownKind.None when value.Type == typeof(byte[]) => new ReferenceCodecAdapter<byte[], ByteArrayCodec>([]),
        WellKnownKind.None when value.Type == typeof(ReadOnlyMemory<byte>) =>
            new ValueCodecAdapter<ReadOnlyMemory<byte>, ReadOnlyMemoryCodec>(),
        WellKnownKind.None when value.Type == typeof(Memory<byte>) =>
            new ValueCodecAdapter<Memory<byte>, MemoryCodec>(),
        WellKnownKind.None => ScalarCodecTable.Adapter(value.ProtoType, value.Type)
            ?? throw new InvalidOperationException($"No codec for {value.Type.FullName} as {value.ProtoType}."),
        WellKnownKind.DateTime => new ValueCodecAdapter<DateTime, DateTimeCodec>(new(explicitPresence: !defaultIsUnset),
            mergesExisting: true, DateTime.UnixEpoch),
        WellKnownKind.DateTimeOffset => new ValueCodecAdapter<DateTimeOffset, DateTimeOffsetCodec>(new(!defaultIsUnset),
            mergesExisting: true, DateTimeOffset.UnixEpoch),
        WellKnownKind.TimeSpan => new ValueCodecAdapter<TimeSpan, TimeSpanCodec>(mergesExisting: true),
        WellKnownKind.Guid => new ValueCodecAdapter<Guid, GuidCodec>(),
        WellKnownKind.BclDateTime => new ValueCodecAdapter<DateTime, BclDateTimeCodec>(),
        WellKnownKind.BclTimeSpan => new ValueCodecAdapter<TimeSpan, BclTimeSpanCodec>(),
        WellKnownKind.BclDecimal => new ValueCodecAdapter<decimal, BclDecimalCodec>(),
        WellKnownKind.BclGuid => new ValueCodecAdapter<Guid, BclGuidCodec>(),
        WellKnownKind.GuidString => new ValueCodecAdapter<Guid, GuidStringCodec>(),
        WellKnownKind.GuidBytesEmptyAsNone => new ValueCodecAdapter<Guid, GuidBytesEmptyAsNoneCodec>(),
        WellKnownKind.TimestampOfTicks => new ValueCodecAdapter<DateTime, TimestampOfTicksCodec>(),
        WellKnownKind.DateTimeFixedTicks => new ValueCodecAdapter<DateTime, DateTimeFixedTicksCodec>(),
        WellKnownKind.UriString => new ReferenceCodecAdapter<Uri, UriStringCodec>(EmptyUri),
        WellKnownKind.TypeName => new ReferenceCodecAdapter<Type, TypeNameCodec>(null!),
        _ => new ValueCodecAdapter<decimal, DecimalCodec>(),
    };
}
