namespace Nano.Benchmarks.Infrastructure;

/// <summary>
/// Benchmark categories. Results are grouped by category, and each category has its own baseline
/// (the Google.Protobuf method), so a class can hold several operations and any number of peers.
/// </summary>
public static class Categories
{
    public const string Measure = "Measure";
    public const string Serialize = "Serialize";
    public const string DeserializeArray = "Deserialize byte[]";
    public const string DeserializeSequence = "Deserialize sequence";
    public const string Write = "Write";
    public const string Read = "Read";
    public const string Parse = "Parse";
}
