using System.Buffers;
using System.Collections.Immutable;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Serialization.Interpreted.Collections;

/// <summary>
/// Every collection kind the model supports, on every backend this process runs: round trips come back equal, both
/// backends write the same bytes, merges append (maps: last entry wins), and the errors name type, member and field.
/// Guards the interpreted backend's typed repeated and map handlers (src/Nano.Core/Serialization/Interpreted/Collections).
/// </summary>
public class CollectionKindTests
{
    public static TheoryData<SerializerBackend> All => Backends.All;

    [ProtoContract]
    public sealed class Item
    {
        [ProtoMember(1)] public int Id { get; set; }
        [ProtoMember(2)] public string? Name { get; set; }
    }

    [ProtoContract]
    public sealed class Kinds
    {
        [ProtoMember(1)] public int[]? IntArray { get; set; }
        [ProtoMember(2, IsPacked = false)] public List<long>? UnpackedLongs { get; set; }
        [ProtoMember(3)] public IList<double>? DoubleIList { get; set; }
        [ProtoMember(4)] public IEnumerable<string>? StringEnumerable { get; set; }
        [ProtoMember(5)] public IReadOnlyList<Item>? ItemReadOnlyList { get; set; }
        [ProtoMember(6)] public HashSet<int>? IntSet { get; set; }
        [ProtoMember(7)] public ImmutableArray<Color> Colors { get; set; }
        [ProtoMember(8)] public ImmutableList<byte[]>? ByteArrays { get; set; }
        [ProtoMember(9)] public List<Item> GetOnlyItems { get; } = [];
        [ProtoMember(10)] public Dictionary<string, int>? StringToInt { get; set; }
        [ProtoMember(11)] public IDictionary<int, Item>? IntToItem { get; set; }
        [ProtoMember(12)] public IReadOnlyDictionary<long, string>? LongToString { get; set; }
        [ProtoMember(13)] public ImmutableDictionary<string, Color>? StringToColor { get; set; }
        [ProtoMember(14)] public Dictionary<bool, double> GetOnlyMap { get; } = [];
        [ProtoMember(15, DataFormat = DataFormat.FixedSize)] public List<uint>? Fixed32s { get; set; }
        [ProtoMember(16, DataFormat = DataFormat.ZigZag)] public List<int>? ZigZags { get; set; }
        [ProtoMember(17)] public List<Color>? ColorList { get; set; }
        [ProtoMember(18, IsPacked = false)] public Color[]? UnpackedColors { get; set; }
        [ProtoMember(19)] public List<bool>? Bools { get; set; }
        [ProtoMember(20)] public float[]? Floats { get; set; }
        [ProtoMember(21)] public List<DateTime>? Times { get; set; }
        [ProtoMember(22)] public List<Point>? Points { get; set; }
        [ProtoMember(23)] public Dictionary<int, DateTime>? IntToTime { get; set; }
        [ProtoMember(24)] public ICollection<ulong>? ULongCollection { get; set; }
        [ProtoMember(25)] public ImmutableArray<string> ImmutableStrings { get; set; }
        [ProtoMember(26)] public List<ReadOnlyMemory<byte>>? Memories { get; set; }
        [ProtoMember(27)] public List<sbyte>? SBytes { get; set; }
        [ProtoMember(28, DataFormat = DataFormat.Group)] public List<Item>? GroupItems { get; set; }
        [ProtoMember(29)] public Item[]? ItemArray { get; set; }
        [ProtoMember(30)] public Dictionary<uint, byte[]>? UIntToBytes { get; set; }
    }

