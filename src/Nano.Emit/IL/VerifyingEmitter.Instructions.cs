namespace Nano.Emit.IL;

internal sealed partial class VerifyingEmitter
{
    // ---- arguments -------------------------------------------------------------------------------------------

    /// <summary><c>ldarg</c>: pushes argument <paramref name="index"/> (a byref parameter pushes the byref).</summary>
    /// <param name="index">Zero-based parameter index.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadArgument(int index)
    {
        OpCode op = index switch
        {
            0 => OpCodes.Ldarg_0,
            1 => OpCodes.Ldarg_1,
            2 => OpCodes.Ldarg_2,
            3 => OpCodes.Ldarg_3,
            <= 255 => OpCodes.Ldarg_S,
            _ => OpCodes.Ldarg
        };
        Begin(op, null, index);
        Argument(index);
        Push(_argumentItems[index]);
        EmitVariable(op, index);
        return Done();
    }

    /// <summary><c>ldarga</c>: pushes the address of argument <paramref name="index"/>.</summary>
    /// <param name="index">Zero-based parameter index.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadArgumentAddress(int index)
    {
        OpCode op = index <= 255 ? OpCodes.Ldarga_S : OpCodes.Ldarga;
        Begin(op, null, index);
        Type t = Argument(index);
        if (t.IsByRef) Fail($"argument {index} is already a byref ({TypeNames.Of(t)}); use LoadArgument");
        Push(new StackItem(StackKind.ByRef, t.MakeByRefType()));
        EmitVariable(op, index);
        return Done();
    }

    private Type Argument(int index)
    {
        if ((uint)index >= (uint)_parameterTypes.Length)
            Fail($"argument index {index} is out of range: the method has {_parameterTypes.Length} parameter(s)");
        return _parameterTypes[index];
    }

    /// <summary>Emits a ldarg/ldarga/starg/ldloc/ldloca/stloc in the form <paramref name="op"/> names.</summary>
    private void EmitVariable(OpCode op, int index)
    {
        switch (op.OperandType)
        {
            case OperandType.InlineNone: _il.Emit(op); break;
            case OperandType.ShortInlineVar: _il.Emit(op, (byte)index); break;
            default: _il.Emit(op, (short)index); break;
        }
    }

    // ---- locals ----------------------------------------------------------------------------------------------

    /// <summary>Declares a local variable (ref structs and byref locals allowed).</summary>
    /// <param name="type">The local's type.</param>
    /// <param name="name">Optional name for diagnostics.</param>
    /// <returns>The local.</returns>
    public EmitLocal DeclareLocal(Type type, string? name = null)
    {
        ArgumentNullException.ThrowIfNull(type);
        if (type == typeof(void)) throw new ArgumentException("A local cannot be of type void.", nameof(type));
        ThrowIfCompleted();
        Use(type);
        var local = new EmitLocal(this, _il.DeclareLocal(type), name);
        _locals.Add(local);
        return local;
    }

    /// <summary>
    /// The method's one scratch local of <paramref name="type"/>, declared on first use and shared by every later
    /// caller: for a value that is dead before the next caller stores into it (a stateless codec, a field's value
    /// between its load and its write). A method's own locals and its inlinees' count against the JIT's limit of
    /// 512 locals per method, past which it inlines nothing more (not even a getter); a local per field reached it in
    /// messages of about 40 fields.
    /// </summary>
    /// <param name="type">The local's type.</param>
    /// <returns>The local.</returns>
    public EmitLocal ScratchLocal(Type type)
    {
        ArgumentNullException.ThrowIfNull(type);
        if (!_scratch.TryGetValue(type, out var local))
        {
            local = DeclareLocal(type, "scratch");
            _scratch.Add(type, local);
        }
        return local;
    }

    /// <summary><c>ldloc</c>: pushes the local's value.</summary>
    /// <param name="local">The local.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadLocal(EmitLocal local)
    {
        ArgumentNullException.ThrowIfNull(local);
        OpCode op = local.Index switch
        {
            0 => OpCodes.Ldloc_0,
            1 => OpCodes.Ldloc_1,
            2 => OpCodes.Ldloc_2,
            3 => OpCodes.Ldloc_3,
            <= 255 => OpCodes.Ldloc_S,
            _ => OpCodes.Ldloc
        };
        Begin(op, local);
        CheckOwner(local);
        Push(local.Item);
        EmitVariable(op, local.Index);
        return Done();
    }

