namespace Nano.Emit.IL;

/// <summary>
/// A branch target defined through <see cref="VerifyingEmitter.DefineLabel"/>. Besides the
/// <see cref="System.Reflection.Emit.Label"/>, it remembers the stack shape every branch to it must have
/// and the protected region it lives in.
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

    /// <summary>The protected region the label is marked in (valid when <see cref="IsMarked"/>).</summary>
    internal Region? Region { get; set; }

    /// <summary>Forward references still waiting for <see cref="VerifyingEmitter.MarkLabel"/>: region and instruction index of each.</summary>
    internal List<PendingBranch>? Pending { get; set; }

    /// <summary>Index of the first instruction that referenced the label, or -1.</summary>
    internal int FirstReference { get; set; } = -1;

    /// <summary>True for the end label of an exception block, which ILGenerator places itself.</summary>
    internal bool IsBlockEnd { get; init; }

    /// <summary>Set on the end label of an exception block once the block is closed: no more branches to it.</summary>
    internal bool IsClosed { get; set; }

    /// <inheritdoc />
    public override string ToString() => Name;
}

/// <summary>A forward branch whose region is checked when its label is marked.</summary>
/// <remarks>A class, not a tuple: <c>List</c> of a reference type runs on the framework's precompiled shared code, while
/// a list of tuples would be JIT-compiled at start-up even with ReadyToRun.</remarks>
internal sealed record PendingBranch(Region Region, int Instruction, bool IsLeave);
