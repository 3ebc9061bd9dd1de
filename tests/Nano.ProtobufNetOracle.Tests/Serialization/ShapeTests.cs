using Nano.ProtobufNetOracle.Tests.Support;
using ProtobufNetSamples.Shapes;

namespace Nano.ProtobufNetOracle.Tests.Serialization;

/// <summary>
/// Shapes that are legal in protobuf-net 3.4.40 and were refused or written differently by Nano: protobuf-net is the
/// oracle, on both Nano backends (bytes identical, each library reading the other's bytes to an equal object).
/// </summary>
public class ShapeTests
{
    private static readonly Guid G = new("00112233-4455-6677-8899-aabbccddeeff");

    private static readonly Dictionary<string, Func<object>> s_values = new()
    {
        ["DefaultTimes/at-default"] = () => new DefaultTimes(),
        ["DefaultTimes/zero"] = () => new DefaultTimes { When = default, For = TimeSpan.Zero, Id = Guid.Empty },
        ["DefaultTimes/other"] = () => new DefaultTimes { When = new DateTime(2010, 1, 1), For = TimeSpan.FromHours(2), Id = Guid.NewGuid() },
        ["RequiredWithDefault/at-default"] = () => new RequiredWithDefault(),
        ["RequiredWithDefault/other"] = () => new RequiredWithDefault { Five = 0, Text = "", Shade = Shade.None },
        ["ForeignEnumDefaults/at-default"] = () => new ForeignEnumDefaults(),
        ["ForeignEnumDefaults/zero"] = () => new ForeignEnumDefaults { FromOtherEnum = Shade.None, FromLong = Shade.None, FromByte = Shade.None },
        ["NullableEnumDefault/null"] = () => new NullableEnumDefault(),
        ["NullableEnumDefault/at-default"] = () => new NullableEnumDefault { Maybe = Shade.Light, MaybeNumber = 3 },
        ["NullableEnumDefault/zero"] = () => new NullableEnumDefault { Maybe = Shade.None, MaybeNumber = 0 },
        ["DefaultNotInitialised/constructed"] = () => new DefaultNotInitialised(),
        ["DefaultNotInitialised/at-default"] = () => new DefaultNotInitialised { Seven = 7, Other = 4, ZigZag = -3, ZigZagUnset = -3 },
        ["DefaultNotInitialised/zero"] = () => new DefaultNotInitialised { Seven = 0, Other = 0, ZigZag = 0, ZigZagUnset = 0 },
        ["NullMapValues/string"] = () => new NullMapValues { Texts = new() { ["a"] = null, ["b"] = "", ["c"] = "c" } },
        ["NullMapValues/message"] = () => new NullMapValues { Items = new() { [1] = null, [2] = new MapItem(), [3] = new MapItem { Id = 3 } } },
        ["NullMapValues/bytes"] = () => new NullMapValues { Blobs = new() { [1] = null, [2] = [], [3] = [3] } },
        ["WithMemberOptions/default"] = () => new WithMemberOptions(),
        ["WithMemberOptions/set"] = () => new WithMemberOptions { Packed = [1, 2, 300], Required = 0, Overwritten = [7], Both = [-1, 5] },
        ["Links/null"] = () => new Links(),
        ["Links/set"] = () => new Links
        {
            Home = new Uri("https://example.com/a b?x=1#f"),
            All = [new Uri("relative/path", UriKind.Relative), new Uri("", UriKind.Relative), new Uri("http://EXAMPLE.com:80/")],
            ByName = new() { ["a"] = new Uri("mailto:a@b.c") },
        },
        ["FixedDates/zero"] = () => new FixedDates(),
        ["FixedDates/set"] = () => new FixedDates
        {
            When = new DateTime(2008, 1, 1),
            Maybe = DateTime.UnixEpoch.AddTicks(-1),
        },
        ["FixedDates/extremes"] = () => new FixedDates { When = DateTime.MaxValue, Maybe = DateTime.MinValue },
        ["TypeNames/null"] = () => new TypeNames(),
        ["TypeNames/set"] = () => new TypeNames
        {
            Single = typeof(int),
            Many = [typeof(string), typeof(List<int>), typeof(TypeNames), typeof(Dictionary<,>)],
            ByName = new() { ["a"] = typeof(Uri), [""] = typeof(int[]) },
        },
        ["TypeNames/empty"] = () => new TypeNames { Many = [] },
        ["FixedGuids/zero"] = () => new FixedGuids(),
        ["FixedGuids/empty"] = () => new FixedGuids { Maybe = Guid.Empty, Many = [Guid.Empty, G, Guid.Empty] },
        ["FixedGuids/set"] = () => new FixedGuids { Id = G, Maybe = G, Many = [G] },
        ["Point/set"] = () => new Point(3, "p", 1.5),
        ["Point/zero"] = () => new Point(0, "", 0),
        ["Point/null"] = () => new Point(-1, null, double.NaN),
        ["Route/nested"] = () => new Route("n", [1, 0, -2], new Point(1, "s", 0)),
        ["Route/empty"] = () => new Route("", [], null),
        ["HoldsRecords/set"] = () => new HoldsRecords { Origin = new Point(0, null, 0), Routes = [new Route("a", null, new Point(2, "", 2)), new Route("b", [5], null)] },
        ["HoldsRecords/null"] = () => new HoldsRecords(),
        ["HoldsTuples/set"] = () => new HoldsTuples
        {
            Extent = new Extent(4, "x"),
            Readings = [new Reading(2.5, 1), new Reading(0, 0)],
            Cells = [new Cell(1, -2), default],
            Pair = Tuple.Create(7, "seven"),
            Named = (3, "three"),
            Values = [("a", 1.5), (null, 0)],
        },
        ["HoldsTuples/zero"] = () => new HoldsTuples { Extent = default, Named = default, Values = [], Cells = [] },
        ["HoldsTuples/null"] = () => new HoldsTuples(),
        ["Extent/root"] = () => new Extent(-3, ""),
        ["Reading/root"] = () => new Reading(-0.5, 9),
        ["PairLists/set"] = () => new PairLists
        {
            Counts = [new("a", 1), new("b", 0), new("a", 2), new(null!, 3)],
            Items = [new(1, new MapItem { Id = 2 }), new(0, null), new(-1, new MapItem())],
            Array = [new("x", long.MinValue)],
        },
        ["PairLists/empty"] = () => new PairLists { Counts = [], Items = [], Array = [] },
        ["PairLists/default-pair"] = () => new PairLists { Counts = [default], Array = [default] },
    };

