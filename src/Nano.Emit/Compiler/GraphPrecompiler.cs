namespace Nano.Emit.Compiler;

/// <summary>
/// What <see cref="RuntimeTypeModel.CompileAll"/> does for a type on the emit backend: emits every operation
/// still waiting for its first call, for the type and every holder its code reaches (nested types, sub-type levels,
/// which no <c>GetSerializer</c> call reaches on its own), and JIT-compiles them with <see cref="Precompiler"/>.
/// </summary>
internal static class GraphPrecompiler
{
    public static void Precompile(MessageDelegates root)
    {
        var seen = new HashSet<MessageDelegates>();
        var pending = new Stack<MessageDelegates>();
        pending.Push(root);
        while (pending.Count > 0)
        {
            var holder = pending.Pop();
            if (!seen.Add(holder))
                continue;
            if (!holder.Precompiled)
            {
                holder.EmitAll();
                foreach (var compiled in holder.Current())
                    Precompiler.Prepare(compiled);
                holder.Precompiled = true; // several threads may prepare the same
                                           // holder at once: harmless, only repeated
            }
            foreach (var callee in holder.Callees)
                pending.Push(callee);
        }
    }
}
