using Nano.Serialization;
using Nano.Wire;

namespace Nano.Emit.Runtime;

// Narrow integers (and nint/nuint) under DataFormat.ZigZag or FixedSize: the 32/64-bit wire encodings, range-checked
// on read like the varint forms in Codecs.cs (the interpreted ScalarCodec writes and checks the same).

internal readonly struct SInt32SByteCodec : IValueCodec<sbyte>
{
    public WireType WireType => WireType.Varint;
    public long Measure(sbyte v, int d) => WireFormat.SizeOfSInt32(v);
    public void Write(ref ProtoWriter w, sbyte v) => w.WriteSInt32(v);
    public sbyte Read(ref ProtoReader r, sbyte e) => Narrowing.ToSByte(ref r, r.ReadSInt32());
}

internal readonly struct SFixed32SByteCodec : IValueCodec<sbyte>
{
    public WireType WireType => WireType.Fixed32;
    public long Measure(sbyte v, int d) => 4;
    public void Write(ref ProtoWriter w, sbyte v) => w.WriteSFixed32(v);
    public sbyte Read(ref ProtoReader r, sbyte e) => Narrowing.ToSByte(ref r, r.ReadSFixed32());
}

internal readonly struct SInt32Int16Codec : IValueCodec<short>
{
    public WireType WireType => WireType.Varint;
    public long Measure(short v, int d) => WireFormat.SizeOfSInt32(v);
    public void Write(ref ProtoWriter w, short v) => w.WriteSInt32(v);
    public short Read(ref ProtoReader r, short e) => Narrowing.ToInt16(ref r, r.ReadSInt32());
}

internal readonly struct SFixed32Int16Codec : IValueCodec<short>
{
    public WireType WireType => WireType.Fixed32;
    public long Measure(short v, int d) => 4;
    public void Write(ref ProtoWriter w, short v) => w.WriteSFixed32(v);
    public short Read(ref ProtoReader r, short e) => Narrowing.ToInt16(ref r, r.ReadSFixed32());
}

internal readonly struct Fixed32ByteCodec : IValueCodec<byte>
{
    public WireType WireType => WireType.Fixed32;
    public long Measure(byte v, int d) => 4;
    public void Write(ref ProtoWriter w, byte v) => w.WriteFixed32(v);
    public byte Read(ref ProtoReader r, byte e) => Narrowing.ToByte(ref r, r.ReadFixed32());
}

internal readonly struct Fixed32UInt16Codec : IValueCodec<ushort>
{
    public WireType WireType => WireType.Fixed32;
    public long Measure(ushort v, int d) => 4;
    public void Write(ref ProtoWriter w, ushort v) => w.WriteFixed32(v);
    public ushort Read(ref ProtoReader r, ushort e) => Narrowing.ToUInt16(ref r, r.ReadFixed32());
}

internal readonly struct Fixed32CharCodec : IValueCodec<char>
{
    public WireType WireType => WireType.Fixed32;
    public long Measure(char v, int d) => 4;
    public void Write(ref ProtoWriter w, char v) => w.WriteFixed32(v);
    public char Read(ref ProtoReader r, char e) => Narrowing.ToChar(ref r, r.ReadFixed32());
}

internal readonly struct SInt64NIntCodec : IValueCodec<nint>
{
    public WireType WireType => WireType.Varint;
    public long Measure(nint v, int d) => WireFormat.SizeOfSInt64(v);
    public void Write(ref ProtoWriter w, nint v) => w.WriteSInt64(v);
    public nint Read(ref ProtoReader r, nint e) => (nint)r.ReadSInt64();
}

internal readonly struct SFixed64NIntCodec : IValueCodec<nint>
{
    public WireType WireType => WireType.Fixed64;
    public long Measure(nint v, int d) => 8;
    public void Write(ref ProtoWriter w, nint v) => w.WriteSFixed64(v);
    public nint Read(ref ProtoReader r, nint e) => (nint)r.ReadSFixed64();
}

internal readonly struct Fixed64NUIntCodec : IValueCodec<nuint>
{
    public WireType WireType => WireType.Fixed64;
    public long Measure(nuint v, int d) => 8;
    public void Write(ref ProtoWriter w, nuint v) => w.WriteFixed64(v);
    public nuint Read(ref ProtoReader r, nuint e) => (nuint)r.ReadFixed64();
}