    /// <summary><c>ldloca</c>: pushes the local's address.</summary>
    /// <param name="local">The local.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadLocalAddress(EmitLocal local)
    {
        ArgumentNullException.ThrowIfNull(local);
        OpCode op = local.Index <= 255 ? OpCodes.Ldloca_S : OpCodes.Ldloca;
        Begin(op, local);
        CheckOwner(local);
        if (local.Type.IsByRef) Fail($"local {local} is already a byref; use LoadLocal");
        Push(new StackItem(StackKind.ByRef, local.ByRefType));
        EmitVariable(op, local.Index);
        return Done();
    }

    /// <summary><c>stloc</c>: pops a value into the local.</summary>
    /// <param name="local">The local.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter StoreLocal(EmitLocal local)
    {
        ArgumentNullException.ThrowIfNull(local);
        OpCode op = local.Index switch
        {
            0 => OpCodes.Stloc_0,
            1 => OpCodes.Stloc_1,
            2 => OpCodes.Stloc_2,
            3 => OpCodes.Stloc_3,
            <= 255 => OpCodes.Stloc_S,
            _ => OpCodes.Stloc
        };
        Begin(op, local);
        CheckOwner(local);
        Need(1);
        StackItem value = PopItem();
        if (!value.IsAssignableTo(local.Type)) Fail($"local {local} cannot hold {value}");
        EmitVariable(op, local.Index);
        return Done();
    }

    // ---- constants -------------------------------------------------------------------------------------------

    /// <summary><c>ldc.i4</c> (shortest form).</summary>
    /// <param name="value">The value.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadConstant(int value) => LoadInt32(value, typeof(int));

    /// <summary><c>ldc.i4</c> of the bit pattern, tracked as <c>uint</c>.</summary>
    /// <param name="value">The value.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadConstant(uint value) => LoadInt32(unchecked((int)value), typeof(uint));

    /// <summary><c>ldc.i4.0</c> / <c>ldc.i4.1</c>, tracked as <c>bool</c>.</summary>
    /// <param name="value">The value.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadConstant(bool value) => LoadInt32(value ? 1 : 0, typeof(bool));

    /// <summary><c>ldc.i8</c>.</summary>
    /// <param name="value">The value.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadConstant(long value) => LoadInt64(value, typeof(long));

    /// <summary><c>ldc.i8</c> of the bit pattern, tracked as <c>ulong</c>.</summary>
    /// <param name="value">The value.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadConstant(ulong value) => LoadInt64(unchecked((long)value), typeof(ulong));

    /// <summary><c>ldc.r4</c>.</summary>
    /// <param name="value">The value.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadConstant(float value)
    {
        Begin(OpCodes.Ldc_R4, value);
        Push(new StackItem(StackKind.Float, typeof(float)));
        _il.Emit(OpCodes.Ldc_R4, value);
        return Done();
    }

    /// <summary><c>ldc.r8</c>.</summary>
    /// <param name="value">The value.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadConstant(double value)
    {
        Begin(OpCodes.Ldc_R8, value);
        Push(new StackItem(StackKind.Float, typeof(double)));
        _il.Emit(OpCodes.Ldc_R8, value);
        return Done();
    }

    /// <summary><c>ldstr</c>, or <c>ldnull</c> when <paramref name="value"/> is null.</summary>
    /// <param name="value">The string.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadConstant(string? value)
    {
        if (value is null) return LoadNull();
        Begin(OpCodes.Ldstr, value);
        Push(new StackItem(StackKind.ObjRef, typeof(string)));
        _il.Emit(OpCodes.Ldstr, value);
        return Done();
    }

    /// <summary><c>ldnull</c>: a null reference, assignable to any reference type.</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadNull()
    {
        Begin(OpCodes.Ldnull);
        Push(StackItem.Null);
        _il.Emit(OpCodes.Ldnull);
        return Done();
    }

    private VerifyingEmitter LoadInt32(int value, Type declared)
    {
        OpCode op = value switch
        {
            -1 => OpCodes.Ldc_I4_M1,
            0 => OpCodes.Ldc_I4_0,
            1 => OpCodes.Ldc_I4_1,
            2 => OpCodes.Ldc_I4_2,
            3 => OpCodes.Ldc_I4_3,
            4 => OpCodes.Ldc_I4_4,
            5 => OpCodes.Ldc_I4_5,
            6 => OpCodes.Ldc_I4_6,
            7 => OpCodes.Ldc_I4_7,
            8 => OpCodes.Ldc_I4_8,
            >= sbyte.MinValue and <= sbyte.MaxValue => OpCodes.Ldc_I4_S,
            _ => OpCodes.Ldc_I4,
        };
        Begin(op, null, value);
        Push(new StackItem(StackKind.Int32, declared));
        if (op.OperandType == OperandType.InlineNone) _il.Emit(op);
        else if (op.OperandType == OperandType.ShortInlineI) _il.Emit(op, (sbyte)value);
        else _il.Emit(op, value);
        return Done();
    }

