using System.Buffers;
using Nano.Benchmarks.Handwritten;
using Nano.Benchmarks.Workloads;
using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.Interop;
using Nano.Interop.Generators;
using Nano.Interop.Nano;
using Nano.Tests.CrossCheck.Support;
using Nano.Tests.Support;
using Nano.Tests.Wire.Support;
using Nano.Wire;
using G3 = Nano.Interop.Benchmarks.Proto3;
using N3 = Nano.Interop.Nano.Benchmarks.Proto3;

namespace Nano.Tests.Benchmarks;

/// <summary>
/// The hand-written serializers of benchmarks/Nano.Benchmarks/Handwritten (the compile-time ceiling) against
/// Nano's emit backend: the same bytes (into a roomy output and into 61-byte spans, which make every back-patched
/// prefix divert and restart), Measure equal to the length, and a read equal field by field to emit's read of the
/// same bytes and, through Google.Protobuf's structural equality, to the original.
/// </summary>
public class HandwrittenTests
{
    private static readonly RuntimeTypeModel Emit = Backends.Model(SerializerBackend.Emit);

    /// <summary>The emit backend's bytes, after checking that the hand-written serializer writes and measures them.</summary>
    private static byte[] AssertWritesAsEmit<T>(IHandwritten<T> handwritten, T value)
    {
        var expected = Emit.SerializeToArray(value);
        Assert.Equal(SerializerBackend.Emit, Emit.GetBackend(typeof(T))); // not handed back to the interpreted backend
        Assert.Equal(expected.Length, handwritten.Measure(value));

        var output = new ArrayBufferWriter<byte>();
        handwritten.Serialize(output, value);
        Assert.Equal(expected, output.WrittenSpan.ToArray());

        var chunked = new ChunkedBufferWriter(61);
        handwritten.Serialize(chunked, value);
        Assert.Equal(expected, chunked.WrittenBytes);

        output.ResetWrittenCount();
        handwritten.Serialize(output, value); // again, with the remembered size hint
        Assert.Equal(expected, output.WrittenSpan.ToArray());
        return expected;
    }

    // ---- W1

    public static TheoryData<string> ForwardStrategies => new(nameof(Handwritten.ForwardRequest), nameof(Handwritten.ForwardRequestMeasured));

    private static IHandwritten<ForwardRequest> RequestSerializer(string name) =>
        name == nameof(Handwritten.ForwardRequest) ? Handwritten.ForwardRequest : Handwritten.ForwardRequestMeasured;

    private static IHandwritten<ForwardResponse> ResponseSerializer(string name) =>
        name == nameof(Handwritten.ForwardRequest) ? Handwritten.ForwardResponse : Handwritten.ForwardResponseMeasured;

    [Theory, MemberData(nameof(ForwardStrategies))]
    public void ForwardRequest_Workload_WritesEmitBytesAndRoundTrips(string strategy)
    {
        var original = ForwardWorkload.CreateNanoRequest();
        var bytes = AssertWritesAsEmit(RequestSerializer(strategy), original);
        Assert.Equal(ForwardWorkload.ExpectedRequestSize, bytes.Length);

        var read = RequestSerializer(strategy).Deserialize(bytes);
        AssertSame(Emit.Deserialize<ForwardRequest>(bytes.AsSpan()), read);
        Assert.Equal(ForwardWorkload.ToGoogle(original), ForwardWorkload.ToGoogle(read));
    }

    [Theory, MemberData(nameof(ForwardStrategies))]
    public void ForwardResponse_Workload_WritesEmitBytesAndRoundTrips(string strategy)
    {
        var original = ForwardWorkload.CreateNanoResponse(ForwardWorkload.RouteStartTimeInTicks());
        var bytes = AssertWritesAsEmit(ResponseSerializer(strategy), original);
        Assert.Equal(ForwardWorkload.ExpectedResponseSize, bytes.Length);

        var read = ResponseSerializer(strategy).Deserialize(bytes);
        AssertSame(Emit.Deserialize<ForwardResponse>(bytes.AsSpan()), read);
        Assert.Equal(ForwardWorkload.ToGoogle(original), ForwardWorkload.ToGoogle(read));
    }

