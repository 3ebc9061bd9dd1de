using System.Collections.Generic;

namespace Nano.Generators.Contracts
{
    /// <summary>Built through its constructor, as W2's immutable item is: get-only members, each a parameter. A
    /// non-nullable string absent from the input is passed as "" (the model's empty value), a nullable one as null,
    /// an absent DateTime as the UTC zero.</summary>
    [ProtoContract]
    public sealed class ImmutableItem
    {
        /// <summary>Takes every member.</summary>
        public ImmutableItem(string name, int count, System.Guid id, System.DateTime when, string? note, Child? child)
        {
            Name = name;
            Count = count;
            Id = id;
            When = when;
            Note = note;
            Child = child;
        }

        [ProtoMember(1)] public string Name { get; }
        [ProtoMember(2)] public int Count { get; }
        [ProtoMember(3)] public System.Guid Id { get; }
        [ProtoMember(4)] public System.DateTime When { get; }
        [ProtoMember(5)] public string? Note { get; }
        [ProtoMember(6)] public Child? Child { get; }
    }

    /// <summary>A constructor that takes collections (a list of constructor-built messages, an array, bytes; absent,
    /// each is passed empty) and members assigned after it: one that keeps its value unless the input sets it, one
    /// whose absent value is the UTC zero, a list the constructor leaves null and a constructor-built
    /// message.</summary>
    [ProtoContract]
    public sealed class ImmutableBag
    {
        /// <summary>Takes the collections; the parameters are in another order than the field numbers.</summary>
        public ImmutableBag(int[] numbers, List<ImmutableItem> items, byte[] blob)
        {
            Items = items;
            Numbers = numbers;
            Blob = blob;
        }

        [ProtoMember(1)] public List<ImmutableItem> Items { get; }
        [ProtoMember(2, DataFormat = DataFormat.ZigZag)] public int[] Numbers { get; }
        [ProtoMember(3)] public byte[] Blob { get; }
        [ProtoMember(4)] public string? Label { get; set; } = "preset";
        [ProtoMember(5)] public System.DateTime Stamp { get; set; }
        [ProtoMember(6)] public List<long>? Extra { get; set; }
        // Read twice in one input, its second occurrence merges into the first: a new instance from both.
        [ProtoMember(7)] public ImmutableItem? Single { get; set; }
    }

    /// <summary>A positional record: its primary constructor takes every member (the copy constructor matches
    /// none).</summary>
    [ProtoContract]
    public sealed record Point(
        [property: ProtoMember(1, DataFormat = DataFormat.ZigZag)] int X,
        [property: ProtoMember(2, DataFormat = DataFormat.ZigZag)] int Y,
        [property: ProtoMember(3)] string? Label);
}
