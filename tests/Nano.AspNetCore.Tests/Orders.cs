using Microsoft.AspNetCore.Mvc;

namespace Nano.AspNetCore.Tests;

[ProtoContract]
public sealed class Order
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public string? Customer { get; set; }
    [ProtoMember(3)] public ReadOnlyMemory<byte> Payload { get; set; }
    [ProtoMember(4)] public List<Line> Lines { get; set; } = [];

    public static Order Sample(int lines = 3, int payload = 100) => new()
    {
        Id = 42,
        Customer = "ACME",
        Payload = Enumerable.Range(0, payload).Select(i => (byte)i).ToArray(),
        Lines = Enumerable.Range(0, lines).Select(i => new Line { Sku = "sku-" + i, Quantity = i + 1, Tag = new byte[] { (byte)i, 7 } }).ToList(),
    };

    public static void AssertEqual(Order expected, Order actual)
    {
        Assert.Equal(expected.Id, actual.Id);
        Assert.Equal(expected.Customer, actual.Customer);
        Assert.Equal(expected.Payload.ToArray(), actual.Payload.ToArray());
        Assert.Equal(expected.Lines.Count, actual.Lines.Count);
        for (var i = 0; i < expected.Lines.Count; i++)
        {
            Assert.Equal(expected.Lines[i].Sku, actual.Lines[i].Sku);
            Assert.Equal(expected.Lines[i].Quantity, actual.Lines[i].Quantity);
            Assert.Equal(expected.Lines[i].Tag.ToArray(), actual.Lines[i].Tag.ToArray());
        }
    }
}

[ProtoContract]
public sealed class Line
{
    [ProtoMember(1)] public string? Sku { get; set; }
    [ProtoMember(2)] public int Quantity { get; set; }
    [ProtoMember(3)] public ReadOnlyMemory<byte> Tag { get; set; }
}

/// <summary>An MVC controller that takes and returns protobuf through the formatters.</summary>
[ApiController]
[Route("mvc/orders")]
public sealed class OrdersController : ControllerBase
{
    [HttpPost]
    public ActionResult<Order> Post([FromBody] Order order)
    {
        order.Id++;
        return order;
    }
}

/// <summary>No attributes: a contract only of a model that registers it fluently.</summary>
public sealed class Plain
{
    public int Id { get; set; }
    public string? Name { get; set; }
}

[ApiController]
[Route("mvc/plain")]
public sealed class PlainController : ControllerBase
{
    [HttpPost]
    public ActionResult<Plain> Post([FromBody] Plain plain) => new Plain { Id = plain.Id * 2, Name = plain.Name };
}
