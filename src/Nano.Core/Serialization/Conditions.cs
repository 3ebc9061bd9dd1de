namespace Nano.Serialization;

/// <summary>
/// protobuf-net's conditional serialization (<see cref="FieldModel.WriteCondition"/>,
/// <see cref="FieldModel.SpecifiedSetter"/>): both backends ask here whether a field with a condition is written, and
/// mark it specified after a read. What the user's method throws reaches the caller as thrown.
/// </summary>
internal static class Conditions
{
    private static readonly object?[] s_true = [true];

    /// <summary>True when <paramref name="field"/> is written (its condition holds).</summary>
    public static bool ShouldWrite(object instance, FieldModel field) =>
        (bool)Reflect.Invoke(field.WriteCondition!, instance, null)!;

    /// <summary>Sets the field's <c>XSpecified</c> to true (on a class instance, or a boxed struct in place).</summary>
    public static void MarkSpecified(object instance, FieldModel field) =>
        Reflect.Invoke(field.SpecifiedSetter!, instance, s_true);

    /// <summary>The emit backend's form of <see cref="ShouldWrite(object, FieldModel)"/> for a class, by field
    /// index.</summary>
    public static bool ShouldWriteAt(object instance, MessageModel model, int field) =>
        ShouldWrite(instance, model.Fields[field]);

    /// <summary>The emit backend's form of <see cref="MarkSpecified(object, FieldModel)"/> for a class, by field
    /// index.</summary>
    public static void MarkSpecifiedAt(object instance, MessageModel model, int field) =>
        MarkSpecified(instance, model.Fields[field]);

    /// <summary>The emit backend's form of <see cref="ShouldWrite(object, FieldModel)"/> for a struct, by field
    /// index.</summary>
    public static bool ShouldWrite<T>(ref T instance, MessageModel model, int field) =>
        ShouldWrite((object)instance!, model.Fields[field]);

    /// <summary>The emit backend's form of <see cref="MarkSpecified(object, FieldModel)"/>: a struct is changed
    /// itself.</summary>
    public static void MarkSpecified<T>(ref T instance, MessageModel model, int field)
    {
        object boxed = instance!;
        MarkSpecified(boxed, model.Fields[field]);
        if (typeof(T).IsValueType)
            instance = (T)boxed;
    }
}