    internal static Kinds Create(int n, int seed = 0)
    {
        var kinds = new Kinds
        {
            IntArray = [.. Enumerable.Range(seed, n).Select(i => i * 37 - 50)],
            UnpackedLongs = [.. Enumerable.Range(seed, n).Select(i => (long)i << 35)],
            DoubleIList = [.. Enumerable.Range(seed, n).Select(i => i / 7.0)],
            StringEnumerable = [.. Enumerable.Range(seed, n).Select(i => i % 3 == 0 ? "" : "s" + i)],
            ItemReadOnlyList = [.. Enumerable.Range(seed, n).Select(i => new Item { Id = i, Name = i % 2 == 0 ? null : "n" + i })],
            IntSet = [.. Enumerable.Range(seed, n).Select(i => i * 3)],
            Colors = [.. Enumerable.Range(seed, n).Select(i => (Color)(i % 3 == 2 ? -5 : i % 3))],
            ByteArrays = [.. Enumerable.Range(seed, n).Select(i => Enumerable.Range(0, i % 5).Select(b => (byte)(b + i)).ToArray())],
            StringToInt = Enumerable.Range(seed, n).ToDictionary(i => "k" + i, i => i - 1),
            IntToItem = Enumerable.Range(seed, n).ToDictionary(i => i, i => new Item { Id = -i }),
            LongToString = Enumerable.Range(seed, n).ToDictionary(i => (long)i * 1_000_000_007, i => i % 2 == 0 ? "" : "v" + i),
            StringToColor = Enumerable.Range(seed, n).ToImmutableDictionary(i => "c" + i, i => (Color)(i % 3)),
            Fixed32s = [.. Enumerable.Range(seed, n).Select(i => (uint)i * 2654435761u)],
            ZigZags = [.. Enumerable.Range(seed, n).Select(i => i % 2 == 0 ? -i : i)],
            ColorList = [.. Enumerable.Range(seed, n).Select(i => (Color)(i % 3))],
            UnpackedColors = [.. Enumerable.Range(seed, n).Select(i => i % 4 == 3 ? Color.Negative : (Color)(i % 3))],
            Bools = [.. Enumerable.Range(seed, n).Select(i => i % 3 == 0)],
            Floats = [.. Enumerable.Range(seed, n).Select(i => i * 0.25f - 1)],
            Times = [.. Enumerable.Range(seed, n).Select(i => new DateTime(2020, 1, 1, 0, 0, 0, DateTimeKind.Utc).AddSeconds(i * 12345.5))],
            Points = [.. Enumerable.Range(seed, n).Select(i => new Point { X = i, Y = -i })],
            IntToTime = Enumerable.Range(seed, n).ToDictionary(i => i, i => new DateTime(2021, 1, 1, 0, 0, 0, DateTimeKind.Utc).AddDays(i)),
            ULongCollection = [.. Enumerable.Range(seed, n).Select(i => ulong.MaxValue - (ulong)i)],
            ImmutableStrings = [.. Enumerable.Range(seed, n).Select(i => "i" + i)],
            Memories = [.. Enumerable.Range(seed, n).Select(i => new ReadOnlyMemory<byte>([(byte)i, 1, 2]))],
            SBytes = [.. Enumerable.Range(seed, n).Select(i => (sbyte)(i - 64))],
            GroupItems = [.. Enumerable.Range(seed, n).Select(i => new Item { Id = i * 2, Name = "g" })],
            ItemArray = [.. Enumerable.Range(seed, n).Select(i => new Item { Name = "a" + i })],
            UIntToBytes = Enumerable.Range(seed, n).ToDictionary(i => (uint)i, i => new byte[i % 3]),
        };
        foreach (var i in Enumerable.Range(seed, n))
        {
            kinds.GetOnlyItems.Add(new Item { Id = 100 + i });
            kinds.GetOnlyMap[i % 2 == 0] = i + 0.5;
        }
        return kinds;
    }

    [Theory, MemberData(nameof(All))]
    public void EveryKind_RoundTrips_FromContiguousAndSegmentedInput(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        foreach (var n in new[] { 0, 1, 2, 17, 300 })
        {
            var source = Create(n);
            var bytes = model.SerializeToArray(source);
            Assert.Equal(bytes.Length, model.Measure(source));
            Equivalence.AssertEqual(source, model.Deserialize<Kinds>(bytes));
            Equivalence.AssertEqual(source, model.Deserialize<Kinds>(Segments.Split(bytes, 5)));
        }
    }

