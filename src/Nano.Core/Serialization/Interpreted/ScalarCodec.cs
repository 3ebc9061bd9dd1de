using Nano.Model;
using Nano.Wire;

namespace Nano.Serialization.Interpreted;

/// <summary>Numbers, bools and enums: converts the boxed .NET value to and from its protobuf scalar.</summary>
internal sealed class ScalarCodec : Codec
{
    private readonly ProtoType _protoType;
    private readonly Type _type;
    private readonly TypeCode _code;
    private readonly object _zero;
    private readonly ProtoType? _enumCarrier;

    public ScalarCodec(ValueModel value) : base(value.WireType)
    {
        _protoType = value.ProtoType;
        _type = value.Type;
        _code = value.Type.IsEnum ? TypeCode.Object : Type.GetTypeCode(value.Type);
        _zero = ZeroOf(value.Type);
        _enumCarrier = value.EnumCarrier;
    }

    public override object? Empty => _zero;

    /// <summary>The boxed zero of a number, bool or enum, made without reflection over constructors (AOT-safe).</summary>
    private static object ZeroOf(Type type)
    {
        if (type.IsEnum)
            return Enum.ToObject(type, 0);
        if (type == typeof(nint))
            return (nint)0;
        if (type == typeof(nuint))
            return (nuint)0;
#if NET
        if (type == typeof(Half))
            return (Half)0;
#endif
        return Convert.ChangeType(0, type, System.Globalization.CultureInfo.InvariantCulture);
    }

    public override bool IsDefault(object value) => value.Equals(_zero);

    public override long Measure(object value, int depthLeft) => _protoType switch
    {
        ProtoType.Enum => _enumCarrier switch
        {
            ProtoType.Int32 => WireFormat.SizeOfInt32((int)EnumBits(value)),
            ProtoType.UInt32 => WireFormat.SizeOfVarint32((uint)EnumBits(value)),
            _ => WireFormat.SizeOfVarint64(unchecked((ulong)EnumBits(value))),
        },
        ProtoType.Int32 => WireFormat.SizeOfInt32((int)ToInt64(value)),
        ProtoType.Int64 => WireFormat.SizeOfInt64(ToInt64(value)),
        ProtoType.UInt32 => WireFormat.SizeOfVarint32((uint)ToUInt64(value)),
        ProtoType.UInt64 => WireFormat.SizeOfVarint64(ToUInt64(value)),
        ProtoType.SInt32 => WireFormat.SizeOfSInt32((int)ToInt64(value)),
        ProtoType.SInt64 => WireFormat.SizeOfSInt64(ToInt64(value)),
        ProtoType.Bool => 1,
        ProtoType.Fixed32 or ProtoType.SFixed32 or ProtoType.Float => 4,
        _ => 8,
    };

    public override void Write(ref ProtoWriter writer, object value)
    {
        switch (_protoType)
        {
            case ProtoType.Enum:
                if (_enumCarrier == ProtoType.Int32)
                    writer.WriteInt32((int)EnumBits(value));
                else if (_enumCarrier == ProtoType.UInt32)
                    writer.WriteUInt32((uint)EnumBits(value));
                else
                    writer.WriteUInt64(unchecked((ulong)EnumBits(value)));
                break;
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
            case ProtoType.Bool: writer.WriteBool((bool)value); break;
#if NET
            case ProtoType.Float: writer.WriteFloat(value is Half h ? (float)h : (float)value); break;
#else
            case ProtoType.Float: writer.WriteFloat((float)value); break;
#endif
            case ProtoType.Double: writer.WriteDouble((double)value); break;
            default: throw new InvalidOperationException($"Not a scalar: {_protoType}");
        }
    }

    public override object Read(ref ProtoReader reader, object? existing) => _protoType switch
    {
        ProtoType.Int32 or ProtoType.SInt32 or ProtoType.SFixed32 => FromInt32(ref reader, _protoType switch
        {
            ProtoType.Int32 => reader.ReadInt32(),
            ProtoType.SInt32 => reader.ReadSInt32(),
            _ => reader.ReadSFixed32(),
        }),
        ProtoType.Enum => _enumCarrier switch
        {
            ProtoType.Int32 => Enum.ToObject(_type, Narrowing.EnumNumber(ref reader, reader.ReadInt32(), _type)),
            ProtoType.UInt32 => Enum.ToObject(_type, reader.ReadUInt32()),
            ProtoType.Int64 => Enum.ToObject(_type, reader.ReadInt64()),
            _ => Enum.ToObject(_type, reader.ReadUInt64()),
        },
        ProtoType.Int64 => FromInt64(reader.ReadInt64()),
        ProtoType.SInt64 => FromInt64(reader.ReadSInt64()),
        ProtoType.SFixed64 => FromInt64(reader.ReadSFixed64()),
        ProtoType.UInt32 => FromUInt32(ref reader, reader.ReadUInt32()),
        ProtoType.Fixed32 => FromUInt32(ref reader, reader.ReadFixed32()),
        ProtoType.UInt64 => FromUInt64(reader.ReadUInt64()),
        ProtoType.Fixed64 => FromUInt64(reader.ReadFixed64()),
        ProtoType.Bool => reader.ReadBool(),
#if NET
        ProtoType.Float => _code == TypeCode.Single ? reader.ReadFloat() : (object)(Half)reader.ReadFloat(),
#else
        ProtoType.Float => reader.ReadFloat(),
#endif
        ProtoType.Double => reader.ReadDouble(),
        _ => throw new InvalidOperationException($"Not a scalar: {_protoType}"),
    };

    private object FromInt32(ref ProtoReader reader, int value) => _code switch
    {
        TypeCode.SByte => (object)Narrowing.ToSByte(ref reader, value),
        TypeCode.Int16 => (object)Narrowing.ToInt16(ref reader, value),
        _ => value,
    };

    private object FromInt64(long value) => _type == typeof(nint) ? (object)(nint)value : value;

    private object FromUInt32(ref ProtoReader reader, uint value) => _code switch
    {
        TypeCode.Byte => (object)Narrowing.ToByte(ref reader, value),
        TypeCode.UInt16 => (object)Narrowing.ToUInt16(ref reader, value),
        TypeCode.Char => (object)Narrowing.ToChar(ref reader, value),
        _ => value,
    };

    private object FromUInt64(ulong value) => _type == typeof(nuint) ? (object)(nuint)value : value;

    /// <summary>An enum's underlying value as 64 bits (a <c>ulong</c> enum's bits reinterpreted).</summary>
    private static long EnumBits(object value) => Type.GetTypeCode(value.GetType()) == TypeCode.UInt64
        ? unchecked((long)Convert.ToUInt64(value, null))
        : Convert.ToInt64(value, null);

    private static long ToInt64(object value) => value switch
    {
        int i => i,
        long l => l,
        short s => s,
        sbyte b => b,
        nint n => n,
        Enum e => Convert.ToInt64(e, null),
        uint u => u,
        ulong u => unchecked((long)u),
        byte b => b,
        ushort u => u,
        char c => c,
        nuint n => unchecked((long)n),
        _ => throw new InvalidCastException($"{value.GetType()} is not an integer."),
    };

    private static ulong ToUInt64(object value) => value switch
    {
        uint u => u,
        ulong u => u,
        byte b => b,
        ushort s => s,
        char c => c,
        nuint n => n,
        _ => unchecked((ulong)ToInt64(value)),
    };
}
