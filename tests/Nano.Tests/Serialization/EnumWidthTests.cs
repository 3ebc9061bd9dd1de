using Nano.Tests.Support;
using Nano.Wire;

namespace Nano.Tests.Serialization;

/// <summary>Enums of every underlying type: every value is written faithfully, and a number the type cannot hold is a ProtoException.</summary>
public class EnumWidthTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    public enum L : long { Zero, One, Big = long.MaxValue, Low = long.MinValue, Minus = -1, Above32 = 1L << 40 }
    public enum UL : ulong { Zero, Max = ulong.MaxValue }
    public enum U : uint { Zero, Max = uint.MaxValue }
    public enum B : byte { Zero, Top = 200 }
    public enum SB : sbyte { Zero, Minus = -1 }
    public enum S : short { Zero, Low = short.MinValue }
    public enum US : ushort { Zero, Top = ushort.MaxValue }

    [ProtoContract]
    public sealed class Holder<T> where T : struct, Enum
    {
        [ProtoMember(1)] public T Value { get; set; }
        [ProtoMember(2)] public List<T> Packed { get; set; } = [];
        [ProtoMember(3, IsPacked = false)] public List<T> Unpacked { get; set; } = [];
        [ProtoMember(4)] public Dictionary<int, T> Map { get; set; } = [];
        [ProtoMember(5)] public T? Maybe { get; set; }
    }

    [Theory]
    [MemberData(nameof(Backend))]
    public void Wide_values_are_written_faithfully(SerializerBackend b)
    {
        var model = Backends.Model(b);
        Assert.Equal("08FFFFFFFFFFFFFFFF7F", Bytes(model, L.Big));
        Assert.Equal("0880808080808080808001", Bytes(model, L.Low));
        Assert.Equal("08808080808020", Bytes(model, L.Above32));
        Assert.Equal("08FFFFFFFFFFFFFFFFFF01", Bytes(model, L.Minus)); // as an int32 enum -1
        Assert.Equal("0801", Bytes(model, L.One));
        Assert.Equal("08FFFFFFFFFFFFFFFFFF01", Bytes(model, UL.Max));
        Assert.Equal("08FFFFFFFF0F", Bytes(model, U.Max));
        Assert.Equal("08C801", Bytes(model, B.Top));
        Assert.Equal("08FFFFFFFFFFFFFFFFFF01", Bytes(model, SB.Minus));
        Assert.Equal("088080FEFFFFFFFFFFFF01", Bytes(model, S.Low)); // -32768 as an int32 enum
        Assert.Equal("08FFFF03", Bytes(model, US.Top));
    }

    [Theory]
    [MemberData(nameof(Backend))]
    public void Every_width_round_trips_in_every_shape(SerializerBackend b)
    {
        var model = Backends.Model(b);
        RoundTrip(model, [L.Big, L.Low, L.Minus, L.Above32, L.Zero, (L)123]);
        RoundTrip(model, [UL.Max, (UL)(1UL << 63), UL.Zero]);
        RoundTrip(model, [U.Max, (U)(1u << 31), U.Zero]);
        RoundTrip(model, [B.Top, (B)255, B.Zero]);
        RoundTrip(model, [SB.Minus, (SB)sbyte.MinValue, (SB)sbyte.MaxValue]);
        RoundTrip(model, [S.Low, (S)short.MaxValue]);
        RoundTrip(model, [US.Top, (US)1]);
    }

    [Theory]
    [MemberData(nameof(Backend))]
    public void A_number_the_underlying_type_cannot_hold_is_an_error(SerializerBackend b)
    {
        var model = Backends.Model(b);
        AssertOutOfRange<B>(model, "08 AC 02", "300");                     // 300 in a byte enum
        AssertOutOfRange<B>(model, "08 FF FF FF FF FF FF FF FF FF 01", "-1");
        AssertOutOfRange<SB>(model, "08 80 01", "128");
        AssertOutOfRange<S>(model, "08 C0 C7 FD FF FF FF FF FF FF 01", "-40000");
        AssertOutOfRange<US>(model, "08 80 80 04", "65536");
        AssertOutOfRange<B>(model, "12 03 01 AC 02", "300");               // packed
        AssertOutOfRange<B>(model, "18 AC 02", "300");                     // unpacked
        AssertOutOfRange<B>(model, "22 05 08 01 10 AC 02", "300");         // map value
        AssertOutOfRange<B>(model, "28 AC 02", "300");                     // Nullable
    }

    [Theory]
    [MemberData(nameof(Backend))]
    public void A_negative_int32_enum_number_reads_into_a_long_enum(SerializerBackend b) =>
        Assert.Equal(L.Minus, Backends.Model(b).Deserialize<Holder<L>>(Hex.Bytes("08 FF FF FF FF FF FF FF FF FF 01")).Value);

    private static string Bytes<T>(RuntimeTypeModel model, T value) where T : struct, Enum =>
        Hex.Of(model.SerializeToArray(new Holder<T> { Value = value }));

    private static void RoundTrip<T>(RuntimeTypeModel model, T[] values) where T : struct, Enum
    {
        foreach (var value in values)
        {
            var holder = new Holder<T> { Value = value, Packed = [.. values], Unpacked = [.. values], Map = { [1] = value }, Maybe = value };
            var read = model.Deserialize<Holder<T>>(model.SerializeToArray(holder));
            Assert.Equal(value, read.Value);
            // Arrays with arrays: under Mono, xunit compares an enum array with a list by the underlying numbers.
            Assert.Equal(values, read.Packed.ToArray());
            Assert.Equal(values, read.Unpacked.ToArray());
            Assert.Equal(value, read.Map[1]);
            Assert.Equal(value, read.Maybe);
        }
    }

    private static void AssertOutOfRange<T>(RuntimeTypeModel model, string hex, string number) where T : struct, Enum
    {
        var e = Assert.Throws<ProtoException>(() => model.Deserialize<Holder<T>>(Hex.Bytes(hex)));
        Assert.Contains($"Value {number} does not fit in enum {typeof(T).Name}", e.Message);
    }
}
