using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>proto2 closed enums (opt-in): an undeclared number goes to the unknown fields, not into the member.</summary>
public class ClosedEnumTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    public enum Color { Red, Green, Blue }
    public enum Wide : long { Small = 1, Big = 1L << 40 }

    [ProtoContract]
    public sealed class Keeps : IUnknownFieldsHolder
    {
        [ProtoMember(1, IsClosedEnum = true)] public Color Color { get; set; } = Color.Blue;
        [ProtoMember(2, IsClosedEnum = true)] public Color? Maybe { get; set; }
        [ProtoMember(3)] public Color Open { get; set; }
        [ProtoMember(4, IsClosedEnum = true)] public Wide Wide { get; set; }
        [ProtoMember(5)] public int After { get; set; }
        public UnknownFieldSet? UnknownFields { get; set; }
    }

    [ProtoContract]
    public sealed class Drops
    {
        [ProtoMember(1, IsClosedEnum = true)] public Color Color { get; set; }
        [ProtoMember(2)] public int After { get; set; }
    }

    public sealed class Fluent
    {
        public Color Color { get; set; }
    }

    [Theory, MemberData(nameof(Backend))]
    public void Undeclared_numbers_go_to_the_unknown_fields_and_are_written_back(SerializerBackend b)
    {
        var model = Backends.Model(b);
        // color = 7, maybe = 9, open = 7, wide = 2^40 + 1, after = 1
        var input = Hex.Bytes("08 07  10 09  18 07  20 81 80 80 80 80 20  28 01");
        var read = model.Deserialize<Keeps>(input);
        Assert.Equal(Color.Blue, read.Color);   // left as constructed
        Assert.Null(read.Maybe);
        Assert.Equal((Color)7, read.Open);      // an open enum keeps any number
        Assert.Equal(default, read.Wide);
        Assert.Equal(1, read.After);
        Assert.Equal("0807" + "1009" + "2081808080802" + "0", Hex.Of(read.UnknownFields!.RawBytes.Span));
        // Written back after the known fields.
        Assert.Equal("0802" + "1807" + "2801" + "0807" + "1009" + "208180808080" + "20", Hex.Of(model.SerializeToArray(read)));
    }

    [Theory, MemberData(nameof(Backend))]
    public void Declared_numbers_are_read_as_usual(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var read = model.Deserialize<Keeps>(Hex.Bytes("08 01  10 00  20 80 80 80 80 80 20"));
        Assert.Equal(Color.Green, read.Color);
        Assert.Equal(Color.Red, read.Maybe);
        Assert.Equal(Wide.Big, read.Wide);
        Assert.Null(read.UnknownFields);
    }

    [Theory, MemberData(nameof(Backend))]
    public void Without_an_unknown_field_store_the_number_is_dropped(SerializerBackend b)
    {
        var read = Backends.Model(b).Deserialize<Drops>(Hex.Bytes("08 01  08 05  10 03"));
        Assert.Equal(Color.Green, read.Color); // the earlier declared value stays
        Assert.Equal(3, read.After);
    }

    [Theory, MemberData(nameof(Backend))]
    public void Fluent_registration_can_close_an_enum(SerializerBackend b)
    {
        var model = Backends.Model(b);
        model.Add<Fluent>(applyAttributes: false).Field(1, x => x.Color, new FieldOptions { IsClosedEnum = true });
        Assert.True(model.GetModel(typeof(Fluent)).Fields[0].IsClosedEnum);
        Assert.Equal(Color.Red, model.Deserialize<Fluent>(Hex.Bytes("08 05")).Color);
    }

    public sealed class NotClosable
    {
        public int Number { get; set; }
        public List<Color> Colors { get; set; } = [];
    }

    [Fact]
    public void Closing_applies_to_single_enum_members_only()
    {
        var model = RuntimeTypeModel.Create();
        model.Add<NotClosable>(applyAttributes: false).Field(1, x => x.Number, new FieldOptions { IsClosedEnum = true });
        Assert.Contains("not an enum", Assert.Throws<ProtoModelException>(() => model.GetModel(typeof(NotClosable))).Message);
        model = RuntimeTypeModel.Create();
        model.Add<NotClosable>(applyAttributes: false).Field(2, x => x.Colors, new FieldOptions { IsClosedEnum = true });
        Assert.Contains("single fields only", Assert.Throws<ProtoModelException>(() => model.GetModel(typeof(NotClosable))).Message);
    }
}
