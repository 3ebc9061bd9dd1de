using Billing.Contracts;
using Nano;
using PbnSerializer = ProtoBuf.Serializer;
using PbnPrefixStyle = ProtoBuf.PrefixStyle;

// Moving from protobuf-net to Nano without touching the contracts (Contracts.cs keeps protobuf-net's attributes).
// protobuf-net writes the "stored data" here; Nano reads it, writes it back byte for byte, and protobuf-net reads what
// Nano wrote. Only the Serializer calls change: ProtoBuf.Serializer becomes Nano.Serializer.

var invoice = new Invoice
{
    Id = 7,
    Title = "March rent",
    IssuedAt = new DateTime(2026, 3, 1),
    PaymentTerm = TimeSpan.FromDays(30),
    Total = 10.50m,
    Lines = [new InvoiceLine { Sku = "tea", Quantity = 2, UnitPrice = 3.25m }, new InvoiceLine { Sku = "cake", Quantity = 1, UnitPrice = 4.00m }],
    Tags = { ["currency"] = "EUR", ["cost-centre"] = "42" },
    ReminderDays = [7, 14],
};

// 0. Before any stored data is read: build the model of each root type. A contract that uses something Nano does not
//    map yet fails here with a ProtoModelException naming the type and member (see the migration guide).
var model = RuntimeTypeModel.Default.GetModel(typeof(Document));
var sub = model.SubTypes.Single();
Console.WriteLine($"model: {model.Name} (fields {string.Join(", ", model.Fields.Select(f => f.Number))}), " +
    $"sub-type {sub.Model.Name} under field {sub.Tag} (fields {string.Join(", ", sub.Model.Fields.Select(f => f.Number))})");

// 1. Data protobuf-net stored (in a file, a cache, a queue...), written through the base type as the app stores it.
byte[] stored = Write(stream => PbnSerializer.Serialize<Document>(stream, invoice));

// 2. Nano reads it: the sub-type through [ProtoInclude], the bcl.* formats, the map and the unpacked list.
var read = (Invoice)Serializer.Deserialize<Document>(stored);
Console.WriteLine($"read by Nano: {read.GetType().Name} {read.Id} \"{read.Title}\"");
Console.WriteLine($"  issued {read.IssuedAt:O} ({read.IssuedAt.Kind}), payment term {read.PaymentTerm:c}, total {read.Total}");
foreach (var line in read.Lines)
    Console.WriteLine($"  {line.Quantity} x {line.Sku} at {line.UnitPrice}");
Console.WriteLine($"  tags: {string.Join(", ", read.Tags.OrderBy(tag => tag.Key, StringComparer.Ordinal).Select(tag => $"{tag.Key}={tag.Value}"))}");
Console.WriteLine($"  reminder days: {string.Join(", ", read.ReminderDays)}");

// 3. Nano writes it back: the same bytes protobuf-net wrote, so stored data and new data are one format.
byte[] rewritten = Serializer.SerializeToArray<Document>(read);
Console.WriteLine($"written back by Nano, identical to protobuf-net's bytes: {rewritten.AsSpan().SequenceEqual(stored)}");

// 4. And protobuf-net reads Nano's bytes (services can move one at a time).
var back = (Invoice)PbnSerializer.Deserialize<Document>(new MemoryStream(rewritten));
Console.WriteLine($"read by protobuf-net: {back.GetType().Name} {back.Id}, {back.Lines.Count} lines, total {back.Total}");

// 5. The non-generic API (protobuf-net's Serializer.NonGeneric): the type is known only at run time.
object boxed = Serializer.Deserialize(typeof(Document), new MemoryStream(stored));
byte[] nonGeneric = Write(stream => Serializer.Serialize(stream, boxed));
byte[] pbnNonGeneric = Write(stream => PbnSerializer.NonGeneric.Serialize(stream, invoice));
Console.WriteLine($"non-generic: read {boxed.GetType().Name} {((Document)boxed).Id}, written back identical to protobuf-net's: {nonGeneric.AsSpan().SequenceEqual(pbnNonGeneric)}");

// 6. A stream of length-prefixed items, as protobuf-net's SerializeWithLengthPrefix writes it (here under field 1).
Document[] journal = [new Document { Id = 1, Title = "opening balance" }, invoice, new Document { Id = 3, Title = "closing note" }];
byte[] pbnItems = Write(stream =>
{
    foreach (var item in journal)
        PbnSerializer.SerializeWithLengthPrefix(stream, item, PbnPrefixStyle.Base128, 1);
});
var items = Serializer.DeserializeItems<Document>(new MemoryStream(pbnItems), PrefixStyle.Base128, 1).ToList();
Console.WriteLine($"length-prefixed items read by Nano: {string.Join(", ", items.Select(item => $"{item.GetType().Name} {item.Id}"))}");
byte[] nanoItems = Write(stream =>
{
    foreach (var item in items)
        Serializer.SerializeWithLengthPrefix(stream, item, PrefixStyle.Base128, 1);
});
Console.WriteLine($"length-prefixed items written back by Nano, identical: {nanoItems.AsSpan().SequenceEqual(pbnItems)}");

Console.WriteLine($"Backend: {RuntimeTypeModel.Default.GetBackend<Document>()}");

static byte[] Write(Action<Stream> write)
{
    var stream = new MemoryStream();
    write(stream);
    return stream.ToArray();
}
