#if NET
using System.Buffers;
using MemoryPack;
using Nano.Benchmarks.Workloads;
using Nano.Ratio.Data;
using Nano.Ratio.Harness;

namespace Nano.Ratio.Peers;

// W2 with MemoryPack 1.21.4: its own near-memcpy format (the upper bound of a binary serializer), source-generated
// formatters. Validated by its own round trip.

/// <summary>The mutable Poco for MemoryPack.</summary>
[MemoryPackable]
public sealed partial class MemPoco
{
    /// <summary>The string.</summary>
    public string? StringProp { get; set; }

    /// <summary>The int.</summary>
    public int IntProp { get; set; }

    /// <summary>The GUID.</summary>
    public Guid GuidProp { get; set; }

    /// <summary>The instant.</summary>
    public DateTime DateProp { get; set; }
}

/// <summary>The mutable list for MemoryPack.</summary>
[MemoryPackable]
public sealed partial class MemPocoList
{
    /// <summary>The items.</summary>
    public List<MemPoco> Items { get; set; } = [];
}

/// <summary>The immutable Poco for MemoryPack: values only through the constructor.</summary>
[MemoryPackable]
public sealed partial class MemImmutablePoco
{
    /// <summary>Creates the item.</summary>
    [MemoryPackConstructor]
    public MemImmutablePoco(string stringProp, int intProp, Guid guidProp, DateTime dateProp)
    {
        StringProp = stringProp;
        IntProp = intProp;
        GuidProp = guidProp;
        DateProp = dateProp;
    }

    /// <summary>The string.</summary>
    public string StringProp { get; }

    /// <summary>The int.</summary>
    public int IntProp { get; }

    /// <summary>The GUID.</summary>
    public Guid GuidProp { get; }

    /// <summary>The instant.</summary>
    public DateTime DateProp { get; }
}

/// <summary>The immutable list for MemoryPack.</summary>
[MemoryPackable]
public sealed partial class MemImmutablePocoList
{
    /// <summary>Creates the list.</summary>
    [MemoryPackConstructor]
    public MemImmutablePocoList(List<MemImmutablePoco> items) => Items = items;

    /// <summary>The items.</summary>
    public List<MemImmutablePoco> Items { get; }
}

/// <summary>W2 with MemoryPack.</summary>
internal sealed class MemoryPackW2 : IWorkloadPeer
{
    public MemoryPackW2()
    {
        var mutable = new MemPocoList
        {
            Items = W2Data.Values.Select(v => new MemPoco { StringProp = v.StringProp, IntProp = v.IntProp, GuidProp = v.GuidProp, DateProp = v.DateProp }).ToList(),
        };
        var immutable = new MemImmutablePocoList(W2Data.Values.Select(v => new MemImmutablePoco(v.StringProp, v.IntProp, v.GuidProp, v.DateProp)).ToList());
        byte[] mutableBytes = MemoryPackSerializer.Serialize(mutable);
        byte[] immutableBytes = MemoryPackSerializer.Serialize(immutable);
        var writer = new ArrayBufferWriter<byte>(mutableBytes.Length + 4096);
        Operations =
        [
            Ops.Serialize("Mutable Write", writer, () => { writer.ResetWrittenCount(); MemoryPackSerializer.Serialize(writer, mutable); return writer.WrittenCount; }, mutableBytes, "Write"),
            new("Mutable Read", () => MemoryPackSerializer.Deserialize<MemPocoList>(mutableBytes)!.Items.Count,
                () => W2Data.CheckValues(MemoryPackSerializer.Deserialize<MemPocoList>(mutableBytes)!.Items.Select(p => new PocoValues(p.StringProp!, p.IntProp, p.GuidProp, p.DateProp)).ToList(), "MemoryPack mutable read"), "Read"),
            Ops.Serialize("Immutable Write", writer, () => { writer.ResetWrittenCount(); MemoryPackSerializer.Serialize(writer, immutable); return writer.WrittenCount; }, immutableBytes, "Write"),
            new("Immutable Read", () => MemoryPackSerializer.Deserialize<MemImmutablePocoList>(immutableBytes)!.Items.Count,
                () => W2Data.CheckValues(MemoryPackSerializer.Deserialize<MemImmutablePocoList>(immutableBytes)!.Items.Select(p => new PocoValues(p.StringProp, p.IntProp, p.GuidProp, p.DateProp)).ToList(), "MemoryPack immutable read"), "Read"),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}
#else
using Nano.Ratio.Harness;

namespace Nano.Ratio.Peers;

/// <summary>MemoryPack has no .NET Framework build; the library table keeps this child from being started on Mono.</summary>
internal sealed class MemoryPackW2 : IWorkloadPeer
{
    public MemoryPackW2() => throw new PlatformNotSupportedException(Libraries.Find("memorypack").NotOn[Runtimes.Mono]);

    public IReadOnlyList<Operation> Operations => [];
}
#endif
