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
        var holder = Activator.CreateInstance(typeof(MessageDelegates<>).MakeGenericType(type))!;
        _holders.Add(type, holder);
        created.Add(type);
        FillMethod.MakeGenericMethod(type).Invoke(this, [message, holder, created]);
        return holder;
    }

    private void Fill<T>(MessageModel message, MessageDelegates<T> holder, List<Type> created)
    {
        if (message.Type == typeof(T) && MessageCompiler.Unsupported(message) is null)
        {
            var compiler = new MessageCompiler(message, value => Create(value.Message!, value.Type, created));
            compiler.CompileInto(holder);
            return;
        }
        // Types the compiler does not handle (see MessageCompiler.Unsupported) run on the interpreted backend
        // behind the same delegates, so compiled parents call them like any other nested type.
        var interpreted = Serialization.Interpreted.InterpretedBackend.Instance.Create<T>(model, message);
        holder.Measure = interpreted.Measure;
        holder.Write = interpreted.Write;
        holder.Read = interpreted.Read;
        holder.Origin = "interpreted";
    }
}
