using System.Runtime.CompilerServices;
using Nano.Wire;

namespace Nano.Emit.Runtime;

/// <summary>
/// Which map keys and values an entry leaves out, as Google.Protobuf's map codec does: a key or a scalar, enum,
/// string or bytes value that is the default (0, false, "", empty; floating point compared bitwise, so -0.0 and NaN
/// are written and only +0.0 is left out). Message values, and the well-known types, are always written.
/// The type tests are constants for value types, so the JIT keeps one branch per instantiation. The rule is the
/// model's (<see cref="Nano.Model.ValueModel.MapEntryOmitsDefault"/>); <see cref="Executes"/> checks, when a map is
/// compiled, that this fast form agrees with it.
/// </summary>
internal static class MapEntryDefaults
{
    /// <summary>True when <see cref="Omit{T}"/> leaves default values of <paramref name="value"/>'s type out exactly when the model says so.</summary>
    public static bool Executes(Nano.Model.ValueModel value)
    {
        var t = value.Type;
        var omits = t.IsEnum || t == typeof(string) || t == typeof(byte[]) || t == typeof(ReadOnlyMemory<byte>) || t == typeof(Memory<byte>)
            || t == typeof(Half) || t == typeof(nint) || t == typeof(nuint) || t.IsPrimitive;
        omits &= !typeof(IKeepsEmptyInMapEntry).IsAssignableFrom(Compiler.CodecSelector.CodecType(value));
        return omits == value.MapEntryOmitsDefault;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool Omit<T>(T value)
    {
        if (typeof(T) == typeof(int)) return (int)(object)value! == 0;
        if (typeof(T) == typeof(long)) return (long)(object)value! == 0;
        if (typeof(T) == typeof(uint)) return (uint)(object)value! == 0;
        if (typeof(T) == typeof(ulong)) return (ulong)(object)value! == 0;
        if (typeof(T) == typeof(bool)) return !(bool)(object)value!;
        if (typeof(T) == typeof(short)) return (short)(object)value! == 0;
        if (typeof(T) == typeof(ushort)) return (ushort)(object)value! == 0;
        if (typeof(T) == typeof(byte)) return (byte)(object)value! == 0;
        if (typeof(T) == typeof(sbyte)) return (sbyte)(object)value! == 0;
        if (typeof(T) == typeof(char)) return (char)(object)value! == 0;
        if (typeof(T) == typeof(nint)) return (nint)(object)value! == 0;
        if (typeof(T) == typeof(nuint)) return (nuint)(object)value! == 0;
        if (typeof(T) == typeof(float)) return BitConverter.SingleToInt32Bits((float)(object)value!) == 0;
        if (typeof(T) == typeof(double)) return BitConverter.DoubleToInt64Bits((double)(object)value!) == 0;
        if (typeof(T) == typeof(Half)) return BitConverter.HalfToInt16Bits((Half)(object)value!) == 0;
        if (typeof(T) == typeof(ReadOnlyMemory<byte>)) return ((ReadOnlyMemory<byte>)(object)value!).IsEmpty;
        if (typeof(T) == typeof(Memory<byte>)) return ((Memory<byte>)(object)value!).IsEmpty;
        if (typeof(T).IsEnum)
        {
            return Unsafe.SizeOf<T>() switch
            {
                1 => Unsafe.As<T, byte>(ref value) == 0,
                2 => Unsafe.As<T, short>(ref value) == 0,
                4 => Unsafe.As<T, int>(ref value) == 0,
                _ => Unsafe.As<T, long>(ref value) == 0,
            };
        }
        return value switch
        {
            string s => s.Length == 0,
            byte[] b => b.Length == 0,
            _ => false,
        };
    }
}

/// <summary>
/// Marks a codec whose empty values a map entry still writes (protobuf-net writes <c>""</c> and empty bytes there; see
/// <see cref="Nano.Model.ValueModel.KeepsEmptyInMapEntry"/>).
/// </summary>
internal interface IKeepsEmptyInMapEntry;

/// <summary>A string of a protobuf-net contract: <see cref="StringCodec"/>, and a map entry keeps <c>""</c>.</summary>
internal readonly struct KeptStringCodec : IValueCodec<string>, IKeepsEmptyInMapEntry
{
    public WireType WireType => WireType.LengthDelimited;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public bool IsDefault(string v) => default(StringCodec).IsDefault(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(string v, int d) => default(StringCodec).Measure(v, d);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, string v) => default(StringCodec).Write(ref w, v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public string Read(ref ProtoReader r, string e) => default(StringCodec).Read(ref r, e);
}

/// <summary>A byte array of a protobuf-net contract: <see cref="ByteArrayCodec"/>, and a map entry keeps an empty one.</summary>
internal readonly struct KeptByteArrayCodec : IValueCodec<byte[]>, IKeepsEmptyInMapEntry
{
    public WireType WireType => WireType.LengthDelimited;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public bool IsDefault(byte[] v) => default(ByteArrayCodec).IsDefault(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(byte[] v, int d) => default(ByteArrayCodec).Measure(v, d);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, byte[] v) => default(ByteArrayCodec).Write(ref w, v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public byte[] Read(ref ProtoReader r, byte[] e) => default(ByteArrayCodec).Read(ref r, e);
}

/// <summary>An enum of a protobuf-net contract: <see cref="EnumCodec{TEnum}"/>, and a map entry keeps its zero.</summary>
internal readonly struct KeptEnumCodec<TEnum> : IValueCodec<TEnum>, IKeepsEmptyInMapEntry where TEnum : struct, Enum
{
    public WireType WireType => WireType.Varint;
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public bool IsDefault(TEnum v) => default(EnumCodec<TEnum>).IsDefault(v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public long Measure(TEnum v, int d) => default(EnumCodec<TEnum>).Measure(v, d);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public void Write(ref ProtoWriter w, TEnum v) => default(EnumCodec<TEnum>).Write(ref w, v);
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public TEnum Read(ref ProtoReader r, TEnum e) => default(EnumCodec<TEnum>).Read(ref r, e);
}
