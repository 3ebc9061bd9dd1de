using Nano.Model;
using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>
/// No silent fallback: with <see cref="SerializerBackend.Emit"/> chosen explicitly, a type the emit compiler cannot
/// compile is an error naming the type and the reason; under Auto it runs interpreted, and
/// <see cref="RuntimeTypeModel.GetBackend{T}"/> says so.
/// </summary>
public class BackendChoiceTests
{
    /// <summary>A positional record with 70 members (the emit read loop tracks constructor arguments in a 64-bit mask).</summary>
    [ProtoContract]
    public sealed record Wide([property: ProtoMember(1)] int F1, [property: ProtoMember(2)] int F2, [property: ProtoMember(3)] int F3, [property: ProtoMember(4)] int F4, [property: ProtoMember(5)] int F5, [property: ProtoMember(6)] int F6, [property: ProtoMember(7)] int F7, [property: ProtoMember(8)] int F8, [property: ProtoMember(9)] int F9, [property: ProtoMember(10)] int F10, [property: ProtoMember(11)] int F11, [property: ProtoMember(12)] int F12, [property: ProtoMember(13)] int F13, [property: ProtoMember(14)] int F14, [property: ProtoMember(15)] int F15, [property: ProtoMember(16)] int F16, [property: ProtoMember(17)] int F17, [property: ProtoMember(18)] int F18, [property: ProtoMember(19)] int F19, [property: ProtoMember(20)] int F20, [property: ProtoMember(21)] int F21, [property: ProtoMember(22)] int F22, [property: ProtoMember(23)] int F23, [property: ProtoMember(24)] int F24, [property: ProtoMember(25)] int F25, [property: ProtoMember(26)] int F26, [property: ProtoMember(27)] int F27, [property: ProtoMember(28)] int F28, [property: ProtoMember(29)] int F29, [property: ProtoMember(30)] int F30, [property: ProtoMember(31)] int F31, [property: ProtoMember(32)] int F32, [property: ProtoMember(33)] int F33, [property: ProtoMember(34)] int F34, [property: ProtoMember(35)] int F35, [property: ProtoMember(36)] int F36, [property: ProtoMember(37)] int F37, [property: ProtoMember(38)] int F38, [property: ProtoMember(39)] int F39, [property: ProtoMember(40)] int F40, [property: ProtoMember(41)] int F41, [property: ProtoMember(42)] int F42, [property: ProtoMember(43)] int F43, [property: ProtoMember(44)] int F44, [property: ProtoMember(45)] int F45, [property: ProtoMember(46)] int F46, [property: ProtoMember(47)] int F47, [property: ProtoMember(48)] int F48, [property: ProtoMember(49)] int F49, [property: ProtoMember(50)] int F50, [property: ProtoMember(51)] int F51, [property: ProtoMember(52)] int F52, [property: ProtoMember(53)] int F53, [property: ProtoMember(54)] int F54, [property: ProtoMember(55)] int F55, [property: ProtoMember(56)] int F56, [property: ProtoMember(57)] int F57, [property: ProtoMember(58)] int F58, [property: ProtoMember(59)] int F59, [property: ProtoMember(60)] int F60, [property: ProtoMember(61)] int F61, [property: ProtoMember(62)] int F62, [property: ProtoMember(63)] int F63, [property: ProtoMember(64)] int F64, [property: ProtoMember(65)] int F65, [property: ProtoMember(66)] int F66, [property: ProtoMember(67)] int F67, [property: ProtoMember(68)] int F68, [property: ProtoMember(69)] int F69, [property: ProtoMember(70)] int F70);

    [ProtoContract]
    public sealed class Small
    {
        [ProtoMember(1)] public int Id { get; set; }
    }

    [ProtoContract]
    public sealed class HoldsWide
    {
        [ProtoMember(1)] public Wide? Wide { get; set; }
    }

    [ProtoContract]
    public sealed class NarrowFormats
    {
        [ProtoMember(1, DataFormat = DataFormat.ZigZag)] public sbyte ZigZag8 { get; set; }
        [ProtoMember(2, DataFormat = DataFormat.FixedSize)] public sbyte Fixed8 { get; set; }
        [ProtoMember(3, DataFormat = DataFormat.ZigZag)] public short ZigZag16 { get; set; }
        [ProtoMember(4, DataFormat = DataFormat.FixedSize)] public short SFixed16 { get; set; }
        [ProtoMember(5, DataFormat = DataFormat.FixedSize)] public byte UFixed8 { get; set; }
        [ProtoMember(6, DataFormat = DataFormat.FixedSize)] public ushort UFixed16 { get; set; }
        [ProtoMember(7, DataFormat = DataFormat.FixedSize)] public char FixedChar { get; set; }
        [ProtoMember(8, DataFormat = DataFormat.ZigZag)] public nint ZigZagN { get; set; }
        [ProtoMember(9, DataFormat = DataFormat.FixedSize)] public nint SFixedN { get; set; }
        [ProtoMember(10, DataFormat = DataFormat.FixedSize)] public nuint FixedN { get; set; }
        [ProtoMember(11, DataFormat = DataFormat.ZigZag)] public List<short>? Packed16 { get; set; }
    }

