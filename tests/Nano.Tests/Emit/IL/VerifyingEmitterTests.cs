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
        // (a, b) => ((long)(a + b) - (a & b)) | (long)((uint)b >>> 1)
        var e = New("Test.Arith", typeof(long), typeof(int), typeof(int));
        e.LoadArgument(0).LoadArgument(1).Add().Convert<long>()
         .LoadArgument(0).LoadArgument(1).And().Convert<long>().Subtract()
         .LoadArgument(1).LoadConstant(1).UnsignedShiftRight().Convert<uint>().Convert<ulong>().Or()
         .Return();
        var f = e.CreateDelegate<Func<int, int, long>>();
        foreach ((int a, int b) in new[] { (1, 2), (-7, 100), (int.MaxValue, 5), (0, -1) })
            Assert.Equal(((long)(a + b) - (a & b)) | ((uint)b >> 1), f(a, b));
    }

    [Fact]
    public void Floating_point_conversions()
    {
        // (x, n) => x - 0.5 + (double)n + 1.5f
        var e = New("Test.Float", typeof(double), typeof(double), typeof(long));
        e.LoadArgument(0).LoadConstant(0.5).Subtract()
         .LoadArgument(1).Convert<double>().Add()
         .LoadConstant(1.5f).Convert<double>().Add()
         .Return();
        var f = e.CreateDelegate<Func<double, long, double>>();
        Assert.Equal(3 - 0.5 + (double)long.MaxValue + 1.5, f(3, long.MaxValue));
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
        // int sum = 0; for (int i = 0; a.Length > i; i++) sum += a[i]; return sum;
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
         .LoadArgument(0).LoadLength().Convert<int>().LoadLocal(i).BranchIfGreater(body)
         .LoadLocal(sum).Return();
        var f = e.CreateDelegate<Func<int[], int>>();
        Assert.Equal(0, f([]));
        Assert.Equal(15, f([1, 2, 3, 4, 5]));
    }

    [Fact]
    public void Arrays_new_length_and_indirect_load()
    {
        // (n, ref x) => new long[n].Length + x
        var e = New("Test.ArrayAndIndirect", typeof(long), typeof(int), typeof(long).MakeByRefType());
        e.LoadArgument(0).NewArray(typeof(long)).LoadLength().Convert<long>()
         .LoadArgument(1).LoadIndirect(typeof(long)).Add()
         .Return();
        var f = e.CreateDelegate<RefFunc>();
        long x = 100;
        Assert.Equal(104L, f(4, ref x));
    }

    private delegate long RefFunc(int n, ref long x);

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
    public void Structs_initobj_constrained_box_and_casts()
    {
        // (x) => { Point p = default; p.X = x; p.Y = 2; object o = p; return p.Sum() + " " + p.ToString() + (o == null) }
        var e = New("Test.Point", typeof(string), typeof(int));
        var p = e.DeclareLocal(typeof(Point), "p");
        var o = e.DeclareLocal(typeof(object), "o");
        var sum = e.DeclareLocal(typeof(int), "sum");
        e.LoadLocalAddress(p).InitializeObject(typeof(Point))
         .LoadLocalAddress(p).LoadArgument(0).StoreField(typeof(Point).GetField(nameof(Point.X))!)
         .LoadLocalAddress(p).LoadConstant(2).StoreField(typeof(Point).GetField(nameof(Point.Y))!)
         .LoadLocal(p).Box(typeof(Point)).StoreLocal(o)
         .LoadLocalAddress(p).Call(EmitHelpers.Method(typeof(Point), nameof(Point.Sum))).StoreLocal(sum)
         .LoadLocalAddress(sum).CallVirtual(EmitHelpers.Method(typeof(object), nameof(ToString)), constrained: typeof(int))
         .LoadConstant(" ")
         .LoadLocalAddress(p).CallVirtual(EmitHelpers.Method(typeof(object), nameof(ToString)), constrained: typeof(Point))
         .LoadLocal(o).LoadNull().CompareEqual().Box(typeof(bool))
         .CastClass(typeof(object)).CallVirtual(EmitHelpers.Method(typeof(object), nameof(ToString)))
         .Call(typeof(string).GetMethod(nameof(string.Concat), [typeof(string), typeof(string), typeof(string), typeof(string)])!)
         .Return();
        Assert.Equal("9 (7, 2)False", e.CreateDelegate<Func<int, string>>()(7));
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
