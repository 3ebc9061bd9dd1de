using Nano;

namespace Nano.Tests.Runtime;

/// <summary>
/// Each build of a test suite runs on the runtime it targets, and emit serves it there: a net8.0 build that silently
/// rolled forward to .NET 10, or a runtime where <see cref="SerializerBackend.Auto"/> fell back to the interpreter,
/// fails here rather than passing the rest of the suite on the wrong runtime or backend. Compiled into each suite that
/// runs on more than one runtime.
/// </summary>
public class TargetRuntimeTests
{
    [Fact]
    public void RunsOnTheRuntimeItWasBuiltFor()
    {
#if NET10_0
        Assert.Equal(10, Environment.Version.Major);
#elif NET8_0
        Assert.Equal(8, Environment.Version.Major);
#elif NETFRAMEWORK
        // .NET Framework's test leg runs under Mono on Linux (README, "Tested on").
        Assert.NotNull(Type.GetType("Mono.Runtime"));
#else
        Assert.Fail("a target framework this test does not know");
#endif
    }

    [Fact]
    public void AutoPicksEmitUnderTheJit()
    {
        var model = RuntimeTypeModel.Create();
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<RuntimeProbe>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<RuntimeProbeList>());
        var value = new RuntimeProbeList { Items = [new RuntimeProbe { Id = 150, Name = "a" }], Counts = new() { [1] = 2 } };
        var bytes = model.SerializeToArray(value);
        // Hand-encoded: field 1 (6 bytes: field 1 varint 150, field 2 "a"), field 2 (map entry 1 -> 2).
        Assert.Equal(new byte[] { 0x0A, 0x06, 0x08, 0x96, 0x01, 0x12, 0x01, 0x61, 0x12, 0x04, 0x08, 0x01, 0x10, 0x02 }, bytes);
        var copy = model.Deserialize<RuntimeProbeList>(bytes);
        Assert.Equal(150, copy.Items[0].Id);
        Assert.Equal("a", copy.Items[0].Name);
        Assert.Equal(2, copy.Counts[1]);
    }
}

[ProtoContract]
public sealed class RuntimeProbe
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public string? Name { get; set; }
}

[ProtoContract]
public sealed class RuntimeProbeList
{
    [ProtoMember(1)] public List<RuntimeProbe> Items { get; set; } = [];
    [ProtoMember(2)] public Dictionary<int, int> Counts { get; set; } = [];
}
