namespace Nano.Emit.Compiler;

/// <summary>
/// The process-wide table that lets models share emitted serializers, as System.Text.Json shares its emitted accessors
/// across options instances: by type (weakly: a collectible type's entry goes with it), then by <see cref="ShapeKey"/>,
/// to a <see cref="SharedGraph"/> held only through a <see cref="WeakReference{T}"/>. The compilations that use a
/// graph hold it; once no model does, it and its dynamic methods can be collected, so the table never keeps a dropped
/// model's code alive. Tiered graphs (code in <c>TieredAssembly</c>, which is never unloaded) are the
/// exception: they are kept for the process, so that the code of each shape is emitted once. Dead entries are removed
/// when an entry is added for the same type. Nothing is keyed until a second model compiles (<see cref="Enable"/>): a
/// process with one model never pays for keys, and that model's graphs wait, weakly held, to be published then.
/// </summary>
internal static class SharedShapes
{
    private sealed class ShapeTable
    {
        public readonly Dictionary<ShapeKey, WeakReference<SharedGraph>> Graphs = [];
    }

    // One table for DynamicMethod graphs, one for tiered ones: a model that asked for collectible code never adopts
    // code that cannot be collected, and a tiered model never adopts code that is not profiled.
    private static readonly ConditionalWeakTable<Type, ShapeTable> s_byType = new();
    private static readonly ConditionalWeakTable<Type, ShapeTable> s_tieredByType = new();

    // Tiered code is never unloaded, so the graphs that use it are kept too: a model created later with the same
    // shape adopts them instead of emitting the same methods again (a model per tenant emits each shape once).
    private static readonly List<SharedGraph> s_pinned = [];

    private static ConditionalWeakTable<Type, ShapeTable> Tables(bool tiered) => tiered ? s_tieredByType : s_byType;

    /// <summary>The live graph another model compiled for <paramref name="type"/> with the same shape and code kind, or
    /// null.</summary>
    public static SharedGraph? Find(Type type, ShapeKey key, bool tiered)
    {
        if (!Tables(tiered).TryGetValue(type, out var table))
            return null;
        lock (table)
            return table.Graphs.TryGetValue(key, out var weak) && weak.TryGetTarget(out var graph) ? graph : null;
    }

    private static readonly object s_gate = new();
    private static volatile bool s_enabled;
    private static List<WeakReference<SharedGraph>>? s_deferred;

    /// <summary>True once a second model has compiled: from then on every graph is keyed and published.</summary>
    public static bool Enabled => s_enabled;

    /// <summary>
    /// Turns sharing on (a second model is compiling) and publishes the graphs deferred until now, those of the
    /// process's first model, that are still alive. Their keys are computed here, from their immutable models, under
    /// no compilation's lock.
    /// </summary>
    public static void Enable()
    {
        if (s_enabled)
            return;
        List<WeakReference<SharedGraph>>? deferred;
        lock (s_gate)
        {
            if (s_enabled)
                return;
            deferred = s_deferred;
            s_deferred = null;
            s_enabled = true;
        }
        if (deferred is null)
            return;
        foreach (var weak in deferred)
            if (weak.TryGetTarget(out var graph) && graph.Requested is { } requested)
            {
                if (graph.Models.TryGetValue(requested, out var model) && ShapeKey.Of(model) is { } key)
                    Publish(requested, key, graph);
                else
                    graph.Models.Clear();
            }
    }

    /// <summary>
    /// Offers a finished graph (never a half-built one) built for <paramref name="requested"/>: published now when
    /// sharing is on (with <paramref name="key"/>, null when the graph cannot be shared), else kept weakly until
    /// <see cref="Enable"/>.
    /// </summary>
    public static void Offer(Type requested, ShapeKey? key, SharedGraph graph)
    {
        graph.Requested = requested;
        if (!s_enabled)
        {
            lock (s_gate)
            {
                if (!s_enabled)
                {
                    (s_deferred ??= []).Add(new WeakReference<SharedGraph>(graph));
                    return;
                }
            }
            key = graph.Models.TryGetValue(requested, out var model) ? ShapeKey.Of(model) : null; // enabled meanwhile
        }
        if (key is not null)
            Publish(requested, key, graph);
        else
            graph.Models.Clear();
    }

    /// <summary>
    /// Publishes a graph under the requested type and, so that a model asking for a nested type first finds it too,
    /// under each other type in it with that type's own key. Each key walks the graph it reaches, so past
    /// <see cref="MaxTypesPublishedPerGraph"/> types only the requested one is published, keeping a large schema's
    /// cost linear.
    /// </summary>
    private static void Publish(Type requested, ShapeKey key, SharedGraph graph)
    {
        if (graph.Tiered)
            lock (s_pinned)
                s_pinned.Add(graph);
        PublishOne(requested, key, graph);
        if (graph.Holders.Count <= MaxTypesPublishedPerGraph)
            foreach (var entry in graph.Models)
                if (entry.Key != requested && ShapeKey.Of(entry.Value) is { } own)
                    PublishOne(entry.Key, own, graph);
        graph.Models.Clear(); // needed only here; the holders' contexts keep what the emitted code uses
    }

    private const int MaxTypesPublishedPerGraph = 32;

    /// <summary>Adds a graph for one type and shape; a live graph already there stays (two models that raced each keep
    /// their own).</summary>
    private static void PublishOne(Type type, ShapeKey key, SharedGraph graph)
    {
        var table = Tables(graph.Tiered).GetValue(type, _ => new ShapeTable());
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
