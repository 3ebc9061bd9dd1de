using Nano.Serialization.Interpreted;
using Nano.Tests.Support;

namespace Nano.Tests.Serialization.Interpreted.Fields;

/// <summary>
/// <see cref="Nullable{T}"/> members (the interpreted backend's <c>NullableField&lt;TOwner, T&gt;</c>, closed over the
/// declaring class, or over object with a reflection accessor for the shapes whose getter does not bind): explicit
/// presence, the same bytes and errors on every backend. Expected bytes are written out by hand from the encoding rules.
/// </summary>
public class NullableFieldTests
{
    public enum Colour { Red, Green, Blue }

    [ProtoContract]
    public sealed class Maybe
    {
        [ProtoMember(1)] public int? I { get; set; }
        [ProtoMember(2)] public long? L { get; set; }
        [ProtoMember(3)] public bool? B { get; set; }
        [ProtoMember(4)] public double? D { get; set; }
        [ProtoMember(5, DataFormat = DataFormat.ZigZag)] public int? Z { get; set; }
        [ProtoMember(6, DataFormat = DataFormat.FixedSize)] public uint? F { get; set; }
        [ProtoMember(7)] public Colour? C { get; set; }
        [ProtoMember(8)] public DateTime? When { get; set; }
        [ProtoMember(9)] public Guid? Id { get; set; }
        [ProtoMember(10)] public ulong? U { get; set; }
    }

    [ProtoContract]
    public sealed class MustHave
    {
        [ProtoMember(1, IsRequired = true)] public int? Count { get; set; }
    }

    [ProtoContract]
    public sealed class GetOnly
    {
        [ProtoMember(1)] public int? Fixed { get; }
    }

    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Theory, MemberData(nameof(Backend))]
    public void Values_AreWritten_NullsAreLeftOut(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var value = new Maybe { I = 150, L = -2, B = true, Z = -1, F = 1, C = Colour.Blue, U = ulong.MaxValue };
        var expected = Hex.Bytes("08 96 01  10 FE FF FF FF FF FF FF FF FF 01  18 01  28 01  35 01 00 00 00  38 02  50 FF FF FF FF FF FF FF FF FF 01");
        Assert.Equal(expected, model.SerializeToArray(value));
        Assert.Equal(expected.Length, model.Measure(value));
        var read = model.Deserialize<Maybe>(expected);
        Assert.Equal((150, -2L, true, (double?)null, -1, 1u, Colour.Blue, ulong.MaxValue), (read.I, read.L, read.B, read.D, read.Z, read.F, read.C, read.U));
        Assert.Null(read.When);
        Assert.Null(read.Id);
    }

    /// <summary>Explicit presence: a zero that is set is written (and read back as set), unlike implicit presence.</summary>
    [Theory, MemberData(nameof(Backend))]
    public void SetZeros_AreWritten(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var value = new Maybe { I = 0, B = false, D = 0.0, C = Colour.Red };
        var expected = Hex.Bytes("08 00  18 00  21 00 00 00 00 00 00 00 00  38 00");
        Assert.Equal(expected, model.SerializeToArray(value));
        Assert.Equal(expected.Length, model.Measure(value));
        var read = model.Deserialize<Maybe>(expected);
        Assert.Equal((0, false, 0.0, Colour.Red), (read.I, read.B, read.D, read.C));
        Assert.Null(read.L);
        Assert.Empty(model.SerializeToArray(new Maybe()));
    }

    [Fact]
    public void Structs_RoundTrip_WithTheSameBytesOnEveryBackend()
    {
        var value = new Maybe { When = new DateTime(2026, 11, 23, 15, 0, 0, DateTimeKind.Utc), Id = Guid.Parse("0f8fad5b-d9cb-469f-a165-70867728950e"), I = 7 };
        var written = Backends.List.Select(b => Backends.Model(b).SerializeToArray(value)).ToList();
        Assert.All(written, bytes => Assert.Equal(written[0], bytes));
        foreach (var b in Backends.List)
        {
            var read = Backends.Model(b).Deserialize<Maybe>(written[0]);
            Assert.Equal((value.When, value.Id, 7), (read.When, read.Id, read.I));
        }
    }

    [Fact]
    public void RequiredNull_FailsTheSameWayOnEveryBackend()
    {
        var errors = Backends.List.Select(b => Assert.Throws<InvalidOperationException>(() => Backends.Model(b).SerializeToArray(new MustHave())).Message).ToList();
        Assert.Contains("'Count' (1)", errors[0]);
        Assert.All(errors, message => Assert.Equal(errors[0], message));
        Assert.Equal(Hex.Bytes("08 00"), Backends.Model(SerializerBackend.Interpreted).SerializeToArray(new MustHave { Count = 0 }));
    }

    [Theory, MemberData(nameof(Backend))]
    public void GetOnlyProperty_IsSetThroughItsBackingField(SerializerBackend b)
    {
        var read = Backends.Model(b).Deserialize<GetOnly>(Hex.Bytes("08 05"));
        Assert.Equal(5, read.Fixed);
        Assert.Equal(Hex.Bytes("08 05"), Backends.Model(b).SerializeToArray(read));
    }

    /// <summary>Which form each member takes (docs/design-interpreted.md): a bindable property is typed both ways; a
    /// Nullable enum (its getter does not bind as <c>int?</c>) and a get-only property's setter run on reflection, and say so.</summary>
    [Fact]
    public void Forms_AreReported()
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        var maybe = InterpretedBackend.Instance.PlanOf(model, model.GetModel(typeof(Maybe)));
        Assert.All(maybe.Fields.Where(f => f.Model.Name != nameof(Maybe.C)), f => Assert.True(f.IsTyped, $"{f.Model.Name} runs boxed: {f.FallbackReason}"));
        var colour = maybe.Fields.Single(f => f.Model.Name == nameof(Maybe.C));
        Assert.False(colour.IsTyped);
        Assert.NotNull(colour.FallbackReason);
        var getOnly = InterpretedBackend.Instance.PlanOf(model, model.GetModel(typeof(GetOnly))).Fields[0];
        Assert.False(getOnly.IsTyped);
        Assert.NotNull(getOnly.FallbackReason);
    }
}