    public static TheoryData<string, string> ForwardRequestEdges
    {
        get
        {
            var data = new TheoryData<string, string>();
            foreach (var strategy in new[] { nameof(Handwritten.ForwardRequest), nameof(Handwritten.ForwardRequestMeasured) })
                foreach (var edge in RequestEdges.Keys)
                    data.Add(strategy, edge);
            return data;
        }
    }

    private static readonly Dictionary<string, Func<ForwardRequest>> RequestEdges = new()
    {
        ["empty"] = () => new ForwardRequest(),
        ["empty string, no items"] = () => new ForwardRequest { TraceId = "", ItemRequests = [] },
        ["one empty item"] = () => new ForwardRequest { ItemRequests = [new ForwardPerItemRequest()] },
        ["items with long and empty fields"] = () => new ForwardRequest
        {
            TraceId = string.Concat(Enumerable.Repeat("é€😀x", 60)), // 600 UTF-8 bytes: a two-byte length prefix
            RequestContextInfo = new byte[] { 0 },
            ItemRequests =
            [
                new ForwardPerItemRequest { ItemId = new byte[] { 1, 2, 3 } },
                new ForwardPerItemRequest { ItemContext = Enumerable.Range(0, 300).Select(i => (byte)i).ToArray() }, // the prefix outgrows one byte
                new ForwardPerItemRequest { ItemId = new byte[20_000], ItemContext = new byte[] { 7 } }, // three-byte prefix
            ],
        },
    };

    [Theory, MemberData(nameof(ForwardRequestEdges))]
    public void ForwardRequest_EdgeValues_WriteEmitBytesAndRoundTrip(string strategy, string edge)
    {
        var original = RequestEdges[edge]();
        var bytes = AssertWritesAsEmit(RequestSerializer(strategy), original);

        var read = RequestSerializer(strategy).Deserialize(bytes);
        AssertSame(Emit.Deserialize<ForwardRequest>(bytes.AsSpan()), read);
        Assert.Equal(ForwardWorkload.ToGoogle(original), ForwardWorkload.ToGoogle(read));
    }

    [Fact]
    public void ForwardRequest_NullList_WritesNothingAndReadsAsEmit()
    {
        var original = new ForwardRequest { TraceId = "t", ItemRequests = null! };
        var bytes = AssertWritesAsEmit(Handwritten.ForwardRequest, original);
        Assert.Equal([0x0A, 0x01, (byte)'t'], bytes);
        AssertSame(Emit.Deserialize<ForwardRequest>(bytes.AsSpan()), Handwritten.ForwardRequest.Deserialize(bytes));
    }

    public static TheoryData<string> ResponseEdgeNames => new(ResponseEdges.Keys);

    private static readonly Dictionary<string, Func<ForwardResponse>> ResponseEdges = new()
    {
        ["empty"] = () => new ForwardResponse(),
        ["empty items"] = () => new ForwardResponse { ItemResponses = [new ForwardPerItemResponse(), new ForwardPerItemResponse()] },
        ["negative and extreme numbers"] = () => new ForwardResponse
        {
            RouteLatencyInUs = -1, // ten-byte varint
            RouteStartTimeInTicks = long.MinValue,
            ItemResponses =
            [
                new ForwardPerItemResponse { Result = float.NaN },
                new ForwardPerItemResponse { Result = float.Epsilon, ExtraResult = new byte[200] },
                new ForwardPerItemResponse { Result = float.MinValue, ExtraResult = new byte[] { 9 } },
            ],
        },
    };

    [Theory, MemberData(nameof(ResponseEdgeNames))]
    public void ForwardResponse_EdgeValues_WriteEmitBytesAndRoundTrip(string edge)
    {
        foreach (var serializer in new[] { Handwritten.ForwardResponse, Handwritten.ForwardResponseMeasured })
        {
            var original = ResponseEdges[edge]();
            var bytes = AssertWritesAsEmit(serializer, original);

            var read = serializer.Deserialize(bytes);
            AssertSame(Emit.Deserialize<ForwardResponse>(bytes.AsSpan()), read);
            Assert.Equal(ForwardWorkload.ToGoogle(original), ForwardWorkload.ToGoogle(read));
        }
    }

