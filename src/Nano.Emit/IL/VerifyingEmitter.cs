using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.Text;

namespace Nano.Emit.IL;

/// <summary>
/// Nano's stand-in for Sigil: a <see cref="DynamicMethod"/> and its <see cref="ILGenerator"/> behind a typed,
/// fluent API that tracks the evaluation stack (as CLR types) at every instruction and throws
/// <see cref="EmitVerificationException"/> at the first ill-typed one, with the stack state at emit time,
/// instead of letting the JIT throw <see cref="InvalidProgramException"/> at first call.
/// </summary>
/// <remarks>
/// <para>Control flow is checked in one forward pass, as ECMA-335 III.1.7.5 requires of all IL: a label's stack
/// shape is fixed by the first branch to it (or the fall-through into it), every later branch must match, and
/// after an unconditional transfer the stack is the one recorded at the next label, or empty.</para>
/// <para>Cost: one small list entry per instruction and one node per push; nothing is formatted unless an
/// error is reported or <see cref="Instructions"/> is called. That is noise next to the JIT, and it runs once
/// per type.</para>
/// <para>Sigil's tail-call lesson: Sigil adds a <c>tail.</c> prefix to a call directly followed by <c>ret</c>
/// (unless a byref is passed), which stops the JIT from inlining the helper into the dynamic method. This emitter
/// never emits <c>tail.</c>: there is no API for it, and every call is a plain <c>call</c>/<c>callvirt</c>.</para>
/// </remarks>
internal sealed partial class VerifyingEmitter
{
    private const int ListingLines = 40;
    private const int ListingLineWidth = 200;

    private readonly DynamicMethod? _method;
    // Set instead of _method when the method goes into the tiered assembly (see TieredAssembly).
#pragma warning disable CS0649 // never set where there is no tiered assembly (.NET Framework, Mono)
    private readonly MethodBuilder? _tiered;
    private readonly HashSet<Assembly>? _uses;
#pragma warning restore CS0649
    private readonly ILGenerator _il;
    private readonly Type _returnType;
    private readonly Type[] _parameterTypes;
    private readonly StackItem[] _argumentItems;
    // A plain array, not List<Entry>: a list of this struct would be JIT-compiled at start-up even with ReadyToRun.
    private Entry[] _log = new Entry[64];
    private int _logCount;
    private readonly List<EmitLabel> _labels = [];
    private readonly List<EmitLocal> _locals = [];
    private readonly Dictionary<Type, EmitLocal> _scratch = [];
    // What the IL calls, for EmittedCallees: generic callees; for a tiered method every callee (see NoteCallee).
    private readonly List<MethodBase> _callees = [];

    private StackNode? _stack;
    private bool _reachable = true;
    private int _count;
    private bool _completed;

    // The instruction being emitted, for diagnostics.
    private OpCode _op;
    private object? _operand;
    private long _imm;
    private string? _opText;
    private int _opOffset;
    private StackNode? _before;

    /// <summary>Starts a dynamic method.</summary>
    /// <param name="name">The method name, used in every diagnostic, e.g. <c>Nano.Write&lt;MyApp.Order&gt;</c>.</param>
    /// <param name="returnType">The return type (<c>typeof(void)</c> for none).</param>
    /// <param name="parameterTypes">The parameter types; byrefs (<c>typeof(ProtoWriter).MakeByRefType()</c>)
    /// allowed.</param>
    /// <param name="owner">The type the method is logically associated with (for visibility).</param>
    /// <param name="skipVisibility">Skip JIT visibility checks, to reach private fields, ctors and init-only
    /// setters.</param>
    /// <param name="tiered">Emit a static method into <c>TieredAssembly</c> instead of a DynamicMethod: the
    /// runtime then tiers and profiles it. Visibility checks are skipped there too (the assembly is granted access to
    /// every assembly the IL uses).</param>
    public VerifyingEmitter(string name, Type returnType, Type[] parameterTypes, Type owner, bool skipVisibility = true,
        bool tiered = false)
    {
        ArgumentNullException.ThrowIfNull(name);
        ArgumentNullException.ThrowIfNull(returnType);
        ArgumentNullException.ThrowIfNull(parameterTypes);
        ArgumentNullException.ThrowIfNull(owner);
        Name = name;
        _returnType = returnType;
        _parameterTypes = (Type[])parameterTypes.Clone();
        _argumentItems = new StackItem[_parameterTypes.Length];
        for (int i = 0; i < _argumentItems.Length; i++) _argumentItems[i] = StackItem.Of(_parameterTypes[i]);
#if NET
        if (tiered)
        {
            _uses = [];
            foreach (var parameter in _parameterTypes)
                Use(parameter);
            Use(returnType);
            _tiered = TieredAssembly.Instance.DefineMethod(name, returnType, _parameterTypes);
            _il = _tiered.GetILGenerator();
        }
        else
#endif
        {
            _method = new DynamicMethod(name, returnType, _parameterTypes, owner, skipVisibility);
            _il = _method.GetILGenerator();
        }
    }

