using System.ComponentModel;

namespace Nano.Serialization.Generated;

/// <summary>
/// The message-level rules generated code runs, each decided by the model and executed here for the emit backend's IL
/// too: the value a constructor argument takes when its field is absent, the error for a oneof with more than one
/// member set, and the error for a null element of a repeated message field that generated code walks itself. Each
/// takes the message's model (<see cref="GeneratedSerializer{T}.Message"/>) and a field's position in it, so that what
/// the rule says comes from the model, not from the generated code.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class MessageRules
{
    /// <summary>A constructor argument: <paramref name="value"/>, or when it is null the empty value (<c>""</c>, an
    /// empty array or collection) the model gives field <paramref name="field"/>
    /// (<see cref="AbsentValue.Empty"/>).</summary>
    /// <typeparam name="T">The member's type.</typeparam>
    /// <param name="value">What was read, or carried over from the instance merged into.</param>
    /// <param name="message">The message's model.</param>
    /// <param name="field">The field's position in <see cref="MessageModel.Fields"/>.</param>
    /// <returns>The argument to pass.</returns>
    public static T FillAbsent<T>(T value, MessageModel message, int field) =>
        EqualityComparer<T>.Default.Equals(value, default!) ? (T)message.Fields[field].Fill(null)! : value;

    /// <summary>The error for writing a message with more than one member of a oneof set.</summary>
    /// <param name="message">The message's model.</param>
    /// <param name="field">The position in <see cref="MessageModel.Fields"/> of a member of the group.</param>
    /// <returns>The exception to throw.</returns>
    public static Exception OneOfConflict(MessageModel message, int field) =>
        GraphErrors.OneOfConflict(message, message.Fields[field].OneOfIndex);

    /// <summary>The error for a null element of a repeated field, naming the field as emit's loop over a list of
    /// messages and the interpreter do.</summary>
    /// <param name="message">The message's model.</param>
    /// <param name="field">The field's position in <see cref="MessageModel.Fields"/>.</param>
    /// <param name="index">The element's index.</param>
    /// <returns>The exception to throw.</returns>
    public static Exception NullElement(MessageModel message, int field, int index) =>
        GraphErrors.NullElement(message.Fields[field], index);
}
