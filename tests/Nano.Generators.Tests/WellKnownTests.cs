using Nano.Generators.Contracts;
using Nano.Serialization;

namespace Nano.Generators.Tests;

/// <summary>
/// DateTime, TimeSpan, Guid and decimal on the generated backend, in Nano's formats (Timestamp, Duration, 16 bytes,
/// invariant text): the same bytes, merges, objects and errors as emit and interpreted.
/// </summary>
public sealed class WellKnownTests
{
    [Fact]
    public void WellKnownTypesAreServedByTheGeneratedBackend() =>
        Assert.Equal(SerializerBackend.Generated, Backends.Generated().GetBackend<WellKnown>());

    public static TheoryData<WellKnown, string> HandDerived => new()
    {
        { new WellKnown(), "" },
        { new WellKnown { Times = [DateTime.UnixEpoch.AddSeconds(1)] }, "42 02 08 01" },
        { new WellKnown { Took = TimeSpan.FromSeconds(1.5) }, "12 08 08 01 10 80 CA B5 EE 01" },
        { new WellKnown { Id = new Guid("00112233-4455-6677-8899-aabbccddeeff") }, "1A 10 00 11 22 33 44 55 66 77 88 99 AA BB CC DD EE FF" },
        { new WellKnown { Price = 12.340m }, "22 06 31 32 2E 33 34 30" },
        { new WellKnown { MaybeTook = TimeSpan.Zero, MaybeId = Guid.Empty, MaybePrice = 0m }, "2A 00 32 10 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 3A 01 30" },
        { new WellKnown { Times = [DateTime.UnixEpoch], Ids = [Guid.Empty] }, "42 00 52 10 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00" },
        // A single DateTime: a Timestamp of seconds 1; the epoch is written (only the zero instant is left out).
        { new WellKnown { When = DateTime.UnixEpoch.AddSeconds(1) }, "0A 02 08 01" },
        { new WellKnown { When = DateTime.UnixEpoch }, "0A 00" },
        { new WellKnown { When = new DateTime(0, DateTimeKind.Utc) }, "" },
    };

    [Fact]
    public void AnAbsentDateTimeReadsAsTheUtcZeroOnEachBackend()
    {
        foreach (var model in new[] { Backends.Generated(), Backends.Emit(), Backends.Interpreted() })
        {
            var read = model.Deserialize<WellKnown>(Hex.Bytes("22 01 31"));
            Assert.Equal(0, read.When.Ticks);
            Assert.Equal(DateTimeKind.Utc, read.When.Kind);
        }
    }

    [Fact]
    public void AMergeWithoutTheDateTimeKeepsTheExistingValue()
    {
        var when = new DateTime(2026, 11, 29, 8, 0, 0, DateTimeKind.Local);
        foreach (var model in new[] { Backends.Generated(), Backends.Emit(), Backends.Interpreted() })
        {
            var merged = model.Merge(Hex.Bytes("22 01 31"), new WellKnown { When = when });
            Assert.Equal(when, merged.When);
            Assert.Equal(DateTimeKind.Local, merged.When.Kind);
            Assert.Equal(1m, merged.Price);
        }
    }

    [Theory]
    [MemberData(nameof(HandDerived))]
    public void WellKnownTypesMatchHandDerivedBytes(WellKnown value, string hex) => Assert.Equal(hex, Hex.Of(Backends.SameBytes(value)));

    [Theory]
    [InlineData("12 02 08 01 12 02 10 05")] // two Durations: the second merges into the first
    [InlineData("42 02 08 01 42 02 10 07")] // list elements: each Timestamp on its own
    [InlineData("2A 02 08 01 2A 02 10 05")] // a Nullable TimeSpan merges too
    [InlineData("4A 02 08 01 4A 00 5A 01 31")] // array elements and decimal text
    [InlineData("22 02 2D 31")] // a negative decimal
    [InlineData("0A 02 08 01 0A 02 10 05")] // two Timestamps in the single DateTime: the second merges into the first
    [InlineData("0A 00")] // the epoch, read as UTC
    public void WellKnownTypesReadAsOnTheRuntimeBackends(string hex) => Backends.SameRead<WellKnown>(Hex.Bytes(hex));

    [Fact]
    public void ADurationMergesIntoTheMembersValue()
    {
        // Field 2 twice: seconds = 1, then nanos = 500 (5 ticks); protobuf merges the second into the first.
        var read = Backends.SameRead<WellKnown>(Hex.Bytes("12 02 08 01 12 03 10 F4 03"));
        Assert.Equal(TimeSpan.FromSeconds(1) + TimeSpan.FromTicks(5), read.Took);
    }

    [Theory]
    [InlineData("1A 02 00 01")] // a Guid of 2 bytes
    [InlineData("22 01 78")] // decimal text that is not a number
    [InlineData("12 03 08 01")] // a Duration past the input
    [InlineData("0A 02 08")] // a Timestamp cut inside its seconds
    [InlineData("0A 0A 08 FF FF FF FF FF FF FF FF 7F")] // seconds beyond DateTime's range
    public void MalformedWellKnownValuesFailAsOnTheRuntimeBackends(string hex) => Backends.SameReadError<WellKnown>(Hex.Bytes(hex));
}
