using System.Runtime.InteropServices;
using Nano.Wire;

namespace Nano.Serialization.Interpreted;

/// <summary><c>string</c>: length-delimited UTF-8.</summary>
internal sealed class StringCodec() : Codec(WireType.LengthDelimited)
{
    public override object? Empty => "";
    public override bool IsDefault(object value) => ((string)value).Length == 0;
    public override long Measure(object value, int depthLeft) => WireFormat.SizeOfString((string)value);
    public override void Write(ref ProtoWriter writer, object value) => writer.WriteString((string)value);
    public override object Read(ref ProtoReader reader, object? existing) => reader.ReadString();
}

/// <summary><c>bytes</c> held as <c>byte[]</c>, <see cref="ReadOnlyMemory{T}"/> or <see cref="Memory{T}"/>.</summary>
internal sealed class BytesCodec(Type type) : Codec(WireType.LengthDelimited)
{
    // Each branch boxed on its own: a plain conditional would convert byte[] and Memory<byte> to ReadOnlyMemory<byte>
    // (the conditional's common type), and a missing map value would then not fit a byte[] or Memory<byte> map.
    public override object? Empty { get; } =
        type == typeof(byte[]) ? Array.Empty<byte>() : type == typeof(Memory<byte>) ? (object)Memory<byte>.Empty : ReadOnlyMemory<byte>.Empty;

    private static ReadOnlySpan<byte> Span(object value) => value switch
    {
        byte[] array => array,
        ReadOnlyMemory<byte> memory => memory.Span,
        Memory<byte> memory => memory.Span,
        _ => throw new InvalidCastException($"{value.GetType()} is not a byte buffer."),
    };

    public override bool IsDefault(object value) => Span(value).IsEmpty;
    public override long Measure(object value, int depthLeft) => WireFormat.SizeOfLengthPrefixed(Span(value).Length);
    public override void Write(ref ProtoWriter writer, object value) => writer.WriteBytes(Span(value));

    public override object Read(ref ProtoReader reader, object? existing)
    {
        if (type == typeof(byte[]))
            return reader.ReadBytes();
        var memory = reader.ReadBytesMemory();
        return type == typeof(Memory<byte>) ? (object)MemoryMarshal.AsMemory(memory) : memory;
    }
}

/// <summary>Timestamp, Duration, Guid and decimal, through <see cref="WellKnownTypes"/>.</summary>
/// <param name="kind">The .NET type's mapping.</param>
/// <param name="defaultIsUnset">True for an implicit-presence member, where <c>default(DateTime)</c> means "no value", so a
/// Timestamp read into it starts from the epoch; false where the default is a real value (Nullable members, map values).</param>
internal sealed class WellKnownCodec(Model.WellKnownKind kind, bool defaultIsUnset) : Codec(WireType.LengthDelimited)
{
    private readonly object _empty = kind switch
    {
        Model.WellKnownKind.DateTime => default(DateTime),
        Model.WellKnownKind.DateTimeOffset => default(DateTimeOffset),
        Model.WellKnownKind.TimeSpan => default(TimeSpan),
        Model.WellKnownKind.Guid => default(Guid),
        _ => default(decimal),
    };

    public override object? Empty => _empty;

    public override bool IsDefault(object value) => value.Equals(Empty);

    /// <summary>A map entry without a value holds an empty Timestamp message: the epoch, not <c>default(DateTime)</c>.</summary>
    public override object? CreateEmpty(ref ProtoReader reader) => kind switch
    {
        Model.WellKnownKind.DateTime => DateTime.UnixEpoch,
        Model.WellKnownKind.DateTimeOffset => DateTimeOffset.UnixEpoch,
        _ => Empty,
    };

    public override long Measure(object value, int depthLeft) => kind switch
    {
        Model.WellKnownKind.DateTime => WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfTimestamp((DateTime)value)),
        Model.WellKnownKind.DateTimeOffset => WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfTimestamp(((DateTimeOffset)value).UtcDateTime)),
        Model.WellKnownKind.TimeSpan => WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfDuration((TimeSpan)value)),
        Model.WellKnownKind.Guid => WellKnownTypes.GuidSize,
        _ => WellKnownTypes.SizeOfDecimal((decimal)value),
    };

    public override void Write(ref ProtoWriter writer, object value)
    {
        switch (kind)
        {
            case Model.WellKnownKind.DateTime: WellKnownTypes.WriteTimestamp(ref writer, (DateTime)value); break;
            case Model.WellKnownKind.DateTimeOffset: WellKnownTypes.WriteTimestamp(ref writer, ((DateTimeOffset)value).UtcDateTime); break;
            case Model.WellKnownKind.TimeSpan: WellKnownTypes.WriteDuration(ref writer, (TimeSpan)value); break;
            case Model.WellKnownKind.Guid: WellKnownTypes.WriteGuid(ref writer, (Guid)value); break;
            default: WellKnownTypes.WriteDecimal(ref writer, (decimal)value); break;
        }
    }

    public override object Read(ref ProtoReader reader, object? existing) => kind switch
    {
        Model.WellKnownKind.DateTime => WellKnownTypes.MergeTimestamp(ref reader, existing is DateTime d && !(defaultIsUnset && d == default) ? d : null),
        Model.WellKnownKind.DateTimeOffset => new DateTimeOffset(WellKnownTypes.MergeTimestamp(ref reader,
            existing is DateTimeOffset o && !(defaultIsUnset && o == default) ? o.UtcDateTime : null)),
        Model.WellKnownKind.TimeSpan => WellKnownTypes.ReadDuration(ref reader, existing is TimeSpan t ? t : default),
        Model.WellKnownKind.Guid => WellKnownTypes.ReadGuid(ref reader),
        _ => WellKnownTypes.ReadDecimal(ref reader),
    };
}
