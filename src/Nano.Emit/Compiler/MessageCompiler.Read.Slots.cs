using Nano.Serialization.Generated;

namespace Nano.Emit.Compiler;

internal sealed partial class MessageCompiler
{
    // The shared rule of a constructor argument's empty value, which generated code calls too.
    private static readonly MethodInfo s_fillAbsent = typeof(MessageRules).GetMethod(nameof(MessageRules.FillAbsent))!;

    /// <summary>
    /// The types whose instance cannot exist while their fields arrive: the fields are read into locals, one slot per
    /// field (starting from the existing instance's values when merging); once the message ends, the instance is made
    /// and the fields the payload set are stored into it.
    /// <list type="bullet">
    /// <item>Constructor-built types: the constructor receives its arguments from the slots, the remaining settable
    /// members are set (or carried over when merging), and get-only collections it created get what was read.</item>
    /// <item>A level of an inheritance hierarchy: a sub-type message may arrive after its fields and decide the
    /// instance's type; the instance is the existing one, the sub-type's, or a new one of this level.</item>
    /// </list>
    /// </summary>
    private void EmitReadSlots(VerifyingEmitter il, EmitLocal instance)
    {
        var model = _root.Model;
        var fields = model.Fields;
        var (slots, seen) = DeclareSlots(il);
        (int Number, Action<EmitLocal, EmitLabel> Body)[]? subTypes = null;
        if (InHierarchy)
        {
            if (model.BaseType is null && model.Has(CallbackKind.BeforeDeserialize))
            {
                // The root level reads first: the instance merged into gets its before-callback before anything is
                // taken from it.
                var none = il.DefineLabel("no_existing");
                il.LoadArgument(ReadExisting).BranchIfFalse(none);
                EmitReadCallback(il, CallbackKind.BeforeDeserialize, () => il.LoadArgumentAddress(ReadExisting));
                il.MarkLabel(none);
            }
            il.LoadArgument(ReadExisting).StoreLocal(instance);
            subTypes = model.SubTypes.Select((sub, index) => (sub.Tag, (Action<EmitLocal, EmitLabel>)((tag, unknown) =>
            {
                il.LoadLocal(tag).LoadConstant(WireFormat.MakeTag(sub.Tag, WireType.LengthDelimited))
                    .BranchIfNotEqual(unknown);
                LoadSubTypes(il);
                il.LoadArgument(ReadReader).LoadConstant(index).LoadLocal(instance)
                    .Call(_subTypeTable!.GetMethod("Read")!).StoreLocal(instance);
            }))).ToArray();
        }
        EmitStartSlots(il, slots, seen);

        var accumulators =
            EmitReadLoop(il, _root, new SlotStorage(slots, seen), instance: null, isRoot: true, subTypes);

        EmitLocal? merging = null;
        Action loadInstance;
        if (InHierarchy)
        {
            EmitLevelInstance(il, instance);
            loadInstance = () => il.LoadLocal(instance).CastClass(_levelType);
        }
        else
        {
            merging = EmitConstruct(il, instance, slots);
            loadInstance = () => LoadInstance(il, instance);
        }

        // Get-only collections in hierarchies are left to the interpreted backend (see Unsupported), and a hierarchy
        // level takes no constructor arguments (the model refuses them).
        for (var i = 0; i < fields.Count; i++)
        {
            var field = fields[i];
            if (field.ConstructorParameter >= 0)
                continue;
            if (accumulators[i] is { } pending
                && field.Collection is CollectionKind.Existing or CollectionKind.ExistingDictionary)
            {
                // A get-only collection: the constructor created it; add what was read.
                var none = il.DefineLabel("none");
                il.LoadLocal(pending).BranchIfFalse(none);
                loadInstance();
                LoadMember(il, field);
                il.LoadLocal(pending).LoadConstant(GraphErrors.MemberName(field));
                var ops = field.Shape == FieldShape.Map
                    ? typeof(DictionaryOps<,>).MakeGenericType(field.Key!.Type, field.Value.Type)
                    : typeof(CollectionOps<>).MakeGenericType(field.Value.Type);
                il.Call(ops.GetMethod("AddAll")!);
                il.MarkLabel(none);
                continue;
            }
            if (field.Setter is not null)
                EmitStoreSlot(il, i, slots, seen, merging, loadInstance);
        }
        if (InHierarchy)
        {
            EmitMarkSpecified(il, loadInstance);
            if (model.BaseType is null) // the root level finishes last
                EmitReadCallback(il, CallbackKind.AfterDeserialize, () => il.LoadLocalAddress(instance));
        }
    }

