using System.Text;
using Nano.Tests.Support;
using Nano.Wire;

namespace Nano.Tests.Serialization;

/// <summary><c>decimal</c> travels as invariant text; reading it is strict, and the text's scale is kept.</summary>
public class DecimalTextTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [ProtoContract]
    public sealed class Price
    {
        [ProtoMember(1)] public decimal Amount { get; set; }
        [ProtoMember(2)] public decimal? Optional { get; set; }
    }

    private static byte[] Text(int field, string text)
    {
        var utf8 = Encoding.UTF8.GetBytes(text);
        return [(byte)(field << 3 | 2), (byte)utf8.Length, .. utf8];
    }

    public static IEnumerable<object[]> Malformed() =>
        from b in Backends.List
        from text in new[] { "1,5", " 1", "1 ", "1,000.5", "(1)", "1.5.2", "", "٣", "1e99999", "$1", "∞", "NaN" }
        select new object[] { b, text };

    [Theory, MemberData(nameof(Malformed))]
    public void MalformedTextIsAProtoException(SerializerBackend b, string text)
    {
        var model = Backends.Model(b);
        var e = Assert.Throws<ProtoException>(() => model.Deserialize<Price>(Text(1, text)));
        Assert.Contains("is not a decimal number", e.Message);
    }

    [Theory, MemberData(nameof(Backend))]
    public void WellFormedTextReads(SerializerBackend b)
    {
        var model = Backends.Model(b);
        Assert.Equal(-12.5m, model.Deserialize<Price>(Text(1, "-12.50")).Amount);
        Assert.Equal(1.5m, model.Deserialize<Price>(Text(1, "+1.5")).Amount);
        Assert.Equal(1500m, model.Deserialize<Price>(Text(1, "1.5e3")).Amount);
        Assert.Equal(0.5m, model.Deserialize<Price>(Text(1, ".5")).Amount);
    }

    [Theory, MemberData(nameof(Backend))]
    public void TheScaleIsKept(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var copy = model.DeepClone(new Price { Amount = 1.50m, Optional = 0.00m });
        Assert.Equal("1.50", copy.Amount.ToString(System.Globalization.CultureInfo.InvariantCulture));
        Assert.Equal("0.00", copy.Optional!.Value.ToString(System.Globalization.CultureInfo.InvariantCulture));
        Assert.Equal("0.000", model.Deserialize<Price>(Text(1, "0.000")).Amount.ToString(System.Globalization.CultureInfo.InvariantCulture));
    }

    /// <summary>The documented loss (README): under implicit presence a zero is not written, whatever its scale.</summary>
    [Theory, MemberData(nameof(Backend))]
    public void AnImplicitPresenceZeroLosesItsScale(SerializerBackend b)
    {
        var model = Backends.Model(b);
        Assert.Empty(model.SerializeToArray(new Price { Amount = 0.00m }));
        Assert.Equal("0", model.DeepClone(new Price { Amount = 0.00m }).Amount.ToString(System.Globalization.CultureInfo.InvariantCulture));
    }
}
