namespace Nano.Serialization.Interpreted;

/// <summary>
/// The backend that needs no dynamic code: it walks the model with reflection. It is the fallback under
/// NativeAOT and the reference that the emit backend must match byte for byte.
/// </summary>
internal sealed class InterpretedBackend : ISerializerBackend
{
    public static readonly InterpretedBackend Instance = new();

    private readonly ConditionalWeakTable<RuntimeTypeModel, Dictionary<MessageModel, MessagePlan>> _plans = new();

    public string Name => "interpreted";

    public ProtoSerializer<T> Create<T>(RuntimeTypeModel model, MessageModel message) => message.Surrogate is { } surrogate
        ? new SurrogateSerializer<T>(surrogate, new InterpretedSerializer<object>(PlanOf(model, surrogate.Message.Root)), Name)
        : new InterpretedSerializer<T>(PlanOf(model, message.Root));

    /// <summary>Builds the plans of a message and of everything it reaches, ahead of first use (no generic
    /// code).</summary>
    public void Prepare(RuntimeTypeModel model, MessageModel message) => PlanOf(model, message.Surrogate?.Message.Root ?? message.Root);

    /// <summary>The plan of a message of <paramref name="model"/>, built if needed with the plans of its hierarchy and
    /// of everything they reach. Tests and diagnostics read which path each type and field takes
    /// (<see cref="MessagePlan.ReadsDirect"/>, <see cref="Fields.FieldHandler.IsTyped"/>).</summary>
    internal MessagePlan PlanOf(RuntimeTypeModel model, MessageModel message)
    {
        var plans = _plans.GetOrCreateValue(model);
        lock (plans)
        {
            PlanFor(plans, message.Root);
            return plans[message];
        }
    }

    /// <summary>The plan of a message, creating it and the plans it reaches. Called under the lock of
    /// <paramref name="plans"/>.</summary>
    private static MessagePlan PlanFor(Dictionary<MessageModel, MessagePlan> plans, MessageModel model)
    {
        if (plans.TryGetValue(model, out var plan))
            return plan;
        plan = new MessagePlan(model);
        plans.Add(model, plan);
        var fields = model.Fields.Select(f => FieldHandlers.Create(
            f,
            CodecFor(plans, f.Value, f.Number, defaultIsUnset: f.Shape == FieldShape.Single && f.Presence == Presence.Implicit),
            f.Key is null ? null : CodecFor(plans, f.Key, 1, defaultIsUnset: false))).ToArray();
        var subTypes = model.SubTypes.Select(s => (s, PlanFor(plans, s.Model))).ToArray();
        plan.Initialize(fields, subTypes);
        return plan;
    }

    private static Codec CodecFor(Dictionary<MessageModel, MessagePlan> plans, ValueModel value, int fieldNumber, bool defaultIsUnset)
    {
        if (value.ListElement is { } element)
            return new ListValueCodec(value, CodecFor(plans, element, ListMapValues.FieldNumber, defaultIsUnset: false));
        if (value.Message is not { } message)
            return ValueCodecs.Create(value, defaultIsUnset);
        var plan = PlanFor(plans, (message.Surrogate?.Message ?? message).Root);
        Codec<object> codec = value.ProtoType == ProtoType.Group ? new GroupCodec(plan, fieldNumber) : new MessageCodec(plan, fieldNumber);
        return message.Surrogate is { } surrogate ? new SurrogateCodec(surrogate, codec) : codec;
    }
}

/// <summary>The typed face of a <see cref="MessagePlan"/> (the root of <typeparamref name="T"/>'s hierarchy).</summary>
internal sealed class InterpretedSerializer<T>(MessagePlan root) : ProtoSerializer<T>
{
    public override string Origin => "interpreted";

    public override long Measure(T value, int depthLeft) => root.Measure(value!, depthLeft);

    public override void Write(ref ProtoWriter writer, T value) => root.Write(ref writer, value!);

    public override T Read(ref ProtoReader reader, T? existing)
    {
        var result = root.Read(ref reader, existing);
        if (reader.Required is not null && reader.Depth == 0)
            RequiredFields.ThrowIfIncomplete(ref reader); // the root message is complete: nothing may stay incomplete
        return result is T typed
            ? typed
            : throw reader.CreateException($"The payload holds a {result.GetType().FullName}, which is not a {typeof(T).FullName}");
    }
}
