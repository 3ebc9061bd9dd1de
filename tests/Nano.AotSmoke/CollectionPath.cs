using System.Collections.Immutable;
using System.Diagnostics;

namespace Nano.AotSmoke;

/// <summary>
/// Repeated and map fields of every shape the interpreted backend runs typed under NativeAOT
/// (docs/design-interpreted-collections.md): elements of int, long, uint, ulong, float, double, bool, string, byte[]
/// and a message class, in List, array, IList, ICollection and ImmutableList members, and an array of an enum; maps from string, int and long
/// keys to string, int, long, double, bool and message values. The smoke test checks the bytes, the values read back,
/// that every field reports typed, and that a warm write allocates nothing.
/// </summary>
[ProtoContract]
public sealed class CollectionProbe
{
    [ProtoMember(1)] public List<ProbeChild> Children { get; set; } = [];
    [ProtoMember(2)] public List<string>? Names { get; set; }
    [ProtoMember(3)] public int[]? Numbers { get; set; }
    [ProtoMember(4)] public List<long>? Longs { get; set; }
    [ProtoMember(5, DataFormat = DataFormat.FixedSize)] public List<double>? Doubles { get; set; }
    [ProtoMember(6)] public Dictionary<string, int>? Counts { get; set; }
    [ProtoMember(7)] public Dictionary<int, ProbeChild>? ById { get; set; }
    [ProtoMember(8)] public ProbeChild[]? ChildArray { get; set; }
    [ProtoMember(9)] public IList<uint>? Unsigned { get; set; }
    [ProtoMember(10)] public ICollection<ulong>? Big { get; set; }
    [ProtoMember(11)] public List<bool>? Flags { get; set; }
    [ProtoMember(12)] public List<float>? Floats { get; set; }
    [ProtoMember(13)] public List<byte[]>? Blobs { get; set; }
    [ProtoMember(14)] public Dictionary<long, double>? Ratios { get; set; }
    [ProtoMember(15)] public Dictionary<string, ProbeChild>? Named { get; set; }
    [ProtoMember(16)] public Dictionary<int, string>? Labels { get; set; }
    [ProtoMember(17)] public Dictionary<string, bool>? Switches { get; set; }
    [ProtoMember(18)] public ImmutableList<ProbeChild>? ImmutableChildren { get; set; }
    [ProtoMember(19)] public Dictionary<long, ProbeChild>? ByLong { get; set; }
    [ProtoMember(20)] public Dictionary<string, long>? Totals { get; set; }
    [ProtoMember(21)] public Status[]? StatusArray { get; set; }

    public static CollectionProbe Create() => new()
    {
        Children = [new ProbeChild { X = 1 }, new ProbeChild { X = 2 }],
        Names = ["a"],
        Numbers = [1, 2],
        Longs = [3],
        Doubles = [1.0],
        Counts = new() { ["k"] = 5 },
        ById = new() { [7] = new ProbeChild { X = 1 } },
        ChildArray = [new ProbeChild { X = 3 }],
        Unsigned = [1u],
        Big = [300ul],
        Flags = [true, false],
        Floats = [1.5f],
        Blobs = [[1, 2]],
        Ratios = new() { [-1] = 0.5 },
        Named = new() { ["n"] = new ProbeChild { X = 4 } },
        Labels = new() { [1] = "x" },
        Switches = new() { ["s"] = true },
        ImmutableChildren = [new ProbeChild { X = 6 }],
        ByLong = new() { [2] = new ProbeChild { X = 5 } },
        Totals = new() { ["t"] = -2 },
        StatusArray = [Status.Blocked, Status.Active],
    };

    /// <summary>The protobuf encoding of <see cref="Create"/>, worked out by hand field by field.</summary>
    public const string ExpectedHex =
        "0A020801" + "0A020802" +        // 1: { x = 1 }, { x = 2 }
        "120161" +                       // 2: "a"
        "1A020102" +                     // 3: packed [1, 2]
        "220103" +                       // 4: packed [3]
        "2A08000000000000F03F" +         // 5: packed double 1.0
        "32050A016B1005" +               // 6: { key "k", value 5 }
        "3A0608071202" + "0801" +        // 7: { key 7, value { x = 1 } }
        "42020803" +                     // 8: { x = 3 }
        "4A0101" +                       // 9: packed uint32 [1]
        "5202AC02" +                     // 10: packed uint64 [300]
        "5A020100" +                     // 11: packed bool [true, false]
        "62040000C03F" +                 // 12: packed float 1.5
        "6A020102" +                     // 13: bytes [1, 2]
        "7214" + "08FFFFFFFFFFFFFFFFFF01" + "11000000000000E03F" + // 14: { key -1 (ten bytes), value double 0.5 }
        "7A07" + "0A016E" + "12020804" + // 15: { key "n", value { x = 4 } }
        "8201" + "05" + "0801" + "120178" +   // 16 (two-byte tag): { key 1, value "x" }
        "8A01" + "05" + "0A0173" + "1001" +   // 17: { key "s", value true }
        "9201" + "02" + "0806" +              // 18: { x = 6 }
        "9A01" + "06" + "0802" + "12020805" + // 19: { key 2, value { x = 5 } }
        "A201" + "0E" + "0A0174" + "10FEFFFFFFFFFFFFFFFF01" + // 20: { key "t", value int64 -2 (ten bytes) }
        "AA01" + "02" + "0201";               // 21: packed enum [Blocked = 2, Active = 1]

