using Nano.Benchmarks.Workloads;
using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.Ratio.Data;
using Nano.Ratio.Harness;

namespace Nano.Ratio.Peers;

/// <summary>
/// W2 with Hyperion 0.12.2: its own format, no contracts (it serializes the workload's plain CodeFirst classes by
/// their fields), default options, through a reused <see cref="MemoryStream"/> (its API is stream-based). Validated by
/// its own round trip.
/// </summary>
internal sealed class HyperionW2 : IWorkloadPeer
{
    public HyperionW2()
    {
        var serializer = new Hyperion.Serializer();
        PocoList mutable = PocoWorkload.CreateNano(W2Data.Values);
        ImmutablePocoList immutable = PocoWorkload.CreateNanoImmutable(W2Data.Values);
        byte[] mutableBytes = ToBytes(serializer, mutable);
        byte[] immutableBytes = ToBytes(serializer, immutable);
        var stream = new MemoryStream(mutableBytes.Length + 4096);
        Operations =
        [
            new("Mutable Write", () => Write(serializer, stream, mutable), () => ValidateWrite(serializer, stream, mutable, mutableBytes), "Write"),
            new("Mutable Read", () => serializer.Deserialize<PocoList>(new MemoryStream(mutableBytes, writable: false)).Items.Count,
                () => W2Data.CheckValues(serializer.Deserialize<PocoList>(new MemoryStream(mutableBytes, writable: false)).Items.Select(PocoWorkload.FromNano).ToList(), "Hyperion mutable read"), "Read"),
            new("Immutable Write", () => Write(serializer, stream, immutable), () => ValidateWrite(serializer, stream, immutable, immutableBytes), "Write"),
            new("Immutable Read", () => serializer.Deserialize<ImmutablePocoList>(new MemoryStream(immutableBytes, writable: false)).Items.Count,
                () => W2Data.CheckValues(serializer.Deserialize<ImmutablePocoList>(new MemoryStream(immutableBytes, writable: false)).Items.Select(PocoWorkload.FromNano).ToList(), "Hyperion immutable read"), "Read"),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }

    private static long Write(Hyperion.Serializer serializer, MemoryStream stream, object value)
    {
        stream.SetLength(0);
        serializer.Serialize(value, stream);
        return stream.Length;
    }

    private static void ValidateWrite(Hyperion.Serializer serializer, MemoryStream stream, object value, byte[] expected)
    {
        long length = Write(serializer, stream, value);
        Check.That(length == expected.Length, $"Hyperion writes {length} bytes, expected {expected.Length}");
        Check.SameBytes(expected, stream.GetBuffer().AsSpan(0, (int)length), "Hyperion writes the same bytes each time");
    }

    private static byte[] ToBytes(Hyperion.Serializer serializer, object value)
    {
        var stream = new MemoryStream();
        serializer.Serialize(value, stream);
        return stream.ToArray();
    }
}
