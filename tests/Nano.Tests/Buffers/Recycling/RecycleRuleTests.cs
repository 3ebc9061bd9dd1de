using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using static Nano.Tests.Buffers.Recycling.RecycleSupport;

namespace Nano.Tests.Buffers.Recycling;

/// <summary>Which types recycle, decided once by the model, and that the others still read in pool mode as before.</summary>
public class RecycleRuleTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Theory]
    [InlineData(typeof(RecycledOrder))]
    [InlineData(typeof(RecycledLine))]
    [InlineData(typeof(Leaves))]
    [InlineData(typeof(LeafItem))]
    public void PlainMutableTypesRecycle(Type type)
    {
        var model = RecyclingModel(SerializerBackend.Interpreted);
        Assert.True(model.IsRecycled(type, out var reason), reason);
        Assert.Equal("", reason);
    }

    [Theory]
    [InlineData(typeof(RecordLine), "constructor-built")]
    [InlineData(typeof(InitOnlyLine), "init-only")]
    [InlineData(typeof(HiddenStateLine), "_reads is not a contract member")]
    [InlineData(typeof(PrefilledLine), "Values")]
    [InlineData(typeof(NestedInitLine), "Line")]
    public void TypesNanoCannotResetDoNotRecycle(Type type, string because)
    {
        var model = RecyclingModel(SerializerBackend.Interpreted);
        Assert.False(model.IsRecycled(type, out var reason));
        Assert.Contains(because, reason);
    }

    [Fact]
    public void TypesWithCallbacksDoNotRecycle()
    {
        var model = RecyclingModel(SerializerBackend.Interpreted);
        model.Add<CallbackLine>(applyAttributes: false).Field(1, x => x.Sku).SetCallbacks(afterDeserialize: nameof(CallbackLine.Done));
        Assert.False(model.IsRecycled(typeof(CallbackLine), out var reason));
        Assert.Contains("callbacks", reason);
    }

    [Theory, MemberData(nameof(Backend))]
    public void TypesThatDoNotRecycleReadAsBefore(SerializerBackend b)
    {
        var model = RecyclingModel(b);
        Check(model, new PrefilledLine { Values = [3] });
        Check(model, new NestedInitLine { Line = new RecycledLine { Sku = "s", Notes = ["n"] } });
        Check(model, new HiddenStateLine { Sku = "h" });
        Check(model, new CallbackLine());
        Check(model, new RecordLine("r", 2));
    }

    private static void Check<T>(RuntimeTypeModel model, T value)
    {
        var bytes = model.SerializeToArray(value);
        for (var i = 0; i < 3; i++)
        {
            using var lease = model.DeserializePooled<T>(bytes);
            AssertSame(model.Deserialize<T>(bytes), lease.Value);
        }
    }
}
