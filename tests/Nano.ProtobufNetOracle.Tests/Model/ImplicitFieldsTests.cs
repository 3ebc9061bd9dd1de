using ProtobufNetSamples.Broad;

namespace Nano.ProtobufNetOracle.Tests.Model;

/// <summary>protobuf-net's inferred field numbers (ImplicitFields) and sub-types named by string, against protobuf-net's own model.</summary>
public class ImplicitFieldsTests
{
    [Theory]
    [InlineData(typeof(ImplicitPublic))]
    [InlineData(typeof(ImplicitAllFields))]
    [InlineData(typeof(ImplicitWithExplicit))]
    public void Implicit_fields_get_the_numbers_protobuf_net_gives_them(Type type)
    {
        var expected = ProtoBuf.Meta.RuntimeTypeModel.Create()[type].GetFields()
            .Select(f => (f.FieldNumber, f.Member.Name)).OrderBy(f => f.FieldNumber).ToList();
        var actual = RuntimeTypeModel.Create().GetModel(type).Fields
            .Select(f => (f.Number, f.Member.Name)).OrderBy(f => f.Number).ToList();
        Assert.NotEmpty(expected);
        Assert.Equal(expected, actual);
    }

    [Fact]
    public void ImplicitFields_AllFields_takes_private_and_backing_fields_from_ImplicitFirstTag()
    {
        var fields = RuntimeTypeModel.Create().GetModel(typeof(ImplicitAllFields)).Fields;
        Assert.Equal([(3, "<Total>k__BackingField"), (4, "Label"), (5, "_count")], fields.Select(f => (f.Number, f.Member.Name)).OrderBy(f => f.Item1));
    }

    [Fact]
    public void A_sub_type_named_by_string_is_resolved_in_the_base_types_assembly_or_by_assembly_qualified_name()
    {
        var model = RuntimeTypeModel.Create().GetModel(typeof(NamedBase));
        Assert.Equal([(5, typeof(NamedChild)), (6, typeof(OtherNamedChild))], model.SubTypes.Select(s => (s.Tag, s.Model.Type)).OrderBy(s => s.Item1));
    }

    [Fact]
    public void A_sub_type_name_that_does_not_resolve_is_refused_naming_the_base_and_the_tag()
    {
        var error = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetModel(typeof(ProtobufNetSamples.WithUnknownInclude)));
        Assert.Contains("ProtobufNetSamples.WithUnknownInclude", error.Message);
        Assert.Contains("[ProtoInclude(7, \"ProtobufNetSamples.NoSuchType\")]", error.Message);
    }
}
