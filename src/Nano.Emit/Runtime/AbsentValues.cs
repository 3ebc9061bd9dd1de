namespace Nano.Emit.Runtime;

/// <summary>
/// What an absent field's member holds (see <see cref="AbsentValue"/>): the rule is <see cref="FieldModel"/>'s, shared
/// with the interpreted backend; emitted reads call these only for fields whose <see cref="FieldModel.Absent"/> asks.
/// A constructor argument's empty value is filled by <c>MessageRules.FillAbsent</c>, which generated code calls too.
/// </summary>
internal static class AbsentValues
{
    /// <summary>An absent field's default (<see cref="FieldModel.ValueWhenAbsent"/>), boxed in the context's
    /// constants.</summary>
    public static T Unbox<T>(object value) => (T)value;
}
