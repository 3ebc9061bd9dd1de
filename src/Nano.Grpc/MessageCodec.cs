using System.Buffers;
using Grpc.Core;
using Nano.Buffers;
using Nano.Wire;

namespace Nano.Grpc;

/// <summary>The serializer and deserializer bodies behind every Nano marshaller: measure then write into gRPC's buffer
/// writer, read from gRPC's payload sequence, and turn malformed input into an <see cref="RpcException"/>.</summary>
internal static class MessageCodec
{
    /// <summary>The largest payload gRPC for .NET can frame (its length prefix is read into an int).</summary>
    internal const long MaxPayloadLength = int.MaxValue;

    public static void Write<T>(RuntimeTypeModel model, T value, SerializationContext context)
    {
        if (value is null)
            throw new RpcException(new Status(StatusCode.Internal, $"A null {typeof(T).FullName} cannot be sent as a gRPC message."));
        int length = CheckLength(model.Measure(value), typeof(T));
        context.SetPayloadLength(length);
        var writer = context.GetBufferWriter();
        // gRPC hands out one buffer of the announced length when it can: encode into it directly, in one pass.
        var span = writer.GetSpan(length);
        if (span.Length >= length)
        {
            model.WriteMeasured(span[..length], value); // the frame's length is announced: a message that changed since is an error
            writer.Advance(length);
        }
        else
        {
            var written = model.WriteTo(writer, value);
            if (written != length)
                throw Nano.Serialization.GraphErrors.ChangedWhileWriting(typeof(T), length, written.ToString(System.Globalization.CultureInfo.InvariantCulture));
        }
        context.Complete();
    }

    /// <summary>The measured length as the int gRPC frames with, or a ResourceExhausted error naming the
    /// type.</summary>
    internal static int CheckLength(long length, Type type) => length <= MaxPayloadLength
        ? (int)length
        : throw new RpcException(new Status(StatusCode.ResourceExhausted,
            $"{type.FullName} serializes to {length} bytes; a gRPC message holds at most {MaxPayloadLength}."));

    public static T Read<T>(RuntimeTypeModel model, DeserializationContext context, StatusCode malformed)
    {
        try
        {
            // gRPC recycles the payload's buffers once this returns: members that alias the input must alias a copy.
            return model.AliasInputMemory
                ? model.Deserialize<T>(context.PayloadAsNewBuffer())
                : model.Deserialize<T>(context.PayloadAsReadOnlySequence());
        }
        catch (ProtoException e)
        {
            throw Malformed(e, malformed);
        }
    }

    public static PooledMessage<T> ReadPooled<T>(RuntimeTypeModel model, DeserializationContext context, StatusCode malformed)
    {
        try
        {
            // Pool mode never aliases its input, so the sequence is read in place whatever AliasInputMemory says.
            return model.DeserializePooled<T>(context.PayloadAsReadOnlySequence());
        }
        catch (ProtoException e)
        {
            throw Malformed(e, malformed);
        }
    }

    /// <summary>The status a malformed message becomes: its detail is the <see cref="ProtoException"/>'s message, which
    /// names the reason, byte offset, field and type; the exception itself stays as the inner exception for
    /// logs.</summary>
    internal static RpcException Malformed(ProtoException e, StatusCode status) =>
        new(new Status(status, "Malformed protobuf message: " + e.Message, e));
}
