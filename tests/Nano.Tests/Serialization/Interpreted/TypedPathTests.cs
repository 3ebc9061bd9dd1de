using Nano.Serialization.Interpreted;
using Nano.Tests.Support;

namespace Nano.Tests.Serialization.Interpreted;

/// <summary>
/// The interpreted backend's typed path (docs/design-interpreted.md): which shapes run it, that it does not box
/// (writes allocate nothing, reads allocate about what emit does), and that reading straight into the instance keeps
/// the slot path's semantics (merge, oneof, defaults). These run in both test processes, so also without dynamic code.
/// </summary>
public class TypedPathTests
{
    public enum Colour { Red, Green, Blue }
    public enum Small : byte { None, Some = 200 }

    [ProtoContract]
    public sealed class Inner
    {
        [ProtoMember(1)] public int A { get; set; }
        [ProtoMember(2)] public string? Text { get; set; }
    }

    [ProtoContract]
    public sealed class Everything
    {
        [ProtoMember(1)] public int Int { get; set; }
        [ProtoMember(2)] public long Long { get; set; }
        [ProtoMember(3)] public double Double { get; set; }
        [ProtoMember(4)] public bool Bool { get; set; }
        [ProtoMember(5)] public Colour Colour { get; set; }
        [ProtoMember(6)] public string? Text { get; set; }
        [ProtoMember(7)] public Inner? Inner { get; set; }
        [ProtoMember(8)] public DateTime When { get; set; }
        [ProtoMember(9)] public Guid Id { get; set; }
        [ProtoMember(10)] public int? MaybeInt { get; set; }
        [ProtoMember(11)] public Small Small { get; set; }
        [ProtoMember(12)] public ReadOnlyMemory<byte> Blob { get; set; }
        [ProtoMember(13)] public byte[]? Bytes { get; set; }
        [ProtoMember(14, DataFormat = DataFormat.ZigZag)] public short Short { get; set; }
        [ProtoMember(15)] public TimeSpan Span { get; set; }
        [ProtoMember(16)] public decimal Money { get; set; }
        [ProtoMember(17)] public float Float { get; set; }
        [ProtoMember(18)] public ulong Big { get; set; }
    }

    private static Everything Sample() => new()
    {
        Int = -5, Long = long.MinValue, Double = 1.5, Bool = true, Colour = Colour.Blue, Text = "héllo", Inner = new Inner { A = 150, Text = "x" },
        When = new DateTime(2026, 11, 23, 15, 0, 0, DateTimeKind.Utc), Id = Guid.Parse("0f8fad5b-d9cb-469f-a165-70867728950e"), MaybeInt = 0,
        Small = Small.Some, Blob = new byte[] { 1, 2, 3 }, Bytes = [4, 5], Short = -300, Span = TimeSpan.FromSeconds(1.25), Money = 12.5m,
        Float = -0.5f, Big = ulong.MaxValue,
    };

    private static RuntimeTypeModel Interpreted() => Backends.Model(SerializerBackend.Interpreted);

    private static MessagePlan PlanOf<T>(RuntimeTypeModel model) => InterpretedBackend.Instance.PlanOf(model, model.GetModel(typeof(T)));

    [Fact]
    public void PlainClass_ReadsDirect_AndEveryPropertyIsTyped()
    {
        var plan = PlanOf<Everything>(Interpreted());
        Assert.True(plan.ReadsDirect);
        Assert.All(plan.Fields, f => Assert.True(f.IsTyped, $"{f.Model.Name} runs boxed"));
    }

#if NET // counts bytes with .NET's allocation counters, which .NET Framework does not have
    [Fact]
    public void Write_AllocatesNothing()
    {
        var model = Interpreted();
        var value = Sample();
        var buffer = new byte[1024];
        var length = model.Serialize(buffer.AsSpan(), value); // warm: plans, serializer, JIT
        Assert.Equal(Backends.List.Count > 1 ? Backends.Model(SerializerBackend.Emit).SerializeToArray(value) : model.SerializeToArray(value), buffer.AsSpan(0, length).ToArray());

        var before = GC.GetAllocatedBytesForCurrentThread();
        model.Serialize(buffer.AsSpan(), value);
        model.Measure(value);
        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.Equal(0, allocated);
    }

    [Fact]
    public void Read_AllocatesNoMoreThanEmit()
    {
        if (!Backends.EmitAvailable)
            return; // the comparison needs the emit backend; the other test process has no dynamic code
        var payload = Interpreted().SerializeToArray(Sample());
        var interpreted = Interpreted();
        var emit = Backends.Model(SerializerBackend.Emit);
        Assert.Equal(emit.SerializeToArray(emit.Deserialize<Everything>(payload)), interpreted.SerializeToArray(interpreted.Deserialize<Everything>(payload)));

        var interpretedBytes = AllocatedBy(() => interpreted.Deserialize<Everything>(payload));
        var emitBytes = AllocatedBy(() => emit.Deserialize<Everything>(payload));
        Assert.True(interpretedBytes <= emitBytes * 11 / 10, $"interpreted read allocates {interpretedBytes} B, emit {emitBytes} B");
    }

    private static long AllocatedBy(Func<object> read)
    {
        read(); // warm
        var before = GC.GetAllocatedBytesForCurrentThread();
        GC.KeepAlive(read());
        return GC.GetAllocatedBytesForCurrentThread() - before;
    }
#endif

    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [ProtoContract]
    public sealed class Preset
    {
        [ProtoMember(1)] public Inner Inner { get; set; } = new() { A = 1, Text = "constructor" };
        [ProtoMember(2)] public DateTime When { get; set; }
    }

