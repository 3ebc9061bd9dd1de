using System.Diagnostics;
using Nano;
using Nano.AotSmoke;
using Nano.Wire;

// NativeAOT smoke test. Expected bytes: expected.hex, written by Google.Protobuf from aot_smoke.proto (Nano.Tests
// checks the file against Google on every CI run). Exit code 0 only when every check passes.
var clock = Stopwatch.StartNew();
var failures = new List<string>();
var checks = 0;

void Check(bool ok, string what)
{
    checks++;
    if (!ok)
        failures.Add(what);
}

byte[] expected;
using (var stream = typeof(Sample).Assembly.GetManifestResourceStream("expected.hex")!)
using (var text = new StreamReader(stream))
    expected = Convert.FromHexString(text.ReadToEnd().Trim());

// Nested message types are registered (Add<T> keeps their members under trimming: README, AOT section);
// Order is kept by the annotated Serialize<T>/Deserialize<T>.
RuntimeTypeModel.Default.Add<Line>();
RuntimeTypeModel.Default.Add<Address>();

// 1. First round trip: write, read back, write again.
var written = Serializer.SerializeToArray(Sample.Create());
var read = Serializer.Deserialize<Order>(written);
var rewritten = Serializer.SerializeToArray(read);
var firstRoundTrip = clock.Elapsed;
Check(written.AsSpan().SequenceEqual(expected), $"serialize: {Convert.ToHexString(written)} != expected");
Check(rewritten.AsSpan().SequenceEqual(expected), "re-serialize after deserialize differs");

// 2. Values read from Google's bytes.
var order = Serializer.Deserialize<Order>(expected);
Check(order.Id == 9_007_199_254_740_993, "Id");
Check(order.Customer == "Ada Lovelace \u00e9\u20ac\U0001F600", "Customer (UTF-8)");
Check(order.ShipTo == new Address("12 Analytical Row", 42), "ShipTo (record through its constructor)");
Check(order.Lines.Count == 2 && order.Lines[0].Codes.SequenceEqual([1L, -1, 300, long.MaxValue]) && order.Lines[1].Quantity == -7, "Lines");
Check(order.Tags.Count == 2 && order.Tags["gift"] == 1 && order.Tags["rush"] == -2, "Tags (map)");
Check(order.Voucher == 150 && order.Card is null, "oneof");
Check(order.Status == Status.Blocked, "enum");
Check(order.PlacedAt == new DateTime(2026, 11, 22, 9, 30, 15, DateTimeKind.Utc).AddTicks(1_234_500) && order.PlacedAt.Kind == DateTimeKind.Utc, "Timestamp");
Check(order.ByNumber.TryGetValue(7, out var jam) && jam.Sku == "jam" && jam.Codes.SequenceEqual([5L]), "map of messages");
Check(order.Note is [0, 1, 2, 255], "bytes");

// 3. Pooled read: the same message from slabs, written back identically, then returned.
using (var pooled = Serializer.DeserializePooled<Order>(expected))
    Check(Serializer.SerializeToArray(pooled.Value).AsSpan().SequenceEqual(expected), "pooled read re-serialized");

// 4. Bad input: a clear ProtoException, not a crash.
try
{
    Serializer.Deserialize<Order>(expected.AsSpan(0, expected.Length - 3));
    Check(false, "truncated input was accepted");
}
catch (ProtoException)
{
    Check(true, "truncated input");
}

// 5. netstandard2.1 stand-ins: doubles, floats, Guid, decimal and a long string written across 7-byte spans.
RuntimeTypeModel.Default.Add<Scalars>();
var scalarsExpected = Scalars.Expected();
var tiny = new TinySpanWriter();
Serializer.Serialize(tiny, Scalars.Create());
Check(tiny.ToArray().AsSpan().SequenceEqual(scalarsExpected), $"scalars across small spans: {Convert.ToHexString(tiny.ToArray())} != {Convert.ToHexString(scalarsExpected)}");
Check(Serializer.SerializeToArray(Scalars.Create()).AsSpan().SequenceEqual(scalarsExpected), "scalars in one span");
var scalars = Serializer.Deserialize<Scalars>(scalarsExpected);
Check(scalars.Double == -1234.5e-300 && scalars.Float == 3.25e30f && scalars.Guid == Scalars.Create().Guid && scalars.Decimal == -1234.5600m
    && scalars.Text == Scalars.LongText.Replace('\uD800', '\uFFFD'), "scalars read back");

