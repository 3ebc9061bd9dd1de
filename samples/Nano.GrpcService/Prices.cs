using Grpc.Core;
using ProtoBuf.Grpc;

namespace Nano.Samples.GrpcService;

/// <summary>The server's implementation: a fixed price per SKU, in cents.</summary>
public sealed class Prices : IPrices
{
    private static readonly Dictionary<string, long> UnitCents = new() { ["tea"] = 250, ["cake"] = 400 };

    public ValueTask<Quote> GetQuote(QuoteRequest request, CallContext context = default) => new(Price(request.Sku, request.Quantity));

    public async IAsyncEnumerable<Quote> GetPriceList(QuoteRequest request, CallContext context = default)
    {
        for (int quantity = 1; quantity <= request.Quantity; quantity++)
        {
            context.CancellationToken.ThrowIfCancellationRequested();
            yield return Price(request.Sku, quantity);
            await Task.Yield();
        }
    }

    private static Quote Price(string? sku, int quantity) =>
        sku is not null && UnitCents.TryGetValue(sku, out long cents)
            ? new Quote { Sku = sku, Quantity = quantity, TotalCents = cents * quantity }
            : throw new RpcException(new Status(StatusCode.NotFound, $"no price for SKU '{sku}'"));
}
