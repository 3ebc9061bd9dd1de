namespace Nano.Ratio.Peers.ProtobufNet;

// Inside the namespace, so that ProtoContract and ProtoMember are protobuf-net's, not Nano's (namespace Nano encloses this one).
using ProtoBuf;

// W2 as protobuf-net 3.4.40 contracts, in poco.proto's format: CompatibilityLevel 300 maps DateTime to
// google.protobuf.Timestamp, and DataFormat.FixedSize makes a Guid the 16 bytes of its big-endian (RFC 4122) form.

/// <summary>The mutable Poco for protobuf-net.</summary>
[ProtoContract, CompatibilityLevel(CompatibilityLevel.Level300)]
public sealed class PbnPoco
{
    /// <summary><c>string StringProp = 1</c>.</summary>
    [ProtoMember(1)] public string? StringProp { get; set; }

    /// <summary><c>int32 IntProp = 2</c>.</summary>
    [ProtoMember(2)] public int IntProp { get; set; }

    /// <summary><c>bytes GuidProp = 3</c>.</summary>
    [ProtoMember(3, DataFormat = DataFormat.FixedSize)] public Guid GuidProp { get; set; }

    /// <summary><c>google.protobuf.Timestamp DateProp = 4</c>.</summary>
    [ProtoMember(4)] public DateTime DateProp { get; set; }
}

/// <summary>The mutable list for protobuf-net.</summary>
[ProtoContract]
public sealed class PbnPocoList
{
    /// <summary><c>repeated Poco items = 1</c>.</summary>
    [ProtoMember(1)] public List<PbnPoco> Items { get; set; } = [];
}

/// <summary>
/// The immutable Poco for protobuf-net: readonly fields set by the constructor; protobuf-net skips the constructor and
/// writes the fields itself (its way to read a type that has no setters).
/// </summary>
[ProtoContract(SkipConstructor = true), CompatibilityLevel(CompatibilityLevel.Level300)]
public sealed class PbnImmutablePoco
{
    [ProtoMember(1)] private readonly string _stringProp;
    [ProtoMember(2)] private readonly int _intProp;
    [ProtoMember(3, DataFormat = DataFormat.FixedSize)] private readonly Guid _guidProp;
    [ProtoMember(4)] private readonly DateTime _dateProp;

    /// <summary>Creates the item.</summary>
    public PbnImmutablePoco(string stringProp, int intProp, Guid guidProp, DateTime dateProp)
    {
        _stringProp = stringProp;
        _intProp = intProp;
        _guidProp = guidProp;
        _dateProp = dateProp;
    }

    /// <summary>The string.</summary>
    public string StringProp => _stringProp;

    /// <summary>The int.</summary>
    public int IntProp => _intProp;

    /// <summary>The GUID.</summary>
    public Guid GuidProp => _guidProp;

    /// <summary>The instant.</summary>
    public DateTime DateProp => _dateProp;
}

/// <summary>The immutable list for protobuf-net.</summary>
[ProtoContract(SkipConstructor = true)]
public sealed class PbnImmutablePocoList
{
    [ProtoMember(1)] private readonly List<PbnImmutablePoco> _items;

    /// <summary>Creates the list.</summary>
    public PbnImmutablePocoList(List<PbnImmutablePoco> items) => _items = items;

    /// <summary>The items.</summary>
    public IReadOnlyList<PbnImmutablePoco> Items => _items;
}
