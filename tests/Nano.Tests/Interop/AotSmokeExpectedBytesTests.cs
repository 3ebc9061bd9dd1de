using Google.Protobuf.WellKnownTypes;
using Nano.Interop;
using G = Nano.Interop.AotSmoke;

namespace Nano.Tests.Interop;

/// <summary>
/// The NativeAOT smoke test (tests/Nano.AotSmoke) compares Nano's bytes with a checked-in file. These tests prove
/// that file is what Google.Protobuf writes for the same message, and that Nano under JIT writes it too.
/// </summary>
public class AotSmokeExpectedBytesTests
{
    private static string ExpectedFile =>
        Path.Combine(BenchmarkData.FindRepositoryRoot(AppContext.BaseDirectory)!, "tests", "Nano.AotSmoke", "expected.hex");

    /// <summary>The Google twin of <see cref="AotSmoke.Sample.Create"/>.</summary>
    private static G.Order GoogleSample()
    {
        var order = new G.Order
        {
            Id = 9_007_199_254_740_993,
            Customer = "Ada Lovelace \u00e9\u20ac\U0001F600",
            ShipTo = new G.Address { Street = "12 Analytical Row", Number = 42 },
            Voucher = 150,
            Status = G.Status.Blocked,
            PlacedAt = Timestamp.FromDateTime(new DateTime(2026, 11, 22, 9, 30, 15, DateTimeKind.Utc).AddTicks(1_234_500)),
            Note = Google.Protobuf.ByteString.CopyFrom(0, 1, 2, 255),
        };
        order.Lines.Add(new G.Line { Sku = "tea", Quantity = 2, Codes = { 1, -1, 300, long.MaxValue } });
        order.Lines.Add(new G.Line { Sku = "cake", Quantity = -7 });
        order.Tags.Add("gift", 1);
        order.Tags.Add("rush", -2);
        order.ByNumber.Add(7, new G.Line { Sku = "jam", Quantity = 1, Codes = { 5 } });
        return order;
    }

    [Fact]
    public void ExpectedFile_IsWhatGoogleWrites()
    {
        var google = Convert.ToHexString(Google.Protobuf.MessageExtensions.ToByteArray(GoogleSample()));
        var file = File.ReadAllText(ExpectedFile).Trim();
        Assert.True(google == file, $"Google.Protobuf writes\n{google}\nbut {ExpectedFile} holds\n{file}");
    }

    [Theory]
    [InlineData(SerializerBackend.Emit)]
    [InlineData(SerializerBackend.Interpreted)]
    public void Nano_WritesTheExpectedFile_AndReadsItBack(SerializerBackend backend)
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = backend;
        var expected = File.ReadAllText(ExpectedFile).Trim();
        Assert.Equal(expected, Convert.ToHexString(model.SerializeToArray(AotSmoke.Sample.Create())));
        var read = model.Deserialize<AotSmoke.Order>(Convert.FromHexString(expected));
        Assert.Equal(expected, Convert.ToHexString(model.SerializeToArray(read)));
    }
}
