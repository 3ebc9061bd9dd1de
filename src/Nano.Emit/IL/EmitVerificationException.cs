namespace Nano.Emit.IL;

/// <summary>
/// Thrown while a serializer's IL is being emitted, at the first instruction that is ill-typed (or, when
/// the delegate is created, for a method-level problem such as an unmarked label). It replaces the
/// <see cref="InvalidProgramException"/> the JIT would otherwise throw at first call, and says where and why:
/// the method being built, the instruction index and opcode, what was expected, the evaluation stack
/// (top first) and a bounded listing of the IL emitted so far.
/// </summary>
public sealed class EmitVerificationException : InvalidOperationException
{
    /// <summary>Creates an exception with a message only.</summary>
    /// <param name="message">The message.</param>
    public EmitVerificationException(string message) : base(message) => Problem = message;

    /// <summary>Creates an exception with a message and an inner exception.</summary>
    /// <param name="message">The message.</param>
    /// <param name="innerException">The cause.</param>
    public EmitVerificationException(string message, Exception innerException) : base(message, innerException) =>
        Problem = message;

    internal EmitVerificationException(string methodName, int instructionIndex, string opCode, string problem,
        string stack, string listing)
        : base(Compose(methodName, instructionIndex, opCode, problem, stack, listing))
    {
        MethodName = methodName;
        InstructionIndex = instructionIndex;
        OpCode = opCode;
        Problem = problem;
        Stack = stack;
        Listing = listing;
    }

    /// <summary>The name of the dynamic method being emitted, e.g. <c>Nano.Write&lt;MyApp.Order&gt;</c>.</summary>
    public string MethodName { get; } = "";

    /// <summary>Zero-based index of the offending instruction (the one that was about to be emitted).</summary>
    public int InstructionIndex { get; }

    /// <summary>The offending opcode with its operand (e.g. <c>call Helpers.Write(ProtoWriter&amp;, int) : void</c>),
    /// or a pseudo-operation such as <c>(end of method)</c> for method-level checks.</summary>
    public string OpCode { get; } = "";

    /// <summary>What was wrong: what the instruction expected and what it found.</summary>
    public string Problem { get; }

    /// <summary>The evaluation stack before the offending instruction, top first.</summary>
    public string Stack { get; } = "";

    /// <summary>The IL emitted so far with the stack after each instruction (the last lines only, bounded in
    /// length).</summary>
    public string Listing { get; } = "";

    private static string Compose(string method, int index, string opCode, string problem, string stack,
        string listing) =>
        $"Invalid IL in '{method}' at instruction #{index} '{opCode}': {problem}{Environment.NewLine}" +
        $"Stack (top first): {stack}{Environment.NewLine}" +
        $"IL so far:{Environment.NewLine}{listing}";
}