// 6. Invalid UTF-8 (an overlong '/') is a ProtoException at the bad byte's offset.
try
{
    Serializer.Deserialize<Scalars>(new byte[] { 0x2A, 3, (byte)'a', 0xC0, 0xAF });
    Check(false, "invalid UTF-8 was accepted");
}
catch (ProtoException e)
{
    Check(e.Offset == 3 && e.Message.Contains("Invalid UTF-8"), $"invalid UTF-8: offset {e.Offset}, {e.Message}");
}

// 7. The interpreted backend's typed path runs under NativeAOT: the right bytes, and a warm write allocates nothing
//    (the reflection fallback would box every int, long, bool, enum and DateTime).
RuntimeTypeModel.Default.Add<Probe>();
RuntimeTypeModel.Default.Add<ProbeChild>();
var probeBuffer = new byte[256];
var probeLength = Serializer.Serialize(probeBuffer.AsSpan(), Probe.Create());
Check(Convert.ToHexString(probeBuffer, 0, probeLength) == Probe.ExpectedHex, $"typed probe: {Convert.ToHexString(probeBuffer, 0, probeLength)} != {Probe.ExpectedHex}");
var probe = Probe.Create();
Serializer.Serialize(probeBuffer.AsSpan(), probe);
var allocatedBefore = GC.GetAllocatedBytesForCurrentThread();
Serializer.Serialize(probeBuffer.AsSpan(), probe);
var probeAllocated = GC.GetAllocatedBytesForCurrentThread() - allocatedBefore;
Check(probeAllocated == 0, $"typed probe write allocated {probeAllocated} B (the boxed reflection path ran)");
var probePlan = Nano.Serialization.Interpreted.InterpretedBackend.Instance.PlanOf(RuntimeTypeModel.Default, RuntimeTypeModel.Default.GetModel(typeof(Probe)));
Check(probePlan.ReadsDirect && probePlan.Fields.All(f => f.IsTyped && f.FallbackReason is null), "typed probe: on reflection: "
    + string.Join("; ", probePlan.Fields.Where(f => !f.IsTyped || f.FallbackReason is not null).Select(f => $"{f.Model.Name}: {f.FallbackReason}")));
RuntimeTypeModel.Default.Add<ProbeBoxed>();
var boxedPlan = Nano.Serialization.Interpreted.InterpretedBackend.Instance.PlanOf(RuntimeTypeModel.Default, RuntimeTypeModel.Default.GetModel(typeof(ProbeBoxed)));
var onReflection = string.Join(", ", boxedPlan.Fields.Where(f => !f.IsTyped).Select(f => f.Model.Name));
Check(onReflection == "Maybe, When", $"documented NativeAOT boxed shapes: on reflection {onReflection}, expected Maybe, When");
var boxedRead = Serializer.Deserialize<ProbeBoxed>(Serializer.SerializeToArray(new ProbeBoxed { Maybe = 0, When = new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Utc), Number = 3 }));
Check(boxedRead.Maybe == 0 && boxedRead.When == new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Utc) && boxedRead.Number == 3, "boxed shapes round-trip");
var probeRead = Serializer.Deserialize<Probe>(Convert.FromHexString(Probe.ExpectedHex));
Check(probeRead.Number == 150 && probeRead.Big == -2 && probeRead.Flag && probeRead.Status == Status.Blocked && probeRead.Name == "ab"
    && probeRead.Child?.X == 1, "typed probe read back");

// 8. Typed repeated and map fields under NativeAOT (CollectionPath.cs), then a timing loop (printed, not checked).
CollectionPath.Run(Check);
CollectionPath.Time();

// 9. A record read through its constructor without a box per value (ConstructorPath.cs).
ConstructorPath.Run(Check);

// 10. Callbacks and a surrogate, reached through reflection only (HooksPath.cs).
HooksPath.Run(Check);

Check(RuntimeTypeModel.Default.ResolvedBackendName == "interpreted", $"backend is {RuntimeTypeModel.Default.ResolvedBackendName}");
Check(!System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported, "running without dynamic code (NativeAOT)");

Console.WriteLine($"first round trip: {firstRoundTrip.TotalMilliseconds:F2} ms; {expected.Length} bytes; backend {RuntimeTypeModel.Default.ResolvedBackendName}");
foreach (var failure in failures)
    Console.WriteLine($"FAILED: {failure}");
Console.WriteLine($"aot-smoke {checks - failures.Count} passed, {failures.Count} failed");
return failures.Count == 0 ? 0 : 1;