    [Fact]
    public void BothBackends_WriteTheSameBytes_AndReadEachOthers()
    {
        if (!Backends.EmitAvailable)
            return; // the NoDynamicCode process runs one backend; the JIT test process compares them
        var interpreted = Backends.Model(SerializerBackend.Interpreted);
        var emit = Backends.Model(SerializerBackend.Emit);
        foreach (var n in new[] { 0, 1, 3, 129 })
        {
            var source = Create(n, seed: n);
            var bytes = emit.SerializeToArray(source);
            Assert.Equal(Hex.Of(bytes), Hex.Of(interpreted.SerializeToArray(source)));
            var buffer = new ArrayBufferWriter<byte>();
            interpreted.Serialize(buffer, source); // the back-patching writer path
            Assert.Equal(Hex.Of(bytes), Hex.Of(buffer.WrittenSpan));
            Equivalence.AssertEqual(emit.Deserialize<Kinds>(bytes), interpreted.Deserialize<Kinds>(bytes));
        }
    }

    [Theory, MemberData(nameof(All))]
    public void Merge_AppendsRepeated_AndSetsMapEntries_LastOneWinning(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var target = Create(3);
        var getOnlyItems = target.GetOnlyItems;
        var intSet = target.IntSet;
        var bytes = model.SerializeToArray(Create(4, seed: 2));
        var merged = model.Merge(bytes, target);

        Assert.Same(target, merged);
        Assert.Same(getOnlyItems, merged.GetOnlyItems);
        Assert.Same(intSet, merged.IntSet);
        Assert.Equal(Create(3).IntArray!.Concat(Create(4, 2).IntArray!), merged.IntArray!);
        Assert.Equal(Create(3).UnpackedLongs!.Concat(Create(4, 2).UnpackedLongs!), merged.UnpackedLongs!);
        Assert.Equal(Create(3).Colors.Concat(Create(4, 2).Colors), merged.Colors);
        Assert.Equal(Create(3).ImmutableStrings.Concat(Create(4, 2).ImmutableStrings), merged.ImmutableStrings);
        Assert.Equal(Create(3).ByteArrays!.Concat(Create(4, 2).ByteArrays!), merged.ByteArrays!);
        Assert.Equal(Create(3).StringEnumerable!.Concat(Create(4, 2).StringEnumerable!), merged.StringEnumerable!);
        Assert.Equal(Create(3).ItemReadOnlyList!.Concat(Create(4, 2).ItemReadOnlyList!).Select(i => i.Id), merged.ItemReadOnlyList!.Select(i => i.Id));
        Assert.Equal(Enumerable.Range(100, 3).Concat(Enumerable.Range(102, 4)), merged.GetOnlyItems.Select(i => i.Id));
        Assert.Equal(new[] { 0, 3, 6, 9, 12, 15 }, merged.IntSet!.OrderBy(i => i));
        // Maps: keys 0..2 then 2..5; key 2 takes the payload's value.
        Assert.Equal(Enumerable.Range(0, 6).Select(i => "k" + i).Order(), merged.StringToInt!.Keys.Order());
        Assert.Equal(-2, merged.IntToItem![2].Id);
        Assert.Equal(Enumerable.Range(0, 6).Select(i => "c" + i).Order(), merged.StringToColor!.Keys.Order());
        Assert.Equal(5.5, merged.GetOnlyMap[false]);
        Assert.Equal(4.5, merged.GetOnlyMap[true]);
    }

    [ProtoContract]
    public sealed class FromArray
    {
        // An array behind a list interface cannot grow: a merge builds a new List<T> holding old and new elements.
        [ProtoMember(1)] public IList<int>? Numbers { get; set; } = new[] { 1, 2 };
        [ProtoMember(2)] public IReadOnlyList<string>? Words { get; set; } = ImmutableArray.Create("a");
    }

    [Theory, MemberData(nameof(All))]
    public void Merge_IntoAFixedSizeCollection_BuildsANewList(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var bytes = model.SerializeToArray(new FromArray { Numbers = [3], Words = ["b", "c"] });
        var merged = model.Merge(bytes, new FromArray());
        Assert.Equal([1, 2, 3], merged.Numbers!);
        Assert.IsType<List<int>>(merged.Numbers);
        Assert.Equal(["a", "b", "c"], merged.Words!);
    }