    /// <summary>The fields (all of them) that must run typed under NativeAOT.</summary>
    public const string TypedFields = "Children, Names, Numbers, Longs, Doubles, Counts, ById, ChildArray, Unsigned, Big, Flags, "
        + "Floats, Blobs, Ratios, Named, Labels, Switches, ImmutableChildren, ByLong, Totals, StatusArray";

}

/// <summary>
/// The timing loop's message: lists of messages, strings, ints, longs and doubles and two maps, 100 of each. Members
/// are initialized, so that the same source also runs on the boxed handler of earlier builds (which cannot create a
/// List&lt;string&gt; by reflection under NativeAOT) for a before/after comparison.
/// </summary>
[ProtoContract]
public sealed class TimingProbe
{
    [ProtoMember(1)] public List<ProbeChild> Children { get; set; } = [];
    [ProtoMember(2)] public List<string> Names { get; set; } = [];
    [ProtoMember(3)] public int[] Numbers { get; set; } = [];
    [ProtoMember(4)] public List<long> Longs { get; set; } = [];
    [ProtoMember(5, DataFormat = DataFormat.FixedSize)] public List<double> Doubles { get; set; } = [];
    [ProtoMember(6)] public Dictionary<string, int> Counts { get; set; } = [];
    [ProtoMember(7)] public Dictionary<int, ProbeChild> ById { get; set; } = [];

    public static TimingProbe Create(int n) => new()
    {
        Children = [.. Enumerable.Range(0, n).Select(i => new ProbeChild { X = i })],
        Names = [.. Enumerable.Range(0, n).Select(i => "n" + i)],
        Numbers = [.. Enumerable.Range(0, n)],
        Longs = [.. Enumerable.Range(0, n).Select(i => (long)i << 20)],
        Doubles = [.. Enumerable.Range(0, n).Select(i => i / 3.0)],
        Counts = Enumerable.Range(0, n).ToDictionary(i => "k" + i, i => i),
        ById = Enumerable.Range(0, n).ToDictionary(i => i, i => new ProbeChild { X = i }),
    };
}

/// <summary>
/// The documented shapes that stay on the boxed collection handler under NativeAOT, each with its reason: enum
/// elements, enum values and a map value type outside the set (float). (An ImmutableArray member, also outside the
/// set, cannot be built on the boxed path either under NativeAOT: ImmutableArray.Create&lt;T&gt; is closed at run time; a
/// ProtoModelException names the member when the plan is made.)
/// </summary>
[ProtoContract]
public sealed class CollectionProbeBoxed
{
    [ProtoMember(1)] public List<Status> Statuses { get; set; } = []; // initialized: see the boxed handler under NativeAOT (README)
    [ProtoMember(2)] public Dictionary<string, Status> ByName { get; set; } = [];
    [ProtoMember(4)] public Dictionary<string, float> Weights { get; set; } = [];

    public static CollectionProbeBoxed Create() => new()
    {
        Statuses = [Status.Blocked],
        ByName = new() { ["e"] = Status.Blocked },
        Weights = new() { ["f"] = 1.5f },
    };

    /// <summary>The protobuf encoding of <see cref="Create"/>, worked out by hand.</summary>
    public const string ExpectedHex =
        "0A0102" +                       // 1: packed enum [Blocked = 2]
        "12050A0165" + "1002" +          // 2: { key "e", value Blocked = 2 }
        "22080A0166" + "150000C03F";     // 4: { key "f", value float 1.5 }

    public const string BoxedFields = "Statuses, ByName, Weights";
}