    [Fact]
    public void ForwardResponse_NegativeZero_IsNotWrittenAsEmit()
    {
        // Emit's implicit presence tests v == 0, which -0.0 passes: it is not written and reads back as +0.
        var original = new ForwardResponse { ItemResponses = [new ForwardPerItemResponse { Result = -0.0f }] };
        var bytes = AssertWritesAsEmit(Handwritten.ForwardResponse, original);
        Assert.Equal([0x0A, 0x00], bytes);
        AssertSame(Emit.Deserialize<ForwardResponse>(bytes.AsSpan()), Handwritten.ForwardResponse.Deserialize(bytes));
    }

    [Fact]
    public void ForwardRequest_TruncatedInput_ThrowsAsEmit()
    {
        var bytes = Emit.SerializeToArray(ForwardWorkload.CreateNanoRequest());
        var truncated = bytes.AsSpan(0, bytes.Length / 2).ToArray();

        var expected = Assert.Throws<ProtoException>(() => Emit.Deserialize<ForwardRequest>(truncated.AsSpan()));
        var actual = Assert.Throws<ProtoException>(() => Handwritten.ForwardRequest.Deserialize(truncated));
        Assert.Equal(expected.Reason, actual.Reason);
        Assert.Equal(expected.Offset, actual.Offset);
        Assert.Equal(expected.FieldNumber, actual.FieldNumber);
        Assert.NotNull(actual.MessageType); // the hand-written code names the root message (emit, the innermost)
    }

    private static void AssertSame(ForwardRequest expected, ForwardRequest actual)
    {
        Assert.Equal(expected.TraceId, actual.TraceId);
        Assert.Equal(expected.RequestContextInfo.ToArray(), actual.RequestContextInfo.ToArray());
        Assert.Equal(expected.ItemRequests.Count, actual.ItemRequests.Count);
        for (var i = 0; i < expected.ItemRequests.Count; i++)
        {
            Assert.Equal(expected.ItemRequests[i].ItemId.ToArray(), actual.ItemRequests[i].ItemId.ToArray());
            Assert.Equal(expected.ItemRequests[i].ItemContext.ToArray(), actual.ItemRequests[i].ItemContext.ToArray());
        }
    }

    private static void AssertSame(ForwardResponse expected, ForwardResponse actual)
    {
        Assert.Equal(expected.RouteLatencyInUs, actual.RouteLatencyInUs);
        Assert.Equal(expected.RouteStartTimeInTicks, actual.RouteStartTimeInTicks);
        Assert.Equal(expected.ItemResponses.Count, actual.ItemResponses.Count);
        for (var i = 0; i < expected.ItemResponses.Count; i++)
        {
            Assert.Equal(BitConverter.SingleToInt32Bits(expected.ItemResponses[i].Result), BitConverter.SingleToInt32Bits(actual.ItemResponses[i].Result));
            Assert.Equal(expected.ItemResponses[i].ExtraResult.ToArray(), actual.ItemResponses[i].ExtraResult.ToArray());
        }
    }

    // ---- W2

    private static readonly DateTime PreEpoch = new(1969, 12, 31, 23, 59, 59, 999, DateTimeKind.Utc); // negative seconds, positive nanos

    private static PocoValues[] EdgeValues() =>
    [
        new("", 0, Guid.Empty, default), // nothing written: an empty message
        new(null!, -5, new Guid("00112233-4455-6677-8899-aabbccddeeff"), PreEpoch),
        new(new string('ß', 100), int.MaxValue, Guid.Empty, DateTime.MaxValue),
        new("x", int.MinValue, new Guid("ffffffff-ffff-ffff-ffff-ffffffffffff"), new DateTime(2026, 11, 25, 12, 0, 0, DateTimeKind.Unspecified)),
        new("y", 1, Guid.NewGuid(), DateTime.UnixEpoch), // the epoch: an empty Timestamp, written because the ticks are not 0
    ];

    [Fact]
    public void PocoList_Workload_WritesEmitBytesAndRoundTrips()
    {
        var original = PocoWorkload.CreateNano(PocoWorkload.CreateValues());
        var bytes = AssertWritesAsEmit(Handwritten.PocoList, original);

        var read = Handwritten.PocoList.Deserialize(bytes);
        AssertSame(Emit.Deserialize<PocoList>(bytes.AsSpan()), read);
        Assert.Equal(original.Items.Select(PocoWorkload.FromNano), read.Items.Select(PocoWorkload.FromNano));
    }

