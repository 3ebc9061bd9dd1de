using Nano.Emit.IL;

namespace Nano.Tests.Emit.IL;

/// <summary>Emits small methods through the verifying emitter and runs them.</summary>
public class VerifyingEmitterTests
{
    private static VerifyingEmitter New(string name, Type returnType, params Type[] parameters) =>
        new(name, returnType, parameters, typeof(VerifyingEmitterTests));

    [Fact]
    public void Arithmetic_and_conversions()
    {
        // (a, b) => ((long)(a + b) * 3 - (a ^ b)) << 1 | (long)(uint)(b >> 1)
        var e = New("Test.Arith", typeof(long), typeof(int), typeof(int));
        e.LoadArgument(0).LoadArgument(1).Add().Convert<long>()
         .LoadConstant(3L).Multiply()
         .LoadArgument(0).LoadArgument(1).Xor().Convert<long>().Subtract()
         .LoadConstant(1).ShiftLeft()
         .LoadArgument(1).LoadConstant(1).ShiftRight().Convert<uint>().Convert<ulong>().Or()
         .Return();
        var f = e.CreateDelegate<Func<int, int, long>>();
        foreach ((int a, int b) in new[] { (1, 2), (-7, 100), (int.MaxValue, 5), (0, -1) })
            Assert.Equal((((long)(a + b) * 3) - (a ^ b)) << 1 | (uint)(b >> 1), f(a, b));
    }

    [Fact]
    public void Floating_point_and_unsigned_conversions()
    {
        // (x, u) => x * 0.5 + (double)u + 1.5f
        var e = New("Test.Float", typeof(double), typeof(double), typeof(ulong));
        e.LoadArgument(0).LoadConstant(0.5).Multiply()
         .LoadArgument(1).ConvertUnsignedToFloat().Convert<double>().Add()
         .LoadConstant(1.5f).Convert<double>().Add()
         .Return();
        var f = e.CreateDelegate<Func<double, ulong, double>>();
        Assert.Equal(3 * 0.5 + (double)ulong.MaxValue + 1.5, f(3, ulong.MaxValue));
    }

    [Fact]
    public void Branches_and_comparisons()
    {
        // (a, b) => a > b ? a : b, with a compare-and-branch and a ceq
        var e = New("Test.Max", typeof(int), typeof(int), typeof(int));
        var second = e.DefineLabel("second");
        e.LoadArgument(0).LoadArgument(1).BranchIfLessOrEqual(second)
         .LoadArgument(0).Return()
         .MarkLabel(second)
         .LoadArgument(1).Return();
        var max = e.CreateDelegate<Func<int, int, int>>();
        Assert.Equal(5, max(5, 3));
        Assert.Equal(7, max(-1, 7));

        var z = New("Test.IsZeroOrNull", typeof(bool), typeof(int), typeof(string));
        var no = z.DefineLabel("no");
        z.LoadArgument(0).LoadConstant(0).CompareEqual().BranchIfFalse(no)
         .LoadArgument(1).LoadNull().CompareEqual().Return()
         .MarkLabel(no).LoadConstant(false).Return();
        var f = z.CreateDelegate<Func<int, string?, bool>>();
        Assert.True(f(0, null));
        Assert.False(f(0, "x"));
        Assert.False(f(1, null));
    }

    [Fact]
    public void Value_carried_across_a_branch_merges_at_the_label()
    {
        // (flag) => flag ? "yes" : "no", leaving the string on the stack at the join
        var e = New("Test.Ternary", typeof(string), typeof(bool));
        var no = e.DefineLabel("no");
        var join = e.DefineLabel("join");
        e.LoadArgument(0).BranchIfFalse(no)
         .LoadConstant("yes").Branch(join)
         .MarkLabel(no).LoadConstant("no")
         .MarkLabel(join).Return();
        var f = e.CreateDelegate<Func<bool, string>>();
        Assert.Equal("yes", f(true));
        Assert.Equal("no", f(false));
    }

