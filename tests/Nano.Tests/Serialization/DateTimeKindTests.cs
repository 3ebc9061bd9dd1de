using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>Every DateTime Nano reads, DateTime.MinValue and absent members included, has Kind = Utc, as the README promises.</summary>
public class DateTimeKindTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [ProtoContract]
    public sealed class Leaf
    {
        [ProtoMember(1)] public DateTime At { get; set; }
        [ProtoMember(2)] public int Id { get; set; }
    }

    [ProtoContract]
    public sealed class Times
    {
        [ProtoMember(1)] public DateTime At { get; set; }
        [ProtoMember(2)] public DateTime? Maybe { get; set; }
        [ProtoMember(3)] public Dictionary<int, DateTime> Map { get; set; } = [];
        [ProtoMember(4)] public List<DateTime> List { get; set; } = [];
        [ProtoMember(5)] public Leaf? Single { get; set; }
        [ProtoMember(6)] public List<Leaf> Leaves { get; set; } = [];
    }

    [ProtoContract]
    public sealed record TimesRecord([property: ProtoMember(1)] DateTime At, [property: ProtoMember(2)] int Id);

    [Theory, MemberData(nameof(Backend))]
    public void MinValue_and_absent_members_read_back_as_utc(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var value = new Times
        {
            At = DateTime.MinValue,
            Maybe = DateTime.MinValue,
            Map = { [1] = DateTime.MinValue },
            List = [DateTime.MinValue],
            Single = new Leaf { Id = 1 },
            Leaves = [new Leaf { Id = 2 }],
        };
        var read = model.Deserialize<Times>(model.SerializeToArray(value));
        AssertUtcMin(read.At);
        AssertUtcMin(read.Maybe!.Value);
        AssertUtcMin(read.Map[1]);
        AssertUtcMin(read.List[0]);
        AssertUtcMin(read.Single!.At);   // an inlinable leaf
        AssertUtcMin(read.Leaves[0].At);
        AssertUtcMin(model.Deserialize<Times>(Array.Empty<byte>()).At);
        AssertUtcMin(model.Deserialize<TimesRecord>(Array.Empty<byte>()).At);
    }

    [Theory, MemberData(nameof(Backend))]
    public void Any_written_time_reads_back_as_utc(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var local = new DateTime(2026, 11, 23, 12, 0, 0, DateTimeKind.Local);
        var unspecified = new DateTime(2026, 11, 23, 12, 0, 0, DateTimeKind.Unspecified);
        var read = model.Deserialize<Times>(model.SerializeToArray(new Times { At = local, Maybe = unspecified }));
        Assert.Equal(DateTimeKind.Utc, read.At.Kind);
        Assert.Equal(local.ToUniversalTime(), read.At);
        Assert.Equal(DateTimeKind.Utc, read.Maybe!.Value.Kind);
        Assert.Equal(unspecified.Ticks, read.Maybe.Value.Ticks);
    }

    private static void AssertUtcMin(DateTime value)
    {
        Assert.Equal(0, value.Ticks);
        Assert.Equal(DateTimeKind.Utc, value.Kind);
    }
}
