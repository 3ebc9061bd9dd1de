using System.Buffers;
using MessagePack;
using Nano.Benchmarks.Workloads;
using Nano.Ratio.Data;
using Nano.Ratio.Harness;

namespace Nano.Ratio.Peers;

// W2 with MessagePack 2.5.307: its own wire format (a speed reference only), integer-keyed contracts (its fast path),
// default options. Validated by its own round trip.

/// <summary>The mutable Poco for MessagePack.</summary>
[MessagePackObject]
public sealed class MsgPoco
{
    /// <summary>The string.</summary>
    [Key(0)] public string? StringProp { get; set; }

    /// <summary>The int.</summary>
    [Key(1)] public int IntProp { get; set; }

    /// <summary>The GUID.</summary>
    [Key(2)] public Guid GuidProp { get; set; }

    /// <summary>The instant.</summary>
    [Key(3)] public DateTime DateProp { get; set; }
}

/// <summary>The mutable list for MessagePack.</summary>
[MessagePackObject]
public sealed class MsgPocoList
{
    /// <summary>The items.</summary>
    [Key(0)] public List<MsgPoco> Items { get; set; } = [];
}

/// <summary>The immutable Poco for MessagePack: values only through the constructor.</summary>
[MessagePackObject]
[method: SerializationConstructor]
public sealed class MsgImmutablePoco(string stringProp, int intProp, Guid guidProp, DateTime dateProp)
{
    /// <summary>The string.</summary>
    [Key(0)] public string StringProp { get; } = stringProp;

    /// <summary>The int.</summary>
    [Key(1)] public int IntProp { get; } = intProp;

    /// <summary>The GUID.</summary>
    [Key(2)] public Guid GuidProp { get; } = guidProp;

    /// <summary>The instant.</summary>
    [Key(3)] public DateTime DateProp { get; } = dateProp;
}

/// <summary>The immutable list for MessagePack.</summary>
[MessagePackObject]
[method: SerializationConstructor]
public sealed class MsgImmutablePocoList(List<MsgImmutablePoco> items)
{
    /// <summary>The items.</summary>
    [Key(0)] public List<MsgImmutablePoco> Items { get; } = items;
}

/// <summary>W2 with MessagePack.</summary>
internal sealed class MessagePackW2 : IWorkloadPeer
{
    public MessagePackW2()
    {
        var mutable = new MsgPocoList
        {
            Items = W2Data.Values.Select(v => new MsgPoco { StringProp = v.StringProp, IntProp = v.IntProp, GuidProp = v.GuidProp, DateProp = v.DateProp }).ToList(),
        };
        var immutable = new MsgImmutablePocoList(W2Data.Values.Select(v => new MsgImmutablePoco(v.StringProp, v.IntProp, v.GuidProp, v.DateProp)).ToList());
        byte[] mutableBytes = MessagePackSerializer.Serialize(mutable);
        byte[] immutableBytes = MessagePackSerializer.Serialize(immutable);
        var writer = new ArrayBufferWriter<byte>(mutableBytes.Length + 4096);
        Operations =
        [
            Ops.Serialize("Mutable Write", writer, () => { writer.ResetWrittenCount(); MessagePackSerializer.Serialize(writer, mutable); return writer.WrittenCount; }, mutableBytes, "Write"),
            new("Mutable Read", () => MessagePackSerializer.Deserialize<MsgPocoList>(mutableBytes).Items.Count,
                () => W2Data.CheckValues(MessagePackSerializer.Deserialize<MsgPocoList>(mutableBytes).Items.Select(p => new PocoValues(p.StringProp!, p.IntProp, p.GuidProp, p.DateProp)).ToList(), "MessagePack mutable read"), "Read"),
            Ops.Serialize("Immutable Write", writer, () => { writer.ResetWrittenCount(); MessagePackSerializer.Serialize(writer, immutable); return writer.WrittenCount; }, immutableBytes, "Write"),
            new("Immutable Read", () => MessagePackSerializer.Deserialize<MsgImmutablePocoList>(immutableBytes).Items.Count,
                () => W2Data.CheckValues(MessagePackSerializer.Deserialize<MsgImmutablePocoList>(immutableBytes).Items.Select(p => new PocoValues(p.StringProp, p.IntProp, p.GuidProp, p.DateProp)).ToList(), "MessagePack immutable read"), "Read"),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}
