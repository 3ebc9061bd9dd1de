using System.Runtime.InteropServices;

namespace Nano.Ratio.Harness;

/// <summary>
/// The runtimes a child can run on (the parent's <c>--runtime</c>), each from its own build of this project: <c>net10</c>
/// (net10.0, <c>dotnet Nano.Ratio.dll</c>), <c>net8</c> (net8.0, the self-contained apphost) and <c>mono</c> (net472,
/// <c>mono Nano.Ratio.exe</c>). A library is compared with Google.Protobuf on the same runtime only.
/// </summary>
internal static class Runtimes
{
    public const string Net10 = "net10";
    public const string Net8 = "net8";
    public const string Mono = "mono";

    /// <summary>Every runtime name, the default first.</summary>
    public static readonly string[] Names = [Net10, Net8, Mono];

    /// <summary>The runtime of this build (a child knows which one it is by the build it was compiled into).</summary>
#if NETFRAMEWORK
    public const string Current = Mono;
#elif NET10_0_OR_GREATER
    public const string Current = Net10;
#else
    public const string Current = Net8;
#endif

    /// <summary>The target framework of <paramref name="runtime"/>'s build (its output folder under bin/CONFIG/).</summary>
    public static string TargetFramework(string runtime) => runtime switch
    {
        Net10 => "net10.0",
        Net8 => "net8.0",
        Mono => "net472",
        _ => throw new ArgumentException($"unknown runtime '{runtime}' (known: {string.Join(", ", Names)})"),
    };

    /// <summary>
    /// This process's runtime as it describes itself, e.g. ".NET 8.0.31" or "Mono 6.8.0.105 (Debian ...)": the child
    /// reports it so that the tables say which runtime their figures are from, not only which build was started.
    /// </summary>
    public static string Description => RuntimeInformation.FrameworkDescription.Trim();
}

/// <summary>
/// Bytes allocated by the current thread, where the runtime counts them. .NET Framework has no such counter (its
/// reference assemblies lack <c>GC.GetAllocatedBytesForCurrentThread</c>), so on the net472 build, under Mono, the
/// figure is reported as unavailable (NaN, "–" in the tables) rather than as a number that means something else.
/// </summary>
internal static class Allocations
{
#if NETFRAMEWORK
    public const bool Available = false;

    public static long CurrentThread() => 0;
#else
    public const bool Available = true;

    public static long CurrentThread() => GC.GetAllocatedBytesForCurrentThread();
#endif

    /// <summary>Bytes per call, or NaN where there is no counter.</summary>
    public static double PerCall(long bytes, long calls) => Available ? (double)bytes / calls : double.NaN;
}
