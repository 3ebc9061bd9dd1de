using System.Runtime.CompilerServices;
using Nano.Emit;
using Nano.Emit.Compiler;
using Nano.Emit.Runtime;
using Nano.Tests.Support;
using Nano.Wire;
using KeyedLongMap = Nano.Tests.Serialization.MapKeys.KeyedMap<long>;

namespace Nano.Tests.Emit;

/// <summary>
/// Models that describe a type identically share its emitted holders (and so its dynamic methods); models that differ
/// in anything the IL depends on do not, and each writes and reads its own bytes. Every test has its own types, so
/// that what another test's models compiled cannot make a pair share.
/// </summary>
public class SharedShapeTests
{
    [ProtoContract] public sealed class PairChild { [ProtoMember(1)] public string? Label { get; set; } [ProtoMember(2)] public int Count { get; set; } }
    [ProtoContract] public sealed class Pair { [ProtoMember(1)] public int Id { get; set; } [ProtoMember(2)] public PairChild? Child { get; set; } [ProtoMember(3)] public List<PairChild> More { get; set; } = []; }

    [ProtoContract] public sealed class Node { [ProtoMember(1)] public int Value { get; set; } [ProtoMember(2)] public Node? Next { get; set; } [ProtoMember(3)] public Leaf? Leaf { get; set; } }
    [ProtoContract] public sealed class Leaf { [ProtoMember(1)] public Node? Back { get; set; } [ProtoMember(2)] public string? Text { get; set; } }

    public sealed class Fluent { public int Id { get; set; } public long Big { get; set; } public List<int> Items { get; set; } = []; }

    public enum Color { Red = 0, Green = 1 }

    public sealed class Rules { public Color Color { get; set; } public int Level { get; set; } public string? Note { get; set; } }

    [ProtoContract] public sealed class Limits { [ProtoMember(1)] public Limits? Inner { get; set; } [ProtoMember(2)] public ReadOnlyMemory<byte> Blob { get; set; } }

    [ProtoContract, ProtoInclude(5, typeof(Circle)), ProtoInclude(6, typeof(Square))]
    public abstract class Shape { [ProtoMember(1)] public string? Name { get; set; } [ProtoMember(2)] public Shape? Inside { get; set; } }
    [ProtoContract] public sealed class Circle : Shape { [ProtoMember(1)] public double Radius { get; set; } }
    [ProtoContract] public sealed class Square : Shape { [ProtoMember(1)] public int Side { get; set; } [ProtoMember(2)] public Circle? Inscribed { get; set; } }

    [ProtoContract] public sealed class Unshared { [ProtoMember(1)] public int Id { get; set; } }

    [ProtoContract] public sealed class Dropped { [ProtoMember(1)] public int Id { get; set; } [ProtoMember(2)] public Dropped? Next { get; set; } }

    private static MessageDelegates<T> Holder<T>(RuntimeTypeModel model) => ((EmitSerializer<T>)model.GetSerializer<T>()).Delegates;

    [Fact]
    public void IdenticalModelsShareTheHoldersOfTheTypeAndOfTheTypesItReaches()
    {
        if (!Backends.EmitAvailable)
            return;
        var value = new Pair { Id = 5, Child = new() { Label = "c", Count = 2 }, More = [new() { Count = 3 }] };
        var first = Backends.Model(SerializerBackend.Emit);
        var second = Backends.Model(SerializerBackend.Auto); // Auto resolves to emit and compiles the same IL
        var bytes = first.SerializeToArray(value);

        Assert.Same(Holder<Pair>(first), Holder<Pair>(second));
        Assert.Same(Holder<PairChild>(first), Holder<PairChild>(second)); // adopted with the graph, not rebuilt
        Assert.NotSame(first.GetSerializer<Pair>(), second.GetSerializer<Pair>()); // the typed face stays per model
        Assert.Equal(bytes, second.SerializeToArray(value));
        Equivalence.AssertEqual(value, second.Deserialize<Pair>(bytes));
        Assert.Equal(1, Holder<Pair>(second).Emissions(Operation.Write)); // the second model emitted nothing more
    }

