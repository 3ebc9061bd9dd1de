using System.Runtime.CompilerServices;
using Nano.Model;
using Nano.Wire;

namespace Nano.Serialization.Interpreted.Codecs;

/// <summary>
/// Numbers, bools and enums of CLR type <typeparamref name="T"/> (for an enum: its underlying type). Conversions are
/// written as <c>(int)(object)value</c> under a <c>typeof(T)</c> test: the JIT and ILCompiler compile a copy per
/// value type and fold both the test and the box away, so nothing is boxed at run time.
/// </summary>
internal sealed class ScalarCodec<T> : StructCodec<T> where T : struct
{
    private readonly ProtoType _protoType;
    private readonly ProtoType? _enumCarrier;
    private readonly Type? _enumType;

    /// <param name="value">The value's model; for an enum <typeparamref name="T"/> is its underlying type.</param>
    public ScalarCodec(ValueModel value) : base(value.WireType)
    {
        _protoType = value.ProtoType;
        _enumCarrier = value.EnumCarrier;
        _enumType = value.Type.IsEnum ? value.Type : null;
    }

    public override T Empty => default;

    // An enum is boxed as itself (the member's type), so boxed paths (collections, constructor arguments) see the enum.
    public override object? Box(T value) => _enumType is null ? value : Enum.ToObject(_enumType, value);

    public override T Unbox(object? value) => value is null ? default : _enumType is null ? (T)value : FromInt64(FieldModel.EnumNumber(value));

    // As the boxed path's value.Equals(zero): +0.0 and -0.0 are both the zero that implicit presence leaves out, NaN
    // is written. Plain comparisons, not EqualityComparer<T>.Default, whose creation costs reflection at cold start.
    public override bool IsDefault(T value)
    {
        if (typeof(T) == typeof(int))
            return (int)(object)value == 0; // the common cases without a call to ToInt64 (one method less to JIT)
        if (typeof(T) == typeof(long))
            return (long)(object)value == 0;
        if (typeof(T) == typeof(bool))
            return !(bool)(object)value;
        if (typeof(T) == typeof(double))
            return (double)(object)value == 0;
        if (typeof(T) == typeof(float))
            return (float)(object)value == 0;
#if NET
        if (typeof(T) == typeof(Half))
            return (Half)(object)value == (Half)0;
#endif
        return ToInt64(value) == 0;
    }

    // Implicit presence with direct calls (this class is sealed): see Codec<T>.MeasureUnlessZero.
    public override long MeasureUnlessZero(T value, int tagSize, int depthLeft) =>
        IsDefault(value) ? 0 : tagSize + Measure(value, depthLeft);

    public override void WriteUnlessZero(ref ProtoWriter writer, uint tag, T value)
    {
        if (IsDefault(value))
            return;
        writer.WriteRawTag(tag);
        Write(ref writer, value);
    }

    public override long Measure(T value, int depthLeft) => _protoType switch
    {
        ProtoType.Int32 => WireFormat.SizeOfInt32((int)ToInt64(value)),
        ProtoType.Int64 => WireFormat.SizeOfInt64(ToInt64(value)),
        ProtoType.UInt32 => WireFormat.SizeOfVarint32((uint)ToUInt64(value)),
        ProtoType.UInt64 => WireFormat.SizeOfVarint64(ToUInt64(value)),
        ProtoType.SInt32 => WireFormat.SizeOfSInt32((int)ToInt64(value)),
        ProtoType.SInt64 => WireFormat.SizeOfSInt64(ToInt64(value)),
        ProtoType.Enum => _enumCarrier switch
        {
            ProtoType.Int32 => WireFormat.SizeOfInt32((int)ToInt64(value)),
            ProtoType.UInt32 => WireFormat.SizeOfVarint32((uint)ToUInt64(value)),
            _ => WireFormat.SizeOfVarint64(ToUInt64(value)),
        },
        ProtoType.Bool => 1,
        ProtoType.Fixed32 or ProtoType.SFixed32 or ProtoType.Float => 4,
        _ => 8,
    };

