namespace Nano.Serialization;

/// <summary>
/// Which map keys and values an entry leaves out, as Google.Protobuf's map codec does, where the model says an entry
/// omits defaults (<see cref="Model.ValueModel.MapEntryOmitsDefault"/>: scalars, enums, strings and bytes; never a
/// message or well-known type). A key or value is left out when it is the default: 0, false, "", empty; floating point
/// compares bitwise, so -0.0 and NaN are written and only +0.0 is left out. Called by both backends' map writers.
/// </summary>
internal static class MapEntries
{
    /// <summary>True when <paramref name="value"/> is its type's default. The type tests are constants for value types,
    /// so the JIT keeps one branch per instantiation.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsDefault<T>(T value)
    {
        if (!typeof(T).IsValueType) return value is string s ? s.Length == 0 : value is byte[] b && b.Length == 0;
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
#if NET
        if (typeof(T) == typeof(Half)) return BitConverter.HalfToInt16Bits((Half)(object)value!) == 0;
#endif
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
        return false;
    }

    /// <summary>As <see cref="IsDefault{T}"/>, for a boxed key or value (the interpreted backend's boxed
    /// maps).</summary>
    public static bool IsDefaultReference(object? value) => value switch
    {
        string s => s.Length == 0,
        byte[] b => b.Length == 0,
        int v => v == 0,
        long v => v == 0,
        uint v => v == 0,
        ulong v => v == 0,
        bool v => !v,
        short v => v == 0,
        ushort v => v == 0,
        byte v => v == 0,
        sbyte v => v == 0,
        char v => v == 0,
        nint v => v == 0,
        nuint v => v == 0,
        float v => BitConverter.SingleToInt32Bits(v) == 0,
        double v => BitConverter.DoubleToInt64Bits(v) == 0,
#if NET
        Half v => BitConverter.HalfToInt16Bits(v) == 0,
#endif
        ReadOnlyMemory<byte> v => v.IsEmpty,
        Memory<byte> v => v.IsEmpty,
        Enum v => Convert.ToDecimal(v, null) == 0,
        _ => false,
    };
}
