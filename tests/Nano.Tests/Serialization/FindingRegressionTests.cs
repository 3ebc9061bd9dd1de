using System.ComponentModel;
using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>Regressions for findings of the cross-check properties and the fuzz campaign (emit backend, 2026-11-22).</summary>
public class FindingRegressionTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [ProtoContract]
    public sealed class LeafChoice
    {
        [ProtoMember(1)] public int Id { get; set; }
        [ProtoMember(2)] public string? Text { get; set; }
    }

    [ProtoContract]
    public sealed class Choice
    {
        [ProtoMember(4, OneOf = "value")] public LeafChoice? Message { get; set; }
        [ProtoMember(7, OneOf = "value")] public int? Number { get; set; }
    }

    [ProtoContract]
    public sealed class StringDefault
    {
        [ProtoMember(1), DefaultValue("none")] public string? Label { get; set; } = "none";
        [ProtoMember(2)] public int Other { get; set; }
    }

    /// <summary>An inlined leaf message member of a oneof must clear the other members when read (P3 on OneofMessage).</summary>
    [Theory, MemberData(nameof(Backend))]
    public void LeafMessageInAOneOfClearsTheOtherMembers(SerializerBackend b)
    {
        // message { id = 1 }, then number = 5, then message { text = "x" }: only the last message remains, not merged.
        var value = Backends.Model(b).Deserialize<Choice>(Hex.Bytes("22 02 08 01  38 05  22 03 12 01 78"));
        Assert.Null(value.Number);
        Assert.Equal(0, value.Message!.Id);
        Assert.Equal("x", value.Message.Text);
    }

    /// <summary>A string equal to its proto2 default is not written (fuzz: backends disagreed on WithDefaults).</summary>
    [Theory, MemberData(nameof(Backend))]
    public void AStringEqualToItsDefaultIsNotWritten(SerializerBackend b)
    {
        var model = Backends.Model(b);
        Assert.Equal("10 01", Hex.Of(model.SerializeToArray(new StringDefault { Other = 1 })).Insert(2, " "));
        Assert.Equal("0A 00", Hex.Of(model.SerializeToArray(new StringDefault { Label = "" })).Insert(2, " "));
    }
}