    public override void Write(ref ProtoWriter writer, T value)
    {
        switch (_protoType)
        {
            case ProtoType.Int32: writer.WriteInt32((int)ToInt64(value)); break;
            case ProtoType.Int64: writer.WriteInt64(ToInt64(value)); break;
            case ProtoType.UInt32: writer.WriteUInt32((uint)ToUInt64(value)); break;
            case ProtoType.UInt64: writer.WriteUInt64(ToUInt64(value)); break;
            case ProtoType.SInt32: writer.WriteSInt32((int)ToInt64(value)); break;
            case ProtoType.SInt64: writer.WriteSInt64(ToInt64(value)); break;
            case ProtoType.Fixed32: writer.WriteFixed32((uint)ToUInt64(value)); break;
            case ProtoType.Fixed64: writer.WriteFixed64(ToUInt64(value)); break;
            case ProtoType.SFixed32: writer.WriteSFixed32((int)ToInt64(value)); break;
            case ProtoType.SFixed64: writer.WriteSFixed64(ToInt64(value)); break;
            case ProtoType.Bool: writer.WriteBool((bool)(object)value); break;
            case ProtoType.Float: writer.WriteFloat(ToSingle(value)); break;
            case ProtoType.Double: writer.WriteDouble((double)(object)value); break;
            case ProtoType.Enum:
                if (_enumCarrier == ProtoType.Int32)
                    writer.WriteInt32((int)ToInt64(value));
                else if (_enumCarrier == ProtoType.UInt32)
                    writer.WriteUInt32((uint)ToUInt64(value));
                else
                    writer.WriteUInt64(ToUInt64(value));
                break;
            default: throw new InvalidOperationException($"Not a scalar: {_protoType}");
        }
    }

    public override T Read(ref ProtoReader reader, T existing) => _protoType switch
    {
        ProtoType.Int32 => FromInt32(ref reader, reader.ReadInt32()),
        ProtoType.SInt32 => FromInt32(ref reader, reader.ReadSInt32()),
        ProtoType.SFixed32 => FromInt32(ref reader, reader.ReadSFixed32()),
        ProtoType.Int64 => FromInt64(reader.ReadInt64()),
        ProtoType.SInt64 => FromInt64(reader.ReadSInt64()),
        ProtoType.SFixed64 => FromInt64(reader.ReadSFixed64()),
        ProtoType.UInt32 => FromUInt32(ref reader, reader.ReadUInt32()),
        ProtoType.Fixed32 => FromUInt32(ref reader, reader.ReadFixed32()),
        ProtoType.UInt64 => FromInt64(unchecked((long)reader.ReadUInt64())),
        ProtoType.Fixed64 => FromInt64(unchecked((long)reader.ReadFixed64())),
        ProtoType.Bool => (T)(object)reader.ReadBool(),
        ProtoType.Float => FromSingle(reader.ReadFloat()),
        ProtoType.Double => (T)(object)reader.ReadDouble(),
        ProtoType.Enum => _enumCarrier switch
        {
            ProtoType.Int32 => FromInt64(Narrowing.EnumNumber(ref reader, reader.ReadInt32(), _enumType!)),
            ProtoType.UInt32 => FromInt64(reader.ReadUInt32()),
            ProtoType.Int64 => FromInt64(reader.ReadInt64()),
            _ => FromInt64(unchecked((long)reader.ReadUInt64())),
        },
        _ => throw new InvalidOperationException($"Not a scalar: {_protoType}"),
    };

    /// <summary>A signed 32-bit wire value into an <c>int</c>, <c>short</c> or <c>sbyte</c> member, range-checked.</summary>
    private static T FromInt32(ref ProtoReader reader, int value)
    {
        if (typeof(T) == typeof(sbyte))
            return (T)(object)Narrowing.ToSByte(ref reader, value);
        if (typeof(T) == typeof(short))
            return (T)(object)Narrowing.ToInt16(ref reader, value);
        return FromInt64(value);
    }

    /// <summary>An unsigned 32-bit wire value into a <c>uint</c>, <c>ushort</c>, <c>byte</c> or <c>char</c> member, range-checked.</summary>
    private static T FromUInt32(ref ProtoReader reader, uint value)
    {
        if (typeof(T) == typeof(byte))
            return (T)(object)Narrowing.ToByte(ref reader, value);
        if (typeof(T) == typeof(ushort))
            return (T)(object)Narrowing.ToUInt16(ref reader, value);
        if (typeof(T) == typeof(char))
            return (T)(object)Narrowing.ToChar(ref reader, value);
        return FromInt64(value);
    }

