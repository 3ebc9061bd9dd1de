using Google.Protobuf.WellKnownTypes;
using Grpc.Core;
using Microsoft.AspNetCore.Builder;
using Microsoft.Extensions.DependencyInjection;
using ProtoBuf.Grpc;
using ProtoBuf.Grpc.Configuration;
using Gen = Nano.Grpc.Tests.GeneratedLedger;

namespace Nano.Grpc.Tests;

/// <summary>A <c>[ServiceContract]</c> service (<see cref="ILedger"/>) whose operations have no request or no response:
/// hosted and called with Nano serializing, exported with google.protobuf.Empty, and interoperating with the client and
/// server Grpc.Tools generates from the export (Protos/ledger.proto).</summary>
public sealed class LedgerTests
{
    private static Task<TestHost> StartNanoLedger() => TestHost.StartAsync(
        services =>
        {
            services.AddSingleton(new LedgerBook());
            services.AddNanoCodeFirstGrpc();
        },
        app => app.MapGrpcService<Ledger>());

    [Fact]
    public async Task A_ServiceContract_service_without_requests_or_responses_round_trips_through_Nano()
    {
        await using var host = await StartNanoLedger();
        var ledger = host.Channel.CreateNanoGrpcService<ILedger>();

        await ledger.Post(new Note { Text = "rent", Number = 5 });
        await ledger.Post(new Note { Text = "food", Number = 7 });
        var balance = await ledger.Balance();
        Assert.Equal(12, balance.Sum);
        Assert.Equal(2, balance.Count);

        var history = new List<string?>();
        await foreach (var entry in ledger.History())
            history.Add(entry.Text);
        Assert.Equal(["rent", "food"], history);

        ledger.Reset();
        await ledger.Upload(Notes(1, 2, 3));
        var current = await ledger.Peek(CancellationToken.None);
        Assert.Equal(6, current.Sum);
        Assert.Equal(3, current.Count);
        Assert.Equal(current.Sum, host.Services.GetRequiredService<LedgerBook>().Total().Sum);
        Assert.Empty(host.Errors.Entries);
    }

    [Fact]
    public async Task The_operations_are_routed_by_the_ServiceContract_and_OperationContract_names()
    {
        await using var host = await StartNanoLedger();
        await host.Channel.CreateNanoGrpcService<ILedger>().Post(new Note { Number = 9 });
        var invoker = host.Channel.CreateCallInvoker();
        // Called by path with hand-made methods: the service's name is the one [ServiceContract] gives, and Peek is
        // served as "Current" ([OperationContract(Name)]); google.protobuf.Empty is zero bytes on the wire.
        var empty = new Marshaller<byte[]>(b => b, b => b);
        var current = new Method<byte[], Total>(MethodType.Unary, "nano.grpc.ledger.Ledger", "Current", empty,
            NanoMarshallers.Create<Total>(malformedStatus: StatusCode.Internal));
        var total = await invoker.AsyncUnaryCall(current, null, default, []);
        Assert.Equal(1, total.Count);
        Assert.Equal(9, total.Sum);

        var peek = new Method<byte[], byte[]>(MethodType.Unary, "nano.grpc.ledger.Ledger", "Peek", empty, empty);
        var e = await Assert.ThrowsAsync<RpcException>(async () => await invoker.AsyncUnaryCall(peek, null, default, []));
        Assert.Equal(StatusCode.Unimplemented, e.StatusCode);
    }

    [Fact]
    public void Export_of_the_ledger_equals_the_checked_in_proto_that_Grpc_Tools_compiles()
    {
        using var stream = typeof(LedgerTests).Assembly.GetManifestResourceStream("ledger.proto")!;
        var checkedIn = new StreamReader(stream).ReadToEnd();
        Assert.Equal(checkedIn, ServiceSchema.Export(typeof(ILedger), options: new() { CSharpNamespace = "Nano.Grpc.Tests.GeneratedLedger" }));
    }

    [Fact]
    public void In_a_package_with_a_google_segment_Empty_is_fully_qualified()
    {
        var proto = ServiceSchema.Export(typeof(IPinger));
        Assert.Contains("package acme.google.ping;\n\nimport \"google/protobuf/empty.proto\";\n", proto);
        Assert.Contains("  rpc Ping(.google.protobuf.Empty) returns (.google.protobuf.Empty);\n", proto);
        Assert.DoesNotContain("message ", proto);
    }

    [Fact]
    public void A_service_without_Empty_imports_nothing()
    {
        Assert.DoesNotContain("import", ServiceSchema.Export(typeof(ICalculator)));
    }