    /// <summary>The method name given at construction.</summary>
    public string Name { get; }

    /// <summary>Number of IL instructions emitted so far (prefixes and the ones <see cref="ILGenerator"/> adds at
    /// exception-block boundaries included).</summary>
    public int InstructionCount => _count;

    /// <summary>Verifies the method as a whole and creates a delegate of type
    /// <typeparamref name="TDelegate"/>.</summary>
    /// <typeparam name="TDelegate">The delegate type; its signature must match the method's.</typeparam>
    /// <returns>The delegate.</returns>
    public TDelegate CreateDelegate<TDelegate>() where TDelegate : Delegate =>
        (TDelegate)CreateDelegate(typeof(TDelegate), null);

    /// <summary>
    /// Verifies the method as a whole (every label marked, no fall-through off the end) and creates a delegate. With a
    /// <paramref name="target"/>, the delegate is closed over the first parameter (which avoids the static-delegate
    /// shuffle thunk); with <c>null</c> it is open.
    /// </summary>
    /// <param name="delegateType">The delegate type.</param>
    /// <param name="target">The object bound to the first parameter, or null for an open delegate.</param>
    /// <returns>The delegate.</returns>
    public Delegate CreateDelegate(Type delegateType, object? target)
    {
        ArgumentNullException.ThrowIfNull(delegateType);
        Verify();
        try
        {
            Delegate created;
#if NET
            if (_tiered is not null)
            {
                var method = TieredAssembly.Instance.Complete(_tiered, _uses!);
                created =
                    target is null ? method.CreateDelegate(delegateType) : method.CreateDelegate(delegateType, target);
            }
            else
#endif
            {
                created = target is null ? _method!.CreateDelegate(delegateType)
                    : _method!.CreateDelegate(delegateType, target);
            }
            EmittedCallees.Register(created, [.. _callees]);
            return created;
        }
        catch (ArgumentException e)
        {
            throw new ArgumentException($"Cannot bind '{Name}' ({Signature()}) to {TypeNames.Of(delegateType)}: "
                + $"{e.Message}", nameof(delegateType), e);
        }
    }

    /// <summary>
    /// Verifies a tiered method and creates it, for another emitted method to call directly with
    /// <see cref="CallPart"/> (no delegate is bound to it). DynamicMethods are not called this way.
    /// </summary>
    /// <returns>The created static method.</returns>
    public MethodInfo CompletePart()
    {
        if (_tiered is null)
            throw new InvalidOperationException($"'{Name}' is a DynamicMethod; only tiered methods are completed as "
                + "parts.");
        Verify();
#if NET
        return TieredAssembly.Instance.Complete(_tiered, _uses!);
#else
        throw new InvalidOperationException($"'{Name}': no tiered methods on this runtime.");
#endif
    }

    /// <summary><c>call</c> of a part completed by <see cref="CompletePart"/>; this method takes over the record of
    /// what the part calls (see <see cref="EmittedCallees"/>), so that precompiling this method prepares them
    /// too.</summary>
    /// <param name="part">The part's emitter.</param>
    /// <param name="method">What its <see cref="CompletePart"/> returned.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter CallPart(VerifyingEmitter part, MethodInfo method)
    {
        ArgumentNullException.ThrowIfNull(part);
        Call(method);
        foreach (var callee in part._callees)
            if (!_callees.Contains(callee))
                _callees.Add(callee);
        return this;
    }

