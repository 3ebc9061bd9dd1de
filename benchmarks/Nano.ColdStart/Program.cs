using System.Diagnostics;
using System.Reflection.PortableExecutable;
using System.Runtime.CompilerServices;
using Google.Protobuf;
using G = Nano.ColdStart.Google;

namespace Nano.ColdStart;

/// <summary>
/// W4 cold start. One process does one Serialize and one Deserialize of a 20-field message, prints one line and exits.
/// <c>Nano.Benchmarks --coldstart</c> runs it many times as a whole process and reports the median wall time.
/// </summary>
/// <remarks>
/// Usage: <c>dotnet Nano.ColdStart.dll [--backend emit|emit-collectible|interpreted|auto|google|none] [--compile-all] [--warm] [--verify] [--assemblies]</c>
/// <list type="bullet">
/// <item><c>emit</c> / <c>interpreted</c> / <c>auto</c>: Nano, through the static <see cref="Serializer"/> with
/// <see cref="RuntimeTypeModel.Default"/>'s backend set first. <c>emit</c> falls back to <c>auto</c> (with a note on
/// stderr) when the emit backend is not in the build; the printed <c>backend=</c> says what actually ran.</item>
/// <item><c>emit-collectible</c>: <c>emit</c> with <see cref="RuntimeTypeModel.CollectibleCode"/> set, so the
/// serializers are DynamicMethods (compiled once, fully optimized) instead of tiered static methods; it runs as
/// <c>emit</c> does and reports <c>backend=emit-collectible</c>.</item>
/// <item><c>google</c>: the Google.Protobuf generated class (the reference; Nano is never loaded).</item>
/// <item><c>none</c>: no serializer at all: the runtime's own start-up floor.</item>
/// <item><c>--verify</c>: checks that both variants write identical bytes and read each other's, then exits.</item>
/// <item><c>--compile-all</c>: the <c>serializer</c> phase is <see cref="RuntimeTypeModel.CompileAll"/> (which covers the
/// models already built) instead of creating the one serializer, so that the first serialize and deserialize show what a
/// call still costs after it.</item>
/// <item><c>--warm</c>: before the cold-start message, a message of the same field kinds and other types
/// (<see cref="WarmMessage"/>) is round-tripped in its own model (phase <c>warm</c>), so that the later phases show only
/// what is specific to the cold-start message (with <c>--compile-all</c>: its first calls after CompileAll).</item>
/// <item><c>--assemblies</c>: lists the loaded assemblies on stderr at the end (to check what a variant loads).</item>
/// </list>
/// Output: <c>backend=NAME bytes=N main_ms=T cpu_ms=C jit=J phases=P</c>, where T is the time from entering Main to the end of
/// the Deserialize (the rest of the whole-process time is the runtime's start-up and shutdown), C the CPU time
/// (user + kernel, all threads) the process has used from its start to that point (less sensitive than wall time to
/// other load on a shared machine), and J the number of methods the JIT compiled in the process up to that point
/// (<see cref="System.Runtime.JitInfo"/>; ReadyToRun code and the framework's precompiled code are not counted),
/// and P the split of that work (<see cref="PhaseClock"/>): <c>setup</c> (arguments, backend choice), <c>create</c>
/// (building the message), <c>model</c> (Nano's type model), <c>serializer</c> (Nano's serializer: for emit, IL
/// generation, verification and delegates), <c>serialize</c> and <c>deserialize</c> (the first calls), each as
/// <c>name:wall_ms/cpu_ms/jit_methods/jit_ms</c>.
/// The same app is run as a plain build (every method of the app, Nano and Google.Protobuf is JIT-compiled) and as a
/// ReadyToRun publish (<c>-p:PublishReadyToRun=true</c>; see <c>../tools/coldstart.sh</c>); <c>--verify</c> prints
/// which of the loaded assemblies carry ReadyToRun code.
/// </remarks>
public static class Program
{
    public static int Main(string[] args)
    {
        if (args is ["--compile-all-generated", var types, .. var rest] && int.TryParse(types, out int count) && count > 0)
            return GeneratedTypesRun.Run(count, rest is [var generatedBackend] ? generatedBackend : "emit"); // not a cold start: see GeneratedTypesRun
        long start = Stopwatch.GetTimestamp();
        var clock = new PhaseClock(start);
        string backend = "auto";
        bool verify = false, assemblies = false, compileAll = false, warm = false;
        for (int i = 0; i < args.Length; i++)
        {
            switch (args[i])
            {
                case "--backend" when i + 1 < args.Length:
                    backend = args[++i];
                    break;
                case "--verify":
                    verify = true;
                    break;
                case "--assemblies":
                    assemblies = true;
                    break;
                case "--compile-all":
                    compileAll = true;
                    break;
                case "--warm":
                    warm = true;
                    break;
                default:
                    Console.Error.WriteLine("usage: Nano.ColdStart [--backend emit|emit-collectible|interpreted|auto|google|none] [--compile-all] [--warm] [--verify] [--assemblies]");
                    return 2;
            }
        }

        if (verify)
        {
            return Verify();
        }

        string ran;
        int length;
        switch (backend)
        {
            case "none":
                (ran, length) = ("none", 0);
                break;
            case "google":
                (ran, length) = ("google", GoogleVariant.Run(clock));
                break;
            case "emit" or "emit-collectible" or "interpreted" or "auto":
                (ran, length) = RunNano(backend, compileAll, warm, clock);
                break;
            default:
                Console.Error.WriteLine($"unknown backend '{backend}'");
                return 2;
        }

        double mainMs = Stopwatch.GetElapsedTime(start).TotalMilliseconds;
        double cpuMs = Environment.CpuUsage.TotalTime.TotalMilliseconds;
        long jitted = System.Runtime.JitInfo.GetCompiledMethodCount();
        string phases = clock.ToString();
        Console.WriteLine($"backend={ran} bytes={length} main_ms={mainMs:F2} cpu_ms={cpuMs:F1} jit={jitted}{(phases.Length > 0 ? " phases=" + phases : "")}");
        if (assemblies)
        {
            foreach (string? name in AppDomain.CurrentDomain.GetAssemblies().Select(a => a.GetName().Name).Order(StringComparer.Ordinal))
            {
                Console.Error.WriteLine(name);
            }
        }

        return 0;
    }

