namespace Nano.Fuzz.ProtobufNet;

/// <summary>
/// The contracts' fields and wire types (Contracts.cs), to drop from an input every field whose wire type is not the
/// declared one: protobuf-net reads some of those (a varint for a fixed field, a group for a message), Nano skips them
/// as unknown fields, as Google.Protobuf does. A divergence that disappears once they are dropped is that difference.
/// </summary>
internal static class WireTypeFilter
{
    private const int Varint = 0, Fixed64 = 1, Len = 2, Fixed32 = 5;

    // Per message: field number -> (declared wire type, a repeated scalar that may also come packed, nested message).
    private static readonly Dictionary<string, Dictionary<int, (int Wire, bool Packable, string? Message)>> Schemas = new()
    {
        ["PnScalars"] = new()
        {
            [1] = (Varint, false, null), [2] = (Varint, false, null), [3] = (Varint, false, null), [4] = (Varint, false, null),
            [5] = (Varint, false, null), [6] = (Varint, false, null), [7] = (Fixed32, false, null), [8] = (Fixed64, false, null),
            [9] = (Varint, false, null), [10] = (Fixed32, false, null), [11] = (Fixed64, false, null), [12] = (Varint, false, null),
            [13] = (Len, false, null), [14] = (Len, false, null),
        },
        ["PnInner"] = new() { [1] = (Varint, false, null), [2] = (Len, false, null) },
        ["PnNested"] = new() { [1] = (Len, false, "PnInner"), [2] = (Len, false, "PnNested"), [3] = (Len, false, null) },
        ["PnRepeated"] = new()
        {
            [1] = (Varint, true, null), [2] = (Varint, true, null), [3] = (Fixed64, true, null), [4] = (Varint, true, null),
            [5] = (Len, false, null), [6] = (Len, false, null), [7] = (Len, false, "PnInner"), [8] = (Varint, true, null),
        },
        ["PnMaps"] = new()
        {
            [1] = (Len, false, "IntToString"), [2] = (Len, false, "StringToMessage"), [3] = (Len, false, "LongToDouble"),
            [4] = (Len, false, "Formatted"), [5] = (Len, false, "BoolToEnum"),
        },
        ["IntToString"] = new() { [1] = (Varint, false, null), [2] = (Len, false, null) },
        ["StringToMessage"] = new() { [1] = (Len, false, null), [2] = (Len, false, "PnInner") },
        ["LongToDouble"] = new() { [1] = (Varint, false, null), [2] = (Fixed64, false, null) },
        ["Formatted"] = new() { [1] = (Varint, false, null), [2] = (Fixed32, false, null) },
        ["BoolToEnum"] = new() { [1] = (Varint, false, null), [2] = (Varint, false, null) },
        ["PnAnimal"] = new() { [1] = (Len, false, null), [2] = (Varint, false, null), [10] = (Len, false, "PnDog"), [11] = (Len, false, "PnCat") },
        ["PnDog"] = new() { [1] = (Varint, false, null), [20] = (Len, false, "PnPuppy") },
        ["PnPuppy"] = new() { [1] = (Varint, false, null) },
        ["PnCat"] = new() { [1] = (Len, false, null) },
        ["PnZoo"] = new() { [1] = (Len, false, "PnAnimal"), [2] = (Len, false, "PnAnimal") },
    };

    /// <summary>The input without its fields of undeclared wire types (at every level), or null when it does not parse
    /// (or holds nothing to drop).</summary>
    public static byte[]? DropMismatched(string message, byte[] input)
    {
        var dropped = false;
        var result = Filter(message, input, ref dropped);
        return dropped ? result : null;
    }

