using System.Text.RegularExpressions;
using Nano.Ratio.Harness;

namespace Nano.Ratio.Charts;

/// <summary>The words of a chart: its title (what ran, when, on how loaded a machine) and its row labels.</summary>
internal static class ChartText
{
    /// <summary>
    /// Two lines: the runtime the children reported, then the date, rounds, mode, load and commit, so that an image
    /// copied out of the repository still says which measurement it shows.
    /// </summary>
    public static string Title(RunFile run)
    {
        // "Mono 6.8.0.105 (Debian 6.8.0.105+dfsg-3.3+deb12u1 Sat Jun 21 ...)": the build details make a title two
        // screens wide and are in the raw file; the name and version are what a reader compares.
        string runtime = string.IsNullOrEmpty(run.RuntimeDescription)
            ? run.Runtime
            : $"{run.RuntimeDescription.Split('(')[0].Trim()} (--runtime {run.Runtime})";
        string mode = run.Lockstep ? "lock-step" : "sequential";
        return $"Time ÷ Google.Protobuf's time on {runtime}\n" +
            $"{run.Date} · {run.Rounds} round{(run.Rounds == 1 ? "" : "s")}, {mode} · " +
            $"load {Load(run.LoadStart)} → {Load(run.LoadEnd)} · commit {run.Commit}";
    }

    /// <summary>A row's label: the workload as the tables of RESULTS.md name it, then the operation.</summary>
    public static string Row(string workload, string operation) =>
        $"{(workload.StartsWith('w') ? workload.ToUpperInvariant() : workload)} {operation}";

    /// <summary>
    /// The one-minute load average from what the parent recorded: <c>uptime</c>'s "load average: 1.23, ..." or the
    /// "loadavg 1.23 ..." of /proc/loadavg where there is no uptime; "unknown" when it holds neither.
    /// </summary>
    public static string Load(string recorded)
    {
        Match m = Regex.Match(recorded ?? "", @"(?:load average:|loadavg)\s*([0-9]+(?:[.,][0-9]+)?)");
        return m.Success ? m.Groups[1].Value.Replace(',', '.') : "unknown";
    }
}
