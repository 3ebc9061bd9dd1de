extern alias pbnet;

using ProtobufNetApi.Tests.Support;
using PbnetApp;
using PBMeta = pbnet::ProtoBuf.Meta;

namespace ProtobufNetApi.Tests.Meta;

/// <summary>Code-first configuration through <see cref="ProtoBuf.Meta.RuntimeTypeModel"/>, configured the same way on
/// protobuf-net's own model, which gives the expected bytes.</summary>
public class RuntimeTypeModelTests
{
    private static byte[] ProtobufNetWrite(PBMeta.TypeModel model, object value)
    {
        var stream = new MemoryStream();
        model.Serialize(stream, value);
        return stream.ToArray();
    }

    // Convert.ToHexString is not in .NET Framework, which these tests also run on.
    private static string Hex(byte[] bytes) => BitConverter.ToString(bytes).Replace("-", "");

    private static readonly Plain Sample = new() { Number = -5, Text = "t", Values = [1, 2, 0], Ratio = 0.25 };

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void Fields_added_at_run_time_get_protobuf_nets_defaults(string backend)
    {
        var theirs = PBMeta.RuntimeTypeModel.Create();
        theirs.Add(typeof(Plain), false).Add(1, nameof(Plain.Number)).Add(2, nameof(Plain.Text)).Add(3, nameof(Plain.Values)).Add(4, nameof(Plain.Ratio));
        var ours = Oracle.Model(backend);
        ours.Add(typeof(Plain), false).Add(1, nameof(Plain.Number)).Add(2, nameof(Plain.Text)).Add(3, nameof(Plain.Values)).Add(4, nameof(Plain.Ratio));

        var expected = ProtobufNetWrite(theirs, Sample);
        Assert.Equal(expected, Oracle.Write(ours, Sample));
        var read = ours.Deserialize<Plain>(new MemoryStream(expected));
        Assert.Equal(expected, ProtobufNetWrite(theirs, read));
    }

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void Fields_added_at_run_time_write_zero_values_as_protobuf_net_does(string backend)
    {
        var theirs = PBMeta.RuntimeTypeModel.Create();
        theirs.Add(typeof(Plain), false).Add(1, nameof(Plain.Number)).Add(2, nameof(Plain.Text)).Add(3, nameof(Plain.Values)).Add(4, nameof(Plain.Ratio));
        var ours = Oracle.Model(backend);
        ours.Add(typeof(Plain), false).Add(1, nameof(Plain.Number)).Add(2, nameof(Plain.Text)).Add(3, nameof(Plain.Values)).Add(4, nameof(Plain.Ratio));
        var zeros = new Plain { Number = 0, Text = "", Values = [], Ratio = 0 };

        var expected = ProtobufNetWrite(theirs, zeros);
        Assert.Equal(Hex(expected), Hex(Oracle.Write(ours, zeros)));
        var read = ours.Deserialize<Plain>(new MemoryStream(expected));
        Assert.Equal(expected, ProtobufNetWrite(theirs, read));
    }

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void Add_with_default_behaviour_gives_a_tuple_its_constructors_fields(string backend)
    {
        var theirs = PBMeta.RuntimeTypeModel.Create();
        theirs.Add(typeof(Segment), true);
        var ours = Oracle.Model(backend);
        ours.Add(typeof(Segment), true);

        var value = new Segment(0, "to");
        var expected = ProtobufNetWrite(theirs, value);
        Assert.Equal("0800" + "1202" + "746F", Hex(expected)); // 1: 0 (written), 2: "to"
        Assert.Equal(expected, Oracle.Write(ours, value));
        Assert.Equal(value, ours.Deserialize<Segment>(new MemoryStream(expected)));
    }

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void Add_by_names_numbers_from_one_and_the_indexer_configures_the_same_type(string backend)
    {
        var theirs = PBMeta.RuntimeTypeModel.Create();
        theirs.Add(typeof(Plain), false).Add(nameof(Plain.Number), nameof(Plain.Text));
        theirs[typeof(Plain)].Add(3, nameof(Plain.Ratio), 0.25);
        var ours = Oracle.Model(backend);
        ours.Add(typeof(Plain), false).Add(nameof(Plain.Number), nameof(Plain.Text));
        ours[typeof(Plain)].Add(3, nameof(Plain.Ratio), 0.25);

        Assert.Equal(ProtobufNetWrite(theirs, Sample), Oracle.Write(ours, Sample)); // the ratio equals its default: not written
    }

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void AddSubType_carries_the_derived_type(string backend)
    {
        var theirs = PBMeta.RuntimeTypeModel.Create();
        theirs.Add(typeof(PlainBase), false).Add(1, nameof(PlainBase.BaseId)).AddSubType(5, typeof(PlainDerived));
        theirs.Add(typeof(PlainDerived), false).Add(1, nameof(PlainDerived.Extra));
        var ours = Oracle.Model(backend);
        ours.Add(typeof(PlainBase), false).Add(1, nameof(PlainBase.BaseId)).AddSubType(5, typeof(PlainDerived));
        ours.Add(typeof(PlainDerived), false).Add(1, nameof(PlainDerived.Extra));

        PlainBase value = new PlainDerived { BaseId = 3, Extra = "e" };
        var expected = ProtobufNetWrite(theirs, value);
        Assert.Equal(expected, Oracle.Write(ours, value));
        var read = ours.Deserialize<PlainBase>(new MemoryStream(expected));
        Assert.Equal("e", Assert.IsType<PlainDerived>(read).Extra);
        Assert.Equal(3, read.BaseId);
    }

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void SetSurrogate_writes_the_surrogate(string backend)
    {
        var theirs = PBMeta.RuntimeTypeModel.Create();
        theirs.Add(typeof(Point), false).SetSurrogate(typeof(PointSurrogate));
        var ours = Oracle.Model(backend);
        ours.Add(typeof(Point), false).SetSurrogate(typeof(PointSurrogate));

        var value = new HasPoint { Where = new Point(7, -1) };
        var expected = ProtobufNetWrite(theirs, value);
        Assert.Equal(expected, Oracle.Write(ours, value));
        Assert.Equal(new Point(7, -1), ours.Deserialize<HasPoint>(new MemoryStream(expected)).Where);
    }

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void UseConstructor_false_skips_the_constructor_as_protobuf_net_does(string backend)
    {
        var theirs = PBMeta.RuntimeTypeModel.Create();
        var theirType = theirs.Add(typeof(Constructed), false);
        theirType.Add(2, nameof(Constructed.Id));
        theirType.UseConstructor = false;
        var ours = Oracle.Model(backend);
        var ourType = ours.Add(typeof(Constructed), false);
        ourType.Add(2, nameof(Constructed.Id));
        ourType.UseConstructor = false;
        Assert.False(ourType.UseConstructor);

        var bytes = ProtobufNetWrite(theirs, new Constructed { Id = 4 });
        var expected = theirs.Deserialize<Constructed>(new MemoryStream(bytes));
        var read = ours.Deserialize<Constructed>(new MemoryStream(bytes));
        Assert.Null(expected.Marker);
        Assert.Equal((expected.Marker, expected.Id), (read.Marker, read.Id));
    }