    [Fact]
    public void Switch_with_a_label_array()
    {
        var e = New("Test.Switch", typeof(string), typeof(int));
        var zero = e.DefineLabel("zero");
        var one = e.DefineLabel("one");
        var two = e.DefineLabel("two");
        e.LoadArgument(0).Switch(zero, one, two)
         .LoadConstant("many").Return()
         .MarkLabel(zero).LoadConstant("zero").Return()
         .MarkLabel(one).LoadConstant("one").Return()
         .MarkLabel(two).LoadConstant("two").Return();
        var f = e.CreateDelegate<Func<int, string>>();
        Assert.Equal(["zero", "one", "two", "many", "many"], new[] { 0, 1, 2, 3, -1 }.Select(f));
    }

    [Fact]
    public void Loop_with_locals_sums_an_array()
    {
        // int sum = 0; for (int i = 0; i < a.Length; i++) sum += a[i]; return sum;
        var e = New("Test.Sum", typeof(int), typeof(int[]));
        var sum = e.DeclareLocal(typeof(int), "sum");
        var i = e.DeclareLocal(typeof(int), "i");
        var test = e.DefineLabel("test");
        var body = e.DefineLabel("body");
        e.LoadConstant(0).StoreLocal(sum)
         .LoadConstant(0).StoreLocal(i)
         .Branch(test)
         .MarkLabel(body)
         .LoadLocal(sum).LoadArgument(0).LoadLocal(i).LoadElement(typeof(int)).Add().StoreLocal(sum)
         .LoadLocal(i).LoadConstant(1).Add().StoreLocal(i)
         .MarkLabel(test)
         .LoadLocal(i).LoadArgument(0).LoadLength().Convert<int>().BranchIfLess(body)
         .LoadLocal(sum).Return();
        var f = e.CreateDelegate<Func<int[], int>>();
        Assert.Equal(0, f([]));
        Assert.Equal(15, f([1, 2, 3, 4, 5]));
    }

    [Fact]
    public void Arrays_new_store_address_and_indirect()
    {
        // var a = new long[n]; for i: a[i] = i * i (stelem); Increment(ref a[0]) via ldelema+ldind/stind; return a
        var e = New("Test.Squares", typeof(long[]), typeof(int));
        var a = e.DeclareLocal(typeof(long[]), "a");
        var i = e.DeclareLocal(typeof(int), "i");
        var test = e.DefineLabel("test");
        var body = e.DefineLabel("body");
        e.LoadArgument(0).NewArray(typeof(long)).StoreLocal(a)
         .LoadConstant(0).StoreLocal(i).Branch(test)
         .MarkLabel(body)
         .LoadLocal(a).LoadLocal(i).LoadLocal(i).LoadLocal(i).Multiply().Convert<long>().StoreElement(typeof(long))
         .LoadLocal(i).LoadConstant(1).Add().StoreLocal(i)
         .MarkLabel(test)
         .LoadLocal(i).LoadArgument(0).BranchIfLess(body)
         // a[1] += 100 through its address
         .LoadLocal(a).LoadConstant(1).LoadElementAddress(typeof(long)).Duplicate()
         .LoadIndirect(typeof(long)).LoadConstant(100L).Add().StoreIndirect(typeof(long))
         .LoadLocal(a).Return();
        var f = e.CreateDelegate<Func<int, long[]>>();
        Assert.Equal([0L, 101L, 4L, 9L], f(4));
    }

    [Fact]
    public void Private_and_readonly_fields_on_a_class()
    {
        // (c, d) => { c._count = c._count + d; c._name = "renamed"; return c._count; }
        var e = New("Test.Fields", typeof(int), typeof(Counter), typeof(int));
        e.LoadArgument(0).LoadArgument(0).LoadField(Counter.CountField).LoadArgument(1).Add().StoreField(Counter.CountField)
         .LoadArgument(0).LoadConstant("renamed").StoreField(Counter.NameField)
         .LoadArgument(0).LoadField(Counter.CountField).Return();
        var f = e.CreateDelegate<Func<Counter, int, int>>();
        var c = new Counter("c");
        Assert.Equal(5, f(c, 5));
        Assert.Equal(12, f(c, 7));
        Assert.Equal("renamed", c.Name);
    }

