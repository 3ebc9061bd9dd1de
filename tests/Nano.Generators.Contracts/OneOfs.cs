namespace Nano.Generators.Contracts
{
    /// <summary>A oneof of a string, a Nullable number, an enum and a message, beside a plain field and a group of
    /// one member (which has nothing to check). At most one member of a group may be set when writing; reading one
    /// clears the others.</summary>
    [ProtoContract]
    public sealed class Choice
    {
        [ProtoMember(1)] public int Plain { get; set; }
        [ProtoMember(2, OneOf = "value")] public string? Text { get; set; }
        [ProtoMember(3, OneOf = "value", DataFormat = DataFormat.ZigZag)] public long? Number { get; set; }
        [ProtoMember(4, OneOf = "value")] public Color? Color { get; set; }
        [ProtoMember(5, OneOf = "value")] public Child? Child { get; set; }
        [ProtoMember(6, OneOf = "alone")] public byte[]? Alone { get; set; }
    }

    /// <summary>A oneof whose members are constructor parameters: reading one clears the others' slots before the
    /// constructor runs.</summary>
    [ProtoContract]
    public sealed class ImmutableChoice
    {
        /// <summary>Takes every member.</summary>
        public ImmutableChoice(string? text, double? ratio, int id)
        {
            Text = text;
            Ratio = ratio;
            Id = id;
        }

        [ProtoMember(1, OneOf = "pick")] public string? Text { get; }
        [ProtoMember(2, OneOf = "pick")] public double? Ratio { get; }
        [ProtoMember(3)] public int Id { get; }
    }
}
