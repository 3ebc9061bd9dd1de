using Nano.Ratio.Harness;
using Nano.Ratio.Peers;
using Nano.Ratio.Peers.ProtobufNet;

namespace Nano.Ratio;

/// <summary>One library the ratio mode can run: its <c>--libs</c> name and the workloads it has code for.</summary>
internal sealed record Library(string Name, string Description, IReadOnlyDictionary<string, Func<IWorkloadPeer>> Workloads)
{
    /// <summary>
    /// The runtimes (<see cref="Runtimes"/> names) this library has no build for, each with the reason: the parent
    /// skips it there (or refuses it when <c>--libs</c> names it), and a child asked for it anyway refuses to start.
    /// </summary>
    public IReadOnlyDictionary<string, string> NotOn { get; init; } = new Dictionary<string, string>();
}

/// <summary>
/// The table of libraries and workloads. Each entry maps a workload name to a factory that builds the peer in the
/// child process; a workload a library cannot describe is simply absent. Adding a variant is one entry here.
/// </summary>
internal static class Libraries
{
    /// <summary>The baseline every ratio is taken against.</summary>
    public const string Baseline = "google";

    /// <summary>Workload names, in report order.</summary>
    public static readonly string[] WorkloadNames = ["w1", "w2", "w3", "micro"];

    /// <summary>Every library, in report order (the baseline first).</summary>
    public static readonly Library[] All =
    [
        new(Baseline, "Google.Protobuf 3.36.2, generated classes", new Dictionary<string, Func<IWorkloadPeer>>
        {
            ["w1"] = () => new GoogleW1(),
            ["w2"] = () => new GoogleW2(),
            ["w3"] = () => new GoogleW3(),
            ["micro"] = () => new GoogleMicro(),
        }),
        new("nano", "Nano, default model settings on the emit backend", NanoAll(NanoModels.Default)),

        new("nano-dm", "Nano emit compiled into DynamicMethods (CollectibleCode = true: no tiering, no Dynamic PGO)", NanoAll(NanoModels.DynamicMethods)),
        new("nano-cs", "hand-written C# serializers (benchmarks/Nano.Benchmarks/Handwritten): the compile-time ceiling", new Dictionary<string, Func<IWorkloadPeer>>
        {
            ["w1"] = () => new HandwrittenW1(),
            ["w2"] = () => new HandwrittenW2(),
            ["w3"] = () => new HandwrittenW3(),
        }),
        new("nano-interp", "Nano, interpreted backend", NanoAll(NanoModels.Interpreted)),
        new("nano-gen", "Nano, serializers written by its source generator (generated backend)",
            new Dictionary<string, Func<IWorkloadPeer>>
        {
            ["w1"] = () => new NanoW1(GeneratedModels.For(GeneratedModels.W1Types)),
            ["w2"] = () => new NanoW2(GeneratedModels.For(GeneratedModels.W2Types)),
        }),
        new("nano-pool", "Nano pool mode: DeserializePooled, lease disposed each call", new Dictionary<string, Func<IWorkloadPeer>>
        {
            ["w1"] = () => new NanoPoolW1(NanoModels.Default()),
        }),
        new("nano-recycle", "Nano pool mode with RecycleMessages: message objects and lists recycled too", new Dictionary<string, Func<IWorkloadPeer>>
        {
            ["w1"] = () => new NanoPoolW1(NanoModels.Recycling()),
        }),
        new("nano-into", "Nano read into an existing graph (DeserializeInto): W2's list and items reused across calls", new Dictionary<string, Func<IWorkloadPeer>>
        {
            ["w2"] = () => new NanoIntoW2(NanoModels.Default()),
        }),
        new("nano-into-cache", "Nano read into an existing graph with the string cache on (CacheStrings)", new Dictionary<string, Func<IWorkloadPeer>>
        {
            ["w2"] = () => new NanoIntoW2(NanoModels.CachingStrings()),
        }),
        new("protobuf-net", "protobuf-net 3.4.40, attribute contracts", new Dictionary<string, Func<IWorkloadPeer>>
        {
            ["w1"] = () => new ProtobufNetW1(),
            ["w2"] = () => new ProtobufNetW2(),
            ["w3"] = () => new ProtobufNetW3(),
        }),
        new("nano-pbnet", "Nano (emit) on protobuf-net's attribute contracts: the types of the protobuf-net row, unchanged", new Dictionary<string, Func<IWorkloadPeer>>
        {
            ["w1"] = () => new NanoOnProtobufNetW1(NanoModels.Default()),
            ["w2"] = () => new NanoOnProtobufNetW2(NanoModels.Default()),
        }),
        new("messagepack", "MessagePack 2.5.307 (own format)", new Dictionary<string, Func<IWorkloadPeer>>
        {
            ["w2"] = () => new MessagePackW2(),
        }),
        new("memorypack", "MemoryPack 1.21.4 (own format)", new Dictionary<string, Func<IWorkloadPeer>>
        {
            ["w2"] = () => new MemoryPackW2(),
        })
        {
            NotOn = new Dictionary<string, string>
            {
                [Runtimes.Mono] = "MemoryPack 1.21.4 has no .NET Framework build (its package targets netstandard2.1 and .NET 7 and up), so the net472 build that Mono runs has no MemoryPack",
            },
        },
        new("hyperion", "Hyperion 0.12.2 (own format)", new Dictionary<string, Func<IWorkloadPeer>>
        {
            ["w2"] = () => new HyperionW2(),
        }),
        new("memcpy", "copy of the encoded payload (the physical limit)", new Dictionary<string, Func<IWorkloadPeer>>
        {
            ["w1"] = () => new MemcpyW1(),
        }),
    ];

