extern alias pbnet;

using PbnetApp;
using ProtobufNetApi.Tests.Support;
using ProtoBuf;
using static ProtobufNetApi.Tests.Support.ExtensionModels;
using PB = pbnet::ProtoBuf;

namespace ProtobufNetApi.Tests.Api;

/// <summary>
/// <c>Extensible</c>'s overloads that take a <c>TypeModel</c>, and <c>TryGetValue</c> with <c>allowDefinedTag</c>,
/// against protobuf-net 3.4.40 given the same model (<see cref="ExtensionModels"/>): the same bytes appended, the same
/// values read, the same exceptions.
/// </summary>
public class ExtensibleModelTests
{
    // Field 7 twice: { Celsius (3) = 21, Scale (4) = "C" }, then { Celsius = 22 }, as TemperatureSurrogate writes them.
    private static readonly byte[] TwoTemperatures = [0x3A, 0x05, 0x18, 0x15, 0x22, 0x01, (byte)'C', 0x3A, 0x02, 0x18,
        0x16];

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void A_value_is_appended_through_the_models_surrogate(string backend)
    {
        var ours = Ours(backend);
        var theirs = Theirs();
        var (nano, twin) = Read();
        Extensible.AppendValue(ours, nano, 7, new Temperature(21, "C"));
        PB.Extensible.AppendValue(theirs, twin, 7, new Temperature(21, "C"));
        Extensible.AppendValue(ours, nano, 7, new Temperature(22, null), DataFormat.Default);
        PB.Extensible.AppendValue(theirs, twin, 7, new Temperature(22, null), PB.DataFormat.Default);

        Assert.Equal(Oracle.ProtobufNetWrite(twin), Write(nano));
        Assert.Equal([0x08, 0x03, .. TwoTemperatures], Write(nano));
    }

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void A_value_is_read_through_the_models_surrogate_occurrences_merging(string backend)
    {
        var ours = Ours(backend);
        var theirs = Theirs();
        var (nano, twin) = Read(TwoTemperatures);

        Assert.Equal(Of(PB.Extensible.GetValue<Temperature>(theirs, twin, 7)),
            Of(Extensible.GetValue<Temperature>(ours, nano, 7)));
        Assert.Equal((22, "C"), Of(Extensible.GetValue<Temperature>(ours, nano, 7)));
        Assert.True(PB.Extensible.TryGetValue<Temperature>(theirs, twin, 7, out var expected));
        Assert.True(Extensible.TryGetValue<Temperature>(ours, nano, 7, out var value));
        Assert.Equal(Of(expected), Of(value));
        Assert.Equal(PB.Extensible.GetValues<Temperature>(theirs, twin, 7).Select(Of),
            Extensible.GetValues<Temperature>(ours, nano, 7).Select(Of));
        Assert.Equal([(21, "C"), (22, null)], Extensible.GetValues<Temperature>(ours, nano, 7).Select(Of));
    }

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void A_message_configured_in_code_is_written_as_a_group_and_read_in_any_format(string backend)
    {
        var ours = Ours(backend);
        var theirs = Theirs();
        var (nano, twin) = Read();
        Extensible.AppendValue(ours, nano, 8, new Plain { Text = "x", Number = 5 }, DataFormat.Group);
        PB.Extensible.AppendValue(theirs, twin, 8, new Plain { Text = "x", Number = 5 }, PB.DataFormat.Group);

        Assert.Equal(Oracle.ProtobufNetWrite(twin), Write(nano));
        // Field 8 as a group (start 0x43, end 0x44) around Text (1) = "x" and Number (2) = 5.
        Assert.Equal(new byte[] { 0x08, 0x03, 0x43, 0x0A, 0x01, (byte)'x', 0x10, 0x05, 0x44 }, Write(nano));
        foreach (var (format, theirFormat) in new[]
        {
            (DataFormat.Default, PB.DataFormat.Default), (DataFormat.Group, PB.DataFormat.Group),
            (DataFormat.FixedSize, PB.DataFormat.FixedSize),
        })
        {
            var expected = PB.Extensible.GetValue<Plain>(theirs, twin, 8, theirFormat);
            var read = Extensible.GetValue<Plain>(ours, nano, 8, format);
            Assert.Equal((expected.Text, expected.Number), (read.Text, read.Number));
            Assert.Equal(("x", 5), (read.Text, read.Number));
        }
    }

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void Repeated_numbers_on_a_model_are_protobuf_nets(string backend)
    {
        var ours = Ours(backend);
        var theirs = Theirs();
        // Field 4: 1 and 2 as varints, then a packed run of 3 and 4.
        var (nano, twin) = Read(0x20, 0x01, 0x20, 0x02, 0x22, 0x02, 0x03, 0x04);

        Assert.Equal(PB.Extensible.GetValues<int>(theirs, twin, 4), Extensible.GetValues<int>(ours, nano, 4));
        Assert.Equal([1, 2, 3, 4], Extensible.GetValues<int>(ours, nano, 4));
        Assert.Equal(PB.Extensible.GetValue<int>(theirs, twin, 4), Extensible.GetValue<int>(ours, nano, 4));
        Assert.Equal(4, Extensible.GetValue<int>(ours, nano, 4));

        Extensible.AppendValue(ours, nano, 5, 7L, DataFormat.FixedSize);
        PB.Extensible.AppendValue(theirs, twin, 5, 7L, PB.DataFormat.FixedSize);
        Assert.Equal(Oracle.ProtobufNetWrite(twin), Write(nano));
    }

