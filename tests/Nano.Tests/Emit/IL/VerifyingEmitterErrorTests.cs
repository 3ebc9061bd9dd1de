using Nano.Emit.IL;

namespace Nano.Tests.Emit.IL;

/// <summary>Every ill-typed instruction fails at emit time, naming the method, the instruction and the stack.</summary>
public class VerifyingEmitterErrorTests
{
    private const string Method = "Nano.Write<MyApp.Order>";

    private static VerifyingEmitter New(Type returnType, params Type[] parameters) =>
        new(Method, returnType, parameters, typeof(VerifyingEmitterErrorTests));

    private static EmitVerificationException Fails(Action emit, params string[] fragments)
    {
        var ex = Assert.Throws<EmitVerificationException>(emit);
        Assert.Contains($"Invalid IL in '{Method}' at instruction #", ex.Message);
        Assert.Contains("Stack (top first): ", ex.Message);
        Assert.Contains("IL so far:", ex.Message);
        foreach (string fragment in fragments) Assert.Contains(fragment, ex.Message);
        Assert.Equal(Method, ex.MethodName);
        return ex;
    }

    [Fact]
    public void Stack_underflow()
    {
        var e = New(typeof(int));
        var ex = Fails(() => e.LoadConstant(1).Add(),
            "instruction #1 'add'", "stack underflow: needs 2 value(s), but the stack holds 1", "Stack (top first): [int32 (int)]");
        Assert.Equal(1, ex.InstructionIndex);
        Assert.Equal("add", ex.OpCode);
        Assert.Equal("[int32 (int)]", ex.Stack);
        Assert.Contains("ldc.i4.1", ex.Listing);

        Fails(() => New(typeof(void)).Pop(), "instruction #0 'pop'", "stack underflow", "[] (empty)");
        Fails(() => New(typeof(int)).Return(), "'ret'", "stack underflow: the method returns int, but the stack is empty");
    }

    [Fact]
    public void Wrong_argument_type_to_a_call()
    {
        var e = New(typeof(int));
        Fails(() => e.LoadConstant(5).Call(EmitHelpers.Method(nameof(EmitHelpers.Length))),
            "instruction #1 'call EmitHelpers.Length(string) : int'",
            "argument 1 'value' of Length expects string, found int32 (int)",
            "Stack (top first): [int32 (int)]");

        Fails(() => New(typeof(int)).LoadConstant(5L).Call(EmitHelpers.Method(nameof(EmitHelpers.Twice))),
            "'call EmitHelpers.Twice(int) : int'", "expects int, found int64 (long)");

        // A value where a ref is expected: the helper takes ref int.
        Fails(() => New(typeof(void)).LoadConstant(1).Call(EmitHelpers.Method(nameof(EmitHelpers.Increment))),
            "expects int&, found int32 (int)");

        // An int passed where ref TestWriter is expected.
        Fails(() => New(typeof(void), typeof(int)).LoadArgument(0).LoadConstant(1)
                .Call(EmitHelpers.Method(typeof(TestWriter), nameof(TestWriter.WriteVarint))),
            "argument 1 'writer' of WriteVarint expects TestWriter&, found int32 (int)", "[int32 (int), int32 (int)]");
    }

    [Fact]
    public void Returning_with_extra_items_on_the_stack()
    {
        Fails(() => New(typeof(int)).LoadConstant(1).LoadConstant("x").Return(),
            "instruction #2 'ret'", "the method returns one int, but 2 values are on the stack (1 extra)", "[string, int32 (int)]");
        Fails(() => New(typeof(void)).LoadConstant(1).Return(),
            "'ret'", "a void method must return with an empty stack, but 1 value(s) are left on it");
        Fails(() => New(typeof(int)).LoadConstant("x").Return(),
            "'ret'", "the method returns int, found string");
    }

    [Fact]
    public void Branch_to_a_label_with_a_mismatched_stack()
    {
        // Forward: the branch carries an empty stack, the fall-through carries an int.
        var e = New(typeof(int), typeof(bool));
        var join = e.DefineLabel("join");
        Fails(() => e.LoadArgument(0).BranchIfTrue(join).LoadConstant(2).MarkLabel(join),
            "'mark label join'", "the stack falling through into label 'join' is [int32 (int)]",
            "but the branch at instruction #1 carries [] (empty)");

        // Two forward branches with different slot types.
        var f = New(typeof(int));
        var l = f.DefineLabel("l");
        Fails(() => f.LoadConstant(1).LoadConstant(1).BranchIfTrue(l).Pop().LoadConstant("s").Branch(l),
            "'br l'", "branch to 'l' with stack [string]", "carries [int32 (int)]");

        // Backward: the loop head was marked with an empty stack.
        var g = New(typeof(void));
        var top = g.DefineLabel("top");
        Fails(() => g.MarkLabel(top).LoadConstant(1).Branch(top),
            "instruction #1 'br top'", "branch to 'top' with stack [int32 (int)], but the label was marked with stack [] (empty)");
    }

    [Fact]
    public void Unmarked_label()
    {
        var e = New(typeof(void));
        var missing = e.DefineLabel("missing");
        e.LoadConstant(true).BranchIfTrue(missing).Return();
        var ex = Fails(() => e.CreateDelegate<Action>(),
            "'(end of method)'", "label 'missing' is the target of instruction #1 but was never marked");
        Assert.Equal(3, ex.InstructionIndex);

        var f = New(typeof(void));
        f.DefineLabel("unused");
        f.Return();
        Fails(() => f.CreateDelegate<Action>(), "label 'unused' was defined but never marked");
    }

