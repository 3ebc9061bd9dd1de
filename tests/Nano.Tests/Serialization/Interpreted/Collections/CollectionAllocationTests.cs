using System.Buffers;
using System.Collections.Immutable;
using Nano.Model;
using Nano.Serialization.Interpreted;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Serialization.Interpreted.Collections;

/// <summary>
/// The interpreted backend's typed collections: lists read from contiguous input come out exactly sized, writing
/// collection-heavy messages allocates nothing, and a read allocates about what the emit backend's does. Allocation is
/// counted with <see cref="GC.GetAllocatedBytesForCurrentThread"/> around a warm call (never timed). Every collection
/// of <see cref="Table"/> runs typed in both test processes: where dynamic code is supported, and without it (as
/// NativeAOT), where AotCollectionFields compiles a written-out set of element, key and value types that covers them.
/// </summary>
public class CollectionAllocationTests
{
    [ProtoContract]
    public sealed class Row
    {
        [ProtoMember(1)] public int Id { get; set; }
        [ProtoMember(2)] public string? Name { get; set; }
        [ProtoMember(3)] public List<int>? Scores { get; set; }
    }

    [ProtoContract]
    public sealed class Table
    {
        [ProtoMember(1)] public List<Row>? Rows { get; set; }
        [ProtoMember(2, IsPacked = false)] public List<long>? Unpacked { get; set; }
        [ProtoMember(3)] public List<int>? PackedVarints { get; set; }
        [ProtoMember(4, DataFormat = DataFormat.FixedSize)] public List<double>? PackedDoubles { get; set; }
        [ProtoMember(5)] public List<string>? Strings { get; set; }
        [ProtoMember(6)] public Row[]? RowArray { get; set; }
        [ProtoMember(7)] public int[]? IntArray { get; set; }
        [ProtoMember(8)] public Dictionary<string, int>? Counts { get; set; }
        [ProtoMember(9)] public Dictionary<int, Row>? RowsById { get; set; }
        [ProtoMember(10)] public IList<Row>? RowInterface { get; set; }
        [ProtoMember(12)] public List<byte[]>? Blobs { get; set; }
    }

    /// <summary>Enum elements: typed where dynamic code is supported (a generic closed over the user's enum); without it
    /// the array is typed (EnumArrayField, elements as int) and the list boxed.</summary>
    [ProtoContract]
    public sealed class Enums
    {
        [ProtoMember(1)] public List<Color>? Colors { get; set; }
        [ProtoMember(2, IsPacked = false)] public Color[]? Unpacked { get; set; }
    }

    private static Table Create(int n) => new()
    {
        Rows = [.. Enumerable.Range(0, n).Select(i => new Row { Id = i, Name = "r" + i, Scores = [i, i + 1] })],
        Unpacked = [.. Enumerable.Range(0, n).Select(i => (long)i * 1000)],
        PackedVarints = [.. Enumerable.Range(0, n).Select(i => i * 300)],
        PackedDoubles = [.. Enumerable.Range(0, n).Select(i => i / 3.0)],
        Strings = [.. Enumerable.Range(0, n).Select(i => "s" + i)],
        RowArray = [.. Enumerable.Range(0, n).Select(i => new Row { Id = -i })],
        IntArray = [.. Enumerable.Range(0, n)],
        Counts = Enumerable.Range(0, n).ToDictionary(i => "k" + i, i => i),
        RowsById = Enumerable.Range(0, n).ToDictionary(i => i, i => new Row { Name = "m" + i }),
        RowInterface = [.. Enumerable.Range(0, n).Select(i => new Row { Id = i * 2 })],
        Blobs = [.. Enumerable.Range(0, n).Select(i => new byte[] { (byte)i })],
    };

