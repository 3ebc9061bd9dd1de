namespace Nano.AotSmoke;

/// <summary>
/// Single fields of the shapes the interpreted backend runs typed (docs/design-interpreted.md): int, long, bool, an
/// enum (delegate bound over its underlying int), a string, a nested message, a Nullable int and a DateTime. Under
/// NativeAOT a write of it must allocate nothing: that is the proof that the typed accessors (closed at run time
/// over these classes) and codecs run, not the reflection fallback, which boxes.
/// </summary>
[ProtoContract]
public sealed class Probe
{
    [ProtoMember(1)] public int Number { get; set; }
    [ProtoMember(2)] public long Big { get; set; }
    [ProtoMember(3)] public bool Flag { get; set; }
    [ProtoMember(4)] public Status Status { get; set; }
    [ProtoMember(5)] public string? Name { get; set; }
    [ProtoMember(6)] public ProbeChild? Child { get; set; }
    [ProtoMember(7)] public int? Maybe { get; set; }
    [ProtoMember(8)] public DateTime When { get; set; }

    public static Probe Create() => new()
    {
        Number = 150, Big = -2, Flag = true, Status = Status.Blocked, Name = "ab", Child = new ProbeChild { X = 1 }, Maybe = 0,
        When = new DateTime(1970, 1, 1, 0, 0, 1, DateTimeKind.Utc),
    };

    /// <summary>The protobuf encoding of <see cref="Create"/>, worked out by hand field by field.</summary>
    public const string ExpectedHex =
        "089601" +                  // 1: varint 150
        "10FEFFFFFFFFFFFFFFFF01" +  // 2: int64 -2 (ten bytes)
        "1801" +                    // 3: true
        "2002" +                    // 4: Blocked = 2
        "2A026162" +                // 5: "ab"
        "32020801" +                // 6: child { x = 1 }
        "3800" +                    // 7: explicit presence, 0 is written
        "42020801";                 // 8: Timestamp { seconds = 1 }
}

[ProtoContract]
public sealed class ProbeChild
{
    [ProtoMember(1)] public int X { get; set; }
}
