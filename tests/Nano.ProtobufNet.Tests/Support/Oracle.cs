extern alias pbnet;

using PB = pbnet::ProtoBuf;

namespace ProtobufNetApi.Tests.Support;

/// <summary>
/// The real protobuf-net 3.4.40 (the oracle: expected bytes and values come from it, never from Nano), and a
/// <see cref="ProtoBuf.Meta.RuntimeTypeModel"/> of Nano.ProtobufNet on each of Nano's backends.
/// </summary>
public static class Oracle
{
    public static byte[] ProtobufNetWrite<T>(T value)
    {
        var stream = new MemoryStream();
        PB.Serializer.Serialize(stream, value);
        return stream.ToArray();
    }

    public static T ProtobufNetRead<T>(byte[] bytes) => PB.Serializer.Deserialize<T>(new MemoryStream(bytes));

    /// <summary>Both of Nano's backends, as xunit data.</summary>
    public static TheoryData<string> Backends => new() { "emit", "interpreted" };

    /// <summary>A fresh protobuf-net-API model on the named Nano backend.</summary>
    public static ProtoBuf.Meta.RuntimeTypeModel Model(string backend)
    {
        var model = ProtoBuf.Meta.RuntimeTypeModel.Create();
        model.NanoModel.Backend = backend == "emit" ? Nano.SerializerBackend.Emit : Nano.SerializerBackend.Interpreted;
        return model;
    }

    public static byte[] Write<T>(ProtoBuf.Meta.TypeModel model, T value)
    {
        var stream = new MemoryStream();
        model.Serialize(stream, value);
        return stream.ToArray();
    }
}