    private VerifyingEmitter LoadInt64(long value, Type declared)
    {
        Begin(OpCodes.Ldc_I8, null, value);
        Push(new StackItem(StackKind.Int64, declared));
        _il.Emit(OpCodes.Ldc_I8, value);
        return Done();
    }

    // ---- fields ----------------------------------------------------------------------------------------------

    /// <summary><c>ldfld</c> / <c>ldsfld</c>. For an instance field, pops the object: a reference for a class, a byref
    /// (or the value itself) for a struct.</summary>
    /// <param name="field">The field (private and init-only fields work with skipVisibility).</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter LoadField(FieldInfo field)
    {
        OpCode op = BeginField(field, OpCodes.Ldfld, OpCodes.Ldsfld);
        if (!field.IsStatic)
        {
            Need(1);
            PopFieldOwner(field, byValueAllowed: true);
        }
        Push(StackItem.Of(field.FieldType));
        _il.Emit(op, field);
        return Done();
    }

    /// <summary><c>stfld</c> / <c>stsfld</c>: pops the value (and, for an instance field, the object beneath
    /// it).</summary>
    /// <param name="field">The field (readonly/init-only fields are writable with skipVisibility).</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter StoreField(FieldInfo field)
    {
        OpCode op = BeginField(field, OpCodes.Stfld, OpCodes.Stsfld);
        Need(field.IsStatic ? 1 : 2);
        StackItem value = PopItem();
        if (!value.IsAssignableTo(field.FieldType))
            Fail($"field {field.Name} of type {TypeNames.Of(field.FieldType)} cannot hold {value}");
        if (!field.IsStatic) PopFieldOwner(field, byValueAllowed: false);
        _il.Emit(op, field);
        return Done();
    }

    /// <summary>Begins a field instruction (the static form for a static field) and checks that the field has
    /// storage.</summary>
    private OpCode BeginField(FieldInfo field, OpCode instance, OpCode @static)
    {
        ArgumentNullException.ThrowIfNull(field);
        OpCode op = field.IsStatic ? @static : instance;
        Begin(op, field);
        if (field.IsLiteral) Fail($"const field {field.Name} has no storage; use LoadConstant");
        if (field.DeclaringType is { ContainsGenericParameters: true })
            Fail($"field {field.Name} belongs to an open generic type");
        return op;
    }

    private void PopFieldOwner(FieldInfo field, bool byValueAllowed)
    {
        Type owner = field.DeclaringType!;
        StackItem obj = PopItem();
        bool ok = owner.IsValueType
            ? (obj.Kind == StackKind.ByRef && StackItem.SameVerificationType(obj.Type.GetElementType()!, owner))
              || (byValueAllowed && obj.Kind == StackKind.ValueType && obj.Type == owner)
            : obj.IsAssignableTo(owner);
        if (!ok)
        {
            string expected = owner.IsValueType
                ? TypeNames.Of(owner) + "&" + (byValueAllowed ? " (or a " + TypeNames.Of(owner) + " value)" : "")
                : "a " + TypeNames.Of(owner) + " reference";
            Fail($"the object for field {field.Name} must be {expected}, found {obj}");
        }
    }

    // ---- calls -----------------------------------------------------------------------------------------------

    // No method here ever emits the `tail.` prefix. Sigil adds `tail.` to a call directly followed by `ret`
    // (unless a byref is passed), and that stops the JIT from inlining the callee into the DynamicMethod;
    // Nano's emitted code relies on small AggressiveInlining helpers being inlined.

    /// <summary><c>call</c>: pops the arguments (and <c>this</c>: a byref for a value type's method, a reference
    /// otherwise) and pushes the return value. Never prefixed with <c>tail.</c>.</summary>
    /// <param name="method">A closed, non-abstract method.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Call(MethodInfo method)
    {
        ArgumentNullException.ThrowIfNull(method);
        Begin(OpCodes.Call, method);
        if (method.IsAbstract) Fail($"call cannot target the abstract method {method.Name}; use CallVirtual");
        PopCall(method, constrained: null);
        return EmitCall(OpCodes.Call, method, method.ReturnType);
    }

