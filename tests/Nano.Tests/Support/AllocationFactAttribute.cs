namespace Nano.Tests.Support;

/// <summary>
/// A test that counts the bytes the current thread allocates (<c>GC.GetAllocatedBytesForCurrentThread</c>): skipped on
/// .NET Framework, which has no such counter, and where the emit backend cannot run (the interpreted backend boxes
/// every value it reads, so only the emit backend's figures say what a read allocates).
/// </summary>
public sealed class AllocationFactAttribute : FactAttribute
{
    public AllocationFactAttribute()
    {
#if NETFRAMEWORK
        Skip = ".NET Framework has no per-thread allocation counter (GC.GetAllocatedBytesForCurrentThread).";
#else
        if (!Backends.EmitAvailable)
            Skip = "The emit backend cannot run in this process; the interpreted backend boxes every value it reads.";
#endif
    }
}
