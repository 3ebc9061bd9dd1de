extern alias pbnet;

using PbnetApp;
using ProtobufNetApi.Tests.Support;
using ProtoBuf;
using static ProtobufNetApi.Tests.Support.ExtensionModels;
using PB = pbnet::ProtoBuf;

namespace ProtobufNetApi.Tests.Api;

/// <summary>
/// <c>Extensible</c>'s non-generic <c>TryGetValue</c>, <c>GetValues</c> and <c>AppendValue</c> (a type known at run
/// time) against protobuf-net 3.4.40 given the same model (<see cref="ExtensionModels"/>).
/// </summary>
public class ExtensibleNonGenericTests
{
    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void Values_are_appended_as_their_run_time_type(string backend)
    {
        var ours = Ours(backend);
        var theirs = Theirs();
        var (nano, twin) = Read();
        foreach (var (tag, format, theirFormat, value) in new (int, DataFormat, PB.DataFormat, object)[]
        {
            (7, DataFormat.Default, PB.DataFormat.Default, new Temperature(-1, "F")),
            (8, DataFormat.Group, PB.DataFormat.Group, new Plain { Text = "g", Number = 6 }),
            (4, DataFormat.FixedSize, PB.DataFormat.FixedSize, 5),
            (2, DataFormat.Default, PB.DataFormat.Default, "hi"),
            (5, DataFormat.Default, PB.DataFormat.Default, Status.Cancelled),
        })
        {
            Extensible.AppendValue(ours, nano, tag, format, value);
            PB.Extensible.AppendValue(theirs, twin, tag, theirFormat, value);
        }

        Assert.Equal(Oracle.ProtobufNetWrite(twin), Write(nano));
        // Field 7 { Celsius (3) = -1 as ten bytes, Scale (4) = "F" }, field 8 as a group { Text (1) = "g",
        // Number (2) = 6 }, field 4 fixed32 5, field 2 "hi", field 5 = -1 as ten bytes.
        Assert.Equal(new byte[]
        {
            0x08, 0x03, 0x3A, 0x0E, 0x18, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x22, 0x01,
            (byte)'F', 0x43, 0x0A, 0x01, (byte)'g', 0x10, 0x06, 0x44, 0x25, 0x05, 0x00, 0x00, 0x00, 0x12, 0x02,
            (byte)'h', (byte)'i', 0x28, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01,
        }, Write(nano));
    }

    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void Values_are_read_as_the_given_type(string backend)
    {
        var ours = Ours(backend);
        var theirs = Theirs();
        // Field 7 twice ({ 21, "C" }, then { 22 }), field 4 = 1, 2 and a packed run of 3, 4.
        var (nano, twin) = Read(0x3A, 0x05, 0x18, 0x15, 0x22, 0x01, (byte)'C', 0x3A, 0x02, 0x18, 0x16, 0x20, 0x01,
            0x20, 0x02, 0x22, 0x02, 0x03, 0x04);

        Assert.True(PB.Extensible.TryGetValue(theirs, typeof(Temperature), twin, 7, PB.DataFormat.Default, false,
            out var expected));
        Assert.True(Extensible.TryGetValue(ours, typeof(Temperature), nano, 7, DataFormat.Default, false,
            out var value));
        Assert.Equal(Of((Temperature)expected), Of((Temperature)value));
        Assert.Equal((22, "C"), Of((Temperature)value));
        Assert.Equal(PB.Extensible.GetValues(theirs, typeof(Temperature), twin, 7).Cast<Temperature>().Select(Of),
            Extensible.GetValues(ours, typeof(Temperature), nano, 7).Cast<Temperature>().Select(Of));
        Assert.Equal(PB.Extensible.GetValues(theirs, typeof(int), twin, 4).Cast<object>(),
            Extensible.GetValues(ours, typeof(int), nano, 4).Cast<object>());
        Assert.Equal([1, 2, 3, 4], Extensible.GetValues(ours, typeof(int), nano, 4).Cast<object>());
        Assert.True(Extensible.TryGetValue(ours, typeof(int), nano, 4, DataFormat.Default, true, out value));
        Assert.Equal(4, value);
    }

    [Fact]
    public void A_missing_tag_is_not_found_and_null()
    {
        var ours = Ours("emit");
        var theirs = Theirs();
        var (nano, twin) = Read(0x20, 0x01);

        Assert.Equal(PB.Extensible.TryGetValue(theirs, typeof(Temperature), twin, 9, PB.DataFormat.Default, false,
            out var expected), Extensible.TryGetValue(ours, typeof(Temperature), nano, 9, DataFormat.Default, false,
            out var value));
        Assert.False(Extensible.TryGetValue(ours, typeof(int), nano, 9, DataFormat.Default, false, out value));
        Assert.Null(expected);
        Assert.Null(value);
        Assert.Empty(Extensible.GetValues(ours, typeof(int), nano, 9).Cast<object>());
    }

    [Fact]
    public void A_collection_is_refused_as_protobuf_net_refuses_it()
    {
        var ours = Ours("emit");
        var theirs = Theirs();
        var (nano, twin) = Read();
        Assert.Throws<NotSupportedException>(() =>
            PB.Extensible.AppendValue(theirs, twin, 2, PB.DataFormat.Default, new List<int> { 1, 2 }));
        var refused = Assert.Throws<NotSupportedException>(() =>
            Extensible.AppendValue(ours, nano, 2, DataFormat.Default, new List<int> { 1, 2 }));
        Assert.Contains("append each element", refused.Message);
        Assert.Equal(new byte[] { 0x08, 0x03 }, Write(nano));
    }

    [Fact]
    public void GetValues_checks_its_arguments_at_the_call_and_reads_at_enumeration()
    {
        var ours = Ours("emit");
        var theirs = Theirs();
        // Field 7 = 5 as a varint, where a Temperature is a message.
        var (nano, twin) = Read(0x38, 0x05);

        var theirValues = PB.Extensible.GetValues(theirs, typeof(Temperature), twin, 7);
        var values = Extensible.GetValues(ours, typeof(Temperature), nano, 7);
        Assert.Throws<PB.ProtoException>(() => theirValues.Cast<object>().ToList());
        Assert.Throws<ProtoException>(() => values.Cast<object>().ToList());
        Assert.Throws<ArgumentNullException>(() => PB.Extensible.GetValues(theirs, typeof(int), null!, 7));
        Assert.Throws<ArgumentNullException>(() => Extensible.GetValues(ours, typeof(int), null!, 7));
        Assert.Throws<ArgumentOutOfRangeException>(() => PB.Extensible.GetValues(theirs, typeof(int), twin, 0));
        Assert.Throws<ArgumentOutOfRangeException>(() => Extensible.GetValues(ours, typeof(int), nano, 0));
    }

    [Fact]
    public void Null_arguments_are_refused()
    {
        var ours = Ours("emit");
        var theirs = Theirs();
        // protobuf-net checks the type only when there is extension data to read.
        var (nano, twin) = Read(0x20, 0x01);
        Assert.Throws<ArgumentNullException>(() =>
            PB.Extensible.TryGetValue(theirs, null!, twin, 1, PB.DataFormat.Default, false, out _));
        Assert.Throws<ArgumentNullException>(() =>
            Extensible.TryGetValue(ours, null!, nano, 1, DataFormat.Default, false, out _));
        Assert.Throws<ArgumentNullException>(() =>
            PB.Extensible.AppendValue(theirs, twin, 1, PB.DataFormat.Default, null!));
        Assert.Throws<ArgumentNullException>(() => Extensible.AppendValue(ours, nano, 1, DataFormat.Default, null!));
    }
}
