using Nano.Tests.Support;
using Nano.Wire;

namespace Nano.Tests.Serialization;

/// <summary>A tag is at most 5 bytes on every backend and every tag-reading path (conformance BadTag_OverlongVarint).</summary>
public class OverlongTagTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [ProtoContract]
    public sealed class Pair
    {
        [ProtoMember(1)] public int A { get; set; }
        [ProtoMember(2)] public int B { get; set; }
        [ProtoMember(3)] public List<int> Items { get; set; } = [];
        [ProtoMember(4)] public Dictionary<int, int> Map { get; set; } = [];
    }

    [Theory]
    [MemberData(nameof(Backend))]
    public void An_overlong_first_tag_is_rejected(SerializerBackend b) =>
        AssertTooLong(b, "88 80 80 80 80 80 80 80 00 01");

    /// <summary>After field 1 the emitted reader guesses field 2's one-byte tag; an overlong field 2 tag must still fail.</summary>
    [Theory]
    [MemberData(nameof(Backend))]
    public void An_overlong_tag_where_the_next_field_is_guessed_is_rejected(SerializerBackend b) =>
        AssertTooLong(b, "08 01 90 80 80 80 80 00 02");

    /// <summary>After an unpacked repeated element the guess is the same field again.</summary>
    [Theory]
    [MemberData(nameof(Backend))]
    public void An_overlong_tag_after_a_repeated_element_is_rejected(SerializerBackend b) =>
        AssertTooLong(b, "18 01 98 80 80 80 80 00 02");

    [Theory]
    [MemberData(nameof(Backend))]
    public void An_overlong_tag_inside_a_map_entry_is_rejected(SerializerBackend b) =>
        AssertTooLong(b, "22 09 88 80 80 80 80 80 00 01 10");

    [Theory]
    [MemberData(nameof(Backend))]
    public void A_five_byte_tag_is_accepted(SerializerBackend b)
    {
        var value = Backends.Model(b).Deserialize<Pair>(Hex.Bytes("08 01 90 80 80 80 00 02"));
        Assert.Equal(1, value.A);
        Assert.Equal(2, value.B);
    }

    private static void AssertTooLong(SerializerBackend b, string hex)
    {
        var ex = Assert.Throws<ProtoException>(() => Backends.Model(b).Deserialize<Pair>(Hex.Bytes(hex)));
        Assert.StartsWith("Tag varint over 5 bytes", ex.Reason);
    }
}
