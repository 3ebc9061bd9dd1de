using ProtoBuf;

// Types that travel as a surrogate message: declared by the attribute, or registered (SurrogateTests).
namespace ProtobufNetSamples;

/// <summary>A class without a contract of its own; the operators are on it (explicit), not on the surrogate.</summary>
[ProtoContract(Surrogate = typeof(MoneySurrogate))]
public sealed class Cash(string currency, long cents)
{
    public string Currency { get; } = currency;
    public long Cents { get; } = cents;

    // protobuf-net converts a null Cash too (the value a new read merges into), so the operators accept null.
    public static explicit operator MoneySurrogate?(Cash? value) => value is null ? null : new() { Currency = value.Currency, Cents = value.Cents };
    public static explicit operator Cash?(MoneySurrogate? value) => value is null ? null : new(value.Currency ?? "", value.Cents);
}

[ProtoContract]
public class MoneySurrogate
{
    [ProtoMember(1)] public string? Currency;
    [ProtoMember(2)] public long Cents;
}

[ProtoContract]
public class Wallet
{
    [ProtoMember(1)] public Cash? Main;
    [ProtoMember(2)] public List<Cash>? Coins;
    [ProtoMember(3)] public Dictionary<string, Cash>? ByOwner;
    [ProtoMember(4)] public string? Label;
}

/// <summary>Registered at run time with <c>SetSurrogate</c>: no attribute at all.</summary>
public sealed class Coordinates(double lat, double lon)
{
    public double Lat { get; } = lat;
    public double Lon { get; } = lon;
}

[ProtoContract]
public class CoordinatesSurrogate
{
    [ProtoMember(1)] public double Lat;
    [ProtoMember(2)] public double Lon;

    public static implicit operator CoordinatesSurrogate?(Coordinates? value) => value is null ? null : new() { Lat = value.Lat, Lon = value.Lon };
    public static implicit operator Coordinates?(CoordinatesSurrogate? value) => value is null ? null : new(value.Lat, value.Lon);
}

[ProtoContract]
public class Trip
{
    [ProtoMember(1)] public Coordinates? From;
    [ProtoMember(2)] public List<Coordinates>? Stops;
}

[ProtoContract(Surrogate = typeof(OneWaySurrogate))]
public sealed class OneWay
{
    public int Value;
    public static implicit operator OneWaySurrogate(OneWay value) => new() { Value = value.Value };
}

[ProtoContract]
public class OneWaySurrogate
{
    [ProtoMember(1)] public int Value;
}

[ProtoContract]
public class HoldsOneWay
{
    [ProtoMember(1)] public OneWay? Item;
}

/// <summary>Its conversion of null gives a surrogate that is not empty: a read of a new value starts from it (as in protobuf-net).</summary>
[ProtoContract(Surrogate = typeof(SeededSurrogate))]
public sealed class Seeded
{
    public int Value;
    public string? Origin;
    public static implicit operator SeededSurrogate(Seeded? value) => value is null ? new() { Value = 77, Origin = "null" } : new() { Value = value.Value, Origin = value.Origin };
    public static implicit operator Seeded(SeededSurrogate value) => new() { Value = value.Value, Origin = value.Origin };
}

[ProtoContract]
public class SeededSurrogate
{
    [ProtoMember(1)] public int Value;
    public string? Origin;
}

[ProtoContract]
public class HoldsSeeded
{
    [ProtoMember(1)] public Seeded? One;
    [ProtoMember(2)] public List<Seeded>? Many;
    [ProtoMember(3)] public Dictionary<int, Seeded>? Map;
}
