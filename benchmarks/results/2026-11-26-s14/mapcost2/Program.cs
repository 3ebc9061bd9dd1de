// Scratch: per-insert watch designs on a presized dictionary. Not in the repo.
using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Nano;
using Nano.Serialization.Collections;

const int N = 40_000;
var keys = new long[N];
for (var i = 0; i < N; i++) keys[i] = (long)i * 7919;
if (Environment.GetEnvironmentVariable("RANDOMKEYS") == "1") { var rnd = new Random(5); for (var i = 0; i < N; i++) keys[i] = rnd.NextInt64(); }

var only = Environment.GetEnvironmentVariable("ONLY");
var variants0 = new (string Name, Func<int> Run)[]
{
    ("default-presized", () => { var d = new Dictionary<long, int>(); d.EnsureCapacity(N); foreach (var k in keys) d[k] = 1; return d.Count; }),
    ("plain-presized", () => { var d = new Dictionary<long, int>(Plain.Instance); d.EnsureCapacity(N); foreach (var k in keys) d[k] = 1; return d.Count; }),
    ("main-watched-presized", () => { var d = MapKeyComparer<long>.NewDictionary<int>(MapKeyHashing.CollisionResistant); d.EnsureCapacity(N); foreach (var k in keys) MapInserts.Set(d, k, 1); return d.Count; }),
    ("lean-percheck", () => { var c = new Lean(); var d = new Dictionary<long, int>(c); d.EnsureCapacity(N); c.Start(d.EnsureCapacity(0)); foreach (var k in keys) Lean.SetChecked(d, k, 1); return d.Count; }),
    ("lean-hoisted", () => { var c = new Lean(); var d = new Dictionary<long, int>(c); d.EnsureCapacity(N); c.Start(d.EnsureCapacity(0)); foreach (var k in keys) Lean.Set(d, c, k, 1); return d.Count; }),
    ("lean-getref", () => { var c = new Lean(); var d = new Dictionary<long, int>(c); d.EnsureCapacity(N); c.Start(d.EnsureCapacity(0)); foreach (var k in keys) Lean.SetRef(d, c, k, 1); return d.Count; }),
    ("getref-full", () => { var c = new Lean(); var d = new Dictionary<long, int>(c); c.Owner = d; d.EnsureCapacity(N); c.Start(d.EnsureCapacity(0)); foreach (var k in keys) Lean.SetFull(d, k, 1); return d.Count; }),
    ("getref-full-nocap", () => { var c = new Lean(); var d = new Dictionary<long, int>(c); c.Owner = d; d.EnsureCapacity(N); c.Start(d.EnsureCapacity(0)); foreach (var k in keys) Lean.SetFullNoCap(d, k, 1); return d.Count; }),
    ("local-copy", () => { var c = Local.LocalAdaptive<long>.NewIdentity(); var d = new Dictionary<long, int>(c); c.Watch(d); d.EnsureCapacity(N); foreach (var k in keys) Local.LocalInserts.Set(d, k, 1); return d.Count; }),
    ("local-nomix", () => { var c = Local.LocalNoMix<long>.NewIdentity(); var d = new Dictionary<long, int>(c); c.Watch(d); d.EnsureCapacity(N); foreach (var k in keys) Local.LocalInserts2.SetNoMix(d, k, 1); return d.Count; }),
    ("local-lean", () => { var c = Local.LocalLean<long>.NewIdentity(); var d = new Dictionary<long, int>(c); c.Watch(d); d.EnsureCapacity(N); foreach (var k in keys) Local.LocalInserts2.SetLean(d, k, 1); return d.Count; }),
    ("batched", () => { var c = new Lean(); var d = new Dictionary<long, int>(c); d.EnsureCapacity(N); c.Start(d.EnsureCapacity(0)); foreach (var k in keys) Lean.SetBatched(d, c, k, 1); c.Flush(); return d.Count; }),
};

var variants = only is null ? variants0 : variants0.Where(v => only.Split(",").Contains(v.Name)).ToArray();
foreach (var v in variants) if (v.Run() != N) throw new Exception(v.Name);
var sw = Stopwatch.StartNew();
while (sw.ElapsedMilliseconds < 3000) foreach (var v in variants) v.Run();
var rounds = int.Parse(args.Length > 0 ? args[0] : "41");
var times = variants.Select(_ => new List<double>()).ToArray();
for (var r = 0; r < rounds; r++)
    for (var j = 0; j < variants.Length; j++)
    {
        var idx = (j + r) % variants.Length;
        var t = Stopwatch.GetTimestamp();
        for (var i = 0; i < 20; i++) variants[idx].Run();
        times[idx].Add(Stopwatch.GetElapsedTime(t).TotalMicroseconds / 20);
    }
