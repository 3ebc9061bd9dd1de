using System.Reflection;
using Google.Protobuf;
using Nano.Generators.Contracts;
using Nano.Serialization;
using Nano.Serialization.Generated;
using GWire = Google.Protobuf.WireFormat;

namespace Nano.Generators.Tests;

/// <summary>
/// Repeated message fields whose element type the context generates, walked by the parent's generated loop with the
/// child's methods called directly (SerializerWriter.Lists, NestedMessage): the same bytes as emit, interpreted,
/// hand-derived encodings and Google.Protobuf's encoder; the same objects read back; the same errors for null
/// elements, depth and malformed input; and the model's serializer of the child when the model serves it otherwise.
/// </summary>
public sealed class MessageListsTests
{
    [Fact]
    public void ListsOfMessagesAreServedByTheGeneratedBackend()
    {
        var model = Backends.Generated();
        Assert.Equal(SerializerBackend.Generated, model.GetBackend<Basket>());
        Assert.Equal(SerializerBackend.Generated, model.GetBackend<Entry>());
    }

    // Encodings derived by hand: Basket's Entries is field 1 (tag 0A), Extras 2 (12), Baskets 3 (1A), Id 4 (20);
    // Entry's Key 1 (0A), Context 2 (12), Parts 3 (1A); Child's Name 1 (0A), Value 2 (10). Empty bytes are left out.
    public static TheoryData<Basket, string> HandDerived => new()
    {
        { new Basket(), "" },
        { new Basket { Entries = [], Extras = [], Baskets = [] }, "" },
        { new Basket { Entries = [new Entry()] }, "0A 00" },
        { new Basket { Entries = [new Entry { Key = [], Context = [], Parts = [] }] }, "0A 00" },
        { new Basket { Entries = [new Entry { Key = [1], Context = [2, 3] }] }, "0A 07 0A 01 01 12 02 02 03" },
        { new Basket { Entries = [new Entry(), new Entry { Key = [9] }, new Entry()] }, "0A 00 0A 03 0A 01 09 0A 00" },
        { new Basket { Extras = [new Entry { Key = [7] }, new Entry()] }, "12 03 0A 01 07 12 00" },
        {
            new Basket { Entries = [new Entry { Parts = [new Child { Value = 1 }, new Child()] }] },
            "0A 06 1A 02 10 01 1A 00"
        },
        {
            new Basket { Baskets = [new Basket { Id = 1, Baskets = [new Basket { Id = 2 }] }, new Basket()], Id = 3 },
            "1A 06 1A 02 20 02 20 01 1A 00 20 03"
        },
    };

    [Theory]
    [MemberData(nameof(HandDerived))]
    public void ListsOfMessagesMatchHandDerivedBytes(Basket value, string hex)
    {
        Assert.Equal(hex, Hex.Of(Backends.Generated().SerializeToArray(value)));
        Assert.Equal(hex, Hex.Of(Backends.SameBytes(value)));
    }

    [Theory]
    [MemberData(nameof(HandDerived))]
    public void ListsOfMessagesReadBackEqual(Basket value, string hex)
    {
        var read = Backends.SameRead<Basket>(Hex.Bytes(hex));
        Assert.Equal(Count(value.Entries), Count(read.Entries));
        Assert.Equal(Count(value.Extras), Count(read.Extras));
        Assert.Equal(Count(value.Baskets), Count(read.Baskets));
        for (var i = 0; i < Count(value.Entries); i++)
            Assert.Equal(value.Entries![i].Key ?? [], read.Entries![i].Key ?? []);
    }

    [Fact]
    public void ManyItemsMatchGoogleProtobufsEncoder()
    {
        // W1's shape: thousands of items of two bytes fields; some items over 127 bytes, so that their length
        // prefixes take two bytes, and the list's total far over one.
        var value = new Basket { Entries = [], Id = 5 };
        for (var i = 0; i < 3500; i++)
            value.Entries.Add(new Entry { Key = Fill(16, i), Context = Fill(i % 100 == 0 ? 200 : 24, i + 1) });

        var expected = new MemoryStream();
        var output = new CodedOutputStream(expected);
        foreach (var entry in value.Entries)
        {
            output.WriteTag(1, GWire.WireType.LengthDelimited);
            output.WriteLength(CodedOutputStream.ComputeBytesSize(ByteString.CopyFrom(entry.Key))
                + CodedOutputStream.ComputeBytesSize(ByteString.CopyFrom(entry.Context)) + 2);
            output.WriteTag(1, GWire.WireType.LengthDelimited);
            output.WriteBytes(ByteString.CopyFrom(entry.Key));
            output.WriteTag(2, GWire.WireType.LengthDelimited);
            output.WriteBytes(ByteString.CopyFrom(entry.Context));
        }
        output.WriteTag(4, GWire.WireType.Varint);
        output.WriteInt32(5);
        output.Flush();

        var bytes = Backends.SameBytes(value);
        Assert.Equal(expected.ToArray(), bytes);
        var read = Backends.SameRead<Basket>(bytes);
        Assert.Equal(3500, read.Entries!.Count);
        Assert.Equal(value.Entries[100].Context, read.Entries[100].Context);
        Assert.Equal(value.Entries[3499].Key, read.Entries[3499].Key);
    }

