namespace Nano.Serialization;

/// <summary>
/// Finds a model's serializer of <typeparamref name="T"/> with one array index, never a dictionary lookup, for every
/// model (not only the default). The slots belong to the model (<see cref="RuntimeTypeModel.SerializerSlots"/>); this
/// class only holds <typeparamref name="T"/>'s process-wide index into them. Nothing static refers to a model or a
/// serializer, so a model that is no longer reachable is collected together with its serializers and their code.
/// </summary>
internal static class SerializerCache<T>
{
    /// <summary>This type's slot in every model's <see cref="RuntimeTypeModel.SerializerSlots"/>: numbered in order of
    /// first use in the process, so a model's array is as long as the highest index it uses.</summary>
    internal static readonly int Index = SerializerSlotIndex.Next();

    /// <summary>The model's serializer, created at the first call. Inlined into every entry point: the hot path is an
    /// index into the model's slots, with no call (the creation path stays out of line).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProtoSerializer<T> Get(RuntimeTypeModel model)
    {
        var slots = model.SerializerSlots;
        var index = Index;
        if ((uint)index < (uint)slots.Length && slots[index] is { } serializer)
            return Unsafe.As<ProtoSerializer<T>>(serializer); // only CreateSerializer<T> stores at Index
        return Create(model);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static ProtoSerializer<T> Create(RuntimeTypeModel model) => model.CreateSerializer<T>();
}

/// <summary>Hands out the per-type indexes of <see cref="SerializerCache{T}"/>.</summary>
internal static class SerializerSlotIndex
{
    private static int s_next = -1;

    /// <summary>The next free index.</summary>
    public static int Next() => Interlocked.Increment(ref s_next);
}
