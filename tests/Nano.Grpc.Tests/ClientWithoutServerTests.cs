using Grpc.Core;
using ProtoBuf.Grpc;
using ProtoBuf.Grpc.Configuration;

namespace Nano.Grpc.Tests;

/// <summary>
/// The client part on every target, .NET Framework (netstandard2.0 build, under Mono here) included: a protobuf-net.Grpc
/// code-first client from <see cref="NanoGrpcClientExtensions.CreateNanoGrpcService{TService}(CallInvoker, RuntimeTypeModel?)"/>
/// over a call invoker that does what a channel does with the marshallers it is handed (serializes the request, and
/// deserializes the response bytes the "server" sends), with no network or server, which .NET Framework has no ASP.NET
/// Core for.
/// </summary>
public sealed class ClientWithoutServerTests
{
    [Service("nano.grpc.tests.Greeter")]
    public interface IGreeter
    {
        ValueTask<Note> Echo(Note request, CallContext context = default);
    }

    // Note { Text = "hi", Number = 5 }: field 1 (length-delimited) "hi", field 2 (varint) 5.
    private static readonly byte[] RequestBytes = [0x0A, 0x02, (byte)'h', (byte)'i', 0x10, 0x05];

    // Note { Text = "HI", Number = 10 }.
    private static readonly byte[] ResponseBytes = [0x0A, 0x02, (byte)'H', (byte)'I', 0x10, 0x0A];

    [Fact]
    public async Task A_unary_call_writes_the_request_with_Nano_and_reads_the_response()
    {
        var invoker = new RecordingInvoker(ResponseBytes);
        var client = invoker.CreateNanoGrpcService<IGreeter>(RuntimeTypeModel.Create());

        var response = await client.Echo(new Note { Text = "hi", Number = 5 });

        Assert.Equal("/nano.grpc.tests.Greeter/Echo", invoker.FullMethodName);
        Assert.Equal(RequestBytes, invoker.RequestBytes);
        Assert.Equal("HI", response.Text);
        Assert.Equal(10, response.Number);
    }

    [Fact]
    public async Task A_malformed_response_is_an_internal_error_naming_the_message()
    {
        // Field 2 = 5, then a tag of field 1 with wire type 7, which does not exist.
        var invoker = new RecordingInvoker([0x10, 0x05, 0x0F]);
        var client = invoker.CreateNanoGrpcService<IGreeter>(RuntimeTypeModel.Create());

        var e = await Assert.ThrowsAsync<RpcException>(async () => await client.Echo(new Note { Text = "hi" }));

        Assert.Equal(StatusCode.Internal, e.StatusCode);
        Assert.Contains(typeof(Note).FullName!, e.Status.Detail);
    }

    [Fact]
    public void The_client_factory_is_one_per_model()
    {
        var model = RuntimeTypeModel.Create();
        Assert.Same(NanoGrpcClientExtensions.NanoClientFactory(model), NanoGrpcClientExtensions.NanoClientFactory(model));
        Assert.NotSame(NanoGrpcClientExtensions.NanoClientFactory(model),
            NanoGrpcClientExtensions.NanoClientFactory(RuntimeTypeModel.Create()));
    }

    /// <summary>Unary calls only: serializes the request with the call's marshaller and answers with fixed bytes,
    /// which the call's response marshaller reads, as a channel does.</summary>
    private sealed class RecordingInvoker(byte[] responseBytes) : CallInvoker
    {
        public string? FullMethodName { get; private set; }

        public byte[]? RequestBytes { get; private set; }

        public override AsyncUnaryCall<TResponse> AsyncUnaryCall<TRequest, TResponse>(
            Method<TRequest, TResponse> method, string? host, CallOptions options, TRequest request)
        {
            FullMethodName = method.FullName;
            var context = new TestSerializationContext();
            method.RequestMarshaller.ContextualSerializer(request, context);
            Assert.True(context.Completed);
            RequestBytes = context.Written;
            var response = Task.FromResult(
                method.ResponseMarshaller.ContextualDeserializer(new TestDeserializationContext(responseBytes)));
            return new AsyncUnaryCall<TResponse>(response, Task.FromResult(new Metadata()),
                () => Status.DefaultSuccess, () => [], () => { });
        }

        public override TResponse BlockingUnaryCall<TRequest, TResponse>(
            Method<TRequest, TResponse> method, string? host, CallOptions options, TRequest request) =>
            throw new NotSupportedException();

        public override AsyncServerStreamingCall<TResponse> AsyncServerStreamingCall<TRequest, TResponse>(
            Method<TRequest, TResponse> method, string? host, CallOptions options, TRequest request) =>
            throw new NotSupportedException();

        public override AsyncClientStreamingCall<TRequest, TResponse> AsyncClientStreamingCall<TRequest, TResponse>(
            Method<TRequest, TResponse> method, string? host, CallOptions options) =>
            throw new NotSupportedException();

        public override AsyncDuplexStreamingCall<TRequest, TResponse> AsyncDuplexStreamingCall<TRequest, TResponse>(
            Method<TRequest, TResponse> method, string? host, CallOptions options) =>
            throw new NotSupportedException();
    }
}
