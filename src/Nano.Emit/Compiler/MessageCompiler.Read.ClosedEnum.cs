namespace Nano.Emit.Compiler;

internal sealed partial class MessageCompiler
{
    /// <summary>
    /// A closed enum (<see cref="FieldModel.IsClosedEnum"/>): the number is read, and stored only when the model says
    /// it is declared; otherwise it goes to the unknown fields (when the type keeps them) and the member is left alone.
    /// </summary>
    private static void EmitReadClosedEnum(VerifyingEmitter il, Layout layout, int index, Storage storage,
        EmitLocal? instance)
    {
        var field = layout.Fields[index];
        var valueType = field.Value.Type;
        var value = il.DeclareLocal(valueType, "closed_enum");
        var known = il.DefineLabel("closed_known");
        var done = il.DefineLabel("closed_done");
        LoadCodecAddress(il, layout, index, field.Value);
        il.LoadArgument(ReadReader);
        PushZero(il, valueType);
        il.Call(CodecMethod(field.Value, nameof(IValueCodec<int>.Read))).StoreLocal(value);

        il.LoadLocal(value).LoadArgument(0).LoadField(ConstantsField).LoadConstant(layout.ClosedEnums[index])
            .LoadElement(typeof(object))
            .Call(typeof(ClosedEnumOps).GetMethod(nameof(ClosedEnumOps.IsDeclared))!.MakeGenericMethod(valueType))
            .BranchIfTrue(known);
        if (layout.Model.KeepsUnknownFields)
        {
            il.LoadLocalAddress(instance!).LoadLocal(value).LoadConstant(field.Number)
              .Call(typeof(ClosedEnumOps)
                  .GetMethod(nameof(ClosedEnumOps.Keep))!.MakeGenericMethod(layout.Type, valueType));
        }
        il.Branch(done);

        il.MarkLabel(known);
        storage.Store(il, index, () =>
        {
            il.LoadLocal(value);
            if (field.IsNullable)
                il.NewObject(field.MemberType.GetConstructor([valueType])!);
        });
        EmitClearOneOfSiblings(il, layout, field, storage);
        il.MarkLabel(done);
    }
}
