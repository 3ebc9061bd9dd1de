using System.Diagnostics;

namespace Nano.Fuzz;

/// <summary>
/// A fuzz campaign against Nano's readers. Inputs come from FsCheck-generated valid payloads of every target type,
/// mutations of them (bit flips, truncation, inserted, deleted and duplicated bytes, splices, length prefixes
/// rewritten to huge, negative or off-by-one values, overlong varints), random bytes, and 10,000-level nestings.
/// Every input is read on every backend, and must satisfy:
/// <list type="bullet">
/// <item>only <see cref="Wire.ProtoException"/> escapes (reading, or re-writing what was read);</item>
/// <item>no read takes longer than <see cref="FuzzOptions.TimeBound"/> (a slow input is timed twice; a hang is
/// reported by a watchdog);</item>
/// <item>a read allocates at most <see cref="FuzzOptions.AllocationPerInputByte"/> × length + <see cref="FuzzOptions.AllocationConstant"/> bytes;</item>
/// <item>all backends accept or reject alike, and re-write an accepted input to the same bytes;</item>
/// <item>what was accepted reads back from its re-written bytes, and re-writes to the same bytes again.</item>
/// </list>
/// The sequence of inputs depends only on <see cref="FuzzOptions.Seed"/>; how many are tried depends on the time.
/// </summary>
public sealed class FuzzEngine(FuzzOptions options)
{
    private readonly List<Finding> _findings = [];
    private readonly Dictionary<string, long> _bySource = [];
    private readonly List<(SerializerBackend Backend, RuntimeTypeModel Model)> _models = options.Backends
        .Select(b =>
        {
            var model = RuntimeTypeModel.Create();
            model.Backend = b;
            return (b, model);
        }).ToList();

    private long _tried, _rejected, _accepted, _maxAllocated;
    private double _maxPerByte;
    private TimeSpan _slowest;
    private volatile bool _stop;
    private volatile InFlight? _current; // a reference, so the watchdog never reads a torn value

    private sealed record InFlight(IFuzzTarget Target, byte[] Input, long Started);

    /// <summary>The backends a process can run: interpreted, and emit where Nano.Emit is loaded and dynamic code runs.</summary>
    public static IReadOnlyList<SerializerBackend> AvailableBackends()
    {
        var probe = RuntimeTypeModel.Create();
        probe.Backend = SerializerBackend.Auto;
        return probe.ResolvedBackendName == "emit" ? [SerializerBackend.Interpreted, SerializerBackend.Emit] : [SerializerBackend.Interpreted];
    }

    /// <summary>Runs the campaign for <see cref="FuzzOptions.Duration"/> (or until <see cref="FuzzOptions.MaxFindings"/>).</summary>
    public FuzzSummary Run()
    {
        if (options.Backends.Count == 0)
            throw new ArgumentException("At least one backend is needed.", nameof(options));
        var clock = Stopwatch.StartNew();
        Exception? crash = null;
        var worker = new Thread(() =>
        {
            try
            {
                Loop(clock);
            }
            catch (Exception e)
            {
                crash = e; // a bug of the fuzzer itself (a generator, a mutator): not a finding about Nano
                _stop = true;
            }
        })
        { IsBackground = true, Name = "Nano fuzz worker" }; // default stack, as a user thread has
        worker.Start();
        var hangLimit = TimeSpan.FromTicks(options.TimeBound.Ticks * 10);
        while (!worker.Join(100))
        {
            if (_current is { } current && Stopwatch.GetElapsedTime(current.Started) > hangLimit)
            {
                lock (_findings)
                    _findings.Add(new Finding("time", current.Target.Name, string.Join("+", options.Backends),
                        $"no result after {hangLimit.TotalSeconds:N0} s (hang; the campaign stops here)", current.Input));
                _stop = true;
                break; // the worker is a background thread: it is abandoned
            }
        }
        if (crash is not null)
            throw new InvalidOperationException("The fuzz engine itself failed (not a finding about Nano).", crash);
        lock (_findings)
            return new FuzzSummary(_tried, _rejected, _accepted, [.. _findings], clock.Elapsed,
                [.. options.Backends.Select(b => b.ToString())], new Dictionary<string, long>(_bySource), _maxAllocated, _maxPerByte, _slowest);
    }

