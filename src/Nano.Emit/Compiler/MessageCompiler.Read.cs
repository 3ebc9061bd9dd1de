using Nano.Buffers.Recycling;

namespace Nano.Emit.Compiler;

internal sealed partial class MessageCompiler
{
    /// <summary>Where the read loop keeps a field's value: in the instance's member, or in a local until the
    /// constructor runs.</summary>
    private abstract class Storage
    {
        /// <summary>Pushes the field's current value.</summary>
        public abstract void Load(VerifyingEmitter il, int field);

        /// <summary>Stores the value <paramref name="push"/> pushes.</summary>
        public abstract void Store(VerifyingEmitter il, int field, Action push);

        /// <summary>True when a get-only collection member can be added to while reading (the instance
        /// exists).</summary>
        public abstract bool HasInstance { get; }
    }

    /// <summary>Mutable types: the instance exists from the start; fields go straight into its members.</summary>
    private sealed class InstanceStorage(Layout layout, Action loadInstance) : Storage
    {
        public override bool HasInstance => true;

        public override void Load(VerifyingEmitter il, int field)
        {
            loadInstance();
            LoadMember(il, layout.Fields[field]);
        }

        public override void Store(VerifyingEmitter il, int field, Action push)
        {
            loadInstance();
            push();
            StoreMember(il, layout.Fields[field]);
        }
    }

    /// <summary>Constructor-built types: one local per field, and a bit per field once the payload set it.</summary>
    private sealed class SlotStorage(EmitLocal[] slots, EmitLocal seen) : Storage
    {
        public override bool HasInstance => false;

        public override void Load(VerifyingEmitter il, int field) => il.LoadLocal(slots[field]);

        public override void Store(VerifyingEmitter il, int field, Action push)
        {
            push();
            il.StoreLocal(slots[field]);
            il.LoadLocal(seen).LoadConstant(1L << field).Or().StoreLocal(seen);
        }
    }

    // ---- Read(ctx, ref ProtoReader reader, T existing) -> T

    private VerifyingEmitter EmitRead()
    {
        var il = NewMethod("Read", _type, ReaderRef, _type);
        var instance = il.DeclareLocal(_type, "instance");
        if (InHierarchy || _root.Model.UsesConstructorArguments)
        {
            EmitReadSlots(il, instance);
        }
        else
        {
            // instance = existing ?? new T()   (structs: instance = existing)
            il.LoadArgument(ReadExisting);
            if (!_type.IsValueType)
            {
                var have = il.DefineLabel("have_instance");
                il.Duplicate().BranchIfTrue(have);
                il.Pop();
                EmitNew(il, _root.Model);
                EmitSetAbsentDefaults(il, _root);
                il.MarkLabel(have);
            }
            il.StoreLocal(instance);
            // The new instance, or the one merged into (a struct's too), before any field is stored.
            EmitReadCallback(il, CallbackKind.BeforeDeserialize, () => il.LoadLocalAddress(instance));
            EmitReadLoop(il, _root, new InstanceStorage(_root, () => LoadInstance(il, instance)), instance,
                isRoot: true);
            EmitMarkSpecified(il, () => LoadInstance(il, instance));
            EmitReadCallback(il, CallbackKind.AfterDeserialize, () => il.LoadLocalAddress(instance));
        }
        il.LoadLocal(instance).Return();
        return il;
    }

    /// <summary>Pushes the instance read into, for member access: its address for structs.</summary>
    private void LoadInstance(VerifyingEmitter il, EmitLocal instance)
    {
        if (_type.IsValueType)
            il.LoadLocalAddress(instance);
        else
            il.LoadLocal(instance);
    }

    // Instances.Uninitialized<T>(): the generic overload without parameters (netstandard2.0 has no GetMethod by arity).
    private static readonly MethodInfo s_uninitialized = typeof(Nano.Serialization.Instances).GetMethods()
        .Single(m => m.Name == nameof(Nano.Serialization.Instances.Uninitialized) && m.IsGenericMethodDefinition
            && m.GetParameters().Length == 0);

