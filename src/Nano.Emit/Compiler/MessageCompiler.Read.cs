using System.Collections.Immutable;
using System.Reflection;
using Nano.Emit.IL;
using Nano.Emit.Runtime;
using Nano.Model;
using Nano.Wire;

namespace Nano.Emit.Compiler;

internal sealed partial class MessageCompiler
{
    /// <summary>Where the read loop keeps a field's value: in the instance's member, or in a local until the constructor runs.</summary>
    private abstract class Storage
    {
        /// <summary>Pushes the field's current value.</summary>
        public abstract void Load(VerifyingEmitter il, int field);

        /// <summary>Stores the value <paramref name="push"/> pushes.</summary>
        public abstract void Store(VerifyingEmitter il, int field, Action push);

        /// <summary>True when a get-only collection member can be added to while reading (the instance exists).</summary>
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
        if (InHierarchy)
        {
            EmitReadLevel(il, instance);
        }
        else if (_root.Model.UsesConstructorArguments)
        {
            EmitReadConstructed(il, instance);
        }
        else
        {
            // instance = existing ?? new T()   (structs: instance = existing)
            il.LoadArgument(ReadExisting);
            if (!_type.IsValueType)
            {
                var have = il.DefineLabel("have_instance");
                il.Duplicate().BranchIfTrue(have);
                il.Pop().NewObject(_root.Model.Constructor!);
                il.MarkLabel(have);
            }
            il.StoreLocal(instance);
            void LoadInstance()
            {
                if (_type.IsValueType)
                    il.LoadLocalAddress(instance);
                else
                    il.LoadLocal(instance);
            }
            EmitReadLoop(il, _root, new InstanceStorage(_root, LoadInstance), instance, isRoot: true);
        }
        il.LoadLocal(instance).Return();
        return il;
    }