    [Theory]
    [InlineData(1)]
    [InlineData(40)]
    [InlineData(1000)]
    public void Lists_ReadFromContiguousInput_AreExactlySized(int n)
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        AssertCollectionsTyped<Table>(model);
        var read = model.Deserialize<Table>(model.SerializeToArray(Create(n)));
        foreach (var list in new System.Collections.IList[] { read.Rows!, read.Unpacked!, read.PackedVarints!, read.PackedDoubles!, read.Strings!, read.Blobs!, (List<Row>)read.RowInterface! })
        {
            Assert.Equal(n, list.Count);
            Assert.Equal(list.Count, (int)list.GetType().GetProperty("Capacity")!.GetValue(list)!);
        }
        Assert.All(read.Rows!, row => Assert.Equal(2, row.Scores!.Capacity));
    }

    [Fact]
    public void EnumElements_AreTypedWhereDynamicCodeIsSupported_EnumArraysAlsoWithout()
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        var dynamic = Backends.DynamicCode;
        var plan = InterpretedBackend.Instance.PlanOf(model, model.GetModel(typeof(Enums)));
        Assert.Equal(dynamic, plan.Fields[0].IsTyped); // List<Color>: a generic over the enum, only with dynamic code
        if (!dynamic)
            Assert.Contains("elements of enum Color", plan.Fields[0].FallbackReason);
        Assert.True(plan.Fields[1].IsTyped, plan.Fields[1].FallbackReason); // Color[]: EnumArrayField without dynamic code
        // Without dynamic code the boxed list is left out: it allocates by design, and the array alone is checked.
        var value = new Enums { Colors = dynamic ? [.. Enumerable.Range(0, 300).Select(i => (Color)(i % 3))] : null, Unpacked = [Color.Negative, Color.Blue] };
        var bytes = model.SerializeToArray(value);
        var read = model.Deserialize<Enums>(bytes);
        if (dynamic)
        {
            Assert.Equal(value.Colors, read.Colors!);
            Assert.Equal(300, read.Colors!.Capacity);
        }
        Assert.Equal(value.Unpacked, read.Unpacked!);
        Assert.IsType<Color[]>(read.Unpacked); // an array of the enum itself, never the int[] it is handled as
        var merged = model.Merge(bytes, read);
        Assert.Equal([Color.Negative, Color.Blue, Color.Negative, Color.Blue], merged.Unpacked!);
        Assert.IsType<Color[]>(merged.Unpacked);
#if NET // counted with .NET's allocation counter, which .NET Framework does not have
        var buffer = new ArrayBufferWriter<byte>(1 << 16);
        Assert.Equal(0, Allocated(() => { buffer.ResetWrittenCount(); model.Serialize(buffer, value); }));
#endif
    }

    /// <summary>Every collection field of <typeparamref name="T"/> runs typed, in both test processes.</summary>
    private static void AssertCollectionsTyped<T>(RuntimeTypeModel model)
    {
        var plan = InterpretedBackend.Instance.PlanOf(model, model.GetModel(typeof(T)));
        foreach (var field in plan.Fields)
            if (field.Model.Shape != FieldShape.Single)
                Assert.True(field.IsTyped, $"{typeof(T).Name}.{field.Model.Name}: boxed ({field.FallbackReason})");
    }

#if NET // counts bytes with .NET's allocation counters, which .NET Framework does not have
    private static long Allocated(Action action)
    {
        action();
        action();
        var before = GC.GetAllocatedBytesForCurrentThread();
        action();
        return GC.GetAllocatedBytesForCurrentThread() - before;
    }

    [Fact]
    public void Writing_ACollectionHeavyMessage_AllocatesNothing()
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        AssertCollectionsTyped<Table>(model);
        var table = Create(200);
        var buffer = new ArrayBufferWriter<byte>(1 << 20);
        var array = new byte[model.Measure(table)];
        Assert.Equal(0, Allocated(() => model.Measure(table)));
        Assert.Equal(0, Allocated(() => { buffer.ResetWrittenCount(); model.Serialize(buffer, table); }));
        Assert.Equal(0, Allocated(() => model.Serialize(array.AsSpan(), table)));
    }

    [Fact]
    public void Reading_AllocatesAtMostATenthMoreThanTheEmitBackend()
    {
        if (!Backends.EmitAvailable)
            return; // the NoDynamicCode process has no emit backend to compare with
        var interpreted = Backends.Model(SerializerBackend.Interpreted);
        var emit = Backends.Model(SerializerBackend.Emit);
        var bytes = emit.SerializeToArray(Create(500));
        var byEmit = Allocated(() => emit.Deserialize<Table>(bytes));
        var byInterpreted = Allocated(() => interpreted.Deserialize<Table>(bytes));
        Assert.True(byInterpreted <= byEmit * 1.1, $"interpreted {byInterpreted} B, emit {byEmit} B");
    }
#endif
}