    [Fact]
    public void A_method_with_a_parameter_after_its_context_is_refused_naming_it()
    {
        var e = Assert.Throws<NotSupportedException>(() => ServiceSchema.Export(typeof(ITwoContexts)));
        Assert.Contains($"{typeof(ITwoContexts).FullName}.{nameof(ITwoContexts.Both)}", e.Message);
    }

    [Fact]
    public async Task A_generated_client_calls_the_Nano_server_with_Empty()
    {
        await using var host = await StartNanoLedger();
        var client = new Gen.Ledger.LedgerClient(host.Channel);

        Assert.IsType<Empty>(await client.PostAsync(new Gen.Note { Text = "a", Number = 40 }));
        using (var upload = client.Upload())
        {
            await upload.RequestStream.WriteAsync(new Gen.Note { Text = "b", Number = 2 });
            await upload.RequestStream.CompleteAsync();
            Assert.IsType<Empty>(await upload.ResponseAsync);
        }
        var balance = await client.BalanceAsync(new Empty());
        Assert.Equal(42, balance.Sum);
        Assert.Equal(2, balance.Count);

        using var history = client.History(new Empty());
        var texts = new List<string>();
        await foreach (var entry in history.ResponseStream.ReadAllAsync())
            texts.Add(entry.Text);
        Assert.Equal(["a", "b"], texts);

        await client.ResetAsync(new Empty());
        Assert.Equal(0, (await client.CurrentAsync(new Empty())).Count);
        Assert.Empty(host.Errors.Entries);
    }

    [Fact]
    public async Task The_Nano_client_calls_a_generated_server_with_Empty()
    {
        var server = new LedgerServer();
        await using var host = await TestHost.StartAsync(
            services =>
            {
                services.AddSingleton(server);
                services.AddGrpc();
            },
            app => app.MapGrpcService<LedgerServer>());
        var ledger = host.Channel.CreateNanoGrpcService<ILedger>();

        await ledger.Post(new Note { Number = 3 });
        await ledger.Upload(Notes(4, 5));
        Assert.Equal(3 * 4 * 5, (await ledger.Balance()).Sum); // the generated server multiplies: it served, not Ledger
        Assert.Equal([3, 4, 5], await ToList(ledger.History()));
        ledger.Reset();
        Assert.Equal(0, (await ledger.Peek(CancellationToken.None)).Count);
        Assert.Empty(host.Errors.Entries);
    }

    private static async Task<List<int>> ToList(IAsyncEnumerable<Note> notes)
    {
        var list = new List<int>();
        await foreach (var note in notes)
            list.Add(note.Number);
        return list;
    }

    private static async IAsyncEnumerable<Note> Notes(params int[] numbers)
    {
        foreach (var n in numbers)
        {
            await Task.Yield();
            yield return new Note { Number = n };
        }
    }

    [Service("acme.google.ping.Pinger")]
    public interface IPinger
    {
        Task Ping(CallContext context = default);
    }

    [Service("nano.grpc.tests.TwoContexts")]
    public interface ITwoContexts
    {
#pragma warning disable PBN2007 // the invalid signature is the point: protobuf-net's analyzer flags it too
        ValueTask<Note> Both(Note request, CallContext context, CancellationToken cancellationToken);
#pragma warning restore PBN2007
    }

    /// <summary>A server generated by Grpc.Tools; its balance is the product of the entries, so the test sees which
    /// server answered.</summary>
    private sealed class LedgerServer : Gen.Ledger.LedgerBase
    {
        private readonly List<Gen.Note> _entries = [];

        public override Task<Empty> Post(Gen.Note request, ServerCallContext context)
        {
            lock (_entries)
                _entries.Add(request);
            return Task.FromResult(new Empty());
        }

        public override async Task<Empty> Upload(IAsyncStreamReader<Gen.Note> requestStream, ServerCallContext context)
        {
            await foreach (var entry in requestStream.ReadAllAsync())
                lock (_entries)
                    _entries.Add(entry);
            return new Empty();
        }

        public override Task<Gen.Total> Balance(Empty request, ServerCallContext context) => Task.FromResult(Product());

        public override Task<Gen.Total> Current(Empty request, ServerCallContext context) => Task.FromResult(Product());

        public override Task<Empty> Reset(Empty request, ServerCallContext context)
        {
            lock (_entries)
                _entries.Clear();
            return Task.FromResult(new Empty());
        }

        public override async Task History(Empty request, IServerStreamWriter<Gen.Note> responseStream, ServerCallContext context)
        {
            Gen.Note[] entries;
            lock (_entries)
                entries = [.. _entries];
            foreach (var entry in entries)
                await responseStream.WriteAsync(entry);
        }

        private Gen.Total Product()
        {
            lock (_entries)
                return new Gen.Total { Sum = _entries.Count == 0 ? 0 : _entries.Aggregate(1L, (p, e) => p * e.Number), Count = _entries.Count };
        }
    }
}