    [Fact]
    public void Static_helper_taking_ref_ref_struct_and_instance_method_on_ref_struct_parameter()
    {
        // (ref TestWriter w, uint v) => { TestWriter.WriteVarint(ref w, v); w.WriteByte(0xFF); return w.Position; }
        var e = New("Nano.Write<TestWriter>", typeof(int), typeof(TestWriter).MakeByRefType(), typeof(uint));
        e.LoadArgument(0).LoadArgument(1).Call(EmitHelpers.Method(typeof(TestWriter), nameof(TestWriter.WriteVarint)))
         .LoadArgument(0).LoadConstant(0xFF).Call(EmitHelpers.Method(typeof(TestWriter), nameof(TestWriter.WriteByte)))
         .LoadArgument(0).Call(typeof(TestWriter).GetProperty(nameof(TestWriter.Position))!.GetMethod!)
         .Return();
        var write = e.CreateDelegate<WriterFunc>();

        Span<byte> buffer = stackalloc byte[8];
        var writer = new TestWriter(buffer);
        Assert.Equal(3, write(ref writer, 300));
        Assert.Equal(3, writer.Position);
        Assert.Equal([0xAC, 0x02, 0xFF], buffer[..3].ToArray());
    }

    [Fact]
    public void Private_field_of_a_ref_struct_through_a_byref_and_a_ref_struct_local()
    {
        // (ref TestWriter w) => { var copy = w; w._position = copy._position + 2; }
        var e = New("Test.RefStructField", typeof(void), typeof(TestWriter).MakeByRefType());
        var copy = e.DeclareLocal(typeof(TestWriter), "copy");
        e.LoadArgument(0).LoadIndirect(typeof(TestWriter)).StoreLocal(copy)
         .LoadArgument(0).LoadLocalAddress(copy).LoadField(TestWriter.PositionField).LoadConstant(2).Add().StoreField(TestWriter.PositionField)
         .Return();
        var f = e.CreateDelegate<WriterAction>();
        Span<byte> buffer = stackalloc byte[8];
        var writer = new TestWriter(buffer);
        writer.WriteByte(1);
        f(ref writer);
        Assert.Equal(3, writer.Position);
    }

    [Fact]
    public void Private_constructor_and_ref_out_helpers()
    {
        // (v) => { int x = v; Increment(ref x); return new Secret(x).Value; }
        var e = New("Test.Secret", typeof(int), typeof(int));
        var x = e.DeclareLocal(typeof(int), "x");
        e.LoadArgument(0).StoreLocal(x)
         .LoadLocalAddress(x).Call(EmitHelpers.Method(nameof(EmitHelpers.Increment)))
         .LoadLocal(x).NewObject(Secret.Ctor)
         .Call(typeof(Secret).GetProperty(nameof(Secret.Value))!.GetMethod!)
         .Return();
        Assert.Equal(42, e.CreateDelegate<Func<int, int>>()(41));
    }

