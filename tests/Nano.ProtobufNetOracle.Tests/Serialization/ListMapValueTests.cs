using Nano.ProtobufNetOracle.Tests.Support;
using Nano.Wire;
using ProtobufNetSamples.ListValues;

namespace Nano.ProtobufNetOracle.Tests.Serialization;

/// <summary>
/// Dictionaries whose values are lists, against protobuf-net 3.4.40 on both backends: each entry holds the key as
/// field 1 and the list as a repeated field 2 (numbers: none an empty packed run, one unpacked, more packed; strings,
/// bytes and messages: one field 2 each), and a null list leaves the key alone.
/// </summary>
public class ListMapValueTests
{
    private static readonly Dictionary<string, Func<object>> s_values = new()
    {
        ["IntLists/empty"] = () => new IntLists { Map = new() { [1] = [] } },
        ["IntLists/one"] = () => new IntLists { Map = new() { [1] = [5] } },
        ["IntLists/many"] = () => new IntLists { Map = new() { [1] = [5, 6, -1], [2] = [0, 300] } },
        ["IntLists/null"] = () => new IntLists { Map = new() { [1] = null!, [0] = [0] } },
        ["IntLists/no-map"] = () => new IntLists(),
        ["DoubleLists/set"] = () => new DoubleLists { Map = new() { [1] = [1.5, 2], [2] = [-0.5], [3] = [] } },
        ["StringLists/set"] = () => new StringLists
        {
            Map = new()
            {
                ["a"] = ["x", ""], [""] = ["y"], ["e"] = [],
                ["n"] = null!
            }
        },
        ["MessageLists/set"] = () => new MessageLists
        {
            Map = new() { ["a"] = [new ListItem { Id = 1, Name = "one" }, new ListItem()], ["e"] = [], ["n"] = null! },
        },
        ["ArrayLists/set"] = () => new ArrayLists
        {
            Map = new Dictionary<long, int[]>
            {
                [7] = [1, 2], [8] = [3],
                [9] = [], [0] = null!
            }
        },
        ["MixedLists/set"] = () => new MixedLists
        {
            Tones = new() { [1] = [Tone.Zero, Tone.High], [2] = [Tone.Low] },
            Flags = new() { ["t"] = new List<bool> { true, false }, ["f"] = new List<bool> { false } },
            Blobs = new() { [1] = [[1, 2], []] },
        },
        ["GetOnlyLists/set"] = () => Fill(new GetOnlyLists(), [1, 2]),
        ["GetOnlyLists/empty"] = () => new GetOnlyLists(),
        ["FormattedLists/set"] = () => new FormattedLists { Map = new() { [1] = [-1, 1], [2] = [-2] } },
    };

    private static GetOnlyLists Fill(GetOnlyLists value, int[] keys)
    {
        foreach (var key in keys)
            value.Named[key] = [$"k{key}", ""];
        return value;
    }

    public static TheoryData<string, string> Cases => DropIn.Cases([.. s_values.Keys]);

    [Theory]
    [MemberData(nameof(Cases))]
    public void A_dictionary_of_lists_is_drop_in(string name, string backend) => DropIn.AssertDropIn(s_values[name](),
        backend);

    /// <summary>The bytes by hand (protobuf-net's, as the oracle test above also checks): none, one and two
    /// varints.</summary>
    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void The_entry_holds_the_list_as_field_2(string backend)
    {
        var model = Libraries.Nano(backend);
        Assert.Equal("0A0408011200",
            Convert.ToHexString(model.SerializeToArray(new IntLists { Map = new() { [1] = [] } })));
        Assert.Equal("0A0408011005",
            Convert.ToHexString(model.SerializeToArray(new IntLists { Map = new() { [1] = [5] } })));
        Assert.Equal("0A06080112020506",
            Convert.ToHexString(model.SerializeToArray(new IntLists { Map = new() { [1] = [5, 6] } })));
        Assert.Equal("0A020801",
            Convert.ToHexString(model.SerializeToArray(new IntLists { Map = new() { [1] = null! } })));
        Assert.Equal("0A060A0161120178",
            Convert.ToHexString(model.SerializeToArray(new StringLists { Map = new() { ["a"] = ["x"] } })));
    }

    /// <summary>Input protobuf-net reads, read by Nano to the same value: packed or not, a key alone, the value before
    /// the key, an entry with neither, a field Nano does not know, and a value in two places of one entry.</summary>
    [Theory]
    [InlineData("emit", "0A0608011005 1006")]
    [InlineData("emit", "0A06080112020506")]
    [InlineData("emit", "0A020801")]
    [InlineData("emit", "0A0410050801")]
    [InlineData("emit", "0A00")]
    [InlineData("emit", "0A06080110051807")]
    [InlineData("emit", "0A0610051807 1006")]
    [InlineData("interpreted", "0A0608011005 1006")]
    [InlineData("interpreted", "0A06080112020506")]
    [InlineData("interpreted", "0A020801")]
    [InlineData("interpreted", "0A0410050801")]
    [InlineData("interpreted", "0A00")]
    [InlineData("interpreted", "0A06080110051807")]
    [InlineData("interpreted", "0A0610051807 1006")]
    public void Nano_reads_what_protobuf_net_reads(string backend, string hex)
    {
        var bytes = Convert.FromHexString(hex.Replace(" ", ""));
        var expected = Libraries.ProtobufNetRead(typeof(IntLists), bytes);
        Equivalence.AssertEquivalent(expected, Libraries.NanoRead(Libraries.Nano(backend), typeof(IntLists), bytes));
    }

