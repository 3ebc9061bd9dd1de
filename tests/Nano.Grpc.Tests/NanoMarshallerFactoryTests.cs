using Grpc.Core;
using Microsoft.AspNetCore.Builder;
using Microsoft.Extensions.DependencyInjection;

namespace Nano.Grpc.Tests;

/// <summary>protobuf-net.Grpc code-first services and clients with Nano as the marshaller factory, over a real Kestrel
/// (HTTP/2, h2c) and Grpc.Net.Client.</summary>
public sealed class NanoMarshallerFactoryTests
{
    private const int ServerReceiveLimit = 64 * 1024;
    private const string Service = "nano.grpc.tests.Calculator";
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(10);

    private static readonly Marshaller<byte[]> RawBytes = Marshallers.Create(b => b, b => b);

    private static Task<TestHost> StartAsync(CalculatorProbe? probe = null) => TestHost.StartAsync(
        services =>
        {
            services.AddSingleton(probe ?? new CalculatorProbe());
            services.AddNanoCodeFirstGrpc(configure: options => options.MaxReceiveMessageSize = ServerReceiveLimit);
        },
        app => app.MapGrpcService<Calculator>());

    [Fact]
    public async Task Unary_round_trip()
    {
        await using var host = await StartAsync();
        var reply = await host.Channel.CreateNanoGrpcService<ICalculator>().Echo(new Note { Text = "abc", Number = 21 });
        Assert.Equal("ABC", reply.Text);
        Assert.Equal(42, reply.Number);
        Assert.Empty(host.Errors.Entries);
    }

