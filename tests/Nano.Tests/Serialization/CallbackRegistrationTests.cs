using System.Buffers;
using System.Runtime.Serialization;
using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>
/// Serialization callbacks named with <see cref="MessageRegistration.SetCallbacks"/>, on every backend this process can
/// run (the interpreted one alone where dynamic code is off): when each runs, on which instance, and that a struct's
/// callback changes the struct itself. protobuf-net's attributes are checked against protobuf-net in Nano.ProtobufNetOracle.Tests.
/// </summary>
public class CallbackRegistrationTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    public sealed class Node
    {
        public int Id { get; set; }
        public Node? Child { get; set; }
        public List<Node> Items { get; set; } = [];
        public string? Stamp { get; set; }
        [ThreadStatic] public static List<string>? Log;

        private void BeforeSerialize() { (Log ??= []).Add($"BS {Id}"); Stamp = $"#{Id}"; }
        private void AfterSerialize(StreamingContext context) => (Log ??= []).Add($"AS {Id}");
        private void BeforeDeserialize() => (Log ??= []).Add($"BD {Id} {Stamp}");
        private void AfterDeserialize() => (Log ??= []).Add($"AD {Id} {Stamp}");
    }

    public struct Counter
    {
        public int Value { get; set; }

        private void Double() => Value *= 2;
    }

    public sealed class HoldsCounter
    {
        public Counter Counter { get; set; }
    }

    private static RuntimeTypeModel ModelOf(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        model.Add<Node>(applyAttributes: false).Field(1, x => x.Id).Field(2, x => x.Child).Field(3, x => x.Items).Field(4, x => x.Stamp)
            .SetCallbacks("BeforeSerialize", "AfterSerialize", "BeforeDeserialize", "AfterDeserialize");
        model.Add<Counter>(applyAttributes: false).Field(1, x => x.Value).SetCallbacks(beforeSerialize: "Double", afterDeserialize: "Double");
        model.Add<HoldsCounter>(applyAttributes: false).Field(1, x => x.Counter);
        return model;
    }

    private static string[] TakeLog()
    {
        var log = Node.Log?.ToArray() ?? [];
        Node.Log?.Clear();
        return log;
    }

    [Theory]
    [MemberData(nameof(Backend))]
    public void Each_instance_runs_its_callbacks_around_its_fields(SerializerBackend backend)
    {
        var model = ModelOf(backend);
        var buffer = new ArrayBufferWriter<byte>();
        model.Serialize(buffer, new Node { Id = 1, Child = new Node { Id = 2 }, Items = [new Node { Id = 3 }] });
        Assert.Equal(["BS 1", "BS 2", "AS 2", "BS 3", "AS 3", "AS 1"], TakeLog());

        var read = model.Deserialize<Node>(buffer.WrittenMemory);
        Assert.Equal(["BD 0 ", "BD 0 ", "AD 2 #2", "BD 0 ", "AD 3 #3", "AD 1 #1"], TakeLog());
        Assert.Equal("#1", read.Stamp); // what the before-serialize callback set was written

        model.Merge(buffer.WrittenMemory.ToArray(), new Node { Id = 9, Stamp = "old" });
        Assert.Equal("BD 9 old", TakeLog()[0]);
    }

    /// <summary>
    /// A write to a stream (and its length-prefixed and non-generic forms, and a deep clone) is one pass: each
    /// instance's callbacks run once, in the order of a buffer-writer write, as protobuf-net runs them.
    /// </summary>
    [Theory]
    [MemberData(nameof(Backend))]
    public void A_stream_write_runs_each_callback_once(SerializerBackend backend)
    {
        var model = ModelOf(backend);
        string[] once = ["BS 1", "BS 2", "AS 2", "BS 3", "AS 3", "AS 1"];
        var value = new Node { Id = 1, Child = new Node { Id = 2 }, Items = [new Node { Id = 3 }] };
        var buffer = new ArrayBufferWriter<byte>();
        model.Serialize(buffer, value);
        TakeLog();

        var stream = new MemoryStream();
        model.Serialize(stream, value);
        Assert.Equal(once, TakeLog());
        Assert.Equal(buffer.WrittenSpan.ToArray(), stream.ToArray());

        model.Serialize(new MemoryStream(), (object)value);
        Assert.Equal(once, TakeLog());

        model.SerializeWithLengthPrefix(new MemoryStream(), value);
        Assert.Equal(once, TakeLog());

        model.SerializeWithLengthPrefix(new MemoryStream(), value, PrefixStyle.Fixed32, 0);
        Assert.Equal(once, TakeLog());

        model.DeepClone(value);
        Assert.Equal(once, TakeLog().Take(once.Length));
    }

    [Theory]
    [MemberData(nameof(Backend))]
    public void A_structs_callbacks_change_the_struct_written_and_read(SerializerBackend backend)
    {
        var model = ModelOf(backend);
        var value = new HoldsCounter { Counter = new Counter { Value = 3 } };
        var bytes = model.SerializeToArray(value);
        Assert.Equal(new byte[] { 0x0A, 0x02, 0x08, 0x06 }, bytes); // written doubled
        Assert.Equal(3, value.Counter.Value); // a copy was changed
        Assert.Equal(12, model.Deserialize<HoldsCounter>(bytes).Counter.Value); // read doubled again
        Assert.Equal(4, model.Deserialize<Counter>(new byte[] { 0x08, 0x02 }).Value);
    }

    [Fact]
    public void A_callback_with_another_signature_is_refused_by_name()
    {
        var error = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().Add<Node>(applyAttributes: false).SetCallbacks(afterDeserialize: "TakeLog"));
        Assert.Contains("no instance method named 'TakeLog'", error.Message);
        var signature = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().Add<Bad>(applyAttributes: false).SetCallbacks(afterDeserialize: nameof(Bad.Returns)));
        Assert.Contains("Bad.Returns: a callback method must return void and take no parameter or a StreamingContext", signature.Message);
    }

    public sealed class Bad
    {
        public int Returns() => 1;
    }
}