    [Fact]
    public void GoogleProtobufDecodesNestedListsOfLists()
    {
        var value = new Basket
        {
            Baskets = [new Basket { Entries = [new Entry { Parts = [new Child { Name = "p" }] }] }],
            Extras = [new Entry { Context = [4] }],
        };
        var input = new CodedInputStream(Backends.Generated().SerializeToArray(value));
        Assert.Equal(GWire.MakeTag(2, GWire.WireType.LengthDelimited), input.ReadTag());
        Assert.Equal("12 01 04", Hex.Of(input.ReadBytes().ToByteArray()));
        Assert.Equal(GWire.MakeTag(3, GWire.WireType.LengthDelimited), input.ReadTag());
        var basket = new CodedInputStream(input.ReadBytes().ToByteArray());
        Assert.Equal(GWire.MakeTag(1, GWire.WireType.LengthDelimited), basket.ReadTag());
        var entry = new CodedInputStream(basket.ReadBytes().ToByteArray());
        Assert.Equal(GWire.MakeTag(3, GWire.WireType.LengthDelimited), entry.ReadTag());
        var part = new CodedInputStream(entry.ReadBytes().ToByteArray());
        Assert.Equal(GWire.MakeTag(1, GWire.WireType.LengthDelimited), part.ReadTag());
        Assert.Equal("p", part.ReadString());
        Assert.True(part.IsAtEnd && entry.IsAtEnd && basket.IsAtEnd && input.IsAtEnd);
    }

    [Fact]
    public void AWriterThatCannotKeepAPrefixOpenWritesTheSameBytes()
    {
        // Spans of 5 bytes: no length prefix stays open across one, so each element is written the measured way.
        var value = new Basket
        {
            Entries = [new Entry { Key = Fill(40, 1), Parts = [new Child { Value = 300 }] }, new Entry()],
            Baskets = [new Basket { Extras = [new Entry { Context = Fill(130, 2) }] }],
        };
        var expected = Backends.SameBytes(value);
        var chunked = new ChunkedWriter(5);
        Backends.Generated().Serialize(chunked, value);
        Assert.Equal(expected, chunked.Written);
    }

    [Fact]
    public void NullElementsFailAsOnTheRuntimeBackends()
    {
        Backends.SameError(new Basket { Entries = [new Entry(), null!] });
        Backends.SameError(new Basket { Extras = [null!] });
        Backends.SameError(new Basket { Entries = [new Entry { Parts = [new Child(), null!] }] });
        Backends.SameError(new Basket { Baskets = [new Basket { Baskets = [new Basket(), new Basket(), null!] }] });
    }

    [Fact]
    public void ANullElementIsNamedByItsField()
    {
        var e = Assert.Throws<InvalidOperationException>(
            () => Backends.Generated().SerializeToArray(new Basket { Entries = [new Entry(), null!] }));
        Assert.Equal("Element 1 of repeated field 'Entries' (1) of Nano.Generators.Contracts.Basket is null; a "
            + "repeated string, bytes or message field cannot hold null.", e.Message);
        var nested = Assert.Throws<InvalidOperationException>(() => Backends.Generated().SerializeToArray(
            new Basket { Baskets = [new Basket { Extras = [null!] }] }));
        Assert.Equal("Element 0 of repeated field 'Extras' (2) of Nano.Generators.Contracts.Basket is null; a "
            + "repeated string, bytes or message field cannot hold null.", nested.Message);
    }

    [Fact]
    public void DepthLimitsApplyAsOnTheRuntimeBackends()
    {
        var root = new Basket();
        var basket = root;
        for (var i = 0; i < 150; i++)
        {
            var inner = new Basket { Id = i };
            basket.Baskets = [inner];
            basket = inner;
        }
        Backends.SameError(root);

        // 150 baskets each in the one before's Baskets, built from the inside out (lengths above 127 take two bytes).
        byte[] deep = [];
        for (var i = 0; i < 150; i++)
            deep = [0x1A, .. Hex.Varint(deep.Length), .. deep];
        Backends.SameReadError<Basket>(deep);
    }

    [Theory]
    [InlineData("0A")] // a tag and no length
    [InlineData("0A 80")] // a length cut by the input's end
    [InlineData("0A 05 0A 01 01")] // an element longer than the input
    [InlineData("0A FF FF FF FF 0F")] // an element claiming 4 GiB
    [InlineData("0A 03 0A 05 01")] // a field longer than its element
    [InlineData("0A 02 1A 05")] // a nested element longer than its parent
    [InlineData("0A 04 1A 02 10 80")] // a varint cut by its element's end
    [InlineData("1A 03 1A 01 00")] // field number 0 inside a nested basket
    [InlineData("12 01 0C")] // an element holding an end-group tag with no start
    public void MalformedListsFailAsOnTheRuntimeBackends(string hex) => Backends.SameReadError<Basket>(Hex.Bytes(hex));

