using Google.Protobuf;
using Nano.Generators.Contracts;
using Nano.Serialization;
using GWire = Google.Protobuf.WireFormat;

namespace Nano.Generators.Tests;

/// <summary>
/// Constructor-built types on the generated backend: the constructor the model chose gets its members' values (the
/// model's empty value for a non-nullable string, bytes or collection left absent, the UTC zero for a DateTime), the
/// members it does not take are assigned after it, and a second occurrence merges into a new instance; the same
/// bytes, objects and errors as emit and interpreted.
/// </summary>
public sealed class ConstructedTests
{
    [Theory]
    [InlineData(typeof(ImmutableItem))]
    [InlineData(typeof(ImmutableBag))]
    [InlineData(typeof(Point))]
    [InlineData(typeof(ImmutableChoice))]
    public void ConstructorBuiltTypesAreServedByTheGeneratedBackend(Type type) =>
        Assert.Equal(SerializerBackend.Generated, Backends.Generated().GetBackend(type));

    // Encodings derived by hand: "ab" is 61 62, 150 the varint 96 01, a Child { Value = 1 } the two bytes 10 01; an
    // empty string, the empty Guid and a DateTime of zero ticks are left out under implicit presence.
    [Fact]
    public void AnImmutableItemMatchesHandDerivedBytes()
    {
        var value = new ImmutableItem("ab", 150, Guid.Empty, default, "", new Child { Value = 1 });
        Assert.Equal("0A 02 61 62 10 96 01 32 02 10 01", Hex.Of(Backends.SameBytes(value)));
    }

    [Fact]
    public void ARecordMatchesHandDerivedBytesAndReadsBackEqual()
    {
        var value = new Point(-1, 2, "p");
        var bytes = Backends.SameBytes(value);
        Assert.Equal("08 01 10 04 1A 01 70", Hex.Of(bytes)); // zigzag: -1 is 1, 2 is 4
        Assert.Equal(value, Backends.SameRead<Point>(bytes));
    }

    [Fact]
    public void AbsentMembersTakeTheModelsValues()
    {
        var item = Backends.SameRead<ImmutableItem>([]);
        Assert.Equal("", item.Name); // not declared nullable: the empty value
        Assert.Null(item.Note); // declared nullable: null
        Assert.Equal(new DateTime(0, DateTimeKind.Utc), item.When);
        Assert.Equal(DateTimeKind.Utc, item.When.Kind);
        Assert.Null(item.Child);

        var bag = Backends.SameRead<ImmutableBag>([]);
        Assert.Empty(Assert.IsType<List<ImmutableItem>>(bag.Items));
        Assert.Empty(bag.Numbers);
        Assert.Empty(bag.Blob);
        Assert.Equal("preset", bag.Label); // assigned by the constructor, not by the read
        Assert.Equal(DateTimeKind.Utc, bag.Stamp.Kind);
        Assert.Null(bag.Extra);
        Assert.Null(bag.Single);
    }

    [Fact]
    public void ABagReadsWhatTheInputHolds()
    {
        // Items { Name "x" }, Numbers [-1, 1] packed zigzag, Blob [7], Label "", Extra [5], Items { Count 2 }.
        var read = Backends.SameRead<ImmutableBag>(
            Hex.Bytes("0A 03 0A 01 78 12 02 01 02 1A 01 07 22 00 32 01 05 0A 02 10 02"));
        Assert.Equal(["x", ""], read.Items.Select(i => i.Name));
        Assert.Equal([0, 2], read.Items.Select(i => i.Count));
        Assert.Equal([-1, 1], read.Numbers);
        Assert.Equal([7], read.Blob);
        Assert.Equal("", read.Label); // present in the input: assigned over the constructor's value
        Assert.Equal([5L], read.Extra!);
    }

