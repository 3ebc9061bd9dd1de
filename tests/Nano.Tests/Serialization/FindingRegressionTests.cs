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

    [ProtoContract]
    public sealed class Gathered
    {
        [ProtoMember(3, IsPacked = true)] public double[]? Doubles { get; set; }
        [ProtoMember(4)] public System.Collections.Immutable.ImmutableArray<int> Ints { get; set; }
    }

    /// <summary>A repeated field sent with a wire type it does not take is an unknown field: emit created the array
    /// (or immutable array) before checking, so the member became empty instead of staying absent (the protobuf-net
    /// differential, 2026-11-25: input 1D 19 53 77 87 re-written as 1A 00 by emit, as nothing when interpreted).</summary>
    [Theory, MemberData(nameof(Backend))]
    public void ARepeatedFieldOfAnotherWireTypeLeavesAGatheredMemberAbsent(SerializerBackend b)
    {
        var value = Backends.Model(b).Deserialize<Gathered>(Hex.Bytes("1D 19 53 77 87  21 01 00 00 00 00 00 00 00  25 01 00 00 00"));
        Assert.Null(value.Doubles);
        Assert.True(value.Ints.IsDefault);
        Assert.Empty(Backends.Model(b).SerializeToArray(value));
        var read = Backends.Model(b).Deserialize<Gathered>(Hex.Bytes("19 00 00 00 00 00 00 F0 3F  1D 19 53 77 87  20 05"));
        Assert.Equal([1.0], read.Doubles!);
        Assert.Equal(new[] { 5 }, read.Ints.ToArray());
    }
}