    [Fact]
    public void RecursiveAndMutuallyRecursiveTypesShare()
    {
        if (!Backends.EmitAvailable)
            return;
        var value = new Node { Value = 1, Next = new() { Value = 2 }, Leaf = new() { Text = "t", Back = new() { Value = 3 } } };
        var expected = Backends.Model(SerializerBackend.Interpreted).SerializeToArray(value);
        var first = Backends.Model(SerializerBackend.Emit);
        var second = Backends.Model(SerializerBackend.Emit);
        // The second model asks for the nested type first: it finds the holder the first model built for it.
        Assert.Equal(expected, first.SerializeToArray(value));
        Assert.Same(Holder<Leaf>(first), Holder<Leaf>(second));
        Assert.Same(Holder<Node>(first), Holder<Node>(second));
        Assert.Equal(expected, second.SerializeToArray(value));
        Equivalence.AssertEqual(value, second.Deserialize<Node>(expected));
    }

    [Fact]
    public void ModelsDifferingInAFieldsEncodingDoNotShareAndEachWritesItsOwnBytes()
    {
        if (!Backends.EmitAvailable)
            return;
        static RuntimeTypeModel Model(DataFormat id, bool packed)
        {
            var model = Backends.Model(SerializerBackend.Emit);
            model.Add<Fluent>(applyAttributes: false)
                .Field(1, f => f.Id, new FieldOptions { DataFormat = id })
                .Field(2, f => f.Big)
                .Field(3, f => f.Items, new FieldOptions { IsPacked = packed });
            return model;
        }
        var value = new Fluent { Id = -1, Big = 1, Items = [1, 2] };
        var plain = Model(DataFormat.Default, packed: true);
        var zigZag = Model(DataFormat.ZigZag, packed: true);
        var unpacked = Model(DataFormat.Default, packed: false);
        var plainAgain = Model(DataFormat.Default, packed: true);

        Assert.Equal(Hex.Bytes("08 FF FF FF FF FF FF FF FF FF 01 10 01 1A 02 01 02"), plain.SerializeToArray(value));
        Assert.Equal(Hex.Bytes("08 01 10 01 1A 02 01 02"), zigZag.SerializeToArray(value));
        Assert.Equal(Hex.Bytes("08 FF FF FF FF FF FF FF FF FF 01 10 01 18 01 18 02"), unpacked.SerializeToArray(value));
        Assert.NotSame(Holder<Fluent>(plain), Holder<Fluent>(zigZag));
        Assert.NotSame(Holder<Fluent>(plain), Holder<Fluent>(unpacked));
        Assert.Same(Holder<Fluent>(plain), Holder<Fluent>(plainAgain));
        Assert.Equal(-1, zigZag.Deserialize<Fluent>(Hex.Bytes("08 01")).Id);
        Assert.Equal(-1, plain.Deserialize<Fluent>(Hex.Bytes("08 FF FF FF FF FF FF FF FF FF 01")).Id);
    }

