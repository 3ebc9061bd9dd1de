using Nano.Emit;
using Nano.Emit.IL;
using Nano.Tests.Support;

namespace Nano.Tests.Emit;

/// <summary>
/// A long message's Write is emitted in parts (a static method per run of fields, called directly by Write), so
/// that the JIT does not stop inlining half-way through it (its limit of 512 locals per method): the bytes stay the
/// interpreted backend's, field order included, and DynamicMethods (collectible code) are not split.
/// </summary>
public class WritePartsTests
{
    [ProtoContract]
    public sealed class Leaf
    {
        [ProtoMember(1)] public int L1 { get; set; }
        [ProtoMember(2)] public int L2 { get; set; }
        [ProtoMember(3)] public int L3 { get; set; }
        [ProtoMember(4)] public int L4 { get; set; }
        [ProtoMember(5)] public int L5 { get; set; }
        [ProtoMember(6)] public int L6 { get; set; }
        [ProtoMember(7)] public int L7 { get; set; }
        [ProtoMember(8)] public int L8 { get; set; }
        [ProtoMember(9)] public int L9 { get; set; }
        [ProtoMember(10)] public int L10 { get; set; }
    }

    [ProtoContract]
    public sealed class Long
    {
        [ProtoMember(1)] public int F1 { get; set; }
        [ProtoMember(2)] public int F2 { get; set; }
        [ProtoMember(3)] public int F3 { get; set; }
        [ProtoMember(4)] public int F4 { get; set; }
        [ProtoMember(5)] public int F5 { get; set; }
        [ProtoMember(6)] public int F6 { get; set; }
        [ProtoMember(7)] public string? S7 { get; set; }
        [ProtoMember(8)] public int F8 { get; set; }
        [ProtoMember(9)] public int F9 { get; set; }
        [ProtoMember(10)] public int F10 { get; set; }
        [ProtoMember(11)] public int F11 { get; set; }
        [ProtoMember(12)] public int F12 { get; set; }
        [ProtoMember(13)] public int F13 { get; set; }
        [ProtoMember(14)] public string? S14 { get; set; }
        [ProtoMember(15)] public int F15 { get; set; }
        [ProtoMember(16)] public int F16 { get; set; }
        [ProtoMember(17)] public int F17 { get; set; }
        [ProtoMember(18)] public int F18 { get; set; }
        [ProtoMember(19)] public int F19 { get; set; }
        [ProtoMember(20)] public Leaf? Inner { get; set; }
        [ProtoMember(21)] public string? S21 { get; set; }
        [ProtoMember(22)] public int F22 { get; set; }
        [ProtoMember(23)] public int F23 { get; set; }
        [ProtoMember(24)] public int F24 { get; set; }
        [ProtoMember(25)] public int F25 { get; set; }
        [ProtoMember(26)] public int F26 { get; set; }
        [ProtoMember(27)] public int F27 { get; set; }
        [ProtoMember(28)] public string? S28 { get; set; }
        [ProtoMember(29)] public int F29 { get; set; }
        [ProtoMember(30)] public int F30 { get; set; }
        [ProtoMember(31)] public int F31 { get; set; }
        [ProtoMember(32)] public int F32 { get; set; }
        [ProtoMember(33)] public int F33 { get; set; }
        [ProtoMember(34)] public int F34 { get; set; }
        [ProtoMember(35)] public string? S35 { get; set; }
        [ProtoMember(36)] public int F36 { get; set; }
        [ProtoMember(37)] public int F37 { get; set; }
        [ProtoMember(38)] public int F38 { get; set; }
        [ProtoMember(39)] public int F39 { get; set; }
        [ProtoMember(40)] public int F40 { get; set; }
        [ProtoMember(41)] public int F41 { get; set; }
        [ProtoMember(42)] public string? S42 { get; set; }
        [ProtoMember(43)] public int F43 { get; set; }
        [ProtoMember(44)] public int F44 { get; set; }
        [ProtoMember(45)] public int F45 { get; set; }
        [ProtoMember(46)] public int F46 { get; set; }
    }