    /// <summary><c>call</c> of an instance constructor on an existing object: a byref for a struct (initialise in
    /// place), or a reference (a base-constructor call).</summary>
    /// <param name="constructor">The constructor.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Call(ConstructorInfo constructor)
    {
        ArgumentNullException.ThrowIfNull(constructor);
        Begin(OpCodes.Call, constructor);
        if (constructor.IsStatic) Fail("a type initializer cannot be called");
        PopCall(constructor, constrained: null);
        return EmitCall(OpCodes.Call, constructor, typeof(void));
    }

    /// <summary><c>callvirt</c>, optionally with a <c>constrained.</c> prefix. Without it, <c>this</c> must be a
    /// reference; with it, <c>this</c> must be a byref to <paramref name="constrained"/> (any type, value types
    /// and ref structs included), which is how generic or value-type receivers call virtual/interface methods.
    /// Never prefixed with <c>tail.</c>.</summary>
    /// <param name="method">An instance method.</param>
    /// <param name="constrained">The receiver's type for <c>constrained.</c>, or null.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter CallVirtual(MethodInfo method, Type? constrained = null)
    {
        ArgumentNullException.ThrowIfNull(method);
        Begin(OpCodes.Callvirt, method);
        if (method.IsStatic) Fail($"callvirt cannot call the static method {method.Name}; use Call");
        if (constrained is not null)
        {
            if (!method.DeclaringType!.IsAssignableFrom(constrained))
                Fail($"constrained. {TypeNames.Of(constrained)}: the type does not have "
                    + $"{TypeNames.Of(method.DeclaringType)}'s method {method.Name}");
        }
        else if (method.DeclaringType!.IsValueType)
        {
            Fail($"callvirt on a method of value type {TypeNames.Of(method.DeclaringType)} needs constrained: "
                + $"typeof({TypeNames.Of(method.DeclaringType)}), or use Call");
        }
        PopCall(method, constrained);
        if (constrained is not null)
        {
            // The prefix is its own instruction in the stream; log it as one so the listing matches the IL.
            int offset = _opOffset;
            Use(constrained);
            _il.Emit(OpCodes.Constrained, constrained);
            Log(new Entry(_count++, offset, OpCodes.Constrained, constrained, 0, _before, true, null));
            _opOffset = _il.ILOffset;
        }
        return EmitCall(OpCodes.Callvirt, method, method.ReturnType);
    }

    /// <summary><c>newobj</c>: pops the constructor's arguments and pushes the new object (or struct value).</summary>
    /// <param name="constructor">The constructor (private ones work with skipVisibility).</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter NewObject(ConstructorInfo constructor)
    {
        ArgumentNullException.ThrowIfNull(constructor);
        Begin(OpCodes.Newobj, constructor);
        Type type = constructor.DeclaringType!;
        if (constructor.IsStatic) Fail("newobj cannot use a type initializer");
        if (type.IsAbstract) Fail($"cannot create an instance of abstract type {TypeNames.Of(type)}");
        ParameterInfo[] ps = constructor.GetParameters();
        Need(ps.Length);
        PopArguments(constructor, ps);
        return EmitCall(OpCodes.Newobj, constructor, type);
    }

    /// <summary>Ends a call whose operands were checked and popped: pushes what it returns (nothing for void), emits it
    /// and records the callee.</summary>
    private VerifyingEmitter EmitCall(OpCode op, MethodBase method, Type result)
    {
        Push(result);
        if (method is ConstructorInfo constructor) _il.Emit(op, constructor);
        else _il.Emit(op, (MethodInfo)method);
        NoteCallee(method);
        return Done();
    }

