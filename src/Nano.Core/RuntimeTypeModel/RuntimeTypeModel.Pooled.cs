using Nano.Buffers;

namespace Nano;

// Pool mode: ReadOnlyMemory<byte> / Memory<byte> members come from pooled slabs, owned by the returned lease.
public sealed partial class RuntimeTypeModel
{
    /// <summary>Where pool mode takes its memory: <see cref="SlabPool.Shared"/> unless a test sets its own.</summary>
    internal SlabPool Pool { get; set; } = SlabPool.Shared;

    /// <summary>
    /// Reads a message in pool mode: its <see cref="ReadOnlyMemory{T}"/> and <see cref="Memory{T}"/> byte members are
    /// copied into pooled memory instead of new arrays, and the returned lease owns that memory. Dispose the lease when
    /// done with the message (or let the garbage collector have it); never use those members after disposing it.
    /// </summary>
    /// <remarks>
    /// Only <see cref="ReadOnlyMemory{T}"/> / <see cref="Memory{T}"/> byte members are pooled. <c>byte[]</c> members,
    /// strings, collections and the message objects are allocated as usual. The values never alias
    /// <paramref name="data"/>, so the input may be reused as soon as this returns.
    /// </remarks>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="data">Exactly one message.</param>
    /// <returns>The lease; the message is its <see cref="PooledMessage{T}.Value"/>.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type (nothing stays rented).</exception>
    public PooledMessage<T> DeserializePooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ReadOnlySpan<byte> data)
    {
        SlabAllocator allocator = Pool.Enter();
        var reader = new ProtoReader(data, ReaderOptions) { Allocator = allocator };
        return ReadPooled<T>(ref reader, allocator);
    }

    /// <summary>Reads a message in pool mode (see <see cref="DeserializePooled{T}(ReadOnlySpan{byte})"/>).</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="data">Exactly one message; never aliased, whatever <see cref="AliasInputMemory"/> says.</param>
    /// <returns>The lease; the message is its <see cref="PooledMessage{T}.Value"/>.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type (nothing stays rented).</exception>
    public PooledMessage<T> DeserializePooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ReadOnlyMemory<byte> data) => DeserializePooled<T>(data.Span);

    /// <summary>Reads a message in pool mode from an array (see <see cref="DeserializePooled{T}(ReadOnlySpan{byte})"/>).</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="data">Exactly one message; never aliased.</param>
    /// <returns>The lease; the message is its <see cref="PooledMessage{T}.Value"/>.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type (nothing stays rented).</exception>
    public PooledMessage<T> DeserializePooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(byte[] data)
    {
        ArgumentNullException.ThrowIfNull(data);
        return DeserializePooled<T>(new ReadOnlySpan<byte>(data));
    }

    /// <summary>Reads a message in pool mode from a (possibly multi-segment) sequence, segment by segment, without
    /// copying it whole (see <see cref="DeserializePooled{T}(ReadOnlySpan{byte})"/>). Values straddling segments are
    /// gathered straight into pooled memory.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="data">Exactly one message; never aliased.</param>
    /// <returns>The lease; the message is its <see cref="PooledMessage{T}.Value"/>.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type (nothing stays rented).</exception>
    public PooledMessage<T> DeserializePooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ReadOnlySequence<byte> data)
    {
        if (data.IsSingleSegment)
            return DeserializePooled<T>(data.FirstSpan);
        SlabAllocator allocator = Pool.Enter();
        var reader = new ProtoReader(data, ReaderOptions) { Allocator = allocator };
        return ReadPooled<T>(ref reader, allocator);
    }

    /// <summary>Reads a message in pool mode from the rest of a stream (see <see cref="DeserializePooled{T}(ReadOnlySpan{byte})"/>).
    /// The stream's bytes are gathered in segments rented from <see cref="ArrayPool{T}.Shared"/>, returned before this returns.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">A readable stream, read to its end.</param>
    /// <returns>The lease; the message is its <see cref="PooledMessage{T}.Value"/>.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type (nothing stays rented).</exception>
    public PooledMessage<T> DeserializePooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream source)
    {
        ArgumentNullException.ThrowIfNull(source);
        if (TryTakeRest(source, out var rest))
            return DeserializePooled<T>(rest);
        using var segments = new StreamSegments();
        segments.ReadToEnd(source);
        return segments.IsSingleSegment ? DeserializePooled<T>(segments.FirstSpan) : DeserializePooled<T>(segments.Sequence);
    }

    private PooledMessage<T> ReadPooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ref ProtoReader reader, SlabAllocator allocator)
    {
        PooledMessage<T> lease;
        try
        {
            T value = ReadRoot<T>(ref reader, default);
            lease = new PooledMessage<T>(value, allocator.Holds);
        }
        catch
        {
            allocator.Exit(success: false);
            throw;
        }
        allocator.Exit(success: true);
        return lease;
    }
}
