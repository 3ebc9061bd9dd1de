using System.Runtime.CompilerServices;
using Nano.Emit.Runtime;

namespace Nano.Emit.Compiler;

/// <summary>
/// The holders one compilation created for one requested type (the type and what it reached that the model had not
/// compiled yet), by type. Models whose <see cref="ShapeKey"/> for that type is equal adopt them all.
/// </summary>
internal sealed class SharedGraph
{
    public readonly Dictionary<Type, MessageDelegates> Holders = [];

    /// <summary>The model each holder was built from (to compute the other types' keys when publishing).</summary>
    public readonly Dictionary<Type, Nano.Model.MessageModel> Models = [];
}

/// <summary>
/// The process-wide table that lets models share emitted serializers, as System.Text.Json shares its emitted accessors
/// across options instances: by type (weakly: a collectible type's entry goes with it), then by <see cref="ShapeKey"/>,
/// to a <see cref="SharedGraph"/> held only through a <see cref="WeakReference{T}"/>. The compilations that use a
/// graph hold it; once no model does, it and its dynamic methods can be collected, so the table never keeps a dropped
/// model's code alive. Dead entries are removed when an entry is added for the same type.
/// </summary>
internal static class SharedShapes
{
    private sealed class ShapeTable
    {
        public readonly Dictionary<ShapeKey, WeakReference<SharedGraph>> Graphs = [];
    }

    private static readonly ConditionalWeakTable<Type, ShapeTable> s_byType = new();

    /// <summary>The live graph another model compiled for <paramref name="type"/> with the same shape, or null.</summary>
    public static SharedGraph? Find(Type type, ShapeKey key)
    {
        if (!s_byType.TryGetValue(type, out var table))
            return null;
        lock (table)
            return table.Graphs.TryGetValue(key, out var weak) && weak.TryGetTarget(out var graph) ? graph : null;
    }

    /// <summary>Offers a complete graph (published only after every holder in it is built) for later models to share;
    /// a live graph already there for the shape stays (two models that raced each keep their own).</summary>
    public static void Publish(Type type, ShapeKey key, SharedGraph graph)
    {
        var table = s_byType.GetValue(type, _ => new ShapeTable());
        lock (table)
        {
            if (table.Graphs.TryGetValue(key, out var existing) && existing.TryGetTarget(out _))
                return;
            RemoveDead(table);
            table.Graphs[key] = new WeakReference<SharedGraph>(graph);
        }
    }

    private static void RemoveDead(ShapeTable table)
    {
        List<ShapeKey>? dead = null;
        foreach (var entry in table.Graphs)
            if (!entry.Value.TryGetTarget(out _))
                (dead ??= []).Add(entry.Key);
        if (dead is not null)
            foreach (var key in dead)
                table.Graphs.Remove(key);
    }
}