    private void PopCall(MethodBase method, Type? constrained)
    {
        if (method.ContainsGenericParameters)
            Fail($"{method.Name} is an open generic method; close it with MakeGenericMethod/MakeGenericType");
        if ((method.CallingConvention & CallingConventions.VarArgs) != 0) Fail("varargs methods are not supported");
        ParameterInfo[] ps = method.GetParameters();
        bool hasThis = !method.IsStatic;
        int depth = StackNode.DepthOf(_stack);
        int needed = ps.Length + (hasThis ? 1 : 0);
        if (depth < needed)
            Fail($"stack underflow: the call needs {needed} value(s) ({ps.Length} argument(s)"
                + $"{(hasThis ? " + this" : "")}), but the stack holds {depth}");
        PopArguments(method, ps);
        if (!hasThis) return;

        Type owner = method.DeclaringType!;
        StackItem self = PopItem();
        Type? byRefTo = constrained ?? (owner.IsValueType ? owner : null);
        if (byRefTo is not null)
        {
            if (self.Kind != StackKind.ByRef || !StackItem.SameVerificationType(self.Type.GetElementType()!, byRefTo))
            {
                Fail($"the receiver ('this') must be a {TypeNames.Of(byRefTo)}& " +
                     $"({(constrained is null
                         ? "a value type's instance method takes its receiver by reference"
                         : "constrained. takes the receiver by reference")}: " +
                     $"use LoadLocalAddress/LoadArgumentAddress), found {self}");
            }
        }
        else if (!self.IsAssignableTo(owner))
        {
            Fail($"the receiver ('this') must be a {TypeNames.Of(owner)} reference, found {self}");
        }
    }

    private void PopArguments(MethodBase method, ParameterInfo[] ps)
    {
        for (int i = ps.Length - 1; i >= 0; i--)
        {
            StackItem arg = PopItem();
            Type expected = ps[i].ParameterType;
            if (!arg.IsAssignableTo(expected))
                Fail($"argument {i + 1} '{ps[i].Name}' of {method.Name} expects {TypeNames.Of(expected)}, found {arg}");
        }
    }

    private void Push(Type type)
    {
        if (type != typeof(void)) Push(StackItem.Of(type));
    }

    // ---- objects ---------------------------------------------------------------------------------------------

    /// <summary><c>initobj</c>: pops a byref to <paramref name="type"/> and zero-initialises the location.</summary>
    /// <param name="type">The type of the location.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter InitializeObject(Type type)
    {
        ArgumentNullException.ThrowIfNull(type);
        Begin(OpCodes.Initobj, type);
        Need(1);
        StackItem address = PopItem();
        if (address.Kind != StackKind.ByRef || !StackItem.SameVerificationType(address.Type.GetElementType()!, type))
            Fail($"initobj expects a {TypeNames.Of(type)}&, found {address}");
        _il.Emit(OpCodes.Initobj, type);
        return Done();
    }

    /// <summary><c>box</c>: pops a value of value type <paramref name="type"/> and pushes a reference.</summary>
    /// <param name="type">A value type that is not a ref struct.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Box(Type type)
    {
        ArgumentNullException.ThrowIfNull(type);
        Begin(OpCodes.Box, type);
        if (!type.IsValueType) Fail($"box expects a value type; {TypeNames.Of(type)} is a reference type");
        if (type.IsByRefLike) Fail($"ref struct {TypeNames.Of(type)} cannot be boxed");
        Need(1);
        StackItem value = PopItem();
        if (!value.IsAssignableTo(type))
            Fail($"box {TypeNames.Of(type)} expects a {TypeNames.Of(type)} value, found {value}");
        // Boxing a Nullable<T> yields a boxed T (or null).
        Push(new StackItem(StackKind.ObjRef, Nullable.GetUnderlyingType(type) ?? type));
        _il.Emit(OpCodes.Box, type);
        return Done();
    }

    /// <summary><c>castclass</c>: pops an object reference and pushes it typed as <paramref name="type"/>.</summary>
    /// <param name="type">The target type.</param>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter CastClass(Type type) =>
        ObjectConversion(OpCodes.Castclass, type, new StackItem(StackKind.ObjRef, type));

    private VerifyingEmitter ObjectConversion(OpCode op, Type type, StackItem result)
    {
        ArgumentNullException.ThrowIfNull(type);
        Begin(op, type);
        if (type.IsByRefLike || type.IsByRef || type.IsPointer) Fail($"{op.Name} cannot target {TypeNames.Of(type)}");
        Need(1);
        StackItem obj = PopItem();
        if (!obj.IsObjectLike) Fail($"{op.Name} expects an object reference, found {obj}");
        Push(result);
        _il.Emit(op, type);
        return Done();
    }

    // ---- stack -----------------------------------------------------------------------------------------------

    /// <summary><c>dup</c>.</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Duplicate()
    {
        Begin(OpCodes.Dup);
        Need(1);
        Push(_stack!.Item);
        _il.Emit(OpCodes.Dup);
        return Done();
    }

    /// <summary><c>pop</c>.</summary>
    /// <returns>This emitter.</returns>
    public VerifyingEmitter Pop()
    {
        Begin(OpCodes.Pop);
        Need(1);
        _stack = _stack!.Next;
        _il.Emit(OpCodes.Pop);
        return Done();
    }
}
