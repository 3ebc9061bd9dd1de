using Google.Protobuf;
using Nano.Generators.Contracts;
using Nano.Serialization;
using Nano.Serialization.Generated;
using Nano.Wire;
using GWire = Google.Protobuf.WireFormat;

namespace Nano.Generators.Tests;

/// <summary>
/// The serializers generated for Nano.Generators.Contracts against the runtime backends: the same bytes as emit and
/// interpreted, the same objects read back, the same errors, and bytes checked against hand-derived encodings and
/// Google.Protobuf's decoder.
/// </summary>
public sealed class GeneratedBackendTests
{
    public static TheoryData<Type> ContractTypes => new() { typeof(Scalars), typeof(Lists), typeof(Child), typeof(Parent), typeof(Node), typeof(Optionals), typeof(Arrays), typeof(WellKnown), typeof(Narrow) };

    [Theory]
    [MemberData(nameof(ContractTypes))]
    public void TheModuleInitializerRegistersEveryContract(Type type) => Assert.True(GeneratedSerializers.IsRegistered(type));

    [Theory]
    [MemberData(nameof(ContractTypes))]
    public void AutoPrefersTheGeneratedSerializer(Type type)
    {
        Assert.Equal(SerializerBackend.Generated, RuntimeTypeModel.Create().GetBackend(type));
        Assert.Equal(SerializerBackend.Generated, Backends.Generated().GetBackend(type));
    }

    [Fact]
    public void ExplicitBackendsAreNotOverridden()
    {
        Assert.Equal(SerializerBackend.Emit, Backends.Emit().GetBackend<Scalars>());
        Assert.Equal(SerializerBackend.Interpreted, Backends.Interpreted().GetBackend<Scalars>());
    }

    public static TheoryData<Scalars> ScalarValues => new()
    {
        new Scalars(),
        new Scalars
        {
            Int32 = -1, SInt32 = -1, SFixed32 = -1, Int64 = -1, SInt64 = -1, SFixed64 = -1, UInt32 = 1, Fixed32 = 1, UInt64 = 1,
            Fixed64 = 1, Bool = true, Float = -1.5f, Double = -2.25, String = "", Bytes = [], Color = Color.Red, Far = -1,
        },
        new Scalars
        {
            Int32 = int.MinValue, SInt32 = int.MinValue, SFixed32 = int.MinValue, Int64 = long.MinValue, SInt64 = long.MinValue,
            SFixed64 = long.MinValue, UInt32 = uint.MaxValue, Fixed32 = uint.MaxValue, UInt64 = ulong.MaxValue, Fixed64 = ulong.MaxValue,
            Float = float.NaN, Double = double.NegativeInfinity, String = "héllo \U0001F600", Bytes = [0, 255, 128], Color = Color.Blue,
            Far = int.MaxValue,
        },
        new Scalars { Int32 = int.MaxValue, SInt32 = int.MaxValue, SInt64 = long.MaxValue, Float = -0.0f, Double = -0.0, Color = (Color)(-7) },
    };

    [Theory]
    [MemberData(nameof(ScalarValues))]
    public void ScalarsWriteAndReadAsOnTheRuntimeBackends(Scalars value)
    {
        var bytes = Backends.SameBytes(value);
        var read = Backends.SameRead<Scalars>(bytes);
        Assert.Equal(value.Int64, read.Int64);
        Assert.Equal(value.String ?? "", read.String ?? "");
        Assert.Equal(value.Color, read.Color);
        Assert.Equal(value.Far, read.Far);
    }

    // Encodings derived by hand from the protobuf encoding rules (tag = number << 3 | wire type).
    public static TheoryData<Scalars, string> HandDerived => new()
    {
        { new Scalars { Int32 = 150 }, "08 96 01" },
        { new Scalars { Int32 = -1 }, "08 FF FF FF FF FF FF FF FF FF 01" },
        { new Scalars { SInt32 = -1 }, "10 01" },
        { new Scalars { SInt32 = 1 }, "10 02" },
        { new Scalars { SFixed32 = -2 }, "1D FE FF FF FF" },
        { new Scalars { SInt64 = -2 }, "28 03" },
        { new Scalars { SFixed64 = 1 }, "31 01 00 00 00 00 00 00 00" },
        { new Scalars { Fixed32 = 0x01020304 }, "45 04 03 02 01" },
        { new Scalars { Bool = true }, "58 01" },
        { new Scalars { Float = 1f }, "65 00 00 80 3F" },
        { new Scalars { Double = 1.0 }, "69 00 00 00 00 00 00 F0 3F" },
        { new Scalars { Double = -0.0 }, "" }, // implicit presence compares by value: -0.0 is left out
        { new Scalars { String = "hi" }, "72 02 68 69" },
        { new Scalars { Bytes = [1, 2] }, "7A 02 01 02" },
        { new Scalars { Color = Color.Blue }, "80 01 A0 8D 06" },
        { new Scalars { Far = 1 }, "80 7D 01" },
    };