    [Fact]
    public void PocoList_EdgeValues_WriteEmitBytesAndRoundTrip()
    {
        foreach (var original in new[] { new PocoList(), PocoWorkload.CreateNano(EdgeValues()) })
        {
            var bytes = AssertWritesAsEmit(Handwritten.PocoList, original);

            var read = Handwritten.PocoList.Deserialize(bytes);
            AssertSame(Emit.Deserialize<PocoList>(bytes.AsSpan()), read);
            // Proto3 equality: "" and null are both the absent string (not written; a mutable Poco reads back null).
            Assert.Equal(original.Items.Select(ProtoValues), read.Items.Select(ProtoValues));
        }
    }

    [Fact]
    public void ImmutablePocoList_Workload_WritesEmitBytesAndRoundTrips()
    {
        var values = PocoWorkload.CreateValues();
        var original = PocoWorkload.CreateNanoImmutable(values);
        var bytes = AssertWritesAsEmit(Handwritten.ImmutablePocoList, original);
        Assert.Equal(Emit.SerializeToArray(PocoWorkload.CreateNano(values)), bytes); // same wire as the mutable form

        var read = Handwritten.ImmutablePocoList.Deserialize(bytes);
        AssertSame(Emit.Deserialize<ImmutablePocoList>(bytes.AsSpan()), read);
        Assert.Equal(original.Items.Select(PocoWorkload.FromNano), read.Items.Select(PocoWorkload.FromNano));
    }

    [Fact]
    public void ImmutablePocoList_EdgeValues_WriteEmitBytesAndRoundTrip()
    {
        foreach (var original in new[] { new ImmutablePocoList([]), PocoWorkload.CreateNanoImmutable(EdgeValues()) })
        {
            var bytes = AssertWritesAsEmit(Handwritten.ImmutablePocoList, original);

            var read = Handwritten.ImmutablePocoList.Deserialize(bytes);
            AssertSame(Emit.Deserialize<ImmutablePocoList>(bytes.AsSpan()), read);
            // A null string is not written and comes back as "" through the constructor, as emit reads it.
            Assert.Equal(original.Items.Select(p => PocoWorkload.FromNano(p) with { StringProp = p.StringProp ?? "" }),
                read.Items.Select(PocoWorkload.FromNano));
            Assert.All(read.Items, p => Assert.NotNull(p.StringProp));
        }
    }

    [Fact]
    public void ImmutablePocoList_NullList_WritesNothingAndReadsAnEmptyList()
    {
        var bytes = AssertWritesAsEmit(Handwritten.ImmutablePocoList, new ImmutablePocoList(null!));
        Assert.Empty(bytes);
        var read = Handwritten.ImmutablePocoList.Deserialize(bytes);
        Assert.NotNull(read.Items);
        AssertSame(Emit.Deserialize<ImmutablePocoList>(bytes.AsSpan()), read);
    }

    private static PocoValues ProtoValues(Poco poco) => PocoWorkload.FromNano(poco) with { StringProp = poco.StringProp ?? "" };

    private static void AssertSame(PocoList expected, PocoList actual)
    {
        Assert.Equal(expected.Items.Select(PocoWorkload.FromNano), actual.Items.Select(PocoWorkload.FromNano));
        Assert.Equal(expected.Items.Select(p => p.StringProp is null), actual.Items.Select(p => p.StringProp is null));
        Assert.Equal(expected.Items.Select(p => p.DateProp.Kind), actual.Items.Select(p => p.DateProp.Kind));
    }

    private static void AssertSame(ImmutablePocoList expected, ImmutablePocoList actual)
    {
        Assert.Equal(expected.Items.Select(PocoWorkload.FromNano), actual.Items.Select(PocoWorkload.FromNano));
        Assert.Equal(expected.Items.Select(p => p.DateProp.Kind), actual.Items.Select(p => p.DateProp.Kind));
    }

    // ---- W3

