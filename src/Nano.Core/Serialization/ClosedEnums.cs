using System.Runtime.InteropServices;
using Nano.Wire;

namespace Nano.Serialization;

/// <summary>
/// A closed enum's undeclared number (see <see cref="Model.FieldModel.IsClosedEnum"/>) kept as an unknown field, as
/// proto2 runtimes keep it: a varint field with the number as read. Shared by both backends so the bytes agree.
/// </summary>
internal static class ClosedEnums
{
    public static void Keep(UnknownFieldSet set, int fieldNumber, long number)
    {
        Span<byte> bytes = stackalloc byte[WireFormat.MaxVarint32Size + WireFormat.MaxVarint64Size];
        ref var start = ref MemoryMarshal.GetReference(bytes);
        var n = ProtoWriter.EncodeVarint32(ref start, WireFormat.MakeTag(fieldNumber, WireType.Varint));
        n += ProtoWriter.EncodeVarint64(ref System.Runtime.CompilerServices.Unsafe.Add(ref start, n), unchecked((ulong)number));
        set.AddRaw(bytes[..n]);
    }
}
