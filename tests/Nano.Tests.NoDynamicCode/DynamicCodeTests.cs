using System.Runtime.CompilerServices;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;

namespace Nano.Tests;

public class DynamicCodeTests
{
    [Fact]
    public void ThisProcessHasNoDynamicCode()
    {
        Assert.False(RuntimeFeature.IsDynamicCodeSupported);
        Assert.False(Backends.EmitAvailable);
    }

    [Fact]
    public void AutoFallsBackToTheInterpretedBackend()
    {
        var model = RuntimeTypeModel.Create();
        Assert.Equal("interpreted", model.ResolvedBackendName);
        Assert.Equal(150, model.Deserialize<Inner>(model.SerializeToArray(new Inner { A = 150 })).A);
    }

    [Fact]
    public void TheNonGenericApiRunsOnTheInterpretedBackend()
    {
        var model = RuntimeTypeModel.Create();
        var stream = new MemoryStream();
        model.Serialize(stream, (object)new Inner { A = 150 });
        Assert.Equal(model.SerializeToArray(new Inner { A = 150 }), stream.ToArray());
        stream.Position = 0;
        Assert.Equal(150, Assert.IsType<Inner>(model.Deserialize(typeof(Inner), stream)).A);
    }

    [Fact]
    public void ForcingEmitFailsClearly()
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = SerializerBackend.Emit;
        var e = Assert.Throws<NotSupportedException>(() => model.SerializeToArray(new Inner()));
        Assert.Contains("dynamic code", e.Message);
    }
}