    /// <summary>Pushes a new instance of a mutable class: through its parameterless constructor, or, when the model
    /// skips constructors, the shared helper that runs none. In pool mode the shared helper may hand out a recycled
    /// instance instead (<see cref="Recycling.Rent{T}"/>: null outside pool mode and for types that do not
    /// recycle).</summary>
    private static void EmitNew(VerifyingEmitter il, MessageModel model)
    {
        if (model.SkipsConstructor)
        {
            il.Call(s_uninitialized.MakeGenericMethod(model.Type));
            return;
        }
        var created = il.DefineLabel("created");
        il.LoadArgument(ReadReader).Call(s_rent.MakeGenericMethod(model.Type));
        il.Duplicate().BranchIfTrue(created);
        il.Pop();
        il.NewObject(model.Constructor!);
        il.MarkLabel(created);
    }

    // Recycling.Rent<T>(ref ProtoReader): the generic overload (the other takes a Type).
    private static readonly MethodInfo s_rent =
        typeof(Recycling).GetMethods(BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Static)
        .Single(m => m.Name == nameof(Recycling.Rent) && m.IsGenericMethodDefinition);

    /// <summary>With a new instance on the stack (left there): sets the members whose absent value is their proto2
    /// default.</summary>
    private static void EmitSetAbsentDefaults(VerifyingEmitter il, Layout layout)
    {
        for (var i = 0; i < layout.Fields.Count; i++)
        {
            if (layout.Fields[i].Absent != AbsentValue.Default)
                continue;
            il.Duplicate();
            EmitLoadAbsentDefault(il, layout, i);
            StoreMember(il, layout.Fields[i]);
        }
    }

    /// <summary>Pushes the value absent field <paramref name="index"/> takes (of the member's type), from the context's
    /// constants.</summary>
    private static void EmitLoadAbsentDefault(VerifyingEmitter il, Layout layout, int index) =>
        il.LoadArgument(0).LoadField(ConstantsField).LoadConstant(layout.Constants[index]).LoadElement(typeof(object))
          .Call(typeof(AbsentValues)
              .GetMethod(nameof(AbsentValues.Unbox))!.MakeGenericMethod(layout.Fields[index].MemberType));

    /// <summary>The locals of slot storage, one per field, and the mask of the slots the payload set
    /// (zeroed).</summary>
    private (EmitLocal[] Slots, EmitLocal Seen) DeclareSlots(VerifyingEmitter il)
    {
        var slots = _root.Fields.Select(f => il.DeclareLocal(f.MemberType, $"slot_{f.Number}")).ToArray();
        var seen = il.DeclareLocal(typeof(ulong), "seen");
        il.LoadConstant(0L).StoreLocal(seen);
        return (slots, seen);
    }

    /// <summary>
    /// Starts the slots: when merging, from the existing instance's values; for a new instance, the slots of fields
    /// whose absent value is their default start from it, marked as set so that it is stored.
    /// </summary>
    private void EmitStartSlots(VerifyingEmitter il, EmitLocal[] slots, EmitLocal seen)
    {
        var fields = _root.Fields;
        var fresh = il.DefineLabel("fresh");
        if (!_type.IsValueType)
            il.LoadArgument(ReadExisting).BranchIfFalse(fresh);
        for (var i = 0; i < fields.Count; i++)
        {
            LoadValueArgument(il, ReadExisting);
            LoadMember(il, fields[i]);
            il.StoreLocal(slots[i]);
        }
        if (_type.IsValueType || !fields.Any(f => f.Absent == AbsentValue.Default))
        {
            il.MarkLabel(fresh);
            return;
        }
        var started = il.DefineLabel("started");
        il.Branch(started);
        il.MarkLabel(fresh);
        var storage = new SlotStorage(slots, seen);
        for (var i = 0; i < fields.Count; i++)
            if (fields[i].Absent == AbsentValue.Default)
                storage.Store(il, i, () => EmitLoadAbsentDefault(il, _root, i));
        il.MarkLabel(started);
    }
}
