using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using Nano.Wire;

namespace Nano.Tests.Serialization;

/// <summary>What a repeated occurrence of a field does: protobuf's merge rules, as Google.Protobuf applies them.</summary>
public class MergeSemanticsTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Theory, MemberData(nameof(Backend))]
    public void LastScalarWins(SerializerBackend b) =>
        Assert.Equal(2, Backends.Model(b).Deserialize<AllScalars>(Hex.Bytes("08 01 08 02")).Int32);

    [Theory, MemberData(nameof(Backend))]
    public void SubMessagesMerge(SerializerBackend b)
    {
        // Child { A = 1, C = [1] } then Child { B = "x", C = [2] }
        var outer = Backends.Model(b).Deserialize<Outer>(Hex.Bytes("0A 04 08 01 18 01  0A 05 12 01 78 18 02"));
        Assert.Equal(1, outer.Child!.A);
        Assert.Equal("x", outer.Child.B);
        Assert.Equal([1, 2], outer.Child.C);
    }

    [Theory, MemberData(nameof(Backend))]
    public void RepeatedAppendsAndAcceptsPackedAndUnpacked(SerializerBackend b)
    {
        // field 1 (packed by default) sent unpacked, then packed; field 2 (unpacked by default) sent packed.
        var value = Backends.Model(b).Deserialize<Collections>(Hex.Bytes("08 01 08 02 0A 02 03 04  12 02 05 06"));
        Assert.Equal([1, 2, 3, 4], value.PackedArray!);
        Assert.Equal([5, 6], value.UnpackedList);
    }

    [Theory, MemberData(nameof(Backend))]
    public void MapLastEntryForAKeyWins_MissingKeyAndValueTakeDefaults(SerializerBackend b)
    {
        var maps = Backends.Model(b).Deserialize<Maps>(Hex.Bytes("0A 05 08 01 12 01 61  0A 05 08 01 12 01 62  0A 00  12 03 0A 01 6B"));
        Assert.Equal("b", maps.IntToString![1]);
        Assert.Equal("", maps.IntToString[0]);
        Assert.Equal(0, maps.StringToMessage!["k"].A);
    }

    [Theory, MemberData(nameof(Backend))]
    public void OneOfMemberClearsTheOthers(SerializerBackend b)
    {
        var value = Backends.Model(b).Deserialize<OneOfs>(Hex.Bytes("08 05 12 01 78"));
        Assert.Null(value.Number);
        Assert.Equal("x", value.Text);
    }

    [Theory, MemberData(nameof(Backend))]
    public void MergeIntoExistingInstance(SerializerBackend b)
    {
        var existing = new Collections { PackedArray = [1], UnpackedList = [2] };
        existing.ReadOnlyList.Add(3);
        var merged = Backends.Model(b).Merge(Hex.Bytes("08 09 10 08 32 01 07"), existing);
        Assert.Same(existing, merged);
        Assert.Equal([1, 9], merged.PackedArray!);
        Assert.Equal([2, 8], merged.UnpackedList);
        Assert.Equal([3, 7], merged.ReadOnlyList);
    }

    [Theory, MemberData(nameof(Backend))]
    public void MergeIntoImmutableKeepsWhatThePayloadDoesNotSet(SerializerBackend b)
    {
        var merged = Backends.Model(b).Merge(Hex.Bytes("12 01 79"), new PositionalRecord(1, "x", [1]));
        Assert.Equal(new PositionalRecord(1, "y", [1]).Id, merged.Id);
        Assert.Equal("y", merged.Name);
        Assert.Equal([1], merged.Values);
    }

    [Theory, MemberData(nameof(Backend))]
    public void FieldsOutOfOrder(SerializerBackend b)
    {
        var value = Backends.Model(b).Deserialize<AllScalars>(Hex.Bytes("72 01 61 08 05"));
        Assert.Equal(5, value.Int32);
        Assert.Equal("a", value.String);
    }

    [Theory, MemberData(nameof(Backend))]
    public void SubTypeAfterBaseFieldsStillBuildsTheSubType(SerializerBackend b)
    {
        // Animal { Name = "x" } first, then the Dog sub-message: the order a by-field-number writer produces.
        var star = Backends.Model(b).Deserialize<Zoo>(Hex.Bytes("12 07 0A 01 78 52 02 08 02")).Star;
        var dog = Assert.IsType<Dog>(star);
        Assert.Equal("x", dog.Name);
        Assert.Equal(2, dog.Barks);
    }

    [Theory, MemberData(nameof(Backend))]
    public void WrongWireTypeForAKnownFieldIsTreatedAsUnknown(SerializerBackend b)
    {
        // field 1 (int32) arrives as fixed32: skipped, like Google.Protobuf does.
        var value = Backends.Model(b).Deserialize<AllScalars>(Hex.Bytes("0D 01 00 00 00 10 07"));
        Assert.Equal(0, value.Int32);
        Assert.Equal(7, value.Int64);
    }
}

