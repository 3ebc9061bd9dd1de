using Nano.Tests.Support;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Serialization;

/// <summary>Expected bytes written by hand from the protobuf encoding spec, never produced by Nano.</summary>
public class GoldenBytesTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    private static void AssertBytes<T>(SerializerBackend backend, T value, string expectedHex)
    {
        var model = Backends.Model(backend);
        var bytes = model.SerializeToArray(value);
        Assert.Equal(expectedHex.Replace(" ", ""), Hex.Of(bytes));
        Assert.Equal(bytes.Length, model.Measure(value));
        Equivalence.AssertEqual(value, model.Deserialize<T>(bytes));
    }

    [Theory, MemberData(nameof(Backend))]
    public void Varint150(SerializerBackend b) => AssertBytes(b, new AllScalars { Int32 = 150 }, "08 96 01");

    [Theory, MemberData(nameof(Backend))]
    public void NegativeInt32TakesTenBytes(SerializerBackend b) => AssertBytes(b, new AllScalars { Int32 = -1 }, "08 FF FF FF FF FF FF FF FF FF 01");

    [Theory, MemberData(nameof(Backend))]
    public void String(SerializerBackend b) => AssertBytes(b, new AllScalars { String = "testing" }, "72 07 74 65 73 74 69 6E 67");

    [Theory, MemberData(nameof(Backend))]
    public void ZigZag(SerializerBackend b) => AssertBytes(b, new AllScalars { SInt32 = -1, SInt64 = -2 }, "28 01 30 03");

    [Theory, MemberData(nameof(Backend))]
    public void FixedAndDouble(SerializerBackend b) => AssertBytes(b, new AllScalars { Fixed32 = 1, Double = 1.0 }, "3D 01 00 00 00 61 00 00 00 00 00 00 F0 3F");

    [Theory, MemberData(nameof(Backend))]
    public void ZeroValuesAreNotWritten(SerializerBackend b) => AssertBytes(b, new AllScalars { String = "", Bytes = [] }, "");

    [Theory, MemberData(nameof(Backend))]
    public void NestedMessage(SerializerBackend b) => AssertBytes(b, new Outer { Child = new Inner { A = 150 } }, "0A 03 08 96 01 12 00");

    [Theory, MemberData(nameof(Backend))]
    public void Group(SerializerBackend b) => AssertBytes(b, new Outer { GroupChild = new Inner { A = 1 } }, "12 00 2B 08 01 2C");

    [Theory, MemberData(nameof(Backend))]
    public void PackedFromTheSpec(SerializerBackend b) => AssertBytes(b, new Collections { PackedArray = [3, 270, 86942] }, "0A 06 03 8E 02 9E A7 05");

    [Theory, MemberData(nameof(Backend))]
    public void Unpacked(SerializerBackend b) => AssertBytes(b, new Collections { UnpackedList = [1, 2] }, "10 01 10 02");

    [Theory, MemberData(nameof(Backend))]
    public void MapEntry(SerializerBackend b) => AssertBytes(b, new Maps { IntToString = new() { [1] = "a" } }, "0A 05 08 01 12 01 61");

    [Theory, MemberData(nameof(Backend))]
    public void GuidIsBigEndianBytes(SerializerBackend b) =>
        AssertBytes(b, new AllScalars { Guid = Guid.Parse("00112233-4455-6677-8899-aabbccddeeff") }, "D2 01 10 00 11 22 33 44 55 66 77 88 99 AA BB CC DD EE FF");

    [Theory, MemberData(nameof(Backend))]
    public void DateTimeIsTimestamp(SerializerBackend b) =>
        AssertBytes(b, new AllScalars { DateTime = new DateTime(1970, 1, 1, 0, 0, 1, DateTimeKind.Utc) }, "DA 01 02 08 01");

    [Theory, MemberData(nameof(Backend))]
    public void NegativeTimeSpanIsDurationWithSameSigns(SerializerBackend b) =>
        AssertBytes(b, new AllScalars { TimeSpan = TimeSpan.FromSeconds(-1.5) },
            "E2 01 16 08 FF FF FF FF FF FF FF FF FF 01 10 80 B6 CA 91 FE FF FF FF FF 01");

    [Theory, MemberData(nameof(Backend))]
    public void DecimalIsInvariantString(SerializerBackend b) => AssertBytes(b, new AllScalars { Decimal = 1.5m }, "CA 01 03 31 2E 35");

    [Theory, MemberData(nameof(Backend))]
    public void SubTypeTravelsFirstUnderItsTag(SerializerBackend b) =>
        AssertBytes(b, new Zoo { Star = new Dog { Name = "x", Barks = 2 } }, "12 07 52 02 08 02 0A 01 78");

    [Theory, MemberData(nameof(Backend))]
    public void ExplicitPresenceWritesZero(SerializerBackend b) => AssertBytes(b, new Optionals { Int32 = 0, Bool = false }, "08 00 10 00");

    [Theory, MemberData(nameof(Backend))]
    public void Proto2DefaultIsSkippedButZeroIsWritten(SerializerBackend b) =>
        AssertBytes(b, new Proto2Style { Id = 0, Seven = 0, Flag = true, Name = "" }, "08 00 10 00 22 00");

    [Theory, MemberData(nameof(Backend))]
    public void LargestFieldNumber(SerializerBackend b) => AssertBytes(b, new Sparse { Max = 1 }, "F8 FF FF FF 0F 01");
}
