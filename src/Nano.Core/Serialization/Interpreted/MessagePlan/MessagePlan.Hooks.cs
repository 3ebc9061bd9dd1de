namespace Nano.Serialization.Interpreted;

/// <summary>
/// The interpreted paths of types with serialization callbacks or conditional fields (<see cref="MessageCallbacks"/>,
/// <see cref="FieldModel.WriteCondition"/>), kept apart so that other types run the plain paths.
/// </summary>
internal sealed partial class MessagePlan
{
    /// <summary>
    /// A struct's callbacks change the struct they run on: each measuring or writing pass gets its own copy of the box
    /// (as the emit backend's, which take the struct by value), so a pass never sees an earlier pass's change.
    /// </summary>
    private object OwnCopy(object value) => Model.IsValueType ? RuntimeHelpers.GetObjectValue(value) : value;

    /// <summary>The fields' sizes, each conditional field only when its condition holds.</summary>
    private long MeasureConditionally(object value, int depthLeft)
    {
        long size = 0;
        foreach (var field in _fields)
            if (field.Model.WriteCondition is null || Conditions.ShouldWrite(value, field.Model))
                size += field.Measure(value, depthLeft);
        return size;
    }

    /// <summary>Writes the fields, each conditional field only when its condition holds.</summary>
    private void WriteConditionally(ref ProtoWriter writer, object value)
    {
        foreach (var field in _fields)
            if (field.Model.WriteCondition is null || Conditions.ShouldWrite(value, field.Model))
                field.Write(ref writer, value);
    }

    /// <summary>
    /// A read of a type with callbacks: the instance merged into gets its before-callback first (a new one gets it when
    /// <see cref="Create"/> makes it); the hierarchy's root level, which finishes last, runs the after-callback.
    /// </summary>
    private object ReadWithCallbacks(ref ProtoReader reader, object? existing)
    {
        var root = Model.BaseType is null;
        if (root && existing is not null && Model.Has(CallbackKind.BeforeDeserialize))
            Callbacks.Run(existing, Model, CallbackKind.BeforeDeserialize);
        var instance = ReadFields(ref reader, existing);
        if (root && Model.Has(CallbackKind.AfterDeserialize))
            Callbacks.Run(instance, Model, CallbackKind.AfterDeserialize);
        return instance;
    }
}
