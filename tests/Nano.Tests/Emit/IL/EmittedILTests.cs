using System.Globalization;
using System.Reflection;
using System.Reflection.Emit;
using Nano.Emit.IL;

namespace Nano.Tests.Emit.IL;

/// <summary>Reads back the bytes the ILGenerator holds and decodes them, to check what really reaches the JIT.</summary>
public class EmittedILTests
{
    private static readonly Dictionary<short, OpCode> OpCodesByValue =
        typeof(OpCodes).GetFields(BindingFlags.Public | BindingFlags.Static)
            .Select(f => (OpCode)f.GetValue(null)!)
            .ToDictionary(o => o.Value);

    /// <summary>Decodes the IL stream of the emitter's ILGenerator (runtime internals: m_ILStream / m_length on .NET
    /// and .NET Framework, code / code_len on Mono).</summary>
    private static List<(int Offset, OpCode OpCode)> Decode(VerifyingEmitter emitter)
    {
        var il = (ILGenerator)typeof(VerifyingEmitter).GetField("_il", BindingFlags.Instance | BindingFlags.NonPublic)!.GetValue(emitter)!;
        var stream = ILStream(il, "m_ILStream", "m_length") ?? ILStream(il, "code", "code_len");
        Assert.NotNull(stream); // if the runtime renames its fields, this test has to learn the new names
        var (bytes, length) = stream.Value;

        var result = new List<(int, OpCode)>();
        for (int pos = 0; pos < length;)
        {
            int start = pos;
            short value = bytes[pos++];
            if (value == 0xFE) value = unchecked((short)(0xFE00 | bytes[pos++]));
            OpCode op = OpCodesByValue[value];
            pos += op.OperandType switch
            {
                OperandType.InlineNone => 0,
                OperandType.ShortInlineBrTarget or OperandType.ShortInlineI or OperandType.ShortInlineVar => 1,
                OperandType.InlineVar => 2,
                OperandType.InlineI8 or OperandType.InlineR => 8,
                OperandType.InlineSwitch => 4 + (4 * BitConverter.ToInt32(bytes, pos)),
                _ => 4,
            };
            result.Add((start, op));
        }
        return result;
    }

    /// <summary>An ILGenerator's IL bytes and how many are written, from its two fields of these names.</summary>
    private static (byte[] Bytes, int Length)? ILStream(ILGenerator il, string bytesField, string lengthField)
    {
        const BindingFlags Instance = BindingFlags.Instance | BindingFlags.NonPublic;
        for (Type? t = il.GetType(); t is not null; t = t.BaseType)
            if (t.GetField(bytesField, Instance) is { } bytes && t.GetField(lengthField, Instance) is { } length)
                return ((byte[])bytes.GetValue(il)!, (int)length.GetValue(il)!);
        return null;
    }

    [Fact]
    public void Call_directly_before_ret_is_never_prefixed_with_tail()
    {
        // Sigil would emit "tail. call" for each of these; the JIT then cannot inline the helper.
        var e = new VerifyingEmitter("Test.TailCandidate", typeof(int), [typeof(int)], typeof(EmittedILTests));
        e.LoadArgument(0).Call(EmitHelpers.Method(nameof(EmitHelpers.Twice))).Return();

        var v = new VerifyingEmitter("Test.TailCandidateVirtual", typeof(string), [typeof(object)], typeof(EmittedILTests));
        v.LoadArgument(0).CallVirtual(EmitHelpers.Method(typeof(object), nameof(ToString))).Return();

        var r = new VerifyingEmitter("Test.TailCandidateByRef", typeof(void), [typeof(TestWriter).MakeByRefType()], typeof(EmittedILTests));
        r.LoadArgument(0).LoadConstant(7u).Call(EmitHelpers.Method(typeof(TestWriter), nameof(TestWriter.WriteVarint))).Return();

        Assert.Equal([OpCodes.Ldarg_0, OpCodes.Call, OpCodes.Ret], Decode(e).Select(x => x.OpCode));
        Assert.Equal([OpCodes.Ldarg_0, OpCodes.Callvirt, OpCodes.Ret], Decode(v).Select(x => x.OpCode));
        Assert.Equal([OpCodes.Ldarg_0, OpCodes.Ldc_I4_7, OpCodes.Call, OpCodes.Ret], Decode(r).Select(x => x.OpCode));
        foreach (var emitter in new[] { e, v, r })
        {
            Assert.DoesNotContain(Decode(emitter), x => x.OpCode == OpCodes.Tailcall);
            Assert.DoesNotContain("tail.", emitter.Instructions());
        }

        Assert.Equal(42, e.CreateDelegate<Func<int, int>>()(21));
        Assert.Equal("x", v.CreateDelegate<Func<object, string>>()("x"));
    }

    [Fact]
    public void Listing_matches_the_emitted_IL_offsets_and_opcodes()
    {
        // (k) => { string r; int hits = 1; switch (k) { case 0: r = "zero"; break; case 1: r = "one"; break; default: r = "other"; break; }
        //          return r + hits.ToString(); }
        var e = new VerifyingEmitter("Test.Listing", typeof(string), [typeof(int)], typeof(EmittedILTests));
        var pad = Enumerable.Range(0, 4).Select(i => e.DeclareLocal(typeof(long), "pad" + i)).ToArray();
        var r = e.DeclareLocal(typeof(string), "r");
        var hits = e.DeclareLocal(typeof(int), "hits");
        var zero = e.DefineLabel("zero");
        var one = e.DefineLabel("one");
        var end = e.DefineLabel("end");
        e.LoadConstant(0L).StoreLocal(pad[3])
         .LoadConstant(1).StoreLocal(hits)
         .LoadArgument(0).Switch(zero, one)
         .LoadConstant("other").StoreLocal(r).Branch(end)
         .MarkLabel(zero).LoadConstant("zero").StoreLocal(r).Branch(end)
         .MarkLabel(one).LoadConstant("one").StoreLocal(r)
         .MarkLabel(end)
         .LoadLocal(r).LoadLocalAddress(hits).CallVirtual(EmitHelpers.Method(typeof(object), nameof(ToString)), constrained: typeof(int))
         .Call(typeof(string).GetMethod(nameof(string.Concat), [typeof(string), typeof(string)])!)
         .Return();

        var listed = e.Instructions()
            .Split('\n')
            .Where(line => line.StartsWith("  IL_", StringComparison.Ordinal))
            .Select(line => line.Split(' ', StringSplitOptions.RemoveEmptyEntries))
            .Select(parts => (int.Parse(parts[0][3..], NumberStyles.HexNumber, CultureInfo.InvariantCulture), parts[2]))
            .ToList();
        var decoded = Decode(e).Select(x => (x.Offset, x.OpCode.Name!)).ToList();
        Assert.Equal(decoded, listed);
        Assert.Equal(decoded.Count, e.InstructionCount);
        Assert.Contains(decoded, x => x.Item2 == "stloc.s");
        Assert.Contains(decoded, x => x.Item2 == "constrained.");
        Assert.Contains(decoded, x => x.Item2 == "switch");

        var f = e.CreateDelegate<Func<int, string>>();
        Assert.Equal("zero1", f(0));
        Assert.Equal("one1", f(1));
        Assert.Equal("other1", f(2));
    }
}
