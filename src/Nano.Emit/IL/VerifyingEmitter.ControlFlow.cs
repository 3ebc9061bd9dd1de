namespace Nano.Emit.IL;

internal sealed partial class VerifyingEmitter
{
    // ---- labels ----------------------------------------------------------------------------------------------

    /// <summary>Defines a branch target. Every label must be marked before <see cref="CreateDelegate(Type, object?)"/>.</summary>
    /// <param name="name">Name for listings and diagnostics (default <c>L0</c>, <c>L1</c>, ...).</param>
    /// <returns>The label.</returns>
    public EmitLabel DefineLabel(string? name = null)
    {
        ThrowIfCompleted();
        var label = new EmitLabel(this, _il.DefineLabel(), name ?? "L" + _labels.Count.ToString(System.Globalization.CultureInfo.InvariantCulture));
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
        if (label.IsBlockEnd) Fail($"label '{label.Name}' ends an exception block; EndExceptionBlock places it");
        Place(label);
        _il.MarkLabel(label.Label);
        LogMark(label.Name);
        return this;
    }

    private void Place(EmitLabel label)
    {
        if (_reachable)
        {
            Record(label, _stack, fallThrough: true);
        }
        else
        {
            // After an unconditional transfer the stack is what forward branches recorded, else empty (ECMA-335 III.1.7.5).
            if (!label.HasStack)
            {
                label.Stack = null;
                label.HasStack = true;
            }
            _reachable = true;
        }
        _stack = label.Stack;
        label.IsMarked = true;
        label.Region = _region;
        ResolvePending(label);
    }

    /// <summary>Checks the regions of the forward branches to a label that has just been placed.</summary>
    private void ResolvePending(EmitLabel label)
    {
        if (label.Pending is not { } pending) return;
        foreach (PendingBranch branch in pending)
        {
            string? error = RegionError(branch.Region, label.Region!, branch.IsLeave, label);
            if (error is not null) Fail($"instruction #{branch.Instruction}: {error}");
        }
        label.Pending = null;
    }

