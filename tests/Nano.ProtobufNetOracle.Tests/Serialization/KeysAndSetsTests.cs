using System.Collections.Immutable;
using Nano.ProtobufNetOracle.Tests.Support;
using ProtobufNetSamples;

namespace Nano.ProtobufNetOracle.Tests.Serialization;

/// <summary>
/// Enum and Guid map keys (protobuf-net accepts them, outside the protobuf rule: an enum as its number, a Guid in its
/// format at the contract's level) and immutable sets and sorted maps with setters, on both backends against
/// protobuf-net 3.4.40.
/// </summary>
public class KeysAndSetsTests
{
    private static readonly Guid G1 = new("00112233-4455-6677-8899-aabbccddeeff");

    private static readonly Dictionary<string, object> s_values = new()
    {
        ["enum keys"] = new EnumKeys
        {
            ByShade = new() { [Shade.None] = "", [Shade.Dark] = "d", [Shade.Negative] = "n", [(Shade)99] = "undeclared" },
            ByWide = new() { [LongShade.Zero] = 0, [LongShade.Big] = 1 },
            ShadeValues = new() { ["a"] = Shade.None, ["b"] = Shade.Negative },
        },
        ["enum keys, empty maps"] = new EnumKeys { ByShade = [], ByWide = [] },
        ["Guid keys"] = new GuidKeys
        {
            Names = new() { [G1] = "one", [Guid.Empty] = "" },
            Children = new() { [G1] = new GuidKeys { Names = new() { [Guid.Empty] = "inner" } } },
        },
        ["Level300 Guid keys"] = new ModernGuidKeys { Counts = new() { [G1] = 1, [Guid.Empty] = 0 } },
        ["immutable sets"] = new ImmutableSetsEverywhere
        {
            Names = ["x", ""],
            Numbers = [3, -1, 0],
            Totals = ImmutableSortedDictionary<string, long>.Empty.Add("b", 2).Add("a", 0),
            Packed = [long.MinValue, 1],
            Nested = ImmutableSortedDictionary<int, ImmutableSetsEverywhere>.Empty.Add(1, new ImmutableSetsEverywhere { Numbers = [7] }),
        },
        ["immutable sets, empty"] = new ImmutableSetsEverywhere { Names = [], Numbers = [], Totals = ImmutableSortedDictionary<string, long>.Empty, Packed = [] },
    };

    public static TheoryData<string, string> Cases => DropIn.Cases([.. s_values.Keys]);

    [Theory]
    [MemberData(nameof(Cases))]
    public void Matches_protobuf_net(string value, string backend) => DropIn.AssertDropIn(s_values[value], backend);

    [Fact]
    public void Nano_contracts_still_refuse_enum_and_Guid_keys()
    {
        var model = RuntimeTypeModel.Create();
        var e = Assert.Throws<ProtoModelException>(() => model.GetModel(typeof(NanoEnumKey)));
        Assert.Contains("NanoEnumKey.Map (field 1): map key type", e.Message);
        Assert.Contains("protobuf-net's contracts may also use enum and Guid keys", e.Message);
        Assert.Throws<ProtoModelException>(() => model.GetModel(typeof(NanoGuidKey)));
    }

    [Nano.ProtoContract]
    public class NanoEnumKey
    {
        [Nano.ProtoMember(1)] public Dictionary<Shade, int>? Map { get; set; }
    }

    [Nano.ProtoContract]
    public class NanoGuidKey
    {
        [Nano.ProtoMember(1)] public Dictionary<Guid, int>? Map { get; set; }
    }
}
