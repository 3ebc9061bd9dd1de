namespace Nano.Emit.IL;

internal sealed partial class VerifyingEmitter
{
    // ---- arithmetic (ECMA-335 III.1.5, tables III.2 and III.5) -------------------------------------------------

    /// <summary><c>add</c>: int32/int64/native int/F pairs (int32 with native int gives native int); byref + integer
    /// gives the byref.</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Add() => Binary(OpCodes.Add, floats: true);

    /// <summary><c>sub</c>: as <see cref="Add"/>; byref - integer gives the byref, byref - byref gives native
    /// int.</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Subtract() => Binary(OpCodes.Sub, floats: true);

    /// <summary><c>and</c> (integers only).</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter And() => Binary(OpCodes.And, floats: false);

    /// <summary><c>or</c> (integers only).</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Or() => Binary(OpCodes.Or, floats: false);

    /// <summary><c>shr.un</c> (logical): pops the shift amount (int32 or native int), then the value (int32, int64 or
    /// native int).</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter UnsignedShiftRight()
    {
        Begin(OpCodes.Shr_Un);
        Need(2);
        StackItem amount = PopItem(), value = PopItem();
        if (!amount.IsIntegerLike) Fail($"shr.un: the shift amount must be int32 or native int, found {amount}");
        if (value.Kind is not (StackKind.Int32 or StackKind.Int64 or StackKind.NativeInt))
            Fail($"shr.un: the value must be int32, int64 or native int, found {value}");
        Push(value);
        _il.Emit(OpCodes.Shr_Un);
        return Done();
    }

    /// <summary><c>ceq</c>: pushes 1 if equal (numbers, byrefs or object references), else 0.</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter CompareEqual()
    {
        Begin(OpCodes.Ceq);
        Need(2);
        StackItem right = PopItem(), left = PopItem();
        CheckComparable(left, right, references: true);
        Push(StackItem.Bool);
        _il.Emit(OpCodes.Ceq);
        return Done();
    }

    private VerifyingEmitter Binary(OpCode op, bool floats)
    {
        Begin(op);
        Need(2);
        StackItem right = PopItem(), left = PopItem();
        StackItem? result = BinaryResult(op, left, right, floats);
        if (result is null)
        {
            Fail($"{op.Name} cannot combine {left} and {right}: expected two int32, two int64, two native int " +
                 "(or int32 with native int)" +
                 (floats ? ", two F" : "") +
                 (op == OpCodes.Add || op == OpCodes.Sub ? ", or a byref with an integer" : ""));
        }
        Push(result.GetValueOrDefault());
        _il.Emit(op);
        return Done();
    }

    private static StackItem? BinaryResult(OpCode op, StackItem left, StackItem right, bool floats)
    {
        if (left.Kind == right.Kind)
        {
            switch (left.Kind)
            {
                case StackKind.Int32:
                case StackKind.Int64:
                case StackKind.NativeInt:
                    return SameOrCanonical(left, right);
                case StackKind.Float:
                    return floats ? SameOrCanonical(left, right) : null;
                case StackKind.ByRef:
                    return op == OpCodes.Sub ? StackItem.NInt : null;
                default:
                    return null;
            }
        }
        if (left.IsIntegerLike && right.IsIntegerLike) return StackItem.NInt;
        bool pointerArithmetic = op == OpCodes.Add || op == OpCodes.Sub;
        if (pointerArithmetic && left.Kind == StackKind.ByRef && right.IsIntegerLike) return left;
        if (op == OpCodes.Add && left.IsIntegerLike && right.Kind == StackKind.ByRef) return right;
        return null;
    }

    /// <summary>Keeps the declared type when both operands agree (uint + uint stays uint), else the kind's canonical
    /// type.</summary>
    private static StackItem SameOrCanonical(StackItem left, StackItem right)
    {
        if (left.Type == right.Type) return left;
        return left.Kind switch
        {
            StackKind.Int32 => StackItem.Int,
            StackKind.Int64 => new StackItem(StackKind.Int64, typeof(long)),
            StackKind.NativeInt => StackItem.NInt,
            _ => new StackItem(StackKind.Float, typeof(double)),
        };
    }

    /// <summary>ECMA-335 table III.4: which operand pairs a comparison (or compare-and-branch) accepts.</summary>
    private void CheckComparable(StackItem left, StackItem right, bool references)
    {
        bool ok = (left.IsIntegerLike && right.IsIntegerLike)
                  || (left.Kind == right.Kind && left.Kind is StackKind.Int64 or StackKind.Float or StackKind.ByRef)
                  || (references && left.IsObjectLike && right.IsObjectLike);
        if (!ok)
        {
            Fail($"{_op.Name} cannot compare {left} with {right}: expected two int32/native int, two int64, two F, " +
                 "two byrefs" +
                 (references ? " or two object references" : ""));
        }
    }

