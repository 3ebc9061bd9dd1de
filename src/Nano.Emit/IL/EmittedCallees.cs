namespace Nano.Emit.IL;

/// <summary>
/// The generic methods (and methods of generic types) that each delegate created by <see cref="VerifyingEmitter"/>
/// calls from its IL: the helpers that its first call would JIT-compile, kept so that they can be compiled ahead of
/// time. Weakly keyed by the delegate, so it never keeps a dropped model's code alive.
/// </summary>
internal static class EmittedCallees
{
    private static readonly ConditionalWeakTable<Delegate, MethodBase[]> s_callees = new();

    /// <summary>Records what <paramref name="emitted"/> calls.</summary>
    public static void Register(Delegate emitted, MethodBase[] callees)
    {
        if (callees.Length > 0)
            s_callees.AddOrUpdate(emitted, callees);
    }

    /// <summary>The generic callees of an emitted delegate; empty for any other delegate.</summary>
    public static MethodBase[] Of(Delegate emitted) =>
        s_callees.TryGetValue(emitted, out MethodBase[]? callees) ? callees : [];

    /// <summary>Drops the record once its callees are compiled (JIT-compiled code stays for the process, so a later
    /// <see cref="Compiler.Precompiler"/> pass has nothing left to do for them): the record is not kept for the
    /// delegate's lifetime.</summary>
    public static void Forget(Delegate emitted) => s_callees.Remove(emitted);
}