    /// <summary>
    /// Nano: choose the backend, then one Serialize and one Deserialize through the static facade. The type model
    /// and the serializer are asked for first, explicitly, so that their costs show as phases of their own; the
    /// facade would do the same work inside the first Serialize.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static (string Backend, int Length) RunNano(string requested, bool compileAll, bool warm, PhaseClock clock)
    {
        // "emit" when Auto resolves to it (Nano.Emit is in the build): asking the model locates the backend the way
        // users' apps do, by loading Nano.Emit (no type name parsed; see BackendLocator).
        SerializerBackend backend = requested switch
        {
            "interpreted" => SerializerBackend.Interpreted,
            "emit" or "emit-collectible" when RuntimeTypeModel.Default.ResolvedBackendName == "emit" => SerializerBackend.Emit,
            _ => SerializerBackend.Auto,
        };
        bool collectible = requested == "emit-collectible";
        if (requested is "emit" or "emit-collectible" && backend != SerializerBackend.Emit)
        {
            Console.Error.WriteLine("note: the Nano emit backend is not in this build; falling back to auto.");
            collectible = false;
        }

        RuntimeTypeModel.Default.Backend = backend;
        RuntimeTypeModel.Default.CollectibleCode = collectible;
        clock.Mark("setup");
        if (warm)
        {
            // Nano's shared code runs once on a message of the same shape in its own model (phase "warm").
            RuntimeTypeModel warmModel = RuntimeTypeModel.Create();
            warmModel.Backend = backend;
            warmModel.CollectibleCode = collectible;
            if (warmModel.Deserialize<WarmMessage>(warmModel.SerializeToArray(WarmMessage.Create())).Key != Values.Key)
            {
                throw new InvalidOperationException("Nano: the warm-up message did not round-trip.");
            }

            clock.Mark("warm");
        }

        ColdStartMessage message = ColdStartMessage.Create();
        clock.Mark("create");
        RuntimeTypeModel.Default.GetModel(typeof(ColdStartMessage));
        clock.Mark("model");
        if (compileAll)
        {
            // Everything up front, as a service does at start-up (CompileAll covers the models built so far, this
            // one included): the serialize and deserialize phases then show what a first call still costs after it
            // (issue 14's target: 0.1 ms for both).
            RuntimeTypeModel.Default.CompileAll();
        }
        else
        {
            RuntimeTypeModel.Default.GetBackend<ColdStartMessage>(); // creates the serializer
        }
        clock.Mark("serializer");
        byte[] bytes = Serializer.SerializeToArray(message);
        clock.Mark("serialize");
        ColdStartMessage copy = Serializer.Deserialize<ColdStartMessage>(bytes);
        clock.Mark("deserialize");
        if (!copy.HasExpectedValues())
        {
            throw new InvalidOperationException("Nano: the message did not round-trip.");
        }

        string ran = RuntimeTypeModel.Default.ResolvedBackendName;
        return (collectible && ran == "emit" ? "emit-collectible" : ran, bytes.Length);
    }

