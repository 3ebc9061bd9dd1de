using System.Collections.Immutable;
using System.ComponentModel;

// Nano-only types (no .proto counterpart) covering the .NET shapes Nano supports beyond the cross-check schemas:
// every CLR scalar, the documented mappings (Guid, decimal, DateTimeOffset, Half), immutable types built through
// constructors, inheritance, structs, proto2 defaults, unknown-field stores and every collection kind. The fuzzer
// throws mutated and random bytes at them; nothing about them is compared with Google.Protobuf.
namespace Nano.Interop.Nano.Rich;

/// <summary>An enum with an unusual underlying type and negative values.</summary>
public enum Mood : short
{
    Calm = 0,
    Happy = 1,
    Grumpy = -3,
}

/// <summary>Every CLR scalar Nano maps, including the narrow integers that are range-checked on read.</summary>
[ProtoContract]
public sealed class EveryScalar
{
    [ProtoMember(1)] public byte Byte { get; set; }
    [ProtoMember(2)] public sbyte SByte { get; set; }
    [ProtoMember(3)] public short Int16 { get; set; }
    [ProtoMember(4)] public ushort UInt16 { get; set; }
    [ProtoMember(5)] public char Char { get; set; }
    [ProtoMember(6)] public nint NInt { get; set; }
    [ProtoMember(7)] public nuint NUInt { get; set; }
#if NET // System.Half is .NET 5+
    [ProtoMember(8)] public Half Half { get; set; }
#endif
    [ProtoMember(9)] public decimal Decimal { get; set; }
    [ProtoMember(10)] public Guid Guid { get; set; }
    [ProtoMember(11)] public DateTime DateTime { get; set; }
    [ProtoMember(12)] public TimeSpan TimeSpan { get; set; }
    [ProtoMember(13)] public DateTimeOffset DateTimeOffset { get; set; }
    [ProtoMember(14)] public Mood Mood { get; set; }
    [ProtoMember(15, DataFormat = DataFormat.ZigZag)] public short ZigZag16 { get; set; }
    [ProtoMember(16, DataFormat = DataFormat.FixedSize)] public ushort Fixed16 { get; set; }
    [ProtoMember(17)] public Memory<byte> Memory { get; set; }
    [ProtoMember(18)] public decimal? MaybeDecimal { get; set; }
    [ProtoMember(19)] public Guid? MaybeGuid { get; set; }
    [ProtoMember(20)] public DateTimeOffset? MaybeOffset { get; set; }
    [ProtoMember(21)] public List<Guid>? Guids { get; set; }
    [ProtoMember(22)] public List<decimal>? Decimals { get; set; }
    [ProtoMember(23)] public sbyte[]? SBytes { get; set; }
    [ProtoMember(24)] public List<char>? Chars { get; set; }
#if NET
    [ProtoMember(25)] public List<Half>? Halves { get; set; }
#endif
}

/// <summary>proto2-style defaults ([DefaultValue]: not written when equal) and required fields.</summary>
[ProtoContract]
public sealed class WithDefaults
{
    [ProtoMember(1, IsRequired = true)] public int Id { get; set; }
    [ProtoMember(2), DefaultValue(7)] public int Seven { get; set; } = 7;
    [ProtoMember(3), DefaultValue(true)] public bool Flag { get; set; } = true;
    [ProtoMember(4), DefaultValue("none")] public string Text { get; set; } = "none";
    [ProtoMember(5), DefaultValue(Mood.Happy)] public Mood Mood { get; set; } = Mood.Happy;
    [ProtoMember(6, IsRequired = true)] public string Name { get; set; } = "";
}

/// <summary>A positional record: built through its constructor.</summary>
[ProtoContract]
public sealed record Person(
    [property: ProtoMember(1)] int Id,
    [property: ProtoMember(2)] string? Name,
    [property: ProtoMember(3)] IReadOnlyList<string>? Emails,
    [property: ProtoMember(4)] Address? Home);

