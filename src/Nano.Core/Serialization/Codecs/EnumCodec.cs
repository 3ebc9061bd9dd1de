namespace Nano.Serialization.Codecs;

/// <summary>
/// Any enum, carried as <see cref="Nano.Model.ValueModel.EnumCarrier"/> says: int32 for int and narrower underlying
/// types (range-checked on read), uint32 for uint, int64/uint64 for long/ulong. Works on the enum's bits: no boxing;
/// the underlying-type tests are JIT-time constants.
/// </summary>
internal readonly struct EnumCodec<TEnum> : IValueCodec<TEnum> where TEnum : struct, Enum
{
    public WireType WireType => WireType.Varint;

    /// <summary>The underlying value as 64 bits (sign- or zero-extended by the underlying type; a ulong's bits as they
    /// are).</summary>
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

    /// <summary>The enum's number as 64 bits, as <see cref="Nano.Model.FieldModel.IsDeclaredEnumNumber"/> takes
    /// it.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public static long Number(TEnum v) => ToInt64(v);

    /// <summary>True for the zero value (implicit presence), whatever the width.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)] public bool IsDefault(TEnum v) => ToInt64(v) == 0;

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
    public static readonly bool Signed =
        Type.GetTypeCode(typeof(TEnum)) is TypeCode.SByte or TypeCode.Int16 or TypeCode.Int32 or TypeCode.Int64;
}
