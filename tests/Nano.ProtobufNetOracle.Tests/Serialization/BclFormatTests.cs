using Nano.ProtobufNetOracle.Tests.Support;
using Nano.Wire;
using ProtobufNetSamples;

namespace Nano.ProtobufNetOracle.Tests.Serialization;

/// <summary>
/// protobuf-net's DateTime, TimeSpan, decimal and Guid formats: the values that used to be misread silently now read
/// right, and what Nano cannot represent is a <see cref="ProtoException"/> (protobuf-net, reading the same bytes, fails too).
/// </summary>
public class BclFormatTests
{
    public static TheoryData<string> Backends => new("emit", "interpreted");

    private static Bcl ReadBcl(string backend, string hex) =>
        (Bcl)Libraries.NanoRead(Libraries.Nano(backend), typeof(Bcl), Convert.FromHexString(hex));

    [Theory]
    [MemberData(nameof(Backends))]
    public void Reads_protobuf_nets_2008_DateTime_and_one_minute_TimeSpan(string backend)
    {
        var written = Libraries.ProtobufNetWrite(new Bcl { When = new DateTime(2008, 1, 1), Span = TimeSpan.FromMinutes(1) });
        var read = (Bcl)Libraries.NanoRead(Libraries.Nano(backend), typeof(Bcl), written);
        Assert.Equal(new DateTime(2008, 1, 1), read.When);
        Assert.Equal(DateTimeKind.Unspecified, read.When.Kind);
        Assert.Equal(TimeSpan.FromMinutes(1), read.Span);
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void Protobuf_net_reads_Nanos_decimal(string backend)
    {
        var bytes = Libraries.NanoWrite(Libraries.Nano(backend), new Bcl { Money = 1.5m });
        Assert.Equal(1.5m, ((Bcl)Libraries.ProtobufNetRead(typeof(Bcl), bytes)).Money);
    }

    [Theory]
    [InlineData("emit", "0A0608EED8011801", DateTimeKind.Utc)]
    [InlineData("emit", "0A0608EED8011802", DateTimeKind.Local)]
    [InlineData("interpreted", "0A0608EED8011801", DateTimeKind.Utc)]
    [InlineData("interpreted", "0A0608EED8011802", DateTimeKind.Local)]
    public void Keeps_the_DateTimeKind_a_bcl_DateTime_carries(string backend, string hex, DateTimeKind kind)
    {
        var read = ReadBcl(backend, hex);
        Assert.Equal(kind, read.When.Kind);
        Assert.Equal(new DateTime(2008, 1, 1).Ticks, read.When.Ticks);
        Assert.Equal(kind, ((Bcl)Libraries.ProtobufNetRead(typeof(Bcl), Convert.FromHexString(hex))).When.Kind);
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void A_Level240_Timestamp_reads_as_UTC(string backend)
    {
        var bytes = Libraries.ProtobufNetWrite(new Level240 { When = new DateTime(2008, 1, 1, 0, 0, 0, DateTimeKind.Utc) });
        var read = (Level240)Libraries.NanoRead(Libraries.Nano(backend), typeof(Level240), bytes);
        Assert.Equal(new DateTime(2008, 1, 1, 0, 0, 0, DateTimeKind.Utc), read.When);
        Assert.Equal(DateTimeKind.Utc, read.When.Kind);
    }

    public static TheoryData<string, string, string> Invalid
    {
        get
        {
            var data = new TheoryData<string, string, string>();
            foreach (var backend in new[] { "emit", "interpreted" })
            {
                data.Add(backend, "0A0408011006", "unknown scale 6");                               // bcl.DateTime scale 6
                data.Add(backend, "0A040805100F", "MINMAX");                                         // value 5 at scale MINMAX
                data.Add(backend, "0A0B08FEFFFFFFFFFFFFFFFF01", "outside the range of DateTime");   // days beyond any DateTime
                data.Add(backend, "120408011006", "unknown scale 6");                               // bcl.TimeSpan scale 6
                data.Add(backend, "1A0408011840", "scale 32");                                      // bcl.Decimal scale 32
                data.Add(backend, "1A080801108080808010", "hi 4294967296");                          // hi above 32 bits
                data.Add(backend, "0A0608EED8011803", "kind 3");                                    // kind 3
            }
            return data;
        }
    }

    [Theory]
    [MemberData(nameof(Invalid))]
    public void Unrepresentable_values_are_a_ProtoException(string backend, string hex, string reason)
    {
        var error = Assert.Throws<ProtoException>(() => ReadBcl(backend, hex));
        Assert.Contains(reason, error.Message);
    }

    [Theory]
    [InlineData("0A0408011006")]
    [InlineData("1A0408011840")]
    public void Protobuf_net_refuses_them_too(string hex) =>
        Assert.ThrowsAny<Exception>(() => Libraries.ProtobufNetRead(typeof(Bcl), Convert.FromHexString(hex)));

    [Theory]
    [MemberData(nameof(Backends))]
    public void Both_backends_give_the_same_error_text(string backend)
    {
        var other = backend == "emit" ? "interpreted" : "emit";
        foreach (var row in Invalid)
        {
            var hex = (string)row[1];
            var mine = Assert.Throws<ProtoException>(() => ReadBcl(backend, hex));
            var theirs = Assert.Throws<ProtoException>(() => ReadBcl(other, hex));
            Assert.Equal(theirs.Message, mine.Message);
        }
    }

    [Theory]
    [InlineData("emit", "2210")]
    [InlineData("interpreted", "2210")]
    public void A_Level300_Guid_also_reads_from_16_raw_bytes_as_protobuf_net_does(string backend, string prefix)
    {
        var guid = new Guid("00112233-4455-6677-8899-aabbccddeeff");
        var bytes = Convert.FromHexString(prefix + Convert.ToHexString(guid.ToByteArray()));
        Assert.Equal(((Level300)Libraries.ProtobufNetRead(typeof(Level300), bytes)).Id, ((Level300)Libraries.NanoRead(Libraries.Nano(backend), typeof(Level300), bytes)).Id);
        Assert.Equal(new Guid("33221100-5544-7766-8899-aabbccddeeff"), ((Level300)Libraries.NanoRead(Libraries.Nano(backend), typeof(Level300), bytes)).Id);
    }

    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void A_Level300_Guid_of_another_length_is_a_ProtoException(string backend)
    {
        var error = Assert.Throws<ProtoException>(() => Libraries.NanoRead(Libraries.Nano(backend), typeof(Level300), Convert.FromHexString("2203616263")));
        Assert.Contains("not 3", error.Message);
    }
}
