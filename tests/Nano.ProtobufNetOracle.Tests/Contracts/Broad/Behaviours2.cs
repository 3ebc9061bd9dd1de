using ProtoBuf;

// More behaviours, after protobuf-net's callback, conditional, surrogate, implicit-field, partial-member and
// extensibility tests.
namespace ProtobufNetSamples.Broad;

[ProtoContract]
public class AllCallbacks
{
    [ProtoMember(1)] public int Value;
    [ProtoMember(2)] public string? Stamp;

    [ProtoBeforeSerialization]
    private void Before() => Stamp ??= "stamped";

    [ProtoAfterSerialization]
    private void After() { }

    [ProtoBeforeDeserialization]
    private void BeforeRead() => Value = -1;

    [ProtoAfterDeserialization]
    private void AfterRead() => Stamp ??= "read";
}

[ProtoContract]
public class SpecifiedMembers
{
    [ProtoMember(1)] public int Count { get; set; }
    public bool CountSpecified { get; set; }
    [ProtoMember(2)] public string? Text { get; set; }
    public bool TextSpecified { get; set; }
}

// The initialisers are what SkipConstructor skips: protobuf-net's analyzer asks for a [DefaultValue] it does not need.
#pragma warning disable PBN0020
[ProtoContract(SkipConstructor = true)]
public class SkippedInitialisers
{
    [ProtoMember(1)] public int Value = 5;
    [ProtoMember(2)] public List<int>? Values = [1];
}
#pragma warning restore PBN0020

/// <summary>A value carried by a surrogate class in members, lists and map values.</summary>
[ProtoContract(Surrogate = typeof(PriceSurrogate))]
public sealed class Price(long cents, string currency)
{
    public long Cents { get; } = cents;
    public string Currency { get; } = currency;

    public override bool Equals(object? obj) => obj is Price p && p.Cents == Cents && p.Currency == Currency;
    public override int GetHashCode() => HashCode.Combine(Cents, Currency);
}

[ProtoContract]
public class PriceSurrogate
{
    [ProtoMember(1)] public long Cents;
    [ProtoMember(2)] public string? Currency;

    public static implicit operator PriceSurrogate?(Price? value) =>
        value is null ? null : new PriceSurrogate { Cents = value.Cents, Currency = value.Currency };

    public static implicit operator Price?(PriceSurrogate? value) =>
        value is null ? null : new Price(value.Cents, value.Currency ?? "");
}

[ProtoContract]
public class PriceList
{
    [ProtoMember(1)] public Price? Headline;
    [ProtoMember(2)] public List<Price>? All;
    [ProtoMember(3)] public Dictionary<string, Price>? BySku;
}

[ProtoContract(ImplicitFields = ImplicitFields.AllPublic, ImplicitFirstTag = 5)]
public class ImplicitFromFive
{
    public int Alpha;
    public string? Beta { get; set; }
    [ProtoIgnore] public int Ignored;
}

[ProtoContract]
[ProtoPartialMember(1, nameof(Id))]
[ProtoPartialMember(2, nameof(Title))]
public class PartialMembers
{
    public int Id { get; set; }
    public string? Title { get; set; }
    public string? NotSerialized { get; set; }
}

[ProtoContract]
public class KeepsUnknown : Extensible
{
    [ProtoMember(1)] public int Known;
}

[ProtoContract]
public class Envelope2
{
    [ProtoMember(1)] public string? Kind;
    [ProtoMember(2)] public Envelope2? Inner;
}

[ProtoContract]
public class OnlyMessages
{
    [ProtoMember(1)] public Item? First;
    [ProtoMember(2)] public Item? Second;
}
