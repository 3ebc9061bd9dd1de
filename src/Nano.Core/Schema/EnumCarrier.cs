namespace Nano.Schema;

/// <summary>
/// A protobuf <c>enum</c> holds int32 numbers only. An enum with a member beyond int32 (possible with a <c>long</c>,
/// <c>ulong</c> or <c>uint</c> underlying type) is declared as the scalar its numbers travel as, chosen by the
/// underlying type: <c>int64</c>, <c>uint64</c> or <c>uint32</c>.
/// </summary>
/// <remarks>
/// Seam (branch edges): the model's <c>ValueModel.EnumCarrier</c> makes the same choice of scalar for every enum
/// of those underlying types; once merged, this should read it. For members within int32 both spellings are the
/// same bytes, so the enum keeps its <c>enum</c> declaration.
/// </remarks>
internal static class EnumCarrier
{
    /// <summary>The scalar to declare instead of the enum, or null when every member fits int32.</summary>
    public static string? Of(Type enumType)
    {
        var fits = EnumMembers.Of(enumType).All(m => m.Number is >= int.MinValue and <= int.MaxValue);
        if (fits)
            return null;
        return Type.GetTypeCode(enumType) switch
        {
            TypeCode.Int64 => "int64",
            TypeCode.UInt64 => "uint64",
            _ => "uint32",
        };
    }
}
