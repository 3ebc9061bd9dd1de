using Nano.ProtobufNetOracle.Tests.Support;
using ProtobufNetSamples;

namespace Nano.ProtobufNetOracle.Tests.Serialization;

/// <summary>
/// Conditional serialization (<c>ShouldSerializeX()</c>, <c>XSpecified</c>) on both backends, against protobuf-net 3.4.40:
/// the bytes written, and what reading sets (each library reading the other's bytes to what protobuf-net reads).
/// </summary>
public class ConditionalTests
{
    public static TheoryData<string, int> Cases()
    {
        var data = new TheoryData<string, int>();
        foreach (var backend in new[] { "emit", "interpreted" })
            for (var i = 0; i < Samples().Length; i++)
                data.Add(backend, i);
        return data;
    }

    private static ConditionalMembers[] Samples() =>
    [
        new(),
        new() { A = 5, B = "skip", C = 3, L = [1, 2], D = 4, N = null, NSpecified = true, M = new CallbackFreeLeaf { X = 1 }, E = 6, F = 7, G = 3, P = [1], PSpecified = false },
        new() { A = 0, B = "", C = 0, CSpecified = true, L = [1], N = 0, NSpecified = true, M = new CallbackFreeLeaf(), MSpecified = true, G = 0, P = [], PSpecified = true },
        new() { A = 9, B = "b", C = 8, CSpecified = true, L = [], N = 5, NSpecified = false, M = null, MSpecified = true, E = 0, ESpecified = true, G = 4, P = [1, 2], PSpecified = true },
    ];

    [Theory]
    [MemberData(nameof(Cases))]
    public void Writes_what_protobuf_net_writes_and_reads_what_it_reads(string backend, int sample)
    {
        var value = Samples()[sample];
        var expected = Libraries.ProtobufNetWrite(value);
        var model = Libraries.Nano(backend);
        var actual = model.SerializeToArray(value);
        Assert.Equal(Convert.ToHexString(expected), Convert.ToHexString(actual));
        Assert.Equal(expected.Length, model.Measure(value));
        var own = Libraries.ProtobufNetRead(typeof(ConditionalMembers), expected);
        Equivalence.AssertEquivalent(own, model.Deserialize<ConditionalMembers>(expected));
        Equivalence.AssertEquivalent(own, Libraries.ProtobufNetRead(typeof(ConditionalMembers), actual));
    }

    [Theory]
    [MemberData(nameof(BackendData))]
    public void Reading_a_field_sets_its_Specified_property_zero_included(string backend)
    {
        // C = 0, D = 0, N = 0, M = {}, E = 0, P packed [1]: every field present.
        var bytes = Convert.FromHexString("1800280030003A0040005A0101");
        var expected = (ConditionalMembers)Libraries.ProtobufNetRead(typeof(ConditionalMembers), bytes);
        Assert.True(expected.CSpecified && expected.DWasSpecified && expected.NSpecified && expected.MSpecified && expected.PSpecified);
        Assert.False(expected.ESpecified); // a field named ESpecified is no condition
        var read = Libraries.Nano(backend).Deserialize<ConditionalMembers>(bytes);
        Assert.True(read.CSpecified && read.DWasSpecified && read.NSpecified && read.MSpecified && read.PSpecified);
        Assert.False(read.ESpecified);
        Equivalence.AssertEquivalent(expected, read);

        var absent = Libraries.Nano(backend).Deserialize<ConditionalMembers>(Convert.FromHexString("1801"));
        Assert.True(absent.CSpecified);
        Assert.False(absent.DWasSpecified || absent.NSpecified || absent.MSpecified || absent.PSpecified);
    }

    public static TheoryData<string> BackendData => new("emit", "interpreted");

    [Theory]
    [MemberData(nameof(BackendData))]
    public void A_condition_decides_for_a_required_member_and_a_null_is_not_written(string backend)
    {
        foreach (var value in new[] { new ConditionalRequired { S = null, I = 0 }, new ConditionalRequired { S = "", I = 7 }, new ConditionalRequired { S = "s", I = 1 } })
            Assert.Equal(Convert.ToHexString(Libraries.ProtobufNetWrite(value)), Convert.ToHexString(Libraries.Nano(backend).SerializeToArray(value)));
    }

    [Theory]
    [MemberData(nameof(BackendData))]
    public void A_structs_Specified_member_decides_and_is_set(string backend)
    {
        foreach (var value in new[] { new HoldsConditionalStruct(), new HoldsConditionalStruct { S = new ConditionalStruct { V = 0, VSpecified = true } }, new HoldsConditionalStruct { S = new ConditionalStruct { V = 2 } } })
        {
            var expected = Libraries.ProtobufNetWrite(value);
            var model = Libraries.Nano(backend);
            Assert.Equal(Convert.ToHexString(expected), Convert.ToHexString(model.SerializeToArray(value)));
            Equivalence.AssertEquivalent(Libraries.ProtobufNetRead(typeof(HoldsConditionalStruct), expected), model.Deserialize<HoldsConditionalStruct>(expected));
        }
        Assert.True(Libraries.Nano(backend).Deserialize<ConditionalStruct>(Convert.FromHexString("0800")).VSpecified);
    }

    [Fact]
    public void A_Specified_property_that_is_not_bool_is_refused_by_both_libraries()
    {
        Assert.ThrowsAny<Exception>(() => Libraries.ProtobufNetWrite(new SpecifiedNotBool { V = 1 }));
        var error = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetModel(typeof(SpecifiedNotBool)));
        Assert.Contains("SpecifiedNotBool.VSpecified", error.Message);
    }
}
