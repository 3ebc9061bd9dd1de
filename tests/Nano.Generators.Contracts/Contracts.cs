using System.Collections.Generic;

namespace Nano.Generators.Contracts
{
    /// <summary>An open enum.</summary>
    public enum Color
    {
        /// <summary>Zero.</summary>
        None = 0,
        /// <summary>One.</summary>
        Red = 1,
        /// <summary>Large.</summary>
        Blue = 100000,
    }

    /// <summary>Every scalar format the generator writes, singular.</summary>
    [ProtoContract]
    public sealed class Scalars
    {
        [ProtoMember(1)] public int Int32 { get; set; }
        [ProtoMember(2, DataFormat = DataFormat.ZigZag)] public int SInt32 { get; set; }
        [ProtoMember(3, DataFormat = DataFormat.FixedSize)] public int SFixed32 { get; set; }
        [ProtoMember(4)] public long Int64 { get; set; }
        [ProtoMember(5, DataFormat = DataFormat.ZigZag)] public long SInt64 { get; set; }
        [ProtoMember(6, DataFormat = DataFormat.FixedSize)] public long SFixed64 { get; set; }
        [ProtoMember(7)] public uint UInt32 { get; set; }
        [ProtoMember(8, DataFormat = DataFormat.FixedSize)] public uint Fixed32 { get; set; }
        [ProtoMember(9)] public ulong UInt64 { get; set; }
        [ProtoMember(10, DataFormat = DataFormat.FixedSize)] public ulong Fixed64 { get; set; }
        [ProtoMember(11)] public bool Bool { get; set; }
        [ProtoMember(12)] public float Float { get; set; }
        [ProtoMember(13)] public double Double { get; set; }
        [ProtoMember(14)] public string? String { get; set; }
        [ProtoMember(15)] public byte[]? Bytes { get; set; }
        [ProtoMember(16)] public Color Color { get; set; }
        // A field, and a number with a two-byte tag.
        [ProtoMember(2000)] public int Far;
    }

    /// <summary>Repeated fields: packed by default, unpacked on request, and the kinds that are never packed.</summary>
    [ProtoContract]
    public sealed class Lists
    {
        [ProtoMember(1)] public List<int>? Int32 { get; set; }
        [ProtoMember(2, IsPacked = false)] public List<int>? Int32Unpacked { get; set; }
        [ProtoMember(3, DataFormat = DataFormat.ZigZag)] public List<long>? SInt64 { get; set; }
        [ProtoMember(4, DataFormat = DataFormat.FixedSize)] public List<uint>? Fixed32 { get; set; }
        [ProtoMember(5)] public List<double>? Double { get; set; }
        [ProtoMember(6)] public List<bool>? Bool { get; set; }
        [ProtoMember(7)] public List<Color>? Colors { get; set; }
        [ProtoMember(8)] public List<string>? Strings { get; set; }
        [ProtoMember(9)] public List<byte[]>? Blobs { get; set; }
        [ProtoMember(10)] public List<float>? Float { get; set; } = new List<float>();
    }

    /// <summary>A nested message.</summary>
    [ProtoContract]
    public sealed class Child
    {
        [ProtoMember(1)] public string? Name { get; set; }
        [ProtoMember(2)] public int Value { get; set; }
    }

    /// <summary>Nested messages, single and repeated.</summary>
    [ProtoContract]
    public sealed class Parent
    {
        [ProtoMember(1)] public int Id { get; set; }
        [ProtoMember(2)] public Child? Child { get; set; }
        [ProtoMember(3)] public List<Child>? Children { get; set; }
    }

    /// <summary>A recursive message (depth limits).</summary>
    [ProtoContract]
    public sealed class Node
    {
        [ProtoMember(1)] public int Value { get; set; }
        [ProtoMember(2)] public Node? Next { get; set; }
    }