    /// <summary>
    /// A constructor-built type: <c>new T(arguments...)</c> from the slots; returns the local that tells whether the
    /// read merges into an existing instance (whose values the members the constructor did not take carry over).
    /// </summary>
    private EmitLocal EmitConstruct(VerifyingEmitter il, EmitLocal instance, EmitLocal[] slots)
    {
        var model = _root.Model;
        var parameters = model.Constructor!.GetParameters();
        for (var p = 0; p < parameters.Length; p++)
        {
            if (model.ConstructorArguments![p] is { } argument)
            {
                il.LoadLocal(slots[IndexIn(_root, argument)]);
                if (argument.Absent == AbsentValue.Empty)
                    il.LoadArgument(0).LoadField(ModelField).LoadConstant(IndexIn(_root, argument))
                      .Call(s_fillAbsent.MakeGenericMethod(argument.MemberType));
            }
            else if ((_parameterDefaults?[p] ?? -1) is >= 0 and var constant)
            {
                il.LoadArgument(0).LoadField(ConstantsField).LoadConstant(constant).LoadElement(typeof(object))
                  .Call(typeof(AbsentValues).GetMethod(nameof(AbsentValues.Unbox))!
                      .MakeGenericMethod(parameters[p].ParameterType));
            }
            else
            {
                PushZero(il, parameters[p].ParameterType);
            }
        }
        il.NewObject((ConstructorInfo)model.Constructor).StoreLocal(instance);

        var merging = il.DeclareLocal(typeof(bool), "merging");
        if (_type.IsValueType)
            il.LoadConstant(false).StoreLocal(merging);
        else
            il.LoadArgument(ReadExisting).LoadNull().CompareEqual().LoadConstant(0).CompareEqual().StoreLocal(merging);
        return merging;
    }

    /// <summary>A hierarchy level with no sub-type read and nothing to merge into: an instance of this level (which
    /// must not be abstract).</summary>
    private void EmitLevelInstance(VerifyingEmitter il, EmitLocal instance)
    {
        var have = il.DefineLabel("have_instance");
        il.LoadLocal(instance).BranchIfTrue(have);
        if (_levelType.IsAbstract)
        {
            LoadSubTypes(il);
            il.LoadArgument(ReadReader).Call(_subTypeTable!.GetMethod("Abstract")!).Throw();
        }
        else
        {
            EmitNew(il, _root.Model);
            il.StoreLocal(instance);
            EmitReadCallback(il, CallbackKind.BeforeDeserialize,
                () => il.LoadLocalAddress(instance)); // the root's, on every level
        }
        il.MarkLabel(have);
    }

    /// <summary>
    /// Once the instance exists: stores slot <paramref name="index"/> into its member when the payload set it (or,
    /// when <paramref name="merging"/> holds true, in any case: it started from the existing instance's value).
    /// </summary>
    private void EmitStoreSlot(VerifyingEmitter il, int index, EmitLocal[] slots, EmitLocal seen, EmitLocal? merging,
        Action loadInstance)
    {
        var set = il.DefineLabel("set");
        var skip = il.DefineLabel("skip");
        if (merging is not null)
            il.LoadLocal(merging).BranchIfTrue(set);
        il.LoadLocal(seen).LoadConstant(1L << index).And().LoadConstant(0L).BranchIfEqual(skip);
        il.MarkLabel(set);
        loadInstance();
        il.LoadLocal(slots[index]);
        StoreMember(il, _root.Fields[index]);
        il.MarkLabel(skip);
    }
}
