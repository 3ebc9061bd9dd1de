namespace Nano.Emit.Compiler;

internal sealed partial class MessageCompiler
{
    /// <summary>
    /// Constructor-built types: fields are read into locals (starting from the existing instance's values when
    /// merging), then the constructor receives its arguments and the remaining settable members are set.
    /// </summary>
    private void EmitReadConstructed(VerifyingEmitter il, EmitLocal instance)
    {
        var model = _root.Model;
        var fields = model.Fields;
        var (slots, seen) = DeclareSlots(il);
        EmitStartSlots(il, slots, seen); // merging: every slot starts from the existing instance's value

        var accumulators = EmitReadLoop(il, _root, new SlotStorage(slots, seen), instance: null, isRoot: true);

        // new T(arguments...)
        var parameters = model.Constructor!.GetParameters();
        for (var p = 0; p < parameters.Length; p++)
        {
            if (model.ConstructorArguments![p] is { } argument)
            {
                il.LoadLocal(slots[IndexOf(argument)]);
                if (argument.Absent == AbsentValue.Empty)
                    il.LoadArgument(0).LoadField(ModelField).LoadConstant(IndexOf(argument))
                      .Call(typeof(AbsentValues).GetMethod(nameof(AbsentValues.Fill))!.MakeGenericMethod(argument.MemberType));
            }
            else
            {
                var type = parameters[p].ParameterType;
                var empty = il.DeclareLocal(type);
                il.LoadLocalAddress(empty).InitializeObject(type).LoadLocal(empty);
            }
        }
        il.NewObject((ConstructorInfo)model.Constructor).StoreLocal(instance);

        void LoadInstance()
        {
            if (_type.IsValueType)
                il.LoadLocalAddress(instance);
            else
                il.LoadLocal(instance);
        }

        // Members the constructor did not take: set when the payload set them, or carried over when merging.
        var merging = il.DeclareLocal(typeof(bool), "merging");
        if (_type.IsValueType)
            il.LoadConstant(false).StoreLocal(merging);
        else
            il.LoadArgument(ReadExisting).LoadNull().CompareEqual().LoadConstant(0).CompareEqual().StoreLocal(merging);
        for (var i = 0; i < fields.Count; i++)
        {
            var field = fields[i];
            if (field.ConstructorParameter >= 0)
                continue;
            if (accumulators[i] is { } pending && field.Collection is CollectionKind.Existing or CollectionKind.ExistingDictionary)
            {
                // A get-only collection: the constructor created it; add what was read.
                var none = il.DefineLabel("none");
                il.LoadLocal(pending).BranchIfFalse(none);
                LoadInstance();
                LoadMember(il, field);
                il.LoadLocal(pending).LoadConstant(GraphErrors.MemberName(field));
                var ops = field.Shape == FieldShape.Map
                    ? typeof(DictionaryOps<,>).MakeGenericType(field.Key!.Type, field.Value.Type)
                    : typeof(CollectionOps<>).MakeGenericType(field.Value.Type);
                il.Call(ops.GetMethod("AddAll")!);
                il.MarkLabel(none);
                continue;
            }
            if (field.Setter is null)
                continue;
            var set = il.DefineLabel("set");
            var skip = il.DefineLabel("skip");
            il.LoadLocal(merging).BranchIfTrue(set);
            il.LoadLocal(seen).LoadConstant(1L << i).And().LoadConstant(0L).BranchIfEqual(skip);
            il.MarkLabel(set);
            LoadInstance();
            il.LoadLocal(slots[i]);
            StoreMember(il, field);
            il.MarkLabel(skip);
        }
    }
}
