#pragma warning disable CS0649 // the fields exist only for the model builder to read
using System.ComponentModel;
using Nano.Model;

namespace Nano.Tests.Model.Building;

/// <summary>The attributes are read from metadata (no instances): every setting must still reach the model.</summary>
public class AttributeReaderTests
{
    [ProtoContract(Name = "Renamed")]
    private sealed class EverySetting
    {
        [ProtoMember(1, Name = "first", DataFormat = DataFormat.ZigZag, IsRequired = true)] public int A;
        [ProtoMember(2, IsPacked = false)] public List<int>? Unpacked;
        [ProtoMember(3, OneOf = "choice")] public string? Choice;
        [ProtoMember(4), ProtoMap(KeyFormat = DataFormat.FixedSize, ValueFormat = DataFormat.ZigZag)] public Dictionary<int, long>? Map;
        [ProtoMember(5), DefaultValue(7)] public int Seven = 7;
        [ProtoMember(6), DefaultValue(typeof(decimal), "1.5")] public decimal Converted = 1.5m;
        [ProtoMember(7), ProtoIgnore] public int Ignored;
        public int NotAMember;
        [ProtoMember(8, DataFormat = DataFormat.Group)] public Child? Grouped;
    }

    [ProtoContract] private sealed class Child { [ProtoMember(1)] public int X; }

    /// <summary>A non-contract base: its attributed members belong to the derived contract.</summary>
    private class PlainBase { [ProtoMember(1)] public virtual int Value { get; set; } }

    [ProtoContract] private sealed class Derived : PlainBase { public override int Value { get; set; } [ProtoMember(2)] public int Own { get; set; } }

    [ProtoContract, ProtoInclude(20, typeof(Second)), ProtoInclude(10, typeof(First))] private abstract class Root { [ProtoMember(1)] public int R; }
    [ProtoContract] private sealed class First : Root { [ProtoMember(1)] public int F; }
    [ProtoContract] private sealed class Second : Root { [ProtoMember(1)] public int S; }

    [Fact]
    public void EveryPropertyOfTheAttributesReachesTheModel()
    {
        var model = RuntimeTypeModel.Create().GetModel(typeof(EverySetting));
        Assert.Equal("Renamed", model.Name);
        Assert.Equal([1, 2, 3, 4, 5, 6, 8], model.Fields.Select(f => f.Number));

        var a = model.Fields.Single(f => f.Number == 1);
        Assert.Equal("first", a.Name);
        Assert.Equal(ProtoType.SInt32, a.Value.ProtoType);
        Assert.Equal(Presence.Required, a.Presence);

        Assert.False(model.Fields.Single(f => f.Number == 2).IsPacked);
        Assert.Equal("choice", model.Fields.Single(f => f.Number == 3).OneOf);

        var map = model.Fields.Single(f => f.Number == 4);
        Assert.Equal(ProtoType.SFixed32, map.Key!.ProtoType);
        Assert.Equal(ProtoType.SInt64, map.Value.ProtoType);

        Assert.Equal(7, model.Fields.Single(f => f.Number == 5).DefaultValue);
        Assert.Equal(1.5m, model.Fields.Single(f => f.Number == 6).DefaultValue);
        Assert.Equal(ProtoType.Group, model.Fields.Single(f => f.Number == 8).Value.ProtoType);
    }

    [Fact]
    public void AnAttributedVirtualPropertyOfAPlainBaseIsOneField()
    {
        var model = RuntimeTypeModel.Create().GetModel(typeof(Derived));
        Assert.Equal([1, 2], model.Fields.Select(f => f.Number));
        var bytes = RuntimeTypeModel.Create().SerializeToArray(new Derived { Value = 150, Own = 1 });
        Assert.Equal(new byte[] { 0x08, 0x96, 0x01, 0x10, 0x01 }, bytes);
    }

    [Fact]
    public void IncludesAreReadInTagOrder()
    {
        var model = RuntimeTypeModel.Create().GetModel(typeof(Root));
        Assert.Equal([10, 20], model.SubTypes.Select(s => s.Tag));
        Assert.Equal([typeof(First), typeof(Second)], model.SubTypes.Select(s => s.Model.Type));
    }
}
