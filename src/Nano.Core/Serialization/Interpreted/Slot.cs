namespace Nano.Serialization.Interpreted;

/// <summary>What has been read so far for one field of the message being read.</summary>
internal struct Slot
{
    /// <summary>True once the existing instance's value has been loaded into <see cref="Value"/>.</summary>
    public bool Touched;

    /// <summary>True when the payload set this field (or a oneof sibling cleared it): it is stored at the
    /// end.</summary>
    public bool Seen;

    /// <summary>True when an <c>OverwriteList</c> run started over
    /// (<see cref="Model.FieldModel.OverwritesCollection"/>): what the member held is replaced, not appended
    /// to.</summary>
    public bool Overwritten;

    /// <summary>A single field's value, or the existing collection that repeated items are appended to.</summary>
    public object? Value;

    /// <summary>Repeated values read.</summary>
    public List<object?>? Items;

    /// <summary>Map entries read, in order (the last one for a key wins).</summary>
    public List<(object Key, object? Value)>? Entries;
}
