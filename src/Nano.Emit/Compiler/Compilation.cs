namespace Nano.Emit.Compiler;

/// <summary>
/// The delegates of one <see cref="RuntimeTypeModel"/>, one <see cref="MessageDelegates{T}"/> per (declared) type.
/// Creating a type's holder builds the compilers of the types it reaches (their layouts: which nested holders, which
/// constants) but emits nothing: each operation is emitted at its first call (<see cref="PendingMethods{T}"/>).
/// A single lock per model serializes creating holders, so many threads hitting first use of many types create each
/// once and cannot deadlock (no other lock is taken while holding it, except the model's own, which never waits on
/// this one, and the shared table's, which waits on nothing). Recursive types work because a holder is registered
/// before its compiler is built and emitted code reads the delegates at call time.
/// Before building anything for a requested type, the compilation looks in <see cref="SharedShapes"/> for the holders
/// another model built for the same <see cref="ShapeKey"/>, and publishes the ones it builds.
/// </summary>
internal sealed class Compilation(RuntimeTypeModel model)
{
    private static readonly MethodInfo FillMethod =
        typeof(Compilation).GetMethod(nameof(Fill), BindingFlags.NonPublic | BindingFlags.Instance)!;

    private readonly object _sync = new();
    private readonly Dictionary<Type, MessageDelegates> _holders = [];

    // Tiered (the default) or DynamicMethods (RuntimeTypeModel.CollectibleCode): read once, the setting is closed by
    // now. .NET Framework and Mono have no tiered compilation: DynamicMethods there.
#if NET
    private readonly bool _tiered = !model.CollectibleCode;
#else
    [System.Diagnostics.CodeAnalysis.SuppressMessage("Performance", "CA1805", Justification = "Written out: the .NET build initializes it too.")]
    private readonly bool _tiered = false;
#endif

    // The graphs this model built or adopted: they are reachable through the shared table only weakly, so the
    // compilation (alive as long as its model) is what keeps them, for other models to find.
    private readonly List<SharedGraph> _graphs = [];

    /// <summary>The delegates of <typeparamref name="T"/>, creating its holder (and those of the types it reaches) at
    /// first use.</summary>
    public MessageDelegates<T> Delegates<T>(MessageModel message) => (MessageDelegates<T>)Holder(message, typeof(T));

    // Sharing needs a second model: until one compiles, the process's first model computes no keys (SharedShapes
    // defers its graphs), which keeps that work, and the JIT compilation of its code, off a single-model cold start.
    private static int s_created;
    private readonly bool _second = Interlocked.Increment(ref s_created) > 1;

    private MessageDelegates Holder(MessageModel message, Type type)
    {
        lock (_sync)
        {
            if (_holders.TryGetValue(type, out var holder))
                return holder;
            if (_second)
                SharedShapes.Enable();
            var key = SharedShapes.Enabled ? ShapeKey.Of(message) : null;
            if (key is not null && SharedShapes.Find(type, key, _tiered) is { } shared)
                return Adopt(shared, type);
            var created = new SharedGraph { Tiered = _tiered };
            try
            {
                holder = Create(message, type, created);
            }
            catch
            {
                Forget(created);
                throw;
            }
            _graphs.Add(created);
            SharedShapes.Offer(type, key, created); // only now: every holder in it is built
            return holder;
        }
    }

    // Leave nothing half-built behind: a later attempt starts again and fails (or succeeds) the same way. A method of
    // its own: a loop inside a catch handler makes the JIT compile Holder fully optimized instead of at Tier0 (no
    // on-stack replacement for loops in handlers), which every cold start paid before its first serializer.
    private void Forget(SharedGraph created)
    {
        foreach (var t in created.Holders.Keys)
            _holders.Remove(t);
    }

    /// <summary>
    /// Takes another model's holders for a type of the same shape, and those of every type they reach that this model
    /// has not compiled yet: the key covers the whole graph, so they describe this model's types too.
    /// </summary>
    private MessageDelegates Adopt(SharedGraph shared, Type type)
    {
        foreach (var entry in shared.Holders)
            _holders.TryAdd(entry.Key, entry.Value);
        _graphs.Add(shared);
        return _holders[type];
    }

    private MessageDelegates Create(MessageModel message, Type type, SharedGraph created)
    {
        if (_holders.TryGetValue(type, out var existing))
            return existing;
        var root = message.Root;
        if (root.SubTypes.Count > 0 && AllLevelsCompile(root))
        {
            var rootHolder = CompileHierarchy(root, created);
            if (type == root.Type)
                return rootHolder;
            // A field declared as a derived type is written and read through the root.
            var adapted =
                (MessageDelegates)Reflect.Invoke(AdapterMethod.MakeGenericMethod(root.Type, type), null, [rootHolder])!;
            Register(type, message, adapted, created);
            return adapted;
        }
        var holder = (MessageDelegates)Activator.CreateInstance(typeof(MessageDelegates<>).MakeGenericType(type))!;
        Register(type, message, holder, created);
        Reflect.Invoke(FillMethod.MakeGenericMethod(type), this, [message, holder, created]);
        return holder;
    }

    private void Register(Type type, MessageModel message, MessageDelegates holder, SharedGraph created)
    {
        _holders.Add(type, holder);
        created.Holders.Add(type, holder);
        created.Models.Add(type, message);
    }

    private static readonly MethodInfo AdapterMethod =
        typeof(Compilation).GetMethod(nameof(Adapter), BindingFlags.NonPublic | BindingFlags.Static)!;
    private static readonly MethodInfo CompileLevelMethod =
        typeof(Compilation).GetMethod(nameof(CompileLevel), BindingFlags.NonPublic | BindingFlags.Instance)!;