    [Fact]
    public void GoogleMessage1_Dataset_WritesEmitBytesAndRoundTrips()
    {
        var payload = BenchmarkData.FirstPayload(BenchmarkDatasetFile.GoogleMessage1Proto3);
        var original = Emit.Deserialize<N3.GoogleMessage1>(payload.AsSpan());
        AssertGoogleMessage1(original);

        // The payload itself (with its three explicitly encoded defaults) reads as emit reads it.
        var read = Handwritten.GoogleMessage1.Deserialize(payload);
        Assert.Equal(original.ToGoogle(), read.ToGoogle());
        Assert.Equal(G3.GoogleMessage1.Parser.ParseFrom(payload), read.ToGoogle());
    }

    [Fact]
    public void GoogleMessage1_EveryFieldSet_WritesEmitBytesAndRoundTrips()
    {
        var everyField = new N3.GoogleMessage1
        {
            Field1 = "one", Field9 = "nine", Field18 = "eighteen", Field80 = true, Field81 = true, Field2 = -2, Field3 = 3,
            Field280 = 280, Field6 = int.MinValue, Field22 = long.MinValue, Field4 = new string('€', 50), Field5 = [0, 1, ulong.MaxValue],
            Field59 = true, Field7 = "7", Field16 = 16, Field130 = 130, Field12 = true, Field17 = true, Field13 = true,
            Field14 = true, Field104 = 104, Field100 = 100, Field101 = 101, Field102 = "102", Field103 = "103", Field29 = 29,
            Field30 = true, Field60 = -60, Field271 = 271, Field272 = 272, Field150 = 150, Field23 = 23, Field24 = true,
            Field25 = 25, Field78 = true, Field67 = 67, Field68 = 68, Field128 = 128, Field129 = "129", Field131 = int.MaxValue,
            Field15 = new N3.GoogleMessage1SubMessage
            {
                Field1 = -1, Field2 = 2, Field3 = 3, Field15 = new string('s', 200), Field12 = true, Field13 = -13, Field14 = long.MaxValue,
                Field16 = 16, Field19 = 19, Field20 = true, Field28 = true, Field21 = ulong.MaxValue, Field22 = 22, Field23 = true,
                Field206 = true, Field203 = uint.MaxValue, Field204 = 204, Field205 = "205", Field207 = ulong.MaxValue, Field300 = 300,
            },
        };
        AssertGoogleMessage1(everyField);
        AssertGoogleMessage1(new N3.GoogleMessage1());
        AssertGoogleMessage1(new N3.GoogleMessage1 { Field15 = new N3.GoogleMessage1SubMessage(), Field5 = [] }); // an empty sub-message is written; an empty list is not
    }

    [Fact]
    public void GoogleMessage1_Generated_WritesEmitBytesAndRoundTrips() =>
        PropertyRunner.Check("handwritten GoogleMessage1", GoogleGenerators.GoogleMessage1Proto3, g => AssertGoogleMessage1(g.ToNano()), cases: 300);

    [Fact]
    public void GoogleMessage1_RepeatedSubMessage_MergesAsEmit()
    {
        // Field 15 twice: the second occurrence merges into the first. Field 5 both unpacked and packed: one list.
        byte[] bytes = [0x7A, 0x02, 0x08, 0x05, 0x29, 1, 0, 0, 0, 0, 0, 0, 0, 0x7A, 0x02, 0x10, 0x06, 0x2A, 0x08, 2, 0, 0, 0, 0, 0, 0, 0];
        var expected = Emit.Deserialize<N3.GoogleMessage1>(bytes.AsSpan());
        var read = Handwritten.GoogleMessage1.Deserialize(bytes);
        Assert.Equal(expected.ToGoogle(), read.ToGoogle());
        Assert.Equal(5, read.Field15!.Field1);
        Assert.Equal(6, read.Field15.Field2);
        Assert.Equal([1UL, 2UL], read.Field5!);
    }

    private static void AssertGoogleMessage1(N3.GoogleMessage1 original)
    {
        var bytes = AssertWritesAsEmit(Handwritten.GoogleMessage1, original);
        var read = Handwritten.GoogleMessage1.Deserialize(bytes);
        Assert.Equal(Emit.Deserialize<N3.GoogleMessage1>(bytes.AsSpan()).ToGoogle(), read.ToGoogle());
        Assert.Equal(original.ToGoogle(), read.ToGoogle());
        Assert.Equal(original.Field15 is null, read.Field15 is null);
    }
}