    [Fact]
    public void Structs_initobj_constrained_box_unbox_and_casts()
    {
        // (x) => { Point p = default; p.X = x; p.Y = 2; object o = p; return ((Point)o).Sum() + " " + p.ToString() + (o is Point) }
        var e = New("Test.Point", typeof(string), typeof(int));
        var p = e.DeclareLocal(typeof(Point), "p");
        var o = e.DeclareLocal(typeof(object), "o");
        var unboxed = e.DeclareLocal(typeof(Point), "unboxed");
        var sum = e.DeclareLocal(typeof(int), "sum");
        e.LoadLocalAddress(p).InitializeObject(typeof(Point))
         .LoadLocalAddress(p).LoadArgument(0).StoreField(typeof(Point).GetField(nameof(Point.X))!)
         .LoadLocalAddress(p).LoadConstant(2).StoreField(typeof(Point).GetField(nameof(Point.Y))!)
         .LoadLocal(p).Box(typeof(Point)).StoreLocal(o)
         .LoadLocal(o).UnboxAny(typeof(Point)).StoreLocal(unboxed)
         .LoadLocalAddress(unboxed).Call(EmitHelpers.Method(typeof(Point), nameof(Point.Sum))).StoreLocal(sum)
         .LoadLocalAddress(sum).CallVirtual(EmitHelpers.Method(typeof(object), nameof(ToString)), constrained: typeof(int))
         .LoadConstant(" ")
         .LoadLocalAddress(p).CallVirtual(EmitHelpers.Method(typeof(object), nameof(ToString)), constrained: typeof(Point))
         .LoadLocal(o).IsInstance(typeof(Point)).LoadNull().UnsignedCompareGreaterThan().Box(typeof(bool))
         .CastClass(typeof(object)).CallVirtual(EmitHelpers.Method(typeof(object), nameof(ToString)))
         .Call(typeof(string).GetMethod(nameof(string.Concat), [typeof(string), typeof(string), typeof(string), typeof(string)])!)
         .Return();
        Assert.Equal("9 (7, 2)True", e.CreateDelegate<Func<int, string>>()(7));
    }

    [Fact]
    public void Try_finally_runs_the_finally_on_both_paths()
    {
        // (x, log) => { int r; try { if (x < 0) throw new InvalidOperationException(); r = x * 2; } finally { log[0]++; } return r; }
        var e = New("Test.TryFinally", typeof(int), typeof(int), typeof(int[]));
        var r = e.DeclareLocal(typeof(int), "r");
        var ok = e.DefineLabel("ok");
        var end = e.BeginExceptionBlock();
        e.LoadArgument(0).LoadConstant(0).BranchIfGreaterOrEqual(ok)
         .NewObject(typeof(InvalidOperationException).GetConstructor(Type.EmptyTypes)!).Throw()
         .MarkLabel(ok)
         .LoadArgument(0).LoadConstant(2).Multiply().StoreLocal(r)
         .Leave(end)
         .BeginFinallyBlock()
         .LoadArgument(1).LoadConstant(0).LoadElementAddress(typeof(int))
         .Call(EmitHelpers.Method(nameof(EmitHelpers.Increment)))
         .EndExceptionBlock()
         .LoadLocal(r).Return();
        var f = e.CreateDelegate<Func<int, int[], int>>();
        int[] log = [0];
        Assert.Equal(10, f(5, log));
        Assert.Equal(1, log[0]);
        Assert.Throws<InvalidOperationException>(() => f(-1, log));
        Assert.Equal(2, log[0]);
    }

    [Fact]
    public void Try_catch_finally_catches_and_falls_through()
    {
        // (s) => { int r; try { r = s.Length; } catch (NullReferenceException) { r = -1; } finally { r += 100; } return r; }
        // (the finally's write is visible after the block because r is a local)
        var e = New("Test.TryCatch", typeof(int), typeof(string));
        var r = e.DeclareLocal(typeof(int), "r");
        e.BeginExceptionBlock();
        e.LoadArgument(0).Call(EmitHelpers.Method(nameof(EmitHelpers.Length))).StoreLocal(r)
         .BeginCatchBlock(typeof(NullReferenceException))
         .Pop().LoadConstant(-1).StoreLocal(r)
         .BeginFinallyBlock()
         .LoadLocal(r).LoadConstant(100).Add().StoreLocal(r)
         .EndExceptionBlock()
         .LoadLocal(r).Return();
        var f = e.CreateDelegate<Func<string?, int>>();
        Assert.Equal(103, f("abc"));
        Assert.Equal(99, f(null));
    }

