using System.Collections.Immutable;
using System.ComponentModel;
using Nano.Model;
using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>What a member holds when its field is absent: its proto2 default, or for constructor-built types the empty value.</summary>
public class AbsentValueTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    public enum Mood { Unknown, Happy, Sad }

    /// <summary>No initializers: only the model can supply the defaults.</summary>
    [ProtoContract]
    public sealed class Defaults
    {
        [ProtoMember(1), DefaultValue(5)] public int Five { get; set; }
        [ProtoMember(2), DefaultValue("none")] public string? Label { get; set; }
        [ProtoMember(3), DefaultValue(Mood.Happy)] public Mood Mood { get; set; }
        [ProtoMember(4), DefaultValue(2.5)] public double Ratio { get; set; }
        [ProtoMember(5)] public int Other { get; set; }
    }

    [ProtoContract]
    public sealed record DefaultsRecord(
        [property: ProtoMember(1), DefaultValue(5)] int Five,
        [property: ProtoMember(2), DefaultValue("none")] string Label);

    [ProtoContract]
    public sealed record Positional(
        [property: ProtoMember(1)] string Name,
        [property: ProtoMember(2)] List<int> Items,
        [property: ProtoMember(3)] string? Maybe,
        [property: ProtoMember(4)] int[] Array,
        [property: ProtoMember(5)] byte[] Data,
        [property: ProtoMember(6)] ImmutableArray<int> Immutable,
        [property: ProtoMember(7)] Dictionary<int, string> Map,
        [property: ProtoMember(8)] IReadOnlyList<string> ReadOnly,
        [property: ProtoMember(9)] List<int>? MaybeItems,
        [property: ProtoMember(10, IsOptional = true)] string? Optional);

    [ProtoContract]
    public sealed class ConstructorOnly
    {
        public ConstructorOnly(string name, IList<string> tags)
        {
            Name = name;
            Tags = tags;
        }

        [ProtoMember(1)] public string Name { get; }
        [ProtoMember(2)] public IList<string> Tags { get; }
    }

    [ProtoContract, ProtoInclude(10, typeof(DerivedDefaults))]
    public class BaseDefaults
    {
        [ProtoMember(1), DefaultValue(5)] public int Five { get; set; }
    }

    [ProtoContract]
    public sealed class DerivedDefaults : BaseDefaults
    {
        [ProtoMember(1), DefaultValue(7L)] public long Seven { get; set; }
    }

    [ProtoContract]
    public struct StructWithDefault
    {
        [ProtoMember(1), DefaultValue(5)] public int Five { get; set; }
    }

    [Theory, MemberData(nameof(Backend))]
    public void An_absent_field_reads_back_as_its_default(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var value = new Defaults { Five = 5, Label = "none", Mood = Mood.Happy, Ratio = 2.5, Other = 1 };
        var bytes = model.SerializeToArray(value);
        Assert.Equal("2801", Hex.Of(bytes)); // the defaults are not written
        var read = model.Deserialize<Defaults>(bytes);
        Assert.Equal(5, read.Five);
        Assert.Equal("none", read.Label);
        Assert.Equal(Mood.Happy, read.Mood);
        Assert.Equal(2.5, read.Ratio);
        Assert.Equal(1, read.Other);
    }

    [Theory, MemberData(nameof(Backend))]
    public void Zero_differs_from_the_default_so_it_is_written_and_read_back(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var bytes = model.SerializeToArray(new Defaults { Five = 0, Label = "", Mood = Mood.Unknown, Ratio = 0 });
        var read = model.Deserialize<Defaults>(bytes);
        Assert.Equal(0, read.Five);
        Assert.Equal("", read.Label);
        Assert.Equal(Mood.Unknown, read.Mood);
        Assert.Equal(0, read.Ratio);
    }

    [Theory, MemberData(nameof(Backend))]
    public void Merging_keeps_the_existing_value_of_an_absent_field(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var merged = model.Merge<Defaults>(Hex.Bytes("28 01"), new Defaults { Five = 9, Label = "x" });
        Assert.Equal(9, merged.Five);
        Assert.Equal("x", merged.Label);
        Assert.Equal(1, merged.Other);
    }

    [Theory, MemberData(nameof(Backend))]
    public void A_constructor_built_type_gets_its_defaults(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var read = model.Deserialize<DefaultsRecord>(Array.Empty<byte>());
        Assert.Equal(new DefaultsRecord(5, "none"), read);
        Assert.Equal(new DefaultsRecord(0, ""), model.Deserialize<DefaultsRecord>(model.SerializeToArray(new DefaultsRecord(0, ""))));
    }

    [Theory, MemberData(nameof(Backend))]
    public void A_hierarchy_gets_the_defaults_of_every_level(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var read = Assert.IsType<DerivedDefaults>(model.Deserialize<BaseDefaults>(Hex.Bytes("52 00")));
        Assert.Equal(5, read.Five);
        Assert.Equal(7L, read.Seven);
        Assert.Equal(5, model.Deserialize<BaseDefaults>(Array.Empty<byte>()).Five);
    }

    [Theory, MemberData(nameof(Backend))]
    public void A_positional_record_gets_empty_strings_and_collections(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var read = model.Deserialize<Positional>(Array.Empty<byte>());
        Assert.Equal("", read.Name);
        Assert.NotNull(read.Items);
        Assert.Empty(read.Items);
        Assert.Null(read.Maybe);        // declared nullable
        Assert.Empty(read.Array);
        Assert.Empty(read.Data);
        Assert.False(read.Immutable.IsDefault);
        Assert.Empty(read.Immutable);
        Assert.Empty(read.Map);
        Assert.Empty(read.ReadOnly);
        Assert.Null(read.MaybeItems);   // declared nullable
        Assert.Null(read.Optional);     // explicit presence: absent is null
        // Two reads do not share a mutable collection.
        Assert.NotSame(read.Items, model.Deserialize<Positional>(Array.Empty<byte>()).Items);
    }

    [Theory, MemberData(nameof(Backend))]
    public void A_constructor_only_class_gets_empty_values(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var read = model.Deserialize<ConstructorOnly>(Array.Empty<byte>());
        Assert.Equal("", read.Name);
        Assert.Empty(read.Tags);
    }

    [Fact]
    public void A_default_on_a_struct_member_is_refused()
    {
        var e = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetModel(typeof(StructWithDefault)));
        Assert.Contains("StructWithDefault.Five (field 1)", e.Message);
    }
}