    /// <summary>The IL emitted so far, one line per instruction with the stack after it (top first), plus labels
    /// and exception-block boundaries.</summary>
    /// <returns>The listing.</returns>
    public string Instructions() => Listing(0);

    private void Verify()
    {
        if (_completed) return;
        BeginPseudo("(end of method)");
        foreach (EmitLabel label in _labels)
        {
            if (label.IsMarked) continue;
            Fail(label.FirstReference >= 0
                ? $"label '{label.Name}' is the target of instruction #{label.FirstReference} but was never marked"
                : $"label '{label.Name}' was defined but never marked");
        }
        if (_reachable)
        {
            Fail(_count == 0
                ? "the method has no instructions"
                : "control can fall off the end of the method: the last instruction must be ret, throw, rethrow, br or "
                    + "leave");
        }
        _completed = true;
    }

    // ---- instruction bookkeeping -------------------------------------------------------------------------------

    private void ThrowIfCompleted()
    {
        if (_completed)
            throw new InvalidOperationException($"'{Name}' is complete (CreateDelegate was called); no more IL can be "
                + "emitted.");
    }

    private void Begin(OpCode op, object? operand = null, long imm = 0)
    {
        ThrowIfCompleted();
        if (!_reachable)
        {
            // Dead code after an unconditional transfer: ECMA-335 III.1.7.5 assumes an empty stack.
            _stack = null;
            _reachable = true;
        }
        _op = op;
        _operand = operand;
        if (_uses is not null && operand is MemberInfo member)
            Use(member);
        _imm = imm;
        _opText = null;
        _opOffset = _il.ILOffset;
        _before = _stack;
    }

    private void BeginPseudo(string text)
    {
        ThrowIfCompleted();
        _opText = text;
        _opOffset = _il.ILOffset;
        _before = _reachable ? _stack : null;
    }

    private VerifyingEmitter Done()
    {
        Log(new Entry(_count++, _opOffset, _op, _operand, _imm, _stack, _reachable, null));
        return this;
    }

    private void LogMark(string label) => Log(new Entry(-1, _il.ILOffset, default, null, 0, _stack, _reachable, label));

    private void Log(in Entry entry)
    {
        if (_logCount == _log.Length)
        {
            var bigger = new Entry[_log.Length * 2];
            Array.Copy(_log, bigger, _logCount);
            _log = bigger;
        }
        _log[_logCount++] = entry;
    }

    /// <summary>For a tiered method: remembers the assemblies a type or member (and its generic arguments) comes from,
    /// to grant access to them.</summary>
    private void Use(MemberInfo member)
    {
        if (_uses is null)
            return;
        switch (member)
        {
            case Type type when type.HasElementType:
                Use(type.GetElementType()!);
                return;
            case Type type:
                if (type.IsGenericParameter)
                    return;
                _uses.Add(type.Assembly);
                if (type.IsGenericType)
                    foreach (var argument in type.GetGenericArguments())
                        Use(argument);
                return;
            case MethodInfo { IsGenericMethod: true } method:
                foreach (var argument in method.GetGenericArguments())
                    Use(argument);
                break;
        }
        if (member.DeclaringType is { } declaring)
            Use(declaring);
    }

    /// <summary>Remembers a called method for <see cref="EmittedCallees"/>: a generic one (or a method of a generic
    /// type), or any one when the method is tiered.</summary>
    private void NoteCallee(MethodBase method)
    {
        // A tiered method starts at Tier0, which inlines nothing: its first call compiles every method it calls (the
        // message's getters and setters too), so those are recorded as well. Fully optimized DynamicMethods inline
        // the small ones, so there only generic callees are recorded.
        if ((_tiered is not null || method.IsGenericMethod || method.DeclaringType is { IsGenericType: true })
            && !_callees.Contains(method))
            _callees.Add(method);
    }

    private void Need(int n)
    {
        int depth = StackNode.DepthOf(_stack);
        if (depth < n) Fail($"stack underflow: needs {n} value(s), but the stack holds {depth}");
    }

