using System.Diagnostics;
using System.Reflection;
using BenchmarkDotNet.Attributes;

namespace Nano.Benchmarks.Infrastructure;

/// <summary>
/// <c>--validate</c>: runs every benchmark class's <c>[GlobalSetup]</c> (which validates every peer's output) and then
/// each benchmark method once, without timing anything. A quick check that the suite is sound before a long run.
/// </summary>
public static class SmokeRun
{
    /// <summary>Runs the check; returns the process exit code (0 when every class validates).</summary>
    public static int Run(string? filter)
    {
        int failures = 0;
        IEnumerable<Type> classes = typeof(SmokeRun).Assembly.GetTypes()
            .Where(t => t.IsPublic && !t.IsAbstract && t.GetMethods().Any(m => m.IsDefined(typeof(BenchmarkAttribute))))
            .Where(t => filter is null || t.Name.Contains(filter, StringComparison.OrdinalIgnoreCase))
            .OrderBy(t => t.FullName, StringComparer.Ordinal);
        foreach (Type type in classes)
        {
            var stopwatch = Stopwatch.StartNew();
            try
            {
                object instance = Activator.CreateInstance(type)!;
                foreach (MethodInfo setup in type.GetMethods().Where(m => m.IsDefined(typeof(GlobalSetupAttribute))))
                {
                    setup.Invoke(instance, null);
                }

                int run = 0;
                foreach (MethodInfo benchmark in type.GetMethods().Where(m => m.IsDefined(typeof(BenchmarkAttribute))))
                {
                    if (!NanoBackends.EmitAvailable && benchmark.Name.EndsWith(NanoBackends.EmitMethodSuffix, StringComparison.Ordinal))
                    {
                        continue;
                    }

                    benchmark.Invoke(instance, null);
                    run++;
                }

                Console.WriteLine($"OK    {type.Name}: setup validated, {run} benchmark methods ran once ({stopwatch.ElapsedMilliseconds} ms)");
            }
            catch (TargetInvocationException e) when (e.InnerException is not null)
            {
                failures++;
                Console.WriteLine($"FAIL  {type.Name}: {e.InnerException.GetType().Name}: {e.InnerException.Message}");
            }
        }

        return failures == 0 ? 0 : 1;
    }
}
