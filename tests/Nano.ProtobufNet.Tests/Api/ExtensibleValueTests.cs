extern alias pbnet;

using PbnetApp;
using ProtobufNetApi.Tests.Support;
using ProtoBuf;
using PB = pbnet::ProtoBuf;

namespace ProtobufNetApi.Tests.Api;

/// <summary>
/// <see cref="Extensible.GetValue{TValue}(IExtensible, int)"/>, <c>GetValues</c>, <c>TryGetValue</c> and
/// <c>AppendValue</c> against protobuf-net 3.4.40's own: the same values read from the same bytes, the same bytes
/// written. protobuf-net runs on <see cref="ExtensibleTwin"/>, which derives from its <c>Extensible</c> (it recognises
/// its own by type).
/// </summary>
public class ExtensibleValueTests
{
    // protobuf-net's bytes of a newer contract: field 1 = 3, field 2 = "new", field 3 = 1 and 2 (unpacked), field 4 = 5
    // (-3 in ZigZag), field 5 = 7 (fixed32), field 6 = { Sku = "a" }, and field 2 again, "newer", which a read takes
    // last.
    private static byte[] NewerBytes()
    {
        var bytes = Oracle.ProtobufNetWrite(new ExtensibleV2 { Id = 3, Added = "new", More = [1, 2] });
        return [.. bytes, 0x20, 0x05, 0x2D, 0x07, 0x00, 0x00, 0x00, 0x32, 0x03, 0x0A, 0x01, (byte)'a',
            0x12, 0x05, (byte)'n', (byte)'e', (byte)'w', (byte)'e', (byte)'r'];
    }

    [Fact]
    public void Values_read_from_extension_data_are_protobuf_nets()
    {
        var bytes = NewerBytes();
        var nano = Serializer.Deserialize<ExtensibleV1>(new MemoryStream(bytes));
        var twin = Oracle.ProtobufNetRead<ExtensibleTwin>(bytes);

        Assert.Equal(PB.Extensible.GetValue<string>(twin, 2), Extensible.GetValue<string>(nano, 2));
        Assert.Equal("newer", Extensible.GetValue<string>(nano, 2));
        Assert.Equal(PB.Extensible.GetValues<string>(twin, 2), Extensible.GetValues<string>(nano, 2));
        Assert.Equal(PB.Extensible.GetValues<int>(twin, 3), Extensible.GetValues<int>(nano, 3));
        Assert.Equal([1, 2], Extensible.GetValues<int>(nano, 3));
        Assert.Equal(PB.Extensible.GetValue<int>(twin, 3), Extensible.GetValue<int>(nano, 3));
        Assert.Equal(PB.Extensible.GetValue<int>(twin, 4, PB.DataFormat.ZigZag),
            Extensible.GetValue<int>(nano, 4, DataFormat.ZigZag));
        Assert.Equal(5, Extensible.GetValue<int>(nano, 4, DataFormat.ZigZag));
        Assert.Equal(PB.Extensible.GetValue<int>(twin, 5, PB.DataFormat.FixedSize),
            Extensible.GetValue<int>(nano, 5, DataFormat.FixedSize));
        Assert.Equal(PB.Extensible.GetValue<SkuOnly>(twin, 6).Sku, Extensible.GetValue<SkuOnly>(nano, 6).Sku);
        Assert.Equal("a", Extensible.GetValue<SkuOnly>(nano, 6).Sku);
    }

    [Fact]
    public void An_absent_field_is_the_default_and_not_found()
    {
        var nano = Serializer.Deserialize<ExtensibleV1>(new MemoryStream(NewerBytes()));
        var twin = Oracle.ProtobufNetRead<ExtensibleTwin>(NewerBytes());

        Assert.Equal(PB.Extensible.TryGetValue<int>(twin, 9, out var expected), Extensible.TryGetValue<int>(nano, 9, out var value));
        Assert.Equal(expected, value);
        Assert.False(Extensible.TryGetValue<int>(nano, 9, out _));
        Assert.Equal(0, Extensible.GetValue<int>(nano, 9));
        Assert.Empty(Extensible.GetValues<int>(nano, 9));
        Assert.Null(Extensible.GetValue<string>(new ExtensibleV1(), 2));
        Assert.True(Extensible.TryGetValue<int>(nano, 3, out var last));
        Assert.Equal(2, last);
    }