    [Fact]
    public void ModelsDifferingInEnumRulesDefaultsOrPresenceDoNotShare()
    {
        if (!Backends.EmitAvailable)
            return;
        static RuntimeTypeModel Model(bool closed, object? levelDefault, bool optionalNote)
        {
            var model = Backends.Model(SerializerBackend.Emit);
            model.Add<Rules>(applyAttributes: false)
                .Field(1, r => r.Color, new FieldOptions { IsClosedEnum = closed })
                .Field(2, r => r.Level, new FieldOptions { DefaultValue = levelDefault })
                .Field(3, r => r.Note, new FieldOptions { IsOptional = optionalNote });
            return model;
        }
        var plain = Model(closed: false, levelDefault: null, optionalNote: false);
        var closed = Model(closed: true, levelDefault: null, optionalNote: false);
        var defaulted = Model(closed: false, levelDefault: 5, optionalNote: false);
        var explicitPresence = Model(closed: false, levelDefault: null, optionalNote: true);
        var value = new Rules { Color = Color.Green, Level = 5, Note = "" };

        Assert.Equal(Hex.Bytes("08 01 10 05"), plain.SerializeToArray(value));
        Assert.Equal(Hex.Bytes("08 01"), defaulted.SerializeToArray(value));               // 5 is the default: not written
        Assert.Equal(Hex.Bytes("08 01 10 05 1A 00"), explicitPresence.SerializeToArray(value)); // a set "" is written
        Assert.Equal(Hex.Bytes("08 01 10 05"), closed.SerializeToArray(value));
        Assert.Equal((Color)7, plain.Deserialize<Rules>(Hex.Bytes("08 07")).Color);        // open: kept
        Assert.Equal(Color.Red, closed.Deserialize<Rules>(Hex.Bytes("08 07")).Color);      // closed: undeclared, dropped
        Assert.Equal(5, defaulted.Deserialize<Rules>([]).Level);                           // absent: the default
        Assert.Equal(0, plain.Deserialize<Rules>([]).Level);

        var holders = new[] { Holder<Rules>(plain), Holder<Rules>(closed), Holder<Rules>(defaulted), Holder<Rules>(explicitPresence) };
        Assert.Equal(4, holders.Distinct().Count());
        Assert.Same(Holder<Rules>(plain), Holder<Rules>(Model(closed: false, levelDefault: null, optionalNote: false)));
    }

    /// <summary>MaxDepth and AliasInputMemory are not in the IL (they travel in the writer and reader): such models share
    /// and still each apply their own setting.</summary>
    [Fact]
    public void ModelsDifferingOnlyInReaderAndWriterSettingsShareAndKeepTheirOwnSettings()
    {
        if (!Backends.EmitAvailable)
            return;
        var shallow = Backends.Model(SerializerBackend.Emit);
        shallow.MaxDepth = 2;
        var aliasing = Backends.Model(SerializerBackend.Emit);
        aliasing.AliasInputMemory = true;
        var deep = new Limits { Inner = new() { Inner = new() { Inner = new() } } };
        var bytes = aliasing.SerializeToArray(deep);

        Assert.Same(Holder<Limits>(shallow), Holder<Limits>(aliasing));
        Assert.Throws<InvalidOperationException>(() => shallow.SerializeToArray(deep));
        Assert.Throws<ProtoException>(() => shallow.Deserialize<Limits>(bytes));
        Assert.NotNull(aliasing.Deserialize<Limits>(bytes).Inner!.Inner!.Inner);

        var input = Hex.Bytes("12 02 AA BB");
        var aliased = aliasing.Deserialize<Limits>(input);
        var copied = shallow.Deserialize<Limits>(input);
        input[2] = 0xCC;
        Assert.Equal(0xCC, aliased.Blob.Span[0]); // points into the input
        Assert.Equal(0xAA, copied.Blob.Span[0]);  // a copy
    }

    /// <summary>MapKeyHashing is baked into the emitted map reads (a constant passed to DictionaryOps): models differing
    /// only in it must not share, and each reads into dictionaries with its own comparer.</summary>
    [Fact]
    public void ModelsDifferingOnlyInMapKeyHashingDoNotShare()
    {
        if (!Backends.EmitAvailable)
            return;
        var resistant = Backends.Model(SerializerBackend.Emit);
        var trusted = Backends.Model(SerializerBackend.Emit);
        trusted.MapKeyHashing = MapKeyHashing.Default;
        var resistant2 = Backends.Model(SerializerBackend.Emit);
        var bytes = Hex.Bytes("0A 04 08 01 10 01");

        Assert.NotSame(Holder<KeyedLongMap>(resistant), Holder<KeyedLongMap>(trusted));
        Assert.Same(Holder<KeyedLongMap>(resistant), Holder<KeyedLongMap>(resistant2));
        Assert.Same(EqualityComparer<long>.Default, trusted.Deserialize<KeyedLongMap>(bytes).Map!.Comparer);
        Assert.NotSame(EqualityComparer<long>.Default, resistant.Deserialize<KeyedLongMap>(bytes).Map!.Comparer);
        Assert.NotSame(EqualityComparer<long>.Default, resistant2.Deserialize<KeyedLongMap>(bytes).Map!.Comparer);
    }