    public static TheoryData<string, string> DefaultValueCases => DropIn.Cases(
        "DefaultTimes/at-default", "DefaultTimes/zero", "DefaultTimes/other",
        "RequiredWithDefault/at-default", "RequiredWithDefault/other",
        "ForeignEnumDefaults/at-default", "ForeignEnumDefaults/zero",
        "NullableEnumDefault/null", "NullableEnumDefault/at-default", "NullableEnumDefault/zero",
        "DefaultNotInitialised/constructed", "DefaultNotInitialised/at-default", "DefaultNotInitialised/zero");

    [Theory]
    [MemberData(nameof(DefaultValueCases))]
    public void DefaultValue_shapes_are_drop_in(string name, string backend) => DropIn.AssertDropIn(s_values[name](), backend);

    public static TheoryData<string, string> NullMapValueCases => DropIn.Cases("NullMapValues/string", "NullMapValues/message", "NullMapValues/bytes");

    /// <summary>protobuf-net writes a null map value as an entry with its key alone, read back as the empty value.</summary>
    [Theory]
    [MemberData(nameof(NullMapValueCases))]
    public void A_null_map_value_is_an_entry_without_a_value(string name, string backend) => DropIn.AssertDropIn(s_values[name](), backend);

    public static TheoryData<string, string> OptionsCases => DropIn.Cases("WithMemberOptions/default", "WithMemberOptions/set");

    [Theory]
    [MemberData(nameof(OptionsCases))]
    public void Member_options_are_drop_in(string name, string backend) => DropIn.AssertDropIn(s_values[name](), backend);

    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void A_reference_tracking_option_is_refused_naming_the_member(string backend)
    {
        var e = Assert.Throws<ProtoModelException>(() => Libraries.Nano(backend).SerializeToArray(new WithReferenceOption { Item = new MapItem() }));
        Assert.Equal("ProtobufNetSamples.Shapes.WithReferenceOption.Item: protobuf-net's [ProtoMember(1, Options = 4)] is not supported by Nano; "
            + "use only MemberSerializationOptions.Packed, Required and OverwriteList (AsReference and DynamicType are legacy in protobuf-net).", e.Message);
    }

    public static TheoryData<string, string> UriCases => DropIn.Cases("Links/null", "Links/set");

