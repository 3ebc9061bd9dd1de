extern alias pbnet;

using ProtobufNetApi.Tests.Support;
using PbnetApp;
using ProtoBuf;
using PB = pbnet::ProtoBuf;

namespace ProtobufNetApi.Tests.Api;

/// <summary>Length-prefixed streams in every <see cref="PrefixStyle"/>, with and without field numbers, against protobuf-net.</summary>
public class LengthPrefixTests
{
    public static TheoryData<PrefixStyle, int> Styles => new()
    {
        { PrefixStyle.Base128, 0 }, { PrefixStyle.Base128, 1 }, { PrefixStyle.Base128, 7 },
        { PrefixStyle.Fixed32, 0 }, { PrefixStyle.Fixed32BigEndian, 0 },
    };

    private static readonly Line[] Items = [new() { Sku = "a", Quantity = 1 }, new(), new() { Sku = "c", Delta = -9 }];

    private static byte[] ProtobufNetStream(PrefixStyle style, int field)
    {
        var stream = new MemoryStream();
        foreach (var item in Items)
            PB.Serializer.SerializeWithLengthPrefix(stream, item, (PB.PrefixStyle)(int)style, field);
        return stream.ToArray();
    }

    [Theory]
    [MemberData(nameof(Styles))]
    public void SerializeWithLengthPrefix_writes_protobuf_nets_stream(PrefixStyle style, int field)
    {
        var stream = new MemoryStream();
        foreach (var item in Items)
        {
            if (field == 0)
                Serializer.SerializeWithLengthPrefix(stream, item, style);
            else
                Serializer.SerializeWithLengthPrefix(stream, item, style, field);
        }
        Assert.Equal(ProtobufNetStream(style, field), stream.ToArray());

        var nonGeneric = new MemoryStream();
        foreach (var item in Items)
            Serializer.NonGeneric.SerializeWithLengthPrefix(nonGeneric, item, style, field);
        Assert.Equal(ProtobufNetStream(style, field), nonGeneric.ToArray());
    }

    [Theory]
    [MemberData(nameof(Styles))]
    public void DeserializeWithLengthPrefix_reads_protobuf_nets_stream_one_item_at_a_time(PrefixStyle style, int field)
    {
        var stream = new MemoryStream(ProtobufNetStream(style, field));
        foreach (var expected in Items)
        {
            var item = Serializer.DeserializeWithLengthPrefix<Line>(stream, style, field);
            Assert.Equal(Oracle.ProtobufNetWrite(expected), Oracle.ProtobufNetWrite(item));
        }
        Assert.Null(Serializer.DeserializeWithLengthPrefix<Line>(stream, style, field)); // the end, as protobuf-net
        Assert.Null(PB.Serializer.DeserializeWithLengthPrefix<Line>(stream, (PB.PrefixStyle)(int)style, field));
    }

    [Theory]
    [MemberData(nameof(Styles))]
    public void DeserializeItems_reads_protobuf_nets_stream(PrefixStyle style, int field)
    {
        var read = Serializer.DeserializeItems<Line>(new MemoryStream(ProtobufNetStream(style, field)), style, field).ToList();
        Assert.Equal(Items.Select(Oracle.ProtobufNetWrite), read.Select(Oracle.ProtobufNetWrite));
    }

    [Fact]
    public void Items_under_another_field_number_are_skipped_as_protobuf_net_skips_them()
    {
        var stream = new MemoryStream();
        PB.Serializer.SerializeWithLengthPrefix(stream, new Line { Sku = "other" }, PB.PrefixStyle.Base128, 2);
        PB.Serializer.SerializeWithLengthPrefix(stream, new Line { Sku = "mine" }, PB.PrefixStyle.Base128, 1);
        var bytes = stream.ToArray();
        Assert.Equal("mine", PB.Serializer.DeserializeWithLengthPrefix<Line>(new MemoryStream(bytes), PB.PrefixStyle.Base128, 1).Sku);
        Assert.Equal("mine", Serializer.DeserializeWithLengthPrefix<Line>(new MemoryStream(bytes), PrefixStyle.Base128, 1).Sku);
    }

    [Fact]
    public void MergeWithLengthPrefix_merges_one_item_into_the_instance()
    {
        var bytes = ProtobufNetStream(PrefixStyle.Base128, 0);
        var expected = PB.Serializer.MergeWithLengthPrefix(new MemoryStream(bytes), new Line { Quantity = 7, Delta = 3 }, PB.PrefixStyle.Base128);
        var merged = Serializer.MergeWithLengthPrefix(new MemoryStream(bytes), new Line { Quantity = 7, Delta = 3 }, PrefixStyle.Base128);
        Assert.Equal(Oracle.ProtobufNetWrite(expected), Oracle.ProtobufNetWrite(merged));
    }

    [Fact]
    public void TryDeserializeWithLengthPrefix_reads_the_type_the_resolver_names()
    {
        var stream = new MemoryStream();
        PB.Serializer.NonGeneric.SerializeWithLengthPrefix(stream, new Line { Sku = "l" }, PB.PrefixStyle.Base128, 1);
        PB.Serializer.NonGeneric.SerializeWithLengthPrefix(stream, new SkuOnly { Sku = "s" }, PB.PrefixStyle.Base128, 2);
        stream.Position = 0;
        Type? Resolve(int field) => field switch { 1 => typeof(Line), 2 => typeof(SkuOnly), _ => null };

        Assert.True(Serializer.NonGeneric.TryDeserializeWithLengthPrefix(stream, PrefixStyle.Base128, Resolve, out var first));
        Assert.Equal("l", Assert.IsType<Line>(first).Sku);
        Assert.True(Serializer.NonGeneric.TryDeserializeWithLengthPrefix(stream, PrefixStyle.Base128, Resolve, out var second));
        Assert.Equal("s", Assert.IsType<SkuOnly>(second).Sku);
        Assert.False(Serializer.NonGeneric.TryDeserializeWithLengthPrefix(stream, PrefixStyle.Base128, Resolve, out var none));
        Assert.Null(none);
    }

    [Theory]
    [InlineData(PrefixStyle.Base128)]
    [InlineData(PrefixStyle.Fixed32)]
    [InlineData(PrefixStyle.Fixed32BigEndian)]
    public void TryReadLengthPrefix_reads_what_protobuf_net_reads(PrefixStyle style)
    {
        var bytes = ProtobufNetStream(style, 0);
        Assert.True(PB.Serializer.TryReadLengthPrefix(new MemoryStream(bytes), (PB.PrefixStyle)(int)style, out var expected));
        Assert.True(Serializer.TryReadLengthPrefix(new MemoryStream(bytes), style, out var length));
        Assert.Equal(expected, length);
        Assert.True(Serializer.TryReadLengthPrefix(bytes, 0, bytes.Length, style, out var fromArray));
        Assert.Equal(expected, fromArray);
        Assert.False(Serializer.TryReadLengthPrefix(new MemoryStream(), style, out _));
        Assert.False(PB.Serializer.TryReadLengthPrefix(new MemoryStream(), (PB.PrefixStyle)(int)style, out _));
    }
}
