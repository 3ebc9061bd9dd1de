using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Nano.Serialization;
using Nano.Wire;

namespace Nano.Emit.Runtime;

/// <summary>
/// One value's encoding, as a struct so that generic helpers (<see cref="Repeated{T, TCodec}"/>, <see cref="Maps{TKey, TValue, TKeyCodec, TValueCodec}"/>)
/// are specialized by the JIT per codec: the calls below inline, with no virtual dispatch.
/// </summary>
internal interface IValueCodec<T>
{
    WireType WireType { get; }
    long Measure(T value, int depthLeft);
    void Write(ref ProtoWriter writer, T value);
    T Read(ref ProtoReader reader, T existing);
}

internal readonly struct Int32Codec : IValueCodec<int>
{
    public WireType WireType => WireType.Varint;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(int v, int d) => WireFormat.SizeOfInt32(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, int v) => w.WriteInt32(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public int Read(ref ProtoReader r, int e) => r.ReadInt32();
}

internal readonly struct SInt32Codec : IValueCodec<int>
{
    public WireType WireType => WireType.Varint;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(int v, int d) => WireFormat.SizeOfSInt32(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, int v) => w.WriteSInt32(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public int Read(ref ProtoReader r, int e) => r.ReadSInt32();
}

internal readonly struct SFixed32Codec : IValueCodec<int>
{
    public WireType WireType => WireType.Fixed32;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(int v, int d) => 4;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, int v) => w.WriteSFixed32(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public int Read(ref ProtoReader r, int e) => r.ReadSFixed32();
}

internal readonly struct Int64Codec : IValueCodec<long>
{
    public WireType WireType => WireType.Varint;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(long v, int d) => WireFormat.SizeOfInt64(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, long v) => w.WriteInt64(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Read(ref ProtoReader r, long e) => r.ReadInt64();
}

internal readonly struct SInt64Codec : IValueCodec<long>
{
    public WireType WireType => WireType.Varint;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(long v, int d) => WireFormat.SizeOfSInt64(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, long v) => w.WriteSInt64(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Read(ref ProtoReader r, long e) => r.ReadSInt64();
}

internal readonly struct SFixed64Codec : IValueCodec<long>
{
    public WireType WireType => WireType.Fixed64;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(long v, int d) => 8;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, long v) => w.WriteSFixed64(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Read(ref ProtoReader r, long e) => r.ReadSFixed64();
}

internal readonly struct UInt32Codec : IValueCodec<uint>
{
    public WireType WireType => WireType.Varint;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(uint v, int d) => WireFormat.SizeOfVarint32(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, uint v) => w.WriteUInt32(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public uint Read(ref ProtoReader r, uint e) => r.ReadUInt32();
}

internal readonly struct Fixed32Codec : IValueCodec<uint>
{
    public WireType WireType => WireType.Fixed32;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(uint v, int d) => 4;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, uint v) => w.WriteFixed32(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public uint Read(ref ProtoReader r, uint e) => r.ReadFixed32();
}

internal readonly struct UInt64Codec : IValueCodec<ulong>
{
    public WireType WireType => WireType.Varint;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(ulong v, int d) => WireFormat.SizeOfVarint64(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, ulong v) => w.WriteUInt64(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public ulong Read(ref ProtoReader r, ulong e) => r.ReadUInt64();
}

internal readonly struct Fixed64Codec : IValueCodec<ulong>
{
    public WireType WireType => WireType.Fixed64;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(ulong v, int d) => 8;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, ulong v) => w.WriteFixed64(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public ulong Read(ref ProtoReader r, ulong e) => r.ReadFixed64();
}

internal readonly struct BoolCodec : IValueCodec<bool>
{
    public WireType WireType => WireType.Varint;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(bool v, int d) => 1;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, bool v) => w.WriteBool(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public bool Read(ref ProtoReader r, bool e) => r.ReadBool();
}

internal readonly struct FloatCodec : IValueCodec<float>
{
    public WireType WireType => WireType.Fixed32;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(float v, int d) => 4;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, float v) => w.WriteFloat(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public float Read(ref ProtoReader r, float e) => r.ReadFloat();
}

internal readonly struct DoubleCodec : IValueCodec<double>
{
    public WireType WireType => WireType.Fixed64;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(double v, int d) => 8;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, double v) => w.WriteDouble(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public double Read(ref ProtoReader r, double e) => r.ReadDouble();
}

/// <summary>
/// Any enum, carried as <see cref="Nano.Model.ValueModel.EnumCarrier"/> says: int32 for int and narrower underlying
/// types (range-checked on read), uint32 for uint, int64/uint64 for long/ulong. Works on the enum's bits: no boxing;
/// the underlying-type tests are JIT-time constants.
/// </summary>
internal readonly struct EnumCodec<TEnum> : IValueCodec<TEnum> where TEnum : struct, Enum
{
    public WireType WireType => WireType.Varint;

    /// <summary>The underlying value as 64 bits (sign- or zero-extended by the underlying type; a ulong's bits as they are).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static long ToInt64(TEnum v) => Unsafe.SizeOf<TEnum>() switch
    {
        1 => EnumTraits<TEnum>.Signed ? Unsafe.As<TEnum, sbyte>(ref v) : Unsafe.As<TEnum, byte>(ref v),
        2 => EnumTraits<TEnum>.Signed ? Unsafe.As<TEnum, short>(ref v) : Unsafe.As<TEnum, ushort>(ref v),
        4 => EnumTraits<TEnum>.Signed ? Unsafe.As<TEnum, int>(ref v) : Unsafe.As<TEnum, uint>(ref v),
        _ => Unsafe.As<TEnum, long>(ref v),
    };

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static TEnum FromInt64(long wide)
    {
        TEnum result = default;
        switch (Unsafe.SizeOf<TEnum>())
        {
            case 1: Unsafe.As<TEnum, byte>(ref result) = (byte)wide; break;
            case 2: Unsafe.As<TEnum, short>(ref result) = (short)wide; break;
            case 4: Unsafe.As<TEnum, int>(ref result) = (int)wide; break;
            default: Unsafe.As<TEnum, long>(ref result) = wide; break;
        }
        return result;
    }

    private static bool IsUInt32 => Unsafe.SizeOf<TEnum>() == 4 && !EnumTraits<TEnum>.Signed;

    /// <summary>The enum's number as 64 bits, as <see cref="Nano.Model.FieldModel.IsDeclaredEnumNumber"/> takes it.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public static long Number(TEnum v) => ToInt64(v);

    /// <summary>True for the zero value (implicit presence), whatever the width.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public static bool IsZero(TEnum v) => ToInt64(v) == 0;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Measure(TEnum v, int d) => Unsafe.SizeOf<TEnum>() == 8
        ? WireFormat.SizeOfVarint64(unchecked((ulong)ToInt64(v)))
        : IsUInt32 ? WireFormat.SizeOfVarint32((uint)ToInt64(v)) : WireFormat.SizeOfInt32((int)ToInt64(v));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Write(ref ProtoWriter w, TEnum v)
    {
        if (Unsafe.SizeOf<TEnum>() == 8)
            w.WriteUInt64(unchecked((ulong)ToInt64(v)));
        else if (IsUInt32)
            w.WriteUInt32((uint)ToInt64(v));
        else
            w.WriteInt32((int)ToInt64(v));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public TEnum Read(ref ProtoReader r, TEnum e)
    {
        if (Unsafe.SizeOf<TEnum>() == 8)
            return FromInt64((long)r.ReadUInt64());
        if (IsUInt32)
            return FromInt64(r.ReadUInt32());
        if (Unsafe.SizeOf<TEnum>() == 4)
            return FromInt64(r.ReadInt32());
        return FromInt64(Narrowing.EnumNumber(ref r, r.ReadInt32(), typeof(TEnum)));
    }
}

/// <summary>
/// Facts about an enum's underlying type, computed once: a static readonly of an initialised class is a constant to the
/// optimising JIT, so the tests on it in <see cref="EnumCodec{TEnum}"/> fold away.
/// </summary>
internal static class EnumTraits<TEnum> where TEnum : struct, Enum
{
    public static readonly bool Signed = Type.GetTypeCode(typeof(TEnum)) is TypeCode.SByte or TypeCode.Int16 or TypeCode.Int32 or TypeCode.Int64;
}

internal readonly struct ByteCodec : IValueCodec<byte>
{
    public WireType WireType => WireType.Varint;
    public long Measure(byte v, int d) => WireFormat.SizeOfVarint32(v);
    public void Write(ref ProtoWriter w, byte v) => w.WriteUInt32(v);
    public byte Read(ref ProtoReader r, byte e) => Narrowing.ToByte(ref r, r.ReadUInt32());
}

internal readonly struct SByteCodec : IValueCodec<sbyte>
{
    public WireType WireType => WireType.Varint;
    public long Measure(sbyte v, int d) => WireFormat.SizeOfInt32(v);
    public void Write(ref ProtoWriter w, sbyte v) => w.WriteInt32(v);
    public sbyte Read(ref ProtoReader r, sbyte e) => Narrowing.ToSByte(ref r, r.ReadInt32());
}

internal readonly struct Int16Codec : IValueCodec<short>
{
    public WireType WireType => WireType.Varint;
    public long Measure(short v, int d) => WireFormat.SizeOfInt32(v);
    public void Write(ref ProtoWriter w, short v) => w.WriteInt32(v);
    public short Read(ref ProtoReader r, short e) => Narrowing.ToInt16(ref r, r.ReadInt32());
}

internal readonly struct UInt16Codec : IValueCodec<ushort>
{
    public WireType WireType => WireType.Varint;
    public long Measure(ushort v, int d) => WireFormat.SizeOfVarint32(v);
    public void Write(ref ProtoWriter w, ushort v) => w.WriteUInt32(v);
    public ushort Read(ref ProtoReader r, ushort e) => Narrowing.ToUInt16(ref r, r.ReadUInt32());
}

internal readonly struct CharCodec : IValueCodec<char>
{
    public WireType WireType => WireType.Varint;
    public long Measure(char v, int d) => WireFormat.SizeOfVarint32(v);
    public void Write(ref ProtoWriter w, char v) => w.WriteUInt32(v);
    public char Read(ref ProtoReader r, char e) => Narrowing.ToChar(ref r, r.ReadUInt32());
}

internal readonly struct StringCodec : IValueCodec<string>
{
    public WireType WireType => WireType.LengthDelimited;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(string v, int d) => WireFormat.SizeOfString(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, string v) => w.WriteString(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public string Read(ref ProtoReader r, string e) => r.ReadString();
}

internal readonly struct ByteArrayCodec : IValueCodec<byte[]>
{
    public WireType WireType => WireType.LengthDelimited;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(byte[] v, int d) => WireFormat.SizeOfLengthPrefixed(v.Length);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, byte[] v) => w.WriteBytes(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public byte[] Read(ref ProtoReader r, byte[] e) => r.ReadBytes();
}

internal readonly struct ReadOnlyMemoryCodec : IValueCodec<ReadOnlyMemory<byte>>
{
    public WireType WireType => WireType.LengthDelimited;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(ReadOnlyMemory<byte> v, int d) => WireFormat.SizeOfLengthPrefixed(v.Length);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, ReadOnlyMemory<byte> v) => w.WriteBytes(v.Span);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public ReadOnlyMemory<byte> Read(ref ProtoReader r, ReadOnlyMemory<byte> e) => r.ReadBytesMemory();
}

internal readonly struct MemoryCodec : IValueCodec<Memory<byte>>
{
    public WireType WireType => WireType.LengthDelimited;
    public long Measure(Memory<byte> v, int d) => WireFormat.SizeOfLengthPrefixed(v.Length);
    public void Write(ref ProtoWriter w, Memory<byte> v) => w.WriteBytes(v.Span);
    public Memory<byte> Read(ref ProtoReader r, Memory<byte> e) => MemoryMarshal.AsMemory(r.ReadBytesMemory());
}

internal readonly struct NIntCodec : IValueCodec<nint>
{
    public WireType WireType => WireType.Varint;
    public long Measure(nint v, int d) => WireFormat.SizeOfInt64(v);
    public void Write(ref ProtoWriter w, nint v) => w.WriteInt64(v);
    public nint Read(ref ProtoReader r, nint e) => (nint)r.ReadInt64();
}

internal readonly struct NUIntCodec : IValueCodec<nuint>
{
    public WireType WireType => WireType.Varint;
    public long Measure(nuint v, int d) => WireFormat.SizeOfVarint64(v);
    public void Write(ref ProtoWriter w, nuint v) => w.WriteUInt64(v);
    public nuint Read(ref ProtoReader r, nuint e) => (nuint)r.ReadUInt64();
}

internal readonly struct HalfCodec : IValueCodec<Half>
{
    public WireType WireType => WireType.Fixed32;
    public long Measure(Half v, int d) => 4;
    public void Write(ref ProtoWriter w, Half v) => w.WriteFloat((float)v);
    public Half Read(ref ProtoReader r, Half e) => (Half)r.ReadFloat();
}

internal readonly struct DateTimeCodec : IValueCodec<DateTime>
{
    public WireType WireType => WireType.LengthDelimited;
    public long Measure(DateTime v, int d) => WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfTimestamp(v));
    public void Write(ref ProtoWriter w, DateTime v) => WellKnownTypes.WriteTimestamp(ref w, v);
    public DateTime Read(ref ProtoReader r, DateTime e) => WellKnownTypes.ReadTimestamp(ref r, e);
}

internal readonly struct DateTimeOffsetCodec : IValueCodec<DateTimeOffset>
{
    public WireType WireType => WireType.LengthDelimited;
    public long Measure(DateTimeOffset v, int d) => WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfTimestamp(v.UtcDateTime));
    public void Write(ref ProtoWriter w, DateTimeOffset v) => WellKnownTypes.WriteTimestamp(ref w, v.UtcDateTime);
    public DateTimeOffset Read(ref ProtoReader r, DateTimeOffset e) => new(WellKnownTypes.ReadTimestamp(ref r, e.UtcDateTime));
}

internal readonly struct TimeSpanCodec : IValueCodec<TimeSpan>
{
    public WireType WireType => WireType.LengthDelimited;
    public long Measure(TimeSpan v, int d) => WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfDuration(v));
    public void Write(ref ProtoWriter w, TimeSpan v) => WellKnownTypes.WriteDuration(ref w, v);
    public TimeSpan Read(ref ProtoReader r, TimeSpan e) => WellKnownTypes.ReadDuration(ref r, e);
}

internal readonly struct GuidCodec : IValueCodec<Guid>
{
    public WireType WireType => WireType.LengthDelimited;
    public long Measure(Guid v, int d) => WellKnownTypes.GuidSize;
    public void Write(ref ProtoWriter w, Guid v) => WellKnownTypes.WriteGuid(ref w, v);
    public Guid Read(ref ProtoReader r, Guid e) => WellKnownTypes.ReadGuid(ref r);
}

internal readonly struct DecimalCodec : IValueCodec<decimal>
{
    public WireType WireType => WireType.LengthDelimited;
    public long Measure(decimal v, int d) => WellKnownTypes.SizeOfDecimal(v);
    public void Write(ref ProtoWriter w, decimal v) => WellKnownTypes.WriteDecimal(ref w, v);
    public decimal Read(ref ProtoReader r, decimal e) => WellKnownTypes.ReadDecimal(ref r);
}

/// <summary>
/// A nested message, its fields from its own compiled delegates. Written in one pass behind a back-patched length
/// prefix; measured first only when the writer cannot keep a prefix open (see ProtoWriter.Nested.cs).
/// </summary>
internal readonly struct MessageCodec<T>(MessageDelegates<T> delegates, int fieldNumber) : IValueCodec<T>
{
    public WireType WireType => WireType.LengthDelimited;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Measure(T value, int depthLeft) =>
        WireFormat.SizeOfLengthPrefixed(delegates.Measure(value, ProtoWriter.NestedDepth(depthLeft, typeof(T))));

    public void Write(ref ProtoWriter writer, T value)
    {
        writer.EnterNested(typeof(T));
        if (writer.TryOpenPrefix(out var start))
        {
            delegates.Write(ref writer, value);
            if (writer.ClosePrefix(start))
            {
                writer.ExitNested();
                return;
            }
        }
        WriteMeasured(ref writer, value);
        writer.ExitNested();
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WriteMeasured(ref ProtoWriter writer, T value)
    {
        writer.WriteNestedLength(delegates.Measure(value, writer.DepthLeft), fieldNumber, typeof(T));
        delegates.Write(ref writer, value);
    }

    public T Read(ref ProtoReader reader, T existing)
    {
        var token = reader.BeginLengthDelimited();
        try
        {
            var value = delegates.Read(ref reader, existing);
            if (!typeof(T).IsValueType && reader.Required is not null)
                RequiredFields.Resolve(ref reader, existing, value);
            reader.EndLengthDelimited(token);
            return value;
        }
        catch (ProtoException e) when (ProtoException.Annotate(e, reader.InlinedMessage ?? typeof(T)))
        {
            throw; // never reached: the filter names the innermost type being read and lets the exception pass
        }
    }
}

/// <summary>A proto2 group: fields then the end-group tag; no length prefix.</summary>
internal readonly struct GroupCodec<T>(MessageDelegates<T> delegates, int fieldNumber) : IValueCodec<T>
{
    public WireType WireType => WireType.StartGroup;

    public long Measure(T value, int depthLeft) =>
        delegates.Measure(value, ProtoWriter.NestedDepth(depthLeft, typeof(T))) + WireFormat.SizeOfTag(fieldNumber);

    public void Write(ref ProtoWriter writer, T value)
    {
        writer.EnterNested(typeof(T));
        delegates.Write(ref writer, value);
        writer.ExitNested();
        writer.WriteTag(fieldNumber, WireType.EndGroup);
    }

    public T Read(ref ProtoReader reader, T existing)
    {
        var token = reader.BeginGroup();
        try
        {
            var value = delegates.Read(ref reader, existing);
            if (!typeof(T).IsValueType && reader.Required is not null)
                RequiredFields.Resolve(ref reader, existing, value);
            reader.EndGroup(token);
            return value;
        }
        catch (ProtoException e) when (ProtoException.Annotate(e, reader.InlinedMessage ?? typeof(T)))
        {
            throw; // never reached (see MessageCodec<T>.Read)
        }
    }
}
