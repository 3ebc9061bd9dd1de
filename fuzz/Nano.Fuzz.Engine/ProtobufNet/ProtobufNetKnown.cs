namespace Nano.Fuzz.ProtobufNet;

/// <summary>The divergences from protobuf-net 3.4.40 that Nano keeps on purpose (docs/hostile-input.md shows an input for each).</summary>
public static class ProtobufNetKnown
{
    // Kinds have their numbers replaced by N (Differential.Run), so prefixes stop before any digit.
    private static readonly (string Prefix, string Why)[] Known =
    [
        ("Nano rejects, protobuf-net accepts: Invalid UTF", "strict: a string field must be valid UTF-8 (protobuf-net substitutes U+FFFD)"),
        ("Wire type other than declared", "a field sent with a wire type other than its declared one is an unknown field for Nano (as for Google.Protobuf); protobuf-net reads some (a varint, fixed32 or fixed64 for any number, a group for a message) and rejects others"),
        ("protobuf-net throws OverflowException, Nano accepts", "a varint over 32 bits for an int32/enum field is truncated (the spec, Google.Protobuf); protobuf-net throws OverflowException"),
        ("protobuf-net throws ArgumentException, Nano accepts: An item with the same key", "a repeated map key: the last entry wins (the spec); protobuf-net 3.4.40 throws from Dictionary.Add for some maps"),
        ("Nano rejects, protobuf-net accepts: The payload holds a", "a [ProtoInclude] sub-type payload merged into an instance already read as another type: Nano rejects (it cannot change an instance's type); protobuf-net makes a new sub-type instance and copies the base members"),
        ("Packed run after an unpacked element", "a repeated scalar field may mix packed and unpacked runs (the spec); protobuf-net rejects a packed run that directly follows an unpacked element of the same field"),
        ("Both accept, different messages: a bytes field", "a bytes field occurring twice: the last wins (the spec); protobuf-net appends the second to the first"),
    ];

    /// <summary>Why a divergence of this kind is kept, or null when it is not a documented one.</summary>
    public static string? Explain(string target, string kind)
    {
        // Malformed input that Nano rejects with a ProtoException: protobuf-net throws something else (OverflowException,
        // InvalidOperationException, ArgumentException, OutOfMemoryException on a claimed length...).
        if (kind.StartsWith("protobuf-net throws ", StringComparison.Ordinal) && kind.EndsWith(", Nano rejects", StringComparison.Ordinal))
            return "protobuf-net fails with an exception other than its ProtoException on malformed input that Nano rejects with a ProtoException";
        foreach (var (prefix, why) in Known)
            if (kind.StartsWith(prefix, StringComparison.Ordinal))
                return why;
        return null;
    }
}
