using System.Diagnostics;
using System.Reflection;
using Nano.GrpcRig.Server;

namespace Nano.GrpcRig.Runner;

/// <summary>A server variant started as a child process of the runner (so its GC and CPU counters are its own), and
/// killed by the runner when it is disposed.</summary>
public sealed class ServerProcess : IAsyncDisposable
{
    private readonly Process _process;

    private ServerProcess(Process process, Variant variant, Uri baseAddress)
    {
        _process = process;
        Variant = variant;
        BaseAddress = baseAddress;
    }

    public Variant Variant { get; }

    public Uri BaseAddress { get; }

    public static async Task<ServerProcess> StartAsync(Variant variant)
    {
        var host = Environment.ProcessPath!;
        // stdin is a pipe the server watches: when the runner dies, however it dies, the pipe closes and the server stops.
        var start = new ProcessStartInfo(host) { RedirectStandardInput = true, RedirectStandardOutput = true, RedirectStandardError = true };
        if (Path.GetFileNameWithoutExtension(host) == "dotnet")
            start.ArgumentList.Add(Assembly.GetEntryAssembly()!.Location);
        foreach (var arg in new[] { "serve", "--variant", Variants.Name(variant), "--port", "0", "--exit-with-stdin" })
            start.ArgumentList.Add(arg);
        var process = Process.Start(start)!;
        _ = process.StandardError.ReadToEndAsync();

        using var cts = new CancellationTokenSource(TimeSpan.FromSeconds(60));
        while (true)
        {
            var line = await process.StandardOutput.ReadLineAsync(cts.Token)
                ?? throw new InvalidOperationException($"The {Variants.Name(variant)} server exited before listening.");
            if (line.StartsWith("listening ", StringComparison.Ordinal))
            {
                Console.WriteLine($"  server {line}");
                _ = process.StandardOutput.ReadToEndAsync();
                return new ServerProcess(process, variant, new Uri(line.Split(' ')[1]));
            }
        }
    }

    public async ValueTask DisposeAsync()
    {
        if (!_process.HasExited)
        {
            // Closing stdin asks the server to stop (it may write an allocation profile then); kill it if it lingers.
            _process.StandardInput.Close();
            using var grace = new CancellationTokenSource(TimeSpan.FromSeconds(10));
            try
            {
                await _process.WaitForExitAsync(grace.Token);
            }
            catch (OperationCanceledException)
            {
                _process.Kill();
                await _process.WaitForExitAsync();
            }
        }
        _process.Dispose();
    }
}
