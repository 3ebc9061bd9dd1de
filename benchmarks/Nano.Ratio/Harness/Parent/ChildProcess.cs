using System.Diagnostics;
using System.Globalization;
using System.Text.Json;

namespace Nano.Ratio.Harness;

/// <summary>
/// How to start one build of this harness as a child on one runtime (<c>--runtime</c>): the program to run and the
/// arguments before <c>--child</c>. Never <c>dotnet run</c>: a child is started from its build output.
/// </summary>
/// <param name="Runtime">The runtime name (<see cref="Runtimes"/>).</param>
/// <param name="FileName">The program: the dotnet host, the .NET 8 apphost, or mono.</param>
/// <param name="Arguments">What goes before the child's own arguments (the dll or exe, where the program is a host).</param>
internal sealed record ChildHost(string Runtime, string FileName, IReadOnlyList<string> Arguments)
{
    /// <summary>The command line, for the report header.</summary>
    public override string ToString() => string.Join(" ", [FileName, .. Arguments]);

    /// <summary>
    /// The host for <paramref name="runtime"/> of the build whose .NET 10 assembly is <paramref name="net10Dll"/> (this
    /// process's own, or <c>--old</c>'s): the other runtimes' builds are its siblings under the same bin/CONFIG/ folder,
    /// as <c>dotnet build</c> lays them out (net8.0/linux-x64/ for the self-contained .NET 8 build, net472/ for Mono).
    /// Throws <see cref="ArgumentException"/> naming the build to run when the sibling is not there.
    /// </summary>
    public static ChildHost For(string runtime, string net10Dll)
    {
        if (runtime == Runtimes.Net10)
        {
            return new ChildHost(runtime, DotnetHost(), [net10Dll]);
        }

        string outputDir = Path.GetDirectoryName(net10Dll)!;
        string configDir = Path.GetDirectoryName(outputDir)!;
        string name = Path.GetFileNameWithoutExtension(net10Dll);
        if (Path.GetFileName(outputDir) != Runtimes.TargetFramework(Runtimes.Net10))
        {
            throw new ArgumentException($"--runtime {runtime}: '{net10Dll}' is not in a net10.0 output folder, so its {runtime} build cannot be found beside it");
        }

        string build = $"dotnet build -c {Path.GetFileName(configDir)} -f {Runtimes.TargetFramework(runtime)} benchmarks/Nano.Ratio";
        if (runtime == Runtimes.Net8)
        {
            // The net8.0 build is self-contained for linux-x64 (Nano.Ratio.csproj): its apphost runs the 8.0 runtime
            // that sits beside it, which `dotnet x.dll` would not (it rolls forward to the installed .NET 10).
            string apphost = Path.Combine(configDir, Runtimes.TargetFramework(runtime), "linux-x64", OperatingSystem.IsWindows() ? name + ".exe" : name);
            return File.Exists(apphost)
                ? new ChildHost(runtime, apphost, [])
                : throw new ArgumentException($"--runtime {runtime}: no .NET 8 build at {apphost}; build it first: {build}");
        }

        string exe = Path.Combine(configDir, Runtimes.TargetFramework(runtime), name + ".exe");
        if (!File.Exists(exe))
        {
            throw new ArgumentException($"--runtime {runtime}: no .NET Framework build at {exe}; build it first: {build}");
        }

        string mono = FindOnPath("mono")
            ?? throw new ArgumentException($"--runtime {runtime}: no 'mono' on PATH to run {exe} (Debian: apt-get install mono-complete)");
        return new ChildHost(runtime, mono, [exe]);
    }

    /// <summary>The dotnet host: this process's own when it runs as <c>dotnet x.dll</c>, else the SDK's, else PATH's.</summary>
    private static string DotnetHost()
    {
        string? self = Environment.ProcessPath;
        if (self is not null && Path.GetFileNameWithoutExtension(self) == "dotnet")
        {
            return self;
        }

        string? sdkHost = Environment.GetEnvironmentVariable("DOTNET_HOST_PATH");
        return !string.IsNullOrEmpty(sdkHost) && File.Exists(sdkHost) ? sdkHost : "dotnet";
    }

    private static string? FindOnPath(string program) =>
        (Environment.GetEnvironmentVariable("PATH") ?? "")
            .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .Select(dir => Path.Combine(dir, program))
            .FirstOrDefault(File.Exists);
}

/// <summary>Starts one child: <c>dotnet &lt;this dll&gt; --child LIB WORKLOAD ...</c> on .NET 10, or its build for another runtime.</summary>
internal static class ChildProcess
{
    /// <summary>The outcome of one child run.</summary>
    public sealed record Outcome(int ExitCode, string Stdout, string Stderr, TimeSpan Elapsed)
    {
        /// <summary>The child's JSON line (the last line that starts with '{').</summary>
        public ChildResult Result =>
            JsonSerializer.Deserialize(
                Stdout.Split('\n').Select(l => l.Trim()).LastOrDefault(l => l.StartsWith('{'))
                    ?? throw new InvalidOperationException("the child printed no JSON line"),
                HarnessJson.Default.ChildResult)!;
    }

    /// <summary>Runs a child to completion.</summary>
    public static Outcome Run(ChildHost host, string lib, string workload, ChildSettings settings, IReadOnlyDictionary<string, string> env, bool validateOnly)
    {
        ProcessStartInfo start = StartInfo(host, lib, workload, settings, env, validateOnly);
        var clock = Stopwatch.StartNew();
        using Process process = Process.Start(start) ?? throw new InvalidOperationException("could not start the child process");
        Task<string> stdout = process.StandardOutput.ReadToEndAsync();
        Task<string> stderr = process.StandardError.ReadToEndAsync();
        process.WaitForExit();
        return new Outcome(process.ExitCode, stdout.Result, stderr.Result, clock.Elapsed);
    }

    /// <summary>How to start a child (its output redirected; the lock-step parent redirects its input too).</summary>
    public static ProcessStartInfo StartInfo(ChildHost host, string lib, string workload, ChildSettings settings, IReadOnlyDictionary<string, string> env, bool validateOnly)
    {
        var start = new ProcessStartInfo(host.FileName)
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        foreach (string arg in (string[])[.. host.Arguments, "--child", lib, workload,
                     "--warmup-ms", Text(settings.WarmupMs), "--batches", Text(settings.Batches), "--batch-ms", Text(settings.BatchMs)])
        {
            start.ArgumentList.Add(arg);
        }

        if (validateOnly)
        {
            start.ArgumentList.Add("--validate");
        }

        foreach ((string key, string value) in env)
        {
            start.Environment[key] = value;
        }

        return start;
    }

    private static string Text(int value) => value.ToString(CultureInfo.InvariantCulture);
}
