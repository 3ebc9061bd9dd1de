using Nano.Tests.Support;

namespace Nano.Tests.Serialization.Interpreted;

/// <summary>proto2 <c>required</c> fields and repeated occurrences of the message holding them.</summary>
public class RequiredFieldTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [ProtoContract]
    public sealed class Holder
    {
        [ProtoMember(1)] public Pair? Pair { get; set; }
    }

    [ProtoContract]
    public sealed class Pair
    {
        [ProtoMember(1, IsRequired = true)] public int A { get; set; }
        [ProtoMember(2, IsRequired = true)] public string B { get; set; } = "";
    }

    [Theory, MemberData(nameof(Backend))]
    public void MissingRequiredField_IsRejected(SerializerBackend b) =>
        Assert.Throws<global::Nano.Wire.ProtoException>(() => Backends.Model(b).Deserialize<Holder>(Hex.Bytes("0A 02 08 07")));

    /// <summary>
    /// A sub-message that occurs twice is the merge of both occurrences, and protobuf checks required fields on the
    /// merged message (Google.Protobuf checks once, after parsing): Pair { a = 7 } followed by Pair { b = "x" } is a
    /// valid encoding of Pair { a = 7, b = "x" }. Found by cross-check P3 (split sub-messages) on Proto2Message.
    /// </summary>
    [Theory, MemberData(nameof(Backend))]
    public void RequiredFieldsSplitAcrossTwoOccurrences_AreAccepted(SerializerBackend b)
    {
        var holder = Backends.Model(b).Deserialize<Holder>(Hex.Bytes("0A 02 08 07  0A 03 12 01 78"));
        Assert.Equal(7, holder.Pair!.A);
        Assert.Equal("x", holder.Pair.B);
    }

    [ProtoContract]
    public sealed class Many
    {
        [ProtoMember(1)] public List<Pair>? Pairs { get; set; }
        [ProtoMember(2)] public Holder? Holder { get; set; }
        [ProtoMember(3)] public ImmutablePair? Immutable { get; set; }
    }

    [ProtoContract]
    public sealed record ImmutablePair([property: ProtoMember(1, IsRequired = true)] int A, [property: ProtoMember(2, IsRequired = true)] string B);

    [Theory, MemberData(nameof(Backend))]
    public void AnOccurrenceStillIncompleteAtTheEndIsRejected(SerializerBackend b)
    {
        var model = Backends.Model(b);
        // Two occurrences, both with only a: b never arrives.
        var e = Assert.Throws<global::Nano.Wire.ProtoException>(() => model.Deserialize<Holder>(Hex.Bytes("0A 02 08 07  0A 02 08 08")));
        Assert.StartsWith("Required field 'B' (2) of Nano.Tests.Serialization.Interpreted.RequiredFieldTests+Pair is missing", e.Message);
        Assert.Equal(typeof(Pair), e.MessageType);
    }

    [Theory, MemberData(nameof(Backend))]
    public void RepeatedElementsAreSeparateMessages(SerializerBackend b)
    {
        var model = Backends.Model(b);
        // Pairs = [{ a = 7 }, { b = "x" }]: two elements, each incomplete; they are not merged.
        Assert.Throws<global::Nano.Wire.ProtoException>(() => model.Deserialize<Many>(Hex.Bytes("0A 02 08 07  0A 03 12 01 78")));
        var ok = model.Deserialize<Many>(Hex.Bytes("0A 05 08 07 12 01 78"));
        Assert.Equal("x", ok.Pairs![0].B);
    }

    [Theory, MemberData(nameof(Backend))]
    public void SplitsAreMergedAtAnyDepthAndForImmutableTypes(SerializerBackend b)
    {
        var model = Backends.Model(b);
        // Many.Holder { Pair { a = 7 } }, then Many.Holder { Pair { b = "x" } }.
        var nested = model.Deserialize<Many>(Hex.Bytes("12 04 0A 02 08 07  12 05 0A 03 12 01 78"));
        Assert.Equal((7, "x"), (nested.Holder!.Pair!.A, nested.Holder.Pair.B));
        // Many.Immutable { a = 7 }, then Many.Immutable { b = "x" }: a new record built from both.
        var immutable = model.Deserialize<Many>(Hex.Bytes("1A 02 08 07  1A 03 12 01 78"));
        Assert.Equal(new ImmutablePair(7, "x"), immutable.Immutable);
        Assert.Throws<global::Nano.Wire.ProtoException>(() => model.Deserialize<Many>(Hex.Bytes("1A 02 08 07  1A 02 08 09")));
        // The same bytes through a multi-segment sequence.
        Assert.Equal(7, model.Deserialize<Many>(Segments.Split(Hex.Bytes("12 04 0A 02 08 07  12 05 0A 03 12 01 78"), 3)).Holder!.Pair!.A);
    }

    [Theory, MemberData(nameof(Backend))]
    public void MergingIntoASuppliedObjectStillSkipsTheCheck(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var existing = new Pair { A = 1, B = "y" };
        var merged = model.Merge<Pair>(Hex.Bytes("08 05"), existing);
        Assert.Same(existing, merged);
        Assert.Equal((5, "y"), (merged.A, merged.B));
    }
}