    /// <summary>64 bits into <typeparamref name="T"/>, truncating (callers have range-checked what must fit).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)] // one line once the typeof tests fold; the JIT does not see that before inlining
    private static T FromInt64(long value)
    {
        unchecked
        {
            if (typeof(T) == typeof(int)) return (T)(object)(int)value;
            if (typeof(T) == typeof(long)) return (T)(object)value;
            if (typeof(T) == typeof(uint)) return (T)(object)(uint)value;
            if (typeof(T) == typeof(ulong)) return (T)(object)(ulong)value;
            if (typeof(T) == typeof(short)) return (T)(object)(short)value;
            if (typeof(T) == typeof(ushort)) return (T)(object)(ushort)value;
            if (typeof(T) == typeof(sbyte)) return (T)(object)(sbyte)value;
            if (typeof(T) == typeof(byte)) return (T)(object)(byte)value;
            if (typeof(T) == typeof(char)) return (T)(object)(char)value;
            if (typeof(T) == typeof(nint)) return (T)(object)(nint)value;
            if (typeof(T) == typeof(nuint)) return (T)(object)(nuint)(ulong)value;
        }
        throw new InvalidCastException($"{typeof(T)} is not an integer.");
    }

    /// <summary>The value as 64 bits: signed types sign-extended, unsigned zero-extended (a <c>ulong</c>'s bits kept).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)] // one line once the typeof tests fold; the JIT does not see that before inlining
    private static long ToInt64(T value)
    {
        unchecked
        {
            if (typeof(T) == typeof(int)) return (int)(object)value;
            if (typeof(T) == typeof(long)) return (long)(object)value;
            if (typeof(T) == typeof(uint)) return (uint)(object)value;
            if (typeof(T) == typeof(ulong)) return (long)(ulong)(object)value;
            if (typeof(T) == typeof(short)) return (short)(object)value;
            if (typeof(T) == typeof(ushort)) return (ushort)(object)value;
            if (typeof(T) == typeof(sbyte)) return (sbyte)(object)value;
            if (typeof(T) == typeof(byte)) return (byte)(object)value;
            if (typeof(T) == typeof(char)) return (char)(object)value;
            if (typeof(T) == typeof(nint)) return (nint)(object)value;
            if (typeof(T) == typeof(nuint)) return (long)(nuint)(object)value;
        }
        throw new InvalidCastException($"{typeof(T)} is not an integer.");
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)] // one line once the typeof tests fold; the JIT does not see that before inlining
    private static ulong ToUInt64(T value) => unchecked((ulong)ToInt64(value));

    [MethodImpl(MethodImplOptions.AggressiveInlining)] // one line once the typeof tests fold; the JIT does not see that before inlining
    private static float ToSingle(T value)
    {
#if NET
        if (typeof(T) == typeof(Half))
            return (float)(Half)(object)value;
#endif
        return (float)(object)value;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)] // one line once the typeof tests fold; the JIT does not see that before inlining
    private static T FromSingle(float value)
    {
#if NET
        if (typeof(T) == typeof(Half))
            return (T)(object)(Half)value;
#endif
        return (T)(object)value;
    }
}

/// <summary>Creates the <see cref="ScalarCodec{T}"/> of a number, bool or enum, closed over a BCL type known here.</summary>
internal static class ScalarCodecs
{
    /// <summary>
    /// Every instantiation is written out, so NativeAOT compiles each one and nothing is closed at run time. An enum
    /// gets the codec of its underlying type: a user enum is never a type argument (NativeAOT could lack the code).
    /// </summary>
    public static Codec Create(ValueModel value)
    {
        var type = value.Type.IsEnum ? Enum.GetUnderlyingType(value.Type) : value.Type;
        return Type.GetTypeCode(type) switch
        {
            TypeCode.Int32 => new ScalarCodec<int>(value),
            TypeCode.Int64 => new ScalarCodec<long>(value),
            TypeCode.UInt32 => new ScalarCodec<uint>(value),
            TypeCode.UInt64 => new ScalarCodec<ulong>(value),
            TypeCode.Int16 => new ScalarCodec<short>(value),
            TypeCode.UInt16 => new ScalarCodec<ushort>(value),
            TypeCode.SByte => new ScalarCodec<sbyte>(value),
            TypeCode.Byte => new ScalarCodec<byte>(value),
            TypeCode.Char => new ScalarCodec<char>(value),
            TypeCode.Boolean => new ScalarCodec<bool>(value),
            TypeCode.Single => new ScalarCodec<float>(value),
            TypeCode.Double => new ScalarCodec<double>(value),
            _ when type == typeof(nint) => new ScalarCodec<nint>(value),
            _ when type == typeof(nuint) => new ScalarCodec<nuint>(value),
#if NET
            _ when type == typeof(Half) => new ScalarCodec<Half>(value),
#endif
            _ => throw new InvalidOperationException($"No scalar codec for {value.Type.FullName}."),
        };
    }
}