    private static Long Full() => new()
    {
        F1 = 1000 * ((1 % 3 == 0) ? -1 : 1),
        F2 = 2000 * ((2 % 3 == 0) ? -1 : 1),
        F3 = 3000 * ((3 % 3 == 0) ? -1 : 1),
        F4 = 4000 * ((4 % 3 == 0) ? -1 : 1),
        F5 = 5000 * ((5 % 3 == 0) ? -1 : 1),
        F6 = 6000 * ((6 % 3 == 0) ? -1 : 1),
        S7 = "s7-é",
        F8 = 8000 * ((8 % 3 == 0) ? -1 : 1),
        F9 = 9000 * ((9 % 3 == 0) ? -1 : 1),
        F10 = 10000 * ((10 % 3 == 0) ? -1 : 1),
        F11 = 11000 * ((11 % 3 == 0) ? -1 : 1),
        F12 = 12000 * ((12 % 3 == 0) ? -1 : 1),
        F13 = 13000 * ((13 % 3 == 0) ? -1 : 1),
        S14 = "s14-é",
        F15 = 15000 * ((15 % 3 == 0) ? -1 : 1),
        F16 = 16000 * ((16 % 3 == 0) ? -1 : 1),
        F17 = 17000 * ((17 % 3 == 0) ? -1 : 1),
        F18 = 18000 * ((18 % 3 == 0) ? -1 : 1),
        F19 = 19000 * ((19 % 3 == 0) ? -1 : 1),
        S21 = "s21-é",
        F22 = 22000 * ((22 % 3 == 0) ? -1 : 1),
        F23 = 23000 * ((23 % 3 == 0) ? -1 : 1),
        F24 = 24000 * ((24 % 3 == 0) ? -1 : 1),
        F25 = 25000 * ((25 % 3 == 0) ? -1 : 1),
        F26 = 26000 * ((26 % 3 == 0) ? -1 : 1),
        F27 = 27000 * ((27 % 3 == 0) ? -1 : 1),
        S28 = "s28-é",
        F29 = 29000 * ((29 % 3 == 0) ? -1 : 1),
        F30 = 30000 * ((30 % 3 == 0) ? -1 : 1),
        F31 = 31000 * ((31 % 3 == 0) ? -1 : 1),
        F32 = 32000 * ((32 % 3 == 0) ? -1 : 1),
        F33 = 33000 * ((33 % 3 == 0) ? -1 : 1),
        F34 = 34000 * ((34 % 3 == 0) ? -1 : 1),
        S35 = "s35-é",
        F36 = 36000 * ((36 % 3 == 0) ? -1 : 1),
        F37 = 37000 * ((37 % 3 == 0) ? -1 : 1),
        F38 = 38000 * ((38 % 3 == 0) ? -1 : 1),
        F39 = 39000 * ((39 % 3 == 0) ? -1 : 1),
        F40 = 40000 * ((40 % 3 == 0) ? -1 : 1),
        F41 = 41000 * ((41 % 3 == 0) ? -1 : 1),
        S42 = "s42-é",
        F43 = 43000 * ((43 % 3 == 0) ? -1 : 1),
        F44 = 44000 * ((44 % 3 == 0) ? -1 : 1),
        F45 = 45000 * ((45 % 3 == 0) ? -1 : 1),
        F46 = 46000 * ((46 % 3 == 0) ? -1 : 1),
        Inner = new() { L1 = 1, L2 = 2, L3 = 3, L4 = 4, L5 = 5, L6 = 6, L7 = 7, L8 = 8, L9 = 9, L10 = 10, },
    };

    private static Delegate WriteOf(RuntimeTypeModel model) => ((EmitSerializer<Long>)model.GetSerializer<Long>()).Delegates.Write;

    [Fact]
    public void ALongMessageIsWrittenInPartsWithTheInterpretedBytes()
    {
        if (!Backends.EmitAvailable)
            return;
        foreach (var value in new[] { Full(), new Long(), new Long { F46 = 1, Inner = new() } })
        {
            var expected = Backends.Model(SerializerBackend.Interpreted).SerializeToArray(value);
            var model = Backends.Model(SerializerBackend.Emit);
            Assert.Equal(expected, model.SerializeToArray(value));
            var writer = new System.Buffers.ArrayBufferWriter<byte>(1); // one-pass path, back-patched or measured prefixes
            model.Serialize(writer, value);
            Assert.Equal(expected, writer.WrittenSpan.ToArray());
            Assert.Equal(expected.Length, model.Measure(value));
            Equivalence.AssertEqual(value, model.Deserialize<Long>(expected));

#if NET // Write is split into parts only as tiered methods, which .NET Framework and Mono do not have
            // Write calls its parts directly: the second part is among the callees recorded for the tiered method.
            var parts = EmittedCallees.Of(WriteOf(model)).Where(m => m.Name.StartsWith("Nano.Write.", StringComparison.Ordinal)).Select(m => m.Name).ToList();
            Assert.Contains($"Nano.Write.2<{typeof(Long).FullName}>", parts);
#endif
        }
    }

    [Fact]
    public void CollectibleCodeIsOneMethodWithTheSameBytes()
    {
        if (!Backends.EmitAvailable)
            return;
        var value = Full();
        var expected = Backends.Model(SerializerBackend.Interpreted).SerializeToArray(value);
        var model = Backends.Model(SerializerBackend.Emit);
        model.CollectibleCode = true;
        Assert.Equal(expected, model.SerializeToArray(value));
        Assert.DoesNotContain(EmittedCallees.Of(WriteOf(model)), m => m.Name.StartsWith("Nano.Write.", StringComparison.Ordinal));
    }
}
