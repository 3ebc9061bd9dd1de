// Scratch: what an ordinary map insert pays for Nano's adaptive comparer, by part. Not in the repo.
using System.Diagnostics;
using System.Runtime.CompilerServices;
using Nano;
using Nano.Serialization.Collections;

const int N = 40_000;
var keys = new long[N];
for (var i = 0; i < N; i++) keys[i] = (long)i * 7919;

var variants = new (string Name, Func<int> Run)[]
{
    ("default", () => { var d = new Dictionary<long, int>(); foreach (var k in keys) d[k] = 1; return d.Count; }),
    ("plain-comparer", () => { var d = new Dictionary<long, int>(Plain.Instance); foreach (var k in keys) d[k] = 1; return d.Count; }),
    ("adaptive-unwatched", () => { var d = new Dictionary<long, int>(MapKeyComparer<long>.New(MapKeyHashing.CollisionResistant)); foreach (var k in keys) d[k] = 1; return d.Count; }),
    ("adaptive-watched", () => { var d = MapKeyComparer<long>.NewDictionary<int>(MapKeyHashing.CollisionResistant); foreach (var k in keys) MapInserts.Set(d, k, 1); return d.Count; }),
    ("local-watched", () => { var c = new LocalAdaptive<long>(); var d = new Dictionary<long, int>(c); c.Watch(d); foreach (var k in keys) LocalInserts.Set(d, k, 1); return d.Count; }),
    ("default-presized", () => { var d = new Dictionary<long, int>(); d.EnsureCapacity(N); foreach (var k in keys) d[k] = 1; return d.Count; }),
    ("watched-presized", () => { var d = MapKeyComparer<long>.NewDictionary<int>(MapKeyHashing.CollisionResistant); d.EnsureCapacity(N); foreach (var k in keys) MapInserts.Set(d, k, 1); return d.Count; }),
    ("default-via-set", () => { var d = MapKeyComparer<long>.NewDictionary<int>(MapKeyHashing.Default); foreach (var k in keys) MapInserts.Set(d, k, 1); return d.Count; }),
};

if (args.Length == 2 && args[0] == "--loop") // instruction counting: validation-free loop of one variant
{
    var (name, run) = variants.Single(v => v.Name == args[1]);
    var loops = int.Parse(Environment.GetEnvironmentVariable("LOOPS") ?? "200");
    var s = 0;
    for (var i = 0; i < loops; i++) s += run();
    Console.WriteLine($"{name} {s}");
    return;
}

foreach (var v in variants) if (v.Run() != N) throw new Exception(v.Name);
// warm up: past tiering
var sw = Stopwatch.StartNew();
while (sw.ElapsedMilliseconds < 3000) foreach (var v in variants) v.Run();
var rounds = int.Parse(args.Length > 0 ? args[0] : "41");
var times = variants.Select(_ => new List<double>()).ToArray();
for (var r = 0; r < rounds; r++)
{
    for (var j = 0; j < variants.Length; j++)
    {
        var idx = (j + r) % variants.Length;
        var t = Stopwatch.GetTimestamp();
        for (var i = 0; i < 20; i++) variants[idx].Run();
        times[idx].Add(Stopwatch.GetElapsedTime(t).TotalMicroseconds / 20);
    }
}
static double Median(IEnumerable<double> xs) { var a = xs.OrderBy(x => x).ToArray(); return a.Length % 2 == 1 ? a[a.Length / 2] : (a[a.Length / 2 - 1] + a[a.Length / 2]) / 2; }
for (var j = 0; j < variants.Length; j++)
{
    var ratios = times[j].Zip(times[0], (a, b) => a / b).ToArray();
    Console.WriteLine($"{variants[j].Name,-20} median {Median(times[j]),8:F1} us  ratio to default {Median(ratios):F3} [{ratios.Min():F3}-{ratios.Max():F3}]");
}

sealed class Plain : IEqualityComparer<long>
{
    public static readonly Plain Instance = new();
    public bool Equals(long x, long y) => x == y;
    public int GetHashCode(long k) => k.GetHashCode();
}