    [Theory]
    [MemberData(nameof(HandDerived))]
    public void ScalarsMatchHandDerivedBytes(Scalars value, string hex)
    {
        Assert.Equal(hex, Hex(Backends.Generated().SerializeToArray(value)));
        Assert.Equal(hex, Hex(Backends.SameBytes(value)));
    }

    public static TheoryData<Lists, string> HandDerivedLists => new()
    {
        { new Lists { Float = null }, "" },
        { new Lists(), "" }, // an empty list writes nothing
        { new Lists { Int32 = [1, 2, 3], Float = null }, "0A 03 01 02 03" },
        { new Lists { Int32Unpacked = [1, 2], Float = null }, "10 01 10 02" },
        { new Lists { SInt64 = [-1, 1], Float = null }, "1A 02 01 02" },
        { new Lists { Fixed32 = [1], Float = null }, "22 04 01 00 00 00" },
        { new Lists { Bool = [true, false], Float = null }, "32 02 01 00" },
        { new Lists { Colors = [Color.Red, Color.None], Float = null }, "3A 02 01 00" },
        { new Lists { Strings = ["a", ""], Float = null }, "42 01 61 42 00" },
        { new Lists { Blobs = [[9]], Float = null }, "4A 01 09" },
        { new Lists { Float = [1f] }, "52 04 00 00 80 3F" },
    };

    [Theory]
    [MemberData(nameof(HandDerivedLists))]
    public void ListsMatchHandDerivedBytes(Lists value, string hex) => Assert.Equal(hex, Hex(Backends.SameBytes(value)));

    [Theory]
    [InlineData("08 05 08 06")] // a packed field sent unpacked
    [InlineData("12 02 01 02")] // an unpacked field sent packed
    [InlineData("0D 01 00 00 00 0A 01 07")] // field 1 with a wire type it cannot have: skipped as unknown
    [InlineData("0A 01 01 0A 02 02 03 08 04")] // runs of both forms, appended in order
    [InlineData("42 00 42 01 62 4A 00 2A 08 00 00 00 00 00 00 F0 3F 98 06 00")] // strings, bytes, doubles, an unknown field
    public void ListsReadAsOnTheRuntimeBackends(string hex) => Backends.SameRead<Lists>(Bytes(hex));

    [Fact]
    public void ListsAppendToAnExistingList()
    {
        var read = Backends.Generated().Deserialize<Lists>(Bytes("0A 02 01 02 08 03"));
        Assert.Equal([1, 2, 3], read.Int32!);
        Assert.Equal([], read.Float!); // absent: as constructed
        Assert.Null(read.Strings);
    }

    [Fact]
    public void NestedMessagesWriteAndReadAsOnTheRuntimeBackends()
    {
        var value = new Parent
        {
            Id = 7,
            Child = new Child { Name = "one", Value = -3 },
            Children = [new Child(), new Child { Name = new string('x', 300), Value = 1 }],
        };
        var bytes = Backends.SameBytes(value);
        var read = Backends.SameRead<Parent>(bytes);
        Assert.Equal("one", read.Child!.Name);
        Assert.Equal(300, read.Children![1].Name!.Length);
        // A message field that occurs twice merges: the second occurrence's fields over the first's.
        var merged = Backends.SameRead<Parent>(Bytes("12 05 0A 01 61 10 01 12 02 10 02"));
        Assert.Equal("a", merged.Child!.Name);
        Assert.Equal(2, merged.Child.Value);
    }

