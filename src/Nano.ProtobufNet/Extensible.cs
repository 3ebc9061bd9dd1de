using Nano;

namespace ProtoBuf;

/// <summary>A message that keeps the fields it does not know (extension data), so a round trip loses nothing.</summary>
public interface IExtensible
{
    /// <summary>The message's extension data.</summary>
    /// <param name="createIfMissing">Create it when the message has none.</param>
    /// <returns>The extension data, or null when there is none and <paramref name="createIfMissing"/> is
    /// false.</returns>
    IExtension? GetExtensionObject(bool createIfMissing);
}

/// <summary>The raw protobuf fields a message read but does not declare.</summary>
public interface IExtension
{
    /// <summary>A stream to write raw fields to; <see cref="EndAppend"/> adds them.</summary>
    /// <returns>A writable stream.</returns>
    Stream BeginAppend();

    /// <summary>Adds what was written to <paramref name="stream"/> when <paramref name="commit"/> is true.</summary>
    /// <param name="stream">The stream <see cref="BeginAppend"/> returned.</param>
    /// <param name="commit">Keep the bytes.</param>
    void EndAppend(Stream stream, bool commit);

    /// <summary>A stream over the raw fields.</summary>
    /// <returns>A readable stream.</returns>
    Stream BeginQuery();

    /// <summary>Ends a query.</summary>
    /// <param name="stream">The stream <see cref="BeginQuery"/> returned.</param>
    void EndQuery(Stream stream);

    /// <summary>The length of the raw fields, in bytes.</summary>
    /// <returns>The length.</returns>
    int GetLength();
}

/// <summary>
/// Base class of a contract that keeps unknown fields: Nano stores them (as its <see cref="IUnknownFieldsHolder"/>) and
/// writes them back after the known fields. A contract that implements <see cref="IExtensible"/> itself, without
/// deriving from this class, does not keep them.
/// </summary>
public abstract partial class Extensible : IExtensible, IUnknownFieldsHolder
{
    private UnknownFieldSet? _unknown;

    UnknownFieldSet? IUnknownFieldsHolder.UnknownFields
    {
        get => _unknown;
        set => _unknown = value;
    }

    /// <summary>The message's extension data.</summary>
    /// <param name="createIfMissing">Create it when the message has none.</param>
    /// <returns>The extension data, or null.</returns>
    protected virtual IExtension? GetExtensionObject(bool createIfMissing)
    {
        if (_unknown is null && createIfMissing)
            _unknown = new UnknownFieldSet();
        return _unknown is null ? null : new UnknownFields(this);
    }

    IExtension? IExtensible.GetExtensionObject(bool createIfMissing) => GetExtensionObject(createIfMissing);

    private sealed class UnknownFields(Extensible owner) : IExtension
    {
        private UnknownFieldSet Set => owner._unknown ??= new UnknownFieldSet();

        public Stream BeginAppend() => new MemoryStream();

        public void EndAppend(Stream stream, bool commit)
        {
            if (commit && stream is MemoryStream written)
                Set.AddRaw(new ReadOnlySpan<byte>(written.GetBuffer(), 0, (int)written.Length));
            stream.Dispose();
        }

        public Stream BeginQuery() => new MemoryStream(Set.RawBytes.ToArray(), writable: false);

        public void EndQuery(Stream stream) => stream.Dispose();

        public int GetLength() => Set.Length;
    }
}
