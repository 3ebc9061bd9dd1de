using System.Collections.Immutable;
using System.ComponentModel;
using Nano.Serialization.Interpreted;
using Nano.Tests.Support;
using Nano.Wire;

namespace Nano.Tests.Serialization.Interpreted.Construction;

/// <summary>
/// Constructor-built types on the interpreted backend (MessagePlan.Constructed.cs): single fields read into typed
/// cells, the constructor called with a reused argument array. Every read is checked against hand-written values on
/// both backends (the emit backend, where this process has it, is the reference for the semantics), and against emit's
/// own result. These run in both test processes, so also without dynamic code.
/// </summary>
public class ConstructorPathTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    public enum Colour { Red, Green, Blue }
    public enum Tiny : byte { None, Some = 200 }

    [ProtoContract]
    public sealed class Leaf
    {
        [ProtoMember(1)] public int A { get; set; }
        [ProtoMember(2)] public string? Text { get; set; }
    }

    [ProtoContract]
    public sealed record Point([property: ProtoMember(1)] int X, [property: ProtoMember(2)] int Y);

    /// <summary>Every value kind as a constructor parameter, plus members set after the constructor.</summary>
    [ProtoContract]
    public sealed record Everything(
        [property: ProtoMember(1)] int Int,
        [property: ProtoMember(2)] long Long,
        [property: ProtoMember(3)] double Double,
        [property: ProtoMember(4)] bool Bool,
        [property: ProtoMember(5)] Colour Colour,
        [property: ProtoMember(6)] Tiny Tiny,
        [property: ProtoMember(7)] string Text,
        [property: ProtoMember(8)] byte[] Bytes,
        [property: ProtoMember(9)] ReadOnlyMemory<byte> Blob,
        [property: ProtoMember(10)] DateTime When,
        [property: ProtoMember(11)] Guid Id,
        [property: ProtoMember(12)] TimeSpan Span,
        [property: ProtoMember(13)] decimal Money,
        [property: ProtoMember(14)] int? MaybeInt,
        [property: ProtoMember(15)] Colour? MaybeColour,
        [property: ProtoMember(16)] DateTime? MaybeWhen,
        [property: ProtoMember(17)] Point? Point,
        [property: ProtoMember(18)] Leaf? Leaf,
        [property: ProtoMember(19)] List<int> Numbers,
        [property: ProtoMember(20)] int[] Array,
        [property: ProtoMember(21)] Dictionary<string, int> Map,
        [property: ProtoMember(22)] ImmutableArray<string> Names,
        [property: ProtoMember(23)] List<Point> Points,
        [property: ProtoMember(24)] float Float,
        [property: ProtoMember(25)] ulong Big)
    {
        [ProtoMember(30)] public int After { get; init; }
        [ProtoMember(31)] public Guid AfterId { get; init; }
        [ProtoMember(32)] public long? AfterMaybe { get; init; }
        [ProtoMember(33)] public string? AfterText { get; init; }
    }

    private static readonly DateTime When = new(2026, 11, 23, 15, 0, 0, DateTimeKind.Utc);
    private static readonly Guid Id = Guid.Parse("0f8fad5b-d9cb-469f-a165-70867728950e");

    private static Everything Sample() => new(
        -5, long.MinValue, 1.5, true, Colour.Blue, Tiny.Some, "héllo", [4, 5], new byte[] { 1, 2, 3 }, When, Id,
        TimeSpan.FromSeconds(1.25), 12.5m, 0, Colour.Green, When.AddDays(1), new Point(3, -4), new Leaf { A = 150, Text = "x" },
        [1, 2, 300], [7, 8], new() { ["a"] = 1, ["b"] = 2 }, ["p", "q"], [new Point(1, 1), new Point(2, 2)], -0.5f, ulong.MaxValue)
    {
        After = 9, AfterId = Id, AfterMaybe = -1, AfterText = "after",
    };

    private static MessagePlan PlanOf<T>(RuntimeTypeModel model) => InterpretedBackend.Instance.PlanOf(model, model.GetModel(typeof(T)));

    private static RuntimeTypeModel Interpreted() => Backends.Model(SerializerBackend.Interpreted);

    /// <summary>Reads with the interpreted backend and, where this process has it, checks emit reads the same.</summary>
    private static T ReadBoth<T>(byte[] payload)
    {
        var read = Interpreted().Deserialize<T>(payload);
        if (Backends.EmitAvailable)
            Equivalence.AssertEqual(Backends.Model(SerializerBackend.Emit).Deserialize<T>(payload), read);
        return read;
    }

    [Fact]
    public void ConstructorBuiltTypes_TakeTheConstructorPath()
    {
        var model = Interpreted();
        Assert.Equal(MessageReadPath.Constructor, PlanOf<Everything>(model).ReadPath);
        Assert.Equal(MessageReadPath.Constructor, PlanOf<Point>(model).ReadPath);
        Assert.Equal(MessageReadPath.Constructor, PlanOf<Pair>(model).ReadPath); // a struct built through its constructor
        Assert.Equal(MessageReadPath.Constructor, PlanOf<TestTypes.ConstructorOnly>(model).ReadPath);
        Assert.Equal(MessageReadPath.Direct, PlanOf<Leaf>(model).ReadPath);
        Assert.Equal(MessageReadPath.Slots, PlanOf<TestTypes.Point>(model).ReadPath); // a struct with setters
        Assert.Equal(MessageReadPath.Slots, PlanOf<TestTypes.ImmutableStruct>(model).ReadPath); // set through backing fields
        Assert.Equal(MessageReadPath.Slots, PlanOf<TestTypes.Dog>(model).ReadPath);   // a hierarchy
    }

    /// <summary>A struct whose members have neither setter nor backing field: only its constructor sets them.</summary>
    [ProtoContract]
    public readonly struct Pair(int a, Guid b, string? c)
    {
        private readonly int _a = a;
        private readonly Guid _b = b;
        private readonly string? _c = c;

        [ProtoMember(1)] public int A => _a;
        [ProtoMember(2)] public Guid B => _b;
        [ProtoMember(3)] public string? C => _c;
    }

    [ProtoContract]
    public sealed record PairHolder([property: ProtoMember(1)] Pair Pair, [property: ProtoMember(2)] List<Pair> Pairs);

    [Theory, MemberData(nameof(Backend))]
    public void AStructBuiltThroughItsConstructor_RoundTrips(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var read = model.Deserialize<Pair>(model.SerializeToArray(new Pair(5, Id, "c")));
        Assert.Equal((5, Id, "c"), (read.A, read.B, read.C));
        var holder = model.Deserialize<PairHolder>(model.SerializeToArray(new PairHolder(new Pair(1, Id, null), [new Pair(2, Guid.Empty, "x")])));
        Assert.Equal((1, Id, (string?)null), (holder.Pair.A, holder.Pair.B, holder.Pair.C));
        Assert.Equal((2, Guid.Empty, "x"), (holder.Pairs[0].A, holder.Pairs[0].B, holder.Pairs[0].C));
        ReadBoth<PairHolder>(model.SerializeToArray(holder));
    }

    [Theory, MemberData(nameof(Backend))]
    public void EveryValueKind_RoundTrips(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var value = Sample();
        var payload = model.SerializeToArray(value);
        var read = model.Deserialize<Everything>(payload);
        Assert.Equal((-5, long.MinValue, 1.5, true, Colour.Blue, Tiny.Some, "héllo"), (read.Int, read.Long, read.Double, read.Bool, read.Colour, read.Tiny, read.Text));
        Assert.Equal([4, 5], read.Bytes);
        Assert.Equal([1, 2, 3], read.Blob.ToArray());
        Assert.Equal((When, DateTimeKind.Utc, Id, TimeSpan.FromSeconds(1.25), 12.5m), (read.When, read.When.Kind, read.Id, read.Span, read.Money));
        Assert.Equal((0, Colour.Green, When.AddDays(1)), (read.MaybeInt, read.MaybeColour, read.MaybeWhen));
        Assert.Equal(new Point(3, -4), read.Point);
        Assert.Equal((150, "x"), (read.Leaf!.A, read.Leaf.Text));
        Assert.Equal([1, 2, 300], read.Numbers);
        Assert.Equal([7, 8], read.Array);
        Assert.Equal(2, read.Map["b"]);
        Assert.Equal(["p", "q"], read.Names.ToArray());
        Assert.Equal([new Point(1, 1), new Point(2, 2)], read.Points);
        Assert.Equal((-0.5f, ulong.MaxValue), (read.Float, read.Big));
        Assert.Equal((9, Id, -1L, "after"), (read.After, read.AfterId, read.AfterMaybe, read.AfterText));
        Assert.Equal(payload, model.SerializeToArray(read));
        if (Backends.EmitAvailable)
            Equivalence.AssertEqual(Backends.Model(SerializerBackend.Emit).Deserialize<Everything>(payload), read);
    }

    [Theory, MemberData(nameof(Backend))]
    public void AbsentFields_TakeWhatEmitGives(SerializerBackend b)
    {
        var read = Backends.Model(b).Deserialize<Everything>([]);
        Assert.Equal((0, 0L, false, Colour.Red, Tiny.None, ""), (read.Int, read.Long, read.Bool, read.Colour, read.Tiny, read.Text));
        Assert.Empty(read.Bytes);
        Assert.Equal((new DateTime(0, DateTimeKind.Utc), DateTimeKind.Utc, Guid.Empty), (read.When, read.When.Kind, read.Id));
        Assert.Null(read.MaybeInt);
        Assert.Null(read.MaybeColour);
        Assert.Null(read.MaybeWhen);
        Assert.Null(read.Point);
        Assert.Empty(read.Numbers);
        Assert.Empty(read.Map);
        Assert.Empty(read.Names);
        Assert.Equal((0, Guid.Empty, (long?)null, (string?)null), (read.After, read.AfterId, read.AfterMaybe, read.AfterText));
        ReadBoth<Everything>([]);
    }

    [Fact]
    public void NullableWithoutValue_StaysNull_AndZeroIsKept()
    {
        // 14: MaybeInt = 0 (explicit presence), 15: MaybeColour absent
        var read = ReadBoth<Everything>(Hex.Bytes("70 00"));
        Assert.Equal(0, read.MaybeInt);
        Assert.Null(read.MaybeColour);
    }

    /// <summary>C# optional parameters: three that members supply, three that none does.</summary>
    [ProtoContract]
    public sealed class Optionals(
        int count = 7, string? text = "seven", Colour colour = Colour.Blue, long unused = 42,
        Colour unusedColour = Colour.Green, decimal unusedMoney = 1.5m)
    {
        [ProtoMember(1)] public int Count { get; } = count;
        [ProtoMember(2)] public string? Text { get; } = text;
        [ProtoMember(3)] public Colour Colour { get; } = colour;
        public long Unused { get; } = unused;
        public Colour UnusedColour { get; } = unusedColour;
        public decimal UnusedMoney { get; } = unusedMoney;
    }

    /// <summary>A parameter that no member supplies gets its declared default, as a C# call that leaves the argument
    /// out; one whose field is absent gets the field's absent value (the type's zero here), as protobuf-net passes
    /// it.</summary>
    [Theory, MemberData(nameof(Backend))]
    public void OptionalParameters_GetTheirDeclaredDefaults(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var empty = model.Deserialize<Optionals>([]);
        Assert.Equal((0, (string?)null, Colour.Red), (empty.Count, empty.Text, empty.Colour));
        Assert.Equal((42L, Colour.Green, 1.5m), (empty.Unused, empty.UnusedColour, empty.UnusedMoney));
        var read = model.Deserialize<Optionals>(Hex.Bytes("08 03 12 01 61 18 00")); // 1: 3, 2: "a", 3: Red
        Assert.Equal((3, "a", Colour.Red), (read.Count, read.Text, read.Colour));
        Assert.Equal((42L, Colour.Green, 1.5m), (read.Unused, read.UnusedColour, read.UnusedMoney));
        ReadBoth<Optionals>([]);
    }

    [ProtoContract]
    public sealed record Defaults(
        [property: ProtoMember(1), DefaultValue(5)] int Five,
        [property: ProtoMember(2), DefaultValue(Colour.Blue)] Colour Colour,
        [property: ProtoMember(3), DefaultValue("none")] string Label,
        [property: ProtoMember(4)] int Plain)
    {
        [ProtoMember(5), DefaultValue(2.5)] public double After { get; init; }
    }

    [Theory, MemberData(nameof(Backend))]
    public void Proto2Defaults_FillAbsentFields(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var read = model.Deserialize<Defaults>([]);
        Assert.Equal(new Defaults(5, Colour.Blue, "none", 0) { After = 2.5 }, read);
        // Five = 7, Plain = 1: the others keep their defaults.
        read = model.Deserialize<Defaults>(Hex.Bytes("08 07 20 01"));
        Assert.Equal(new Defaults(7, Colour.Blue, "none", 1) { After = 2.5 }, read);
        ReadBoth<Defaults>(Hex.Bytes("08 07 20 01"));
    }

    [ProtoContract]
    public sealed record Holder([property: ProtoMember(1)] Leaf? Leaf, [property: ProtoMember(2)] Point? Point, [property: ProtoMember(3)] DateTime When);

    [Theory, MemberData(nameof(Backend))]
    public void RepeatedMessageOccurrences_Merge(SerializerBackend b)
    {
        // Leaf { text = "a" }, Leaf { a = 7 }; Point { x = 1 }, Point { y = 2 }; When { seconds = 5 }, When { nanos = 1000 }
        var read = Backends.Model(b).Deserialize<Holder>(Hex.Bytes("0A 03 12 01 61  0A 02 08 07  12 02 08 01  12 02 10 02  1A 02 08 05  1A 03 10 E8 07"));
        Assert.Equal((7, "a"), (read.Leaf!.A, read.Leaf.Text));
        Assert.Equal(new Point(1, 2), read.Point);
        Assert.Equal(DateTime.UnixEpoch.AddSeconds(5).AddTicks(10), read.When);
        ReadBoth<Holder>(Hex.Bytes("0A 03 12 01 61  0A 02 08 07  12 02 08 01  12 02 10 02  1A 02 08 05  1A 03 10 E8 07"));
    }

    [Theory, MemberData(nameof(Backend))]
    public void MergeIntoAnExistingRecord_BuildsANewOne(SerializerBackend b)
    {
        var existing = Sample();
        // Int = 1, Point { y = 9 } (merged into the existing point), After = 2
        var merged = Backends.Model(b).Merge(Hex.Bytes("08 01  8A 01 02 10 09  F0 01 02"), existing);
        Assert.NotSame(existing, merged);
        Assert.Equal((1, long.MinValue, "héllo", Id), (merged.Int, merged.Long, merged.Text, merged.Id));
        Assert.Equal(new Point(3, 9), merged.Point);
        Assert.Equal((2, Id, -1L, "after"), (merged.After, merged.AfterId, merged.AfterMaybe, merged.AfterText));
        Assert.Equal([1, 2, 300], merged.Numbers);
    }

    [ProtoContract]
    public sealed record Choice(
        [property: ProtoMember(1, OneOf = "pick")] int? Number,
        [property: ProtoMember(2, OneOf = "pick")] string? Text,
        [property: ProtoMember(3, OneOf = "pick")] Point? Point,
        [property: ProtoMember(4)] Guid Id);

    [Theory, MemberData(nameof(Backend))]
    public void OneOf_KeepsTheLastMember(SerializerBackend b)
    {
        var model = Backends.Model(b);
        // number = 3, then text = "a"
        Assert.Equal(new Choice(null, "a", null, Guid.Empty), model.Deserialize<Choice>(Hex.Bytes("08 03  12 01 61")));
        // text = "a", point { x = 1 }, number = 0
        Assert.Equal(new Choice(0, null, null, Guid.Empty), model.Deserialize<Choice>(Hex.Bytes("12 01 61  1A 02 08 01  08 00")));
        Assert.Equal(new Choice(null, null, new Point(1, 0), Guid.Empty), model.Deserialize<Choice>(Hex.Bytes("12 01 61  1A 02 08 01")));
        // merging into an instance that holds another member clears it
        Assert.Equal(new Choice(4, null, null, Id), model.Merge(Hex.Bytes("08 04"), new Choice(null, "old", null, Id)));
        ReadBoth<Choice>(Hex.Bytes("12 01 61  1A 02 08 01  08 00"));
    }

    [ProtoContract]
    public sealed record Strict([property: ProtoMember(1, IsRequired = true)] int A, [property: ProtoMember(2, IsRequired = true)] Guid B);

    [Fact]
    public void MissingRequiredField_IsTheSameProtoException()
    {
        var payload = Hex.Bytes("08 07"); // B is missing
        var interpreted = Assert.Throws<ProtoException>(() => Interpreted().Deserialize<Strict>(payload));
        Assert.Contains("B", interpreted.Message);
        if (Backends.EmitAvailable)
        {
            var emit = Assert.Throws<ProtoException>(() => Backends.Model(SerializerBackend.Emit).Deserialize<Strict>(payload));
            Assert.Equal(emit.Message, interpreted.Message);
            Assert.Equal(emit.Offset, interpreted.Offset);
        }
        // The frame of the failed read was dropped: the next read is whole.
        Assert.Equal(new Strict(7, Id), Interpreted().Deserialize<Strict>(Interpreted().SerializeToArray(new Strict(7, Id))));
    }

    public sealed class RecordException(string message) : Exception(message);

    [ProtoContract]
    public sealed class Throwing
    {
        public Throwing(int value, Guid id)
        {
            if (value < 0)
                throw new RecordException($"refused {value}");
            Value = value;
            Id = id;
        }

        [ProtoMember(1)] public int Value { get; }
        [ProtoMember(2)] public Guid Id { get; }
    }

    [Theory, MemberData(nameof(Backend))]
    public void AThrowingConstructor_ThrowsItsOwnException_AndTheNextReadIsWhole(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var bad = model.SerializeToArray(new Holder2(-3));
        var e = Assert.Throws<RecordException>(() => model.Deserialize<Throwing>(bad));
        Assert.Equal("refused -3", e.Message);
        var read = model.Deserialize<Throwing>(model.SerializeToArray(new Throwing(4, Id)));
        Assert.Equal((4, Id), (read.Value, read.Id));
        // Nested: the outer read fails with the inner constructor's exception, and the outer type reads again after.
        Assert.Throws<RecordException>(() => model.Deserialize<ThrowingHolder>(Hex.Bytes("0A 0B 08 FD FF FF FF FF FF FF FF FF 01")));
        Assert.Equal(4, model.Deserialize<ThrowingHolder>(Hex.Bytes("0A 02 08 04")).Inner!.Value);
    }

    [ProtoContract]
    public sealed record Holder2([property: ProtoMember(1)] int Value);

    [ProtoContract]
    public sealed record ThrowingHolder([property: ProtoMember(1)] Throwing? Inner);

    /// <summary>A constructor that reads the same type again (re-entrant) while its own arguments are in use.</summary>
    [ProtoContract]
    public sealed class Reentrant
    {
        [ThreadStatic] private static RuntimeTypeModel? t_model;

        public Reentrant(int number, Guid id, DateTime when, string? text)
        {
            if (number == 1 && t_model is { } model)
                Nested = model.Deserialize<Reentrant>(model.SerializeToArray(new Reentrant(2, Guid.Empty, DateTime.UnixEpoch, "inner")));
            Number = number;
            Id = id;
            When = when;
            Text = text;
        }

        [ProtoMember(1)] public int Number { get; }
        [ProtoMember(2)] public Guid Id { get; }
        [ProtoMember(3)] public DateTime When { get; }
        [ProtoMember(4)] public string? Text { get; }
        public Reentrant? Nested { get; }

        public static T With<T>(RuntimeTypeModel model, Func<T> action)
        {
            t_model = model;
            try
            {
                return action();
            }
            finally
            {
                t_model = null;
            }
        }
    }

    [Theory, MemberData(nameof(Backend))]
    public void AReentrantConstructor_KeepsItsOwnArguments(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var payload = model.SerializeToArray(new Reentrant(1, Id, When, "outer"));
        for (var i = 0; i < 3; i++) // the second and third reads run on pooled frames
        {
            var read = Reentrant.With(model, () => model.Deserialize<Reentrant>(payload));
            Assert.Equal((1, Id, When, "outer"), (read.Number, read.Id, read.When, read.Text));
            Assert.Equal((2, Guid.Empty, DateTime.UnixEpoch, "inner"), (read.Nested!.Number, read.Nested.Id, read.Nested.When, read.Nested.Text));
        }
    }

    [ProtoContract]
    public sealed record Node([property: ProtoMember(1)] int Value, [property: ProtoMember(2)] Guid Id, [property: ProtoMember(3)] Node? Next);

    /// <summary>Nested reads of one type, deeper than the frame pool (4): each level has its own frame.</summary>
    [Theory, MemberData(nameof(Backend))]
    public void ARecursiveRecord_ReadsEveryLevel(SerializerBackend b)
    {
        var model = Backends.Model(b);
        Node? chain = null;
        for (var i = 9; i >= 0; i--)
            chain = new Node(i, new Guid(i, 0, 0, new byte[8]), chain);
        var payload = model.SerializeToArray(chain!);
        for (var round = 0; round < 2; round++)
        {
            var read = model.Deserialize<Node>(payload);
            for (var i = 0; i < 10; i++, read = read.Next!)
                Assert.Equal((i, new Guid(i, 0, 0, new byte[8])), (read.Value, read.Id));
            Assert.Null(read);
        }
    }

    [Theory, MemberData(nameof(Backend))]
    public void ConcurrentReadsOfOnePlan_KeepTheirValuesApart(SerializerBackend b)
    {
        var model = Backends.Model(b);
        const int threads = 6, reads = 3000;
        var payloads = Enumerable.Range(0, threads)
            .Select(t => model.SerializeToArray(new Choice(t, null, null, new Guid(t, 1, 2, new byte[8])))).ToArray();
        var failures = new System.Collections.Concurrent.ConcurrentBag<string>();
        using var start = new Barrier(threads);
        var workers = Enumerable.Range(0, threads).Select(t => new Thread(() =>
        {
            start.SignalAndWait();
            for (var i = 0; i < reads; i++)
            {
                var read = model.Deserialize<Choice>(payloads[t]);
                if (read.Number != t || read.Id != new Guid(t, 1, 2, new byte[8]) || read.Text is not null)
                    failures.Add($"thread {t} read {read}");
            }
        })).ToList();
        workers.ForEach(w => w.Start());
        workers.ForEach(w => w.Join());
        Assert.Empty(failures);
    }

    /// <summary>A pooled frame keeps nothing of the message it built alive (cells and arguments are emptied).</summary>
    [Fact]
    public void APooledFrame_KeepsNothingAlive()
    {
        var model = Interpreted();
        var payload = model.SerializeToArray(new Holder(new Leaf { A = 1, Text = "kept?" }, new Point(1, 2), When));
        model.Deserialize<Holder>(payload); // the frame exists and is pooled from now on
        var leaf = ReadLeaf(model, payload);
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        Assert.False(leaf.IsAlive, "the last message read is still referenced (by its pooled frame?)");
    }

    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]
    private static WeakReference ReadLeaf(RuntimeTypeModel model, byte[] payload) => new(model.Deserialize<Holder>(payload).Leaf);

    [ProtoContract]
    public sealed record Values(
        [property: ProtoMember(1)] int Int,
        [property: ProtoMember(2)] Guid Id,
        [property: ProtoMember(3)] DateTime When,
        [property: ProtoMember(4)] Colour Colour,
        [property: ProtoMember(5)] double Ratio,
        [property: ProtoMember(6)] TimeSpan Span)
    {
        [ProtoMember(7)] public long After { get; init; }
        [ProtoMember(8)] public int? AfterMaybe { get; init; }
    }