public class UnknownFieldTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Theory, MemberData(nameof(Backend))]
    public void UnknownFieldsAreSkippedByDefault(SerializerBackend b)
    {
        // fields 99 (varint), 100 (bytes), 101 (group containing a field), 102 (fixed64), 103 (fixed32)
        var payload = Hex.Bytes("98 06 01  A2 06 02 AA BB  AB 06 08 01 AC 06  B1 06 01 02 03 04 05 06 07 08  BD 06 01 02 03 04  08 2A");
        Assert.Equal(42, Backends.Model(b).Deserialize<AllScalars>(payload).Int32);
    }

    [Theory, MemberData(nameof(Backend))]
    public void OptedInTypesKeepAndWriteBackUnknownFields(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var payload = Hex.Bytes("98 06 01  08 05  A2 06 02 AA BB  AB 06 08 01 AC 06");
        var value = model.Deserialize<WithUnknowns>(payload);
        Assert.Equal(5, value.Known);
        Assert.Equal(Hex.Bytes("98 06 01 A2 06 02 AA BB AB 06 08 01 AC 06"), value.UnknownFields!.RawBytes.ToArray());
        // Known fields first, then the unknown ones in arrival order: nothing is lost.
        Assert.Equal(Hex.Bytes("08 05 98 06 01 A2 06 02 AA BB AB 06 08 01 AC 06"), model.SerializeToArray(value));
        Assert.Equal(payload.Length, model.Measure(value));
    }
}

public class BadInputTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Theory, MemberData(nameof(Backend))]
    public void MissingRequiredFieldNamesTheField(SerializerBackend b)
    {
        var e = Assert.Throws<ProtoException>(() => Backends.Model(b).Deserialize<Proto2Style>(Hex.Bytes("08 01")));
        Assert.Contains("Name", e.Message);
        Assert.Contains("4", e.Message);
        Assert.Equal(typeof(Proto2Style), e.MessageType);
    }

    [Theory, MemberData(nameof(Backend))]
    public void ValueTooLargeForANarrowMember(SerializerBackend b)
    {
        var e = Assert.Throws<ProtoException>(() => Backends.Model(b).Deserialize<AllScalars>(Hex.Bytes("88 01 AC 02")));
        Assert.Equal(17, e.FieldNumber);
        Assert.Contains("Byte", e.Message);
    }

    [Theory, MemberData(nameof(Backend))]
    public void GuidOfWrongLength(SerializerBackend b) =>
        Assert.Throws<ProtoException>(() => Backends.Model(b).Deserialize<AllScalars>(Hex.Bytes("D2 01 03 01 02 03")));

    [Theory, MemberData(nameof(Backend))]
    public void BadDecimalText(SerializerBackend b) =>
        Assert.Throws<ProtoException>(() => Backends.Model(b).Deserialize<AllScalars>(Hex.Bytes("CA 01 03 61 62 63")));

    [Theory, MemberData(nameof(Backend))]
    public void TimestampOutOfRange(SerializerBackend b) =>
        Assert.Throws<ProtoException>(() => Backends.Model(b).Deserialize<AllScalars>(Hex.Bytes("DA 01 0C 08 FF FF FF FF FF FF FF FF 7F 10 01")));

    [Theory, MemberData(nameof(Backend))]
    public void AbstractTypeWithoutSubTypeInPayload(SerializerBackend b)
    {
        var e = Assert.Throws<ProtoException>(() => Backends.Model(b).Deserialize<Zoo>(Hex.Bytes("12 03 0A 01 78")));
        Assert.Contains(nameof(Animal), e.Message);
    }

    [Theory, MemberData(nameof(Backend))]
    public void TruncatedNestedMessageIsAProtoExceptionWithTheInnermostType(SerializerBackend b)
    {
        var e = Assert.Throws<ProtoException>(() => Backends.Model(b).Deserialize<Outer>(Hex.Bytes("0A 05 08 96")));
        Assert.Equal(typeof(Outer), e.MessageType);
    }

    [Theory, MemberData(nameof(Backend))]
    public void DeepNestingHitsTheDepthLimit(SerializerBackend b)
    {
        var model = Backends.Model(b);
        model.MaxDepth = 20;
        var chain = new Node();
        for (var i = 0; i < 30; i++)
            chain = new Node { Next = chain };
        Assert.Throws<InvalidOperationException>(() => model.SerializeToArray(chain));

        var deep = Backends.Model(b);
        var bytes = deep.SerializeToArray(chain);
        var e = Assert.Throws<ProtoException>(() => model.Deserialize<Node>(bytes));
        Assert.Contains("depth", e.Message, StringComparison.OrdinalIgnoreCase);
    }

    [Theory, MemberData(nameof(Backend))]
    public void CyclesAreReportedNotStackOverflows(SerializerBackend b)
    {
        var node = new Node();
        node.Next = node;
        var e = Assert.Throws<InvalidOperationException>(() => Backends.Model(b).SerializeToArray(node));
        Assert.Contains("cycle", e.Message);
    }

    [Theory, MemberData(nameof(Backend))]
    public void TwoOneOfMembersSetIsAnError(SerializerBackend b)
    {
        var e = Assert.Throws<InvalidOperationException>(() => Backends.Model(b).SerializeToArray(new OneOfs { Number = 1, Text = "x" }));
        Assert.Contains("choice", e.Message);
    }

    [Theory, MemberData(nameof(Backend))]
    public void NullRequiredFieldIsAnErrorOnWrite(SerializerBackend b) =>
        Assert.Throws<InvalidOperationException>(() => Backends.Model(b).SerializeToArray(new Proto2Style { Name = null }));

    [Theory, MemberData(nameof(Backend))]
    public void UndeclaredSubTypeIsAnErrorOnWrite(SerializerBackend b) =>
        Assert.Throws<InvalidOperationException>(() => Backends.Model(b).SerializeToArray(new Zoo { Star = new UndeclaredDog() }));

    private sealed class UndeclaredDog : Dog;
}
