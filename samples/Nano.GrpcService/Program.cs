using System.Net;
using Grpc.Core;
using Grpc.Net.Client;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Server.Kestrel.Core;
using Nano;
using Nano.Grpc;
using Nano.Samples.GrpcService;

// A code-first gRPC service with Nano as its serializer, on Kestrel over HTTP/2 without TLS (h2c) on 127.0.0.1 (port 0:
// the OS picks one), called through Grpc.Net.Client: a unary call, a server-streaming call, then a malformed and an
// oversized request to show the RpcException each gets. Every call has a deadline, so the sample cannot hang.
const int MaxRequestBytes = 16 * 1024;

var builder = WebApplication.CreateSlimBuilder(args);
builder.WebHost.ConfigureKestrel(kestrel => kestrel.Listen(IPAddress.Loopback, 0, listen => listen.Protocols = HttpProtocols.Http2));
// Quiet the framework's request logs.
builder.Logging.AddFilter("Microsoft", LogLevel.Warning).AddFilter("Grpc", LogLevel.Warning).AddFilter("ProtoBuf", LogLevel.Warning);
builder.Services.AddNanoCodeFirstGrpc(configure: options => options.MaxReceiveMessageSize = MaxRequestBytes);

var app = builder.Build();
app.MapGrpcService<Prices>();
await app.StartAsync();
string address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.Single();

using var channel = GrpcChannel.ForAddress(address);
var prices = channel.CreateNanoGrpcService<IPrices>();
static CallOptions Deadline() => new(deadline: DateTime.UtcNow.AddSeconds(30));

var quote = await prices.GetQuote(new QuoteRequest { Sku = "tea", Quantity = 3 }, Deadline());
Console.WriteLine($"unary: {quote.Quantity} x {quote.Sku} = {quote.TotalCents} cents");

var totals = new List<long>();
await foreach (var item in prices.GetPriceList(new QuoteRequest { Sku = "cake", Quantity = 4 }, Deadline()))
    totals.Add(item.TotalCents);
Console.WriteLine($"server streaming: cake price list {string.Join(", ", totals)} cents");

// A peer that sends bytes which are not a valid QuoteRequest (field 2's varint is cut short): Nano refuses them on
// the server, and the client gets InvalidArgument with the reason.
var raw = new Method<byte[], byte[]>(MethodType.Unary, "shop.Prices", "GetQuote",
    Marshallers.Create(bytes => bytes, bytes => bytes), Marshallers.Create(bytes => bytes, bytes => bytes));
try
{
    await channel.CreateCallInvoker().AsyncUnaryCall(raw, null, Deadline(), [0x10, 0xFF]);
    Console.WriteLine("malformed request: accepted (unexpected)");
}
catch (RpcException e)
{
    Console.WriteLine($"malformed request: {e.StatusCode}");
    Console.WriteLine($"  detail: {e.Status.Detail}");
}

// A request over the server's MaxReceiveMessageSize: gRPC refuses it from the frame header, before Nano reads it.
try
{
    await prices.GetQuote(new QuoteRequest { Sku = new string('x', MaxRequestBytes + 1), Quantity = 1 }, Deadline());
    Console.WriteLine("oversized request: accepted (unexpected)");
}
catch (RpcException e)
{
    Console.WriteLine($"oversized request: {e.StatusCode}");
}

Console.WriteLine($"Backend: {RuntimeTypeModel.Default.GetBackend<QuoteRequest>()}");
await app.StopAsync();