static double Median(IEnumerable<double> xs) { var a = xs.OrderBy(x => x).ToArray(); return a.Length % 2 == 1 ? a[a.Length / 2] : (a[a.Length / 2 - 1] + a[a.Length / 2]) / 2; }
for (var j = 0; j < variants.Length; j++)
{
    var ratios = times[j].Zip(times[0], (a, b) => a / b).ToArray();
    var q = ratios.OrderBy(x => x).ToArray();
    Console.WriteLine($"{variants[j].Name,-22} median {Median(times[j]),8:F1} us  ns/key {Median(times[j]) * 1000 / N,6:F2}  ratio {Median(ratios):F3} [q {q[q.Length / 4]:F3}-{q[3 * q.Length / 4]:F3}]");
}

sealed class Plain : IEqualityComparer<long>
{
    public static readonly Plain Instance = new();
    public bool Equals(long x, long y) => x == y;
    public int GetHashCode(long k) => k.GetHashCode();
}

sealed class Lean : IEqualityComparer<long>
{
    public bool Keyed;
    public byte[] Loads = [];
    public ulong Multiplier;
    public uint Buckets;
    public long[] Pending = new long[64];
    public int PendingCount;
    public bool Equals(long x, long y) => x == y;
    public int GetHashCode(long k) => Keyed ? (int)(k * 31) : k.GetHashCode();
    public void Start(int buckets) { Loads = new byte[buckets]; Buckets = (uint)buckets; Multiplier = ulong.MaxValue / (uint)buckets + 1; }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    int Bucket(long key)
    {
        var hash = (uint)key.GetHashCode();
        return (int)(((((Multiplier * hash) >> 32) + 1) * Buckets) >> 32);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void SetChecked(Dictionary<long, int> d, long key, int value)
    {
        var count = d.Count;
        d[key] = value;
        if (d.Count != count && d.Comparer is Lean { Keyed: false } c)
            c.Count(key);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Set(Dictionary<long, int> d, Lean c, long key, int value)
    {
        var count = d.Count;
        d[key] = value;
        if (d.Count != count)
            c.Count(key);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void SetRef(Dictionary<long, int> d, Lean c, long key, int value)
    {
        ref var slot = ref CollectionsMarshal.GetValueRefOrAddDefault(d, key, out var exists);
        slot = value;
        if (!exists)
            c.Count(key);
    }

    public object? Owner;
    public int Expected;
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void SetFull(Dictionary<long, int> d, long key, int value)
    {
        ref var slot = ref CollectionsMarshal.GetValueRefOrAddDefault(d, key, out var exists);
        slot = value;
        if (!exists && d.Comparer is Lean { Keyed: false } c)
            c.AddedFull(d, key);
    }
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void SetFullNoCap(Dictionary<long, int> d, long key, int value)
    {
        ref var slot = ref CollectionsMarshal.GetValueRefOrAddDefault(d, key, out var exists);
        slot = value;
        if (!exists && d.Comparer is Lean { Keyed: false } c)
            c.AddedNoCap(d, key);
    }
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    void AddedFull(Dictionary<long, int> d, long key)
    {
        var count = d.Count;
        if (ReferenceEquals(Owner, d) && count == Expected + 1 && d.EnsureCapacity(0) == Loads.Length)
        {
            Expected = count;
            if (++Loads[Bucket(key)] > 16) Slow();
        }
        else SlowAdded(d, count);
    }
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    void AddedNoCap(Dictionary<long, int> d, long key)
    {
        var count = d.Count;
        if (ReferenceEquals(Owner, d) && count == Expected + 1 && count <= Loads.Length)
        {
            Expected = count;
            if (++Loads[Bucket(key)] > 16) Slow();
        }
        else SlowAdded(d, count);
    }
    [MethodImpl(MethodImplOptions.NoInlining)]
    void SlowAdded(Dictionary<long, int> d, int count) { Expected = count; }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void SetBatched(Dictionary<long, int> d, Lean c, long key, int value)
    {
        var count = d.Count;
        d[key] = value;
        if (d.Count != count)
        {
            c.Pending[c.PendingCount++] = key;
            if (c.PendingCount == 64) c.Flush();
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    public void Flush()
    {
        var loads = Loads;
        var bad = false;
        foreach (var k in Pending.AsSpan(0, PendingCount))
            bad |= ++loads[Bucket(k)] > 16;
        PendingCount = 0;
        if (bad) Slow();
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    void Count(long key)
    {
        if (++Loads[Bucket(key)] > 16)
            Slow();
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    void Slow() => throw new InvalidOperationException("switch");
}
