using Google.Protobuf;
using Nano.Interop.Benchmarks;

namespace Nano.Interop;

/// <summary>The three dataset files of the public protobuf benchmark suite in <c>shared/benchmark-data</c>.</summary>
public enum BenchmarkDatasetFile
{
    /// <summary><c>dataset.google_message1_proto3.pb</c>: one <c>benchmarks.proto3.GoogleMessage1</c>.</summary>
    GoogleMessage1Proto3,

    /// <summary><c>dataset.google_message1_proto2.pb</c>: one <c>benchmarks.proto2.GoogleMessage1</c>.</summary>
    GoogleMessage1Proto2,

    /// <summary><c>dataset.google_message2.pb</c>: one <c>benchmarks.proto2.GoogleMessage2</c>.</summary>
    GoogleMessage2,
}

/// <summary>
/// Finds and loads the benchmark datasets.
/// </summary>
/// <remarks>
/// The data folder is, in order:
/// <list type="number">
/// <item>the folder named by the environment variable <c>NANO_BENCHMARK_DATA</c>, if it is set;</item>
/// <item>otherwise <c>../shared/benchmark-data</c> beside the folder holding <c>Nano.sln</c>, found by walking
/// up from <see cref="AppContext.BaseDirectory"/>;</item>
/// <item>otherwise the repository's own copy, <c>tests/data/benchmark-datasets</c> (with its license notice), so
/// that a clone with nothing beside it passes its tests.</item>
/// </list>
/// </remarks>
public static class BenchmarkData
{
    /// <summary>The environment variable that overrides the data folder.</summary>
    public const string EnvironmentVariable = "NANO_BENCHMARK_DATA";

    /// <summary>The file that marks the repository root.</summary>
    public const string SolutionFileName = "Nano.sln";

    /// <summary>The data folder's path relative to the repository root.</summary>
    public static readonly string RelativeToRepositoryRoot = Path.Combine("..", "shared", "benchmark-data");

    /// <summary>The repository's own copy of the data, relative to the repository root.</summary>
    public static readonly string BundledInRepository = Path.Combine("tests", "data", "benchmark-datasets");

    /// <summary>The data folder for this process (see the class remarks).</summary>
    /// <exception cref="DirectoryNotFoundException">Neither place holds the data.</exception>
    public static string Directory =>
        Locate(Environment.GetEnvironmentVariable(EnvironmentVariable), AppContext.BaseDirectory);

    /// <summary>
    /// Resolves the data folder from an explicit environment value (null or empty when unset) and a start folder.
    /// </summary>
    /// <exception cref="DirectoryNotFoundException">The folder is absent; the message names both places looked at.</exception>
    public static string Locate(string? environmentValue, string startDirectory)
    {
        bool envSet = !string.IsNullOrWhiteSpace(environmentValue);
        string? envFull = envSet ? Path.GetFullPath(environmentValue!) : null;
        if (envFull is not null && System.IO.Directory.Exists(envFull))
        {
            return envFull;
        }

        string? root = FindRepositoryRoot(startDirectory);
        string? candidate = root is null ? null : Path.GetFullPath(Path.Combine(root, RelativeToRepositoryRoot));
        if (!envSet && candidate is not null && System.IO.Directory.Exists(candidate))
        {
            return candidate;
        }

        string? bundled = root is null ? null : Path.Combine(root, BundledInRepository);
        if (!envSet && bundled is not null && System.IO.Directory.Exists(bundled))
        {
            return bundled;
        }

        // An explicitly set variable is never silently overridden: a wrong value is an error even when the
        // folder beside the repository exists.
        string envPlace = envSet
            ? $"{EnvironmentVariable}='{environmentValue}' -> '{envFull}' (no such folder)"
            : $"{EnvironmentVariable} (not set)";
        string repoPlace = candidate is null
            ? $"'{RelativeToRepositoryRoot}' beside {SolutionFileName} (no {SolutionFileName} in '{startDirectory}' or any parent)"
            : $"'{candidate}' beside '{Path.Combine(root!, SolutionFileName)}' ({(System.IO.Directory.Exists(candidate) ? "exists, but not used because the variable is set" : "no such folder")})";
        string bundledPlace = bundled is null
            ? $"'{BundledInRepository}' in the repository (none found)"
            : $"'{bundled}' ({(System.IO.Directory.Exists(bundled) ? "exists, but not used because the variable is set" : "no such folder")})";
        throw new DirectoryNotFoundException(
            $"Benchmark data folder not found. Looked at: 1) {envPlace}; 2) {repoPlace}; 3) {bundledPlace}. " +
            $"Set {EnvironmentVariable} to the folder holding the dataset.*.pb files, or put them at ../shared/benchmark-data beside the repository root.");
    }