    private static IEnumerable<MessageModel> AllLevels(MessageModel level) =>
        level.SubTypes.SelectMany(s => AllLevels(s.Model)).Prepend(level);

    /// <summary>True when the compiler handles every level of the hierarchy under <paramref name="root"/>.</summary>
    public static bool AllLevelsCompile(MessageModel root) =>
        AllLevels(root).All(level => MessageCompiler.Unsupported(level) is null);

    /// <summary>
    /// Builds the compilers of every level of an inheritance hierarchy, each behind a
    /// <c>MessageDelegates&lt;TRoot&gt;</c> typed on the root; the root's is registered (before compiling, for
    /// recursion) as the delegates of the root type.
    /// </summary>
    private MessageDelegates CompileHierarchy(MessageModel root, SharedGraph created)
    {
        if (_holders.TryGetValue(root.Type, out var done))
            return done;
        var levels = AllLevels(root).ToList();
        var holderType = typeof(MessageDelegates<>).MakeGenericType(root.Type);
        var holders = levels.ToDictionary(l => l, _ => (MessageDelegates)Activator.CreateInstance(holderType)!);
        Register(root.Type, root, holders[root], created);
        foreach (var level in levels)
            Reflect.Invoke(CompileLevelMethod.MakeGenericMethod(root.Type), this, [level, holders, created]);
        return holders[root];
    }

    private void CompileLevel<TRoot>(MessageModel level, Dictionary<MessageModel, MessageDelegates> holders,
        SharedGraph created)
    {
        var table = new SubTypeTable<TRoot>(level,
            level.SubTypes.Select(s => (s, (MessageDelegates<TRoot>)holders[s.Model])).ToArray());
        var compiler = new MessageCompiler(level, value => Create(value.Message!, value.Type, created), _tiered,
            typeof(TRoot), table);
        var holder = (MessageDelegates<TRoot>)holders[level];
        holder.Callees = [.. NestedOf(compiler), .. level.SubTypes.Select(s => holders[s.Model])];
        _ = new PendingMethods<TRoot>(compiler, holder);
    }

    private static MessageDelegates[] NestedOf(MessageCompiler compiler)
    {
        var nested = compiler.NestedHolders;
        var holders = new MessageDelegates[nested.Length];
        for (var i = 0; i < nested.Length; i++)
            holders[i] = (MessageDelegates)nested[i];
        return holders;
    }

    private static string WhyNotCompiled(MessageModel message, Type type)
    {
        if (message.Root.SubTypes.Count > 0)
            return AllLevels(message.Root).Select(MessageCompiler.Unsupported).FirstOrDefault(r => r is not null)
                ?? $"{type.FullName} is a level of an inheritance hierarchy that is compiled through its root";
        return MessageCompiler.Unsupported(message) ?? "unsupported";
    }

    private static MessageDelegates<TDerived> Adapter<TRoot, TDerived>(MessageDelegates<TRoot> root)
        where TDerived : TRoot
    {
        var adapter = new SubTypeAdapter<TRoot, TDerived>(root);
        return new MessageDelegates<TDerived>
        {
            Measure = adapter.Measure, Write = adapter.Write, Read = adapter.Read,
            Origin = root.Origin, Callees = [root]
        };
    }

    private void Fill<T>(MessageModel message, MessageDelegates<T> holder, SharedGraph created)
    {
        if (message.Surrogate is { } surrogate)
        {
            // The shared surrogate serializer (as on the interpreted backend) over the surrogate's compiled methods.
            var inner = Create(surrogate.Message, surrogate.Message.Type, created);
            var boxed = (IBoxedSerializer)Activator.CreateInstance(typeof(EmitSerializer<>)
                .MakeGenericType(surrogate.Message.Type), inner, model, surrogate.Message)!;
            var serializer = new SurrogateSerializer<T>(surrogate, boxed, inner.Origin);
            holder.Measure = serializer.Measure;
            holder.Write = serializer.Write;
            holder.Read = serializer.Read;
            holder.Origin = inner.Origin;
            holder.Callees = [inner];
            return;
        }
        if (message.Type == typeof(T) && message.Root.SubTypes.Count == 0
            && MessageCompiler.Unsupported(message) is null)
        {
            var compiler = new MessageCompiler(message, value => Create(value.Message!, value.Type, created), _tiered);
            holder.Callees = NestedOf(compiler);
            _ = new PendingMethods<T>(compiler, holder); // points the holder at the stubs: nothing is emitted yet
            return;
        }
        // Types the compiler does not handle (see MessageCompiler.Unsupported) run on the interpreted backend
        // behind the same delegates, so compiled parents call them like any other nested type. Only under Auto:
        // a model that asked for Emit explicitly gets an error instead of a silent change of backend.
        if (model.Backend == SerializerBackend.Emit)
            throw new NotSupportedException(
                $"The emit backend cannot compile {message.Type.FullName}: {WhyNotCompiled(message, typeof(T))}. "
                + "Use SerializerBackend.Auto to run such types on the interpreted backend "
                    + "(RuntimeTypeModel.GetBackend<T>() tells which backend serves a type).");
        var interpreted = Serialization.Interpreted.InterpretedBackend.Instance.Create<T>(model, message);
        holder.Measure = interpreted.Measure;
        holder.Write = interpreted.Write;
        holder.Read = interpreted.Read;
        holder.Origin = "interpreted";
    }
}
