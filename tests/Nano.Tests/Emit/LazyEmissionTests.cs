using Nano.Emit;
using Nano.Emit.Runtime;
using Nano.Tests.Support;

namespace Nano.Tests.Emit;

/// <summary>
/// Each operation of a compiled type is emitted at its first call, once, and <see cref="RuntimeTypeModel.CompileAll"/>
/// emits them all. Counted with the holders' emission counters. Every test has its own types, because models of the
/// same shape share their holders (and so their counters) across the process.
/// </summary>
public class LazyEmissionTests
{
    [ProtoContract] public sealed class WOnlyChild { [ProtoMember(1)] public string? Label { get; set; } [ProtoMember(2)] public List<int> Values { get; set; } = []; }
    [ProtoContract] public sealed class WOnly { [ProtoMember(1)] public int Id { get; set; } [ProtoMember(2)] public List<WOnlyChild> Children { get; set; } = []; }

    [ProtoContract] public sealed class ROnlyChild { [ProtoMember(1)] public string? Label { get; set; } [ProtoMember(2)] public List<int> Values { get; set; } = []; }
    [ProtoContract] public sealed class ROnly { [ProtoMember(1)] public int Id { get; set; } [ProtoMember(2)] public List<ROnlyChild> Children { get; set; } = []; }

    [ProtoContract] public sealed class RaceChild { [ProtoMember(1)] public string? Label { get; set; } [ProtoMember(2)] public List<int> Values { get; set; } = []; }
    [ProtoContract] public sealed class Race { [ProtoMember(1)] public int Id { get; set; } [ProtoMember(2)] public List<RaceChild> Children { get; set; } = []; [ProtoMember(3)] public Race? Next { get; set; } }

    [ProtoContract] public sealed class AllChild { [ProtoMember(1)] public string? Label { get; set; } [ProtoMember(2)] public List<int> Values { get; set; } = []; }
    [ProtoContract, ProtoInclude(10, typeof(AllDerived))]
    public class AllBase { [ProtoMember(1)] public int Id { get; set; } [ProtoMember(2)] public List<AllChild> Children { get; set; } = []; }
    [ProtoContract] public sealed class AllDerived : AllBase { [ProtoMember(1)] public string? Extra { get; set; } [ProtoMember(2)] public AllChild? Own { get; set; } }

    private static MessageDelegates<T> Holder<T>(RuntimeTypeModel model) => ((EmitSerializer<T>)model.GetSerializer<T>()).Delegates;

    private static int[] Counts(MessageDelegates holder) =>
        [holder.Emissions(Operation.Measure), holder.Emissions(Operation.Write), holder.Emissions(Operation.Read)];

    [Fact]
    public void SerializingNeverEmitsRead()
    {
        if (!Backends.EmitAvailable)
            return;
        var model = Backends.Model(SerializerBackend.Emit);
        var value = new WOnly { Id = 3, Children = [new() { Label = "a", Values = [1, 2] }] };
        var holder = Holder<WOnly>(model);
        Assert.Equal([0, 0, 0], Counts(holder)); // getting the serializer emits nothing

        var bytes = model.SerializeToArray(value);
        model.SerializeToArray(value);

        Assert.Equal(Backends.Model(SerializerBackend.Interpreted).SerializeToArray(value), bytes);
        Assert.Equal([1, 1, 0], Counts(holder));
        Assert.Equal([1, 1, 0], Counts(Holder<WOnlyChild>(model)));
    }

    [Fact]
    public void DeserializingFirstEmitsOnlyReadThenSerializingWorks()
    {
        if (!Backends.EmitAvailable)
            return;
        var value = new ROnly { Id = -4, Children = [new() { Label = "b", Values = [7] }, new()] };
        var expected = Backends.Model(SerializerBackend.Interpreted).SerializeToArray(value);
        var model = Backends.Model(SerializerBackend.Emit);

        var read = model.Deserialize<ROnly>(expected);
        Assert.Equal([0, 0, 1], Counts(Holder<ROnly>(model)));
        Assert.Equal([0, 0, 1], Counts(Holder<ROnlyChild>(model)));
        Equivalence.AssertEqual(value, read);

        Assert.Equal(expected, model.SerializeToArray(read));
        Assert.Equal([1, 1, 1], Counts(Holder<ROnly>(model)));
    }

    [Fact]
    public void ThreadsRacingOnTheFirstCallEmitOnceAndWriteTheSameBytes()
    {
        if (!Backends.EmitAvailable)
            return;
        var value = new Race { Id = 9, Children = [new() { Label = "r", Values = [1, 2, 3] }], Next = new() { Id = 10 } };
        var expected = Backends.Model(SerializerBackend.Interpreted).SerializeToArray(value);
        var model = Backends.Model(SerializerBackend.Emit);
        var holder = Holder<Race>(model);
        const int threadCount = 16;
        var results = new byte[threadCount][];
        var copies = new Race[threadCount];
        var start = new Barrier(threadCount);
        var threads = new Thread[threadCount];
        for (var t = 0; t < threadCount; t++)
        {
            var index = t;
            threads[t] = new Thread(() =>
            {
                start.SignalAndWait();
                results[index] = model.SerializeToArray(value);
                copies[index] = model.Deserialize<Race>(results[index]);
            });
            threads[t].Start();
        }
        foreach (var thread in threads)
            Assert.True(thread.Join(TimeSpan.FromMinutes(1)), "a thread did not finish: deadlock?");

        Assert.All(results, bytes => Assert.Equal(expected, bytes));
        Assert.All(copies, copy => Equivalence.AssertEqual(value, copy));
        Assert.Equal([1, 1, 1], Counts(holder));
        Assert.Equal([1, 1, 1], Counts(Holder<RaceChild>(model)));
    }

    [Fact]
    public void CompileAllEmitsEveryOperationOfEveryReachedHolder()
    {
        if (!Backends.EmitAvailable)
            return;
        var model = Backends.Model(SerializerBackend.Emit);
        model.Add<AllBase>();
        model.CompileAll();

        // The root level, the sub-type level below it (which no GetSerializer call reaches) and the nested type.
        var root = Holder<AllBase>(model);
        var reached = new List<MessageDelegates>();
        var pending = new Stack<MessageDelegates>([root]);
        while (pending.Count > 0)
        {
            var holder = pending.Pop();
            if (reached.Contains(holder))
                continue;
            reached.Add(holder);
            foreach (var callee in holder.Callees)
                pending.Push(callee);
        }
        Assert.Equal(3, reached.Count);
        Assert.All(reached, holder => Assert.Equal([1, 1, 1], Counts(holder)));

        var value = new AllDerived { Id = 1, Extra = "x", Own = new() { Label = "o" }, Children = [new() { Values = [5] }] };
        var bytes = model.SerializeToArray<AllBase>(value);
        Assert.Equal(Backends.Model(SerializerBackend.Interpreted).SerializeToArray<AllBase>(value), bytes);
        Equivalence.AssertEqual(value, model.Deserialize<AllBase>(bytes));
        Assert.All(reached, holder => Assert.Equal([1, 1, 1], Counts(holder))); // nothing emitted again
    }
}