    [Fact]
    public void Catch_and_rethrow()
    {
        var e = New("Test.Rethrow", typeof(void), typeof(int[]));
        e.BeginExceptionBlock();
        e.NewObject(typeof(FormatException).GetConstructor(Type.EmptyTypes)!).Throw()
         .BeginCatchBlock(typeof(Exception))
         .Pop().LoadArgument(0).LoadConstant(0).LoadConstant(1).StoreElement(typeof(int)).Rethrow()
         .EndExceptionBlock()
         .Return();
        var f = e.CreateDelegate<Action<int[]>>();
        int[] log = [0];
        Assert.Throws<FormatException>(() => f(log));
        Assert.Equal(1, log[0]);
    }

    [Fact]
    public void Closed_delegate_binds_the_first_argument()
    {
        var e = New("Test.Closed", typeof(int), typeof(Counter), typeof(int));
        e.LoadArgument(0).CallVirtual(EmitHelpers.Method(typeof(Counter), nameof(Counter.Get))).LoadArgument(1).Add().Return();
        var c = new Counter("x");
        var f = (Func<int, int>)e.CreateDelegate(typeof(Func<int, int>), c);
        Assert.Equal(3, f(3));
    }

    [Fact]
    public void Listing_shows_opcodes_labels_and_stack_states_top_first()
    {
        var e = New("Test.Listing", typeof(long), typeof(int), typeof(string));
        var done = e.DefineLabel("done");
        e.LoadArgument(1).LoadArgument(0).Pop().Pop()
         .LoadArgument(0).Convert<long>().LoadArgument(1).Pop()
         .Branch(done).MarkLabel(done).Return();
        string listing = e.Instructions();
        Assert.Contains(".method Test.Listing(int, string) : long", listing);
        Assert.Contains("ldarg.0", listing);
        Assert.Contains("[int32 (int), string]", listing);
        Assert.Contains("[int64 (long)]", listing);
        Assert.Contains("done:", listing);
        Assert.Contains("(unreachable)", listing);
        Assert.Equal(10, e.InstructionCount);
        e.CreateDelegate<Func<int, string, long>>();
    }

    [Fact]
    public void Stack_item_widening_keeps_the_declared_type()
    {
        Assert.Equal("int32 (bool)", StackItem.Of(typeof(bool)).ToString());
        Assert.Equal("int32 (char)", StackItem.Of(typeof(char)).ToString());
        Assert.Equal("int32 (DayOfWeek)", StackItem.Of(typeof(DayOfWeek)).ToString());
        Assert.Equal("int64 (ulong)", StackItem.Of(typeof(ulong)).ToString());
        Assert.Equal("F (float)", StackItem.Of(typeof(float)).ToString());
        Assert.Equal("native int (nint)", StackItem.Of(typeof(nint)).ToString());
        Assert.Equal("TestWriter&", StackItem.Of(typeof(TestWriter).MakeByRefType()).ToString());
        Assert.Equal("List<string>", StackItem.Of(typeof(List<string>)).ToString());
        Assert.Equal("Nullable<int>", StackItem.Of(typeof(int?)).ToString());
        Assert.Equal(StackKind.ValueType, StackItem.Of(typeof(TestWriter)).Kind);
        Assert.True(StackItem.Of(typeof(byte)).IsAssignableTo(typeof(int)));
        Assert.True(StackItem.Null.IsAssignableTo(typeof(string)));
        Assert.False(StackItem.Null.IsAssignableTo(typeof(int)));
        Assert.True(new StackItem(StackKind.ObjRef, typeof(int)).IsAssignableTo(typeof(IComparable)));
        Assert.True(StackItem.Of(typeof(uint).MakeByRefType()).IsAssignableTo(typeof(int).MakeByRefType()));
        Assert.False(StackItem.Of(typeof(string).MakeByRefType()).IsAssignableTo(typeof(object).MakeByRefType()));
    }
}
