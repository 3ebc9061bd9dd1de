using Nano.Buffers;
using Nano.Buffers.Recycling;

namespace Nano;

// Pool mode: ReadOnlyMemory<byte> / Memory<byte> members come from pooled slabs, owned by the returned lease.
public sealed partial class RuntimeTypeModel
{
    /// <summary>Where pool mode takes its memory: <see cref="SlabPool.Shared"/> unless a test sets its own.</summary>
    internal SlabPool Pool { get; set; } = SlabPool.Shared;

    private RecyclePools? _recyclePools;
    private volatile bool _recycleMessages;

    /// <summary>The bounds of this model's recycling pools: the defaults unless a test sets its own (before the first
    /// pooled read).</summary>
    internal RecycleLimits RecycleLimits { get; set; } = RecycleLimits.Default;

    /// <summary>This model's recycling pools, created at the first pooled read that recycles.</summary>
    internal RecyclePools RecyclePools
    {
        get
        {
            var pools = Volatile.Read(ref _recyclePools);
            if (pools is null)
            {
                Interlocked.CompareExchange(ref _recyclePools, new RecyclePools(this, RecycleLimits), null);
                pools = _recyclePools!;
            }
            return pools;
        }
    }

    /// <summary>
    /// When true, pool mode (<see cref="DeserializePooled{T}(ReadOnlySpan{byte})"/>) also recycles the message objects
    /// and the <see cref="List{T}"/>s of repeated fields declared as <see cref="List{T}"/>: a read takes them from this
    /// model's bounded per-type pools and the lease gives them back when it is disposed, each reset to exactly the
    /// state a new instance has after its constructor (an initializer's list or dictionary is cleared, not replaced).
    /// Only types Nano can reset exactly recycle (<see cref="IsRecycled"/>); the others, and arrays and dictionaries
    /// read into a member that was null, are allocated as usual.
    /// <para>The rule then covers the whole graph: after disposing the lease, use nothing reached from its
    /// <see cref="PooledMessage{T}.Value"/> (copy what you keep first), and do not put into it objects or lists used
    /// elsewhere, since they go to the pools with it. Default false: pool mode pools only the byte leaves, and the
    /// objects are ordinary GC objects. May be changed at any time; it applies to the reads that follow.</para>
    /// </summary>
    public bool RecycleMessages
    {
        get => _recycleMessages;
        set => _recycleMessages = value;
    }

    /// <summary>
    /// Whether pool mode with <see cref="RecycleMessages"/> recycles instances of <paramref name="type"/>, and if not,
    /// why: a type recycles when it is a class built by a parameterless constructor, outside a <c>[ProtoInclude]</c>
    /// hierarchy, without serialization callbacks, surrogate or kept unknown fields, whose every instance field stores
    /// a settable (not init-only) contract member, and whose constructor leaves in each member a scalar, a string,
    /// null, or an empty <see cref="List{T}"/> or <see cref="Dictionary{TKey, TValue}"/>. Decided once per type, by
    /// running its constructor once. The same rule says which types
    /// <see cref="DeserializeInto{T}(ReadOnlySpan{byte}, T)"/> can read into and reuse.
    /// </summary>
    /// <param name="type">A contract type.</param>
    /// <param name="reason">Empty when it recycles; else why not.</param>
    /// <returns>True when its instances are recycled.</returns>
    /// <exception cref="ProtoModelException">The type is not a contract.</exception>
    public bool IsRecycled([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type, out string reason)
    {
        ArgumentNullException.ThrowIfNull(type);
        return RecyclePools.Recycles(type, out reason);
    }

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
    /// <exception cref="ProtoException">The data is not a valid message of this type (nothing stays
    /// rented).</exception>
    public PooledMessage<T> DeserializePooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        ReadOnlySpan<byte> data)
    {
        SlabAllocator allocator = Pool.Enter();
        var reader = new ProtoReader(data, ReaderOptions) { Allocator = allocator };
        return ReadPooled<T>(ref reader, allocator);
    }

    /// <summary>Reads a message in pool mode (see <see cref="DeserializePooled{T}(ReadOnlySpan{byte})"/>).</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="data">Exactly one message; never aliased, whatever <see cref="AliasInputMemory"/> says.</param>
    /// <returns>The lease; the message is its <see cref="PooledMessage{T}.Value"/>.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type (nothing stays
    /// rented).</exception>
    public PooledMessage<T> DeserializePooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        ReadOnlyMemory<byte> data) => DeserializePooled<T>(data.Span);

    /// <summary>Reads a message in pool mode from an array (see
    /// <see cref="DeserializePooled{T}(ReadOnlySpan{byte})"/>).</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="data">Exactly one message; never aliased.</param>
    /// <returns>The lease; the message is its <see cref="PooledMessage{T}.Value"/>.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type (nothing stays
    /// rented).</exception>
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
    /// <exception cref="ProtoException">The data is not a valid message of this type (nothing stays
    /// rented).</exception>
    public PooledMessage<T> DeserializePooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        ReadOnlySequence<byte> data)
    {
        if (data.IsSingleSegment)
            return DeserializePooled<T>(data.FirstSpan);
        SlabAllocator allocator = Pool.Enter();
        var reader = new ProtoReader(data, ReaderOptions) { Allocator = allocator };
        return ReadPooled<T>(ref reader, allocator);
    }

    /// <summary>Reads a message in pool mode from the rest of a stream (see
    /// <see cref="DeserializePooled{T}(ReadOnlySpan{byte})"/>). The stream's bytes are gathered in segments rented from
    /// <see cref="ArrayPool{T}.Shared"/>, returned before this returns.</summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <param name="source">A readable stream, read to its end.</param>
    /// <returns>The lease; the message is its <see cref="PooledMessage{T}.Value"/>.</returns>
    /// <exception cref="ProtoException">The data is not a valid message of this type (nothing stays
    /// rented).</exception>
    public PooledMessage<T> DeserializePooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(Stream source)
    {
        ArgumentNullException.ThrowIfNull(source);
        if (TryTakeRest(source, out var rest))
            return DeserializePooled<T>(rest);
        using var segments = new StreamSegments();
        segments.ReadToEnd(source);
        return segments.IsSingleSegment ? DeserializePooled<T>(segments.FirstSpan)
            : DeserializePooled<T>(segments.Sequence);
    }

    private PooledMessage<T> ReadPooled<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(ref ProtoReader reader,
        SlabAllocator allocator)
    {
        PooledMessage<T> lease;
        var count = 0;
        try
        {
            if (_recycleMessages)
                allocator.BeginRecycling(RecyclePools);
            T value = ReadRoot<T>(ref reader, default);
            var recycled = allocator.Recycling?.Take(out count);
            lease = new PooledMessage<T>(value, allocator.Holds, recycled, count);
        }
        catch
        {
            allocator.Recycling?.Abort();
            allocator.Exit(success: false);
            throw;
        }
        allocator.Exit(success: true);
        return lease;
    }
}