    /// <summary>Records a transfer to <paramref name="label"/> with <paramref name="stack"/>, checking stack shape and regions.</summary>
    private void BranchTo(EmitLabel label, StackNode? stack, bool isLeave = false)
    {
        CheckOwner(label);
        if (label.IsClosed) Fail($"label '{label.Name}' ended an exception block that is already closed");
        if (label.FirstReference < 0) label.FirstReference = _count;
        if (label.IsMarked)
        {
            string? error = RegionError(_region, label.Region!, isLeave, label);
            if (error is not null) Fail(error);
            if (!FlowsInto(stack, label.Stack))
            {
                Fail($"branch to '{label.Name}' with stack {StackNode.Format(stack)}, " +
                     $"but the label was marked with stack {StackNode.Format(label.Stack)}");
            }
            return;
        }
        (label.Pending ??= []).Add(new PendingBranch(_region, _count, isLeave));
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
            Fail((fallThrough ? $"the stack falling through into label '{label.Name}' is " : $"branch to '{label.Name}' with stack ") +
                 $"{StackNode.Format(stack)}, but the branch at instruction #{label.FirstReference} carries {StackNode.Format(label.Stack)}");
        }
    }

    private static string? RegionError(Region from, Region to, bool isLeave, EmitLabel label)
    {
        if (from == to) return null;
        if (!isLeave) return $"a branch to '{label.Name}' would enter or exit a try/catch/finally block; use Leave to exit one";
        for (Region? r = from; r is not null; r = r.Parent)
        {
            if (r == to) return null;
            if (r.Kind == RegionKind.Finally) return $"leave cannot exit a finally block (target '{label.Name}')";
        }
        return $"leave cannot enter a protected region: '{label.Name}' is not in an enclosing block";
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

    /// <summary><c>br</c>: unconditional branch (within the current region).</summary>
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

    /// <summary><c>brtrue</c>: pops an int, native int, object reference or byref; branches if non-zero/non-null.</summary>
    /// <param name="label">The target.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter BranchIfTrue(EmitLabel label) => Conditional(OpCodes.Brtrue, label);

    /// <summary><c>brfalse</c>: pops an int, native int, object reference or byref; branches if zero/null.</summary>
    /// <param name="label">The target.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter BranchIfFalse(EmitLabel label) => Conditional(OpCodes.Brfalse, label);

    /// <summary><c>beq</c>: pops two comparable values (numbers, byrefs or object references); branches if equal.</summary>
    /// <param name="label">The target.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter BranchIfEqual(EmitLabel label) => CompareBranch(OpCodes.Beq, label, references: true);

    /// <summary><c>bne.un</c>: pops two comparable values (numbers, byrefs or object references); branches if not equal.</summary>
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

    /// <summary><c>blt</c> (signed).</summary>
    /// <param name="label">The target.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter BranchIfLess(EmitLabel label) => CompareBranch(OpCodes.Blt, label);

    /// <summary><c>ble</c> (signed).</summary>
    /// <param name="label">The target.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter BranchIfLessOrEqual(EmitLabel label) => CompareBranch(OpCodes.Ble, label);

    /// <summary><c>switch</c>: pops an int32 (or native int) and jumps to <c>labels[value]</c>; falls through when out of range.</summary>
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
        if (value.Kind is StackKind.Float or StackKind.ValueType) Fail($"{op.Name} expects an int32, int64, native int, object reference or byref, found {value}");
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
    /// nothing for a void method. Not allowed inside a protected region: <see cref="Leave"/> first.</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Return()
    {
        Begin(OpCodes.Ret);
        if (_region.Kind != RegionKind.Method) Fail("ret is not allowed inside a try/catch/finally block; Leave to a label after the block and return there");
        int depth = StackNode.DepthOf(_stack);
        if (_returnType == typeof(void))
        {
            if (depth != 0) Fail($"a void method must return with an empty stack, but {depth} value(s) are left on it");
        }
        else
        {
            if (depth == 0) Fail($"stack underflow: the method returns {TypeNames.Of(_returnType)}, but the stack is empty");
            if (depth > 1) Fail($"the method returns one {TypeNames.Of(_returnType)}, but {depth} values are on the stack ({depth - 1} extra)");
            if (!_stack!.Item.IsAssignableTo(_returnType)) Fail($"the method returns {TypeNames.Of(_returnType)}, found {_stack.Item}");
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

    /// <summary><c>rethrow</c>: only directly inside a catch block.</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Rethrow()
    {
        Begin(OpCodes.Rethrow);
        if (_region.Kind != RegionKind.Catch) Fail("rethrow is only allowed directly inside a catch block");
        _il.Emit(OpCodes.Rethrow);
        _reachable = false;
        return Done();
    }

    // ---- exception blocks --------------------------------------------------------------------------------------

    /// <summary>Opens a try block; the stack must be empty. Returns the label just after the whole block, for
    /// <see cref="Leave"/>. Follow with <see cref="BeginCatchBlock"/> and/or <see cref="BeginFinallyBlock"/>, then
    /// <see cref="EndExceptionBlock"/>.</summary>
    /// <returns>The block's end label.</returns>
    public EmitLabel BeginExceptionBlock()
    {
        BeginPseudo(".try");
        if (_reachable && _stack is not null) Fail($"entering a try block requires an empty stack, but it holds {_stack.Depth} value(s)");
        var end = new EmitLabel(this, _il.BeginExceptionBlock(), "end_try_" + _blocks.Count.ToString(System.Globalization.CultureInfo.InvariantCulture)) { IsBlockEnd = true };
        _blocks.Add(new Block(end, _region));
        _region = new Region(RegionKind.Try, _region);
        _stack = null;
        _reachable = true;
        LogDirective(".try {");
        return end;
    }

    /// <summary>Ends the try (or previous catch) block and opens a catch block; the stack must be empty at the
    /// end of the previous block. The catch starts with the exception object on the stack.</summary>
    /// <param name="exceptionType">The exception type to catch.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter BeginCatchBlock(Type exceptionType)
    {
        ArgumentNullException.ThrowIfNull(exceptionType);
        BeginPseudo("catch (" + TypeNames.Of(exceptionType) + ")");
        Block block = CurrentBlock("BeginCatchBlock");
        if (block.HasFinally) Fail("a catch block cannot follow the finally block");
        if (!typeof(Exception).IsAssignableFrom(exceptionType)) Fail($"catch type must derive from Exception, found {TypeNames.Of(exceptionType)}");
        EndHandlerRegion(block);
        int offset = _il.ILOffset;
        Use(exceptionType);
        _il.BeginCatchBlock(exceptionType); // emits leave end
        LogAuto(OpCodes.Leave, offset, block.End.Name);
        LogDirective("} catch (" + TypeNames.Of(exceptionType) + ") {");
        block.Catches++;
        _region = new Region(RegionKind.Catch, block.Outer);
        _stack = new StackNode(StackItem.Of(exceptionType), null);
        _reachable = true;
        return this;
    }

    /// <summary>Ends the try or catch block and opens the finally block; the stack must be empty.</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter BeginFinallyBlock()
    {
        BeginPseudo("finally");
        Block block = CurrentBlock("BeginFinallyBlock");
        if (block.HasFinally) Fail("the exception block already has a finally block");
        EndHandlerRegion(block);
        int offset = _il.ILOffset;
        _il.BeginFinallyBlock();
        // ILGenerator: after a catch, "leave end"; then it marks end and emits "leave <after finally>", so that a
        // try/catch/finally becomes try { try {} catch {} } finally {}.
        if (block.Catches > 0)
        {
            LogAuto(OpCodes.Leave, offset, block.End.Name);
            offset += 5;
        }
        LogMark(block.End.Name);
        LogAuto(OpCodes.Leave, offset, block.End.Name + ".finally");
        LogDirective("} finally {");
        block.HasFinally = true;
        _region = new Region(RegionKind.Finally, block.Outer);
        _stack = null;
        _reachable = true;
        return this;
    }

    /// <summary>Closes the innermost exception block (ILGenerator adds the closing leave/endfinally). The stack must
    /// be empty. Code continues after the block with an empty stack.</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter EndExceptionBlock()
    {
        BeginPseudo("end exception block");
        Block block = CurrentBlock("EndExceptionBlock");
        if (block.Catches == 0 && !block.HasFinally) Fail("a try block needs a catch or finally block before EndExceptionBlock");
        bool inFinally = _region.Kind == RegionKind.Finally;
        if (inFinally && _reachable && _stack is not null) Fail($"the stack must be empty at the end of a finally block, but it holds {_stack.Depth} value(s)");
        if (!inFinally) EndHandlerRegion(block);
        int offset = _il.ILOffset;
        _il.EndExceptionBlock();
        LogAuto(inFinally ? OpCodes.Endfinally : OpCodes.Leave, offset, inFinally ? "" : block.End.Name);
        LogDirective("}");
        _blocks.RemoveAt(_blocks.Count - 1);
        _region = block.Outer;
        // Whatever ended the handlers, ILGenerator's closing leave/endfinally makes the end of the block a
        // fall-through point in the IL stream, so code must follow it (even if only reached in theory).
        _reachable = true;
        _stack = null;
        if (!inFinally) Place(block.End);
        else
        {
            // With a finally, ILGenerator marked the end label inside BeginFinallyBlock already.
            block.End.IsMarked = true;
            block.End.Region = _region;
            ResolvePending(block.End);
        }
        block.End.IsClosed = true;
        return this;
    }

    /// <summary><c>leave</c>: exits a try or catch block (to a label in an enclosing region, usually the block's
    /// end label). The stack must be empty: leave would discard values silently, which is nearly always a bug.</summary>
    /// <param name="label">The target.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Leave(EmitLabel label)
    {
        Begin(OpCodes.Leave, label);
        if (_stack is not null) Fail($"leave requires an empty stack (pop the values explicitly), but it holds {_stack.Depth} value(s)");
        BranchTo(label, null, isLeave: true);
        _il.Emit(OpCodes.Leave, label.Label);
        _reachable = false;
        return Done();
    }

    private Block CurrentBlock(string operation)
    {
        if (_blocks.Count == 0) Fail($"{operation} outside an exception block: call BeginExceptionBlock first");
        return _blocks[^1];
    }

    /// <summary>End of a try or catch body: the stack must be empty there; if control can get there, ILGenerator's
    /// automatic leave reaches the block's end.</summary>
    private void EndHandlerRegion(Block block)
    {
        if (!_reachable) return;
        if (_stack is not null) Fail($"the stack must be empty at the end of a {(_region.Kind == RegionKind.Try ? "try" : "catch")} block, but it holds {_stack.Depth} value(s)");
        if (block.End.FirstReference < 0) block.End.FirstReference = _count;
        Record(block.End, null, fallThrough: false);
    }

    private sealed class Block(EmitLabel end, Region outer)
    {
        public readonly EmitLabel End = end;
        public readonly Region Outer = outer;
        public int Catches;
        public bool HasFinally;
    }
}