    private StackItem PopItem()
    {
        // Callers check depth with Need first; this guard keeps a missed Need from corrupting state.
        if (_stack is null) Fail("stack underflow: the stack is empty");
        StackItem item = _stack.Item;
        _stack = _stack.Next;
        return item;
    }

    private void Push(StackItem item) => _stack = new StackNode(item, _stack);

    [DoesNotReturn]
    private void Fail(string problem) =>
        throw new EmitVerificationException(Name, _count, _opText ?? OpText(_op, _operand, _imm), problem,
            StackNode.Format(_before), Listing(ListingLines));

    private void CheckOwner(EmitLabel label)
    {
        ArgumentNullException.ThrowIfNull(label);
        if (label.Owner != this) Fail($"label '{label.Name}' belongs to another method ('{label.Owner.Name}')");
    }

    private void CheckOwner(EmitLocal local)
    {
        ArgumentNullException.ThrowIfNull(local);
        if (local.Owner != this) Fail($"local {local} belongs to another method ('{local.Owner.Name}')");
    }

    // ---- listing ---------------------------------------------------------------------------------------------

    private string Signature() =>
        $"({string.Join(", ", _parameterTypes.Select(TypeNames.Of))}) : {TypeNames.Of(_returnType)}";

    /// <summary>The listing; with <paramref name="lastLines"/> &gt; 0, only that many trailing lines, each
    /// bounded.</summary>
    private string Listing(int lastLines)
    {
        var sb = new StringBuilder();
        int start = 0;
        if (lastLines > 0 && _logCount > lastLines)
        {
            start = _logCount - lastLines;
            sb.Append("  ... ").Append(start).AppendLine(" earlier line(s) omitted");
        }
        else
        {
            sb.Append("  .method ").Append(Name).AppendLine(Signature());
            if (_locals.Count > 0) sb.Append("  .locals ").AppendLine(string.Join(", ", _locals));
        }
        for (int i = start; i < _logCount; i++)
        {
            string line = Format(_log[i]);
            if (lastLines > 0 && line.Length > ListingLineWidth) line = line[..(ListingLineWidth - 3)] + "...";
            sb.AppendLine(line);
        }
        if (_logCount == 0) sb.AppendLine("  (no instructions)");
        return sb.ToString();
    }

    private static string Format(in Entry e)
    {
        if (e.Label is not null) return "        " + e.Label + ":";
        string op = OpText(e.OpCode, e.Operand, e.Imm);
        string stack = e.Reachable ? StackNode.Format(e.Stack) : "(unreachable)";
        return $"  IL_{e.Offset:X4} #{e.Index,-4} {op,-48} // {stack}";
    }

    private static string OpText(OpCode op, object? operand, long imm)
    {
        string name = op.Name ?? "?";
        if (operand is null)
            return op.OperandType == OperandType.InlineNone ? name
                : name + " " + imm.ToString(CultureInfo.InvariantCulture);
        return name + " " + operand switch
        {
            Type t => TypeNames.Of(t),
            MethodBase m => TypeNames.Of(m),
            FieldInfo f => $"{(f.DeclaringType is null ? "" : TypeNames.Of(f.DeclaringType) + ".")}{f.Name} : "
                + $"{TypeNames.Of(f.FieldType)}",
            EmitLabel[] ls => "(" + string.Join(", ", ls.Select(l => l.Name)) + ")",
            string s => "\"" + (s.Length > 40 ? s[..40] + "..." : s).Replace("\n", "\\n", StringComparison.Ordinal)
                .Replace("\r", "\\r", StringComparison.Ordinal) + "\"",
            IFormattable f => f.ToString(null, CultureInfo.InvariantCulture),
            _ => operand.ToString(),
        };
    }

    /// <summary>One line of the log: an instruction, or the place where <see cref="Label"/> is marked. Operands are
    /// kept as objects and formatted only on demand.</summary>
    private readonly record struct Entry(
        int Index, int Offset, OpCode OpCode, object? Operand, long Imm, StackNode? Stack, bool Reachable,
            string? Label);
}