    [Fact]
    public void ASecondOccurrenceMergesIntoTheFirst()
    {
        // Single { Name "a", Count 1 } then Single { Count 2, Note "n" }: the second keeps the first's Name.
        var read = Backends.SameRead<ImmutableBag>(Hex.Bytes("3A 05 0A 01 61 10 01 3A 05 10 02 2A 01 6E"));
        Assert.Equal("a", read.Single!.Name);
        Assert.Equal(2, read.Single.Count);
        Assert.Equal("n", read.Single.Note);
    }

    [Fact]
    public void GoogleProtobufDecodesAGeneratedBag()
    {
        var value = new ImmutableBag([3, -3], [new ImmutableItem("q", 0, Guid.Empty, default, null, null)], [9])
        {
            Label = null, Extra = [1],
        };
        var input = new CodedInputStream(Backends.SameBytes(value));
        Assert.Equal(GWire.MakeTag(1, GWire.WireType.LengthDelimited), input.ReadTag());
        Assert.Equal(Hex.Bytes("0A 01 71"), input.ReadBytes().ToByteArray());
        Assert.Equal(GWire.MakeTag(2, GWire.WireType.LengthDelimited), input.ReadTag());
        var numbers = new Google.Protobuf.Collections.RepeatedField<int>();
        numbers.AddEntriesFrom(input, FieldCodec.ForSInt32(GWire.MakeTag(2, GWire.WireType.LengthDelimited)));
        Assert.Equal([3, -3], numbers);
        Assert.Equal(GWire.MakeTag(3, GWire.WireType.LengthDelimited), input.ReadTag());
        Assert.Equal([9], input.ReadBytes().ToByteArray());
        Assert.Equal(GWire.MakeTag(6, GWire.WireType.LengthDelimited), input.ReadTag());
        var extra = new Google.Protobuf.Collections.RepeatedField<long>();
        extra.AddEntriesFrom(input, FieldCodec.ForInt64(GWire.MakeTag(6, GWire.WireType.LengthDelimited)));
        Assert.Equal([1L], extra);
        Assert.True(input.IsAtEnd);
    }

    [Theory]
    [InlineData("0A 05 0A 01")] // an item longer than the input
    [InlineData("12 03 01")] // packed numbers cut short
    [InlineData("3A 02 10")] // a single item longer than the input
    [InlineData("0A 02 22 00 0A")] // a DateTime field of zero length, then a tag with no value
    [InlineData("0A 03 1A 01 00")] // a Guid of one byte
    public void MalformedInputFailsAsOnTheRuntimeBackends(string hex) =>
        Backends.SameReadError<ImmutableBag>(Hex.Bytes(hex));

    [Fact]
    public void AModelWhoseAbsentValueDiffersFallsBack()
    {
        // Name made optional at run time: explicit presence, so an absent Name is passed as null, not "".
        static RuntimeTypeModel Configure(RuntimeTypeModel model)
        {
            var item = model.Add<ImmutableItem>(applyAttributes: false);
            item.Field(1, nameof(ImmutableItem.Name), new FieldOptions { IsOptional = true });
            foreach (var (number, name) in new[] { (2, "Count"), (3, "Id"), (4, "When"), (5, "Note"), (6, "Child") })
                item.Field(number, name);
            return model;
        }

        var auto = Configure(RuntimeTypeModel.Create());
        Assert.NotEqual(SerializerBackend.Generated, auto.GetBackend<ImmutableItem>());
        Assert.Null(auto.Deserialize<ImmutableItem>(Array.Empty<byte>()).Name);
        var e = Assert.Throws<NotSupportedException>(() => Configure(Backends.Generated()).GetBackend<ImmutableItem>());
        Assert.Contains("the model's absent value is AsConstructed, the generated code's Empty", e.Message,
            StringComparison.Ordinal);
    }

    [Fact]
    public void ANullItemFailsAsOnTheRuntimeBackends() =>
        Backends.SameError(new ImmutableBag([], [null!], []));
}
