using Nano;
using Nano.Fuzz;

// Nano fuzz campaign. Exit codes: 0 no finding, 1 findings, 2 bad arguments.
var seconds = 60.0;
ulong seed = 1;
var backend = "all";
var differential = false;
var against = "google";
string? replay = null;
for (var i = 0; i < args.Length; i++)
{
    string Value() => i + 1 < args.Length ? args[++i] : throw new ArgumentException($"{args[i]} needs a value");
    try
    {
        switch (args[i])
        {
            case "--seconds": seconds = double.Parse(Value(), System.Globalization.CultureInfo.InvariantCulture); break;
            case "--seed": seed = ulong.Parse(Value(), System.Globalization.CultureInfo.InvariantCulture); break;
            case "--backend": backend = Value().ToLowerInvariant(); break;
            case "--differential": differential = true; break;
            case "--against": against = Value().ToLowerInvariant(); break;
            case "--replay": replay = Value(); break;
            case "-h" or "--help":
                Console.WriteLine("usage: Nano.Fuzz [--seconds N] [--seed S] [--backend interpreted|emit|all] [--differential [--against google|protobuf-net]] [--replay PnTARGET:HEX]");
                return 0;
            default: throw new ArgumentException($"unknown argument {args[i]}");
        }
    }
    catch (Exception e) when (e is ArgumentException or FormatException or OverflowException)
    {
        Console.Error.WriteLine($"error: {e.Message}. usage: Nano.Fuzz [--seconds N] [--seed S] [--backend interpreted|emit|all] [--differential [--against google|protobuf-net]] [--replay PnTARGET:HEX]");
        return 2;
    }
}

var available = FuzzEngine.AvailableBackends();
IReadOnlyList<SerializerBackend> backends = backend switch
{
    "interpreted" => [SerializerBackend.Interpreted],
    "emit" => [SerializerBackend.Emit],
    "all" => available,
    _ => [],
};
if (backends.Count == 0 || backends.Any(b => !available.Contains(b)))
{
    Console.Error.WriteLine($"error: backend '{backend}' is not available here (available: {string.Join(", ", available)}).");
    return 2;
}

if (differential && against is not ("google" or "protobuf-net"))
{
    Console.Error.WriteLine($"error: --against {against}: google or protobuf-net.");
    return 2;
}

if (replay is not null)
{
    // One input against protobuf-net, on each backend: what both sides re-write (docs/hostile-input.md's inputs).
    var parts = replay.Split(':');
    if (parts.Length != 2 || Nano.Fuzz.ProtobufNet.ProtobufNetDifferential.All.FirstOrDefault(t => t.Name == parts[0]) is not { } target)
    {
        Console.Error.WriteLine($"error: --replay TARGET:HEX, TARGET one of {string.Join(", ", Nano.Fuzz.ProtobufNet.ProtobufNetDifferential.All.Select(t => t.Name))}.");
        return 2;
    }
    foreach (var b in backends)
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = b;
        Console.WriteLine($"{b}:\n{target.Describe(model, Convert.FromHexString(parts[1]))}");
    }
    return 0;
}

if (differential)
{
    // Against Google.Protobuf (the cross-check schemas) or protobuf-net 3.4.40 (contracts with its attributes): every
    // divergence class, its count and its shortest input (docs/hostile-input.md lists the known ones).
    IReadOnlyList<IDifferentialTarget> targets = against == "google" ? Differential.All : Nano.Fuzz.ProtobufNet.ProtobufNetDifferential.All;
    Func<string, string, string?> explain = against == "google" ? DifferentialKnown.Explain : Nano.Fuzz.ProtobufNet.ProtobufNetKnown.Explain;
    var total = 0L;
    var classes = 0;
    foreach (var b in backends)
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = b;
        var (inputs, divergences) = Differential.Run(targets, model, seed, long.MaxValue, TimeSpan.FromSeconds(seconds / backends.Count));
        total += inputs;
        Console.WriteLine($"{b}: {inputs:N0} inputs, {divergences.Count} divergence classes");
        foreach (var d in divergences)
        {
            var known = explain(d.Target, d.Kind);
            if (known is null)
                classes++;
            Console.WriteLine($"  {(known is null ? "NEW  " : "known")} {d.Target}: {d.Kind} x{d.Count}; shortest {Convert.ToHexString(d.Shortest)}{(known is null ? "" : $" ({known})")}");
        }
    }
    Console.WriteLine($"SUMMARY: {total:N0} inputs, {classes} undocumented divergence classes");
    return classes == 0 ? 0 : 1;
}

Console.WriteLine($"Nano fuzz: {seconds:N0} s, seed {seed}, backends {string.Join(" + ", backends)}, {Targets.All.Count} target types");
var summary = new FuzzEngine(new FuzzOptions
{
    Duration = TimeSpan.FromSeconds(seconds),
    Seed = seed,
    Backends = backends,
    Log = Console.WriteLine,
}).Run();

Console.WriteLine();
foreach (var finding in summary.Findings)
    Console.WriteLine(finding);
Console.WriteLine($"SUMMARY: {summary}");
Console.WriteLine(summary.Findings.Count == 0 ? "no findings" : $"{summary.Findings.Count} FINDINGS (replay: --seed {seed})");
return summary.Findings.Count == 0 ? 0 : 1;
