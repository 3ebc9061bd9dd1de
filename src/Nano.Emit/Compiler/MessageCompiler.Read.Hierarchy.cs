namespace Nano.Emit.Compiler;

internal sealed partial class MessageCompiler
{
    /// <summary>
    /// A level of an inheritance hierarchy: its fields go to locals (starting from the existing instance's values
    /// when merging) because a sub-type message may arrive after them and decide the instance's type; once the
    /// message ends, the instance is the existing one, the sub-type's, or a new one of this level, and the fields
    /// the payload set are stored into it.
    /// </summary>
    private void EmitReadLevel(VerifyingEmitter il, EmitLocal instance)
    {
        var model = _root.Model;
        var fields = model.Fields;
        var (slots, seen) = DeclareSlots(il);
        if (model.BaseType is null && model.Has(CallbackKind.BeforeDeserialize))
        {
            // The root level reads first: the instance merged into gets its before-callback before anything is taken from it.
            var none = il.DefineLabel("no_existing");
            il.LoadArgument(ReadExisting).BranchIfFalse(none);
            EmitReadCallback(il, CallbackKind.BeforeDeserialize, () => il.LoadArgumentAddress(ReadExisting));
            il.MarkLabel(none);
        }
        il.LoadArgument(ReadExisting).StoreLocal(instance);

        EmitStartSlots(il, slots, seen);

        var subTypes = model.SubTypes.Select((sub, index) => (sub.Tag, (Action<EmitLocal, EmitLabel>)((tag, unknown) =>
        {
            il.LoadLocal(tag).LoadConstant(WireFormat.MakeTag(sub.Tag, WireType.LengthDelimited)).BranchIfNotEqual(unknown);
            LoadSubTypes(il);
            il.LoadArgument(ReadReader).LoadConstant(index).LoadLocal(instance).Call(_subTypeTable!.GetMethod("Read")!).StoreLocal(instance);
        }))).ToArray();
        EmitReadLoop(il, _root, new SlotStorage(slots, seen), instance: null, isRoot: true, subTypes);

        // No sub-type and nothing to merge into: an instance of this level (which must not be abstract).
        var have = il.DefineLabel("have_instance");
        il.LoadLocal(instance).BranchIfTrue(have);
        if (_levelType.IsAbstract)
        {
            LoadSubTypes(il);
            il.LoadArgument(ReadReader).Call(_subTypeTable!.GetMethod("Abstract")!).Throw();
        }
        else
        {
            EmitNew(il, model);
            il.StoreLocal(instance);
            EmitReadCallback(il, CallbackKind.BeforeDeserialize, () => il.LoadLocalAddress(instance)); // the root's, on every level
        }
        il.MarkLabel(have);

        for (var i = 0; i < fields.Count; i++)
        {
            if (fields[i].Setter is null)
                continue; // get-only collections in hierarchies are left to the interpreted backend (see Unsupported)
            var skip = il.DefineLabel("skip");
            il.LoadLocal(seen).LoadConstant(1L << i).And().LoadConstant(0L).BranchIfEqual(skip);
            il.LoadLocal(instance).CastClass(_levelType).LoadLocal(slots[i]);
            StoreMember(il, fields[i]);
            il.MarkLabel(skip);
        }
        EmitMarkSpecified(il, () => il.LoadLocal(instance).CastClass(_levelType));
        if (model.BaseType is null) // the root level finishes last
            EmitReadCallback(il, CallbackKind.AfterDeserialize, () => il.LoadLocalAddress(instance));
    }
}