    // ---- conversions -----------------------------------------------------------------------------------------

    /// <summary><c>conv.*</c> to a numeric primitive (or enum, tracked as the enum): sbyte/byte/short/ushort/char →
    /// conv.i1/u1/i2/u2; int/uint → conv.i4/u4; long/ulong → conv.i8/u8; nint/nuint → conv.i/u; float/double →
    /// conv.r4/r8. Pops an int32, int64, native int or F (or a byref, for nint/nuint).</summary>
    /// <param name="target">The target type.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Convert(Type target)
    {
        ArgumentNullException.ThrowIfNull(target);
        OpCode? op = ConvertOpCode(target);
        if (op is null)
        {
            BeginPseudo("conv to " + TypeNames.Of(target));
            Fail($"cannot convert to {TypeNames.Of(target)}: not a numeric primitive");
        }
        Begin(op.Value, target);
        Need(1);
        StackItem value = PopItem();
        bool pointerSized = op.Value == OpCodes.Conv_I || op.Value == OpCodes.Conv_U;
        bool ok = value.Kind is StackKind.Int32 or StackKind.Int64 or StackKind.NativeInt or StackKind.Float
                  || (pointerSized && value.Kind == StackKind.ByRef);
        if (!ok) Fail($"{op.Value.Name} expects a number (int32, int64, native int or F), found {value}");
        Push(StackItem.Of(target));
        _il.Emit(op.Value);
        return Done();
    }

    /// <summary><see cref="Convert(Type)"/> to <typeparamref name="T"/>.</summary>
    /// <typeparam name="T">The target type.</typeparam>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Convert<T>() where T : unmanaged => Convert(typeof(T));

    private static OpCode? ConvertOpCode(Type t)
    {
        if (!t.IsPrimitive && !t.IsEnum) return null;
        if (t == typeof(nint)) return OpCodes.Conv_I;
        if (t == typeof(nuint)) return OpCodes.Conv_U;
        return Type.GetTypeCode(t) switch
        {
            TypeCode.SByte => OpCodes.Conv_I1,
            TypeCode.Byte => OpCodes.Conv_U1,
            TypeCode.Int16 => OpCodes.Conv_I2,
            TypeCode.UInt16 or TypeCode.Char => OpCodes.Conv_U2,
            TypeCode.Int32 => OpCodes.Conv_I4,
            TypeCode.UInt32 => OpCodes.Conv_U4,
            TypeCode.Int64 => OpCodes.Conv_I8,
            TypeCode.UInt64 => OpCodes.Conv_U8,
            TypeCode.Single => OpCodes.Conv_R4,
            TypeCode.Double => OpCodes.Conv_R8,
            _ => null,
        };
    }

    // ---- arrays ----------------------------------------------------------------------------------------------

    /// <summary><c>newarr</c>: pops a length (int32 or native int) and pushes a
    /// <paramref name="elementType"/>[].</summary>
    /// <param name="elementType">The element type.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter NewArray(Type elementType)
    {
        ArgumentNullException.ThrowIfNull(elementType);
        Begin(OpCodes.Newarr, elementType);
        if (elementType.IsByRefLike || elementType.IsByRef || elementType == typeof(void))
            Fail($"{TypeNames.Of(elementType)} cannot be an array element type");
        Need(1);
        StackItem length = PopItem();
        if (!length.IsIntegerLike) Fail($"newarr expects an int32 or native int length, found {length}");
        Push(new StackItem(StackKind.ObjRef, elementType.MakeArrayType()));
        _il.Emit(OpCodes.Newarr, elementType);
        return Done();
    }

    /// <summary><c>ldlen</c>: pops a one-dimensional array and pushes its length as a native unsigned int.</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadLength()
    {
        Begin(OpCodes.Ldlen);
        Need(1);
        ArrayElement(PopItem());
        Push(new StackItem(StackKind.NativeInt, typeof(nuint)));
        _il.Emit(OpCodes.Ldlen);
        return Done();
    }

    /// <summary><c>ldelem.*</c> (or <c>ldelem T</c> for structs): pops index and array, pushes the element.</summary>
    /// <param name="elementType">The element type to read (a reference type may be a base of the array's element
    /// type).</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadElement(Type elementType)
    {
        ArgumentNullException.ThrowIfNull(elementType);
        OpCode op = BeginTyped(s_loadElement, elementType, operands: 2);
        PopIndex();
        Type? actual = ArrayElement(PopItem());
        if (actual is not null && !ReadableAs(actual, elementType))
            Fail($"{op.Name}: a {TypeNames.Of(actual)}[] element cannot be read as {TypeNames.Of(elementType)}");
        Push(StackItem.Of(elementType));
        return EmitTyped(op, elementType);
    }

