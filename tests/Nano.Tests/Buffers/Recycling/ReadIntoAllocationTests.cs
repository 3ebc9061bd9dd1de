using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using Xunit.Abstractions;

namespace Nano.Tests.Buffers.Recycling;

/// <summary>What a steady-state read of W2's shape into an existing graph allocates: its strings, and with the string
/// cache on, nothing.</summary>
public class ReadIntoAllocationTests
{
    private const int Items = 1_000;

    // A 5-character string on a 64-bit runtime: header and method table (16), length (4), 5 UTF-16 characters and the
    // terminator (12), rounded up to 8: 32 bytes.
    private const int HelloBytes = 32;

    private readonly ITestOutputHelper _output;

    public ReadIntoAllocationTests(ITestOutputHelper output) => _output = output;

    private static long Allocated() =>
#if NETFRAMEWORK
        throw new PlatformNotSupportedException("AllocationFact skips these tests on .NET Framework.");
#else
        GC.GetAllocatedBytesForCurrentThread();
#endif

    private static IntoPocoList W2Like()
    {
        var list = new IntoPocoList();
        var when = new DateTime(2026, 11, 25, 12, 34, 56, DateTimeKind.Utc).AddTicks(7_654_321);
        for (var i = 0; i < Items; i++)
        {
            var id = new byte[16];
            new Random(i).NextBytes(id);
            list.Items.Add(new IntoPoco { Text = "hello", Number = 123, Id = new Guid(id), When = when });
        }
        return list;
    }

    private static long PerRead(RuntimeTypeModel model, byte[] bytes, IntoPocoList target)
    {
        for (var i = 0; i < 20; i++)
            model.DeserializeInto(bytes, target);
        var before = Allocated();
        const int Reads = 100;
        for (var i = 0; i < Reads; i++)
            model.DeserializeInto(bytes, target);
        return (Allocated() - before) / Reads;
    }

    [AllocationFact]
    public void ASteadyStateW2ReadIntoAnExistingGraphAllocatesOnlyItsStrings()
    {
        var model = Backends.Model(SerializerBackend.Emit);
        var bytes = model.SerializeToArray(W2Like());
        var target = new IntoPocoList();
        var into = PerRead(model, bytes, target);
        AssertW2(target);
        var fresh = FreshPerRead(model, bytes);
        _output.WriteLine($"W2 shape, {Items} items: {into} B per read into a graph, {fresh} B per fresh read");
        Assert.InRange(into, Items * HelloBytes, (Items * HelloBytes) + 256);
        Assert.True(fresh > into + (Items * 40), $"a fresh read allocates the items too: {fresh} B");
    }

    [AllocationFact]
    public void WithTheStringCacheASteadyStateW2ReadIntoAnExistingGraphAllocatesNothing()
    {
        var model = Backends.Model(SerializerBackend.Emit);
        model.CacheStrings = true;
        var bytes = model.SerializeToArray(W2Like());
        var target = new IntoPocoList();
        var into = PerRead(model, bytes, target);
        AssertW2(target);
        _output.WriteLine($"W2 shape, {Items} items, string cache on: {into} B per read into a graph");
        Assert.InRange(into, 0, 256);
    }

    private static long FreshPerRead(RuntimeTypeModel model, byte[] bytes)
    {
        for (var i = 0; i < 20; i++)
            model.Deserialize<IntoPocoList>(bytes);
        var before = Allocated();
        for (var i = 0; i < 20; i++)
            model.Deserialize<IntoPocoList>(bytes);
        return (Allocated() - before) / 20;
    }

    private static void AssertW2(IntoPocoList target)
    {
        Assert.Equal(Items, target.Items.Count);
        Assert.All(target.Items, item => Assert.Equal(("hello", 123), (item.Text, item.Number)));
        var id = new byte[16];
        new Random(Items - 1).NextBytes(id);
        Assert.Equal(new Guid(id), target.Items[Items - 1].Id);
    }
}
