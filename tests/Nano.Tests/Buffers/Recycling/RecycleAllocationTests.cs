using Nano.Tests.Support;
using Xunit.Abstractions;
using Nano.Tests.TestTypes;
using static Nano.Tests.Buffers.Recycling.RecycleSupport;
using static Nano.Tests.Support.PoolSupport;

namespace Nano.Tests.Buffers.Recycling;

/// <summary>What a steady-state pooled read of W1's request shape allocates once its objects and lists recycle.</summary>
public class RecycleAllocationTests
{
    private readonly ITestOutputHelper _output;

    public RecycleAllocationTests(ITestOutputHelper output) => _output = output;

#if NET // counts bytes with .NET's allocation counters, which .NET Framework does not have
    [Fact]
    public void ASteadyStateW1ReadAllocatesAlmostNothing()
    {
        if (!Backends.EmitAvailable)
            return; // the interpreted backend boxes every value it reads; only the emit backend reads without allocating
        var model = RecyclingModel(SerializerBackend.Emit);
        model.Pool = Pool();
        var bytes = model.SerializeToArray(Forward(3_500));

        long PerCall()
        {
            for (var i = 0; i < 50; i++)
                model.DeserializePooled<Leaves>(bytes).Dispose();
            var before = GC.GetAllocatedBytesForCurrentThread();
            for (var i = 0; i < 200; i++)
                model.DeserializePooled<Leaves>(bytes).Dispose();
            return (GC.GetAllocatedBytesForCurrentThread() - before) / 200;
        }

        var recycled = PerCall();
        model.RecycleMessages = false;
        var leavesOnly = PerCall();
        _output.WriteLine($"W1 request shape, 3,500 items: {recycled} B per read recycled, {leavesOnly} B with pooled leaves only");
        // Without recycling: 3,500 items of 48 B and their list. Recycled: the lease and a share of a slab's manager;
        // the text is read as a new string every time.
        Assert.True(leavesOnly >= 3_500 * 48, $"{leavesOnly} B");
        Assert.InRange(recycled, 0, 1_024);
    }
#endif
}
