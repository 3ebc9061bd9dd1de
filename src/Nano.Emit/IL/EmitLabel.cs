namespace Nano.Emit.IL;

/// <summary>
/// A branch target defined through <see cref="VerifyingEmitter.DefineLabel"/>. Besides the
/// <see cref="System.Reflection.Emit.Label"/>, it remembers the stack shape every branch to it must have.
/// </summary>
internal sealed class EmitLabel(VerifyingEmitter owner, Label label, string name)
{
    internal VerifyingEmitter Owner { get; } = owner;
    internal Label Label { get; } = label;

    /// <summary>The label's name in listings and diagnostics.</summary>
    public string Name { get; } = name;

    /// <summary>True once <see cref="VerifyingEmitter.MarkLabel"/> has placed it.</summary>
    public bool IsMarked { get; internal set; }

    /// <summary>Whether any branch (or fall-through) has fixed <see cref="Stack"/> yet.</summary>
    internal bool HasStack { get; set; }

    /// <summary>The stack shape at this label (valid when <see cref="HasStack"/>).</summary>
    internal StackNode? Stack { get; set; }

    /// <summary>Index of the first instruction that referenced the label, or -1.</summary>
    internal int FirstReference { get; set; } = -1;

    /// <inheritdoc />
    public override string ToString() => Name;
}
