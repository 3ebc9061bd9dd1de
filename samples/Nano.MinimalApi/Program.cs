using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Nano;
using Nano.AspNetCore;
using Nano.Samples.MinimalApi;

// An ASP.NET Core minimal API that reads and writes protobuf with Nano, and a typed HttpClient that calls it. The app
// listens on 127.0.0.1 (port 0: the OS picks one), calls itself, prints what it got, and exits.
var builder = WebApplication.CreateBuilder(args);
builder.WebHost.UseUrls("http://127.0.0.1:0");
// Quiet the framework's request logs; Nano's own line for a rejected body (Information) stays.
builder.Logging.AddFilter("Microsoft", LogLevel.Warning).AddFilter("System.Net.Http", LogLevel.Warning);
builder.Services.AddNanoProtobuf();
// The client's base address is the server's own, known once it listens.
builder.Services.AddHttpClient<OrdersClient>((services, http) =>
    http.BaseAddress = new Uri(services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.First()));

var app = builder.Build();
// For NativeAOT and trimming: a message type reached only through a member (Order.Lines) is registered once, so the
// trimmer keeps its members (README, "NativeAOT, trimming and Unity"). Harmless under the JIT.
RuntimeTypeModel.Default.Add<OrderLine>();

app.MapPost("/orders", (ProtoBody<Order> body) =>
    ProtoResults.Message(new Receipt { OrderId = body.Value.Id, Items = body.Value.Lines.Sum(line => line.Quantity) }));

// Pool mode in a request handler: Data is a slice of a pooled slab, valid until the request ends (the lease is
// disposed then), so the handler uses it here and returns only what it computed from it.
app.MapPost("/uploads", (PooledProtoBody<Upload> body) =>
{
    uint checksum = 0;
    foreach (var b in body.Value.Data.Span)
        checksum = checksum * 31 + b;
    return ProtoResults.Message(new UploadReceipt { Name = body.Value.Name, Length = body.Value.Data.Length, Checksum = checksum });
});

await app.StartAsync();
var client = app.Services.GetRequiredService<OrdersClient>();

var receipt = await client.PlaceAsync(new Order
{
    Id = 42,
    Customer = "Ada",
    Lines = [new OrderLine { Sku = "tea", Quantity = 2 }, new OrderLine { Sku = "cake", Quantity = 1 }],
});
Console.WriteLine($"order {receipt.OrderId}: {receipt.Items} items");

var upload = await client.UploadAsync(new Upload { Name = "hello.txt", Data = "hello, world"u8.ToArray() });
Console.WriteLine($"upload {upload.Name}: {upload.Length} bytes, checksum {upload.Checksum}");

var (status, problem) = await client.PostMalformedAsync();
Console.WriteLine($"malformed order: {status} {System.Text.Json.JsonDocument.Parse(problem).RootElement.GetProperty("title").GetString()}");

Console.WriteLine($"Backend: {RuntimeTypeModel.Default.GetBackend<Order>()}");
await app.StopAsync();