    private void Loop(Stopwatch clock)
    {
        var random = new Random(unchecked((int)(options.Seed ^ (options.Seed >> 32))));
        var mutator = new Mutator(random);
        var targets = Targets.All;
        var corpus = targets.ToDictionary(t => t, _ => new List<byte[]>());
        ulong NextSeed() => (ulong)random.NextInt64() ^ options.Seed;

        // Warm up: build every model and JIT every path once before anything is timed, and seed the corpus.
        foreach (var target in targets)
        {
            for (var i = 0; i < 8; i++)
                corpus[target].Add(target.Valid(NextSeed()));
            foreach (var (_, model) in _models)
                foreach (var input in corpus[target])
                    SafeWarmUp(target, model, input);
        }
        options.Log?.Invoke($"warmed up {targets.Count} targets on {string.Join(", ", options.Backends)} in {clock.Elapsed.TotalSeconds:N1} s");

        var nextReport = TimeSpan.FromSeconds(10);
        while (!_stop && clock.Elapsed < options.Duration)
        {
            var target = targets[random.Next(targets.Count)];
            var pool = corpus[target];
            byte[] input;
            string source;
            var roll = random.NextDouble();
            if (roll < 0.15)
            {
                input = target.Valid(NextSeed());
                if (pool.Count < 256) pool.Add(input); else pool[random.Next(pool.Count)] = input;
                source = "valid";
            }
            else if (roll < 0.88)
            {
                var otherPool = corpus[targets[random.Next(targets.Count)]];
                (input, source) = mutator.Mutate(pool[random.Next(pool.Count)], otherPool[random.Next(otherPool.Count)]);
                source = "mutated";
            }
            else if (roll < 0.98)
            {
                input = new byte[random.Next(0, 300)];
                random.NextBytes(input);
                source = "random";
            }
            else
            {
                input = target.Deep[random.Next(target.Deep.Count)];
                source = "deep";
            }
            _bySource[source] = _bySource.GetValueOrDefault(source) + 1;
            Check(target, input, segmented: random.Next(4) == 0);

            if (clock.Elapsed > nextReport)
            {
                options.Log?.Invoke($"{clock.Elapsed.TotalSeconds,6:N0} s: {_tried:N0} inputs, {_rejected:N0} rejected, {_accepted:N0} accepted, {_findings.Count} findings");
                nextReport += TimeSpan.FromSeconds(10);
            }
        }
        _stop = true;
    }

    private static void SafeWarmUp(IFuzzTarget target, RuntimeTypeModel model, byte[] input)
    {
        try
        {
            target.Read(model, input, segmented: false);
            target.Read(model, input, segmented: true);
        }
        catch (Exception)
        {
            // Reported when the same input comes up in the campaign proper.
        }
    }