    /// <summary>protobuf-net writes a Uri as its original text.</summary>
    [Theory]
    [MemberData(nameof(UriCases))]
    public void Uri_members_are_drop_in(string name, string backend) => DropIn.AssertDropIn(s_values[name](), backend);

    /// <summary>
    /// A null Uri map value: protobuf-net writes the entry with its key alone (and then cannot read it back: it has no
    /// empty Uri to create), so only the bytes are compared.
    /// </summary>
    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void A_null_Uri_map_value_is_written_as_protobuf_net_writes_it(string backend)
    {
        var value = new Links { ByName = new() { ["n"] = null } };
        Assert.Equal(Convert.ToHexString(Libraries.ProtobufNetWrite(value)), Convert.ToHexString(Libraries.Nano(backend).SerializeToArray(value)));
    }

    public static TheoryData<string, string> FixedDateCases => DropIn.Cases("FixedDates/zero", "FixedDates/set", "FixedDates/extremes");

    /// <summary>protobuf-net writes a DataFormat.FixedSize DateTime as a fixed64 of its ticks since 1970.</summary>
    [Theory]
    [MemberData(nameof(FixedDateCases))]
    public void Fixed_size_DateTime_is_drop_in(string name, string backend) => DropIn.AssertDropIn(s_values[name](), backend);

    /// <summary>protobuf-net throws writing a list of fixed-size DateTimes; Nano refuses the member when it builds the model.</summary>
    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void A_list_of_fixed_size_DateTimes_is_refused_as_protobuf_net_fails_on_it(string backend)
    {
        var value = new FixedDateList { History = [DateTime.UnixEpoch] };
        Assert.Throws<ProtoBuf.ProtoException>(() => Libraries.ProtobufNetWrite(value));
        var e = Assert.Throws<ProtoModelException>(() => Libraries.Nano(backend).SerializeToArray(value));
        Assert.Equal("ProtobufNetSamples.Shapes.FixedDateList.History (field 1): DataFormat.FixedSize DateTime is supported as a "
            + "single value only (protobuf-net fails writing a list of them); use DataFormat.Default in a collection.", e.Message);
    }

    public static TheoryData<string, string> TypeCases => DropIn.Cases("TypeNames/null", "TypeNames/set", "TypeNames/empty");

    /// <summary>protobuf-net writes a System.Type as its assembly-qualified name.</summary>
    [Theory]
    [MemberData(nameof(TypeCases))]
    public void Type_members_are_drop_in(string name, string backend) => DropIn.AssertDropIn(s_values[name](), backend);

    /// <summary>
    /// protobuf-net reads a name as <c>Type.GetType</c> resolves it: a short name of a core type resolves, and a name
    /// that resolves to no type, or an empty one, reads as null.
    /// </summary>
    [Theory]
    [InlineData("emit", "System.Int32")]
    [InlineData("interpreted", "System.Int32")]
    [InlineData("emit", "No.Such.Type, No.Such.Assembly")]
    [InlineData("interpreted", "No.Such.Type, No.Such.Assembly")]
    [InlineData("emit", "abc")]
    [InlineData("interpreted", "abc")]
    [InlineData("emit", "")]
    [InlineData("interpreted", "")]
    public void A_Type_name_reads_as_protobuf_net_reads_it(string backend, string name)
    {
        var text = System.Text.Encoding.UTF8.GetBytes(name);
        byte[] bytes = [0x0A, (byte)text.Length, .. text];
        var expected = (TypeNames)Libraries.ProtobufNetRead(typeof(TypeNames), bytes);
        var actual = (TypeNames)Libraries.NanoRead(Libraries.Nano(backend), typeof(TypeNames), bytes);
        Assert.Equal(expected.Single, actual.Single);
        Assert.Equal(name == "System.Int32" ? typeof(int) : null, actual.Single);
    }

    /// <summary>A null Type map value: protobuf-net writes the entry with its key alone (and then cannot read it back).</summary>
    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void A_null_Type_map_value_is_written_as_protobuf_net_writes_it(string backend)
    {
        var value = new TypeNames { ByName = new() { ["n"] = null } };
        var bytes = Libraries.ProtobufNetWrite(value);
        Assert.Equal(Convert.ToHexString(bytes), Convert.ToHexString(Libraries.Nano(backend).SerializeToArray(value)));
        // protobuf-net cannot read the entry back (it has no empty Type to create); Nano reads the null it wrote.
        Assert.Throws<ProtoBuf.ProtoException>(() => Libraries.ProtobufNetRead(typeof(TypeNames), bytes));
        var read = (TypeNames)Libraries.NanoRead(Libraries.Nano(backend), typeof(TypeNames), bytes);
        Assert.Null(Assert.Single(read.ByName!).Value);
    }

