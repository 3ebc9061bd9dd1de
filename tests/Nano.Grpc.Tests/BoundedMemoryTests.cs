using System.Buffers;
using System.Buffers.Binary;
using System.Diagnostics.Tracing;
using System.Net;
using Grpc.Core;
using Microsoft.AspNetCore.Builder;
using Microsoft.Extensions.DependencyInjection;

namespace Nano.Grpc.Tests;

/// <summary>
/// The gRPC read paths given lengths that claim far more than was sent (docs/hostile-input.md, "Bounded memory"): a
/// field claiming 2^31 - 1 bytes inside a 9-byte message, and a gRPC frame whose length prefix claims 2^31 - 1 bytes
/// with 9 sent. Each must end in a clean error having taken at most what was received plus 64 KB: bytes allocated and
/// bytes rented from <see cref="ArrayPool{T}.Shared"/> both count, as in Nano.Tests' BoundedMemoryTests.
/// </summary>
[Collection(nameof(BoundedMemoryTests))] // alone: the server cases count allocations process-wide
public sealed class BoundedMemoryTests(Xunit.Abstractions.ITestOutputHelper output)
{
    private const long Bound = 64 * 1024;

    /// <summary>The server's receive limit in the server test: 64 MB.</summary>
    private const int Limit = 64 << 20;

    /// <summary>Note: field 1 (string) claiming 2^31 - 1 bytes, then 3.</summary>
    private static readonly byte[] HugeText = [0x0A, 0xFF, 0xFF, 0xFF, 0xFF, 0x07, 0x41, 0x42, 0x43];

    /// <summary>Blob: field 2 (bytes, pooled in pool mode) claiming 2^31 - 1 bytes, then 3.</summary>
    private static readonly byte[] HugeData = [0x12, 0xFF, 0xFF, 0xFF, 0xFF, 0x07, 0x41, 0x42, 0x43];

    public static TheoryData<SerializerBackend, bool> Models => new()
    {
        { SerializerBackend.Interpreted, false }, { SerializerBackend.Interpreted, true },
        { SerializerBackend.Emit, false }, { SerializerBackend.Emit, true },
    };