    [Fact]
    public void Storing_a_string_into_an_int_local()
    {
        var e = New(typeof(void));
        var count = e.DeclareLocal(typeof(int), "count");
        Fails(() => e.LoadConstant("text").StoreLocal(count),
            "instruction #1 'stloc.0 V_0 'count' (int)'", "local V_0 'count' (int) cannot hold string", "[string]");
    }

    [Fact]
    public void Instance_call_with_the_wrong_receiver()
    {
        Fails(() => New(typeof(int)).LoadConstant("not a counter").Call(EmitHelpers.Method(typeof(Counter), nameof(Counter.Get))),
            "'call Counter.Get() : int'", "the receiver ('this') must be a Counter reference, found string");

        // A struct's instance method needs the receiver by reference, not by value.
        var e = New(typeof(int));
        var p = e.DeclareLocal(typeof(Point), "p");
        Fails(() => e.LoadLocal(p).Call(EmitHelpers.Method(typeof(Point), nameof(Point.Sum))),
            "'call Point.Sum() : int'", "the receiver ('this') must be a Point&", "found Point");

        // A ref struct's method called on a byref of a different type.
        Fails(() => New(typeof(int), typeof(int).MakeByRefType()).LoadArgument(0)
                .Call(typeof(TestWriter).GetProperty(nameof(TestWriter.Position))!.GetMethod!),
            "must be a TestWriter&", "found int&");

        // callvirt on a value type's method without constrained.
        Fails(() => New(typeof(string)).LoadConstant(1).CallVirtual(typeof(int).GetMethod(nameof(int.ToString), Type.EmptyTypes)!),
            "'callvirt int.ToString() : string'", "needs constrained: typeof(int)");
    }

    [Fact]
    public void Falling_off_the_end_of_the_method()
    {
        var e = New(typeof(void));
        e.LoadConstant(1).Pop();
        Fails(() => e.CreateDelegate<Action>(), "control can fall off the end of the method");
        Fails(() => New(typeof(void)).CreateDelegate<Action>(), "the method has no instructions");
    }

    [Fact]
    public void Type_errors_in_fields_objects_and_arithmetic()
    {
        Fails(() => New(typeof(void), typeof(Counter)).LoadArgument(0).LoadConstant("x").StoreField(Counter.CountField),
            "'stfld Counter._count : int'", "field _count of type int cannot hold string");
        Fails(() => New(typeof(int), typeof(string)).LoadArgument(0).LoadField(Counter.CountField),
            "'ldfld Counter._count : int'", "the object for field _count must be a Counter reference, found string");
        Fails(() => New(typeof(object), typeof(TestWriter).MakeByRefType()).LoadArgument(0).LoadIndirect(typeof(TestWriter)).Box(typeof(TestWriter)),
            "'box TestWriter'", "ref struct TestWriter cannot be boxed");
        Fails(() => New(typeof(object)).LoadConstant(1).LoadConstant(1L).Add(),
            "'add'", "add cannot combine int32 (int) and int64 (long)");
        Fails(() => New(typeof(object)).LoadConstant(1.0).LoadConstant(1.0).And(),
            "'and'", "and cannot combine F (double) and F (double)");
        Fails(() => New(typeof(bool)).LoadConstant("a").LoadConstant(1).CompareEqual(),
            "'ceq'", "ceq cannot compare string with int32 (int)");
        Fails(() => New(typeof(int)).LoadConstant("a").LoadConstant(0).LoadElement(typeof(int)),
            "'ldelem.i4'", "expects a one-dimensional array (T[]), found string");
        Fails(() => New(typeof(int), typeof(string[])).LoadArgument(0).LoadConstant(0).LoadElement(typeof(int)),
            "'ldelem.i4'", "a string[] element cannot be read as int");
        Fails(() => New(typeof(int)).LoadConstant("x").Convert<int>(),
            "'conv.i4 int'", "conv.i4 expects a number");
        Fails(() => New(typeof(void)).LoadConstant(1).Throw(),
            "'throw'", "throw expects an Exception reference, found int32 (int)");
        Fails(() => New(typeof(void)).LoadConstant(1.5).Switch(),
            "'switch ()'", "switch expects an int32 or native int selector, found F (double)");
        Fails(() => New(typeof(int)).LoadArgument(0), "argument index 0 is out of range: the method has 0 parameter(s)");
    }

    [Fact]
    public void Labels_and_locals_belong_to_one_method()
    {
        var other = New(typeof(void));
        var label = other.DefineLabel("foreign");
        var local = other.DeclareLocal(typeof(int), "foreign");
        Fails(() => New(typeof(void)).Branch(label), "label 'foreign' belongs to another method");
        Fails(() => New(typeof(int)).LoadLocal(local), "belongs to another method");

        var e = New(typeof(void));
        var twice = e.DefineLabel("twice");
        e.MarkLabel(twice);
        Fails(() => e.MarkLabel(twice), "label 'twice' is already marked");
    }

    [Fact]
    public void Listing_in_the_message_is_bounded()
    {
        var e = New(typeof(void));
        for (int i = 0; i < 500; i++) e.LoadConstant("a fairly long string constant, repeated " + i).Pop();
        var ex = Fails(() => e.Add(), "instruction #1000 'add'", "earlier line(s) omitted");
        Assert.True(ex.Message.Length < 12_000, $"message is {ex.Message.Length} chars");
        Assert.Contains("#999", ex.Listing);
        Assert.DoesNotContain("#959 ", ex.Listing);
    }

    [Fact]
    public void No_emission_after_the_delegate_is_created()
    {
        var e = New(typeof(void));
        e.Return().CreateDelegate<Action>()();
        Assert.Throws<InvalidOperationException>(() => e.Return());
    }
}