    private void PopIndex()
    {
        StackItem index = PopItem();
        if (!index.IsIntegerLike) Fail($"{_op.Name}: the index must be int32 or native int, found {index}");
    }

    /// <summary>The element type of a one-dimensional array on the stack; null for the null literal.</summary>
    private Type? ArrayElement(StackItem array)
    {
        if (array.Kind == StackKind.Null) return null;
        if (array.Kind != StackKind.ObjRef || !array.Type.IsSZArray)
            Fail($"{_op.Name} expects a one-dimensional array (T[]), found {array}");
        return array.Type.GetElementType();
    }

    private static bool ReadableAs(Type actual, Type requested) =>
        requested.IsValueType
            ? StackItem.SameVerificationType(actual, requested)
            : !actual.IsValueType && requested.IsAssignableFrom(actual);

    // ---- indirect --------------------------------------------------------------------------------------------

    /// <summary><c>ldind.*</c> (or <c>ldobj T</c>): pops a byref (or native int pointer) and pushes the
    /// value.</summary>
    /// <param name="type">The type to read.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadIndirect(Type type)
    {
        ArgumentNullException.ThrowIfNull(type);
        OpCode op = BeginTyped(s_loadIndirect, type, operands: 1);
        StackItem address = PopItem();
        if (!(address.Kind == StackKind.NativeInt
            || (address.Kind == StackKind.ByRef && ReadableAs(address.Type.GetElementType()!, type))))
            Fail($"{op.Name} expects a {TypeNames.Of(type)}& (or a pointer), found {address}");
        Push(StackItem.Of(type));
        return EmitTyped(op, type);
    }

    private enum Primitive : byte
    {
        I1, U1, I2, U2, I4, U4, I8, I, R4, R8, Ref, Struct,
    }

    /// <summary>Which typed ldelem/stelem/ldind/stind form a type uses (enums by their underlying type).</summary>
    private static Primitive Classify(Type t)
    {
        if (!t.IsValueType) return t.IsPointer ? Primitive.I : Primitive.Ref;
        if (t == typeof(nint) || t == typeof(nuint)) return Primitive.I;
        return Type.GetTypeCode(t) switch
        {
            TypeCode.SByte => Primitive.I1,
            TypeCode.Boolean or TypeCode.Byte => Primitive.U1,
            TypeCode.Int16 => Primitive.I2,
            TypeCode.Char or TypeCode.UInt16 => Primitive.U2,
            TypeCode.Int32 => Primitive.I4,
            TypeCode.UInt32 => Primitive.U4,
            TypeCode.Int64 or TypeCode.UInt64 => Primitive.I8,
            TypeCode.Single => Primitive.R4,
            TypeCode.Double => Primitive.R8,
            _ => Primitive.Struct,
        };
    }

    // The typed forms of each access, indexed by Primitive (the last one, for structs, names the type).
    private static readonly OpCode[] s_loadElement =
        [OpCodes.Ldelem_I1, OpCodes.Ldelem_U1, OpCodes.Ldelem_I2, OpCodes.Ldelem_U2,
        OpCodes.Ldelem_I4, OpCodes.Ldelem_U4, OpCodes.Ldelem_I8, OpCodes.Ldelem_I, OpCodes.Ldelem_R4, OpCodes.Ldelem_R8,
        OpCodes.Ldelem_Ref, OpCodes.Ldelem];
    private static readonly OpCode[] s_loadIndirect =
        [OpCodes.Ldind_I1, OpCodes.Ldind_U1, OpCodes.Ldind_I2, OpCodes.Ldind_U2,
        OpCodes.Ldind_I4, OpCodes.Ldind_U4, OpCodes.Ldind_I8, OpCodes.Ldind_I, OpCodes.Ldind_R4, OpCodes.Ldind_R8,
        OpCodes.Ldind_Ref, OpCodes.Ldobj];

    /// <summary>Begins an element or indirect access in the form of <paramref name="forms"/> that
    /// <paramref name="type"/> takes, with <paramref name="operands"/> values needed on the stack; only the struct
    /// forms (<c>ldelem T</c>, <c>ldobj T</c>, ...) name the type.</summary>
    private OpCode BeginTyped(OpCode[] forms, Type type, int operands)
    {
        OpCode op = forms[(int)Classify(type)];
        Begin(op, op.OperandType == OperandType.InlineNone ? null : type);
        Need(operands);
        return op;
    }

    /// <summary>Emits an access begun with <see cref="BeginTyped"/>.</summary>
    private VerifyingEmitter EmitTyped(OpCode op, Type type)
    {
        if (op.OperandType == OperandType.InlineNone) _il.Emit(op);
        else _il.Emit(op, type);
        return Done();
    }
}
