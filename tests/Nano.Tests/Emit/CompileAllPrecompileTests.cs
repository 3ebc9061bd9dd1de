using System.Runtime;
using Nano.Emit;
using Nano.Tests.Support;

namespace Nano.Tests.Emit;

/// <summary>
/// After <see cref="RuntimeTypeModel.CompileAll"/>, the first Serialize and Deserialize of a type JIT-compile nothing:
/// its dynamic methods, the generic helpers they call and the codecs those are closed over were compiled up front.
/// Counted with <see cref="JitInfo.GetCompiledMethodCount"/> on the test's own thread (not a timing test); Nano's shared
/// code is warmed first with a type of the same shape, so that only what is specific to the probe type is counted.
/// </summary>
public class CompileAllPrecompileTests
{
    public enum WarmKind { A, B }

    public enum ProbeKind { A, B, C }

    public enum ControlKind { A, B, C }

    [ProtoContract]
    public sealed class WarmChild { [ProtoMember(1)] public string? Label { get; set; } [ProtoMember(2)] public int Count { get; set; } }

    /// <summary>The same field kinds as the probes, with its own enum: warms Nano's shared code without the probes' instantiations.</summary>
    [ProtoContract]
    public sealed class WarmShape
    {
        [ProtoMember(1)] public int Id { get; set; }
        [ProtoMember(2)] public string? Name { get; set; }
        [ProtoMember(3)] public List<string> Tags { get; set; } = [];
        [ProtoMember(4)] public WarmChild? Child { get; set; }
        [ProtoMember(5)] public WarmKind Kind { get; set; }
        [ProtoMember(6)] public List<WarmChild> Children { get; set; } = [];
        [ProtoMember(7)] public WarmKind[] Kinds { get; set; } = [];
    }

    [ProtoContract]
    public sealed class ProbeChild { [ProtoMember(1)] public string? Label { get; set; } [ProtoMember(2)] public int Count { get; set; } }

    [ProtoContract]
    public sealed class Probe
    {
        [ProtoMember(1)] public int Id { get; set; }
        [ProtoMember(2)] public string? Name { get; set; }
        [ProtoMember(3)] public List<string> Tags { get; set; } = [];
        [ProtoMember(4)] public ProbeChild? Child { get; set; }
        [ProtoMember(5)] public ProbeKind Kind { get; set; }
        [ProtoMember(6)] public List<ProbeChild> Children { get; set; } = [];
        [ProtoMember(7)] public ProbeKind[] Kinds { get; set; } = [];
    }

    [ProtoContract]
    public sealed class ControlChild { [ProtoMember(1)] public string? Label { get; set; } [ProtoMember(2)] public int Count { get; set; } }

    /// <summary>Like <see cref="Probe"/>, never precompiled: shows that the count sees what a first call compiles.</summary>
    [ProtoContract]
    public sealed class Control
    {
        [ProtoMember(1)] public int Id { get; set; }
        [ProtoMember(2)] public string? Name { get; set; }
        [ProtoMember(3)] public List<string> Tags { get; set; } = [];
        [ProtoMember(4)] public ControlChild? Child { get; set; }
        [ProtoMember(5)] public ControlKind Kind { get; set; }
        [ProtoMember(6)] public List<ControlChild> Children { get; set; } = [];
        [ProtoMember(7)] public ControlKind[] Kinds { get; set; } = [];
    }

    [Fact]
    public void FirstCallsAfterCompileAllCompileNothing()
    {
        if (!Backends.EmitAvailable)
            return;
        var warm = Backends.Model(SerializerBackend.Emit);
        var warmCopy = warm.Deserialize<WarmShape>(warm.SerializeToArray(new WarmShape
        {
            Id = 1, Name = "w", Tags = ["x"], Child = new() { Label = "c", Count = 2 }, Kind = WarmKind.B, Children = [new() { Count = 3 }], Kinds = [WarmKind.A, WarmKind.B],
        }));
        Assert.Equal(3, warmCopy.Children[0].Count);

        // Framework generic code over the probe's enum, which Nano's helpers use when reading a repeated enum, is not
        // Nano's to precompile (see Precompiler): compiled here, so that the count below is Nano's alone.
        var kinds = new List<ProbeKind> { ProbeKind.A };
        Assert.False(((ReadOnlySpan<ProbeKind>)kinds.ToArray()).IsEmpty);

        var model = Backends.Model(SerializerBackend.Emit);
        model.Add<Probe>();
        model.CompileAll();
        Assert.Equal("emit", ((EmitSerializer<Probe>)model.GetSerializer<Probe>()).Origin);
        var probe = new Probe
        {
            Id = 7, Name = "probe", Tags = ["a", "b"], Child = new() { Label = "child", Count = 5 }, Kind = ProbeKind.C,
            Children = [new() { Label = "x", Count = 1 }], Kinds = [ProbeKind.B, ProbeKind.C],
        };

        long before = JitInfo.GetCompiledMethodCount(currentThread: true);
        var copy = model.Deserialize<Probe>(model.SerializeToArray(probe));
        long compiled = JitInfo.GetCompiledMethodCount(currentThread: true) - before;

        Assert.Equal(ProbeKind.C, copy.Kind);
        Assert.Equal("child", copy.Child!.Label);
        Assert.Equal([ProbeKind.B, ProbeKind.C], copy.Kinds);
        Assert.Equal(0, compiled);
    }

    [Fact]
    public void WithoutCompileAllTheFirstCallsCompile()
    {
        if (!Backends.EmitAvailable)
            return;
        var model = Backends.Model(SerializerBackend.Emit);
        model.GetSerializer<Control>();
        var control = new Control { Id = 7, Kind = ControlKind.C, Child = new() { Count = 5 }, Children = [new() { Count = 1 }], Kinds = [ControlKind.B] };

        long before = JitInfo.GetCompiledMethodCount(currentThread: true);
        var copy = model.Deserialize<Control>(model.SerializeToArray(control));
        long compiled = JitInfo.GetCompiledMethodCount(currentThread: true) - before;

        Assert.Equal(ControlKind.C, copy.Kind);
        Assert.True(compiled >= 3, $"expected the first calls to compile at least the three dynamic methods, counted {compiled}");
    }
}