    /// <summary>Explicit presence: Nullable members and IsOptional ones, written whenever set, zero and "" included.</summary>
    [ProtoContract]
    public sealed class Optionals
    {
        [ProtoMember(1)] public int? Int32 { get; set; }
        [ProtoMember(2, DataFormat = DataFormat.ZigZag)] public long? SInt64 { get; set; }
        [ProtoMember(3, DataFormat = DataFormat.FixedSize)] public uint? Fixed32 { get; set; }
        [ProtoMember(4)] public bool? Bool { get; set; }
        [ProtoMember(5)] public double? Double { get; set; }
        [ProtoMember(6)] public float? Float { get; set; }
        [ProtoMember(7)] public Color? Color { get; set; }
        [ProtoMember(8, IsOptional = true)] public int? Proto3Optional { get; set; }
        [ProtoMember(9, IsOptional = true)] public string? Text { get; set; }
        [ProtoMember(10, IsOptional = true)] public byte[]? Blob { get; set; }
        // Set by the constructor: a message without field 11 keeps it.
        [ProtoMember(11)] public ulong? Preset { get; set; } = 5;
    }

    /// <summary>Array members: read elements are appended to the existing array when the message ends.</summary>
    [ProtoContract]
    public sealed class Arrays
    {
        [ProtoMember(1)] public int[]? Int32 { get; set; }
        [ProtoMember(2, IsPacked = false)] public long[]? Int64Unpacked { get; set; }
        [ProtoMember(3, DataFormat = DataFormat.FixedSize)] public ulong[]? Fixed64 { get; set; }
        [ProtoMember(4)] public float[]? Float { get; set; }
        [ProtoMember(5)] public Color[]? Colors { get; set; }
        [ProtoMember(6)] public string[]? Strings { get; set; }
        [ProtoMember(7)] public byte[][]? Blobs { get; set; }
        [ProtoMember(8)] public Child[]? Children { get; set; }
        [ProtoMember(9, DataFormat = DataFormat.ZigZag)] public int[]? Preset { get; set; } = new[] { -1 };
    }

    /// <summary>The types Nano formats itself: Timestamp, Duration, 16-byte Guid and decimal text. A single DateTime
    /// takes the UTC zero in each new instance when absent, as the model says.</summary>
    [ProtoContract]
    public sealed class WellKnown
    {
        [ProtoMember(1)] public System.DateTime When { get; set; }
        [ProtoMember(2)] public System.TimeSpan Took { get; set; }
        [ProtoMember(3)] public System.Guid Id { get; set; }
        [ProtoMember(4)] public decimal Price { get; set; }
        [ProtoMember(5)] public System.TimeSpan? MaybeTook { get; set; }
        [ProtoMember(6)] public System.Guid? MaybeId { get; set; }
        [ProtoMember(7)] public decimal? MaybePrice { get; set; }
        [ProtoMember(8)] public List<System.DateTime>? Times { get; set; }
        [ProtoMember(9)] public System.TimeSpan[]? Durations { get; set; }
        [ProtoMember(10)] public List<System.Guid>? Ids { get; set; }
        [ProtoMember(11)] public decimal[]? Prices { get; set; }
    }

    /// <summary>Narrow integers: written in the 32-bit format they widen to, range-checked when read.</summary>
    [ProtoContract]
    public sealed class Narrow
    {
        [ProtoMember(1)] public sbyte SByte { get; set; }
        [ProtoMember(2, DataFormat = DataFormat.ZigZag)] public short SInt16 { get; set; }
        [ProtoMember(3, DataFormat = DataFormat.FixedSize)] public sbyte SFixedSByte { get; set; }
        [ProtoMember(4)] public byte Byte { get; set; }
        [ProtoMember(5, DataFormat = DataFormat.FixedSize)] public ushort Fixed16 { get; set; }
        [ProtoMember(6)] public char Char { get; set; }
        [ProtoMember(7)] public short? MaybeInt16 { get; set; }
        [ProtoMember(8)] public List<byte>? Bytes { get; set; }
        [ProtoMember(9, IsPacked = false)] public ushort[]? UInt16s { get; set; }
        [ProtoMember(10, DataFormat = DataFormat.ZigZag)] public short[]? SInt16s { get; set; }
    }

