namespace Nano.Emit.IL;

/// <summary>
/// The methods that a compiled method's IL calls (<c>call</c>, <c>callvirt</c>, <c>newobj</c>, <c>ldftn</c>,
/// <c>ldvirtftn</c>), resolved in the method's generic context, so that helpers reached through other helpers can be
/// compiled ahead of time too.
/// </summary>
internal static class ILCallees
{
    private static readonly OpCode[] s_oneByte = new OpCode[0x100];
    private static readonly OpCode[] s_twoByte = new OpCode[0x100];

    static ILCallees()
    {
        foreach (FieldInfo field in typeof(OpCodes).GetFields(BindingFlags.Public | BindingFlags.Static))
        {
            if (field.GetValue(null) is not OpCode op)
                continue;
            var value = (ushort)op.Value;
            if (op.Size == 1)
                s_oneByte[value] = op;
            else
                s_twoByte[value & 0xFF] = op;
        }
    }

    /// <summary>The methods <paramref name="method"/>'s body refers to as call targets; empty when it has no IL
    /// body.</summary>
    public static List<MethodBase> Of(MethodBase method) => Of(method, staticFieldOwners: null);

    /// <summary>As <see cref="Of(MethodBase)"/>, and adds to <paramref name="staticFieldOwners"/> the types whose
    /// static fields the body reads or writes (their static constructors run at that access).</summary>
    public static List<MethodBase> Of(MethodBase method, List<Type>? staticFieldOwners)
    {
        var callees = new List<MethodBase>();
        byte[]? il = method.GetMethodBody()?.GetILAsByteArray();
        if (il is null)
            return callees;
        Type[]? typeArguments =
            method.DeclaringType is { IsGenericType: true } owner ? owner.GetGenericArguments() : null;
        Type[]? methodArguments = method.IsGenericMethod ? method.GetGenericArguments() : null;
        int i = 0;
        while (i < il.Length)
        {
            OpCode op = il[i] == 0xFE ? s_twoByte[il[++i]] : s_oneByte[il[i]];
            i++;
            if (op.OperandType == OperandType.InlineMethod)
            {
                int token = BitConverter.ToInt32(il, i);
                if (method.Module.ResolveMethod(token, typeArguments, methodArguments) is MethodBase callee)
                    callees.Add(callee);
            }
            else if (op.OperandType == OperandType.InlineField && staticFieldOwners is not null)
            {
                int token = BitConverter.ToInt32(il, i);
                if (method.Module.ResolveField(token, typeArguments, methodArguments) is
                    {
                        IsStatic: true,
                        DeclaringType: { } fieldOwner
                    })
                    staticFieldOwners.Add(fieldOwner);
            }
            i += OperandSize(op, il, i);
        }
        return callees;
    }

    private static int OperandSize(OpCode op, byte[] il, int at) => op.OperandType switch
    {
        OperandType.InlineNone => 0,
        OperandType.ShortInlineBrTarget or OperandType.ShortInlineI or OperandType.ShortInlineVar => 1,
        OperandType.InlineVar => 2,
        OperandType.InlineI8 or OperandType.InlineR => 8,
        OperandType.InlineSwitch => 4 + 4 * BitConverter.ToInt32(il, at),
        _ => 4,
    };
}
