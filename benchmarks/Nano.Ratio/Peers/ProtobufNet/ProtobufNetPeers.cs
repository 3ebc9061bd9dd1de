using System.Buffers;
using Nano.Benchmarks.Workloads;
using Nano.Ratio.Data;
using Nano.Ratio.Harness;
using Pbn = ProtoBuf.Serializer;

namespace Nano.Ratio.Peers.ProtobufNet;

/// <summary>W1 with protobuf-net 3.4.40 (its default model, attribute contracts).</summary>
internal sealed class ProtobufNetW1 : IWorkloadPeer
{
    public ProtobufNetW1()
    {
        var request = new PbnForwardRequest { TraceId = ForwardWorkload.TraceId, RequestContextInfo = ForwardWorkload.RequestContextInfo() };
        var response = new PbnForwardResponse { RouteLatencyInUs = ForwardWorkload.RouteLatencyInUs, RouteStartTimeInTicks = W1Data.RouteStartTicks };
        for (int i = 0; i < ForwardWorkload.ItemCount; i++)
        {
            request.ItemRequests.Add(new PbnForwardPerItemRequest { ItemId = ForwardWorkload.ItemId(i), ItemContext = ForwardWorkload.ItemContext() });
            response.ItemResponses.Add(new PbnForwardPerItemResponse { Result = ForwardWorkload.Result, ExtraResult = ForwardWorkload.ExtraResult() });
        }

        byte[] requestBytes = W1Data.RequestBytes;
        byte[] responseBytes = W1Data.ResponseBytes;
        var writer = new ArrayBufferWriter<byte>(requestBytes.Length + 4096);
        Operations =
        [
            Ops.Serialize("Request Serialize", writer, () => { writer.ResetWrittenCount(); Pbn.Serialize(writer, request); return writer.WrittenCount; }, requestBytes),
            Ops.Measure("Request Measure", () => { using var m = Pbn.Measure(request); return m.Length; }, requestBytes.Length),
            new("Request Deserialize", () => Pbn.Deserialize<PbnForwardRequest>((ReadOnlyMemory<byte>)requestBytes).ItemRequests.Count, () =>
            {
                // Re-serializing the read object must give Google's bytes again: an equal object, field by field.
                PbnForwardRequest read = Pbn.Deserialize<PbnForwardRequest>((ReadOnlyMemory<byte>)requestBytes);
                writer.ResetWrittenCount();
                Pbn.Serialize(writer, read);
                Check.SameBytes(requestBytes, writer.WrittenSpan, "the request read back re-serializes to Google's bytes");
                Check.That(read.ItemRequests.Count == ForwardWorkload.ItemCount && read.TraceId == ForwardWorkload.TraceId, "the request read back has its items and trace id");
            }),
            Ops.Serialize("Response Serialize", writer, () => { writer.ResetWrittenCount(); Pbn.Serialize(writer, response); return writer.WrittenCount; }, responseBytes),
            Ops.Measure("Response Measure", () => { using var m = Pbn.Measure(response); return m.Length; }, responseBytes.Length),
            new("Response Deserialize", () => Pbn.Deserialize<PbnForwardResponse>((ReadOnlyMemory<byte>)responseBytes).ItemResponses.Count, () =>
            {
                PbnForwardResponse read = Pbn.Deserialize<PbnForwardResponse>((ReadOnlyMemory<byte>)responseBytes);
                writer.ResetWrittenCount();
                Pbn.Serialize(writer, read);
                Check.SameBytes(responseBytes, writer.WrittenSpan, "the response read back re-serializes to Google's bytes");
                Check.That(read.ItemResponses.Count == ForwardWorkload.ItemCount && read.RouteStartTimeInTicks == W1Data.RouteStartTicks, "the response read back has its items and start time");
            }),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}

/// <summary>W2 with protobuf-net 3.4.40: mutable and immutable contracts, both in Google's bytes.</summary>
internal sealed class ProtobufNetW2 : IWorkloadPeer
{
    public ProtobufNetW2()
    {
        var mutable = new PbnPocoList
        {
            Items = W2Data.Values.Select(v => new PbnPoco { StringProp = v.StringProp, IntProp = v.IntProp, GuidProp = v.GuidProp, DateProp = v.DateProp }).ToList(),
        };
        var immutable = new PbnImmutablePocoList(W2Data.Values.Select(v => new PbnImmutablePoco(v.StringProp, v.IntProp, v.GuidProp, v.DateProp)).ToList());
        byte[] bytes = W2Data.GoogleBytes;
        var writer = new ArrayBufferWriter<byte>(bytes.Length + 4096);
        Operations =
        [
            Ops.Serialize("Mutable Write", writer, () => { writer.ResetWrittenCount(); Pbn.Serialize(writer, mutable); return writer.WrittenCount; }, bytes, "Write"),
            new("Mutable Read", () => Pbn.Deserialize<PbnPocoList>((ReadOnlyMemory<byte>)bytes).Items.Count,
                () => W2Data.CheckValues(Pbn.Deserialize<PbnPocoList>((ReadOnlyMemory<byte>)bytes).Items.Select(p => new PocoValues(p.StringProp!, p.IntProp, p.GuidProp, p.DateProp)).ToList(), "protobuf-net mutable read"), "Read"),
            Ops.Serialize("Immutable Write", writer, () => { writer.ResetWrittenCount(); Pbn.Serialize(writer, immutable); return writer.WrittenCount; }, bytes, "Write"),
            new("Immutable Read", () => Pbn.Deserialize<PbnImmutablePocoList>((ReadOnlyMemory<byte>)bytes).Items.Count,
                () => W2Data.CheckValues(Pbn.Deserialize<PbnImmutablePocoList>((ReadOnlyMemory<byte>)bytes).Items.Select(p => new PocoValues(p.StringProp, p.IntProp, p.GuidProp, p.DateProp)).ToList(), "protobuf-net immutable read"), "Read"),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}
