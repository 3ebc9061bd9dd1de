using System.ComponentModel;
using Nano.Model;
using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>Explicit presence (proto <c>optional</c>) for strings, bytes and messages, and [DefaultValue] with presence.</summary>
public class PresenceTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [ProtoContract]
    public sealed class Leaf
    {
        [ProtoMember(1)] public int Id { get; set; }
    }

    [ProtoContract]
    public sealed class Optionals
    {
        [ProtoMember(1, IsOptional = true)] public string? Text { get; set; }
        [ProtoMember(2, IsOptional = true)] public byte[]? Bytes { get; set; }
        [ProtoMember(3, IsOptional = true)] public ReadOnlyMemory<byte>? Memory { get; set; }
        [ProtoMember(4, IsOptional = true)] public Leaf? Message { get; set; }
        [ProtoMember(5)] public string? Plain { get; set; }
    }

    public sealed class FluentOptionals
    {
        public string? Text { get; set; }
        public byte[]? Bytes { get; set; }
    }

    [ProtoContract]
    public sealed class NullableWithDefault
    {
        [ProtoMember(1), DefaultValue(5)] public int? Five { get; set; }
        [ProtoMember(2, IsOptional = true), DefaultValue("hello")] public string? Greeting { get; set; }
    }

    [Theory, MemberData(nameof(Backend))]
    public void Explicitly_set_empty_values_are_written(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var bytes = model.SerializeToArray(new Optionals { Text = "", Bytes = [], Memory = ReadOnlyMemory<byte>.Empty, Message = new Leaf(), Plain = "" });
        Assert.Equal("0A00" + "1200" + "1A00" + "2200", Hex.Of(bytes)); // Plain "" has implicit presence: not written
        Assert.Empty(model.SerializeToArray(new Optionals()));
    }

    [Theory, MemberData(nameof(Backend))]
    public void Empty_values_round_trip_as_present_and_absent_ones_as_null(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var set = model.Deserialize<Optionals>(model.SerializeToArray(new Optionals { Text = "", Bytes = [], Memory = ReadOnlyMemory<byte>.Empty, Message = new Leaf() }));
        Assert.Equal("", set.Text);
        Assert.Equal([], set.Bytes!);
        Assert.True(set.Memory.HasValue);
        Assert.Equal(0, set.Memory!.Value.Length);
        Assert.NotNull(set.Message);

        var unset = model.Deserialize<Optionals>(Array.Empty<byte>());
        Assert.Null(unset.Text);
        Assert.Null(unset.Bytes);
        Assert.Null(unset.Memory);
        Assert.Null(unset.Message);
    }

    [Theory, MemberData(nameof(Backend))]
    public void Fluent_registration_says_optional_too(SerializerBackend b)
    {
        var model = Backends.Model(b);
        model.Add<FluentOptionals>(applyAttributes: false)
            .Field(1, x => x.Text, new FieldOptions { IsOptional = true })
            .Field(2, x => x.Bytes);
        Assert.Equal(Presence.Explicit, model.GetModel(typeof(FluentOptionals)).Fields[0].Presence);
        Assert.Equal("0A00", Hex.Of(model.SerializeToArray(new FluentOptionals { Text = "", Bytes = [] })));
        Assert.Equal("", model.Deserialize<FluentOptionals>(Hex.Bytes("0A 00")).Text);
    }

    [Theory, MemberData(nameof(Backend))]
    public void A_nullable_member_with_a_default_has_presence_and_keeps_the_default_in_the_model(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var fields = model.GetModel(typeof(NullableWithDefault)).Fields;
        Assert.Equal(5, fields[0].DefaultValue);
        Assert.Equal(Presence.Explicit, fields[0].Presence);
        Assert.Equal("hello", fields[1].DefaultValue);
        // A set value is written even when it equals the default (proto2 optional); null is not.
        Assert.Equal("0805" + "120568656C6C6F", Hex.Of(model.SerializeToArray(new NullableWithDefault { Five = 5, Greeting = "hello" })));
        Assert.Empty(model.SerializeToArray(new NullableWithDefault()));
        var absent = model.Deserialize<NullableWithDefault>(Array.Empty<byte>());
        Assert.Null(absent.Five);
        Assert.Null(absent.Greeting);
        Assert.Equal(5, model.Deserialize<NullableWithDefault>(Hex.Bytes("08 05")).Five);
    }

    public sealed class OptionalInt
    {
        public int Value { get; set; }
        public ReadOnlyMemory<byte> Memory { get; set; }
        public List<int> Items { get; set; } = [];
        public string? Text { get; set; }
    }

    [Fact]
    public void Optional_needs_a_member_that_can_be_null()
    {
        var e = Assert.Throws<ProtoModelException>(() => Compile(1, nameof(OptionalInt.Value), new FieldOptions { IsOptional = true }));
        Assert.Contains("OptionalInt.Value (field 1)", e.Message);
        Assert.Contains("Int32?", e.Message);
        e = Assert.Throws<ProtoModelException>(() => Compile(2, nameof(OptionalInt.Memory), new FieldOptions { IsOptional = true }));
        Assert.Contains("ReadOnlyMemory<Byte>?", e.Message);
        e = Assert.Throws<ProtoModelException>(() => Compile(3, nameof(OptionalInt.Items), new FieldOptions { IsOptional = true }));
        Assert.Contains("repeated or map field cannot be optional", e.Message);
        e = Assert.Throws<ProtoModelException>(() => Compile(4, nameof(OptionalInt.Text), new FieldOptions { IsOptional = true, IsRequired = true }));
        Assert.Contains("both required and optional", e.Message);
    }

    private static void Compile(int number, string member, FieldOptions options)
    {
        var model = RuntimeTypeModel.Create();
        model.Add<OptionalInt>(applyAttributes: false).Field(number, member, options);
        model.GetModel(typeof(OptionalInt));
    }
}
