using System.Reflection;
using BenchmarkDotNet.Attributes;

namespace Nano.Benchmarks.Infrastructure;

/// <summary>
/// <c>--loop CLASS.METHOD N</c>: runs the class's <c>[GlobalSetup]</c> (validation included) and then the benchmark
/// method N times, untimed. For instruction counts under valgrind, which a noisy shared machine cannot disturb:
/// run <c>valgrind --tool=callgrind</c> with N and with 0; the difference divided by N is the instructions per call.
/// </summary>
public static class LoopRun
{
    /// <summary>Runs the loop; returns the process exit code.</summary>
    public static int Run(string name, int count)
    {
        int dot = name.LastIndexOf('.');
        Type type = typeof(LoopRun).Assembly.GetTypes().Single(t => t.Name == name[..dot]);
        MethodInfo method = type.GetMethod(name[(dot + 1)..])!;
        object instance = Activator.CreateInstance(type)!;
        foreach (MethodInfo setup in type.GetMethods().Where(m => m.IsDefined(typeof(GlobalSetupAttribute))))
        {
            setup.Invoke(instance, null);
        }

        typeof(LoopRun).GetMethod(nameof(Loop), BindingFlags.NonPublic | BindingFlags.Static)!
            .MakeGenericMethod(method.ReturnType).Invoke(null, [instance, method, count]);
        return 0;
    }

    private static void Loop<T>(object instance, MethodInfo method, int count)
    {
        var call = (Func<T>)Delegate.CreateDelegate(typeof(Func<T>), instance, method);
        for (int i = 0; i < count; i++)
        {
            call();
        }
    }
}
