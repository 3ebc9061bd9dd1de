using Nano.Generators.Contracts;
using Nano.Serialization;

namespace Nano.Generators.Tests;

/// <summary>
/// Oneofs on the generated backend: a set member is written whatever its value (explicit presence), writing two
/// members of a group is the model's error, and reading a member clears the others (a constructor-built type's
/// too); the same bytes, objects and errors as emit and interpreted.
/// </summary>
public sealed class OneOfTests
{
    [Fact]
    public void OneOfsAreServedByTheGeneratedBackend()
    {
        Assert.Equal(SerializerBackend.Generated, Backends.Generated().GetBackend<Choice>());
        Assert.Equal(SerializerBackend.Generated, Backends.Generated().GetBackend<ImmutableChoice>());
    }

    // Encodings derived by hand: a oneof member is written when set, "" and 0 included.
    public static TheoryData<Choice, string> HandDerived => new()
    {
        { new Choice(), "" },
        { new Choice { Text = "" }, "12 00" },
        { new Choice { Number = 0 }, "18 00" },
        { new Choice { Number = -2 }, "18 03" },
        { new Choice { Color = Color.None }, "20 00" },
        { new Choice { Child = new Child() }, "2A 00" },
        { new Choice { Plain = 1, Text = "a", Alone = [] }, "08 01 12 01 61 32 00" },
    };

    [Theory]
    [MemberData(nameof(HandDerived))]
    public void ChoicesMatchHandDerivedBytes(Choice value, string hex) =>
        Assert.Equal(hex, Hex.Of(Backends.SameBytes(value)));

    [Fact]
    public void ImmutableChoicesMatchHandDerivedBytes() =>
        Assert.Equal("11 00 00 00 00 00 00 F0 3F 18 07", Hex.Of(Backends.SameBytes(new ImmutableChoice(null, 1.0, 7))));

    [Theory]
    [InlineData("12 01 61 18 04", 2L)] // text, then number: the number clears the text
    [InlineData("2A 00 20 01 18 06", 3L)] // child, color, then number
    public void TheLastMemberReadClearsTheOthers(string hex, long number)
    {
        var read = Backends.SameRead<Choice>(Hex.Bytes(hex));
        Assert.Equal(number, read.Number);
        Assert.Null(read.Text);
        Assert.Null(read.Color);
        Assert.Null(read.Child);
    }

    [Fact]
    public void ReadingAMemberClearsAConstructorBuiltTypesOthers()
    {
        var read = Backends.SameRead<ImmutableChoice>(Hex.Bytes("11 00 00 00 00 00 00 F0 3F 0A 01 62 18 01"));
        Assert.Equal("b", read.Text);
        Assert.Null(read.Ratio);
        Assert.Equal(1, read.Id);
    }

    public static TheoryData<Choice> Conflicts => new()
    {
        new Choice { Text = "a", Number = 1 },
        new Choice { Color = Color.Red, Child = new Child() },
        new Choice { Text = "", Number = 0, Color = Color.None, Child = new Child() },
    };

    [Theory]
    [MemberData(nameof(Conflicts))]
    public void TwoMembersSetFailAsOnTheRuntimeBackends(Choice value)
    {
        Backends.SameError(value);
        var error = Assert.Throws<InvalidOperationException>(() => Backends.Generated().SerializeToArray(value));
        Assert.Contains("oneof 'value'", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void TwoConstructorArgumentsSetFailAsOnTheRuntimeBackends() =>
        Backends.SameError(new ImmutableChoice("a", 0.5, 0));

    [Fact]
    public void AModelWhoseGroupsDifferFallsBack()
    {
        // Text and Number in another group at run time: two members set are no longer a conflict of 'value'.
        static RuntimeTypeModel Configure(RuntimeTypeModel model)
        {
            var choice = model.Add<Choice>(applyAttributes: false);
            choice.Field(1, nameof(Choice.Plain));
            choice.Field(2, nameof(Choice.Text), new FieldOptions { OneOf = "other" });
            choice.Field(3, nameof(Choice.Number),
                new FieldOptions { OneOf = "other", DataFormat = DataFormat.ZigZag });
            choice.Field(4, nameof(Choice.Color), new FieldOptions { OneOf = "value" });
            choice.Field(5, nameof(Choice.Child), new FieldOptions { OneOf = "value" });
            choice.Field(6, nameof(Choice.Alone), new FieldOptions { OneOf = "alone" });
            return model;
        }

        var auto = Configure(RuntimeTypeModel.Create());
        Assert.NotEqual(SerializerBackend.Generated, auto.GetBackend<Choice>());
        Assert.Equal("12 01 61 20 01", Hex.Of(auto.SerializeToArray(new Choice { Text = "a", Color = Color.Red })));
        var e = Assert.Throws<NotSupportedException>(() => Configure(Backends.Generated()).GetBackend<Choice>());
        Assert.Contains("the model puts it in oneof 'other', the generated code in 'value'", e.Message,
            StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("12 05 61")] // a string longer than the input
    [InlineData("18")] // a tag and no value
    [InlineData("2A 02 10")] // a child cut short
    public void MalformedChoicesFailAsOnTheRuntimeBackends(string hex) =>
        Backends.SameReadError<Choice>(Hex.Bytes(hex));
}
