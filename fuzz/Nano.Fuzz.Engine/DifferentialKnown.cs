namespace Nano.Fuzz;

/// <summary>The divergences from Google.Protobuf that Nano keeps on purpose (docs/hostile-input.md shows an input for each).</summary>
public static class DifferentialKnown
{
    // Kinds have their numbers replaced by N (Differential.Run), so prefixes stop before any digit.
    private static readonly (string Prefix, string Why)[] Known =
    [
        ("Nano rejects, Google accepts: Invalid UTF", "strict: a string field must be valid UTF-8 (the spec; Google.Protobuf for C# substitutes U+FFFD)"),
        ("Nano rejects, Google accepts: Tag varint over", "strict: a tag is a varint32 of at most 5 bytes, as the conformance suite requires"),
        ("Nano rejects, Google accepts: Tag over", "strict: a field number is at most 2^29 - 1"),
        ("Nano rejects, Google accepts: Required field", "strict: proto2 required fields are checked on read (Google.Protobuf for C# does not)"),
        ("Nano rejects, Google accepts: Negative length", "strict: a length varint over 2^31 - 1 is malformed"),
        ("Nano rejects, Google accepts: Invalid wire type", "strict: wire types 6 and 7 do not exist"),
        ("Nano rejects, Google accepts: Length past end", "strict: a length runs past the enclosing message"),
        ("Nano rejects, Google accepts: Duration out of range", "Duration maps to TimeSpan: values outside its range are rejected"),
        ("Nano rejects, Google accepts: Timestamp out of range", "Timestamp maps to DateTime: values outside its range are rejected"),
    ];

    /// <summary>Why a divergence of this kind is kept, or null when it is not a documented one.</summary>
    public static string? Explain(string target, string kind)
    {
        if (target == "WellKnown" && kind == "Both accept, different messages")
            return "Timestamp/Duration map to DateTime/TimeSpan: nanos outside 0..999,999,999 (or of the wrong sign) are normalized, and precision below 100 ns is lost";
        if (kind.StartsWith("Google throws ", StringComparison.Ordinal) && kind.EndsWith(", Nano rejects", StringComparison.Ordinal))
            return "Google.Protobuf fails with an unexpected exception on malformed input that Nano rejects with a ProtoException";
        foreach (var (prefix, why) in Known)
            if (kind.StartsWith(prefix, StringComparison.Ordinal))
                return why;
        return null;
    }
}
