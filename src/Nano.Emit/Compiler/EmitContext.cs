namespace Nano.Emit.Compiler;

/// <summary>
/// The object every emitted method of one message type is bound to (its first argument, making the delegates
/// closed instance delegates with no shuffle thunk): the model, for error messages, and the nested types' delegates.
/// </summary>
internal sealed class EmitContext(MessageModel model, object[] nested, object[] constants, object? subTypes)
{
    public readonly MessageModel Model = model;

    /// <summary><c>MessageDelegates&lt;N&gt;</c> per nested message field, by the index the compiler
    /// assigned.</summary>
    public readonly object[] Nested = nested;

    /// <summary>Boxed proto2 default values, by the index the compiler assigned.</summary>
    public readonly object[] Constants = constants;

    /// <summary>For a level of an inheritance hierarchy: its <c>SubTypeTable&lt;TRoot&gt;</c>; otherwise
    /// null.</summary>
    public readonly object? SubTypes = subTypes;
}
