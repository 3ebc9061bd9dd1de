using System.Diagnostics;
using System.Globalization;
using System.Text.Json;

namespace Nano.Ratio.Harness;

/// <summary>Starts one child: <c>dotnet &lt;this dll&gt; --child LIB WORKLOAD ...</c> (never <c>dotnet run</c>).</summary>
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
    public static Outcome Run(string lib, string workload, ChildSettings settings, IReadOnlyDictionary<string, string> env, bool validateOnly)
    {
        ProcessStartInfo start = StartInfo(lib, workload, settings, env, validateOnly);
        var clock = Stopwatch.StartNew();
        using Process process = Process.Start(start) ?? throw new InvalidOperationException("could not start the child process");
        Task<string> stdout = process.StandardOutput.ReadToEndAsync();
        Task<string> stderr = process.StandardError.ReadToEndAsync();
        process.WaitForExit();
        return new Outcome(process.ExitCode, stdout.Result, stderr.Result, clock.Elapsed);
    }

    /// <summary>How to start a child (its output redirected; the lock-step parent redirects its input too).</summary>
    public static ProcessStartInfo StartInfo(string lib, string workload, ChildSettings settings, IReadOnlyDictionary<string, string> env, bool validateOnly)
    {
        var start = new ProcessStartInfo(DotnetHost())
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        start.ArgumentList.Add(typeof(ChildProcess).Assembly.Location);
        foreach (string arg in (string[])["--child", lib, workload,
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

    private static string Text(int value) => value.ToString(CultureInfo.InvariantCulture);
}