    private void Check(IFuzzTarget target, byte[] input, bool segmented)
    {
        Interlocked.Increment(ref _tried);
        var outcomes = new List<(SerializerBackend Backend, ReadOutcome Outcome)>();
        foreach (var (backend, model) in _models)
        {
            if (TryRead(target, model, backend, input, segmented, out var outcome))
                outcomes.Add((backend, outcome));
            else
                return;
        }

        var (firstBackend, first) = outcomes[0];
        foreach (var (backend, outcome) in outcomes.Skip(1))
        {
            if (outcome.Accepted != first.Accepted)
            {
                Report("backends disagree", target, $"{firstBackend} vs {backend}",
                    $"{firstBackend} {(first.Accepted ? "accepts" : $"rejects ({first.Rejection})")}, {backend} {(outcome.Accepted ? "accepts" : $"rejects ({outcome.Rejection})")}", input);
                return;
            }
            if (first.Accepted && !first.Rewritten!.AsSpan().SequenceEqual(outcome.Rewritten))
            {
                Report("backends disagree", target, $"{firstBackend} vs {backend}",
                    $"the decoded values differ: re-written as {Convert.ToHexString(first.Rewritten!)} vs {Convert.ToHexString(outcome.Rewritten!)}", input);
                return;
            }
        }

        if (!first.Accepted)
        {
            Interlocked.Increment(ref _rejected);
            return;
        }
        Interlocked.Increment(ref _accepted);

        // What was accepted must read back from its own re-written bytes, and re-write to the same bytes.
        foreach (var (backend, model) in _models)
        {
            if (!TryRead(target, model, backend, first.Rewritten!, segmented: false, out var again))
                return;
            if (!again.Accepted)
            {
                Report("round trip", target, backend.ToString(), $"its own output is rejected: {again.Rejection}; output {Convert.ToHexString(first.Rewritten!)}", input);
                return;
            }
            if (!again.Rewritten!.AsSpan().SequenceEqual(first.Rewritten))
            {
                Report("round trip", target, backend.ToString(), $"re-writing is not stable: {Convert.ToHexString(first.Rewritten!)} then {Convert.ToHexString(again.Rewritten!)}", input);
                return;
            }
        }
    }

    /// <summary>One read, with the exception, time and allocation checks. False when a finding was reported.</summary>
    private bool TryRead(IFuzzTarget target, RuntimeTypeModel model, SerializerBackend backend, byte[] input, bool segmented, out ReadOutcome outcome)
    {
        _current = new InFlight(target, input, Stopwatch.GetTimestamp());
        try
        {
            outcome = target.Read(model, input, segmented);
            if (outcome.Elapsed > options.TimeBound)
            {
                // Timed again, so that a pause of the machine (GC, other processes) is not taken for a slow input.
                _current = new InFlight(target, input, Stopwatch.GetTimestamp());
                var again = target.Read(model, input, segmented);
                if (again.Elapsed > options.TimeBound)
                {
                    Report("time", target, backend.ToString(), $"{outcome.Elapsed.TotalMilliseconds:N0} ms, then {again.Elapsed.TotalMilliseconds:N0} ms (bound {options.TimeBound.TotalMilliseconds:N0} ms)", input);
                    return false;
                }
                outcome = again;
            }
        }
        catch (Exception e)
        {
            outcome = default;
            Report("exception", target, backend.ToString(), e.ToString(), input);
            return false;
        }
        finally
        {
            _current = null;
        }

        if (outcome.Elapsed > _slowest)
            _slowest = outcome.Elapsed;
        if (outcome.Allocated > _maxAllocated)
            _maxAllocated = outcome.Allocated;
        if (input.Length >= 1024 && (double)outcome.Allocated / input.Length > _maxPerByte)
            _maxPerByte = (double)outcome.Allocated / input.Length;
        var allowed = options.AllocationPerInputByte * input.Length + options.AllocationConstant;
        if (outcome.Allocated > allowed)
        {
            Report("allocation", target, backend.ToString(),
                $"the read allocated {outcome.Allocated:N0} bytes for a {input.Length:N0}-byte input (bound {allowed:N0} = {options.AllocationPerInputByte} × length + {options.AllocationConstant:N0}); {(outcome.Accepted ? "accepted" : $"rejected: {outcome.Rejection}")}", input);
            return false;
        }
        return true;
    }

    private void Report(string kind, IFuzzTarget target, string backend, string detail, byte[] input)
    {
        var finding = new Finding(kind, target.Name, backend, detail, input);
        lock (_findings)
        {
            // One report per (kind, target, first line of the detail): the same bug found again adds nothing.
            var key = detail.Split('\n')[0];
            if (_findings.Any(f => f.Kind == kind && f.Target == target.Name && f.Detail.Split('\n')[0] == key))
                return;
            _findings.Add(finding);
            if (_findings.Count >= options.MaxFindings)
                _stop = true;
        }
        options.Log?.Invoke(finding.ToString());
    }
}
