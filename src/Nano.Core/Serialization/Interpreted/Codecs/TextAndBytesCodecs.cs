using System.Runtime.InteropServices;
using Nano.Model;
using Nano.Wire;

namespace Nano.Serialization.Interpreted.Codecs;

/// <summary><c>string</c>: length-delimited UTF-8.</summary>
internal sealed class StringCodec() : Codec<string>(WireType.LengthDelimited)
{
    public override string Empty => "";
    public override bool IsDefault(string value) => value.Length == 0;

    // Implicit presence with direct calls (this class is sealed): see Codec<T>.MeasureUnlessZero.
    public override long MeasureUnlessZero(string value, int tagSize, int depthLeft) =>
        value is null || IsDefault(value) ? 0 : tagSize + Measure(value, depthLeft);

    public override void WriteUnlessZero(ref ProtoWriter writer, uint tag, string value)
    {
        if (value is null || IsDefault(value))
            return;
        writer.WriteRawTag(tag);
        Write(ref writer, value);
    }

    public override long Measure(string value, int depthLeft) => WireFormat.SizeOfString(value);
    public override void Write(ref ProtoWriter writer, string value) => writer.WriteString(value);
    public override string Read(ref ProtoReader reader, string existing) => reader.ReadString();
}

/// <summary><c>bytes</c> held as <c>byte[]</c>.</summary>
internal sealed class ByteArrayCodec() : Codec<byte[]>(WireType.LengthDelimited)
{
    public override byte[] Empty => [];
    public override bool IsDefault(byte[] value) => value.Length == 0;

    // Implicit presence with direct calls (this class is sealed): see Codec<T>.MeasureUnlessZero.
    public override long MeasureUnlessZero(byte[] value, int tagSize, int depthLeft) =>
        value is null || IsDefault(value) ? 0 : tagSize + Measure(value, depthLeft);

    public override void WriteUnlessZero(ref ProtoWriter writer, uint tag, byte[] value)
    {
        if (value is null || IsDefault(value))
            return;
        writer.WriteRawTag(tag);
        Write(ref writer, value);
    }

    public override long Measure(byte[] value, int depthLeft) => WireFormat.SizeOfLengthPrefixed(value.Length);
    public override void Write(ref ProtoWriter writer, byte[] value) => writer.WriteBytes(value);
    public override byte[] Read(ref ProtoReader reader, byte[] existing) => reader.ReadBytes();
}

/// <summary><c>bytes</c> held as <see cref="ReadOnlyMemory{T}"/>: a slice of the input (or of pooled slabs) where possible.</summary>
internal sealed class ReadOnlyMemoryCodec() : StructCodec<ReadOnlyMemory<byte>>(WireType.LengthDelimited)
{
    public override ReadOnlyMemory<byte> Empty => ReadOnlyMemory<byte>.Empty;
    public override bool IsDefault(ReadOnlyMemory<byte> value) => value.IsEmpty;

    // Implicit presence with direct calls (this class is sealed): see Codec<T>.MeasureUnlessZero.
    public override long MeasureUnlessZero(ReadOnlyMemory<byte> value, int tagSize, int depthLeft) =>
        value.IsEmpty ? 0 : tagSize + WireFormat.SizeOfLengthPrefixed(value.Length);

    public override void WriteUnlessZero(ref ProtoWriter writer, uint tag, ReadOnlyMemory<byte> value)
    {
        if (value.IsEmpty)
            return;
        writer.WriteRawTag(tag);
        writer.WriteBytes(value.Span);
    }

    public override long Measure(ReadOnlyMemory<byte> value, int depthLeft) => WireFormat.SizeOfLengthPrefixed(value.Length);
    public override void Write(ref ProtoWriter writer, ReadOnlyMemory<byte> value) => writer.WriteBytes(value.Span);
    public override ReadOnlyMemory<byte> Read(ref ProtoReader reader, ReadOnlyMemory<byte> existing) => reader.ReadBytesMemory();
}

/// <summary><c>bytes</c> held as <see cref="Memory{T}"/> (read as <see cref="ReadOnlyMemory{T}"/>, then made writable).</summary>
internal sealed class MemoryCodec() : StructCodec<Memory<byte>>(WireType.LengthDelimited)
{
    public override Memory<byte> Empty => Memory<byte>.Empty;
    public override bool IsDefault(Memory<byte> value) => value.IsEmpty;

    // Implicit presence with direct calls (this class is sealed): see Codec<T>.MeasureUnlessZero.
    public override long MeasureUnlessZero(Memory<byte> value, int tagSize, int depthLeft) =>
        value.IsEmpty ? 0 : tagSize + WireFormat.SizeOfLengthPrefixed(value.Length);

    public override void WriteUnlessZero(ref ProtoWriter writer, uint tag, Memory<byte> value)
    {
        if (value.IsEmpty)
            return;
        writer.WriteRawTag(tag);
        writer.WriteBytes(value.Span);
    }

    public override long Measure(Memory<byte> value, int depthLeft) => WireFormat.SizeOfLengthPrefixed(value.Length);
    public override void Write(ref ProtoWriter writer, Memory<byte> value) => writer.WriteBytes(value.Span);
    public override Memory<byte> Read(ref ProtoReader reader, Memory<byte> existing) => MemoryMarshal.AsMemory(reader.ReadBytesMemory());
}

/// <summary>Creates the codec of a string or bytes value.</summary>
internal static class TextAndBytesCodecs
{
    public static Codec Create(ValueModel value) => value.ProtoType == ProtoType.String ? new StringCodec()
        : value.Type == typeof(byte[]) ? new ByteArrayCodec()
        : value.Type == typeof(Memory<byte>) ? new MemoryCodec()
        : new ReadOnlyMemoryCodec();
}
