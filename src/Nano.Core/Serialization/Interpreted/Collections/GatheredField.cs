namespace Nano.Serialization.Interpreted.Collections;

/// <summary>What a gathered field has read so far, and the collection it will be appended to (one
/// allocation).</summary>
internal sealed class Gathering<T>(object? existing) : ArrayBuilder<T>
{
    /// <summary>The member's collection being merged into (boxed for an ImmutableArray), or null.</summary>
    public object? Existing { get; } = existing;
}

/// <summary>
/// A repeated field that cannot grow in place (an array, ImmutableArray, ImmutableList): elements are gathered in a
/// <see cref="Gathering{T}"/> (sized from the input, so a contiguous run fills it exactly) and the collection is
/// built once, when the message ends: the collection the member held, followed by what was read.
/// </summary>
internal abstract class GatheredField<T, TValue>(FieldModel field, Codec<TValue> codec, bool referenceMember = true)
    : RepeatedField<T, TValue>(field, codec, referenceMember)
{
    public override bool Read(ref ProtoReader reader, WireType wireType, ref Slot slot)
    {
        if (slot.Value is not Gathering<T> gathering)
        {
            if (!Accepts(wireType))
                return false;
            slot.Value = gathering = new Gathering<T>(slot.Value);
        }
        return ReadInto(ref reader, wireType, gathering);
    }

    public override void Store(object target, ref Slot slot)
    {
        if (slot.Value is Gathering<T> gathering)
            StoreFinished(target, gathering.Existing, gathering);
    }

    public override object? Final(ref Slot slot) =>
        slot.Value is Gathering<T> gathering ? Finish(gathering.Existing, gathering) : slot.Value;

    /// <summary>The collection to store: <paramref name="existing"/>'s elements (when not null), then those
    /// gathered.</summary>
    protected abstract object Finish(object? existing, ArrayBuilder<T> read);

    /// <summary>Stores <see cref="Finish"/>'s collection (overridden to store an ImmutableArray without boxing). With
    /// nothing being merged into (a new instance), what the constructor put in the member comes first, as in the emit
    /// backend.</summary>
    protected virtual void StoreFinished(object target, object? existing, ArrayBuilder<T> read) =>
        SetBoxed(target, Finish(existing ?? GetBoxed(target), read));
}

/// <summary><c>T[]</c>: the gathered buffer itself when nothing was there before and the run filled it
/// exactly.</summary>
internal sealed class ArrayField<T, TValue> : GatheredField<T, TValue>
{
    private readonly CollectionGetter _getter;

    public ArrayField(FieldModel field, Codec<TValue> codec) : base(field, codec) =>
        _getter = CollectionMembers.Getter(field, Member);

    protected override bool TryGetSpan(object message, out ReadOnlySpan<T> span, out object? collection)
    {
        var array = (T[]?)_getter.Get(message);
        collection = array; // null or not: an empty packed run of protobuf-net's is written only for a present array
        span = array;
        return true;
    }

    protected override object Finish(object? existing, ArrayBuilder<T> read)
    {
        if (existing is not T[] { Length: > 0 } old)
            return read.ToArray();
        var result = new T[old.Length + read.Count];
        old.CopyTo(result, 0);
        read.AsSpan().CopyTo(result.AsSpan(old.Length));
        return result;
    }
}

/// <summary><see cref="ImmutableArray{T}"/>, read and written through a typed accessor (never boxed on these
/// paths).</summary>
internal sealed class ImmutableArrayField<T, TValue>(FieldModel field, Codec<TValue> codec)
    : GatheredField<T, TValue>(field, codec, referenceMember: false)
{
    private readonly MemberAccessor<ImmutableArray<T>> _accessor =
        MemberAccessors.Create(field, typeof(ImmutableArray<T>), ImmutableArrayBoxing<T>.Instance);

    protected override bool TryGetSpan(object message, out ReadOnlySpan<T> span, out object? collection)
    {
        var array = _accessor.Get(message);
        collection = array.IsDefault ? null : Held;
        span = array.IsDefault ? default : array.AsSpan();
        return true;
    }

    protected override object Finish(object? existing, ArrayBuilder<T> read) =>
        Concat(existing is ImmutableArray<T> old ? old : default, read);

    protected override void StoreFinished(object target, object? existing, ArrayBuilder<T> read) =>
        _accessor.Set(target, Concat(existing is ImmutableArray<T> old ? old : _accessor.Get(target), read));

    private static ImmutableArray<T> Concat(ImmutableArray<T> existing, ArrayBuilder<T> read) =>
        existing.IsDefaultOrEmpty ? ImmutableCollectionsMarshal.AsImmutableArray(read.ToArray())
#if NET
        : existing.AddRange(read.AsSpan());
#else
        : existing.AddRange(read.ToArray());
#endif

    public override bool IsSet(object message) => true;
    public override object? GetBoxed(object target) => _accessor.Get(target);
    public override void SetBoxed(object target, object? value) =>
        _accessor.Set(target, value is null ? default : (ImmutableArray<T>)value);
    public override bool CanSet => _accessor.CanSet;
}

/// <summary><see cref="ImmutableList{T}"/> (or <see cref="IImmutableList{T}"/>): built once from what was there and
/// what was read.</summary>
internal sealed class ImmutableListField<T, TValue>(FieldModel field, Codec<TValue> codec)
    : GatheredField<T, TValue>(field, codec)
{
    protected override object Finish(object? existing, ArrayBuilder<T> read)
    {
#if NET
        var items = ImmutableList.Create(read.AsSpan());
#else
        var items = ImmutableList.CreateRange(read.ToArray());
#endif
        return existing is IEnumerable<T> old ? ImmutableList.CreateRange(old).AddRange(items) : items;
    }
}

/// <summary>An immutable set (<see cref="CollectionKind.ImmutableSet"/>): built once, by
/// <see cref="ImmutableSetRebuild{T}"/>.</summary>
internal sealed class ImmutableSetField<T, TValue>(FieldModel field, Codec<TValue> codec)
    : GatheredField<T, TValue>(field, codec)
{
    private readonly IImmutableSet<T> _empty = (IImmutableSet<T>)field.ImmutableEmpty;

    protected override object Finish(object? existing, ArrayBuilder<T> read) =>
        ImmutableSetRebuild<T>.Union(existing as IEnumerable<T>, _empty, read, Model.KeyHashing);
}
