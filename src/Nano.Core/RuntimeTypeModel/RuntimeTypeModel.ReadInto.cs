using Nano.Buffers.Recycling;

namespace Nano;

// Reading into an existing graph: the graph's objects and lists are reused, its contents replaced.
public sealed partial class RuntimeTypeModel
{
    /// <summary>
    /// Reads a message into an existing instance, replacing its contents (unlike <see
    /// cref="Merge{T}(ReadOnlySpan{byte}, T)"/>,
    /// which adds to them): afterwards <paramref name="target"/> equals what <see
    /// cref="Deserialize{T}(ReadOnlySpan{byte})"/>
    /// returns for the same bytes. Members absent from the message end as a new instance's constructor leaves them
    /// (initializer values included); a list an initializer created is cleared and refilled, keeping its capacity; the
    /// graph's message objects and the lists a new instance leaves null are reused for the message's, in the order the
    /// read meets them (so a message of the same shape refills every object where it was); maps are cleared and
    /// refilled.
    /// What the new message does not need is detached from the graph. A steady state of similar messages allocates only
    /// what cannot be reused: strings (see <see cref="CacheStrings"/>), byte values, and collections Nano does not
    /// reuse.
    /// </summary>
    /// <remarks>
    /// The type of <paramref name="target"/> and of every object reused must be one Nano can reset exactly, the rule of
    /// pool mode's recycling (<see cref="IsRecycled"/>: a plain mutable class built by a parameterless constructor,
    /// without callbacks or init-only members); objects of other types inside the graph are not reused but replaced by
    /// new ones. Do not keep references to the graph's old children expecting their old values: they are reused or
    /// reset. If the data is invalid the target is left holding part of the message; read into it again or drop it.
    /// </remarks>
    /// <typeparam name="T">A contract type that recycles.</typeparam>
    /// <param name="data">Exactly one message.</param>
    /// <param name="target">The instance to fill; exactly of type <typeparamref name="T"/>.</param>
    /// <exception cref="ArgumentNullException"><paramref name="target"/> is null.</exception>
    /// <exception cref="ArgumentException"><paramref name="target"/> is of a type derived from <typeparamref
    /// name="T"/>.</exception>
    /// <exception cref="ProtoModelException"><typeparamref name="T"/> cannot be reset (the message names the reason) or
    /// is
    /// served by generated code, which creates its own instances.</exception>
    /// <exception cref="InvalidOperationException">The graph cannot be reset: a collection the constructor created was
    /// replaced by another type or set to null, an object is reached twice (shared or a cycle), or it nests deeper than
    /// <see cref="MaxDepth"/>.</exception>
    /// <exception cref="ProtoException">The data is not a valid message of this type.</exception>
    public void DeserializeInto<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        ReadOnlySpan<byte> data, T target)
        where T : class
    {
        var stash = EnterInto(target);
        try
        {
            var reader = new ProtoReader(data, ReaderOptions) { Reuse = stash };
            CheckFilled(ReadRoot<T>(ref reader, default), target);
        }
        finally
        {
            stash.Exit();
        }
    }

    /// <summary>Reads a message into an existing instance (see <see cref="DeserializeInto{T}(ReadOnlySpan{byte},
    /// T)"/>).
    /// With <see cref="AliasInputMemory"/>, <see cref="ReadOnlyMemory{T}"/> byte members point into <paramref
    /// name="data"/>.</summary>
    /// <typeparam name="T">A contract type that recycles.</typeparam>
    /// <param name="data">Exactly one message.</param>
    /// <param name="target">The instance to fill.</param>
    /// <inheritdoc cref="DeserializeInto{T}(ReadOnlySpan{byte}, T)" path="/exception"/>
    public void DeserializeInto<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        ReadOnlyMemory<byte> data, T target)
        where T : class =>
        // One segment: the sequence form's reader over it is the memory reader (same slices when aliasing).
        DeserializeInto(new ReadOnlySequence<byte>(data), target);

    /// <summary>Reads a message from an array into an existing instance (see <see
    /// cref="DeserializeInto{T}(ReadOnlyMemory{byte}, T)"/>).</summary>
    /// <typeparam name="T">A contract type that recycles.</typeparam>
    /// <param name="data">Exactly one message.</param>
    /// <param name="target">The instance to fill.</param>
    /// <inheritdoc cref="DeserializeInto{T}(ReadOnlySpan{byte}, T)" path="/exception"/>
    public void DeserializeInto<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        byte[] data, T target)
        where T : class
    {
        ArgumentNullException.ThrowIfNull(data);
        DeserializeInto(new ReadOnlyMemory<byte>(data), target);
    }

    /// <summary>Reads a message from a (possibly multi-segment) sequence into an existing instance, segment by segment
    /// (see <see cref="DeserializeInto{T}(ReadOnlySpan{byte}, T)"/>).</summary>
    /// <typeparam name="T">A contract type that recycles.</typeparam>
    /// <param name="data">Exactly one message.</param>
    /// <param name="target">The instance to fill.</param>
    /// <inheritdoc cref="DeserializeInto{T}(ReadOnlySpan{byte}, T)" path="/exception"/>
    public void DeserializeInto<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        ReadOnlySequence<byte> data, T target)
        where T : class
    {
        if (data.IsSingleSegment && !AliasInputMemory)
        {
            DeserializeInto(data.FirstSpan, target);
            return;
        }
        var stash = EnterInto(target);
        try
        {
            var reader = new ProtoReader(data, ReaderOptions) { Reuse = stash };
            CheckFilled(ReadRoot<T>(ref reader, default), target);
        }
        finally
        {
            stash.Exit();
        }
    }

    /// <summary>Reads a message from the rest of a stream into an existing instance (see
    /// <see cref="DeserializeInto{T}(ReadOnlySpan{byte}, T)"/>). The bytes are gathered in pooled segments, given back
    /// before this returns; byte members receive copies.</summary>
    /// <typeparam name="T">A contract type that recycles.</typeparam>
    /// <param name="source">A readable stream, read to its end.</param>
    /// <param name="target">The instance to fill.</param>
    /// <inheritdoc cref="DeserializeInto{T}(ReadOnlySpan{byte}, T)" path="/exception"/>
    public void DeserializeInto<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        Stream source, T target)
        where T : class
    {
        ArgumentNullException.ThrowIfNull(source);
        if (TryTakeRest(source, out var rest))
        {
            DeserializeInto(rest, target);
            return;
        }
        using var segments = new StreamSegments();
        segments.ReadToEnd(source);
        if (segments.IsSingleSegment)
        {
            DeserializeInto(segments.FirstSpan, target);
            return;
        }
        var stash = EnterInto(target);
        try
        {
            var reader = new ProtoReader(segments.Sequence, CopyingReaderOptions) { Reuse = stash };
            CheckFilled(ReadRoot<T>(ref reader, default), target);
        }
        finally
        {
            stash.Exit();
        }
    }

    /// <summary>Checks the target and takes its graph apart into the thread's stash.</summary>
    private ReuseStash EnterInto<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(T target)
        where T : class
    {
        ArgumentNullException.ThrowIfNull(target);
        if (SerializerCache<T>.Get(this) is IServedBy { ServedBy: SerializerBackend.Generated })
            throw new ProtoModelException($"Cannot read into an existing {typeof(T).FullName}: it is served by "
                + "generated code, which creates its own instances.");
        var stash = ReuseStash.Enter();
        try
        {
            GraphReuse.Prepare(this, target, stash, _maxDepth);
        }
        catch
        {
            stash.Exit();
            throw;
        }
        return stash;
    }

    /// <summary>The root the backend read must be the target, which the stash handed it first: a backend that created
    /// its own would leave the caller's instance empty.</summary>
    private static void CheckFilled<T>(T read, T target) where T : class
    {
        if (!ReferenceEquals(read, target))
            throw new InvalidOperationException(
                $"The read of {typeof(T).FullName} did not fill the given instance: its backend created its own.");
    }
}