    [Theory]
    [InlineData("09 01 02 03 04 05 06 07 08")] // field 1 with a wire type it cannot have: skipped as unknown
    [InlineData("0A 02 0A 00 0A 00 12 00 0A 02 12 00 0A 00")] // elements of both fields interleaved, appended in order
    [InlineData("1A 04 0A 02 1A 00 1A 00")] // a nested basket's entry with an empty part, then an empty basket
    public void ListsReadAsOnTheRuntimeBackends(string hex) => Backends.SameRead<Basket>(Hex.Bytes(hex));

    [Fact]
    public void ReadElementsAppendToTheExistingList()
    {
        var existing = new Basket { Entries = [new Entry { Key = [1] }], Extras = [new Entry { Key = [2] }] };
        var model = Backends.Generated();
        var read = model.Merge<Basket>(Hex.Bytes("0A 03 0A 01 03 12 00"), existing);
        Assert.Same(existing, read);
        Assert.Equal(2, read.Entries!.Count);
        Assert.Equal([1], read.Entries[0].Key!);
        Assert.Equal([3], read.Entries[1].Key!);
        Assert.Equal(2, read.Extras!.Length);
        Assert.Equal([2], read.Extras[0].Key!);
    }

    [Fact]
    public void AChildTheModelServesOtherwiseGoesThroughTheModelsSerializer()
    {
        // Entry is configured differently in this model, so emit serves it; the generated parent writes and reads
        // its list through the model's serializer, as the other backends do.
        var model = RuntimeTypeModel.Create();
        model.Add<Entry>(applyAttributes: false).Field(5, nameof(Entry.Key));
        var emit = Backends.Emit();
        emit.Add<Entry>(applyAttributes: false).Field(5, nameof(Entry.Key));
        var value = new Basket
        {
            Entries = [new Entry { Key = [1], Context = [2] }],
            Extras = [new Entry { Key = [3] }],
        };

        Assert.Equal(SerializerBackend.Generated, model.GetBackend<Basket>());
        Assert.NotEqual(SerializerBackend.Generated, model.GetBackend<Entry>());
        var bytes = model.SerializeToArray(value);
        Assert.Equal("0A 03 2A 01 01 12 03 2A 01 03", Hex.Of(bytes)); // Key as field 5 (tag 2A), Context left out
        Assert.Equal(emit.SerializeToArray(value), bytes);
        var read = model.Deserialize<Basket>(bytes);
        Assert.Equal([1], read.Entries![0].Key!);
        Assert.Null(read.Entries[0].Context);
        Assert.Equal([3], read.Extras![0].Key!);
        var nullElement = new Basket { Entries = [new Entry(), null!] };
        var expected = Assert.Throws<InvalidOperationException>(() => emit.SerializeToArray(nullElement));
        var generated = Assert.Throws<InvalidOperationException>(() => model.SerializeToArray(nullElement));
        Assert.Equal(expected.Message, generated.Message);
    }

    [Fact]
    public void TheChildIsLookedUpWhenItsFieldIsFirstUsed()
    {
        // On the generated backend a child it cannot serve is an error, raised where the model's serializer of the
        // child is first asked for: reading a basket without entries never asks.
        var model = Backends.Generated();
        model.Add<Entry>(applyAttributes: false).Field(5, nameof(Entry.Key));
        Assert.Equal(7, model.Deserialize<Basket>(Hex.Bytes("20 07")).Id);
        var e = Assert.Throws<NotSupportedException>(() => model.Deserialize<Basket>(Hex.Bytes("20 07 0A 00")));
        Assert.Contains(typeof(Entry).FullName!, e.Message, StringComparison.Ordinal);
        Assert.Throws<NotSupportedException>(() => model.SerializeToArray(new Basket()));
    }

    [Fact]
    public void TheChildIsCalledDirectlyOnlyWhenTheModelServesItWithTheSameGeneratedClass()
    {
        var entrySerializer = typeof(ContractsContext).GetNestedTypes(BindingFlags.NonPublic)
            .Single(t => t.Name.EndsWith("_Entry", StringComparison.Ordinal));
        var served = typeof(GeneratedSerializers).GetMethod(nameof(GeneratedSerializers.Served))!
            .MakeGenericMethod(typeof(Entry), entrySerializer);

        var generated = Backends.Generated();
        var instance = served.Invoke(null, [generated]);
        Assert.IsType(entrySerializer, instance);
        Assert.Same(instance, served.Invoke(null, [generated])); // the model's one instance
        Assert.Null(served.Invoke(null, [Backends.Emit()]));
        Assert.Null(served.Invoke(null, [Backends.Interpreted()]));
        var configured = RuntimeTypeModel.Create();
        configured.Add<Entry>(applyAttributes: false).Field(5, nameof(Entry.Key));
        Assert.Null(served.Invoke(null, [configured]));
    }

    private static int Count<T>(ICollection<T>? items) => items?.Count ?? 0;

    private static byte[] Fill(int length, int seed)
    {
        var bytes = new byte[length];
        for (var i = 0; i < length; i++)
            bytes[i] = (byte)(seed + (i * 7));
        return bytes;
    }
}