    [Fact]
    public void HierarchiesShareThroughTheirRootAndDerivedFieldTypes()
    {
        if (!Backends.EmitAvailable)
            return;
        Shape value = new Square { Name = "s", Side = 4, Inscribed = new() { Radius = 2, Name = "c" }, Inside = new Circle { Radius = 1 } };
        var expected = Backends.Model(SerializerBackend.Interpreted).SerializeToArray(value);
        var first = Backends.Model(SerializerBackend.Emit);
        var second = Backends.Model(SerializerBackend.Emit);
        Assert.Equal(expected, first.SerializeToArray(value));

        Assert.Same(Holder<Shape>(first), Holder<Shape>(second));
        Assert.Same(Holder<Circle>(first), Holder<Circle>(second)); // the adapter of a derived field type
        Assert.Equal(expected, second.SerializeToArray(value));
        var copy = Assert.IsType<Square>(second.Deserialize<Shape>(expected));
        Assert.Equal(2, copy.Inscribed!.Radius);
        Assert.Equal(1, Assert.IsType<Circle>(copy.Inside).Radius);
    }

#if NET // Mono's GC scans stacks conservatively: a dropped graph may stay reachable from a stale stack slot
    /// <summary>The table holds DynamicMethod graphs weakly: once nothing else holds one, it is collected and no longer found.</summary>
    [Fact]
    public void TheSharedTableDoesNotKeepAGraphAlive()
    {
        if (!Backends.EmitAvailable)
            return;
        var message = Backends.Model(SerializerBackend.Emit).GetModel(typeof(Unshared));
        var key = ShapeKey.Of(message)!;
        var graph = PublishGraph(key);
        for (var i = 0; i < 5 && IsAlive(graph); i++)
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
        }
        Assert.False(IsAlive(graph));
        Assert.True(SharedShapes.Find(typeof(Unshared), key, tiered: false) is null);
    }
#endif

    // Out of line: an `out` target in this frame would be a strong reference the JIT may keep until the method returns.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static bool IsAlive(WeakReference<SharedGraph> graph) => graph.TryGetTarget(out _);

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static WeakReference<SharedGraph> PublishGraph(ShapeKey key)
    {
        var graph = new SharedGraph();
        SharedShapes.Enable(); // as a second model does
        SharedShapes.Offer(typeof(Unshared), key, graph);
        Assert.Same(graph, SharedShapes.Find(typeof(Unshared), key, tiered: false));
        return new WeakReference<SharedGraph>(graph);
    }

#if NET // Mono's GC scans stacks conservatively: a dropped object may stay reachable from a stale stack slot
    /// <summary>
    /// With <see cref="RuntimeTypeModel.CollectibleCode"/>, nothing in Nano.Emit (the backend's per-model compilations,
    /// the shared table, the stubs, the callee records) keeps a dropped model's emitted methods alive, shared or not: once the last model using a graph is gone, its
    /// holder and dynamic methods are collected. The serializers are created through the backend directly, because the
    /// per-type static serializer cache of Nano.Core is not this test's subject.
    /// </summary>
    [Fact]
    public void EmittedMethodsDieWithTheLastModelThatUsesThem()
    {
        if (!Backends.EmitAvailable)
            return;
        var backend = new EmitBackend();
        // The second model is held only through this box, so that dropping it does not depend on what the JIT keeps in
        // this frame.
        var keeper = new StrongBox<RuntimeTypeModel?>();
        var (firstModel, holder, method, secondModel) = CompileInTwoModels(backend, keeper);

        Collect(() => IsAlive(firstModel));
        Assert.False(IsAlive(firstModel)); // the model that built the shared graph went; the graph stayed for the other
        Assert.True(IsAlive(holder));
        Assert.Equal(4, MeasureWith(backend, keeper));

        keeper.Value = null;
        Collect(() => IsAlive(secondModel) || IsAlive(holder) || IsAlive(method));
        Assert.False(IsAlive(secondModel));
        Assert.False(IsAlive(holder));
        Assert.False(IsAlive(method));
    }
#endif

