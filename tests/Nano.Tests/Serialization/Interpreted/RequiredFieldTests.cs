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
    /// merged message (Google.Protobuf checks once, after parsing). Nano checks each first occurrence on its own, so
    /// Pair { a = 7 } followed by Pair { b = "x" } (a valid encoding of Pair { a = 7, b = "x" }) is rejected.
    /// Found by cross-check P3 (split sub-messages) on nano.crosscheck.proto2.Proto2Message.
    /// </summary>
    [Theory(Skip = "Nano bug, not fixed: required fields are checked per occurrence of a sub-message (MessagePlan.Finish, existing is null) instead of on the merged message; a fix needs per-instance has-bits kept across occurrences until the end of the read, a design change."), MemberData(nameof(Backend))]
    public void RequiredFieldsSplitAcrossTwoOccurrences_AreAccepted(SerializerBackend b)
    {
        var holder = Backends.Model(b).Deserialize<Holder>(Hex.Bytes("0A 02 08 07  0A 03 12 01 78"));
        Assert.Equal(7, holder.Pair!.A);
        Assert.Equal("x", holder.Pair.B);
    }
}
