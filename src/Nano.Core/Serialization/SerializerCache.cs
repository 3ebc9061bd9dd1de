namespace Nano.Serialization;

/// <summary>
/// The per-type static cache: one slot per model, indexed by <see cref="RuntimeTypeModel.Id"/>, so that a
/// serializer is found with an array index, never a dictionary lookup, for every model (not only the default).
/// </summary>
internal static class SerializerCache<T>
{
    private static readonly object s_lock = new();
    private static ProtoSerializer<T>?[] s_byModel = new ProtoSerializer<T>?[4];

    public static ProtoSerializer<T> Get(RuntimeTypeModel model)
    {
        var slots = s_byModel;
        var id = model.Id;
        if ((uint)id < (uint)slots.Length && slots[id] is { } serializer)
            return serializer;
        return Create(model);
    }

    private static ProtoSerializer<T> Create(RuntimeTypeModel model)
    {
        var serializer = model.CreateSerializer<T>();
        lock (s_lock)
        {
            var slots = s_byModel;
            if (model.Id >= slots.Length)
                Array.Resize(ref slots, Math.Max(model.Id + 1, slots.Length * 2));
            else
                slots = (ProtoSerializer<T>?[])slots.Clone();
            slots[model.Id] = serializer;
            Volatile.Write(ref s_byModel, slots);
        }
        return serializer;
    }
}