    /// <summary>
    /// Constructor-built types: fields are read into locals (starting from the existing instance's values when
    /// merging), then the constructor receives its arguments and the remaining settable members are set.
    /// </summary>
    private void EmitReadConstructed(VerifyingEmitter il, EmitLocal instance)
    {
        var model = _root.Model;
        var fields = model.Fields;
        var slots = fields.Select(f => il.DeclareLocal(f.MemberType, $"slot_{f.Number}")).ToArray();
        var seen = il.DeclareLocal(typeof(ulong), "seen");
        il.LoadConstant(0L).StoreLocal(seen);

        // Merging: every slot starts from the existing instance's value.
        var fresh = il.DefineLabel("fresh");
        if (!_type.IsValueType)
            il.LoadArgument(ReadExisting).BranchIfFalse(fresh);
        for (var i = 0; i < fields.Count; i++)
        {
            LoadValueArgument(il, ReadExisting);
            LoadMember(il, fields[i]);
            il.StoreLocal(slots[i]);
        }
        il.MarkLabel(fresh);

        var accumulators = EmitReadLoop(il, _root, new SlotStorage(slots, seen), instance: null, isRoot: true);

        // new T(arguments...)
        var parameters = model.Constructor!.GetParameters();
        for (var p = 0; p < parameters.Length; p++)
        {
            if (model.ConstructorArguments![p] is { } argument)
            {
                il.LoadLocal(slots[IndexOf(argument)]);
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
                il.LoadLocal(pending);
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
        var slots = fields.Select(f => il.DeclareLocal(f.MemberType, $"slot_{f.Number}")).ToArray();
        var seen = il.DeclareLocal(typeof(ulong), "seen");
        il.LoadConstant(0L).StoreLocal(seen);
        il.LoadArgument(ReadExisting).StoreLocal(instance);

        var fresh = il.DefineLabel("fresh");
        il.LoadArgument(ReadExisting).BranchIfFalse(fresh);
        for (var i = 0; i < fields.Count; i++)
        {
            LoadValueArgument(il, ReadExisting);
            LoadMember(il, fields[i]);
            il.StoreLocal(slots[i]);
        }
        il.MarkLabel(fresh);

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
            il.NewObject(model.Constructor!).StoreLocal(instance);
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
    }

    private int IndexOf(FieldModel field)
    {
        for (var i = 0; i < _root.Fields.Count; i++)
            if (_root.Fields[i] == field)
                return i;
        throw new InvalidOperationException($"{field.Name} is not a field of {_type.FullName}.");
    }

    /// <summary>
    /// The read loop of one message: tags until the end of the message, each dispatched to its field; then arrays
    /// and immutable collections are finished and required fields checked. Returns the accumulators of collections
    /// that are finished after construction (get-only collections of constructor-built types).
    /// </summary>
    private EmitLocal?[] EmitReadLoop(VerifyingEmitter il, Layout layout, Storage storage, EmitLocal? instance, bool isRoot,
        (int Number, Action<EmitLocal, EmitLabel> Body)[]? extra = null)
    {
        var fields = layout.Fields;
        var model = layout.Model;
        var tag = il.DeclareLocal(typeof(uint), "tag");
        var required = model.RequiredFields.Count > 0 ? il.DeclareLocal(typeof(ulong), "required") : null;
        var accumulators = new EmitLocal?[fields.Count];
        if (required is not null)
            il.LoadConstant(0L).StoreLocal(required);

        var loop = il.DefineLabel("loop");
        var end = il.DefineLabel("end");
        var unknown = il.DefineLabel("unknown");
        var labels = fields.Select(f => il.DefineLabel($"field_{f.Number}")).ToArray();

        var extraLabels = (extra ?? []).Select(e => il.DefineLabel($"field_{e.Number}")).ToArray();
        var targets = fields.Select((f, i) => (f.Number, labels[i]))
            .Concat((extra ?? []).Select((e, i) => (e.Number, extraLabels[i])))
            .OrderBy(t => t.Number).ToArray();

        il.MarkLabel(loop);
        il.LoadArgument(ReadReader).Call(ReadTag).StoreLocal(tag);
        il.LoadLocal(tag).BranchIfFalse(end);
        EmitDispatch(il, tag, targets, unknown);

        for (var e = 0; e < extraLabels.Length; e++)
        {
            il.MarkLabel(extraLabels[e]);
            extra![e].Body(tag, unknown);
            il.Branch(loop);
        }

        for (var i = 0; i < fields.Count; i++)
        {
            il.MarkLabel(labels[i]);
            var field = fields[i];
            if (layout.Inline[i] is { } leaf)
                accumulators[i] = EmitReadInlined(il, layout, i, leaf, tag, unknown, storage);
            else if (field.Shape == FieldShape.Single)
                EmitReadSingle(il, layout, i, tag, unknown, storage);
            else if (field.Shape == FieldShape.Repeated)
                accumulators[i] = EmitReadRepeated(il, layout, i, unknown, storage);
            else
                accumulators[i] = EmitReadMap(il, layout, i, unknown, storage);
            if (field.RequiredIndex >= 0)
                il.LoadLocal(required!).LoadConstant(1L << field.RequiredIndex).Or().StoreLocal(required!);
            // Guess the next tag (the same field again for repeated ones, else the next field) and skip the dispatch
            // when right; TryReadTag consumes nothing when wrong, and the loop reads the tag as usual.
            var guess = field.Shape != FieldShape.Single && !field.IsPacked ? i : i + 1;
            if (guess < fields.Count && ExpectedTag(layout, guess) is { } next)
            {
                il.LoadArgument(ReadReader).LoadConstant(next).Call(TryReadTag).BranchIfFalse(loop);
                il.LoadConstant(next).StoreLocal(tag).Branch(labels[guess]);
            }
            else
            {
                il.Branch(loop);
            }
        }

        il.MarkLabel(unknown);
        if (model.KeepsUnknownFields)
            il.LoadArgument(ReadReader).LoadLocalAddress(instance!).Call(typeof(MessageOps).GetMethod(nameof(MessageOps.KeepUnknown))!.MakeGenericMethod(layout.Type));
        else
            il.LoadArgument(ReadReader).Call(SkipField);
        il.Branch(loop);

        il.MarkLabel(end);
        for (var i = 0; i < fields.Count; i++)
            if (accumulators[i] is { } accumulator && fields[i].Collection is not (CollectionKind.Existing or CollectionKind.ExistingDictionary))
                EmitFinishAccumulator(il, layout, i, accumulator, storage);

        if (required is not null)
        {
            // Required fields are checked unless merging into an existing object (as the interpreted backend does).
            var ok = il.DefineLabel("required_ok");
            if (isRoot && !layout.Type.IsValueType)
                il.LoadArgument(ReadExisting).BranchIfTrue(ok);
            var mask = model.RequiredFields.Aggregate(0UL, (m, f) => m | 1UL << f.RequiredIndex);
            il.LoadLocal(required).LoadConstant(mask).And().LoadConstant(mask).BranchIfEqual(ok);
            il.LoadArgument(ReadReader).LoadArgument(0).LoadField(ModelField).LoadLocal(required)
              .Call(typeof(MessageOps).GetMethod(nameof(MessageOps.MissingRequired))!).Throw();
            il.MarkLabel(ok);
        }
        return accumulators;
    }

    /// <summary>The tag a field usually arrives with (packed for packed fields), or null for groups, which are not guessed.</summary>
    private static uint? ExpectedTag(Layout layout, int index)
    {
        var field = layout.Fields[index];
        var wireType = layout.Inline[index] is not null || field.Shape == FieldShape.Map || field.IsPacked ? WireType.LengthDelimited : field.Value.WireType;
        return wireType == WireType.StartGroup ? null : WireFormat.MakeTag(field.Number, wireType);
    }

    /// <summary>Jumps to the target whose field number the tag carries, or to <paramref name="unknown"/>. Targets are sorted by number.</summary>
    private static void EmitDispatch(VerifyingEmitter il, EmitLocal tag, (int Number, EmitLabel Label)[] targets, EmitLabel unknown)
    {
        if (targets.Length == 0)
        {
            il.Branch(unknown);
            return;
        }
        var number = il.DeclareLocal(typeof(int), "field_number");
        il.LoadLocal(tag).LoadConstant(3).UnsignedShiftRight().StoreLocal(number);
        var min = targets[0].Number;
        var max = targets[^1].Number;
        if (max - min < 2 * targets.Length + 8)
        {
            // Dense numbers: one jump table indexed by (number - min); gaps and out-of-range go to unknown.
            var table = new EmitLabel[max - min + 1];
            Array.Fill(table, unknown);
            foreach (var (n, label) in targets)
                table[n - min] = label;
            il.LoadLocal(number).LoadConstant(min).Subtract().Switch(table);
            il.Branch(unknown);
            return;
        }
        EmitBinarySearch(il, number, targets, 0, targets.Length - 1, unknown);
    }

    private static void EmitBinarySearch(VerifyingEmitter il, EmitLocal number, (int Number, EmitLabel Label)[] targets, int lo, int hi, EmitLabel unknown)
    {
        if (hi - lo < 4)
        {
            for (var i = lo; i <= hi; i++)
                il.LoadLocal(number).LoadConstant(targets[i].Number).BranchIfEqual(targets[i].Label);
            il.Branch(unknown);
            return;
        }
        var mid = (lo + hi) / 2;
        var upper = il.DefineLabel($"above_{targets[mid].Number}");
        il.LoadLocal(number).LoadConstant(targets[mid].Number).BranchIfGreater(upper);
        EmitBinarySearch(il, number, targets, lo, mid, unknown);
        il.MarkLabel(upper);
        EmitBinarySearch(il, number, targets, mid + 1, hi, unknown);
    }

    private static void EmitReadSingle(VerifyingEmitter il, Layout layout, int index, EmitLocal tag, EmitLabel unknown, Storage storage)
    {
        var field = layout.Fields[index];
        var valueType = field.Value.Type;
        // A known number with another wire type is treated as an unknown field, as Google.Protobuf does.
        il.LoadLocal(tag).LoadConstant(field.Tag).BranchIfNotEqual(unknown);

        if (field.IsNullable && field.Value.WellKnown is WellKnownKind.DateTime or WellKnownKind.DateTimeOffset)
        {
            // Explicit presence: merge into the value read so far, DateTime.MinValue included.
            storage.Store(il, index, () =>
            {
                il.LoadArgument(ReadReader);
                storage.Load(il, index);
                il.Call(typeof(TimestampOps).GetMethod(nameof(TimestampOps.Merge), [ReaderRef, field.MemberType])!);
            });
            EmitClearOneOfSiblings(il, layout, field, storage);
            return;
        }
        storage.Store(il, index, () =>
        {
            LoadCodecAddress(il, layout, index, field.Value);
            il.LoadArgument(ReadReader);
            // The value to merge into: the current one for messages and well-known types; the zero value otherwise.
            if (field.Value.Message is not null || field.Value.WellKnown is WellKnownKind.DateTime or WellKnownKind.DateTimeOffset or WellKnownKind.TimeSpan)
            {
                storage.Load(il, index);
                if (field.IsNullable)
                {
                    var temp = il.DeclareLocal(field.MemberType);
                    il.StoreLocal(temp).LoadLocalAddress(temp).Call(field.MemberType.GetMethod("GetValueOrDefault", Type.EmptyTypes)!);
                }
            }
            else
            {
                var zero = il.DeclareLocal(valueType);
                il.LoadLocalAddress(zero).InitializeObject(valueType).LoadLocal(zero);
            }
            il.Call(CodecMethod(field.Value, nameof(IValueCodec<int>.Read)));
            if (field.IsNullable)
                il.NewObject(field.MemberType.GetConstructor([valueType])!);
        });

        EmitClearOneOfSiblings(il, layout, field, storage);
    }

    /// <summary>Reading a member of a oneof clears the others.</summary>
    private static void EmitClearOneOfSiblings(VerifyingEmitter il, Layout layout, FieldModel field, Storage storage)
    {
        if (field.OneOfIndex < 0)
            return;
        for (var s = 0; s < layout.Fields.Count; s++)
        {
            var sibling = layout.Fields[s];
            if (sibling == field || sibling.OneOfIndex != field.OneOfIndex)
                continue;
            storage.Store(il, s, () =>
            {
                var empty = il.DeclareLocal(sibling.MemberType);
                il.LoadLocalAddress(empty).InitializeObject(sibling.MemberType).LoadLocal(empty);
            });
        }
    }

    /// <summary>Reads an inlined leaf message: its own loop between the length-delimited bounds, no delegate call.</summary>
    private EmitLocal? EmitReadInlined(VerifyingEmitter il, Layout layout, int index, Layout leaf, EmitLocal tag, EmitLabel unknown, Storage storage)
    {
        var field = layout.Fields[index];
        var element = field.Value.Type;
        var listType = typeof(List<>).MakeGenericType(element);
        il.LoadLocal(tag).LoadConstant(WireFormat.MakeTag(field.Number, WireType.LengthDelimited)).BranchIfNotEqual(unknown);

        var item = il.DeclareLocal(element, "item");
        EmitLocal? accumulator = null;
        EmitLocal? list = null;
        if (field.Shape == FieldShape.Single)
        {
            // Merge into the current value, or a new one.
            var have = il.DefineLabel("have_item");
            storage.Load(il, index);
            il.StoreLocal(item).LoadLocal(item).BranchIfTrue(have);
            il.NewObject(leaf.Model.Constructor!).StoreLocal(item);
            il.MarkLabel(have);
        }
        else
        {
            if (field.MemberType == listType)
                list = EnsureList(il, index, field, storage);
            else
                accumulator = EnsureAccumulator(il, listType, field);
            il.NewObject(leaf.Model.Constructor!).StoreLocal(item);
        }

        var token = il.DeclareLocal(typeof(SubMessageToken));
        il.LoadArgument(ReadReader).Call(BeginLengthDelimited).StoreLocal(token);
        EmitReadLoop(il, leaf, new InstanceStorage(leaf, () => il.LoadLocal(item)), item, isRoot: false);
        il.LoadArgument(ReadReader).LoadLocal(token).Call(EndLengthDelimited);

        if (field.Shape == FieldShape.Single)
        {
            storage.Store(il, index, () => il.LoadLocal(item));
            EmitClearOneOfSiblings(il, layout, field, storage);
        }
        else
            il.LoadLocal(list ?? accumulator!).LoadLocal(item).Call(listType.GetMethod("Add")!);
        return accumulator;
    }

    /// <summary>list = field ?? (field = new List&lt;T&gt;())</summary>
    private static EmitLocal EnsureList(VerifyingEmitter il, int index, FieldModel field, Storage storage)
    {
        var listType = field.MemberType;
        var list = il.DeclareLocal(listType);
        var have = il.DefineLabel("have_list");
        storage.Load(il, index);
        il.StoreLocal(list).LoadLocal(list).BranchIfTrue(have);
        il.NewObject(listType.GetConstructor(Type.EmptyTypes)!).StoreLocal(list);
        storage.Store(il, index, () => il.LoadLocal(list));
        il.MarkLabel(have);
        return list;
    }

    /// <summary>A list gathering a collection's items until the message ends (created at the first item).</summary>
    private static EmitLocal EnsureAccumulator(VerifyingEmitter il, Type listType, FieldModel field)
    {
        var accumulator = il.DeclareLocal(listType, $"acc_{field.Number}");
        var have = il.DefineLabel("have_acc");
        il.LoadLocal(accumulator).BranchIfTrue(have);
        il.NewObject(listType.GetConstructor(Type.EmptyTypes)!).StoreLocal(accumulator);
        il.MarkLabel(have);
        return accumulator;
    }

    private static EmitLocal? EmitReadRepeated(VerifyingEmitter il, Layout layout, int index, EmitLabel unknown, Storage storage)
    {
        var field = layout.Fields[index];
        var element = field.Value.Type;
        var codec = CodecSelector.CodecType(field.Value)!;
        var listType = typeof(List<>).MakeGenericType(element);
        var collectionType = typeof(ICollection<>).MakeGenericType(element);
        var ops = typeof(CollectionOps<>).MakeGenericType(element);
        EmitLocal? accumulator = null;
        EmitLocal target;

        switch (field.Collection)
        {
            case CollectionKind.List when field.MemberType == listType:
                target = EnsureList(il, index, field, storage);
                break;
            case CollectionKind.List:
                // collection = Appendable(field); field = collection
                target = il.DeclareLocal(collectionType);
                storage.Load(il, index);
                il.Call(ops.GetMethod(nameof(CollectionOps<int>.Appendable))!.MakeGenericMethod(field.ConcreteCollectionType!)).StoreLocal(target);
                storage.Store(il, index, () => il.LoadLocal(target).CastClass(field.MemberType));
                break;
            case CollectionKind.Existing when storage.HasInstance:
                target = il.DeclareLocal(collectionType);
                storage.Load(il, index);
                il.LoadConstant($"{layout.Type.FullName}.{field.Member.Name}").Call(ops.GetMethod(nameof(CollectionOps<int>.Existing))!).StoreLocal(target);
                break;
            default:
                // Arrays, immutable collections (and get-only collections before construction): gather, finish later.
                accumulator = EnsureAccumulator(il, listType, field);
                target = accumulator;
                break;
        }

        il.LoadArgument(ReadReader).LoadLocal(target);
        LoadCodec(il, layout, index, field.Value);
        il.Call(RepeatedHelper(field).GetMethod("Read", [ReaderRef, target.Type, codec])!).BranchIfFalse(unknown);
        return accumulator;
    }

    private static EmitLocal? EmitReadMap(VerifyingEmitter il, Layout layout, int index, EmitLabel unknown, Storage storage)
    {
        var field = layout.Fields[index];
        var keyType = field.Key!.Type;
        var valueType = field.Value.Type;
        var dictionaryType = typeof(Dictionary<,>).MakeGenericType(keyType, valueType);
        var interfaceType = typeof(IDictionary<,>).MakeGenericType(keyType, valueType);
        var ops = typeof(DictionaryOps<,>).MakeGenericType(keyType, valueType);
        EmitLocal? accumulator = null;
        var target = il.DeclareLocal(interfaceType);

        switch (field.Collection)
        {
            case CollectionKind.Dictionary when field.MemberType == dictionaryType:
            {
                var have = il.DefineLabel("have_map");
                storage.Load(il, index);
                il.StoreLocal(target).LoadLocal(target).BranchIfTrue(have);
                il.NewObject(dictionaryType.GetConstructor(Type.EmptyTypes)!).StoreLocal(target);
                storage.Store(il, index, () => il.LoadLocal(target).CastClass(dictionaryType));
                il.MarkLabel(have);
                break;
            }
            case CollectionKind.Dictionary:
                storage.Load(il, index);
                il.Call(ops.GetMethod(nameof(DictionaryOps<int, int>.Appendable))!.MakeGenericMethod(field.ConcreteCollectionType!)).StoreLocal(target);
                storage.Store(il, index, () => il.LoadLocal(target).CastClass(field.MemberType));
                break;
            case CollectionKind.ExistingDictionary when storage.HasInstance:
                storage.Load(il, index);
                il.LoadConstant($"{layout.Type.FullName}.{field.Member.Name}").Call(ops.GetMethod(nameof(DictionaryOps<int, int>.Existing))!).StoreLocal(target);
                break;
            default:
            {
                accumulator = il.DeclareLocal(dictionaryType, $"acc_{field.Number}");
                var have = il.DefineLabel("have_acc");
                il.LoadLocal(accumulator).BranchIfTrue(have);
                il.NewObject(dictionaryType.GetConstructor(Type.EmptyTypes)!).StoreLocal(accumulator);
                il.MarkLabel(have);
                il.LoadLocal(accumulator).StoreLocal(target);
                break;
            }
        }

        il.LoadArgument(ReadReader).LoadLocal(target);
        LoadCodec(il, layout, index, field.Key!);
        LoadCodec(il, layout, index, field.Value);
        il.Call(MapHelper(field).GetMethod("Read")!).BranchIfFalse(unknown);
        return accumulator;
    }

    /// <summary>After the loop: arrays and immutable collections become existing elements + those read.</summary>
    private static void EmitFinishAccumulator(VerifyingEmitter il, Layout layout, int index, EmitLocal accumulator, Storage storage)
    {
        var field = layout.Fields[index];
        var skip = il.DefineLabel($"no_acc_{field.Number}");
        il.LoadLocal(accumulator).BranchIfFalse(skip);
        storage.Store(il, index, () =>
        {
            storage.Load(il, index);
            il.LoadLocal(accumulator);
            if (field.Shape == FieldShape.Map)
            {
                il.Call(MapHelper(field).GetMethod(nameof(Maps<int, int, Int32Codec, Int32Codec>.ToImmutable))!);
            }
            else
            {
                var ops = typeof(CollectionOps<>).MakeGenericType(field.Value.Type);
                var existingParameter = field.Collection switch
                {
                    CollectionKind.Array => field.Value.Type.MakeArrayType(),
                    CollectionKind.ImmutableArray => typeof(ImmutableArray<>).MakeGenericType(field.Value.Type),
                    _ => typeof(IImmutableList<>).MakeGenericType(field.Value.Type),
                };
                il.Call(ops.GetMethod(nameof(CollectionOps<int>.Concat), [existingParameter, accumulator.Type])!);
            }
        });
        il.MarkLabel(skip);
    }
}
