using System.Buffers;
using Nano.Benchmarks.Workloads;
using Nano.Ratio.Data;
using Nano.Ratio.Harness;
using Pbn = ProtoBuf.Serializer;

namespace Nano.Ratio.Peers.ProtobufNet;

// "nano-pbnet": Nano serializing the very contract types the protobuf-net peers use (protobuf-net's attributes, read by
// name), so the ratio to the "protobuf-net" row is issue 22's "types with protobuf-net attributes" target. Validation:
// Nano's bytes equal protobuf-net's own bytes for the same object (and Google's), and a read re-serializes to them.

/// <summary>W1 on protobuf-net's contract types, written and read by Nano.</summary>
internal sealed class NanoOnProtobufNetW1 : IWorkloadPeer
{
    public NanoOnProtobufNetW1(RuntimeTypeModel model)
    {
        NanoModels.NoteOrigins(model, typeof(PbnForwardRequest), typeof(PbnForwardPerItemRequest), typeof(PbnForwardResponse), typeof(PbnForwardPerItemResponse));
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
        Check.SameBytes(ProtobufNetBytes(request), requestBytes, "protobuf-net writes the request as Google does");
        Check.SameBytes(ProtobufNetBytes(response), responseBytes, "protobuf-net writes the response as Google does");
        Operations =
        [
            Ops.Serialize("Request Serialize", writer, () => { writer.ResetWrittenCount(); model.Serialize(writer, request); return writer.WrittenCount; }, requestBytes),
            Ops.Measure("Request Measure", () => model.Measure(request), requestBytes.Length),
            new("Request Deserialize", () => model.Deserialize<PbnForwardRequest>(requestBytes).ItemRequests.Count, () =>
            {
                PbnForwardRequest read = model.Deserialize<PbnForwardRequest>(requestBytes);
                Check.SameBytes(requestBytes, ProtobufNetBytes(read), "the request Nano reads re-serializes (by protobuf-net) to the same bytes");
                Check.That(read.ItemRequests.Count == ForwardWorkload.ItemCount && read.TraceId == ForwardWorkload.TraceId, "the request read back has its items and trace id");
            }),
            Ops.Serialize("Response Serialize", writer, () => { writer.ResetWrittenCount(); model.Serialize(writer, response); return writer.WrittenCount; }, responseBytes),
            Ops.Measure("Response Measure", () => model.Measure(response), responseBytes.Length),
            new("Response Deserialize", () => model.Deserialize<PbnForwardResponse>(responseBytes).ItemResponses.Count, () =>
            {
                PbnForwardResponse read = model.Deserialize<PbnForwardResponse>(responseBytes);
                Check.SameBytes(responseBytes, ProtobufNetBytes(read), "the response Nano reads re-serializes (by protobuf-net) to the same bytes");
                Check.That(read.ItemResponses.Count == ForwardWorkload.ItemCount && read.RouteStartTimeInTicks == W1Data.RouteStartTicks, "the response read back has its items and start time");
            }),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }

    internal static byte[] ProtobufNetBytes<T>(T value)
    {
        var stream = new MemoryStream();
        Pbn.Serialize(stream, value);
        return stream.ToArray();
    }
}

/// <summary>W2's mutable rows on protobuf-net's contract types (Level300, a FixedSize Guid), written and read by Nano.</summary>
internal sealed class NanoOnProtobufNetW2 : IWorkloadPeer
{
    public NanoOnProtobufNetW2(RuntimeTypeModel model)
    {
        NanoModels.NoteOrigins(model, typeof(PbnPocoList), typeof(PbnPoco));
        var mutable = new PbnPocoList
        {
            Items = W2Data.Values.Select(v => new PbnPoco { StringProp = v.StringProp, IntProp = v.IntProp, GuidProp = v.GuidProp, DateProp = v.DateProp }).ToList(),
        };
        byte[] bytes = W2Data.GoogleBytes;
        Check.SameBytes(bytes, NanoOnProtobufNetW1.ProtobufNetBytes(mutable), "protobuf-net writes the rows as Google does");
        var writer = new ArrayBufferWriter<byte>(bytes.Length + 4096);
        Operations =
        [
            Ops.Serialize("Mutable Write", writer, () => { writer.ResetWrittenCount(); model.Serialize(writer, mutable); return writer.WrittenCount; }, bytes, "Write"),
            new("Mutable Read", () => model.Deserialize<PbnPocoList>(bytes).Items.Count,
                () => W2Data.CheckValues(model.Deserialize<PbnPocoList>(bytes).Items.Select(p => new PocoValues(p.StringProp!, p.IntProp, p.GuidProp, p.DateProp)).ToList(), "Nano read of protobuf-net's contract"), "Read"),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}
