using Nano.ProtobufNetOracle.Tests.Support;
using ProtobufNetSamples;

namespace Nano.ProtobufNetOracle.Tests.Serialization;

/// <summary>
/// Surrogates (<c>[ProtoContract(Surrogate = ...)]</c>, and <c>SetSurrogate</c> on a registration) on both backends
/// against protobuf-net 3.4.40: the same bytes, each library reading the other's, conversion operators found on either
/// type; and the model errors for what cannot work.
/// </summary>
public class SurrogateTests
{
    private static readonly Dictionary<string, object> s_values = new()
    {
        ["wallet"] = new Wallet
        {
            Main = new Cash("EUR", 150),
            Coins = [new Cash("", 0), new Cash("USD", -5)],
            ByOwner = new() { ["ada"] = new Cash("GBP", 1) },
            Label = "w",
        },
        ["empty wallet"] = new Wallet(),
        ["a surrogate type at the root"] = new Cash("CHF", 42),
    };

    public static TheoryData<string, string> Cases => DropIn.Cases([.. s_values.Keys]);

    [Theory]
    [MemberData(nameof(Cases))]
    public void Matches_protobuf_net(string value, string backend) => DropIn.AssertDropIn(s_values[value], backend);

    [Theory]
    [InlineData("0A00", "emit")]
    [InlineData("0A00", "interpreted")]
    [InlineData("0A0208050A00", "emit")]
    [InlineData("0A0208050A00", "interpreted")]
    [InlineData("120208061200", "emit")]
    [InlineData("120208061200", "interpreted")]
    [InlineData("1A0408011200", "emit")]
    [InlineData("1A0408011200", "interpreted")]
    public void A_read_starts_from_the_conversion_of_the_value_held_or_of_null(string hex, string backend)
    {
        // protobuf-net converts the member's value (null for a new one) to the surrogate and merges the input into it.
        var bytes = Convert.FromHexString(hex);
        var expected = (HoldsSeeded)Libraries.ProtobufNetRead(typeof(HoldsSeeded), bytes);
        Equivalence.AssertEquivalent(expected, Libraries.NanoRead(Libraries.Nano(backend), typeof(HoldsSeeded), bytes));
    }

    [Fact]
    public void The_oracle_starts_a_new_value_from_the_conversion_of_null()
    {
        // What the cases above rest on: an empty message reads as null's conversion; a second occurrence merges.
        Assert.Equal(77, ((HoldsSeeded)Libraries.ProtobufNetRead(typeof(HoldsSeeded), Convert.FromHexString("0A00"))).One!.Value);
        Assert.Equal(5, ((HoldsSeeded)Libraries.ProtobufNetRead(typeof(HoldsSeeded), Convert.FromHexString("0A0208050A00"))).One!.Value);
        Assert.Equal(77, ((HoldsSeeded)Libraries.ProtobufNetRead(typeof(HoldsSeeded), Convert.FromHexString("120208061200"))).Many![1].Value);
    }

    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void A_registered_surrogate_matches_protobuf_nets_SetSurrogate(string backend)
    {
        var oracle = ProtoBuf.Meta.RuntimeTypeModel.Create();
        oracle.Add(typeof(Coordinates), false).SetSurrogate(typeof(CoordinatesSurrogate));
        var model = Libraries.Nano(backend);
        model.Add(typeof(Coordinates), false).SetSurrogate(typeof(CoordinatesSurrogate));
        var trip = new Trip { From = new Coordinates(1.5, -2), Stops = [new Coordinates(0, 0), new Coordinates(3, 4)] };

        var expected = Serialize(oracle, trip);
        var actual = model.SerializeToArray(trip);

        Assert.Equal(Convert.ToHexString(expected), Convert.ToHexString(actual));
        Equivalence.AssertEquivalent(trip, model.Deserialize<Trip>(expected));
        Equivalence.AssertEquivalent(trip, oracle.Deserialize<Trip>(new MemoryStream(actual)));
    }

    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void Compiled_up_front_it_writes_the_same_bytes(string backend)
    {
        var model = Libraries.Nano(backend);
        model.Add(typeof(Wallet));
        model.CompileAll();
        var wallet = (Wallet)s_values["wallet"];
        Assert.Equal(Convert.ToHexString(Libraries.ProtobufNetWrite(wallet)), Convert.ToHexString(model.SerializeToArray(wallet)));
        Assert.Equal(backend == "emit" ? SerializerBackend.Emit : SerializerBackend.Interpreted, model.GetBackend<Cash>());
    }

    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void A_missing_conversion_operator_names_both_types(string backend)
    {
        var model = Libraries.Nano(backend);
        var e = Assert.Throws<ProtoModelException>(() => model.SerializeToArray(new HoldsOneWay { Item = new OneWay() }));
        Assert.Equal("ProtobufNetSamples.OneWay (surrogate ProtobufNetSamples.OneWaySurrogate): no conversion operator from OneWaySurrogate to OneWay; " +
            "declare 'static implicit operator OneWay(OneWaySurrogate value)' (or explicit) on OneWaySurrogate or OneWay.", e.Message);
    }

    [Fact]
    public void A_surrogate_type_that_declares_fields_is_refused()
    {
        var model = RuntimeTypeModel.Create();
        model.Add(typeof(Coordinates), false).SetSurrogate(typeof(CoordinatesSurrogate)).Field(1, "Lat");
        var e = Assert.Throws<ProtoModelException>(() => model.GetModel(typeof(Coordinates)));
        Assert.StartsWith("ProtobufNetSamples.Coordinates (surrogate ProtobufNetSamples.CoordinatesSurrogate): a type with a surrogate has no fields of its own; field 1 (Lat)", e.Message);
    }

    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void A_conversion_that_returns_null_cannot_be_written(string backend)
    {
        var model = Libraries.Nano(backend);
        model.Add(typeof(Coordinates), false).SetSurrogate(typeof(NullingSurrogate));
        var e = Assert.Throws<InvalidOperationException>(() => model.SerializeToArray(new Trip { From = new Coordinates(1, 2) }));
        Assert.Equal("ProtobufNetSamples.Serialization.NullingSurrogate.op_Implicit returned null for a ProtobufNetSamples.Coordinates: " +
            "a value written as surrogate ProtobufNetSamples.Serialization.NullingSurrogate must convert to one.", e.Message.Replace("Nano.ProtobufNetOracle.Tests.Serialization", "ProtobufNetSamples.Serialization"));
    }

    private static byte[] Serialize(ProtoBuf.Meta.TypeModel model, object value)
    {
        var stream = new MemoryStream();
        model.Serialize(stream, value);
        return stream.ToArray();
    }
}

[ProtoBuf.ProtoContract]
public class NullingSurrogate
{
    [ProtoBuf.ProtoMember(1)] public int Unused;
    public static implicit operator NullingSurrogate?(Coordinates value) => null;
    public static implicit operator Coordinates(NullingSurrogate value) => new(0, 0);
}
