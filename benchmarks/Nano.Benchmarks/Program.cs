using BenchmarkDotNet.Running;
using Nano.Benchmarks;
using Nano.Benchmarks.Infrastructure;
using Nano.Benchmarks.Infrastructure.HashFlooding;

// Usage: dotnet run -c Release --project benchmarks/Nano.Benchmarks -- [--quick] [--inprocess] [BenchmarkDotNet args]
//   --quick      short job (see BenchmarkConfig); without it, BenchmarkDotNet's default (full) job
//   --inprocess  run in this process instead of one process per benchmark (see BenchmarkConfig for why)
// With no BenchmarkDotNet arguments every benchmark runs (as '--filter *'), so no interactive prompt appears.
// Examples: -- --quick                      the whole suite, quickly
//           -- --filter *Forward*           W1 only, full job
//           -- --list flat                  list the benchmarks
// Other modes (no BenchmarkDotNet):
//   --loop CLASS.METHOD N                   setup, then the method N times untimed (instruction counts under valgrind)
//   --validate [NAME]                       run every benchmark class's [GlobalSetup] validation and each method once
//   --hash-flooding [--rounds N] [--keys k,..] [--backends b,..] [--out FILE.json] [--validate]
//                                           crafted vs ordinary 40,000-entry maps per key type, and Nano's comparer vs
//                                           the default one, one child process per cell (validated first; see
//                                           Infrastructure/HashFlooding/HashFloodingHarness)
//   --hash-flooding --paired [--rounds N (2)] [--pairs N (41)] [--batch-ms N (15)] [--keys ..] [--backends ..] [--validate]
//                                           the same ratios within one child process each: both variants (own model
//                                           instances) validated, then alternating short batches A,B / B,A; median of
//                                           the per-pair ratios with quartiles (Infrastructure/HashFlooding/HashFloodingPaired)
//   --coldstart [--runs N] [--warmups N] [--dll PATH]
//                                           W4: time benchmarks/Nano.ColdStart as a whole process (see ColdStartHarness)
if (args.Contains("--coldstart"))
{
    return ColdStartHarness.Run(ColdStartHarness.ParseOptions(args));
}

if (!NanoBackends.EmitAvailable)
{
    Console.WriteLine(NanoBackends.EmitMissingNote);
}

if (args.Contains("--hash-flooding-paired-child"))
{
    return HashFloodingPaired.RunChild(args);
}

if (args.Contains("--hash-flooding-child"))
{
    return HashFloodingChild.Run(args);
}

if (args.Contains("--hash-flooding"))
{
    return HashFloodingHarness.Run(args.Where(a => a != "--hash-flooding").ToArray());
}

if (args.Length == 3 && args[0] == "--loop")
{
    return LoopRun.Run(args[1], int.Parse(args[2], System.Globalization.CultureInfo.InvariantCulture));
}

if (args.Contains("--validate"))
{
    return SmokeRun.Run(args.SkipWhile(a => a != "--validate").Skip(1).FirstOrDefault());
}

bool quick = args.Contains("--quick");
bool inProcess = args.Contains("--inprocess");
string[] rest = args.Where(a => a is not "--quick" and not "--inprocess").ToArray();
if (rest.Length == 0)
{
    rest = ["--filter", "*"];
}

BenchmarkSwitcher.FromAssembly(typeof(BenchmarkConfig).Assembly).Run(rest, BenchmarkConfig.Create(quick, inProcess));
return 0;
