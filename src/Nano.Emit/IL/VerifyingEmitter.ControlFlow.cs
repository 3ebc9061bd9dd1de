namespace Nano.Emit.IL;

internal sealed partial class VerifyingEmitter
{
    // ---- labels ----------------------------------------------------------------------------------------------

    /// <summary>Defines a branch target. Every label must be marked before
    /// <see cref="CreateDelegate(Type, object?)"/>.</summary>
    /// <param name="name">Name for listings and diagnostics (default <c>L0</c>, <c>L1</c>, ...).</param>
    /// <returns>The label.</returns>
    public EmitLabel DefineLabel(string? name = null)
    {
        ThrowIfCompleted();
        var label = new EmitLabel(this, _il.DefineLabel(),
            name ?? "L" + _labels.Count.ToString(System.Globalization.CultureInfo.InvariantCulture));
        _labels.Add(label);
        return label;
    }

    /// <summary>Places <paramref name="label"/> at the current position. The stack falling through into it (if
    /// the previous instruction does not transfer control) must match the stack of every branch to it.</summary>
    /// <param name="label">The label.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter MarkLabel(EmitLabel label)
    {
        ArgumentNullException.ThrowIfNull(label);
        BeginPseudo("mark label " + label.Name);
        CheckOwner(label);
        if (label.IsMarked) Fail($"label '{label.Name}' is already marked");
        if (_reachable) Record(label, _stack, fallThrough: true);
        // After an unconditional transfer the stack is what forward branches recorded, else empty (ECMA-335 III.1.7.5).
        _reachable = true;
        _stack = label.Stack;
        label.IsMarked = true;
        _il.MarkLabel(label.Label);
        LogMark(label.Name);
        return this;
    }

    /// <summary>Records a transfer to <paramref name="label"/> with <paramref name="stack"/>, checking its stack
    /// shape.</summary>
    private void BranchTo(EmitLabel label, StackNode? stack)
    {
        CheckOwner(label);
        if (label.FirstReference < 0) label.FirstReference = _count;
        if (label.IsMarked)
        {
            if (!FlowsInto(stack, label.Stack))
            {
                Fail($"branch to '{label.Name}' with stack {StackNode.Format(stack)}, " +
                     $"but the label was marked with stack {StackNode.Format(label.Stack)}");
            }
            return;
        }
        Record(label, stack, fallThrough: false);
    }

    /// <summary>Fixes or merges the stack shape of a label that is not yet marked.</summary>
    private void Record(EmitLabel label, StackNode? stack, bool fallThrough)
    {
        if (!label.HasStack)
        {
            label.Stack = stack;
            label.HasStack = true;
        }
        else if (TryMerge(label.Stack, stack, out StackNode? merged))
        {
            label.Stack = merged;
        }
        else
        {
            Fail((fallThrough
                    ? $"the stack falling through into label '{label.Name}' is "
                    : $"branch to '{label.Name}' with stack ") +
                 $"{StackNode.Format(stack)}, but the branch at instruction #{label.FirstReference} carries " +
                 $"{StackNode.Format(label.Stack)}");
        }
    }

    private static bool FlowsInto(StackNode? from, StackNode? to)
    {
        if (StackNode.DepthOf(from) != StackNode.DepthOf(to)) return false;
        for (; from is not null; from = from.Next, to = to!.Next)
        {
            if (!from.Item.FlowsInto(to!.Item)) return false;
        }
        return true;
    }

    /// <summary>Merges two stack shapes at a label: same depth, compatible slots; a reference slot widens to
    /// the more general of the two types (no common base class is computed).</summary>
    private static bool TryMerge(StackNode? a, StackNode? b, out StackNode? merged)
    {
        merged = a;
        int depth = StackNode.DepthOf(a);
        if (depth != StackNode.DepthOf(b)) return false;
        if (a == b) return true;
        StackItem[]? items = null; // top first; allocated only when a slot widens
        int i = 0;
        for (StackNode? x = a, y = b; x is not null; x = x.Next, y = y!.Next, i++)
        {
            if (y!.Item.FlowsInto(x.Item)) continue;
            if (!x.Item.FlowsInto(y.Item)) return false;
            if (items is null)
            {
                items = new StackItem[depth];
                int j = 0;
                for (StackNode? n = a; n is not null; n = n.Next) items[j++] = n.Item;
            }
            items[i] = y.Item;
        }
        if (items is null) return true;
        StackNode? rebuilt = null;
        for (i = depth - 1; i >= 0; i--) rebuilt = new StackNode(items[i], rebuilt);
        merged = rebuilt;
        return true;
    }

    // ---- branches --------------------------------------------------------------------------------------------