    private static byte[]? Filter(string message, ReadOnlySpan<byte> input, ref bool dropped)
    {
        var schema = Schemas[message];
        var output = new List<byte>(input.Length);
        var at = 0;
        while (at < input.Length)
        {
            var start = at;
            if (!ReadVarint(input, ref at, out var tag) || tag >> 3 is 0 or > 536_870_911)
                return null;
            var wire = (int)(tag & 7);
            var number = (int)(tag >> 3);
            var afterTag = at;
            var bodyStart = at;
            ulong length = 0;
            switch (wire)
            {
                case Varint: if (!ReadVarint(input, ref at, out _)) return null; break;
                case Fixed64: at += 8; break;
                case Fixed32: at += 4; break;
                case Len:
                    if (!ReadVarint(input, ref at, out length) || length > (ulong)(input.Length - at)) return null;
                    bodyStart = at;
                    at += (int)length;
                    break;
                case 3: if (!SkipGroup(input, ref at, number)) return null; break; // no contract field is a group
                default: return null; // wire types 4 (unmatched end) and 6-7: not filtered (the divergence stays unexplained)
            }
            if (at > input.Length)
                return null;
            if (!schema.TryGetValue(number, out var field))
            {
                output.AddRange(input[start..at].ToArray()); // unknown to both: skipped by both
                continue;
            }
            if (wire == field.Wire && field.Message is { } nested && wire == Len)
            {
                var inner = Filter(nested, input.Slice(bodyStart, (int)length), ref dropped);
                if (inner is null)
                    return null;
                output.AddRange(input[start..afterTag].ToArray());
                WriteVarint(output, (ulong)inner.Length);
                output.AddRange(inner);
            }
            else if (wire == field.Wire || (field.Packable && wire == Len))
                output.AddRange(input[start..at].ToArray());
            else
                dropped = true;
        }
        return [.. output];
    }

    /// <summary>Whether a top-level packable field's element is directly followed by a packed run of the same field
    /// (protobuf-net rejects that run: "Invalid wire-type (String)").</summary>
    public static bool HasPackedAfterUnpacked(string message, byte[] input)
    {
        var schema = Schemas[message];
        var at = 0;
        var previous = -1;
        while (at < input.Length && ReadVarint(input, ref at, out var tag))
        {
            var number = (int)(tag >> 3);
            var wire = (int)(tag & 7);
            if (wire == Len && number == previous)
                return true;
            previous = wire != Len && schema.TryGetValue(number, out var field) && field.Packable && wire == field.Wire ? number : -1;
            switch (wire)
            {
                case Varint: if (!ReadVarint(input, ref at, out _)) return false; break;
                case Fixed64: at += 8; break;
                case Fixed32: at += 4; break;
                case Len:
                    if (!ReadVarint(input, ref at, out var length) || length > (ulong)(input.Length - at)) return false;
                    at += (int)length;
                    break;
                default: return false;
            }
        }
        return false;
    }

    // Past the end-group tag matching <paramref name="number"/>, nested groups included.
    private static bool SkipGroup(ReadOnlySpan<byte> input, ref int at, int number)
    {
        while (ReadVarint(input, ref at, out var tag))
        {
            switch (tag & 7)
            {
                case 0: if (!ReadVarint(input, ref at, out _)) return false; break;
                case 1: at += 8; break;
                case 5: at += 4; break;
                case 2:
                    if (!ReadVarint(input, ref at, out var length) || length > (ulong)(input.Length - at)) return false;
                    at += (int)length;
                    break;
                case 3: if (!SkipGroup(input, ref at, (int)(tag >> 3))) return false; break;
                case 4: return (int)(tag >> 3) == number;
                default: return false;
            }
            if (at > input.Length)
                return false;
        }
        return false;
    }

    private static bool ReadVarint(ReadOnlySpan<byte> input, ref int at, out ulong value)
    {
        value = 0;
        for (var shift = 0; shift < 70 && at < input.Length; shift += 7)
        {
            var b = input[at++];
            value |= (ulong)(b & 0x7F) << shift;
            if (b < 0x80)
                return true;
        }
        return false;
    }

    private static void WriteVarint(List<byte> output, ulong value)
    {
        for (; value >= 0x80; value >>= 7)
            output.Add((byte)(value | 0x80));
        output.Add((byte)value);
    }
}
