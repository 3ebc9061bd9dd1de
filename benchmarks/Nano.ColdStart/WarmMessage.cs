namespace Nano.ColdStart;

/// <summary>The enum of <see cref="WarmMessage"/> (its own, so that nothing generic over <see cref="Kind"/> is warmed).</summary>
public enum WarmKind
{
    Unknown = 0,
    Small = 1,
    Large = 2,
}

/// <summary>The sub-message of <see cref="WarmMessage"/>.</summary>
[ProtoContract]
public sealed class WarmChild
{
    [ProtoMember(1)] public string? Label { get; set; }
    [ProtoMember(2)] public int Count { get; set; }
}

/// <summary>
/// The same 20 field kinds as <see cref="ColdStartMessage"/>, other types: <c>--warm</c> round-trips it first (in its
/// own model), so that Nano's shared code has run and the cold-start message's first calls show only what is specific
/// to that type.
/// </summary>
[ProtoContract]
public sealed class WarmMessage
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public long Big { get; set; }
    [ProtoMember(3)] public uint U32 { get; set; }
    [ProtoMember(4)] public ulong U64 { get; set; }
    [ProtoMember(5, DataFormat = DataFormat.ZigZag)] public int S32 { get; set; }
    [ProtoMember(6, DataFormat = DataFormat.ZigZag)] public long S64 { get; set; }
    [ProtoMember(7, DataFormat = DataFormat.FixedSize)] public uint F32 { get; set; }
    [ProtoMember(8, DataFormat = DataFormat.FixedSize)] public ulong F64 { get; set; }
    [ProtoMember(9)] public float Ratio { get; set; }
    [ProtoMember(10)] public double Amount { get; set; }
    [ProtoMember(11)] public bool Flag { get; set; }
    [ProtoMember(12)] public string? Name { get; set; }
    [ProtoMember(13)] public string? Description { get; set; }
    [ProtoMember(14)] public byte[]? Payload { get; set; }
    [ProtoMember(15)] public WarmKind Kind { get; set; }
    [ProtoMember(16)] public List<int> Numbers { get; set; } = [];
    [ProtoMember(17)] public List<string> Tags { get; set; } = [];
    [ProtoMember(18)] public WarmChild? Child { get; set; }
    [ProtoMember(19)] public DateTime Created { get; set; }
    [ProtoMember(20)] public Guid Key { get; set; }

    /// <summary>Every field set (so that every write and read path runs), with the cold-start message's values.</summary>
    public static WarmMessage Create() => new()
    {
        Id = Values.Id,
        Big = Values.Big,
        U32 = Values.U32,
        U64 = Values.U64,
        S32 = Values.S32,
        S64 = Values.S64,
        F32 = Values.F32,
        F64 = Values.F64,
        Ratio = Values.Ratio,
        Amount = Values.Amount,
        Flag = Values.Flag,
        Name = Values.Name,
        Description = Values.Description,
        Payload = Values.Payload(),
        Kind = (WarmKind)Values.Kind,
        Numbers = [.. Values.Numbers],
        Tags = [.. Values.Tags],
        Child = new WarmChild { Label = Values.ChildLabel, Count = Values.ChildCount },
        Created = Values.Created,
        Key = Values.Key,
    };
}
