using System.Collections.Concurrent;
using System.Diagnostics.Tracing;
using System.Globalization;

namespace Nano.GrpcRig.Server;

/// <summary>
/// Where a server's bytes go, by type: an in-process listener on the runtime's GC AllocationTick events (one event per
/// ~100 KB allocated, naming the type of the allocation that crossed the mark), summed per type. Allocated bytes are
/// deterministic, so the shares hold under any load. Enabled by <c>NANO_RIG_ALLOC_PROFILE=DIR</c>: each server writes
/// <c>DIR/VARIANT.txt</c> when it stops (warmup and checks included; compare shares, not totals).
/// </summary>
public sealed class AllocationProfile : EventListener
{
    private const int AllocationTickId = 10;
    private const EventKeywords GcKeyword = (EventKeywords)0x1;
    private readonly ConcurrentDictionary<string, long> _bytes = new();

    protected override void OnEventSourceCreated(EventSource source)
    {
        if (source.Name == "Microsoft-Windows-DotNETRuntime")
            EnableEvents(source, EventLevel.Verbose, GcKeyword);
    }

    protected override void OnEventWritten(EventWrittenEventArgs e)
    {
        if (e.EventId != AllocationTickId || e.Payload is null || e.PayloadNames is null)
            return;
        var type = e.PayloadNames.IndexOf("TypeName") is var t and >= 0 ? e.Payload[t] as string ?? "?" : "?";
        var amount = e.PayloadNames.IndexOf("AllocationAmount64") is var a and >= 0 ? Convert.ToInt64(e.Payload[a], CultureInfo.InvariantCulture) : 0;
        // A large-object-heap allocation (kind 1) is named with its size: a pooled buffer that misses its pool shows here.
        if (e.PayloadNames.IndexOf("AllocationKind") is var k and >= 0 && Convert.ToInt32(e.Payload[k], CultureInfo.InvariantCulture) == 1
            && e.PayloadNames.IndexOf("ObjectSize") is var o and >= 0)
            type += $" (LOH, {Convert.ToInt64(e.Payload[o], CultureInfo.InvariantCulture):N0} B)";
        _bytes.AddOrUpdate(type, amount, (_, sum) => sum + amount);
    }

    /// <summary>The types by sampled bytes, largest first, with their shares.</summary>
    public string Format()
    {
        var rows = _bytes.ToArray().OrderByDescending(kv => kv.Value).ToArray();
        var total = rows.Sum(kv => kv.Value);
        return string.Join('\n', rows.Select(kv => $"{100.0 * kv.Value / Math.Max(1, total),6:F1}%  {kv.Value,14:N0}  {kv.Key}")
            .Prepend($"sampled bytes {total:N0} (AllocationTick, ~100 KB per event)"));
    }
}