/// <summary>Runs the collection checks of the smoke test.</summary>
public static class CollectionPath
{
    public static void Run(Action<bool, string> check)
    {
        RuntimeTypeModel.Default.Add<CollectionProbe>();
        var bytes = Serializer.SerializeToArray(CollectionProbe.Create());
        check(Convert.ToHexString(bytes) == CollectionProbe.ExpectedHex, $"collection probe: {Convert.ToHexString(bytes)} != {CollectionProbe.ExpectedHex}");
        var read = Serializer.Deserialize<CollectionProbe>(bytes);
        check(read.Children.Count == 2 && read.Children[1].X == 2 && read.Names![0] == "a"
            && read.Numbers!.SequenceEqual([1, 2]) && read.Longs![0] == 3 && read.Doubles![0] == 1.0 && read.Counts!["k"] == 5
            && read.ById![7].X == 1, "collection probe read back (fields 1-7)");
        check(read.ChildArray is [{ X: 3 }] && read.Unsigned!.SequenceEqual([1u]) && read.Big!.SequenceEqual([300ul])
            && read.Flags!.SequenceEqual([true, false]) && read.Floats!.SequenceEqual([1.5f]) && read.Blobs is [[1, 2]]
            && read.Ratios![-1] == 0.5 && read.Named!["n"].X == 4 && read.Labels![1] == "x" && read.Switches!["s"]
            && read.ImmutableChildren is [{ X: 6 }] && read.ByLong![2].X == 5 && read.Totals!["t"] == -2
            && read.StatusArray is [Status.Blocked, Status.Active] && read.StatusArray.GetType() == typeof(Status[]),
            "collection probe read back (fields 8-21)");
        check(Convert.ToHexString(Serializer.SerializeToArray(read)) == CollectionProbe.ExpectedHex, "collection probe re-serialized");

        var plan = Nano.Serialization.Interpreted.InterpretedBackend.Instance.PlanOf(RuntimeTypeModel.Default, RuntimeTypeModel.Default.GetModel(typeof(CollectionProbe)));
        var typed = string.Join(", ", plan.Fields.Where(f => f.IsTyped).Select(f => f.Model.Name));
        check(typed == CollectionProbe.TypedFields, $"collection probe: typed under NativeAOT: {typed}; expected {CollectionProbe.TypedFields}; boxed: "
            + string.Join("; ", plan.Fields.Where(f => !f.IsTyped).Select(f => $"{f.Model.Name}: {f.FallbackReason}")));

        // A warm write of the typed probe allocates nothing (the boxed handler allocates per element and per entry).
        var probe = CollectionProbe.Create();
        var buffer = new byte[1024];
        Serializer.Serialize(buffer.AsSpan(), probe);
        var before = GC.GetAllocatedBytesForCurrentThread();
        Serializer.Serialize(buffer.AsSpan(), probe);
        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        check(allocated == 0, $"collection probe: a warm write allocated {allocated} B");

        // The shapes documented to stay boxed: exactly these fields, each with its reason, and the same bytes.
        RuntimeTypeModel.Default.Add<CollectionProbeBoxed>();
        var boxedBytes = Serializer.SerializeToArray(CollectionProbeBoxed.Create());
        check(Convert.ToHexString(boxedBytes) == CollectionProbeBoxed.ExpectedHex, $"boxed collection probe: {Convert.ToHexString(boxedBytes)} != {CollectionProbeBoxed.ExpectedHex}");
        var boxedRead = Serializer.Deserialize<CollectionProbeBoxed>(boxedBytes);
        check(boxedRead.Statuses is [Status.Blocked] && boxedRead.ByName["e"] == Status.Blocked
            && boxedRead.Weights["f"] == 1.5f, "boxed collection probe read back");
        var boxedPlan = Nano.Serialization.Interpreted.InterpretedBackend.Instance.PlanOf(RuntimeTypeModel.Default, RuntimeTypeModel.Default.GetModel(typeof(CollectionProbeBoxed)));
        var boxed = string.Join(", ", boxedPlan.Fields.Where(f => !f.IsTyped).Select(f => f.Model.Name));
        check(boxed == CollectionProbeBoxed.BoxedFields, $"boxed collection probe: boxed {boxed}, documented {CollectionProbeBoxed.BoxedFields}");
        check(boxedPlan.Fields.All(f => f.FallbackReason?.StartsWith("boxed collection handler: ") == true),
            "boxed collection probe: every boxed field says why: " + string.Join("; ", boxedPlan.Fields.Select(f => f.FallbackReason)));
    }

    /// <summary>Prints (never asserts) the time and allocation of a write and a read of a larger collection probe, natively.</summary>
    public static void Time()
    {
        RuntimeTypeModel.Default.Add<TimingProbe>();
        var probe = TimingProbe.Create(100);
        var buffer = new byte[Serializer.SerializeToArray(probe).Length];
        var bytes = buffer.AsSpan(0, Serializer.Serialize(buffer.AsSpan(), probe)).ToArray();
        const int rounds = 5, iterations = 2000;
        double bestWrite = double.MaxValue, bestRead = double.MaxValue;
        long writeBytes = 0, readBytes = 0;
        for (var round = 0; round < rounds; round++)
        {
            var clock = Stopwatch.StartNew();
            var allocated = GC.GetAllocatedBytesForCurrentThread();
            for (var i = 0; i < iterations; i++)
                Serializer.Serialize(buffer.AsSpan(), probe);
            bestWrite = Math.Min(bestWrite, clock.Elapsed.TotalMilliseconds * 1000 / iterations);
            writeBytes = (GC.GetAllocatedBytesForCurrentThread() - allocated) / iterations;
            clock.Restart();
            allocated = GC.GetAllocatedBytesForCurrentThread();
            for (var i = 0; i < iterations; i++)
                Serializer.Deserialize<TimingProbe>(bytes);
            bestRead = Math.Min(bestRead, clock.Elapsed.TotalMilliseconds * 1000 / iterations);
            readBytes = (GC.GetAllocatedBytesForCurrentThread() - allocated) / iterations;
        }
        Console.WriteLine($"timing probe x100 ({bytes.Length} B), best of {rounds}x{iterations}: write {bestWrite:F2} us, {writeBytes} B; read {bestRead:F2} us, {readBytes} B");
    }
}
