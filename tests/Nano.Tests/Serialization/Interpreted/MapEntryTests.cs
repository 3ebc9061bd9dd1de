using Nano.Tests.Support;

namespace Nano.Tests.Serialization.Interpreted;

/// <summary>
/// Map entries, as Google.Protobuf 3.36.2 writes and reads them (found by the cross-check properties).
/// Google's map codec writes an entry's key only when it is not the default (0, false, "") and its value only when
/// it is not the default (0, "", empty bytes, enum 0, and +0.0 compared bitwise: -0.0 and NaN are written); a message
/// value is always written, even an empty one. A reader fills a missing key or value with the default.
/// </summary>
public class MapEntryTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [ProtoContract]
    public sealed class BytesMaps
    {
        [ProtoMember(1)] public Dictionary<int, byte[]>? Arrays { get; set; }
        [ProtoMember(2)] public Dictionary<int, Memory<byte>>? Memories { get; set; }
        [ProtoMember(3)] public Dictionary<int, ReadOnlyMemory<byte>>? ReadOnlyMemories { get; set; }
    }

    [ProtoContract]
    public sealed class DefaultsMaps
    {
        [ProtoMember(1)] public Dictionary<int, int>? IntInt { get; set; }
        [ProtoMember(2)] public Dictionary<string, string>? StringString { get; set; }
        [ProtoMember(3)] public Dictionary<bool, double>? BoolDouble { get; set; }
        [ProtoMember(4)] public Dictionary<long, Value>? LongMessage { get; set; }
        [ProtoMember(5)] public Dictionary<uint, byte[]>? UIntBytes { get; set; }
        [ProtoMember(6)] public Dictionary<int, DateTime>? IntTime { get; set; }
    }

    [ProtoContract]
    public sealed class Value
    {
        [ProtoMember(1)] public int Id { get; set; }
    }

    /// <summary>Bug: a missing bytes value was filled with a boxed ReadOnlyMemory&lt;byte&gt; whatever the member type, so
    /// adding it to a Dictionary&lt;K, byte[]&gt; threw ArgumentException (not even a ProtoException).</summary>
    [Theory, MemberData(nameof(Backend))]
    public void MissingBytesValue_IsEmpty_ForEveryBytesType(SerializerBackend b)
    {
        // Each map: one entry { key = 1 } with no value.
        var maps = Backends.Model(b).Deserialize<BytesMaps>(Hex.Bytes("0A 02 08 01  12 02 08 01  1A 02 08 01"));
        Assert.Equal([], maps.Arrays![1]);
        Assert.True(maps.Memories![1].IsEmpty);
        Assert.True(maps.ReadOnlyMemories![1].IsEmpty);
    }

    /// <summary>Bug: Nano wrote every key and value; Google.Protobuf omits default keys and values (but not message values).</summary>
    [Theory, MemberData(nameof(Backend))]
    public void DefaultKeyAndValue_AreOmitted_AsGoogleProtobufDoes(SerializerBackend b)
    {
        var model = Backends.Model(b);
        Assert.Equal(Hex.Bytes("0A 00"), model.SerializeToArray(new DefaultsMaps { IntInt = new() { [0] = 0 } }));
        Assert.Equal(Hex.Bytes("0A 02 10 07"), model.SerializeToArray(new DefaultsMaps { IntInt = new() { [0] = 7 } }));
        Assert.Equal(Hex.Bytes("0A 02 08 07"), model.SerializeToArray(new DefaultsMaps { IntInt = new() { [7] = 0 } }));
        Assert.Equal(Hex.Bytes("12 00"), model.SerializeToArray(new DefaultsMaps { StringString = new() { [""] = "" } }));
        Assert.Equal(Hex.Bytes("1A 00"), model.SerializeToArray(new DefaultsMaps { BoolDouble = new() { [false] = 0.0 } }));
        // -0.0 is not the default bit pattern: written.
        Assert.Equal(Hex.Bytes("1A 09 11 00 00 00 00 00 00 00 80"), model.SerializeToArray(new DefaultsMaps { BoolDouble = new() { [false] = -0.0 } }));
        // A message value is always written, even when empty.
        Assert.Equal(Hex.Bytes("22 02 12 00"), model.SerializeToArray(new DefaultsMaps { LongMessage = new() { [0] = new Value() } }));
        Assert.Equal(Hex.Bytes("2A 00"), model.SerializeToArray(new DefaultsMaps { UIntBytes = new() { [0] = [] } }));
        Assert.Equal(Hex.Bytes("2A 02 08 01"), model.SerializeToArray(new DefaultsMaps { UIntBytes = new() { [1] = null! } }));
        // A Timestamp value is a message: always written (the epoch as an empty message).
        Assert.Equal(Hex.Bytes("32 02 12 00"), model.SerializeToArray(new DefaultsMaps { IntTime = new() { [0] = DateTime.UnixEpoch } }));
    }

    [Theory, MemberData(nameof(Backend))]
    public void OmittedKeyAndValue_ReadBackAsDefaults(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var original = new DefaultsMaps
        {
            IntInt = new() { [0] = 0, [1] = 0, [0 + 2] = 5 },
            StringString = new() { [""] = "", ["k"] = "" },
            BoolDouble = new() { [false] = 0.0, [true] = -0.0 },
            LongMessage = new() { [0] = new Value() },
            UIntBytes = new() { [0] = [] },
            IntTime = new() { [0] = DateTime.UnixEpoch, [1] = DateTime.MinValue },
        };
        var bytes = model.SerializeToArray(original);
        Assert.Equal(bytes.Length, model.Measure(original));
        Equivalence.AssertEqual(original, model.Deserialize<DefaultsMaps>(bytes));
        Assert.True(double.IsNegative(model.Deserialize<DefaultsMaps>(bytes).BoolDouble![true]));
    }
}