    [Fact]
    public void Appended_values_write_protobuf_nets_bytes()
    {
        var nano = new ExtensibleV1 { Id = 3 };
        var twin = new ExtensibleTwin { Id = 3 };
        Extensible.AppendValue(nano, 2, "new");
        PB.Extensible.AppendValue(twin, 2, "new");
        foreach (var i in new[] { 1, 2, 0 })
        {
            Extensible.AppendValue(nano, 3, i);
            PB.Extensible.AppendValue(twin, 3, i);
        }
        Extensible.AppendValue(nano, 4, DataFormat.ZigZag, 5);
        PB.Extensible.AppendValue(twin, 4, PB.DataFormat.ZigZag, 5);
        Extensible.AppendValue(nano, 5, DataFormat.FixedSize, 7L);
        PB.Extensible.AppendValue(twin, 5, PB.DataFormat.FixedSize, 7L);
        Extensible.AppendValue(nano, 6, new SkuOnly { Sku = "a" });
        PB.Extensible.AppendValue(twin, 6, new SkuOnly { Sku = "a" });

        var expected = Oracle.ProtobufNetWrite(twin);
        var written = new MemoryStream();
        Serializer.Serialize(written, nano);
        Assert.Equal(expected, written.ToArray());
        // Hand-derived: field 1 = 3, field 2 "new", field 3 = 1, 2, 0 (a zero is written when appended), field 4 = 5 (a
        // plain varint: see the ZigZag test), field 5 fixed64 7, field 6 { field 1 "a" }.
        Assert.Equal(new byte[]
        {
            0x08, 0x03, 0x12, 0x03, (byte)'n', (byte)'e', (byte)'w', 0x18, 0x01, 0x18, 0x02, 0x18, 0x00, 0x20, 0x05,
            0x29, 0x07, 0, 0, 0, 0, 0, 0, 0, 0x32, 0x03, 0x0A, 0x01, (byte)'a',
        }, written.ToArray());
    }

    [Fact]
    public void A_length_delimited_field_read_as_a_number_is_a_packed_run_as_in_protobuf_net()
    {
        // Field 2 is the string "newer"; read as an int it is a packed run of the bytes' varints, and the last wins.
        var nano = Serializer.Deserialize<ExtensibleV1>(new MemoryStream(NewerBytes()));
        var twin = Oracle.ProtobufNetRead<ExtensibleTwin>(NewerBytes());
        Assert.Equal(PB.Extensible.GetValue<int>(twin, 2), Extensible.GetValue<int>(nano, 2));
        Assert.Equal('r', Extensible.GetValue<int>(nano, 2));
    }

    [Fact]
    public void ZigZag_is_ignored_on_extension_values_as_protobuf_net_ignores_it()
    {
        // protobuf-net 3.4.40 writes and reads an extension int as a plain varint whatever the format says; data it
        // stored so must read back the same here.
        var nano = new ExtensibleV1 { Id = 3 };
        var twin = new ExtensibleTwin { Id = 3 };
        Extensible.AppendValue(nano, 4, DataFormat.ZigZag, -3);
        PB.Extensible.AppendValue(twin, 4, PB.DataFormat.ZigZag, -3);
        var written = new MemoryStream();
        Serializer.Serialize(written, nano);
        Assert.Equal(Oracle.ProtobufNetWrite(twin), written.ToArray());
        Assert.Equal(-3, Extensible.GetValue<int>(nano, 4, DataFormat.ZigZag));
    }

    [Fact]
    public void Null_arguments_are_refused()
    {
        Assert.Throws<ArgumentNullException>(() => Extensible.AppendValue<string>(new ExtensibleV1(), 2, null!));
        Assert.Throws<ArgumentNullException>(() => Extensible.GetValue<int>(null!, 2));
        Assert.Throws<ArgumentOutOfRangeException>(() => Extensible.GetValue<int>(new ExtensibleV1(), 0));
    }
}

/// <summary><see cref="ExtensibleV1"/> for protobuf-net itself, deriving from its own <c>Extensible</c>.</summary>
[PB.ProtoContract]
public class ExtensibleTwin : PB.Extensible
{
    [PB.ProtoMember(1)] public int Id { get; set; }
}
