namespace Nano.Emit.Runtime;

/// <summary>Closed enums in emitted reads: the declared-number test is the model's; the unknown-field bytes are the
/// shared helper's.</summary>
internal static class ClosedEnumOps
{
    /// <summary>True when <paramref name="value"/> is a declared member per <paramref name="field"/> (a
    /// <see cref="FieldModel"/>).</summary>
    public static bool IsDeclared<TEnum>(TEnum value, object field) where TEnum : struct, Enum =>
        ClosedEnums.IsDeclared((FieldModel)field, EnumCodec<TEnum>.Number(value));

    /// <summary>Keeps an undeclared number as an unknown varint field of <paramref name="holder"/>.</summary>
    public static void Keep<T, TEnum>(ref T holder, TEnum value, int fieldNumber)
        where T : IUnknownFieldsHolder where TEnum : struct, Enum =>
        ClosedEnums.Keep(holder.UnknownFields ??= new UnknownFieldSet(), fieldNumber, EnumCodec<TEnum>.Number(value));
}