#if NET // the tiered assembly is .NET's: on .NET Framework and Mono emitted code is DynamicMethods only
    [ProtoContract] public sealed class TieredTenant { [ProtoMember(1)] public int Id { get; set; } [ProtoMember(2)] public TieredTenant? Next { get; set; } }

    /// <summary>
    /// By default the code goes to the tiered assembly, which is never unloaded: the graph is kept for the process, so a
    /// model created after the first was dropped adopts its holder and emits nothing, and the methods are tiered
    /// static methods, not DynamicMethods. The dropped model itself is still collected.
    /// </summary>
    [Fact]
    public void TieredCodeIsEmittedOncePerShapeAndOutlivesItsModels()
    {
        if (!Backends.EmitAvailable)
            return;
        var backend = new EmitBackend();
        var (firstModel, holder) = CompileTiered(backend);
        Collect(() => IsAlive(firstModel));
        Assert.False(IsAlive(firstModel));
        var methods = Nano.Emit.IL.TieredAssembly.Instance.MethodCount;
        var second = RuntimeTypeModel.Create();
        var serializer = (EmitSerializer<TieredTenant>)backend.Create<TieredTenant>(second, second.GetModel(typeof(TieredTenant)));
        Assert.Equal(4, serializer.Measure(new TieredTenant { Id = 1, Next = new() }, 100));
        Assert.True(holder.TryGetTarget(out var first) && ReferenceEquals(first, serializer.Delegates), "a model of the same shape did not adopt the kept graph");
        Assert.Equal(methods, Nano.Emit.IL.TieredAssembly.Instance.MethodCount);
        Assert.Equal(1, serializer.Delegates.Emissions(Operation.Measure));
        Assert.IsNotType<System.Reflection.Emit.DynamicMethod>(serializer.Delegates.Measure.Method);
        Assert.Equal("Nano.Emitted", serializer.Delegates.Measure.Method.DeclaringType!.Assembly.GetName().Name);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static (WeakReference, WeakReference<MessageDelegates<TieredTenant>>) CompileTiered(EmitBackend backend)
    {
        SharedShapes.Enable(); // as a second model does: graphs are published (and tiered ones kept) from now on
        var first = RuntimeTypeModel.Create();
        var serializer = (EmitSerializer<TieredTenant>)backend.Create<TieredTenant>(first, first.GetModel(typeof(TieredTenant)));
        Assert.Equal(4, serializer.Measure(new TieredTenant { Id = 1, Next = new() }, 100)); // emits Measure
        return (new WeakReference(first), new WeakReference<MessageDelegates<TieredTenant>>(serializer.Delegates));
    }
#endif

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static (WeakReference, WeakReference, WeakReference, WeakReference) CompileInTwoModels(EmitBackend backend, StrongBox<RuntimeTypeModel?> keeper)
    {
        var first = RuntimeTypeModel.Create();
        first.CollectibleCode = true;
        var serializer = backend.Create<Dropped>(first, first.GetModel(typeof(Dropped)));
        Assert.Equal(4, serializer.Measure(new Dropped { Id = 1, Next = new() }, 100)); // emits Measure
        var holder = ((EmitSerializer<Dropped>)serializer).Delegates;
        var second = RuntimeTypeModel.Create();
        second.CollectibleCode = true;
        Assert.Same(holder, ((EmitSerializer<Dropped>)backend.Create<Dropped>(second, second.GetModel(typeof(Dropped)))).Delegates);
        Assert.Equal(1, holder.Emissions(Operation.Measure));
        keeper.Value = second;
        return (new WeakReference(first), new WeakReference(holder), new WeakReference(holder.Measure), new WeakReference(second));
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static long MeasureWith(EmitBackend backend, StrongBox<RuntimeTypeModel?> keeper)
    {
        var model = keeper.Value!;
        return backend.Create<Dropped>(model, model.GetModel(typeof(Dropped))).Measure(new Dropped { Id = 1, Next = new() }, 100);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static bool IsAlive(WeakReference reference) => reference.IsAlive;

    private static void Collect(Func<bool> alive)
    {
        for (var i = 0; i < 10 && alive(); i++)
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
        }
    }
}