/// <summary>A record with init-only members.</summary>
[ProtoContract]
public sealed record Address
{
    [ProtoMember(1)] public string? Street { get; init; }
    [ProtoMember(2)] public int Number { get; init; }
    [ProtoMember(3)] public ImmutableArray<int> Codes { get; init; }
}

/// <summary>A struct message, as a non-nullable member (always written) and a nullable one.</summary>
[ProtoContract]
public struct Vector
{
    [ProtoMember(1)] public float X { get; set; }
    [ProtoMember(2)] public float Y { get; set; }
    [ProtoMember(3, DataFormat = DataFormat.ZigZag)] public int Z { get; set; }
}

/// <summary>Inheritance: the derived types travel as nested messages of the base.</summary>
[ProtoContract]
[ProtoInclude(10, typeof(Circle))]
[ProtoInclude(11, typeof(Polygon))]
public abstract class Shape
{
    [ProtoMember(1)] public string? Label { get; set; }
    [ProtoMember(2)] public Vector Origin { get; set; }
}

[ProtoContract]
public sealed class Circle : Shape
{
    [ProtoMember(1)] public double Radius { get; set; }
}

[ProtoContract]
[ProtoInclude(20, typeof(Square))]
public class Polygon : Shape
{
    [ProtoMember(1)] public List<Vector> Points { get; set; } = [];
}

[ProtoContract]
public sealed class Square : Polygon
{
    [ProtoMember(1)] public float Side { get; set; }
}

/// <summary>The root the fuzzer targets most: every collection kind, maps, oneof, inheritance, groups and unknowns.</summary>
[ProtoContract]
public sealed class Document : IUnknownFieldsHolder
{
    [ProtoMember(1)] public Person? Author { get; set; }
    [ProtoMember(2)] public List<Shape> Shapes { get; set; } = [];
    [ProtoMember(3)] public Shape? Featured { get; set; }
    [ProtoMember(4)] public Vector Anchor { get; set; }
    [ProtoMember(5)] public Vector? MaybeAnchor { get; set; }
    [ProtoMember(6)] public ImmutableList<string>? Tags { get; set; }
    [ProtoMember(7)] public ImmutableDictionary<string, int>? Counts { get; set; }
    [ProtoMember(8)] public IReadOnlyDictionary<long, Address>? Addresses { get; set; }
    [ProtoMember(9)] public Dictionary<string, Guid>? Ids { get; set; }
    [ProtoMember(10)] public IEnumerable<double>? Samples { get; set; }
    [ProtoMember(11)] public ICollection<Mood>? Moods { get; set; }
    [ProtoMember(12)] public List<byte[]> Blobs { get; } = [];
    [ProtoMember(13, OneOf = "body")] public string? Text { get; set; }
    [ProtoMember(14, OneOf = "body")] public Person? Contact { get; set; }
    [ProtoMember(15, OneOf = "body")] public long? Number { get; set; }
    [ProtoMember(16, DataFormat = DataFormat.Group)] public Address? GroupAddress { get; set; }
    [ProtoMember(17, DataFormat = DataFormat.Group)] public List<Vector>? GroupVectors { get; set; }
    [ProtoMember(18)] public List<DateTime>? Times { get; set; }
    [ProtoMember(19)] public WithDefaults? Defaults { get; set; }
    [ProtoMember(20)] public EveryScalar? Scalars { get; set; }
    [ProtoMember(21)] public Document? Child { get; set; }
    [ProtoMember(22), ProtoMap(KeyFormat = DataFormat.ZigZag, ValueFormat = DataFormat.FixedSize)] public Dictionary<int, long>? Formatted { get; set; }

    public UnknownFieldSet? UnknownFields { get; set; }
}

/// <summary>A chain for deep-nesting inputs: 10,000 levels of <see cref="Next"/> must fail cleanly at the depth limit.</summary>
[ProtoContract]
public sealed class Chain
{
    [ProtoMember(1)] public int Value { get; set; }
    [ProtoMember(2)] public Chain? Next { get; set; }
    [ProtoMember(3, DataFormat = DataFormat.Group)] public Chain? NextGroup { get; set; }
}