    public static TheoryData<string, string> FixedGuidCases => DropIn.Cases("FixedGuids/zero", "FixedGuids/empty", "FixedGuids/set");

    /// <summary>protobuf-net's Level300 DataFormat.FixedSize writes a Guid as 16 bytes, and Guid.Empty as empty bytes.</summary>
    [Theory]
    [MemberData(nameof(FixedGuidCases))]
    public void Fixed_size_Guid_at_Level300_is_drop_in(string name, string backend) => DropIn.AssertDropIn(s_values[name](), backend);

    public static TheoryData<string, string> RecordCases => DropIn.Cases(
        "Point/set", "Point/zero", "Point/null", "Route/nested", "Route/empty", "HoldsRecords/set", "HoldsRecords/null");

    /// <summary>
    /// A positional record with no attributes: protobuf-net 3.4 writes it through its constructor, fields numbered in
    /// the constructor's parameter order, every value but a null written (zeros and "" included).
    /// </summary>
    [Theory]
    [MemberData(nameof(RecordCases))]
    public void Records_without_attributes_are_drop_in(string name, string backend) => DropIn.AssertDropIn(s_values[name](), backend);

    public static TheoryData<string, string> TupleCases => DropIn.Cases(
        "HoldsTuples/set", "HoldsTuples/zero", "HoldsTuples/null", "Extent/root", "Reading/root");

    /// <summary>
    /// protobuf-net's tuple rule beyond records: a readonly record struct, a class of get-only properties, a struct of
    /// read-only fields (constructor parameters matched by name ignoring case), <c>Tuple</c> and <c>ValueTuple</c>
    /// (public fields allowed by the "Tuple" in its name), as roots, members and list items.
    /// </summary>
    [Theory]
    [MemberData(nameof(TupleCases))]
    public void Read_only_types_without_attributes_are_drop_in(string name, string backend) =>
        DropIn.AssertDropIn(s_values[name](), backend);

    /// <summary>A record struct with public setters is no tuple to protobuf-net, which refuses it; so does Nano,
    /// naming the type.</summary>
    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void A_mutable_record_struct_is_refused_by_both(string backend)
    {
        var value = new HoldsMutableExtent { Extent = new MutableExtent(1, 2) };
        Assert.ThrowsAny<Exception>(() => Libraries.ProtobufNetWrite(value));
        var error = Assert.Throws<ProtoModelException>(() => Libraries.Nano(backend).SerializeToArray(value));
        Assert.Contains(nameof(MutableExtent), error.Message);
    }

    public static TheoryData<string, string> PairCases => DropIn.Cases("PairLists/set", "PairLists/empty", "PairLists/default-pair");

    /// <summary>A list of KeyValuePair: a repeated message { Key = 1; Value = 2; }, every key and value but a null written.</summary>
    [Theory]
    [MemberData(nameof(PairCases))]
    public void Lists_of_KeyValuePair_are_drop_in(string name, string backend) => DropIn.AssertDropIn(s_values[name](), backend);

    /// <summary>An absent record member reads as protobuf-net reads it: the constructor gets the default (null for a string).</summary>
    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void An_absent_record_member_reads_as_its_default(string backend)
    {
        byte[] bytes = [0x08, 0x05]; // X = 5; Label and Weight absent
        var expected = (Point)Libraries.ProtobufNetRead(typeof(Point), bytes);
        Assert.Equal(new Point(5, null, 0), expected);
        Assert.Equal(expected, Libraries.NanoRead(Libraries.Nano(backend), typeof(Point), bytes));
    }

    /// <summary>A record registered by hand has only the fields it is given, not the ones protobuf-net's tuple rule would give it.</summary>
    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void A_record_registered_by_hand_keeps_only_its_registered_fields(string backend)
    {
        var model = Libraries.Nano(backend);
        model.Add<Point>().Field(5, p => p.X).Field(6, p => p.Label).Field(7, p => p.Weight);
        // Fields 5, 6 and 7 alone, under Nano's own rules (the zero X of the second value is not written).
        Assert.Equal("2807" + "3201" + "61" + "39" + "0000000000000040", Convert.ToHexString(model.SerializeToArray(new Point(7, "a", 2))));
        Assert.Equal("3201" + "61", Convert.ToHexString(model.SerializeToArray(new Point(0, "a", 0))));
    }
}