    [Fact]
    public void NestedMessagesUseTheModelsSerializerOfTheChild()
    {
        // The child is configured differently in this model, so it is served by emit; the generated parent still
        // writes it through the model, as the other backends do.
        var model = RuntimeTypeModel.Create();
        model.Add<Child>(applyAttributes: false).Field(5, nameof(Child.Name));
        var emit = Backends.Emit();
        emit.Add<Child>(applyAttributes: false).Field(5, nameof(Child.Name));
        var value = new Parent { Child = new Child { Name = "n", Value = 9 } };

        Assert.Equal(SerializerBackend.Generated, model.GetBackend<Parent>());
        Assert.NotEqual(SerializerBackend.Generated, model.GetBackend<Child>());
        Assert.Equal("12 03 2A 01 6E", Hex(model.SerializeToArray(value)));
        Assert.Equal(emit.SerializeToArray(value), model.SerializeToArray(value));
    }

    [Fact]
    public void AModelThatDiffersFromTheGeneratedCodeFallsBack()
    {
        var auto = RuntimeTypeModel.Create();
        auto.Add<Child>(applyAttributes: false).Field(1, nameof(Child.Name));
        Assert.NotEqual(SerializerBackend.Generated, auto.GetBackend<Child>());
        Assert.Equal("0A 01 61", Hex(auto.SerializeToArray(new Child { Name = "a", Value = 3 })));

        var generated = Backends.Generated();
        generated.Add<Child>(applyAttributes: false).Field(1, nameof(Child.Name));
        var e = Assert.Throws<NotSupportedException>(() => generated.SerializeToArray(new Child()));
        Assert.Contains(typeof(Child).FullName!, e.Message);
        Assert.Contains("the model has 1 fields, the generated code 2", e.Message);
    }

    [Fact]
    public void NullElementsFailAsOnTheRuntimeBackends()
    {
        SameError(new Lists { Strings = ["a", null!] });
        SameError(new Lists { Blobs = [null!] });
        SameError(new Parent { Children = [new Child(), null!] });
    }

    [Fact]
    public void DepthLimitsApplyAsOnTheRuntimeBackends()
    {
        var root = new Node();
        var node = root;
        for (var i = 0; i < 150; i++)
            node = node.Next = new Node { Value = i };
        SameError(root);

        // 150 nested Next fields, built from the inside out (lengths above 127 take two bytes).
        byte[] deep = [];
        for (var i = 0; i < 150; i++)
            deep = [0x12, .. Tests.Hex.Varint(deep.Length), .. deep];
        SameReadError<Node>(deep);
    }

    [Theory]
    [InlineData("08")] // a tag and no value
    [InlineData("72 05 68 69")] // a string longer than the input
    [InlineData("72 02 C3 28")] // invalid UTF-8
    [InlineData("0A 03 01 02")] // a packed run past the input (an unknown field here)
    public void MalformedScalarsFailAsOnTheRuntimeBackends(string hex) => SameReadError<Scalars>(Bytes(hex));

    [Theory]
    [InlineData("12 03 0A 05 61")] // a nested length past its parent's
    [InlineData("12 02 0A 02 61")] // a string past its message's end
    [InlineData("1A 03 10 80 80")] // a varint cut by its message's end
    [InlineData("0A 01 61 00")] // field number 0
    public void MalformedMessagesFailAsOnTheRuntimeBackends(string hex) => SameReadError<Parent>(Bytes(hex));

    [Theory]
    [InlineData("0A 05 01 02")] // a packed run longer than the input
    [InlineData("0A 01 80")] // a varint cut by the packed run's end
    [InlineData("22 03 01 00 00")] // a fixed32 run whose length is not a multiple of 4
    public void MalformedListsFailAsOnTheRuntimeBackends(string hex) => SameReadError<Lists>(Bytes(hex));

