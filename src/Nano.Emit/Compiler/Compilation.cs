using System.Reflection;
using Nano.Emit.Runtime;
using Nano.Model;
using Nano.Serialization;

namespace Nano.Emit.Compiler;

/// <summary>
/// The compiled delegates of one <see cref="RuntimeTypeModel"/>, one <see cref="MessageDelegates{T}"/> per
/// (declared) type. A single lock per model serializes compilation, so many threads hitting first use of many
/// types compile each type once and cannot deadlock (no other lock is taken while holding it, except the model's
/// own, which never waits on this one). Recursive types work because a holder is registered before its type is
/// compiled and emitted code reads the delegates at call time.
/// </summary>
internal sealed class Compilation(RuntimeTypeModel model)
{
    private static readonly MethodInfo FillMethod = typeof(Compilation).GetMethod(nameof(Fill), BindingFlags.NonPublic | BindingFlags.Instance)!;

    private readonly object _sync = new();
    private readonly Dictionary<Type, object> _holders = [];

    /// <summary>The delegates of <typeparamref name="T"/>, compiling it (and the types it reaches) at first use.</summary>
    public MessageDelegates<T> Delegates<T>(MessageModel message) => (MessageDelegates<T>)Holder(message, typeof(T));

    private object Holder(MessageModel message, Type type)
    {
        lock (_sync)
        {
            if (_holders.TryGetValue(type, out var holder))
                return holder;
            var created = new List<Type>();
            try
            {
                return Create(message, type, created);
            }
            catch
            {
                // Leave nothing half-built behind: a later attempt starts again and fails (or succeeds) the same way.
                foreach (var t in created)
                    _holders.Remove(t);
                throw;
            }
        }
    }

    private object Create(MessageModel message, Type type, List<Type> created)
    {
        if (_holders.TryGetValue(type, out var existing))
            return existing;
        var root = message.Root;
        if (root.SubTypes.Count > 0 && AllLevels(root).All(level => MessageCompiler.Unsupported(level) is null))
        {
            var rootHolder = CompileHierarchy(root, created);
            if (type == root.Type)
                return rootHolder;
            // A field declared as a derived type is written and read through the root.
            var adapted = AdapterMethod.MakeGenericMethod(root.Type, type).Invoke(null, BindingFlags.DoNotWrapExceptions, null, [rootHolder], null)!;
            _holders.Add(type, adapted);
            created.Add(type);
            return adapted;
        }
        var holder = Activator.CreateInstance(typeof(MessageDelegates<>).MakeGenericType(type))!;
        _holders.Add(type, holder);
        created.Add(type);
        FillMethod.MakeGenericMethod(type).Invoke(this, BindingFlags.DoNotWrapExceptions, null, [message, holder, created], null);
        return holder;
    }

    private static readonly MethodInfo AdapterMethod = typeof(Compilation).GetMethod(nameof(Adapter), BindingFlags.NonPublic | BindingFlags.Static)!;
    private static readonly MethodInfo CompileLevelMethod = typeof(Compilation).GetMethod(nameof(CompileLevel), BindingFlags.NonPublic | BindingFlags.Instance)!;

    private static IEnumerable<MessageModel> AllLevels(MessageModel level) => level.SubTypes.SelectMany(s => AllLevels(s.Model)).Prepend(level);

    /// <summary>
    /// Compiles every level of an inheritance hierarchy, each into a <c>MessageDelegates&lt;TRoot&gt;</c> typed on the
    /// root; the root's is registered (before compiling, for recursion) as the delegates of the root type.
    /// </summary>
    private object CompileHierarchy(MessageModel root, List<Type> created)
    {
        if (_holders.TryGetValue(root.Type, out var done))
            return done;
        var levels = AllLevels(root).ToList();
        var holderType = typeof(MessageDelegates<>).MakeGenericType(root.Type);
        var holders = levels.ToDictionary(l => l, _ => Activator.CreateInstance(holderType)!);
        _holders.Add(root.Type, holders[root]);
        created.Add(root.Type);
        foreach (var level in levels)
            CompileLevelMethod.MakeGenericMethod(root.Type).Invoke(this, BindingFlags.DoNotWrapExceptions, null, [level, holders, created], null);
        return holders[root];
    }

    private void CompileLevel<TRoot>(MessageModel level, Dictionary<MessageModel, object> holders, List<Type> created)
    {
        var table = new SubTypeTable<TRoot>(level, level.SubTypes.Select(s => (s, (MessageDelegates<TRoot>)holders[s.Model])).ToArray());
        var compiler = new MessageCompiler(level, value => Create(value.Message!, value.Type, created), typeof(TRoot), table);
        compiler.CompileInto((MessageDelegates<TRoot>)holders[level]);
    }

    private static string WhyNotCompiled(MessageModel message, Type type)
    {
        if (message.Root.SubTypes.Count > 0)
            return AllLevels(message.Root).Select(MessageCompiler.Unsupported).FirstOrDefault(r => r is not null)
                ?? $"{type.FullName} is a level of an inheritance hierarchy that is compiled through its root";
        return MessageCompiler.Unsupported(message) ?? "unsupported";
    }

    private static MessageDelegates<TDerived> Adapter<TRoot, TDerived>(MessageDelegates<TRoot> root) where TDerived : TRoot
    {
        var adapter = new SubTypeAdapter<TRoot, TDerived>(root);
        return new MessageDelegates<TDerived> { Measure = adapter.Measure, Write = adapter.Write, Read = adapter.Read, Origin = root.Origin };
    }

    private void Fill<T>(MessageModel message, MessageDelegates<T> holder, List<Type> created)
    {
        if (message.Type == typeof(T) && message.Root.SubTypes.Count == 0 && MessageCompiler.Unsupported(message) is null)
        {
            var compiler = new MessageCompiler(message, value => Create(value.Message!, value.Type, created));
            compiler.CompileInto(holder);
            return;
        }
        // Types the compiler does not handle (see MessageCompiler.Unsupported) run on the interpreted backend
        // behind the same delegates, so compiled parents call them like any other nested type. Only under Auto:
        // a model that asked for Emit explicitly gets an error instead of a silent change of backend.
        if (model.Backend == SerializerBackend.Emit)
            throw new NotSupportedException(
                $"The emit backend cannot compile {message.Type.FullName}: {WhyNotCompiled(message, typeof(T))}. "
                + "Use SerializerBackend.Auto to run such types on the interpreted backend (RuntimeTypeModel.GetBackend<T>() tells which backend serves a type).");
        var interpreted = Serialization.Interpreted.InterpretedBackend.Instance.Create<T>(model, message);
        holder.Measure = interpreted.Measure;
        holder.Write = interpreted.Write;
        holder.Read = interpreted.Read;
        holder.Origin = "interpreted";
    }
}