    /// <summary>Bytes held as memory: read as slices of the input where the reader allows, as on the runtime
    /// backends.</summary>
    [ProtoContract]
    public sealed class Memories
    {
        [ProtoMember(1)] public System.ReadOnlyMemory<byte> ReadOnly { get; set; }
        [ProtoMember(2)] public System.Memory<byte> Writable { get; set; }
        [ProtoMember(3)] public List<System.ReadOnlyMemory<byte>>? ReadOnlyList { get; set; }
        [ProtoMember(4)] public System.Memory<byte>[]? WritableArray { get; set; }
    }

    /// <summary>A message listed in the context that reaches others that are not: the generator writes those
    /// too.</summary>
    [ProtoContract]
    public sealed class Root
    {
        [ProtoMember(1)] public ReachedOnce? Single { get; set; }
        [ProtoMember(2)] public List<ReachedTwice>? Items { get; set; } = new List<ReachedTwice>();
    }

    /// <summary>Reached through <see cref="Root"/> only.</summary>
    [ProtoContract]
    public sealed class ReachedOnce
    {
        [ProtoMember(1)] public ReachedTwice? Deeper { get; set; }
        [ProtoMember(2)] public System.DateTime When { get; set; }
    }

    /// <summary>Reached twice (from <see cref="Root"/> and <see cref="ReachedOnce"/>), written once.</summary>
    [ProtoContract]
    public sealed class ReachedTwice
    {
        [ProtoMember(1)] public System.ReadOnlyMemory<byte> Data { get; set; }
    }

    /// <summary>Lists of messages the context generates, walked by the parent's generated loop: a list, an array, a
    /// list of a recursive type (lists of lists, depth limits), and items with lists of their own.</summary>
    [ProtoContract]
    public sealed class Basket
    {
        [ProtoMember(1)] public List<Entry>? Entries { get; set; }
        [ProtoMember(2)] public Entry[]? Extras { get; set; }
        [ProtoMember(3)] public List<Basket>? Baskets { get; set; }
        [ProtoMember(4)] public int Id { get; set; }
    }

    /// <summary>An item of <see cref="Basket"/>, shaped like W1's (two bytes fields), with a list of its own.</summary>
    [ProtoContract]
    public sealed class Entry
    {
        [ProtoMember(1)] public byte[]? Key { get; set; }
        [ProtoMember(2)] public byte[]? Context { get; set; }
        [ProtoMember(3)] public List<Child>? Parts { get; set; }
    }

    /// <summary>The serializers generated for the contracts of this project (<see cref="ReachedOnce"/>,
    /// <see cref="ReachedTwice"/>, <see cref="ImmutableItem"/> and <see cref="Entry"/> are reached, not
    /// listed).</summary>
    [NanoSerializable(typeof(Root))]
    [NanoSerializable(typeof(Basket))]
    [NanoSerializable(typeof(ImmutableBag))]
    [NanoSerializable(typeof(Point))]
    [NanoSerializable(typeof(Choice))]
    [NanoSerializable(typeof(ImmutableChoice))]
    [NanoSerializable(typeof(Memories))]
    [NanoSerializable(typeof(Narrow))]
    [NanoSerializable(typeof(WellKnown))]
    [NanoSerializable(typeof(Arrays))]
    [NanoSerializable(typeof(Optionals))]
    [NanoSerializable(typeof(Scalars))]
    [NanoSerializable(typeof(Lists))]
    [NanoSerializable(typeof(Child))]
    [NanoSerializable(typeof(Parent))]
    [NanoSerializable(typeof(Node))]
    public partial class ContractsContext
    {
    }
}