    /// <summary><c>br</c>: unconditional branch.</summary>
    /// <param name="label">The target.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Branch(EmitLabel label)
    {
        Begin(OpCodes.Br, label);
        BranchTo(label, _stack);
        _il.Emit(OpCodes.Br, label.Label);
        _reachable = false;
        return Done();
    }

    /// <summary><c>brtrue</c>: pops an int, native int, object reference or byref; branches if
    /// non-zero/non-null.</summary>
    /// <param name="label">The target.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter BranchIfTrue(EmitLabel label) => Conditional(OpCodes.Brtrue, label);

    /// <summary><c>brfalse</c>: pops an int, native int, object reference or byref; branches if zero/null.</summary>
    /// <param name="label">The target.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter BranchIfFalse(EmitLabel label) => Conditional(OpCodes.Brfalse, label);

    /// <summary><c>beq</c>: pops two comparable values (numbers, byrefs or object references); branches if
    /// equal.</summary>
    /// <param name="label">The target.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter BranchIfEqual(EmitLabel label) => CompareBranch(OpCodes.Beq, label, references: true);

    /// <summary><c>bne.un</c>: pops two comparable values (numbers, byrefs or object references); branches if not
    /// equal.</summary>
    /// <param name="label">The target.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter BranchIfNotEqual(EmitLabel label) => CompareBranch(OpCodes.Bne_Un, label, references: true);

    /// <summary><c>bgt</c> (signed).</summary>
    /// <param name="label">The target.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter BranchIfGreater(EmitLabel label) => CompareBranch(OpCodes.Bgt, label);

    /// <summary><c>bge</c> (signed).</summary>
    /// <param name="label">The target.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter BranchIfGreaterOrEqual(EmitLabel label) => CompareBranch(OpCodes.Bge, label);

    /// <summary><c>ble</c> (signed).</summary>
    /// <param name="label">The target.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter BranchIfLessOrEqual(EmitLabel label) => CompareBranch(OpCodes.Ble, label);

    /// <summary><c>switch</c>: pops an int32 (or native int) and jumps to <c>labels[value]</c>; falls through when out
    /// of range.</summary>
    /// <param name="labels">The jump table.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Switch(params EmitLabel[] labels)
    {
        ArgumentNullException.ThrowIfNull(labels);
        Begin(OpCodes.Switch, labels);
        Need(1);
        StackItem value = PopItem();
        if (!value.IsIntegerLike) Fail($"switch expects an int32 or native int selector, found {value}");
        var targets = new Label[labels.Length];
        for (int i = 0; i < labels.Length; i++)
        {
            BranchTo(labels[i], _stack);
            targets[i] = labels[i].Label;
        }
        _il.Emit(OpCodes.Switch, targets);
        return Done();
    }

    private VerifyingEmitter Conditional(OpCode op, EmitLabel label)
    {
        Begin(op, label);
        Need(1);
        StackItem value = PopItem();
        if (value.Kind is StackKind.Float or StackKind.ValueType)
            Fail($"{op.Name} expects an int32, int64, native int, object reference or byref, found {value}");
        BranchTo(label, _stack);
        _il.Emit(op, label.Label);
        return Done();
    }

    private VerifyingEmitter CompareBranch(OpCode op, EmitLabel label, bool references = false)
    {
        Begin(op, label);
        Need(2);
        StackItem right = PopItem(), left = PopItem();
        CheckComparable(left, right, references);
        BranchTo(label, _stack);
        _il.Emit(op, label.Label);
        return Done();
    }

    // ---- exits -----------------------------------------------------------------------------------------------

    /// <summary><c>ret</c>: the stack must hold exactly the return value (assignable to the return type), or
    /// nothing for a void method.</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Return()
    {
        Begin(OpCodes.Ret);
        int depth = StackNode.DepthOf(_stack);
        if (_returnType == typeof(void))
        {
            if (depth != 0) Fail($"a void method must return with an empty stack, but {depth} value(s) are left on it");
        }
        else
        {
            if (depth == 0)
                Fail($"stack underflow: the method returns {TypeNames.Of(_returnType)}, but the stack is empty");
            if (depth > 1)
                Fail($"the method returns one {TypeNames.Of(_returnType)}, but {depth} values are on the stack "
                    + $"({depth - 1} extra)");
            if (!_stack!.Item.IsAssignableTo(_returnType))
                Fail($"the method returns {TypeNames.Of(_returnType)}, found {_stack.Item}");
            _stack = null;
        }
        _il.Emit(OpCodes.Ret);
        _reachable = false;
        return Done();
    }

    /// <summary><c>throw</c>: pops an exception object.</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Throw()
    {
        Begin(OpCodes.Throw);
        Need(1);
        StackItem ex = PopItem();
        if (!ex.IsAssignableTo(typeof(Exception))) Fail($"throw expects an Exception reference, found {ex}");
        _il.Emit(OpCodes.Throw);
        _reachable = false;
        return Done();
    }
}