    [Fact]
    public void Compile_Freeze_and_changes_after_use_behave_as_in_protobuf_net()
    {
        var model = Oracle.Model("emit");
        model.Add(typeof(Plain), false).Add(1, nameof(Plain.Number));
        Assert.Same(model, model.Compile());
        model.CompileInPlace();
        Assert.Equal([8, 1], Oracle.Write(model, new Plain { Number = 1 }));
        // Once the type was used, changing it is an InvalidOperationException (protobuf-net throws one too).
        Assert.Throws<InvalidOperationException>(() => model[typeof(Plain)].Add(2, nameof(Plain.Text)));

        var frozen = Oracle.Model("emit");
        frozen.Add(typeof(Line), true);
        frozen.Freeze();
        Assert.True(frozen.IsFrozen);
        Assert.Throws<InvalidOperationException>(() => frozen.Add(typeof(Plain), false));
    }

    [Fact]
    public void The_default_model_is_Nanos_default_model()
    {
        Assert.Same(Nano.RuntimeTypeModel.Default, ProtoBuf.Meta.RuntimeTypeModel.Default.NanoModel);
        Assert.NotSame(ProtoBuf.Meta.RuntimeTypeModel.Create().NanoModel, ProtoBuf.Meta.RuntimeTypeModel.Create().NanoModel);
    }

    [Fact]
    public void A_member_that_does_not_exist_is_named()
    {
        var model = Oracle.Model("emit");
        var error = Assert.Throws<ArgumentException>(() => model.Add(typeof(Plain), false).Add(1, "Missing"));
        Assert.Contains("PbnetApp.Plain", error.Message);
        Assert.Contains("Missing", error.Message);
    }
}
