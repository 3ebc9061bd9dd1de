using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Filters;
using Nano.Benchmarks.Infrastructure;
using Perfolizer.Horology;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;

namespace Nano.Benchmarks;

/// <summary>
/// The BenchmarkDotNet configuration of every Nano benchmark.
/// </summary>
/// <remarks>
/// <para><b>Toolchain.</b> BenchmarkDotNet 0.14.0 predates .NET 10. What was tried on this machine (SDK 10.0.401,
/// runtime 10.0.12, linux-x64):</para>
/// <list type="bullet">
/// <item>The default out-of-process toolchain, with no runtime given: <b>works</b>. It detects the host runtime as
/// ".NET 10.0.12", generates and builds a net10.0 project beside the output (about 25 s once per run), then runs
/// every benchmark in its own fresh process.</item>
/// <item>A CsProj toolchain with an explicit runtime (<c>CoreRuntime.CreateForNewVersion("net10.0", ...)</c>, and so
/// also <c>--runtimes net10.0</c> on the command line): <b>crashes</b> before running anything, with
/// <c>NotImplementedException: SDK version check not implemented for NotRecognized</c> from
/// <c>DotNetSdkValidator</c>: 0.14.0 has no <c>RuntimeMoniker</c> for .NET 10. So never name the runtime.</item>
/// <item><c>InProcessEmitToolchain</c>: <b>works</b>, with no build step.</item>
/// </list>
/// <para>The default is the out-of-process toolchain on the host runtime, because a fresh process per benchmark is
/// the more faithful measurement: no benchmark inherits another's heap (W1 allocates up to ~0.8 MB per operation),
/// JIT tiering state or Nano's static serializer caches. <c>--inprocess</c> switches to
/// <c>InProcessEmitToolchain</c>: the fallback if a later SDK breaks the generated project's build, and a faster
/// loop while developing. Both report the same runtime and allocation figures within noise.</para>
/// <para><b>Grouping.</b> Each operation is a <c>[BenchmarkCategory]</c> and results are grouped by category, so each
/// category has its own baseline (the Google.Protobuf method) and peers are added as more methods in the same class.</para>
/// <para><b>Missing backends.</b> Without the emit backend (<see cref="NanoBackends.EmitAvailable"/>), every
/// <c>*_Nano_Emit</c> method is filtered out of the run, so the summary holds only the rows that can run.</para>
/// </remarks>
public static class BenchmarkConfig
{
    /// <summary>Builds the configuration.</summary>
    /// <param name="quick">A short job: 4 warmups and 10 iterations of 200 ms each; the whole suite (61 benchmarks) runs in about 6 minutes on 2 cores.</param>
    /// <param name="inProcess">Run in this process (<see cref="InProcessEmitToolchain"/>) instead of one process per benchmark.</param>
    public static IConfig Create(bool quick, bool inProcess)
    {
        Job job = quick
            ? Job.Default
                .WithId("Quick")
                .WithLaunchCount(1)
                .WithWarmupCount(4)
                .WithIterationCount(10)
                .WithIterationTime(TimeInterval.FromMilliseconds(200))
            : Job.Default.WithId("Full");
        if (inProcess)
        {
            job = job.WithToolchain(InProcessEmitToolchain.Instance);
        }

        IConfig config = DefaultConfig.Instance;
        if (!NanoBackends.EmitAvailable)
        {
            config = config.AddFilter(new SimpleFilter(b => !b.Descriptor.WorkloadMethod.Name.EndsWith(NanoBackends.EmitMethodSuffix, StringComparison.Ordinal)));
        }

        return config
            .AddJob(job.AsDefault())
            .AddDiagnoser(MemoryDiagnoser.Default)
            .AddLogicalGroupRules(BenchmarkLogicalGroupRule.ByCategory)
            .WithOrderer(new BenchmarkDotNet.Order.DefaultOrderer(BenchmarkDotNet.Order.SummaryOrderPolicy.Declared, BenchmarkDotNet.Order.MethodOrderPolicy.Declared));
    }
}