    [Fact]
    public void A_null_model_is_protobuf_nets_default_model()
    {
        var (nano, twin) = Read(0x32, 0x03, 0x0A, 0x01, (byte)'a', 0x20, 0x05);
        Assert.Equal(PB.Extensible.GetValue<int>(null!, twin, 4), Extensible.GetValue<int>(null!, nano, 4));
        Assert.Equal("a", Extensible.GetValue<SkuOnly>(null!, nano, 6).Sku);
        Extensible.AppendValue<int>(null!, nano, 9, 1);
        PB.Extensible.AppendValue<int>(null!, twin, 9, 1);
        Assert.Equal(Oracle.ProtobufNetWrite(twin), Write(nano));
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void AllowDefinedTag_changes_nothing_as_in_protobuf_net(bool allowDefinedTag)
    {
        var ours = Ours("emit");
        var theirs = Theirs();
        // Field 1 is the contract's Id: a read puts it in the member, so the extension data does not hold it.
        var (nano, twin) = Read();
        Assert.Equal(PB.Extensible.TryGetValue<int>(twin, 1, PB.DataFormat.Default, allowDefinedTag, out var none),
            Extensible.TryGetValue<int>(nano, 1, DataFormat.Default, allowDefinedTag, out var nothing));
        Assert.False(Extensible.TryGetValue<int>(ours, nano, 1, out nothing, DataFormat.Default, allowDefinedTag));
        Assert.Equal(none, nothing);

        // Appended to the extension data, it is found there, allowed or not.
        Extensible.AppendValue(nano, 1, 9);
        PB.Extensible.AppendValue(twin, 1, 9);
        Assert.Equal(PB.Extensible.TryGetValue<int>(theirs, twin, 1, out var expected, PB.DataFormat.Default,
            allowDefinedTag), Extensible.TryGetValue<int>(ours, nano, 1, out var value, DataFormat.Default,
            allowDefinedTag));
        Assert.Equal(expected, value);
        Assert.True(Extensible.TryGetValue<int>(nano, 1, DataFormat.Default, allowDefinedTag, out value));
        Assert.Equal(9, value);
    }

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void A_missing_tag_is_not_found(string backend)
    {
        var ours = Ours(backend);
        var theirs = Theirs();
        var (nano, twin) = Read(TwoTemperatures);

        Assert.Equal(PB.Extensible.TryGetValue<Temperature>(theirs, twin, 9, out var expected),
            Extensible.TryGetValue<Temperature>(ours, nano, 9, out var value));
        Assert.False(Extensible.TryGetValue<Temperature>(ours, nano, 9, out value));
        Assert.Equal(Of(expected), Of(value));
        Assert.Equal((0, null), Of(value));
        Assert.Null(Extensible.GetValue<Plain>(ours, nano, 9));
        Assert.Null(PB.Extensible.GetValue<Plain>(theirs, twin, 9));
        Assert.Empty(Extensible.GetValues<Temperature>(ours, nano, 9));
        Assert.Equal(0, Extensible.GetValue<int>(ours, nano, 9, DataFormat.FixedSize));
    }

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void A_field_in_an_encoding_protobuf_net_refuses_is_a_ProtoException(string backend)
    {
        var ours = Ours(backend);
        var theirs = Theirs();
        // Field 7 = 5 as a varint, field 2 = 1 as a varint.
        var (nano, twin) = Read(0x38, 0x05, 0x10, 0x01);

        Assert.Throws<PB.ProtoException>(() => PB.Extensible.GetValue<Temperature>(theirs, twin, 7));
        Assert.Throws<ProtoException>(() => Extensible.GetValue<Temperature>(ours, nano, 7));
        Assert.Throws<PB.ProtoException>(() => PB.Extensible.GetValue<string>(theirs, twin, 2));
        Assert.Throws<ProtoException>(() => Extensible.GetValue<string>(ours, nano, 2));
        Assert.Throws<PB.ProtoException>(() => PB.Extensible.GetValue<double>(theirs, twin, 2));
        Assert.Throws<ProtoException>(() => Extensible.GetValue<double>(ours, nano, 2));
    }

    [Fact]
    public void A_number_in_another_numeric_encoding_is_refused_where_protobuf_net_converts_it()
    {
        var ours = Ours("emit");
        var theirs = Theirs();
        // Field 4 = 7 as a fixed32.
        var (nano, twin) = Read(0x25, 0x07, 0x00, 0x00, 0x00);

        Assert.Equal(7, PB.Extensible.GetValue<int>(theirs, twin, 4));
        Assert.Equal(7, Extensible.GetValue<int>(ours, nano, 4, DataFormat.FixedSize));
        var refused = Assert.Throws<NotSupportedException>(() => Extensible.GetValue<int>(ours, nano, 4));
        Assert.Contains("Extensible.GetValue<Int32>", refused.Message);
        Assert.Contains("DataFormat.FixedSize", refused.Message);
    }

    [Fact]
    public void GetValues_reads_at_enumeration_for_a_format_other_than_Default_as_protobuf_net()
    {
        var ours = Ours("emit");
        var theirs = Theirs();
        var (nano, twin) = Read(0x38, 0x05);

        var theirValues = PB.Extensible.GetValues<Temperature>(theirs, twin, 7, PB.DataFormat.Group);
        var values = Extensible.GetValues<Temperature>(ours, nano, 7, DataFormat.Group);
        Assert.Throws<PB.ProtoException>(() => theirValues.ToList());
        Assert.Throws<ProtoException>(() => values.ToList());
        Assert.Throws<PB.ProtoException>(() => PB.Extensible.GetValues<Temperature>(theirs, twin, 7));
        Assert.Throws<ProtoException>(() => Extensible.GetValues<Temperature>(ours, nano, 7));
    }

    [Fact]
    public void A_value_holding_messages_without_being_one_is_refused()
    {
        var ours = Ours("emit");
        var (nano, _) = Read(0x32, 0x03, 0x0A, 0x01, (byte)'a');

        var refused = Assert.Throws<NotSupportedException>(() => Extensible.GetValue<List<SkuOnly>>(ours, nano, 6));
        Assert.Contains("GetValues<SkuOnly>", refused.Message);
        Assert.Throws<NotSupportedException>(() => Extensible.AppendValue(ours, nano, 6, new[] { new SkuOnly() }));
        Assert.Equal("a", Assert.Single(Extensible.GetValues<SkuOnly>(ours, nano, 6)).Sku);
    }

    [Fact]
    public void Bad_arguments_are_refused_as_protobuf_net_refuses_them()
    {
        var ours = Ours("emit");
        var theirs = Theirs();
        var (nano, twin) = Read();
        Assert.Throws<ArgumentOutOfRangeException>(() => PB.Extensible.GetValue<int>(theirs, twin, 0));
        Assert.Throws<ArgumentOutOfRangeException>(() => Extensible.GetValue<int>(ours, nano, 0));
        Assert.Throws<ArgumentNullException>(() => PB.Extensible.GetValues<int>(theirs, null!, 1, PB.DataFormat.Group));
        Assert.Throws<ArgumentNullException>(() => Extensible.GetValues<int>(ours, null!, 1, DataFormat.Group));
        Assert.Throws<ArgumentNullException>(() => PB.Extensible.AppendValue<string>(theirs, twin, 2, null!));
        Assert.Throws<ArgumentNullException>(() => Extensible.AppendValue<string>(ours, nano, 2, null!));
    }
}