    /// <summary>Both variants write the same bytes and read each other's (run once by the harness before timing).</summary>
    private static int Verify()
    {
        G.ColdStartMessage google = GoogleVariant.Create();
        byte[] googleBytes = google.ToByteArray();
        var failures = new List<string>();
        // Auto is emit when Nano.Emit is in the build; the collectible model then checks its DynamicMethods too.
        foreach ((SerializerBackend backend, bool collectible) in new[] { (SerializerBackend.Interpreted, false), (SerializerBackend.Auto, false), (SerializerBackend.Auto, true) })
        {
            RuntimeTypeModel model = RuntimeTypeModel.Create();
            model.Backend = backend;
            model.CollectibleCode = collectible;
            byte[] nanoBytes = model.SerializeToArray(ColdStartMessage.Create());
            string name = $"Nano ({model.ResolvedBackendName}{(collectible ? ", CollectibleCode" : "")})";
            Console.WriteLine($"{name}: ColdStartMessage served by '{model.GetBackend<ColdStartMessage>()}', ColdStartChild by '{model.GetBackend<ColdStartChild>()}'");
            if (!nanoBytes.AsSpan().SequenceEqual(googleBytes))
            {
                failures.Add($"{name} writes {Convert.ToHexString(nanoBytes)}, Google.Protobuf {Convert.ToHexString(googleBytes)}");
            }

            if (!G.ColdStartMessage.Parser.ParseFrom(nanoBytes).Equals(google))
            {
                failures.Add($"Google.Protobuf does not read {name}'s bytes back equal");
            }

            if (!model.Deserialize<ColdStartMessage>(googleBytes).HasExpectedValues())
            {
                failures.Add($"{name} does not read Google.Protobuf's bytes back equal");
            }

            if (model.Measure(ColdStartMessage.Create()) != googleBytes.Length)
            {
                failures.Add($"{name}: Measure differs from the written length");
            }
        }

        foreach (string failure in failures)
        {
            Console.Error.WriteLine($"verify FAILED: {failure}");
        }

        Console.WriteLine($"ReadyToRun code: {ReadyToRunReport()}");
        Console.WriteLine(failures.Count == 0 ? $"verify OK: Nano and Google.Protobuf write the same {googleBytes.Length} bytes and read each other's" : "verify FAILED");
        return failures.Count == 0 ? 0 : 1;
    }

    /// <summary>Which of the app's, Nano's, Google.Protobuf's and the framework's core assemblies carry ReadyToRun code.</summary>
    private static string ReadyToRunReport()
    {
        var assemblies = new List<System.Reflection.Assembly>
        {
            typeof(Program).Assembly,
            typeof(RuntimeTypeModel).Assembly,
            typeof(IMessage).Assembly,
            typeof(object).Assembly,
        };
        if (Type.GetType("Nano.Emit.EmitBackend, Nano.Emit", throwOnError: false) is { } emit)
        {
            assemblies.Insert(2, emit.Assembly);
        }

        return string.Join(", ", assemblies.Select(a => $"{a.GetName().Name}={(IsReadyToRun(a) ? "yes" : "no")}"));
    }

    /// <summary>True when the assembly's file carries ReadyToRun (precompiled native) code: its CLI header has a managed native header.</summary>
    private static bool IsReadyToRun(System.Reflection.Assembly assembly)
    {
        using var stream = File.OpenRead(assembly.Location);
        using var reader = new PEReader(stream);
        return reader.PEHeaders.CorHeader?.ManagedNativeHeaderDirectory.Size > 0;
    }
}
