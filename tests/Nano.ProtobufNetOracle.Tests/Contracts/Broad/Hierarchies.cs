using ProtoBuf;

// PBN0013: the analyzer cannot match a closed generic sub-type; PBN0009: a plain base's attributes are part of the sample.
#pragma warning disable PBN0013, PBN0009
namespace ProtobufNetSamples.Broad;

[ProtoContract]
[ProtoInclude(10, typeof(Level2))]
public class Level1
{
    [ProtoMember(1)] public int One;
}

[ProtoContract]
[ProtoInclude(20, typeof(Level3))]
public class Level2 : Level1
{
    [ProtoMember(1)] public string? Two;
}

[ProtoContract]
[ProtoInclude(30, typeof(Level4))]
public class Level3 : Level2
{
    [ProtoMember(1)] public List<int>? Three;
}

[ProtoContract]
public class Level4 : Level3
{
    [ProtoMember(1)] public bool Four;
}

[ProtoContract]
[ProtoInclude(100, typeof(Sale))]
[ProtoInclude(101, typeof(Refund))]
public abstract class Transaction
{
    [ProtoMember(1)] public long Id;
    [ProtoMember(2)] public decimal Amount;
}

[ProtoContract]
public class Sale : Transaction
{
    [ProtoMember(1)] public string? Item;
}

[ProtoContract]
public class Refund : Transaction
{
    [ProtoMember(1)] public string? Reason;
}

[ProtoContract]
public class Ledger
{
    [ProtoMember(1)] public List<Transaction> Entries { get; } = [];
    [ProtoMember(2)] public Transaction? Last;
}

/// <summary>A plain (non-contract) base whose attributed members belong to the derived contract.</summary>
public class PlainBase
{
    [ProtoMember(1)] public int BaseValue;
}

[ProtoContract]
public class DerivedFromPlain : PlainBase
{
    [ProtoMember(2)] public string? Own;
}

[ProtoContract]
[ProtoInclude(3, typeof(Envelope<string>))]
public class EnvelopeBase
{
    [ProtoMember(1)] public string? Kind;
}

[ProtoContract]
public class Envelope<T> : EnvelopeBase
{
    [ProtoMember(1)] public T? Payload;
}
