namespace Nano.Emit.Compiler;

/// <summary>
/// Serialization callbacks and conditional fields (<see cref="MessageCallbacks"/>,
/// <see cref="FieldModel.WriteCondition"/>, <see cref="FieldModel.SpecifiedSetter"/>): the model decides, the shared
/// helpers (<see cref="Callbacks"/>, <see cref="Conditions"/>) execute, and this only emits their calls. A type without
/// them gets no instruction.
/// </summary>
internal sealed partial class MessageCompiler
{
    /// <summary>The read loop's mask of the XSpecified fields that occurred (set by <see cref="EmitReadLoop"/>), or
    /// null.</summary>
    private EmitLocal? _specified;

    /// <summary>Runs a serialize callback around Measure or Write: the hierarchy's root level only, so once per
    /// instance.</summary>
    private void EmitSerializeCallback(VerifyingEmitter il, CallbackKind kind, int valueArgument)
    {
        if (_root.Model.BaseType is null)
            EmitReadCallback(il, kind, () => il.LoadArgumentAddress(valueArgument));
    }

    /// <summary>Calls <c>Callbacks.Run&lt;T&gt;(ref instance, model, kind)</c> when the type has that callback;
    /// <paramref name="loadAddress"/> pushes the instance's address.</summary>
    private void EmitReadCallback(VerifyingEmitter il, CallbackKind kind, Action loadAddress)
    {
        if (!_root.Model.Has(kind))
            return;
        loadAddress();
        il.LoadArgument(0).LoadField(ModelField).LoadConstant((int)kind)
          .Call(typeof(Callbacks).GetMethods()
              .Single(m => m.Name == nameof(Callbacks.Run) && m.IsGenericMethodDefinition).MakeGenericMethod(_type));
    }

    /// <summary>
    /// For a field with a write condition: asks it, and returns the label to mark after the field's code (skipped when
    /// the condition does not hold); null for other fields. <paramref name="loadMessage"/> pushes the message (a
    /// struct's address).
    /// </summary>
    private static EmitLabel? EmitWriteCondition(VerifyingEmitter il, Layout layout, int index, Action loadMessage)
    {
        if (layout.Fields[index].WriteCondition is null)
            return null;
        var skip = il.DefineLabel($"unless_{layout.Fields[index].Number}");
        loadMessage();
        il.LoadArgument(0).LoadField(ModelField).LoadConstant(index);
        il.Call(layout.Type.IsValueType
            ? typeof(Conditions).GetMethods().Single(m =>
                m.Name == nameof(Conditions.ShouldWrite) && m.IsGenericMethodDefinition).MakeGenericMethod(layout.Type)
            : typeof(Conditions).GetMethod(nameof(Conditions.ShouldWriteAt))!);
        il.BranchIfFalse(skip);
        return skip;
    }

    /// <summary>Once the instance holds the fields read: sets XSpecified of each field that occurred.
    /// <paramref name="loadMessage"/> pushes the instance (a struct's address).</summary>
    private void EmitMarkSpecified(VerifyingEmitter il, Action loadMessage)
    {
        if (_specified is not { } specified)
            return;
        var fields = _root.Fields;
        for (var i = 0; i < fields.Count; i++)
        {
            if (fields[i].SpecifiedSetter is null)
                continue;
            var skip = il.DefineLabel($"unspecified_{fields[i].Number}");
            il.LoadLocal(specified).LoadConstant(1L << i).And().LoadConstant(0L).BranchIfEqual(skip);
            loadMessage();
            il.LoadArgument(0).LoadField(ModelField).LoadConstant(i);
            il.Call(_levelType.IsValueType
                ? typeof(Conditions).GetMethods().Single(m => m.Name == nameof(Conditions.MarkSpecified)
                    && m.IsGenericMethodDefinition).MakeGenericMethod(_levelType)
                : typeof(Conditions).GetMethod(nameof(Conditions.MarkSpecifiedAt))!);
            il.MarkLabel(skip);
        }
    }
}