    [Fact]
    public async Task Unary_round_trip_on_the_interpreted_backend()
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = SerializerBackend.Interpreted;
        await using var host = await TestHost.StartAsync(
            services =>
            {
                services.AddSingleton(new CalculatorProbe());
                services.AddNanoCodeFirstGrpc(model);
            },
            app => app.MapGrpcService<Calculator>());
        var reply = await host.Channel.CreateNanoGrpcService<ICalculator>(model).Echo(new Note { Text = "abc", Number = 21 });
        Assert.Equal(("ABC", 42), (reply.Text, reply.Number));
        Assert.Equal(SerializerBackend.Interpreted, model.GetBackend<Note>());
    }

    [Fact]
    public async Task Server_streaming()
    {
        await using var host = await StartAsync();
        var numbers = new List<int>();
        await foreach (var note in host.Channel.CreateNanoGrpcService<ICalculator>().Count(new Note { Number = 5 }))
            numbers.Add(note.Number);
        Assert.Equal([1, 2, 3, 4, 5], numbers);
    }

    [Fact]
    public async Task Client_streaming()
    {
        await using var host = await StartAsync();
        var total = await host.Channel.CreateNanoGrpcService<ICalculator>().Sum(Notes(1, 2, 3, 4));
        Assert.Equal(10, total.Sum);
        Assert.Equal(4, total.Count);
    }

    [Fact]
    public async Task Bidirectional_streaming()
    {
        await using var host = await StartAsync();
        var squares = new List<(string?, int)>();
        await foreach (var note in host.Channel.CreateNanoGrpcService<ICalculator>().Square(Notes(2, 3, 10)))
            squares.Add((note.Text, note.Number));
        Assert.Equal([("n2", 4), ("n3", 9), ("n10", 100)], squares);
    }

    [Fact]
    public async Task An_expired_deadline_is_DeadlineExceeded_and_the_handler_sees_it()
    {
        var probe = new CalculatorProbe();
        await using var host = await StartAsync(probe);
        var client = host.Channel.CreateNanoGrpcService<ICalculator>();
        // Long enough for the handler to have started even on a loaded machine (it then sees the deadline fire).
        var e = await Assert.ThrowsAsync<RpcException>(async () => await client.Wait(new Note(), new CallOptions(deadline: DateTime.UtcNow.AddSeconds(1.5))));
        Assert.Equal(StatusCode.DeadlineExceeded, e.StatusCode);
        Assert.True(await probe.WaitCancelled.Task.WaitAsync(Patience));
        Assert.Empty(host.Errors.Entries);
    }

    [Fact]
    public async Task Cancellation_by_the_client_is_Cancelled_and_the_handler_sees_it()
    {
        var probe = new CalculatorProbe();
        await using var host = await StartAsync(probe);
        var client = host.Channel.CreateNanoGrpcService<ICalculator>();
        using var cancel = new CancellationTokenSource();
        var call = client.Wait(new Note(), new CallOptions(cancellationToken: cancel.Token)).AsTask();
        Assert.True(await probe.WaitStarted.Task.WaitAsync(Patience));
        cancel.Cancel();
        var e = await Assert.ThrowsAsync<RpcException>(() => call);
        Assert.Equal(StatusCode.Cancelled, e.StatusCode);
        Assert.True(await probe.WaitCancelled.Task.WaitAsync(Patience));
        Assert.Empty(host.Errors.Entries);
    }

    [Fact]
    public async Task An_exception_escaping_a_handler_is_logged_as_an_error()
    {
        // Shows that the error log the other tests expect empty does catch what a handler lets escape.
        await using var host = await StartAsync();
        var e = await Assert.ThrowsAsync<RpcException>(async () => await host.Channel.CreateNanoGrpcService<ICalculator>().Fail(new Note()));
        Assert.Equal(StatusCode.Unknown, e.StatusCode);
        Assert.Contains(host.Errors.Entries, entry => entry.Contains("handler failed"));
    }

    [Theory]
    [InlineData(new byte[] { 0x10, 0x05, 0x0F }, "Invalid wire type")]               // a tag with wire type 7
    [InlineData(new byte[] { 0x0A, 0x05, (byte)'a', (byte)'b' }, "field 1")]         // truncated: the string claims 5 bytes, 2 arrive
    [InlineData(new byte[] { 0x10, 0xFF, 0xFF }, "Truncated varint")]                // truncated in a varint
    public async Task A_malformed_request_is_InvalidArgument_naming_the_type_and_the_server_keeps_serving(byte[] request, string expected)
    {
        await using var host = await StartAsync();
        var raw = new Method<byte[], byte[]>(MethodType.Unary, Service, "Echo", RawBytes, RawBytes);
        var e = await Assert.ThrowsAsync<RpcException>(async () => await host.Channel.CreateCallInvoker().AsyncUnaryCall(raw, null, default, request));
        Assert.Equal(StatusCode.InvalidArgument, e.StatusCode);
        Assert.Contains(expected, e.Status.Detail);
        Assert.Contains(typeof(Note).FullName!, e.Status.Detail);
        Assert.Contains("byte offset", e.Status.Detail);

        var reply = await host.Channel.CreateNanoGrpcService<ICalculator>().Echo(new Note { Number = 1 });
        Assert.Equal(2, reply.Number);
        Assert.Empty(host.Errors.Entries);
    }

    [Fact]
    public async Task A_malformed_message_in_a_client_stream_is_InvalidArgument()
    {
        await using var host = await StartAsync();
        var raw = new Method<byte[], byte[]>(MethodType.ClientStreaming, Service, "Sum", RawBytes, RawBytes);
        using var call = host.Channel.CreateCallInvoker().AsyncClientStreamingCall(raw, null, default);
        await call.RequestStream.WriteAsync([0x10, 0x01]);
        await call.RequestStream.WriteAsync([0x10, 0xFF]); // truncated varint
        var e = await Assert.ThrowsAsync<RpcException>(async () =>
        {
            await call.RequestStream.CompleteAsync();
            await call.ResponseAsync;
        });
        Assert.Equal(StatusCode.InvalidArgument, e.StatusCode);
        Assert.Contains("Truncated varint", e.Status.Detail);
    }

    [Fact]
    public async Task A_malformed_response_is_Internal_on_the_client()
    {
        await using var host = await StartAsync();
        // The server echoes bytes that are not UTF-8; the client reads them as Note, whose field 1 is a string.
        var method = NanoMarshallers.CreateMethod<RawText, Note>(MethodType.Unary, Service, "Garble");
        var e = await Assert.ThrowsAsync<RpcException>(async () =>
            await host.Channel.CreateCallInvoker().AsyncUnaryCall(method, null, default, new RawText { Payload = [0xFF, 0xFE] }));
        Assert.Equal(StatusCode.Internal, e.StatusCode);
        Assert.Contains("Invalid UTF-8", e.Status.Detail);
        Assert.Contains(typeof(Note).FullName!, e.Status.Detail);
    }

    [Fact]
    public async Task A_malformed_response_is_Internal_on_a_code_first_client()
    {
        await using var host = await StartAsync();
        var client = host.Channel.CreateNanoGrpcService<IGarbleAsNote>();
        var e = await Assert.ThrowsAsync<RpcException>(async () => await client.Garble(new RawText { Payload = [0x41, 0xC0] }));
        Assert.Equal(StatusCode.Internal, e.StatusCode);
        Assert.Contains("Invalid UTF-8", e.Status.Detail);
        Assert.Contains(typeof(Note).FullName!, e.Status.Detail);
    }

    /// <summary>A client's wrong idea of <see cref="ICalculator.Garble"/>: it expects a <see cref="Note"/> back.</summary>
    [ProtoBuf.Grpc.Configuration.Service(Service)]
    public interface IGarbleAsNote
    {
        ValueTask<Note> Garble(RawText request, ProtoBuf.Grpc.CallContext context = default);
    }

    [Fact]
    public async Task A_request_over_MaxReceiveMessageSize_is_ResourceExhausted()
    {
        await using var host = await StartAsync();
        var client = host.Channel.CreateNanoGrpcService<ICalculator>();
        var e = await Assert.ThrowsAsync<RpcException>(async () => await client.Echo(new Note { Text = new string('x', ServerReceiveLimit + 1) }));
        Assert.Equal(StatusCode.ResourceExhausted, e.StatusCode);
        // gRPC's own refusal, from the frame's length prefix: Nano's marshaller was never reached.
        Assert.DoesNotContain("Malformed", e.Status.Detail);
        Assert.Equal(2, (await client.Echo(new Note { Number = 1 })).Number);
    }

    [Fact]
    public async Task A_response_over_the_clients_MaxReceiveMessageSize_is_ResourceExhausted()
    {
        await using var host = await StartAsync();
        using var channel = host.NewChannel(maxReceiveMessageSize: 1024);
        var e = await Assert.ThrowsAsync<RpcException>(async () =>
            await channel.CreateNanoGrpcService<ICalculator>().Echo(new Note { Text = new string('x', 4096) }));
        Assert.Equal(StatusCode.ResourceExhausted, e.StatusCode);
    }

    [Fact]
    public async Task A_client_that_disconnects_mid_stream_cancels_the_handler_and_nothing_goes_unhandled()
    {
        var probe = new CalculatorProbe();
        await using var host = await StartAsync(probe);
        var channel = host.NewChannel();
        var stream = channel.CreateNanoGrpcService<ICalculator>().Count(new Note { Number = -1 }).GetAsyncEnumerator();
        Assert.True(await stream.MoveNextAsync());
        Assert.True(await stream.MoveNextAsync());
        Assert.Equal(2, stream.Current.Number);
        Assert.True(await probe.StreamStarted.Task.WaitAsync(Patience));
        channel.Dispose(); // closes the HTTP/2 connection under the open stream
        Assert.True(await probe.StreamCancelled.Task.WaitAsync(Patience));
        await Task.Delay(100); // let the server finish the call
        Assert.Empty(host.Errors.Entries);
        Assert.Equal(2, (await host.Channel.CreateNanoGrpcService<ICalculator>().Echo(new Note { Number = 1 })).Number);
    }

    private static async IAsyncEnumerable<Note> Notes(params int[] numbers)
    {
        foreach (var n in numbers)
        {
            await Task.Yield();
            yield return new Note { Text = "n" + n, Number = n };
        }
    }
}
