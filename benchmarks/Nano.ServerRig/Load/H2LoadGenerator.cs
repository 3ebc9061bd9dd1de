using System.Diagnostics;
using System.Globalization;
using System.Text.RegularExpressions;
using Nano.AspNetCore;

namespace Nano.ServerRig.Load;

/// <summary>
/// nghttp2's <c>h2load</c> (Debian package nghttp2-client): <c>concurrency</c> HTTP/2 connections (h2c prior knowledge),
/// one stream each at a time. Latencies come from its per-request log (<c>--log-file</c>: microseconds until the end
/// of each response), counts and wall time from its summary.
/// </summary>
public sealed partial class H2LoadGenerator : ILoadGenerator
{
    public string Name => "h2load";

    public static string? Locate()
    {
        foreach (var dir in (Environment.GetEnvironmentVariable("PATH") ?? "").Split(':', StringSplitOptions.RemoveEmptyEntries))
        {
            var path = Path.Combine(dir, "h2load");
            if (File.Exists(path))
                return path;
        }
        return null;
    }

    public async Task<LoadRun> RunAsync(Uri url, byte[] body, int requests, int concurrency, TimeSpan timeout)
    {
        var h2load = Locate() ?? throw new InvalidOperationException("h2load is not installed (apt-get install nghttp2-client).");
        var dir = Directory.CreateTempSubdirectory("nano-rig-");
        try
        {
            var bodyFile = Path.Combine(dir.FullName, "request.bin");
            var logFile = Path.Combine(dir.FullName, "requests.log");
            await File.WriteAllBytesAsync(bodyFile, body);
            var start = new ProcessStartInfo(h2load)
            {
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                ArgumentList =
                {
                    "-n", requests.ToString(CultureInfo.InvariantCulture),
                    "-c", concurrency.ToString(CultureInfo.InvariantCulture),
                    "-m", "1",
                    "-t", "1",
                    "-d", bodyFile,
                    "-H", "content-type: " + ProtobufMediaTypes.XProtobuf,
                    "--log-file", logFile,
                    url.ToString(),
                },
            };
            using var process = Process.Start(start)!;
            var stdout = process.StandardOutput.ReadToEndAsync();
            var stderr = process.StandardError.ReadToEndAsync();
            using var cts = new CancellationTokenSource(timeout);
            try
            {
                await process.WaitForExitAsync(cts.Token);
            }
            catch (OperationCanceledException)
            {
                process.Kill();
                throw new TimeoutException($"h2load did not finish {requests} requests within {timeout.TotalSeconds} s.");
            }
            var output = await stdout;
            if (process.ExitCode != 0)
                throw new InvalidOperationException($"h2load exited with {process.ExitCode}: {output}{await stderr}");

            var finished = Finished().Match(output);
            var counts = Counts().Match(output);
            var codes = Codes().Match(output);
            if (!finished.Success || !counts.Success || !codes.Success)
                throw new InvalidOperationException("Unexpected h2load output:\n" + output);
            var elapsed = ParseDuration(finished.Groups[1].Value, finished.Groups[2].Value);
            var succeeded = Math.Min(int.Parse(counts.Groups[1].Value, CultureInfo.InvariantCulture), int.Parse(codes.Groups[1].Value, CultureInfo.InvariantCulture));

            var latencies = (await File.ReadAllLinesAsync(logFile))
                .Select(line => line.Split('\t'))
                .Where(f => f.Length >= 3 && f[1] == "200")
                .Select(f => double.Parse(f[2], CultureInfo.InvariantCulture) / 1000.0)
                .ToArray();
            return new LoadRun(requests, succeeded, elapsed, latencies);
        }
        finally
        {
            dir.Delete(recursive: true);
        }
    }

    private static TimeSpan ParseDuration(string value, string unit)
    {
        var v = double.Parse(value, CultureInfo.InvariantCulture);
        return unit switch
        {
            "ms" => TimeSpan.FromMilliseconds(v),
            "us" => TimeSpan.FromMicroseconds(v),
            _ => TimeSpan.FromSeconds(v),
        };
    }

    [GeneratedRegex(@"finished in ([\d.]+)(s|ms|us),")]
    private static partial Regex Finished();

    [GeneratedRegex(@"requests: \d+ total, \d+ started, \d+ done, (\d+) succeeded")]
    private static partial Regex Counts();

    [GeneratedRegex(@"status codes: (\d+) 2xx")]
    private static partial Regex Codes();
}