    /// <summary>Walks up from <paramref name="startDirectory"/> to the first folder holding <c>Nano.sln</c>.</summary>
    public static string? FindRepositoryRoot(string startDirectory)
    {
        for (DirectoryInfo? dir = new(Path.GetFullPath(startDirectory)); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, SolutionFileName)))
            {
                return dir.FullName;
            }
        }

        return null;
    }

    /// <summary>The file name of a dataset.</summary>
    public static string FileName(BenchmarkDatasetFile file) => file switch
    {
        BenchmarkDatasetFile.GoogleMessage1Proto3 => "dataset.google_message1_proto3.pb",
        BenchmarkDatasetFile.GoogleMessage1Proto2 => "dataset.google_message1_proto2.pb",
        BenchmarkDatasetFile.GoogleMessage2 => "dataset.google_message2.pb",
        _ => throw new ArgumentOutOfRangeException(nameof(file), file, null),
    };

    /// <summary>The fully-qualified protobuf message name that a dataset's payloads hold.</summary>
    public static string MessageName(BenchmarkDatasetFile file) => file switch
    {
        BenchmarkDatasetFile.GoogleMessage1Proto3 => "benchmarks.proto3.GoogleMessage1",
        BenchmarkDatasetFile.GoogleMessage1Proto2 => "benchmarks.proto2.GoogleMessage1",
        BenchmarkDatasetFile.GoogleMessage2 => "benchmarks.proto2.GoogleMessage2",
        _ => throw new ArgumentOutOfRangeException(nameof(file), file, null),
    };

    /// <summary>The full path of a dataset file.</summary>
    public static string PathOf(BenchmarkDatasetFile file) => Path.Combine(Directory, FileName(file));

    /// <summary>Loads a dataset file into its wrapper message.</summary>
    /// <exception cref="InvalidDataException">The wrapper names a different message type than expected.</exception>
    public static BenchmarkDataset Load(BenchmarkDatasetFile file)
    {
        string path = PathOf(file);
        BenchmarkDataset dataset = BenchmarkDataset.Parser.ParseFrom(File.ReadAllBytes(path));
        if (dataset.MessageName != MessageName(file))
        {
            throw new InvalidDataException(
                $"'{path}' holds '{dataset.MessageName}' payloads; expected '{MessageName(file)}'.");
        }

        return dataset;
    }

    /// <summary>The payloads of a dataset: each a serialized message of type <see cref="MessageName"/>.</summary>
    public static byte[][] Payloads(BenchmarkDatasetFile file)
    {
        BenchmarkDataset dataset = Load(file);
        var result = new byte[dataset.Payload.Count][];
        for (int i = 0; i < result.Length; i++)
        {
            result[i] = dataset.Payload[i].ToByteArray();
        }

        return result;
    }

    /// <summary>The first (in these files, the only) payload of a dataset.</summary>
    public static byte[] FirstPayload(BenchmarkDatasetFile file)
    {
        BenchmarkDataset dataset = Load(file);
        if (dataset.Payload.Count == 0)
        {
            throw new InvalidDataException($"'{PathOf(file)}' holds no payload.");
        }

        return dataset.Payload[0].ToByteArray();
    }

    /// <summary>Reads all of a dataset's payloads, parsing each with <paramref name="parser"/>.</summary>
    public static List<T> Parse<T>(BenchmarkDatasetFile file, MessageParser<T> parser)
        where T : IMessage<T>
    {
        BenchmarkDataset dataset = Load(file);
        var list = new List<T>(dataset.Payload.Count);
        foreach (ByteString payload in dataset.Payload)
        {
            list.Add(parser.ParseFrom(payload));
        }

        return list;
    }
}
