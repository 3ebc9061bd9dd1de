namespace Nano.AotSmoke;

/// <summary>
/// Single fields of the shapes the interpreted backend runs typed under NativeAOT (docs/design-interpreted.md): int,
/// long, bool and an enum (function-pointer accessors), a string and a nested message (typed accessors closed at run
/// time over reference types). A write of it must allocate nothing: the proof that the typed path runs, not the
/// reflection fallback, which boxes.
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

    public static Probe Create() => new()
    {
        Number = 150, Big = -2, Flag = true, Status = Status.Blocked, Name = "ab", Child = new ProbeChild { X = 1 },
    };

    /// <summary>The protobuf encoding of <see cref="Create"/>, worked out by hand field by field.</summary>
    public const string ExpectedHex =
        "089601" +                  // 1: varint 150
        "10FEFFFFFFFFFFFFFFFF01" +  // 2: int64 -2 (ten bytes)
        "1801" +                    // 3: true
        "2002" +                    // 4: Blocked = 2
        "2A026162" +                // 5: "ab"
        "32020801";                 // 6: child { x = 1 }
}

[ProtoContract]
public sealed class ProbeChild
{
    [ProtoMember(1)] public int X { get; set; }
}

/// <summary>The documented exception under NativeAOT: value types that are not primitives (here a Nullable int and a
/// DateTime) run on reflection, boxed. The smoke test checks that exactly these are reported so.</summary>
[ProtoContract]
public sealed class ProbeBoxed
{
    [ProtoMember(1)] public int? Maybe { get; set; }
    [ProtoMember(2)] public DateTime When { get; set; }
    [ProtoMember(3)] public int Number { get; set; }
}
