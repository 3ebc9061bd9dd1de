namespace Nano.Emit.Runtime;

/// <summary>
/// What an absent field's member holds (see <see cref="AbsentValue"/>): the rule is <see cref="FieldModel"/>'s, shared
/// with the interpreted backend; emitted reads call these only for fields whose <see cref="FieldModel.Absent"/> asks.
/// </summary>
internal static class AbsentValues
{
    /// <summary>An absent field's default (<see cref="FieldModel.ValueWhenAbsent"/>), boxed in the context's
    /// constants.</summary>
    public static T Unbox<T>(object value) => (T)value;

    /// <summary>A constructor argument: <paramref name="value"/>, or an empty value when it is null.</summary>
    public static T Fill<T>(T value, MessageModel model, int field) =>
        EqualityComparer<T>.Default.Equals(value, default!) ? (T)model.Fields[field].Fill(null)! : value;
}
