namespace Nano.Serialization;

/// <summary>
/// Closed enums on read (see <see cref="Model.FieldModel.IsClosedEnum"/>): a declared number is stored; an undeclared
/// one leaves the member alone and is kept as an unknown field, as proto2 runtimes keep it (a varint field with the
/// number as read). Both backends call these, so the bytes agree; the branch between them is each backend's read loop.
/// </summary>
internal static class ClosedEnums
{
    /// <summary>True when <paramref name="number"/> is a declared member of the field's enum (the model
    /// decides).</summary>
    public static bool IsDeclared(Model.FieldModel field, long number) => field.IsDeclaredEnumNumber(number);

    /// <summary>Appends an undeclared <paramref name="number"/> to <paramref name="set"/> as the varint field
    /// <paramref name="fieldNumber"/>.</summary>
    public static void Keep(UnknownFieldSet set, int fieldNumber, long number)
    {
        Span<byte> bytes = stackalloc byte[WireFormat.MaxVarint32Size + WireFormat.MaxVarint64Size];
        ref var start = ref MemoryMarshal.GetReference(bytes);
        var n = ProtoWriter.EncodeVarint32(ref start, WireFormat.MakeTag(fieldNumber, WireType.Varint));
        n += ProtoWriter.EncodeVarint64(ref System.Runtime.CompilerServices.Unsafe.Add(ref start, n),
            unchecked((ulong)number));
        set.AddRaw(bytes[..n]);
    }
}