    [ProtoContract]
    public sealed class NullGetOnly
    {
        // Computed get-only properties (no backing field Nano could set): the owner must create the collections.
        [ProtoMember(1)] public List<int>? Numbers => null;
        [ProtoMember(2)] public Dictionary<int, int>? Map => null;
    }

    [Theory, MemberData(nameof(All))]
    public void AGetOnlyNullCollection_IsAnError_NamingTheMember(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var list = Assert.ThrowsAny<Exception>(() => model.Deserialize<NullGetOnly>(Hex.Bytes("08 01")));
        Assert.Contains(nameof(NullGetOnly.Numbers), list.ToString());
        var map = Assert.ThrowsAny<Exception>(() => model.Deserialize<NullGetOnly>(Hex.Bytes("12 04 08 01 10 02")));
        Assert.Contains(nameof(NullGetOnly.Map), map.ToString());
        // Nothing to read: nothing touches the member.
        Assert.Null(model.Deserialize<NullGetOnly>([]).Numbers);
    }

    [ProtoContract]
    public sealed class Nullables
    {
        [ProtoMember(1)] public List<string?>? Strings { get; set; }
        [ProtoMember(2)] public Item?[]? Items { get; set; }
        [ProtoMember(3)] public IEnumerable<byte[]?>? Blobs { get; set; }
        [ProtoMember(4)] public Dictionary<int, Item?>? Map { get; set; }
        [ProtoMember(5)] public Dictionary<int, string?>? StringMap { get; set; }
        [ProtoMember(6)] public ImmutableArray<Item?> ImmutableItems { get; set; }
    }

    public static TheoryData<SerializerBackend, int> NullCases()
    {
        var data = new TheoryData<SerializerBackend, int>();
        foreach (var backend in Backends.List)
            foreach (var member in new[] { 1, 2, 3, 6 })
                data.Add(backend, member);
        return data;
    }

    [Theory, MemberData(nameof(NullCases))]
    public void ANullElement_IsAnError_NamingTypeMemberFieldAndIndex(SerializerBackend backend, int field)
    {
        var value = field switch
        {
            1 => new Nullables { Strings = ["a", "b", null] },
            2 => new Nullables { Items = [new Item(), new Item(), null] },
            3 => new Nullables { Blobs = new HashSet<byte[]?> { new byte[1], new byte[2], null } },
            _ => new Nullables { ImmutableItems = [new Item(), new Item(), null] },
        };
        var model = Backends.Model(backend);
        foreach (var act in new Action[] { () => model.SerializeToArray(value), () => model.Measure(value), () => model.Serialize(new ArrayBufferWriter<byte>(), value) })
        {
            var error = Assert.Throws<InvalidOperationException>(act);
            Assert.Contains($"Element 2 of repeated field", error.Message);
            Assert.Contains($"({field}) of {typeof(Nullables).FullName}", error.Message);
        }
    }

    [Theory, MemberData(nameof(All))]
    public void MapValues_NullMessageIsAnError_NullStringIsWrittenEmpty(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        var error = Assert.Throws<InvalidOperationException>(() => model.SerializeToArray(new Nullables { Map = new() { [1] = null } }));
        Assert.Contains("null", error.Message);
        // { 5: { key 1 } }: the empty string value is left out, as Google.Protobuf does.
        Assert.Equal(Hex.Bytes("2A 02 08 01"), model.SerializeToArray(new Nullables { StringMap = new() { [1] = null } }));
    }

    [Fact]
    public void MapErrors_AreTheSameOnBothBackends()
    {
        if (!Backends.EmitAvailable)
            return;
        var value = new Nullables { Map = new() { [1] = null } };
        var emit = Assert.Throws<InvalidOperationException>(() => Backends.Model(SerializerBackend.Emit).SerializeToArray(value));
        var interpreted = Assert.Throws<InvalidOperationException>(() => Backends.Model(SerializerBackend.Interpreted).SerializeToArray(value));
        Assert.Equal(emit.GetType(), interpreted.GetType());
    }