#if NET // counts bytes with .NET's allocation counters, which .NET Framework does not have
    /// <summary>A read of a record of value types allocates the instance and nothing else: what <c>new</c> costs. (Not a
    /// decimal: it travels as text, a string per read on both backends; and no Nullable constructor parameter:
    /// reflection's call reboxes each as a Nullable, 32 B, docs/design-interpreted.md.)</summary>
    [Fact]
    public void ARead_AllocatesOnlyTheInstance()
    {
        var model = Interpreted();
        var value = new Values(-7, Id, When, Colour.Blue, 0.5, TimeSpan.FromTicks(-15)) { After = 3, AfterMaybe = 0 };
        var payload = model.SerializeToArray(value);
        for (var i = 0; i < 3; i++) // warm: plans, frames, boxes, JIT, the constructor invoker's stub
            Assert.Equal(value, model.Deserialize<Values>(payload));

        var before = GC.GetAllocatedBytesForCurrentThread();
        var read = model.Deserialize<Values>(payload);
        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;

        before = GC.GetAllocatedBytesForCurrentThread();
        var made = new Values(read.Int, read.Id, read.When, read.Colour, read.Ratio, read.Span) { After = read.After, AfterMaybe = read.AfterMaybe };
        var instance = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.Equal(value, read);
        Assert.Equal(value, made);
        Assert.True(instance > 0);
        Assert.Equal(instance, allocated);
    }
#endif
}