    /// <summary>Every workload's Nano peer on models from <paramref name="model"/> (one model per child process).</summary>
    private static Dictionary<string, Func<IWorkloadPeer>> NanoAll(Func<RuntimeTypeModel> model) => new()
    {
        ["w1"] = () => new NanoW1(model()),
        ["w2"] = () => new NanoW2(model()),
        ["w3"] = () => new NanoW3(model()),
        ["micro"] = () => new NanoMicro(model()),
    };

    /// <summary>Builds the peer of <paramref name="lib"/> for <paramref name="workload"/> (in the child process).</summary>
    public static IWorkloadPeer Create(string lib, string workload)
    {
        Library library = Find(lib);
        if (library.NotOn.TryGetValue(Runtimes.Current, out string? reason))
        {
            throw new ArgumentException($"library '{lib}' is not on this runtime ({Runtimes.Current}, {Runtimes.Description}): {reason}");
        }

        if (!library.Workloads.TryGetValue(workload, out Func<IWorkloadPeer>? create))
        {
            throw new ArgumentException($"library '{lib}' has no code for workload '{workload}' (it has: {string.Join(", ", library.Workloads.Keys)})");
        }

        return create();
    }

    /// <summary>
    /// How many operations a child of <paramref name="lib"/> on <paramref name="workload"/> times: for the parent's time
    /// estimate only (the parent never builds a peer itself).
    /// </summary>
    public static int OperationCount(string lib, string workload) => (lib, workload) switch
    {
        (Baseline, "w2") => 2,
        ("nano-pool", "w1") => 2,
        ("nano-recycle", "w1") => 2,
        ("memcpy", "w1") => 4,
        ("nano-cs", "w3") => 3,
        ("nano-pbnet", "w2") => 2,
        (_, "w1") => 6,
        (_, "w2") => 4,
        (_, "w3") => 9,
        _ => 2,
    };

    /// <summary>The library named <paramref name="name"/>.</summary>
    public static Library Find(string name) =>
        All.FirstOrDefault(l => l.Name == name)
        ?? throw new ArgumentException($"unknown library '{name}' (known: {string.Join(", ", All.Select(l => l.Name))})");
}
