using Nano.Model;
using Nano.Wire;

namespace ProtoBuf.Internal;

/// <summary>
/// The encodings an extension field's occurrences may have, checked before the private model reads a value that is
/// not a message: that model, like any member, skips an occurrence in another encoding, which would return the
/// default as though the field were absent. protobuf-net instead refuses a value it cannot read in that encoding and
/// converts a number between varint and fixed encodings; Nano refuses both, each with its own exception.
/// </summary>
internal static class ExtensionEncodings
{
    /// <summary>Throws unless every occurrence of field <paramref name="tag"/> in <paramref name="bytes"/> is in the
    /// encoding of <paramref name="field"/> (or a packed run of a number).</summary>
    /// <exception cref="Nano.Wire.ProtoException">An occurrence protobuf-net would refuse as well (a string read from
    /// a varint, a number from a group, ...).</exception>
    /// <exception cref="NotSupportedException">A number in another numeric encoding, which protobuf-net would
    /// convert.</exception>
    public static void Check(byte[] bytes, int tag, FieldModel field, DataFormat format, string member)
    {
        var expected = field.Value.WireType;
        var reader = new ProtoReader(bytes);
        while (reader.ReadTag() != 0)
        {
            var found = reader.WireType;
            if (reader.FieldNumber == tag && found != expected
                && !(found == WireType.LengthDelimited && field.Value.IsPackable))
            {
                if (IsNumeric(found) && IsNumeric(expected) && !IsFloatingFromVarint(field.Value, found))
                    throw Errors.NotCarried(
                        $"{member}<{field.Value.Type.Name}> with DataFormat.{format} on field {tag} stored as "
                            + $"{found} (protobuf-net converts the number)",
                        $"read it as the type and DataFormat that wrote it ({FormatOf(found)})");
                throw reader.CreateException(
                    $"Extension field {tag} holds a {found} value, which a {field.Value.Type.Name} with "
                        + $"DataFormat.{format} cannot be read from");
            }
            reader.SkipField();
        }
    }

    private static bool IsNumeric(WireType wireType) =>
        wireType is WireType.Varint or WireType.Fixed32 or WireType.Fixed64;

    // protobuf-net reads a float or double from either fixed width, never from a varint.
    private static bool IsFloatingFromVarint(ValueModel value, WireType found) =>
        found == WireType.Varint && value.ProtoType is ProtoType.Double or ProtoType.Float;

    private static string FormatOf(WireType wireType) => wireType == WireType.Varint
        ? "a varint: DataFormat.Default for an integer"
        : $"{wireType}: DataFormat.FixedSize for an integer";
}
