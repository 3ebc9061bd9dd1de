extern alias pbnet;

using ProtobufNetApi.Tests.Support;
using PbnetApp;

namespace ProtobufNetApi.Tests.Attributes;

/// <summary>
/// Contracts declared with Nano.ProtobufNet's attributes are read by Nano.Core as protobuf-net's own attributes are,
/// and protobuf-net 3.4.40 (which also matches its attributes by full name) reads them too: its bytes are the oracle.
/// </summary>
public class AttributeReadingTests
{
    public static TheoryData<string, object> Samples
    {
        get
        {
            var data = new TheoryData<string, object>();
            foreach (var backend in new[] { "emit", "interpreted" })
            {
                data.Add(backend, Order.Sample());
                data.Add(backend, new Order());
                data.Add(backend, new Drawing { Shapes = [new Circle { Name = "c", Radius = 1.5 }, new Square { Name = "s", Side = 2 }] });
                data.Add(backend, new Implicit { Explicit = 9, Alpha = 1, Beta = "b", Skipped = "not written" });
                data.Add(backend, new Keyed { Id = 1, Map = new() { [-1] = -2, [0] = 0, [5] = long.MaxValue } });
                data.Add(backend, new Turn { By = new Angle(90), Steps = [new Angle(-1.5), new Angle(0)] });
            }
            return data;
        }
    }

    [Theory]
    [MemberData(nameof(Samples))]
    public void Nano_writes_protobuf_nets_bytes_and_each_reads_the_others(string backend, object value)
    {
        var model = Oracle.Model(backend);
        var type = value.GetType() == typeof(Circle) || value.GetType() == typeof(Square) ? typeof(Shape) : value.GetType();
        var expected = Write(value, type, protobufNet: true, model);
        var written = Write(value, type, protobufNet: false, model);
        Assert.Equal(expected, written);

        // Nano reads protobuf-net's bytes; protobuf-net judges the result by writing it again.
        var readByNano = model.Deserialize(type, new MemoryStream(expected));
        Assert.Equal(expected, Write(readByNano, type, protobufNet: true, model));
        // protobuf-net reads Nano's bytes to the same message.
        var readByProtobufNet = pbnet::ProtoBuf.Serializer.NonGeneric.Deserialize(type, new MemoryStream(written));
        Assert.Equal(expected, Write(readByProtobufNet, type, protobufNet: true, model));
    }

    /// <summary>
    /// protobuf-net finds <c>CompatibilityLevelAttribute</c> by its type, not its name, so it cannot read
    /// <see cref="Modern"/> as Nano.ProtobufNet declares it: the expected bytes come from its twin declared with
    /// protobuf-net's own attributes, <see cref="ModernTwin"/>.
    /// </summary>
    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void CompatibilityLevel_gives_protobuf_nets_formats(string backend)
    {
        var at = new DateTime(2020, 1, 2, 3, 4, 5, DateTimeKind.Utc);
        var id = Guid.Parse("00112233-4455-6677-8899-aabbccddeeff");
        var legacy = Guid.Parse("ffeeddcc-bbaa-9988-7766-554433221100");
        var twin = new ModernTwin { At = at, Amount = -1.25m, Id = id, Legacy = legacy, For = TimeSpan.FromSeconds(-2.5) };
        var expected = Oracle.ProtobufNetWrite(twin);
        var model = Oracle.Model(backend);

        var written = Oracle.Write(model, new Modern { At = at, Amount = -1.25m, Id = id, Legacy = legacy, For = TimeSpan.FromSeconds(-2.5) });
        Assert.Equal(expected, written);
        var read = model.Deserialize<Modern>(new MemoryStream(expected));
        Assert.Equal((at, -1.25m, id, legacy, TimeSpan.FromSeconds(-2.5)), (read.At, read.Amount, read.Id, read.Legacy, read.For));
    }

    [Fact]
    public void ProtoPartialIgnore_keeps_a_member_out_of_the_implicit_fields_for_both_libraries()
    {
        var value = new Implicit { Skipped = "x" };
        var bytes = Oracle.ProtobufNetWrite(value);
        Assert.Empty(bytes); // protobuf-net: nothing to write
        Assert.Empty(Oracle.Write(Oracle.Model("emit"), value));
    }

    [Fact]
    public void Callbacks_declared_with_Nano_ProtobufNets_attributes_run()
    {
        var value = new WithCallbacks { Value = 1 };
        var stream = new MemoryStream();
        ProtoBuf.Serializer.Serialize(stream, value);
        Assert.Equal(["before-write", "after-write"], value.Log);
        var read = ProtoBuf.Serializer.Deserialize<WithCallbacks>(new MemoryStream(stream.ToArray()));
        Assert.Equal(["before-read", "after-read"], read.Log);
        Assert.Equal(1, read.Value);
    }

    public static TheoryData<string> Writes => new() { "stream", "buffer-writer", "length-prefix", "non-generic", "deep-clone" };

    /// <summary>Each write runs each serialization callback once, as protobuf-net runs them (it finds the callback
    /// attributes by name, so the same contract gives its log).</summary>
    [Theory]
    [MemberData(nameof(Writes))]
    public void Every_write_runs_each_callback_once_as_protobuf_net_does(string write)
    {
        List<string> Run(bool protobufNet)
        {
            var value = new WithCallbacks { Value = 1 };
            var stream = new MemoryStream();
            switch (write)
            {
                case "stream" when protobufNet: pbnet::ProtoBuf.Serializer.Serialize(stream, value); break;
                case "stream": ProtoBuf.Serializer.Serialize(stream, value); break;
                case "buffer-writer" when protobufNet: pbnet::ProtoBuf.Serializer.Serialize(new System.Buffers.ArrayBufferWriter<byte>(), value); break;
                case "buffer-writer": ProtoBuf.Serializer.Serialize(new System.Buffers.ArrayBufferWriter<byte>(), value); break;
                case "length-prefix" when protobufNet: pbnet::ProtoBuf.Serializer.SerializeWithLengthPrefix(stream, value, pbnet::ProtoBuf.PrefixStyle.Base128, 1); break;
                case "length-prefix": ProtoBuf.Serializer.SerializeWithLengthPrefix(stream, value, ProtoBuf.PrefixStyle.Base128, 1); break;
                case "non-generic" when protobufNet: pbnet::ProtoBuf.Serializer.NonGeneric.Serialize(stream, value); break;
                case "non-generic": ProtoBuf.Serializer.NonGeneric.Serialize(stream, value); break;
                case "deep-clone" when protobufNet: return [.. value.Log, .. pbnet::ProtoBuf.Serializer.DeepClone(value).Log];
                case "deep-clone": return [.. value.Log, .. ProtoBuf.Serializer.DeepClone(value).Log];
            }
            return value.Log;
        }
        var expected = Run(protobufNet: true);
        Assert.Contains("before-write", expected); // protobuf-net did find the callbacks
        Assert.Equal(expected, Run(protobufNet: false));
    }

    private static byte[] Write(object value, Type type, bool protobufNet, ProtoBuf.Meta.TypeModel model)
    {
        var stream = new MemoryStream();
        if (protobufNet)
            pbnet::ProtoBuf.Serializer.NonGeneric.Serialize(stream, value);
        else
            model.SerializeWithLengthPrefix(stream, value, type, ProtoBuf.PrefixStyle.None, 0);
        return stream.ToArray();
    }
}
