namespace Nano.Emit.Runtime;

/// <summary>
/// The direct sub-types of one level of a <see cref="ProtoIncludeAttribute"/> hierarchy, for emitted code: each
/// sub-type's fields travel as a nested message under its tag, written before the level's own fields.
/// All delegates are typed on the hierarchy's root, <typeparamref name="TRoot"/>.
/// </summary>
internal sealed class SubTypeTable<TRoot>(MessageModel level,
    (SubTypeModel SubType, MessageDelegates<TRoot> Delegates)[] entries)
{
    private readonly (Type Type, uint Tag, int TagSize, MessageDelegates<TRoot> Delegates)[] _entries =
        entries.Select(e => (e.SubType.Model.Type, WireFormat.MakeTag(e.SubType.Tag, WireType.LengthDelimited),
            WireFormat.SizeOfTag(e.SubType.Tag), e.Delegates)).ToArray();

    private int IndexOf(TRoot value)
    {
        var type = value!.GetType();
        for (var i = 0; i < _entries.Length; i++)
            if (_entries[i].Type.IsAssignableFrom(type))
                return i;
        throw GraphErrors.UnknownSubType(level.Type, type);
    }

    /// <summary>The size of the sub-type part of a value: 0 when its runtime type is the level's own.</summary>
    public long Measure(TRoot value, int depthLeft)
    {
        if (value!.GetType() == level.Type)
            return 0;
        var entry = _entries[IndexOf(value)];
        var length = entry.Delegates.Measure(value, ProtoWriter.NestedDepth(depthLeft, entry.Type));
        return entry.TagSize + WireFormat.SizeOfLengthPrefixed(length);
    }

    /// <summary>Writes the sub-type part of a value (nothing when its runtime type is the level's own).</summary>
    public void Write(ref ProtoWriter writer, TRoot value)
    {
        if (value!.GetType() == level.Type)
            return;
        var entry = _entries[IndexOf(value)];
        writer.WriteRawTag(entry.Tag);
        writer.WriteNested(new MessageBody<TRoot>(entry.Delegates, value), WireFormat.GetFieldNumber(entry.Tag),
            entry.Type);
    }

    /// <summary>Reads sub-type <paramref name="index"/>'s message into <paramref name="instance"/> (created by the
    /// sub-type when null).</summary>
    public TRoot Read(ref ProtoReader reader, int index, TRoot instance)
    {
        var entry = _entries[index];
        if (instance is not null && !entry.Type.IsInstanceOfType(instance))
            throw GraphErrors.MergeTypeMismatch(ref reader, entry.Type, instance);
        var token = reader.BeginLengthDelimited();
        var read = entry.Delegates.Read(ref reader, instance);
        if (reader.Required is not null)
            RequiredFields.Resolve(ref reader, instance, read);
        reader.EndLengthDelimited(token);
        return read;
    }

    /// <summary>No sub-type arrived: the level would create its own type, which it cannot when abstract.</summary>
    public Exception Abstract(ref ProtoReader reader) =>
        GraphErrors.AbstractWithoutSubType(ref reader, level.Type);
}

/// <summary>The delegates of a derived type declared as a field's type: it is written and read through its hierarchy's
/// root.</summary>
internal sealed class SubTypeAdapter<TRoot, TDerived>(MessageDelegates<TRoot> root) where TDerived : TRoot
{
    public long Measure(TDerived value, int depthLeft) => root.Measure(value, depthLeft);

    public void Write(ref ProtoWriter writer, TDerived value) => root.Write(ref writer, value);

    public TDerived Read(ref ProtoReader reader, TDerived existing) =>
        root.Read(ref reader, existing) is TDerived derived
        ? derived
        : throw reader.CreateException($"The payload does not hold a {typeof(TDerived).FullName}");
}