    /// <summary>A message field merges into what the member holds, also in a new instance (what its constructor put
    /// there), and a second occurrence merges into the first: the emit backend's behaviour, which the interpreted
    /// backend's old slot path did not share (it replaced a constructor-made message on the first occurrence).</summary>
    [Theory, MemberData(nameof(Backend))]
    public void DirectRead_MergesIntoWhatTheConstructorMade(SerializerBackend b)
    {
        // Inner { text = "a" } then Inner { a = 7 }
        var read = Backends.Model(b).Deserialize<Preset>(Hex.Bytes("0A 03 12 01 61  0A 02 08 07"));
        Assert.Equal(7, read.Inner.A);
        Assert.Equal("a", read.Inner.Text);
        var once = Backends.Model(b).Deserialize<Preset>(Hex.Bytes("0A 03 12 01 61"));
        Assert.Equal((1, "a"), (once.Inner.A, once.Inner.Text));
    }

    [Theory, MemberData(nameof(Backend))]
    public void DirectRead_MergesIntoAnExistingInstance(SerializerBackend b)
    {
        var existing = new Preset { Inner = new Inner { A = 5, Text = "old" } };
        var read = Backends.Model(b).Merge(Hex.Bytes("0A 03 12 01 61"), existing);
        Assert.Same(existing, read);
        Assert.Equal(5, read.Inner.A);
        Assert.Equal("a", read.Inner.Text);
    }

    [ProtoContract]
    public sealed class Choice
    {
        [ProtoMember(1, OneOf = "pick")] public int? Number { get; set; }
        [ProtoMember(2, OneOf = "pick")] public string? Text { get; set; }
        [ProtoMember(3, OneOf = "pick")] public Inner? Inner { get; set; }
    }

    [Theory, MemberData(nameof(Backend))]
    public void DirectRead_OneOfKeepsTheLastMember(SerializerBackend b)
    {
        var model = Backends.Model(b);
        // number = 3, then text = "a": the number is cleared
        var read = model.Deserialize<Choice>(Hex.Bytes("08 03  12 01 61"));
        Assert.Null(read.Number);
        Assert.Equal("a", read.Text);
        // text = "a", inner { a = 1 }, number = 9
        read = model.Deserialize<Choice>(Hex.Bytes("12 01 61  1A 02 08 01  08 09"));
        Assert.Equal(9, read.Number);
        Assert.Null(read.Text);
        Assert.Null(read.Inner);
        // merging into an instance that holds another member clears it
        var merged = model.Merge(Hex.Bytes("08 04"), new Choice { Text = "old" });
        Assert.Equal(4, merged.Number);
        Assert.Null(merged.Text);
    }

    [ProtoContract]
    public sealed record Immutable([property: ProtoMember(1)] int A, [property: ProtoMember(2)] string B);

    [ProtoContract]
    public struct Point
    {
        [ProtoMember(1)] public int X { get; set; }
    }

    [ProtoContract]
    public sealed class WithField
    {
        [ProtoMember(1)] public int Field;
        [ProtoMember(2)] public Colour? MaybeColour { get; set; }
        [ProtoMember(3)] public string? Text;
    }

    /// <summary>The documented boxed shapes: they are reported as such (no silent fallback), and still round-trip.</summary>
    [Fact]
    public void BoxedShapes_AreReported()
    {
        var model = Interpreted();
        Assert.Equal(MessageReadPath.Constructor, PlanOf<Immutable>(model).ReadPath); // constructor-built: typed cells (Construction/)
        Assert.Equal(MessageReadPath.Slots, PlanOf<Point>(model).ReadPath); // struct message with setters: slots, reflection
        Assert.False(PlanOf<Point>(model).Fields[0].IsTyped);
        var withField = PlanOf<WithField>(model);
        Assert.True(withField.ReadsDirect);
        Assert.False(withField.Fields[0].IsTyped); // a value-type field member: FieldInfo boxes
        Assert.True(withField.Fields[2].IsTyped);  // a reference-type field member: nothing to box

        var value = new WithField { Field = 3, MaybeColour = Colour.Green, Text = "t" };
        var read = model.Deserialize<WithField>(model.SerializeToArray(value));
        Assert.Equal((3, Colour.Green, "t"), (read.Field, read.MaybeColour, read.Text));
        Assert.Equal(new Immutable(1, "b"), model.Deserialize<Immutable>(model.SerializeToArray(new Immutable(1, "b"))));
        Assert.Equal(7, model.Deserialize<Point>(model.SerializeToArray(new Point { X = 7 })).X);
    }
    [ProtoContract, ProtoInclude(10, typeof(Overriding))]
    public class Overridable
    {
        [ProtoMember(1)] public virtual int X { get; set; }
    }

    [ProtoContract]
    public sealed class Overriding : Overridable
    {
        public override int X { get => 7; set { } }
    }

    /// <summary>A virtual property is read through virtual dispatch on every path: the sub-type (field 10, empty), then
    /// X = 7 from the override (the function-pointer accessor used
    /// without dynamic code would call the base getter, so it is never used for one).</summary>
    [Theory, MemberData(nameof(Backend))]
    public void VirtualProperty_IsReadThroughTheOverride(SerializerBackend b) =>
        Assert.Equal("52000807", Hex.Of(Backends.Model(b).SerializeToArray<Overridable>(new Overriding())));
}