    [Theory, MemberData(nameof(Models))]
    public void Marshallers_reject_a_field_claiming_2GiB_within_what_was_received(SerializerBackend backend, bool aliasInputMemory)
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = backend;
        model.AliasInputMemory = aliasInputMemory; // true: the payload is copied first (what was received, 9 bytes)
        var note = NanoMarshallers.Create<Note>(model);
        var blob = NanoMarshallers.Create<Blob>(model);
        var pooled = NanoMarshallers.CreatePooled<Blob>(model);
        Assert.InRange(TakenOnThisThread(() => Rejects(() => note.ContextualDeserializer(new TestDeserializationContext(HugeText)))), 0, HugeText.Length + Bound);
        Assert.InRange(TakenOnThisThread(() => Rejects(() => blob.ContextualDeserializer(new TestDeserializationContext(HugeData)))), 0, HugeData.Length + Bound);
        Assert.InRange(TakenOnThisThread(() => Rejects(() => pooled.ContextualDeserializer(new TestDeserializationContext(HugeData)).Dispose())), 0, HugeData.Length + Bound);
        Assert.InRange(TakenOnThisThread(() => Rejects(() => note.ContextualDeserializer(new TestDeserializationContext(HugeText, segmentLength: 1)))), 0, HugeText.Length + Bound);
    }

    /// <summary>A real server (Grpc.AspNetCore, a 64 MB receive limit): a complete frame whose message claims
    /// 2^31 - 1 bytes for a field reaches Nano and fails with InvalidArgument; a frame whose prefix claims more than was
    /// sent fails in gRPC's framing (ResourceExhausted over the limit, Internal "Incomplete message" within it). Counted process-wide (client, Kestrel, gRPC and Nano), the
    /// least of three runs after a warm-up (another test's thread can only add to a reading), less the same count for
    /// a valid call of the same size.</summary>
    [Fact]
    public async Task A_server_rejects_claims_within_what_was_received()
    {
        await using var host = await TestHost.StartAsync(
            services =>
            {
                services.AddSingleton(new LeaseLog());
                services.AddGrpc(options =>
                {
                    options.AddNanoPoolMode();
                    // Far above what arrives: only the bytes that arrive may bound memory. (With no limit at all,
                    // Grpc.AspNetCore 2.85.0 fails a prefix of 2^31 - 1 with an ArgumentOutOfRangeException of its own.)
                    options.MaxReceiveMessageSize = Limit;
                });
            },
            app => app.MapGrpcService<PlainService>());
        using var client = new HttpClient(new SocketsHttpHandler()) { BaseAddress = new Uri(host.Address) };

        // A whole call costs tens of KB in HttpClient, Kestrel and gRPC whatever it carries: each hostile call is
        // measured against a valid call of the same size to the same method (which also writes a reply).
        var echo = await LeastTakenAsync(() => CallAsync(client, "Echo", Frame([0x0A, 0x07, .. "ABCDEFG"u8], 9), StatusCode.OK, ""));
        var forward = await LeastTakenAsync(() => CallAsync(client, "Forward", Frame([0x12, 0x07, .. "ABCDEFG"u8], 9), StatusCode.OK, ""));
        var field = Frame(HugeText, HugeText.Length);
        var fieldTaken = await LeastTakenAsync(() => CallAsync(client, "Echo", field, StatusCode.InvalidArgument, "Malformed protobuf message"));
        var pooledField = Frame(HugeData, HugeData.Length);
        var pooledTaken = await LeastTakenAsync(() => CallAsync(client, "Forward", pooledField, StatusCode.InvalidArgument, "Malformed protobuf message"));
        // Prefix claims: over the limit, gRPC refuses the frame from its header; within it, gRPC waits for the rest, and
        // the request's end leaves the message incomplete. Nano is not called in either case.
        byte[] nine = [0x08, 0x01, 0x10, 0x02, 0x08, 0x01, 0x10, 0x02, 0x08];
        var prefix = Frame(nine, int.MaxValue);
        var prefixTaken = await LeastTakenAsync(() => CallAsync(client, "Echo", prefix, StatusCode.ResourceExhausted, "exceeds the maximum"));
        var within = Frame(nine, Limit - 1);
        var withinTaken = await LeastTakenAsync(() => CallAsync(client, "Echo", within, StatusCode.Internal, "Incomplete message"));
        output.WriteLine($"taken per call, process-wide: valid Echo {echo:N0}, valid Forward {forward:N0}; field claim (Echo) {fieldTaken:N0}, (Forward, pooled) {pooledTaken:N0}; prefix claim over the limit {prefixTaken:N0}, within it {withinTaken:N0} bytes");
        Assert.InRange(fieldTaken - echo, long.MinValue, field.Length + Bound);
        Assert.InRange(pooledTaken - forward, long.MinValue, pooledField.Length + Bound);
        Assert.InRange(prefixTaken - echo, long.MinValue, prefix.Length + Bound);
        Assert.InRange(withinTaken - echo, long.MinValue, within.Length + Bound);
        foreach (var entry in host.Errors.Entries)
            output.WriteLine(entry);
        Assert.Empty(host.Errors.Entries);
    }

    /// <summary>A gRPC frame: not compressed, a big-endian length of <paramref name="claimed"/>, then the payload.</summary>
    private static byte[] Frame(byte[] payload, int claimed)
    {
        var frame = new byte[5 + payload.Length];
        BinaryPrimitives.WriteInt32BigEndian(frame.AsSpan(1), claimed);
        payload.CopyTo(frame, 5);
        return frame;
    }

    /// <summary>Sends <paramref name="frame"/> as the whole request body and checks the gRPC status the call ends with.</summary>
    private static async Task CallAsync(HttpClient client, string method, byte[] frame, StatusCode expected, string detail)
    {
        using var request = new HttpRequestMessage(HttpMethod.Post, $"/{PlainServiceBase.Name}/{method}")
        {
            Version = HttpVersion.Version20,
            VersionPolicy = HttpVersionPolicy.RequestVersionExact,
            Content = new ByteArrayContent(frame),
        };
        request.Content.Headers.ContentType = new("application/grpc");
        request.Headers.TryAddWithoutValidation("TE", "trailers");
        using var response = await client.SendAsync(request);
        await response.Content.ReadAsByteArrayAsync(); // the trailers follow the (empty) body
        string? Header(string name) =>
            response.TrailingHeaders.TryGetValues(name, out var t) ? t.Single()
            : response.Headers.TryGetValues(name, out var h) ? h.Single() : null; // a trailers-only response
        var message = Uri.UnescapeDataString(Header("grpc-message") ?? "");
        Assert.True(((int)expected).ToString(System.Globalization.CultureInfo.InvariantCulture) == Header("grpc-status"),
            $"{method}: expected {expected}, got status {Header("grpc-status")}: {message}");
        if (expected == StatusCode.OK)
            return;
        Assert.Contains(detail, message);
    }

    private static void Rejects(Action action)
    {
        var e = Assert.Throws<RpcException>(action);
        Assert.Equal(StatusCode.InvalidArgument, e.StatusCode);
        Assert.StartsWith("Malformed protobuf message: ", e.Status.Detail);
    }

    private static long TakenOnThisThread(Action action)
    {
        action(); // warm up: JIT, serializer plans
        using var rentals = new Rentals(Environment.CurrentManagedThreadId);
        var before = GC.GetAllocatedBytesForCurrentThread();
        action();
        return GC.GetAllocatedBytesForCurrentThread() - before + rentals.Bytes;
    }

    private static async Task<long> LeastTakenAsync(Func<Task> call)
    {
        await call(); // warm up: the connection, JIT, plans
        var least = long.MaxValue;
        for (var i = 0; i < 3; i++)
        {
            using var rentals = new Rentals(null);
            var before = GC.GetTotalAllocatedBytes(true);
            await call();
            least = Math.Min(least, GC.GetTotalAllocatedBytes(true) - before + rentals.Bytes);
        }
        return least;
    }

    /// <summary>Sums the sizes of buffers rented from <see cref="ArrayPool{T}.Shared"/> (its BufferRented events).</summary>
    private sealed class Rentals : EventListener
    {
        private readonly int? _thread;
        private long _bytes;

        public Rentals(int? thread)
        {
            _thread = thread;
            foreach (var source in EventSource.GetSources())
                if (source.Name == "System.Buffers.ArrayPoolEventSource")
                    EnableEvents(source, EventLevel.Verbose);
        }

        public long Bytes => Interlocked.Read(ref _bytes);

        protected override void OnEventSourceCreated(EventSource eventSource)
        {
            if (eventSource.Name == "System.Buffers.ArrayPoolEventSource")
                EnableEvents(eventSource, EventLevel.Verbose);
        }

        protected override void OnEventWritten(EventWrittenEventArgs e)
        {
            if (e.EventName == "BufferRented" && (_thread is null || _thread == Environment.CurrentManagedThreadId)
                && e.PayloadNames?.IndexOf("bufferSize") is >= 0 and var i)
                Interlocked.Add(ref _bytes, Convert.ToInt64(e.Payload![i]));
        }
    }
}

[CollectionDefinition(nameof(BoundedMemoryTests), DisableParallelization = true)]
public sealed class BoundedMemoryCollection;
