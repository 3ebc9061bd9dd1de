using System.Globalization;

namespace Nano.Ratio.Harness;

/// <summary>The command line of both modes (see <c>Program.cs</c> for the usage text).</summary>
internal sealed class Options
{
    public int Rounds { get; private set; } = 5;
    public List<string> Workloads { get; private set; } = [.. Libraries.WorkloadNames];
    public List<string> Libs { get; private set; } = [.. Libraries.All.Select(l => l.Name)];
    public Dictionary<string, string> Env { get; } = new(StringComparer.Ordinal);
    public string? Out { get; private set; }
    public bool Validate { get; private set; }
    public bool Lockstep { get; private set; } = true;
    public bool ChildServesTurns { get; private set; }
    public string? Old { get; private set; }
    public (string A, string B)? Compare { get; private set; }

    /// <summary>The raw files of <c>--chart</c> (one or more), or null when the command is not chart.</summary>
    public List<string>? Chart { get; private set; }

    /// <summary>Where <c>--chart</c> writes its images (<c>--chart-dir</c>; default: the current directory).</summary>
    public string ChartDir { get; private set; } = ".";
    public (string Lib, string Workload)? Child { get; private set; }
    public int WarmupMs { get; private set; } = 1500;
    public int Batches { get; private set; } = 15;
    public int BatchMs { get; private set; } = 40;

    /// <summary>The runtime the children run on (<see cref="Runtimes"/>); the parent itself always runs on .NET 10.</summary>
    public string Runtime { get; private set; } = Runtimes.Net10;

    /// <summary>Whether <c>--libs</c> named the libraries (rather than taking them all): one that is not on
    /// <see cref="Runtime"/> is then an error, not a skipped row.</summary>
    public bool LibsNamed { get; private set; }

    /// <summary>The child settings these options give.</summary>
    public ChildSettings Settings => new(WarmupMs, Batches, BatchMs);

    /// <summary>Parses the arguments; throws <see cref="ArgumentException"/> with the offending argument.</summary>
    public static Options Parse(string[] args)
    {
        var o = new Options();
        for (int i = 0; i < args.Length; i++)
        {
            string a = args[i];
            string Next() => i + 1 < args.Length ? args[++i] : throw new ArgumentException($"{a} needs a value");
            int NextInt(int min)
            {
                string v = Next();
                return int.TryParse(v, NumberStyles.None, CultureInfo.InvariantCulture, out int n) && n >= min
                    ? n : throw new ArgumentException($"{a} needs an integer of at least {min}, got '{v}'");
            }

            switch (a)
            {
                case "--rounds": o.Rounds = NextInt(1); break;
                case "--quick": o.Rounds = 1; break;
                case "--workloads": o.Workloads = List(Next(), Libraries.WorkloadNames, "workload"); break;
                case "--libs": o.Libs = List(Next(), Libraries.All.Select(l => l.Name).ToArray(), "library"); o.LibsNamed = true; break;
                case "--env":
                    string kv = Next();
                    int eq = kv.IndexOf('=');
                    if (eq <= 0)
                    {
                        throw new ArgumentException($"--env needs K=V, got '{kv}'");
                    }

                    o.Env[kv.Substring(0, eq)] = kv.Substring(eq + 1);
                    break;
                case "--out": o.Out = Next(); break;
                case "--validate": o.Validate = true; break;
                case "--lockstep": o.Lockstep = o.ChildServesTurns = true; break;
                case "--sequential": o.Lockstep = false; break;
                case "--old": o.Old = Path.GetFullPath(Next()); break;
                case "--compare": o.Compare = (Next(), Next()); break;
                case "--chart":
                    // Every argument up to the next option is a file, so that a shell glob can name the runs.
                    o.Chart = [Next()];
                    while (i + 1 < args.Length && !args[i + 1].StartsWith("--", StringComparison.Ordinal))
                    {
                        o.Chart.Add(args[++i]);
                    }

                    break;
                case "--chart-dir": o.ChartDir = Next(); break;
                case "--child": o.Child = (Next(), Next()); break;
                case "--warmup-ms": o.WarmupMs = NextInt(0); break;
                case "--batches": o.Batches = NextInt(1); break;
                case "--batch-ms": o.BatchMs = NextInt(1); break;
                case "--runtime": o.Runtime = List(Next(), Runtimes.Names, "runtime") is [string runtime] ? runtime : throw new ArgumentException("--runtime takes one runtime"); break;
                default: throw new ArgumentException($"unknown argument '{a}'");
            }
        }

        if (o.Old is not null && !o.Lockstep)
        {
            throw new ArgumentException("--old needs lock-step mode (not --sequential)");
        }

        if (o.Old is not null && !File.Exists(o.Old))
        {
            throw new ArgumentException($"--old: no file '{o.Old}'");
        }

        return o;
    }

    private static List<string> List(string value, string[] known, string what)
    {
        var items = value.Split(',').Select(item => item.Trim()).Where(item => item.Length > 0).ToList();
        foreach (string item in items)
        {
            if (!known.Contains(item))
            {
                throw new ArgumentException($"unknown {what} '{item}' (known: {string.Join(", ", known)})");
            }
        }

        return items.Count > 0 ? items : throw new ArgumentException($"empty {what} list");
    }
}
