using Nano;
using Nano.Fuzz;

// Nano fuzz campaign. Exit codes: 0 no finding, 1 findings, 2 bad arguments.
var seconds = 60.0;
ulong seed = 1;
var backend = "all";
var differential = false;
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
            case "-h" or "--help":
                Console.WriteLine("usage: Nano.Fuzz [--seconds N] [--seed S] [--backend interpreted|emit|all] [--differential]");
                return 0;
            default: throw new ArgumentException($"unknown argument {args[i]}");
        }
    }
    catch (Exception e) when (e is ArgumentException or FormatException or OverflowException)
    {
        Console.Error.WriteLine($"error: {e.Message}. usage: Nano.Fuzz [--seconds N] [--seed S] [--backend interpreted|emit|all] [--differential]");
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

if (differential)
{
    // Against Google.Protobuf: every divergence class, its count and its shortest input (docs/hostile-input.md lists the known ones).
    var total = 0L;
    var classes = 0;
    foreach (var b in backends)
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = b;
        var (inputs, divergences) = Differential.Run(model, seed, long.MaxValue, TimeSpan.FromSeconds(seconds / backends.Count));
        total += inputs;
        Console.WriteLine($"{b}: {inputs:N0} inputs, {divergences.Count} divergence classes");
        foreach (var d in divergences)
        {
            var known = DifferentialKnown.Explain(d.Target, d.Kind);
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
