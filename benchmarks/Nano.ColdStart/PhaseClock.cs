using System.Diagnostics;
using System.Globalization;
using System.Text;

namespace Nano.ColdStart;

/// <summary>
/// Splits the process's work into named phases. Each <see cref="Mark"/> closes the phase that began at the previous
/// mark (the first at Main's entry) and records its wall time, the process's CPU time (user + kernel, all threads),
/// and the methods the JIT compiled on this thread and the JIT's time doing it
/// (<see cref="System.Runtime.JitInfo"/> with <c>currentThread: true</c>, so background tier-1 recompilation is not
/// counted: these are the compilations the phase waited for). Reading the clocks costs microseconds and no JIT
/// (all of it is precompiled framework code), so the split does not change what it measures.
/// </summary>
internal sealed class PhaseClock
{
    private const int MaxPhases = 8;
    private readonly string[] _names = new string[MaxPhases];
    private readonly long[] _wall = new long[MaxPhases + 1];
    private readonly TimeSpan[] _cpu = new TimeSpan[MaxPhases + 1];
    private readonly long[] _jitted = new long[MaxPhases + 1];
    private readonly TimeSpan[] _jitTime = new TimeSpan[MaxPhases + 1];
    private int _count;

    public PhaseClock(long start)
    {
        _wall[0] = start;
        Read(0);
    }

    /// <summary>Ends the current phase under <paramref name="name"/> and starts the next (the figures are only formatted by <see cref="ToString"/>).</summary>
    public void Mark(string name)
    {
        _wall[_count + 1] = Stopwatch.GetTimestamp();
        Read(_count + 1);
        _names[_count++] = name;
    }

    /// <summary><c>name:wall/cpu/jit/jit_ms,...</c> (milliseconds, methods), one entry per phase in order.</summary>
    public override string ToString()
    {
        var text = new StringBuilder();
        for (int i = 0; i < _count; i++)
        {
            text.Append(CultureInfo.InvariantCulture, $"{(i > 0 ? "," : "")}{_names[i]}:{Stopwatch.GetElapsedTime(_wall[i], _wall[i + 1]).TotalMilliseconds:F2}/{(_cpu[i + 1] - _cpu[i]).TotalMilliseconds:F2}/{_jitted[i + 1] - _jitted[i]}/{(_jitTime[i + 1] - _jitTime[i]).TotalMilliseconds:F2}");
        }

        return text.ToString();
    }

    private void Read(int at)
    {
        _cpu[at] = Environment.CpuUsage.TotalTime;
        _jitted[at] = System.Runtime.JitInfo.GetCompiledMethodCount(currentThread: true);
        _jitTime[at] = System.Runtime.JitInfo.GetCompilationTime(currentThread: true);
    }
}
