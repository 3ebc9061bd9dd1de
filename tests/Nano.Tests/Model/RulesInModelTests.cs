using System.ComponentModel;
using Nano.Model;

namespace Nano.Tests.Model;

/// <summary>The protobuf rules that both backends execute are decided once, in the model.</summary>
public class RulesInModelTests
{
    [ProtoContract]
    public struct Point
    {
        [ProtoMember(1)] public int X { get; set; }
    }

    [ProtoContract]
    public sealed class Leaf
    {
        [ProtoMember(1)] public int Id { get; set; }
    }

    [ProtoContract]
    public sealed class Rules
    {
        [ProtoMember(1)] public int Plain { get; set; }
        [ProtoMember(2)] public int? Nullable { get; set; }
        [ProtoMember(3, IsRequired = true)] public string Required { get; set; } = "";
        [ProtoMember(4), DefaultValue(5)] public int Five { get; set; }
        [ProtoMember(5)] public Point Struct { get; set; }
        [ProtoMember(6)] public Leaf? Message { get; set; }
        [ProtoMember(7, IsOptional = true)] public string? Optional { get; set; }
        [ProtoMember(8, OneOf = "choice")] public string? A { get; set; }
        [ProtoMember(9, OneOf = "choice")] public int? B { get; set; }
        [ProtoMember(10)] public Dictionary<string, double> Scalars { get; set; } = [];
        [ProtoMember(11)] public Dictionary<int, Leaf> Messages { get; set; } = [];
        [ProtoMember(12)] public Dictionary<int, DateTime> Times { get; set; } = [];
    }

    [Fact]
    public void Omission_follows_presence_and_defaults()
    {
        var fields = RuntimeTypeModel.Create().GetModel(typeof(Rules)).Fields;
        Assert.Equal(
            [Omission.WhenZero, Omission.WhenNull, Omission.Never, Omission.WhenDefault, Omission.Never, Omission.WhenNull, Omission.WhenNull, Omission.WhenNull, Omission.WhenNull],
            fields.Take(9).Select(f => f.Omission));
    }

    [Fact]
    public void Map_entries_leave_out_default_scalars_but_not_messages_or_well_known_values()
    {
        var fields = RuntimeTypeModel.Create().GetModel(typeof(Rules)).Fields;
        Assert.True(fields[9].Key!.MapEntryOmitsDefault);
        Assert.True(fields[9].Value.MapEntryOmitsDefault);
        Assert.False(fields[10].Value.MapEntryOmitsDefault);
        Assert.False(fields[11].Value.MapEntryOmitsDefault);
    }

    [Fact]
    public void Oneof_members_are_listed_per_group()
    {
        var model = RuntimeTypeModel.Create().GetModel(typeof(Rules));
        Assert.Equal(["choice"], model.OneOfGroups);
        Assert.Equal(["A", "B"], model.OneOfMembers[0].Select(f => f.Name));
    }
}
