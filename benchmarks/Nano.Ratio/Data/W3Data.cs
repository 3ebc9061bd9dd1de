using Google.Protobuf;
using Nano.Interop;
using Nano.Ratio.Harness;

namespace Nano.Ratio.Data;

/// <summary>
/// One W3 dataset as every peer sees it: the payloads (read in place from shared/benchmark-data, or the folder named by
/// NANO_BENCHMARK_DATA), Google's parse of each, and Google's re-serialization of each (the bytes a protobuf peer
/// must write: for GoogleMessage1 proto3 it is 7 bytes shorter than the payload, which encodes three defaults).
/// </summary>
internal sealed class W3Data<T>
    where T : IMessage<T>
{
    public W3Data(BenchmarkDatasetFile file, MessageParser<T> parser)
    {
        Payloads = BenchmarkData.Payloads(file);
        Check.That(Payloads.Length > 0, $"{file} has payloads");
        Google = Array.ConvertAll(Payloads, p => parser.ParseFrom(p));
        Canonical = Array.ConvertAll(Google, g => g.ToByteArray());
        CanonicalConcatenated = Canonical.SelectMany(b => b).ToArray();
    }

    /// <summary>The payloads as stored.</summary>
    public byte[][] Payloads { get; }

    /// <summary>Google's parse of each payload.</summary>
    public T[] Google { get; }

    /// <summary>Google's re-serialization of each payload.</summary>
    public byte[][] Canonical { get; }

    /// <summary>All of <see cref="Canonical"/>, back to back: what one Serialize call (every payload) writes.</summary>
    public byte[] CanonicalConcatenated { get; }
}

/// <summary>The three W3 datasets and their short names (the operation prefixes).</summary>
internal static class W3Datasets
{
    public const string Gm1Proto3 = "GM1 proto3";
    public const string Gm1Proto2 = "GM1 proto2";
    public const string Gm2 = "GM2";
}
