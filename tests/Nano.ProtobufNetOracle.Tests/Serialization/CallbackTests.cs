using System.Buffers;
using Nano.ProtobufNetOracle.Tests.Support;
using ProtobufNetSamples;

namespace Nano.ProtobufNetOracle.Tests.Serialization;

/// <summary>
/// Serialization callbacks on both backends, against protobuf-net 3.4.40 running the same contracts: which callbacks
/// run, in which order, on which instance, and what the objects and bytes are afterwards.
/// </summary>
public class CallbackTests
{
    public static TheoryData<string> Backends => new("emit", "interpreted");

    private static CallbackRoot Sample() => new() { V = 1, One = new CallbackLeaf { V = 2 }, Many = [new CallbackLeaf { V = 3 }, new CallbackLeaf { V = 4 }] };

    [Theory]
    [MemberData(nameof(Backends))]
    public void A_one_pass_write_runs_each_instances_callbacks_once_in_protobuf_nets_order(string backend)
    {
        var expectedBytes = Libraries.ProtobufNetWrite(Sample());
        var expected = CallLog.Take();
        Assert.Equal(["root.BS 1", "leaf.BS 2", "leaf.AS 2", "leaf.BS 3", "leaf.AS 3", "leaf.BS 4", "leaf.AS 4", "root.AS 1"], expected);

        var buffer = new ArrayBufferWriter<byte>();
        Libraries.Nano(backend).Serialize(buffer, Sample());
        Assert.Equal(expected, CallLog.Take());
        Assert.Equal(expectedBytes, buffer.WrittenSpan.ToArray()); // the stamp set by the callback is written
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void Measure_runs_the_serialize_callbacks_as_protobuf_nets_Measure_does(string backend)
    {
        using (var measured = ProtoBuf.Serializer.Measure(Sample()))
            Assert.Equal(Libraries.ProtobufNetWrite(Sample()).Length, measured.Length);
        CallLog.Take();
        ProtoBuf.Serializer.Measure(Sample()).Dispose();
        var expected = CallLog.Take();

        var length = Libraries.Nano(backend).Measure(Sample());
        Assert.Equal(expected, CallLog.Take());
        Assert.Equal(Libraries.ProtobufNetWrite(Sample()).Length, length);
        CallLog.Take();
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void A_measured_write_runs_each_of_them_once_measuring_and_once_writing(string backend)
    {
        // SerializeToArray measures, then writes (a nested message may be measured again where its length prefix cannot
        // be back-patched): each instance's callbacks run in each pass, as protobuf-net's run when it measures first.
        var expectedBytes = Libraries.ProtobufNetWrite(Sample());
        var once = CallLog.Take();
        var bytes = Libraries.Nano(backend).SerializeToArray(Sample());
        var log = CallLog.Take();
        Assert.Equal(once.Order(StringComparer.Ordinal), log.Distinct().Order(StringComparer.Ordinal));
        Assert.All(log.GroupBy(entry => entry), entry => Assert.InRange(entry.Count(), 2, 4));
        Assert.Equal("root.BS 1", log[0]);
        Assert.Equal("root.AS 1", log[^1]);
        Assert.Equal(expectedBytes, bytes);
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void Reading_runs_them_in_protobuf_nets_order_on_new_instances(string backend)
    {
        var bytes = Libraries.ProtobufNetWrite(Sample());
        CallLog.Take();
        var expected = (CallbackRoot)Libraries.ProtobufNetRead(typeof(CallbackRoot), bytes);
        var expectedLog = CallLog.Take();
        Assert.Equal(["root.BD 0 0", "leaf.BD 0", "leaf.AD 2", "leaf.BD 0", "leaf.AD 3", "leaf.BD 0", "leaf.AD 4", "root.AD 1 2"], expectedLog);

        var read = (CallbackRoot)Libraries.NanoRead(Libraries.Nano(backend), typeof(CallbackRoot), bytes);
        Assert.Equal(expectedLog, CallLog.Take());
        Assert.Equal(101, read.Loaded);
        Equivalence.AssertEquivalent(expected, read);

        Libraries.Nano(backend).Deserialize<CallbackRoot>(Array.Empty<byte>());
        ProtoBuf.Serializer.Deserialize<CallbackRoot>(new MemoryStream());
        var both = CallLog.Take();
        Assert.Equal(["root.BD 0 0", "root.AD 0 0", "root.BD 0 0", "root.AD 0 0"], both);
    }

    [Fact]
    public void A_map_entry_without_its_value_runs_the_same_callbacks_on_both_backends()
    {
        var bytes = Convert.FromHexString("0A0208010A0608021202080C"); // key 1 without a value; key 2 with V = 12
        var logs = new[] { "emit", "interpreted" }.Select(backend =>
        {
            var read = Libraries.Nano(backend).Deserialize<CallbackMap>(bytes);
            Assert.Equal([0, 12], read.Map.Keys.Order().Select(k => read.Map[k].V));
            return CallLog.Take().Order(StringComparer.Ordinal).ToArray();
        }).ToArray();
        Assert.Equal(["leaf.AD 0", "leaf.AD 12", "leaf.BD 0", "leaf.BD 0"], logs[0]);
        Assert.Equal(logs[0], logs[1]);
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void A_merge_runs_the_before_callback_on_the_instance_merged_into(string backend)
    {
        var bytes = Libraries.ProtobufNetWrite(Sample());
        CallLog.Take();
        ProtoBuf.Serializer.Merge(new MemoryStream(bytes), new CallbackRoot { V = 9, Many = [new CallbackLeaf()] });
        var expected = CallLog.Take();
        Assert.Equal("root.BD 9 1", expected[0]);
        Libraries.Nano(backend).Merge(bytes, new CallbackRoot { V = 9, Many = [new CallbackLeaf()] });
        Assert.Equal(expected, CallLog.Take());
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void WCFs_attributes_run_with_or_without_a_context(string backend)
    {
        var bytes = Libraries.ProtobufNetWrite(new WcfCallbacks { V = 5 });
        Libraries.ProtobufNetRead(typeof(WcfCallbacks), bytes);
        var expected = CallLog.Take();
        Assert.Equal(["OnSerializing", "OnSerialized", "OnDeserializing 0", "OnDeserialized 5"], expected);

        var model = Libraries.Nano(backend);
        model.Serialize(new ArrayBufferWriter<byte>(), new WcfCallbacks { V = 5 });
        model.Deserialize<WcfCallbacks>(bytes);
        Assert.Equal(expected, CallLog.Take());
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void Protobuf_nets_attribute_wins_over_WCFs_and_a_static_method_is_no_callback(string backend)
    {
        var bytes = Libraries.ProtobufNetWrite(new CallbackPrecedence { V = 1 });
        Libraries.ProtobufNetRead(typeof(CallbackPrecedence), bytes);
        var expected = CallLog.Take();
        Assert.Equal(["proto"], expected);
        Libraries.Nano(backend).Deserialize<CallbackPrecedence>(bytes);
        Assert.Equal(expected, CallLog.Take());
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void A_hierarchy_runs_its_roots_callbacks_once_and_a_sub_types_own_never(string backend)
    {
        var bytes = Libraries.ProtobufNetWrite(new CallbackDerived { B = 1, D = 2 });
        var expectedWrite = CallLog.Take();
        Assert.Equal(["base.BS CallbackDerived"], expectedWrite);
        Libraries.ProtobufNetRead(typeof(CallbackBase), bytes);
        var expectedRead = CallLog.Take();
        Assert.Equal(["base.BD CallbackDerived 0 0", "derived.AD override 1 2"], expectedRead);

        var model = Libraries.Nano(backend);
        var buffer = new ArrayBufferWriter<byte>();
        model.Serialize<CallbackBase>(buffer, new CallbackDerived { B = 1, D = 2 });
        Assert.Equal(expectedWrite, CallLog.Take());
        Assert.Equal(bytes, buffer.WrittenSpan.ToArray());
        Assert.IsType<CallbackDerived>(model.Deserialize<CallbackBase>(bytes));
        Assert.Equal(expectedRead, CallLog.Take());

        // The base alone.
        var baseBytes = Libraries.ProtobufNetWrite(new CallbackBase { B = 3 });
        Libraries.ProtobufNetRead(typeof(CallbackBase), baseBytes);
        var expectedBase = CallLog.Take();
        model.Serialize<CallbackBase>(new ArrayBufferWriter<byte>(), new CallbackBase { B = 3 });
        model.Deserialize<CallbackBase>(baseBytes);
        Assert.Equal(expectedBase, CallLog.Take());
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void A_structs_callbacks_change_the_struct_being_written_and_read(string backend)
    {
        var value = new HoldsCallbackStruct { S = new CallbackStruct { V = 1 }, Many = [new CallbackStruct { V = 2 }] };
        var bytes = Libraries.ProtobufNetWrite(value);
        var expected = (HoldsCallbackStruct)Libraries.ProtobufNetRead(typeof(HoldsCallbackStruct), bytes);
        Assert.Equal(0x41 * 10, expected.S.V); // the write saw the callback's change, and so did the read
        Assert.Equal(1, value.S.V); // protobuf-net changed a copy

        var model = Libraries.Nano(backend);
        Assert.Equal(bytes, model.SerializeToArray(value));
        Assert.Equal(1, value.S.V);
        Equivalence.AssertEquivalent(expected, model.Deserialize<HoldsCallbackStruct>(bytes));
    }

    [Fact]
    public void A_callback_that_returns_a_value_is_refused_by_both_libraries()
    {
        Assert.ThrowsAny<Exception>(() => Libraries.ProtobufNetRead(typeof(CallbackReturnsValue), []));
        var error = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetModel(typeof(CallbackReturnsValue)));
        Assert.Contains("CallbackReturnsValue.Loaded", error.Message);
        Assert.Contains("must return void and take no parameter or a StreamingContext", error.Message);
    }

    [Fact]
    public void Two_methods_with_the_same_callback_attribute_are_refused_by_both_libraries()
    {
        Assert.ThrowsAny<Exception>(() => Libraries.ProtobufNetRead(typeof(CallbackTwice), []));
        var error = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetModel(typeof(CallbackTwice)));
        Assert.Contains("CallbackTwice", error.Message);
        Assert.Contains("[ProtoAfterDeserialization] is on two methods, First and Second", error.Message);
    }

    public class Registered
    {
        public int A { get; set; }
        public List<string> Log { get; } = [];

        private void Before() => Log.Add($"before {A}");
        private void After(System.Runtime.Serialization.StreamingContext context) => Log.Add($"after {A}");
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void A_registration_names_its_callbacks(string backend)
    {
        var model = Libraries.Nano(backend);
        model.Add<Registered>().Field(1, x => x.A).SetCallbacks(beforeDeserialize: "Before", afterDeserialize: "After");
        var read = model.Deserialize<Registered>(new byte[] { 0x08, 0x03 });
        Assert.Equal(["before 0", "after 3"], read.Log);
        var error = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().Add<Registered>().SetCallbacks(afterSerialize: "Missing"));
        Assert.Contains("no instance method named 'Missing'", error.Message);
    }

    public class Exploding
    {
        public int A { get; set; }

        private void Boom() => throw new InvalidOperationException("from the callback");
    }

    [Theory]
    [MemberData(nameof(Backends))]
    public void What_a_callback_throws_reaches_the_caller_as_thrown(string backend)
    {
        var model = Libraries.Nano(backend);
        model.Add<Exploding>().Field(1, x => x.A).SetCallbacks(beforeSerialize: "Boom", afterDeserialize: "Boom");
        Assert.Equal("from the callback", Assert.Throws<InvalidOperationException>(() => model.SerializeToArray(new Exploding { A = 1 })).Message);
        Assert.Equal("from the callback", Assert.Throws<InvalidOperationException>(() => model.Deserialize<Exploding>(new byte[] { 0x08, 0x01 })).Message);
    }
}
