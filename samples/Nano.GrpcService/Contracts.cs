using ProtoBuf.Grpc;
using ProtoBuf.Grpc.Configuration;

namespace Nano.Samples.GrpcService;

// The messages carry Nano's attributes (namespace Nano); the service is a protobuf-net.Grpc code-first interface,
// shared by the server (which implements it) and the client (which gets a proxy for it).

[ProtoContract]
public sealed class QuoteRequest
{
    [ProtoMember(1)] public string? Sku { get; set; }
    [ProtoMember(2)] public int Quantity { get; set; }
}

[ProtoContract]
public sealed class Quote
{
    [ProtoMember(1)] public string? Sku { get; set; }
    [ProtoMember(2)] public int Quantity { get; set; }
    [ProtoMember(3)] public long TotalCents { get; set; }
}

[Service("shop.Prices")]
public interface IPrices
{
    /// <summary>Unary: the price of <see cref="QuoteRequest.Quantity"/> items of one SKU.</summary>
    ValueTask<Quote> GetQuote(QuoteRequest request, CallContext context = default);

    /// <summary>Server streaming: a quote for each quantity from 1 to <see cref="QuoteRequest.Quantity"/>.</summary>
    IAsyncEnumerable<Quote> GetPriceList(QuoteRequest request, CallContext context = default);
}