    /// <summary>Narrow integers under ZigZag or FixedSize used to be handed to the interpreted backend; now compiled, same bytes.</summary>
    [Fact]
    public void NarrowZigZagAndFixedMembersCompileToTheSameBytes()
    {
        var value = new NarrowFormats
        {
            ZigZag8 = -3, Fixed8 = -100, ZigZag16 = -30000, SFixed16 = 1234, UFixed8 = 200, UFixed16 = 60000,
            FixedChar = 'é', ZigZagN = -5, SFixedN = -6, FixedN = 7, Packed16 = [-1, 2, short.MinValue],
        };
        var interpreted = Backends.Model(SerializerBackend.Interpreted);
        var expected = interpreted.SerializeToArray(value);
        // sint32 -3 = 05, sfixed32 -100, sint32 -30000 = 59999 varint, ...: checked against the hand-encoded prefix.
        Assert.StartsWith("0805" + "159CFFFFFF" + "18DFD403", Hex.Of(expected));
        foreach (var b in Backends.List)
        {
            var model = Backends.Model(b);
            Assert.Equal(b, model.GetBackend<NarrowFormats>());
            Assert.Equal(Hex.Of(expected), Hex.Of(model.SerializeToArray(value)));
            var copy = model.Deserialize<NarrowFormats>(expected);
            Assert.Equal((value.ZigZag8, value.Fixed8, value.ZigZag16, value.SFixed16, value.UFixed8, value.UFixed16, value.FixedChar, value.ZigZagN, value.SFixedN, value.FixedN),
                (copy.ZigZag8, copy.Fixed8, copy.ZigZag16, copy.SFixed16, copy.UFixed8, copy.UFixed16, copy.FixedChar, copy.ZigZagN, copy.SFixedN, copy.FixedN));
            Assert.Equal(value.Packed16, copy.Packed16);
            // 300 in a fixed32 does not fit a byte; 40000 as sint32 does not fit a short.
            Assert.Throws<Nano.Wire.ProtoException>(() => model.Deserialize<NarrowFormats>(Hex.Bytes("2D 2C 01 00 00")));
            Assert.Throws<Nano.Wire.ProtoException>(() => model.Deserialize<NarrowFormats>(Hex.Bytes("18 80 F1 04")));
        }
    }

    private static Wide NewWide() => new(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70);

    [Fact]
    public void ExplicitEmitRefusesATypeItCannotCompile()
    {
        if (!Backends.EmitAvailable)
            return; // the NoDynamicCode run: Emit is refused for lack of dynamic code (DynamicCodeTests)
        var model = Backends.Model(SerializerBackend.Emit);
        var e = Assert.Throws<NotSupportedException>(() => model.SerializeToArray(NewWide()));
        Assert.Contains("The emit backend cannot compile Nano.Tests.Serialization.BackendChoiceTests+Wide", e.Message);
        Assert.Contains("over 64 fields", e.Message);
        // Reached as a nested type, too, and the failure repeats rather than leaving a half-built serializer behind.
        Assert.Throws<NotSupportedException>(() => model.SerializeToArray(new HoldsWide { Wide = NewWide() }));
        Assert.Throws<NotSupportedException>(() => model.GetBackend<Wide>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<Small>());
    }

    [Fact]
    public void AutoRunsItInterpretedAndSaysSo()
    {
        var model = RuntimeTypeModel.Create();
        var copy = model.DeepClone(NewWide());
        Assert.Equal(NewWide(), copy);
        Assert.Equal(SerializerBackend.Interpreted, model.GetBackend<Wide>());
        Assert.Equal(SerializerBackend.Interpreted, model.GetBackend(typeof(Wide)));
        Assert.Equal(Backends.EmitAvailable ? SerializerBackend.Emit : SerializerBackend.Interpreted, model.GetBackend<Small>());
        Assert.Equal(Backends.EmitAvailable ? SerializerBackend.Emit : SerializerBackend.Interpreted, model.GetBackend<HoldsWide>());
    }

    [Fact]
    public void ExplicitInterpretedIsReported()
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        Assert.Equal(SerializerBackend.Interpreted, model.GetBackend<Small>());
    }
}
