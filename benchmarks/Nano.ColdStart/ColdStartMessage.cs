namespace Nano.ColdStart;

/// <summary>The values of the cold-start message, shared by both variants (no Nano or Google.Protobuf type here).</summary>
internal static class Values
{
    public const int Id = 42;
    public const long Big = 9_000_000_000L;
    public const uint U32 = 3_000_000_000U;
    public const ulong U64 = 18_000_000_000_000_000_000UL;
    public const int S32 = -12_345;
    public const long S64 = -9_876_543_210L;
    public const uint F32 = 0xDEADBEEF;
    public const ulong F64 = 0x0123456789ABCDEF;
    public const float Ratio = 0.75f;
    public const double Amount = 1234.5678;
    public const bool Flag = true;
    public const string Name = "cold start";
    public const string Description = "one Serialize and one Deserialize of a 20-field message, then exit";
    public const int Kind = 2;
    public const string ChildLabel = "child";
    public const int ChildCount = 7;

    public static readonly int[] Numbers = [1, 2, 3, 150, 300_000, -1];
    public static readonly string[] Tags = ["alpha", "beta", "gamma"];
    public static readonly DateTime Created = new(2026, 1, 2, 3, 4, 5, 678, DateTimeKind.Utc);
    public static readonly Guid Key = new("00112233-4455-6677-8899-aabbccddeeff");

    public static byte[] Payload() => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];
}

/// <summary>The enum of field 15 (<c>Kind</c> in coldstart.proto).</summary>
public enum Kind
{
    Unknown = 0,
    Small = 1,
    Large = 2,
}

/// <summary>Field 18's sub-message.</summary>
[ProtoContract]
public sealed class ColdStartChild
{
    [ProtoMember(1)] public string? Label { get; set; }
    [ProtoMember(2)] public int Count { get; set; }
}

/// <summary>The 20-field message as a Nano code-first type: the same schema as coldstart.proto.</summary>
[ProtoContract]
public sealed class ColdStartMessage
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
    [ProtoMember(15)] public Kind Kind { get; set; }
    [ProtoMember(16)] public List<int> Numbers { get; set; } = [];
    [ProtoMember(17)] public List<string> Tags { get; set; } = [];
    [ProtoMember(18)] public ColdStartChild? Child { get; set; }
    [ProtoMember(19)] public DateTime Created { get; set; }
    [ProtoMember(20)] public Guid Key { get; set; }

    /// <summary>The message with <see cref="Values"/>.</summary>
    public static ColdStartMessage Create() => new()
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
        Kind = (Kind)Values.Kind,
        Numbers = [.. Values.Numbers],
        Tags = [.. Values.Tags],
        Child = new ColdStartChild { Label = Values.ChildLabel, Count = Values.ChildCount },
        Created = Values.Created,
        Key = Values.Key,
    };

    /// <summary>True when every field equals <see cref="Values"/> (checks the read side did its work).</summary>
    public bool HasExpectedValues() =>
        Id == Values.Id && Big == Values.Big && U32 == Values.U32 && U64 == Values.U64 && S32 == Values.S32 && S64 == Values.S64
        && F32 == Values.F32 && F64 == Values.F64 && Ratio == Values.Ratio && Amount == Values.Amount && Flag == Values.Flag
        && Name == Values.Name && Description == Values.Description && Payload is not null && Payload.AsSpan().SequenceEqual(Values.Payload())
        && Kind == (Kind)Values.Kind && Numbers.SequenceEqual(Values.Numbers) && Tags.SequenceEqual(Values.Tags)
        && Child is { Label: Values.ChildLabel, Count: Values.ChildCount } && Created == Values.Created && Key == Values.Key;
}
