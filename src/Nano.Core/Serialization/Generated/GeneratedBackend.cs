namespace Nano.Serialization.Generated;

/// <summary>
/// Serves a type with its generated serializer when one is registered and the model agrees with it
/// (<see cref="GeneratedParity"/>). <see cref="SerializerBackend.Auto"/> asks it first and falls back to emit or the
/// interpreter when it declines; <see cref="SerializerBackend.Generated"/> makes a decline an error naming the reason.
/// </summary>
internal static class GeneratedBackend
{
    /// <summary>The generated serializer of <typeparamref name="T"/> for <paramref name="model"/>, or null with the reason.</summary>
    public static ProtoSerializer<T>? TryCreate<T>(RuntimeTypeModel model, MessageModel message, out string? reason)
    {
        if (GeneratedSerializers.Find<T>() is not { } registration)
        {
            reason = "no generated serializer is registered for it";
            return null;
        }
        reason = GeneratedParity.Mismatch(message, registration.Fields);
        if (reason is not null)
            return null;
        var generated = registration.Create(model);
        generated.Message = message;
        return new GeneratedProtoSerializer<T>(generated, model, message);
    }
}

/// <summary>The typed face of a generated serializer, as <c>EmitSerializer</c> is of compiled delegates.</summary>
internal sealed class GeneratedProtoSerializer<T>(GeneratedSerializer<T> generated, RuntimeTypeModel model, MessageModel message) : ProtoSerializer<T>
{
    /// <summary>The generated code (a generated parent calls it directly: <see cref="GeneratedSerializers.Served"/>).
    /// </summary>
    public GeneratedSerializer<T> Generated => generated;

    public override string Origin => "generated";

    public override long Measure(T value, int depthLeft)
    {
        try
        {
            return generated.Measure(value, depthLeft);
        }
        catch (UnnamedGraphException e)
        {
            throw UnnamedGraphException.Name(model, message, value, e);
        }
    }

    public override void Write(ref ProtoWriter writer, T value)
    {
        try
        {
            generated.Write(ref writer, value);
        }
        catch (UnnamedGraphException e)
        {
            throw UnnamedGraphException.Name(model, message, value, e);
        }
    }

    public override T Read(ref ProtoReader reader, T? existing)
    {
        var value = generated.Read(ref reader, existing);
        if (reader.Required is not null && reader.Depth == 0)
            RequiredFields.ThrowIfIncomplete(ref reader); // the root message is complete: nothing may stay incomplete
        return value;
    }
}