    [Fact]
    public void GoogleProtobufDecodesTheGeneratedBytes()
    {
        var value = new Scalars
        {
            Int32 = -5, SInt32 = -6, SFixed32 = -7, Int64 = -8, SInt64 = -9, SFixed64 = -10, UInt32 = 11, Fixed32 = 12,
            UInt64 = 13, Fixed64 = 14, Bool = true, Float = 1.5f, Double = 2.5, String = "s", Bytes = [3], Color = Color.Blue, Far = 15,
        };
        var input = new CodedInputStream(Backends.Generated().SerializeToArray(value));
        Assert.Equal(GWire.MakeTag(1, GWire.WireType.Varint), input.ReadTag());
        Assert.Equal(-5, input.ReadInt32());
        Assert.Equal(GWire.MakeTag(2, GWire.WireType.Varint), input.ReadTag());
        Assert.Equal(-6, input.ReadSInt32());
        Assert.Equal(GWire.MakeTag(3, GWire.WireType.Fixed32), input.ReadTag());
        Assert.Equal(-7, input.ReadSFixed32());
        Assert.Equal(GWire.MakeTag(4, GWire.WireType.Varint), input.ReadTag());
        Assert.Equal(-8, input.ReadInt64());
        Assert.Equal(GWire.MakeTag(5, GWire.WireType.Varint), input.ReadTag());
        Assert.Equal(-9, input.ReadSInt64());
        Assert.Equal(GWire.MakeTag(6, GWire.WireType.Fixed64), input.ReadTag());
        Assert.Equal(-10, input.ReadSFixed64());
        Assert.Equal(GWire.MakeTag(7, GWire.WireType.Varint), input.ReadTag());
        Assert.Equal(11u, input.ReadUInt32());
        Assert.Equal(GWire.MakeTag(8, GWire.WireType.Fixed32), input.ReadTag());
        Assert.Equal(12u, input.ReadFixed32());
        Assert.Equal(GWire.MakeTag(9, GWire.WireType.Varint), input.ReadTag());
        Assert.Equal(13ul, input.ReadUInt64());
        Assert.Equal(GWire.MakeTag(10, GWire.WireType.Fixed64), input.ReadTag());
        Assert.Equal(14ul, input.ReadFixed64());
        Assert.Equal(GWire.MakeTag(11, GWire.WireType.Varint), input.ReadTag());
        Assert.True(input.ReadBool());
        Assert.Equal(GWire.MakeTag(12, GWire.WireType.Fixed32), input.ReadTag());
        Assert.Equal(1.5f, input.ReadFloat());
        Assert.Equal(GWire.MakeTag(13, GWire.WireType.Fixed64), input.ReadTag());
        Assert.Equal(2.5, input.ReadDouble());
        Assert.Equal(GWire.MakeTag(14, GWire.WireType.LengthDelimited), input.ReadTag());
        Assert.Equal("s", input.ReadString());
        Assert.Equal(GWire.MakeTag(15, GWire.WireType.LengthDelimited), input.ReadTag());
        Assert.Equal([3], input.ReadBytes().ToByteArray());
        Assert.Equal(GWire.MakeTag(16, GWire.WireType.Varint), input.ReadTag());
        Assert.Equal(100000, input.ReadEnum());
        Assert.Equal(GWire.MakeTag(2000, GWire.WireType.Varint), input.ReadTag());
        Assert.Equal(15, input.ReadInt32());
        Assert.True(input.IsAtEnd);
    }

    [Fact]
    public void GoogleProtobufDecodesGeneratedPackedLists()
    {
        var value = new Lists { Int32 = [1, -1, 300], SInt64 = [-2], Float = null };
        var input = new CodedInputStream(Backends.Generated().SerializeToArray(value));
        var ints = new Google.Protobuf.Collections.RepeatedField<int>();
        Assert.Equal(GWire.MakeTag(1, GWire.WireType.LengthDelimited), input.ReadTag());
        ints.AddEntriesFrom(input, FieldCodec.ForInt32(GWire.MakeTag(1, GWire.WireType.LengthDelimited)));
        Assert.Equal([1, -1, 300], ints);
        var longs = new Google.Protobuf.Collections.RepeatedField<long>();
        Assert.Equal(GWire.MakeTag(3, GWire.WireType.LengthDelimited), input.ReadTag());
        longs.AddEntriesFrom(input, FieldCodec.ForSInt64(GWire.MakeTag(3, GWire.WireType.LengthDelimited)));
        Assert.Equal([-2L], longs);
        Assert.True(input.IsAtEnd);
    }

    private static void SameError<T>(T value) => Backends.SameError(value);

    private static void SameReadError<T>(byte[] data) => Backends.SameReadError<T>(data);

    private static string Hex(byte[] bytes) => Convert.ToHexString(bytes).Chunk(2).Select(c => new string(c)).Aggregate("", (a, b) => a.Length == 0 ? b : a + " " + b);

    private static byte[] Bytes(string hex) => Convert.FromHexString(hex.Replace(" ", "", StringComparison.Ordinal));
}
