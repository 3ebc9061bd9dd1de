namespace Nano.Serialization;

/// <summary>Creates serializers from message models. Implemented by the interpreted backend and by Nano.Emit.</summary>
internal interface ISerializerBackend
{
    /// <summary>A short name for diagnostics ("interpreted", "emit").</summary>
    string Name { get; }

    /// <summary>Creates the serializer for a message type; <paramref name="message"/> is the model of
    /// <typeparamref name="T"/>.</summary>
    ProtoSerializer<T> Create<T>(RuntimeTypeModel model, MessageModel message);
}