    [Theory, MemberData(nameof(All))]
    public void EmptyAndDefaultCollections_WriteNothing(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        Assert.Empty(model.SerializeToArray(new Kinds()));
        var empty = new Kinds
        {
            IntArray = [], UnpackedLongs = [], DoubleIList = [], StringEnumerable = [], ItemReadOnlyList = [], IntSet = [],
            Colors = [], ByteArrays = [], StringToInt = [], IntToItem = new Dictionary<int, Item>(), StringToColor = ImmutableDictionary<string, Color>.Empty,
            Points = [], ImmutableStrings = ImmutableArray<string>.Empty,
        };
        Assert.Empty(model.SerializeToArray(empty));
        Assert.Equal(0, model.Measure(empty));
    }

    [Theory, MemberData(nameof(All))]
    public void PackedAndUnpackedEncodings_AreBothAccepted(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        // Field 1 (int[], packed by default) unpacked twice, then packed; field 2 (unpacked List<long>) as a packed run.
        var read = model.Deserialize<Kinds>(Hex.Bytes("08 01 08 02 0A 02 03 04 12 02 05 06"));
        Assert.Equal([1, 2, 3, 4], read.IntArray!);
        Assert.Equal([5L, 6L], read.UnpackedLongs!);
        // Field 18 (unpacked enum array) packed; field 17 (packed enum list) unpacked.
        read = model.Deserialize<Kinds>(Hex.Bytes("92 01 02 01 02 88 01 02"));
        Assert.Equal([Color.Green, Color.Blue], read.UnpackedColors!);
        Assert.Equal([Color.Blue], read.ColorList!);
    }

    [Theory, MemberData(nameof(All))]
    public void AWrongWireType_IsAnUnknownField_AndTheCollectionIsLeftAlone(SerializerBackend backend)
    {
        // Field 5 (repeated message) as a varint, field 10 (map) as a fixed32: skipped like unknown fields.
        var read = Backends.Model(backend).Deserialize<Kinds>(Hex.Bytes("28 01 55 01 02 03 04 08 07"));
        // The interpreted backend leaves both null; the emit backend creates the empty collection before it checks the
        // wire type (a divergence that only shows as null against empty).
        Assert.Empty(read.ItemReadOnlyList ?? []);
        Assert.Empty(read.StringToInt ?? []);
        Assert.Equal([7], read.IntArray!);
    }

    [ProtoContract]
    public sealed class Initialized
    {
        [ProtoMember(1)] public List<int>? List { get; set; } = [1, 2];
        [ProtoMember(2)] public int[]? Array { get; set; } = [1, 2];
        [ProtoMember(3)] public Dictionary<int, int>? Map { get; set; } = new() { [9] = 9 };
        [ProtoMember(4)] public IList<int>? Interface { get; set; } = [1, 2];
        [ProtoMember(5)] public ImmutableArray<int> Immutable { get; set; } = [1, 2];
    }

    /// <summary>Bug (found here): the boxed interpreted backend replaced the collections a constructor made, while the emit
    /// backend appends to them. Both interpreted handlers (typed, and boxed where dynamic code is off) now append.</summary>
    [Theory, MemberData(nameof(All))]
    public void ReadingANewInstance_AppendsToTheCollectionsItsConstructorMade(SerializerBackend backend)
    {
        var read = Backends.Model(backend).Deserialize<Initialized>(Hex.Bytes("08 03 10 03 1A 04 08 01 10 02 20 03 28 03"));
        Assert.Equal([1, 2, 3], read.List!);
        Assert.Equal([1, 2, 3], read.Array!);
        Assert.Equal(new Dictionary<int, int> { [9] = 9, [1] = 2 }, read.Map!);
        Assert.Equal([1, 2, 3], read.Interface!);
        Assert.Equal(new[] { 1, 2, 3 }, read.Immutable.ToArray());
    }
}
