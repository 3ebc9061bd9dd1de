using Nano.ProtobufNetOracle.Tests.Support;
using ProtobufNetSamples;

namespace Nano.ProtobufNetOracle.Tests.Serialization;

/// <summary>
/// <c>OverwriteList</c>, on both backends, against protobuf-net 3.4.40 reading the same bytes: a run of the field's
/// occurrences replaces what the constructor (or a merge target, or an earlier run) put in the member; an absent field
/// leaves it; a field without the option appends.
/// </summary>
public class OverwriteListTests
{
    public static TheoryData<string, string> Inputs
    {
        get
        {
            var data = new TheoryData<string, string>();
            var inputs = new[]
            {
                "",                                  // absent: the constructor's values stay
                "0805",                              // Values = 5
                "080510010806",                      // Values 5, another field, Values 6: only the last run counts
                "0805080618081809",                  // Values 5, 6 in one run; Array 8, 9 in one run
                "180810011809",                      // Array split by another field
                "22050A0162100210012205" + "0A01631003", // Map split: only the last run's entry
                "2A02040510012A0106",                // packed runs
                "3005100130062A00",                  // a plain list appends; an empty packed run clears Packed
                "0805F80F000806",                    // an unknown field (255) between two runs
            };
            foreach (var input in inputs)
                foreach (var backend in new[] { "emit", "interpreted" })
                    data.Add(input, backend);
            return data;
        }
    }

    [Theory]
    [MemberData(nameof(Inputs))]
    public void Reads_as_protobuf_net_reads(string hex, string backend)
    {
        var bytes = Convert.FromHexString(hex);
        var expected = Libraries.ProtobufNetRead(typeof(Overwriting), bytes);
        var read = Libraries.NanoRead(Libraries.Nano(backend), typeof(Overwriting), bytes);
        Equivalence.AssertEquivalent(expected, read);
    }

    [Fact]
    public void The_oracle_replaces_each_run_and_keeps_an_absent_field()
    {
        // What the cases above rest on, stated once: protobuf-net's reading of a split field and of an absent one.
        var split = (Overwriting)Libraries.ProtobufNetRead(typeof(Overwriting), Convert.FromHexString("080510010806"));
        Assert.Equal([6], split.Values);
        Assert.Equal([9], split.Appended);
        var absent = (Overwriting)Libraries.ProtobufNetRead(typeof(Overwriting), []);
        Assert.Equal([1, 2], absent.Values);
    }

    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void Writes_the_bytes_protobuf_net_writes_and_each_reads_the_other(string backend)
    {
        var value = new Overwriting { Values = [4, 5], Array = [], Map = new() { ["k"] = 2 }, Packed = [1, 2, 3], Appended = [] };
        var bytes = Libraries.ProtobufNetWrite(value);
        Assert.Equal(Convert.ToHexString(bytes), Convert.ToHexString(Libraries.NanoWrite(Libraries.Nano(backend), value)));
        Equivalence.AssertEquivalent(Libraries.ProtobufNetRead(typeof(Overwriting), bytes), Libraries.NanoRead(Libraries.Nano(backend), typeof(Overwriting), bytes));
        Equivalence.AssertEquivalent(Libraries.ProtobufNetRead(typeof(Overwriting), bytes), Libraries.ProtobufNetRead(typeof(Overwriting), Libraries.NanoWrite(Libraries.Nano(backend), value)));
    }

    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void A_merge_replaces_the_target_collection(string backend)
    {
        var bytes = Convert.FromHexString("0805");
        var expected = new Overwriting { Values = [40], Array = [41] };
        ProtoBuf.Serializer.Merge(new MemoryStream(bytes), expected);
        var target = new Overwriting { Values = [40], Array = [41] };
        var merged = Libraries.Nano(backend).Merge(bytes, target);
        Assert.Equal([5], expected.Values);
        Equivalence.AssertEquivalent(expected, merged);
    }

    [Theory]
    [InlineData("0805", "emit")]
    [InlineData("0805", "interpreted")]
    [InlineData("0805100110011806", "emit")]
    [InlineData("0805100110011806", "interpreted")]
    [InlineData("52030A0179", "emit")]
    [InlineData("52030A0179", "interpreted")]
    [InlineData("", "emit")]
    [InlineData("", "interpreted")]
    public void A_hierarchy_reads_as_protobuf_net_reads(string hex, string backend)
    {
        var bytes = Convert.FromHexString(hex);
        var expected = Libraries.ProtobufNetRead(typeof(OverwritingBase), bytes);
        var read = Libraries.NanoRead(Libraries.Nano(backend), typeof(OverwritingBase), bytes);
        Equivalence.AssertEquivalent(expected, read);
    }

    [Fact]
    public void A_get_only_collection_is_refused_because_it_cannot_be_replaced()
    {
        var error = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetModel(typeof(OverwritingGetOnly)));
        Assert.Contains("OverwritingGetOnly.Values", error.Message);
        Assert.Contains("OverwriteList", error.Message);
    }
}
