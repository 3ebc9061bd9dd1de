extern alias pbnet;

using PbnetApp;
using ProtobufNetApi.Tests.Api;
using ProtoBuf;
using PB = pbnet::ProtoBuf;
using PBMeta = pbnet::ProtoBuf.Meta;

namespace ProtobufNetApi.Tests.Support;

/// <summary>The same code-first model on protobuf-net and on Nano.ProtobufNet, for the extension API's model
/// overloads: <see cref="Temperature"/> through its surrogate, <see cref="Plain"/> with fields 1 (Text) and 2
/// (Number). Nano's is frozen, so an extension call that registered anything in it would fail.</summary>
public static class ExtensionModels
{
    public static PBMeta.RuntimeTypeModel Theirs()
    {
        var model = PBMeta.RuntimeTypeModel.Create();
        model.Add(typeof(Temperature), false).SetSurrogate(typeof(TemperatureSurrogate));
        model.Add(typeof(Plain), false).Add(1, nameof(Plain.Text)).Add(2, nameof(Plain.Number));
        return model;
    }

    public static ProtoBuf.Meta.RuntimeTypeModel Ours(string backend)
    {
        var model = Oracle.Model(backend);
        model.Add(typeof(Temperature), false).SetSurrogate(typeof(TemperatureSurrogate));
        model.Add(typeof(Plain), false).Add(1, nameof(Plain.Text)).Add(2, nameof(Plain.Number));
        model.Freeze();
        return model;
    }

    /// <summary>A message with <c>Id = 3</c> and <paramref name="extension"/> as its extension data, read by Nano and
    /// by protobuf-net.</summary>
    public static (ExtensibleV1 Nano, ExtensibleTwin Twin) Read(params byte[] extension)
    {
        byte[] bytes = [0x08, 0x03, .. extension];
        return (Serializer.Deserialize<ExtensibleV1>(new MemoryStream(bytes)),
            Oracle.ProtobufNetRead<ExtensibleTwin>(bytes));
    }

    public static byte[] Write(ExtensibleV1 value)
    {
        var stream = new MemoryStream();
        Serializer.Serialize(stream, value);
        return stream.ToArray();
    }

    public static (int, string?) Of(Temperature value) => (value.Celsius, value.Scale);
}