    /// <summary>An unpacked element then a packed run in one entry: protobuf-net refuses it, Nano reads every element
    /// (any protobuf reader accepts both forms of a packable field).</summary>
    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void Nano_reads_an_unpacked_element_then_a_packed_run(string backend)
    {
        var bytes = Convert.FromHexString("0A080801100512020607");
        Assert.Throws<ProtoBuf.ProtoException>(() => Libraries.ProtobufNetRead(typeof(IntLists), bytes));
        var read = Libraries.Nano(backend).Deserialize<IntLists>(bytes);
        Assert.Equal([5, 6, 7], Assert.Single(read.Map!, kv => kv.Key == 1).Value);
    }

    /// <summary>A key read twice: protobuf-net adds each entry and throws; Nano refuses it as malformed input, on both
    /// backends alike, within one input and against the map being merged into.</summary>
    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void A_duplicate_key_is_refused(string backend)
    {
        byte[] twice = Convert.FromHexString("0A04080110050A04080110 06".Replace(" ", ""));
        Assert.Throws<ArgumentException>(() => Libraries.ProtobufNetRead(typeof(IntLists), twice));
        var e = Assert.Throws<ProtoException>(() => Libraries.Nano(backend).Deserialize<IntLists>(twice));
        Assert.Equal("Duplicate key '1' in a map whose values are lists "
            + "(protobuf-net adds each entry and refuses a key it already holds)", e.Reason);
        Assert.Equal(typeof(IntLists), e.MessageType);
        Assert.Equal(Assert.Throws<ProtoException>(() => Libraries.Nano("emit").Deserialize<IntLists>(twice)).Message,
            e.Message);

        var held = new IntLists { Map = new() { [1] = [9] } };
        var merge = Assert.Throws<ProtoException>(()
            => Libraries.Nano(backend).Merge(Convert.FromHexString("0A0408011005"), held));
        Assert.StartsWith("Duplicate key '1'", merge.Message);
        Assert.Throws<ArgumentException>(()
            => ProtoBuf.Serializer.Merge(new MemoryStream(Convert.FromHexString("0A0408011005")),
            new IntLists { Map = new() { [1] = [9] } }));
    }

    /// <summary>Malformed entries: the same <see cref="ProtoException"/> on both backends, and protobuf-net refuses
    /// them too (where protobuf-net reads a fixed32 as an int element, Nano refuses the wire type instead of
    /// guessing).</summary>
    [Theory]
    [InlineData("0A0608011005", typeof(IntLists), "Length past end")]
    [InlineData("0A06080112030506", typeof(IntLists), "Length past end")]
    [InlineData("0A0708011505000000", typeof(IntLists),
        "Invalid wire type Fixed32 for an element (Int32) of a map value that is a list")]
    [InlineData("0A050A01611005", typeof(StringLists),
        "Invalid wire type Varint for an element (String) of a map value that is a list")]
    [InlineData("0A050A01611005", typeof(MessageLists),
        "Invalid wire type Varint for an element (ListItem) of a map value that is a list")]
    public void Malformed_entries_are_refused_alike(string hex, Type type, string reasonStart)
    {
        var bytes = Convert.FromHexString(hex);
        var emit = Assert.Throws<ProtoException>(() => Libraries.NanoRead(Libraries.Nano("emit"), type, bytes));
        var interpreted = Assert.Throws<ProtoException>(() => Libraries.NanoRead(Libraries.Nano("interpreted"), type,
            bytes));
        Assert.Equal(emit.Message, interpreted.Message);
        Assert.StartsWith(reasonStart, emit.Reason);
        if (type != typeof(IntLists) || !hex.Contains("15"))
            Assert.ThrowsAny<Exception>(() => Libraries.ProtobufNetRead(type, bytes));
    }

    /// <summary>Nano's own attributes have no such map (protobuf has none): refused, naming the member.</summary>
    [Theory]
    [InlineData("emit")]
    [InlineData("interpreted")]
    public void Nanos_own_contracts_refuse_a_list_value(string backend)
    {
        var e = Assert.Throws<ProtoModelException>(()
            => Libraries.Nano(backend).SerializeToArray(new NanoListValues()));
        Assert.Equal($"{typeof(NanoListValues).FullName}.Map (field 1): a map value cannot itself be a collection "
            + "(List<Int32>); wrap it in a message. A protobuf map value cannot be repeated "
            + "(protobuf-net's contracts may use a list there).", e.Message);
    }

    [Nano.ProtoContract]
    public class NanoListValues
    {
        [Nano.ProtoMember(1)] public Dictionary<int, List<int>>? Map { get; set; }
    }
}
