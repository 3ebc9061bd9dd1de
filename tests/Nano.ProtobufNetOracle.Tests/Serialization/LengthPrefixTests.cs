using Nano.ProtobufNetOracle.Tests.Support;
using Nano.Wire;
using ProtobufNetSamples;

namespace Nano.ProtobufNetOracle.Tests.Serialization;

/// <summary>Length-prefixed streams in each <see cref="PrefixStyle"/>, against protobuf-net's, in both directions.</summary>
public class LengthPrefixTests
{
    private static readonly Inner[] Items = [new() { A = 1, B = "one" }, new(), new() { A = 300 }];

    public static TheoryData<string, int, int> Styles
    {
        get
        {
            var data = new TheoryData<string, int, int>();
            foreach (var backend in new[] { "emit", "interpreted" })
            {
                data.Add(backend, (int)PrefixStyle.Base128, 0);
                data.Add(backend, (int)PrefixStyle.Base128, 1);
                data.Add(backend, (int)PrefixStyle.Base128, 1000);
                data.Add(backend, (int)PrefixStyle.Fixed32, 0);
                data.Add(backend, (int)PrefixStyle.Fixed32BigEndian, 0);
            }
            return data;
        }
    }

    private static byte[] ProtobufNetStream(int style, int field)
    {
        var stream = new MemoryStream();
        foreach (var item in Items)
            ProtoBuf.Serializer.SerializeWithLengthPrefix(stream, item, (ProtoBuf.PrefixStyle)style, field);
        return stream.ToArray();
    }

    [Theory]
    [MemberData(nameof(Styles))]
    public void Writes_protobuf_nets_stream(string backend, int style, int field)
    {
        var model = Libraries.Nano(backend);
        var stream = new MemoryStream();
        foreach (var item in Items)
            model.SerializeWithLengthPrefix(stream, item, (PrefixStyle)style, field);
        Assert.Equal(Convert.ToHexString(ProtobufNetStream(style, field)), Convert.ToHexString(stream.ToArray()));
    }

    [Theory]
    [MemberData(nameof(Styles))]
    public void Reads_protobuf_nets_stream(string backend, int style, int field)
    {
        var read = Libraries.Nano(backend).DeserializeItems<Inner>(new MemoryStream(ProtobufNetStream(style, field)), (PrefixStyle)style, field).ToList();
        Equivalence.AssertEquivalent(Items, read);
    }

    [Theory]
    [MemberData(nameof(Styles))]
    public void Protobuf_net_reads_Nanos_stream(string backend, int style, int field)
    {
        var model = Libraries.Nano(backend);
        var stream = new MemoryStream();
        foreach (var item in Items)
            model.SerializeWithLengthPrefix(stream, item, (PrefixStyle)style, field);
        stream.Position = 0;
        Equivalence.AssertEquivalent(Items, ProtoBuf.Serializer.DeserializeItems<Inner>(stream, (ProtoBuf.PrefixStyle)style, field).ToList());
    }

    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void Items_under_another_field_number_are_skipped_as_protobuf_net_skips_them(string backend)
    {
        var stream = new MemoryStream();
        ProtoBuf.Serializer.SerializeWithLengthPrefix(stream, Items[0], ProtoBuf.PrefixStyle.Base128, 1);
        ProtoBuf.Serializer.SerializeWithLengthPrefix(stream, Items[1], ProtoBuf.PrefixStyle.Base128, 2);
        ProtoBuf.Serializer.SerializeWithLengthPrefix(stream, Items[2], ProtoBuf.PrefixStyle.Base128, 1);
        var bytes = stream.ToArray();
        var expected = ProtoBuf.Serializer.DeserializeItems<Inner>(new MemoryStream(bytes), ProtoBuf.PrefixStyle.Base128, 1).ToList();
        var read = Libraries.Nano(backend).DeserializeItems<Inner>(new MemoryStream(bytes), PrefixStyle.Base128, 1).ToList();
        Assert.Equal(2, read.Count);
        Equivalence.AssertEquivalent(expected, read);
    }

    [Theory]
    [InlineData("0A05", "Truncated message")]        // field 1, 5 bytes claimed, none there
    [InlineData("08", "not a length-delimited")]     // field 1 as a varint
    [InlineData("0A", "ends after its field header")]
    public void A_malformed_stream_is_a_ProtoException(string hex, string reason)
    {
        var error = Assert.Throws<ProtoException>(() => Libraries.Nano("interpreted").DeserializeItems<Inner>(new MemoryStream(Convert.FromHexString(hex)), PrefixStyle.Base128, 1).ToList());
        Assert.Contains(reason, error.Message);
    }
}
