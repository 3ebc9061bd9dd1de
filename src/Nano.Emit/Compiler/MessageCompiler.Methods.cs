using System.Collections.Immutable;
using System.Reflection;
using Nano.Emit.IL;
using Nano.Emit.Runtime;
using Nano.Model;
using Nano.Wire;

namespace Nano.Emit.Compiler;

internal sealed partial class MessageCompiler
{
    // Argument positions of the three methods (argument 0 is always the EmitContext).
    private const int MeasureValue = 1, MeasureSizes = 2;
    private const int WriteWriter = 1, WriteValue = 2;
    private const int ReadReader = 1, ReadExisting = 2;

    private static readonly MethodInfo WriteRawTag = typeof(ProtoWriter).GetMethod(nameof(ProtoWriter.WriteRawTag))!;
    private static readonly MethodInfo WriteLength = typeof(ProtoWriter).GetMethod(nameof(ProtoWriter.WriteLength))!;
    private static readonly MethodInfo SizeOfLengthPrefixed = typeof(WireFormat).GetMethod(nameof(WireFormat.SizeOfLengthPrefixed))!;
    private static readonly MethodInfo ReadTag = typeof(ProtoReader).GetMethod(nameof(ProtoReader.ReadTag))!;
    private static readonly MethodInfo SkipField = typeof(ProtoReader).GetMethod(nameof(ProtoReader.SkipField))!;
    private static readonly MethodInfo BeginLengthDelimited = typeof(ProtoReader).GetMethod(nameof(ProtoReader.BeginLengthDelimited))!;
    private static readonly MethodInfo EndLengthDelimited = typeof(ProtoReader).GetMethod(nameof(ProtoReader.EndLengthDelimited))!;

    private VerifyingEmitter NewMethod(string operation, Type returnType, params Type[] parameters) =>
        new(MethodName(operation), returnType, [typeof(EmitContext), .. parameters], typeof(EmitContext));

    private void LoadValueArgument(VerifyingEmitter il, int argument)
    {
        if (_type.IsValueType)
            il.LoadArgumentAddress(argument);
        else
            il.LoadArgument(argument);
    }

    // ---- Measure(ctx, T value, SizeCache sizes) -> int

    private VerifyingEmitter EmitMeasure()
    {
        var il = NewMethod("Measure", typeof(int), _type, typeof(SizeCache));
        var size = il.DeclareLocal(typeof(int), "size");
        il.LoadConstant(0).StoreLocal(size);
        EmitOneOfChecks(il, _root, () => LoadValueArgument(il, MeasureValue));
        EmitFieldsMeasure(il, _root, () => LoadValueArgument(il, MeasureValue), size, () => il.LoadArgument(MeasureSizes));
        if (_root.Model.KeepsUnknownFields)
        {
            il.LoadLocal(size).LoadArgumentAddress(MeasureValue);
            il.Call(typeof(MessageOps).GetMethod(nameof(MessageOps.UnknownLength))!.MakeGenericMethod(_type));
            il.Add().StoreLocal(size);
        }
        il.LoadLocal(size).Return();
        return il;
    }

    /// <summary>Adds the encoded size of every field of the message to <paramref name="size"/>.</summary>
    private static void EmitFieldsMeasure(VerifyingEmitter il, Layout layout, Action loadMessage, EmitLocal size, Action loadSizes)
    {
        for (var i = 0; i < layout.Fields.Count; i++)
        {
            var field = layout.Fields[i];
            var tagSize = WireFormat.SizeOfTag(field.Number);
            if (layout.Inline[i] is { } leaf)
            {
                void AddLeaf(EmitLocal item)
                {
                    var length = EmitLeafLength(il, leaf, item, loadSizes);
                    il.LoadLocal(size).LoadConstant(tagSize).Add().LoadLocal(length).Call(SizeOfLengthPrefixed).Add().StoreLocal(size);
                }
                loadMessage();
                LoadMember(il, field);
                if (field.Shape == FieldShape.Single)
                    EmitIfNotNull(il, field.MemberType, AddLeaf);
                else
                    EmitForEach(il, field, AddLeaf);
                continue;
            }
            switch (field.Shape)
            {
                case FieldShape.Single:
                {
                    var skip = il.DefineLabel($"skip_{field.Number}");
                    var value = LoadPresentValue(il, layout, i, loadMessage, skip);
                    il.LoadLocal(size).LoadConstant(tagSize).Add();
                    LoadCodecAddress(il, layout, i, field.Value);
                    il.LoadLocal(value);
                    loadSizes();
                    il.Call(CodecMethod(field.Value, nameof(IValueCodec<int>.Measure)));
                    il.Add().StoreLocal(size);
                    il.MarkLabel(skip);
                    break;
                }
                case FieldShape.Repeated:
                {
                    var codec = CodecSelector.CodecType(field.Value)!;
                    il.LoadLocal(size);
                    loadMessage();
                    LoadMember(il, field);
                    il.LoadConstant(tagSize).LoadConstant(field.IsPacked);
                    LoadCodec(il, layout, i, field.Value);
                    loadSizes();
                    il.Call(RepeatedHelper(field).GetMethod("Measure", [RepeatedParameter(field), typeof(int), typeof(bool), codec, typeof(SizeCache)])!)
                      .Add().StoreLocal(size);
                    break;
                }
                default:
                {
                    il.LoadLocal(size);
                    loadMessage();
                    LoadMember(il, field);
                    il.LoadConstant(tagSize);
                    LoadCodec(il, layout, i, field.Key!);
                    LoadCodec(il, layout, i, field.Value);
                    loadSizes();
                    il.Call(MapHelper(field).GetMethod("Measure", [MapParameter(field), typeof(int), CodecSelector.CodecType(field.Key!)!, CodecSelector.CodecType(field.Value)!, typeof(SizeCache)])!)
                      .Add().StoreLocal(size);
                    break;
                }
            }
        }
    }

    /// <summary>The payload length of an inlined leaf message held in <paramref name="item"/>.</summary>
    private static EmitLocal EmitLeafLength(VerifyingEmitter il, Layout leaf, EmitLocal item, Action loadSizes)
    {
        var length = il.DeclareLocal(typeof(int), "leaf_length");
        il.LoadConstant(0).StoreLocal(length);
        EmitFieldsMeasure(il, leaf, () => il.LoadLocal(item), length, loadSizes);
        return length;
    }

    /// <summary>With a reference on the stack: runs <paramref name="body"/> with it in a local when it is not null.</summary>
    private static void EmitIfNotNull(VerifyingEmitter il, Type type, Action<EmitLocal> body)
    {
        var local = il.DeclareLocal(type);
        var skip = il.DefineLabel("null");
        il.StoreLocal(local).LoadLocal(local).BranchIfFalse(skip);
        body(local);
        il.MarkLabel(skip);
    }

    // ---- Write(ctx, ref ProtoWriter writer, T value)

    private VerifyingEmitter EmitWrite()
    {
        var il = NewMethod("Write", typeof(void), WriterRef, _type);
        EmitFieldsWrite(il, _root, () => LoadValueArgument(il, WriteValue));
        if (_root.Model.KeepsUnknownFields)
        {
            il.LoadArgument(WriteWriter).LoadArgumentAddress(WriteValue);
            il.Call(typeof(MessageOps).GetMethod(nameof(MessageOps.WriteUnknown))!.MakeGenericMethod(_type));
        }
        il.Return();
        return il;
    }

    private static void EmitFieldsWrite(VerifyingEmitter il, Layout layout, Action loadMessage)
    {
        for (var i = 0; i < layout.Fields.Count; i++)
        {
            var field = layout.Fields[i];
            if (layout.Inline[i] is { } leaf)
            {
                void WriteLeaf(EmitLocal item)
                {
                    // A leaf's length is recomputed here instead of cached: it has no children, so this stays O(size).
                    var length = EmitLeafLength(il, leaf, item, () => il.LoadNull());
                    il.LoadArgument(WriteWriter).LoadConstant(field.Tag).Call(WriteRawTag);
                    il.LoadArgument(WriteWriter).LoadLocal(length).Call(WriteLength);
                    EmitFieldsWrite(il, leaf, () => il.LoadLocal(item));
                }
                loadMessage();
                LoadMember(il, field);
                if (field.Shape == FieldShape.Single)
                    EmitIfNotNull(il, field.MemberType, WriteLeaf);
                else
                    EmitForEach(il, field, WriteLeaf);
                continue;
            }
            switch (field.Shape)
            {
                case FieldShape.Single:
                {
                    var skip = il.DefineLabel($"skip_{field.Number}");
                    var value = LoadPresentValue(il, layout, i, loadMessage, skip);
                    il.LoadArgument(WriteWriter).LoadConstant(field.Tag).Call(WriteRawTag);
                    LoadCodecAddress(il, layout, i, field.Value);
                    il.LoadArgument(WriteWriter).LoadLocal(value).Call(CodecMethod(field.Value, nameof(IValueCodec<int>.Write)));
                    il.MarkLabel(skip);
                    break;
                }
                case FieldShape.Repeated:
                {
                    var codec = CodecSelector.CodecType(field.Value)!;
                    il.LoadArgument(WriteWriter);
                    loadMessage();
                    LoadMember(il, field);
                    il.LoadConstant(field.Tag).LoadConstant(field.IsPacked);
                    LoadCodec(il, layout, i, field.Value);
                    il.Call(RepeatedHelper(field).GetMethod("Write", [WriterRef, RepeatedParameter(field), typeof(uint), typeof(bool), codec])!);
                    break;
                }
                default:
                {
                    il.LoadArgument(WriteWriter);
                    loadMessage();
                    LoadMember(il, field);
                    il.LoadConstant(field.Tag);
                    LoadCodec(il, layout, i, field.Key!);
                    LoadCodec(il, layout, i, field.Value);
                    il.Call(MapHelper(field).GetMethod("Write", [WriterRef, MapParameter(field), typeof(uint), CodecSelector.CodecType(field.Key!)!, CodecSelector.CodecType(field.Value)!])!);
                    break;
                }
            }
        }
    }

    // ---- Read(ctx, ref ProtoReader reader, T existing) -> T

    private VerifyingEmitter EmitRead()
    {
        var il = NewMethod("Read", _type, ReaderRef, _type);
        var instance = il.DeclareLocal(_type, "instance");

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
        EmitReadLoop(il, _root, instance, isRoot: true);
        il.LoadLocal(instance).Return();
        return il;
    }

    /// <summary>
    /// The read loop of one message into <paramref name="instance"/>: tags until the end of the message, each
    /// dispatched to its field; then arrays and immutable collections are finished and required fields checked.
    /// </summary>
    private void EmitReadLoop(VerifyingEmitter il, Layout layout, EmitLocal instance, bool isRoot)
    {
        var fields = layout.Fields;
        var model = layout.Model;
        var tag = il.DeclareLocal(typeof(uint), "tag");
        var seen = model.RequiredFields.Count > 0 ? il.DeclareLocal(typeof(ulong), "required") : null;
        var accumulators = new EmitLocal?[fields.Count];
        if (seen is not null)
            il.LoadConstant(0L).StoreLocal(seen);

        var loop = il.DefineLabel("loop");
        var end = il.DefineLabel("end");
        var unknown = il.DefineLabel("unknown");
        var labels = fields.Select(f => il.DefineLabel($"field_{f.Number}")).ToArray();

        void LoadInstance()
        {
            if (layout.Type.IsValueType)
                il.LoadLocalAddress(instance);
            else
                il.LoadLocal(instance);
        }

        il.MarkLabel(loop);
        il.LoadArgument(ReadReader).Call(ReadTag).StoreLocal(tag);
        il.LoadLocal(tag).BranchIfFalse(end);
        EmitDispatch(il, layout, tag, labels, unknown);

        for (var i = 0; i < fields.Count; i++)
        {
            il.MarkLabel(labels[i]);
            var field = fields[i];
            if (layout.Inline[i] is { } leaf)
                accumulators[i] = EmitReadInlined(il, layout, i, leaf, tag, unknown, LoadInstance);
            else if (field.Shape == FieldShape.Single)
                EmitReadSingle(il, layout, i, tag, unknown, LoadInstance);
            else if (field.Shape == FieldShape.Repeated)
                accumulators[i] = EmitReadRepeated(il, layout, i, unknown, LoadInstance);
            else
                accumulators[i] = EmitReadMap(il, layout, i, unknown, LoadInstance);
            if (field.RequiredIndex >= 0)
                il.LoadLocal(seen!).LoadConstant(1L << field.RequiredIndex).Or().StoreLocal(seen!);
            il.Branch(loop);
        }

        il.MarkLabel(unknown);
        if (model.KeepsUnknownFields)
            il.LoadArgument(ReadReader).LoadLocalAddress(instance).Call(typeof(MessageOps).GetMethod(nameof(MessageOps.KeepUnknown))!.MakeGenericMethod(layout.Type));
        else
            il.LoadArgument(ReadReader).Call(SkipField);
        il.Branch(loop);

        il.MarkLabel(end);
        for (var i = 0; i < fields.Count; i++)
            if (accumulators[i] is { } accumulator)
                EmitFinishAccumulator(il, layout, i, accumulator, LoadInstance);

        if (seen is not null)
        {
            // Required fields are checked unless merging into an existing object (as the interpreted backend does).
            var ok = il.DefineLabel("required_ok");
            if (isRoot && !layout.Type.IsValueType)
                il.LoadArgument(ReadExisting).BranchIfTrue(ok);
            var mask = model.RequiredFields.Aggregate(0UL, (m, f) => m | 1UL << f.RequiredIndex);
            il.LoadLocal(seen).LoadConstant(mask).And().LoadConstant(mask).BranchIfEqual(ok);
            il.LoadArgument(ReadReader).LoadArgument(0).LoadField(ModelField).LoadLocal(seen)
              .Call(typeof(MessageOps).GetMethod(nameof(MessageOps.MissingRequired))!).Throw();
            il.MarkLabel(ok);
        }
    }

    /// <summary>Jumps to the label of the field whose number the tag carries, or to <paramref name="unknown"/>.</summary>
    private static void EmitDispatch(VerifyingEmitter il, Layout layout, EmitLocal tag, EmitLabel[] labels, EmitLabel unknown)
    {
        var fields = layout.Fields;
        if (fields.Count == 0)
        {
            il.Branch(unknown);
            return;
        }
        var number = il.DeclareLocal(typeof(int), "field_number");
        il.LoadLocal(tag).LoadConstant(3).UnsignedShiftRight().StoreLocal(number);
        var min = fields[0].Number;
        var max = fields[^1].Number;
        if (max - min < 2 * fields.Count + 8)
        {
            // Dense numbers: one jump table indexed by (number - min); gaps and out-of-range go to unknown.
            var table = new EmitLabel[max - min + 1];
            Array.Fill(table, unknown);
            for (var i = 0; i < fields.Count; i++)
                table[fields[i].Number - min] = labels[i];
            il.LoadLocal(number).LoadConstant(min).Subtract().Switch(table);
            il.Branch(unknown);
            return;
        }
        EmitBinarySearch(il, layout, number, 0, fields.Count - 1, labels, unknown);
    }

    private static void EmitBinarySearch(VerifyingEmitter il, Layout layout, EmitLocal number, int lo, int hi, EmitLabel[] labels, EmitLabel unknown)
    {
        if (hi - lo < 4)
        {
            for (var i = lo; i <= hi; i++)
                il.LoadLocal(number).LoadConstant(layout.Fields[i].Number).BranchIfEqual(labels[i]);
            il.Branch(unknown);
            return;
        }
        var mid = (lo + hi) / 2;
        var upper = il.DefineLabel($"above_{layout.Fields[mid].Number}");
        il.LoadLocal(number).LoadConstant(layout.Fields[mid].Number).BranchIfGreater(upper);
        EmitBinarySearch(il, layout, number, lo, mid, labels, unknown);
        il.MarkLabel(upper);
        EmitBinarySearch(il, layout, number, mid + 1, hi, labels, unknown);
    }

    private static void EmitReadSingle(VerifyingEmitter il, Layout layout, int index, EmitLocal tag, EmitLabel unknown, Action loadInstance)
    {
        var field = layout.Fields[index];
        var valueType = field.Value.Type;
        // A known number with another wire type is treated as an unknown field, as Google.Protobuf does.
        il.LoadLocal(tag).LoadConstant(field.Tag).BranchIfNotEqual(unknown);

        loadInstance();
        LoadCodecAddress(il, layout, index, field.Value);
        il.LoadArgument(ReadReader);
        // The value to merge into: the current member for messages and well-known types; the zero value otherwise.
        if (field.Value.Message is not null || field.Value.WellKnown is WellKnownKind.DateTime or WellKnownKind.DateTimeOffset or WellKnownKind.TimeSpan)
        {
            loadInstance();
            LoadMember(il, field);
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
        StoreMember(il, field);

        // Reading a member of a oneof clears the others.
        if (field.OneOfIndex >= 0)
        {
            foreach (var sibling in layout.Fields)
            {
                if (sibling == field || sibling.OneOfIndex != field.OneOfIndex)
                    continue;
                loadInstance();
                var empty = il.DeclareLocal(sibling.MemberType);
                il.LoadLocalAddress(empty).InitializeObject(sibling.MemberType).LoadLocal(empty);
                StoreMember(il, sibling);
            }
        }
    }

    /// <summary>Reads an inlined leaf message: its own loop between the length-delimited bounds, no delegate call.</summary>
    private EmitLocal? EmitReadInlined(VerifyingEmitter il, Layout layout, int index, Layout leaf, EmitLocal tag, EmitLabel unknown, Action loadInstance)
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
            loadInstance();
            LoadMember(il, field);
            il.StoreLocal(item).LoadLocal(item).BranchIfTrue(have);
            il.NewObject(leaf.Model.Constructor!).StoreLocal(item);
            il.MarkLabel(have);
        }
        else
        {
            if (field.MemberType == listType)
                list = EnsureList(il, field, loadInstance);
            else
            {
                accumulator = il.DeclareLocal(listType, $"acc_{field.Number}");
                var have = il.DefineLabel("have_acc");
                il.LoadLocal(accumulator).BranchIfTrue(have);
                il.NewObject(listType.GetConstructor(Type.EmptyTypes)!).StoreLocal(accumulator);
                il.MarkLabel(have);
            }
            il.NewObject(leaf.Model.Constructor!).StoreLocal(item);
        }

        var token = il.DeclareLocal(typeof(SubMessageToken));
        il.LoadArgument(ReadReader).Call(BeginLengthDelimited).StoreLocal(token);
        EmitReadLoop(il, leaf, item, isRoot: false);
        il.LoadArgument(ReadReader).LoadLocal(token).Call(EndLengthDelimited);

        if (field.Shape == FieldShape.Single)
        {
            loadInstance();
            il.LoadLocal(item);
            StoreMember(il, field);
        }
        else
        {
            il.LoadLocal(list ?? accumulator!).LoadLocal(item).Call(listType.GetMethod("Add")!);
        }
        return accumulator;
    }

    /// <summary>list = member ?? (member = new List&lt;T&gt;())</summary>
    private static EmitLocal EnsureList(VerifyingEmitter il, FieldModel field, Action loadInstance)
    {
        var listType = field.MemberType;
        var list = il.DeclareLocal(listType);
        var have = il.DefineLabel("have_list");
        loadInstance();
        LoadMember(il, field);
        il.StoreLocal(list).LoadLocal(list).BranchIfTrue(have);
        il.NewObject(listType.GetConstructor(Type.EmptyTypes)!).StoreLocal(list);
        loadInstance();
        il.LoadLocal(list);
        StoreMember(il, field);
        il.MarkLabel(have);
        return list;
    }

    private static EmitLocal? EmitReadRepeated(VerifyingEmitter il, Layout layout, int index, EmitLabel unknown, Action loadInstance)
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
                target = EnsureList(il, field, loadInstance);
                break;
            case CollectionKind.List:
                // collection = Appendable(member); member = collection
                target = il.DeclareLocal(collectionType);
                loadInstance();
                LoadMember(il, field);
                il.Call(ops.GetMethod(nameof(CollectionOps<int>.Appendable))!.MakeGenericMethod(field.ConcreteCollectionType!)).StoreLocal(target);
                loadInstance();
                il.LoadLocal(target).CastClass(field.MemberType);
                StoreMember(il, field);
                break;
            case CollectionKind.Existing:
                target = il.DeclareLocal(collectionType);
                loadInstance();
                LoadMember(il, field);
                il.LoadConstant($"{layout.Type.FullName}.{field.Member.Name}").Call(ops.GetMethod(nameof(CollectionOps<int>.Existing))!).StoreLocal(target);
                break;
            default:
            {
                // Arrays and immutable collections: gather into a list, finished after the loop.
                accumulator = il.DeclareLocal(listType, $"acc_{field.Number}");
                var have = il.DefineLabel("have_acc");
                il.LoadLocal(accumulator).BranchIfTrue(have);
                il.NewObject(listType.GetConstructor(Type.EmptyTypes)!).StoreLocal(accumulator);
                il.MarkLabel(have);
                target = accumulator;
                break;
            }
        }

        il.LoadArgument(ReadReader).LoadLocal(target);
        LoadCodec(il, layout, index, field.Value);
        il.Call(RepeatedHelper(field).GetMethod("Read", [ReaderRef, target.Type, codec])!).BranchIfFalse(unknown);
        return accumulator;
    }

    private static EmitLocal? EmitReadMap(VerifyingEmitter il, Layout layout, int index, EmitLabel unknown, Action loadInstance)
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
                loadInstance();
                LoadMember(il, field);
                il.StoreLocal(target).LoadLocal(target).BranchIfTrue(have);
                il.NewObject(dictionaryType.GetConstructor(Type.EmptyTypes)!).StoreLocal(target);
                loadInstance();
                il.LoadLocal(target).CastClass(dictionaryType);
                StoreMember(il, field);
                il.MarkLabel(have);
                break;
            }
            case CollectionKind.Dictionary:
                loadInstance();
                LoadMember(il, field);
                il.Call(ops.GetMethod(nameof(DictionaryOps<int, int>.Appendable))!.MakeGenericMethod(field.ConcreteCollectionType!)).StoreLocal(target);
                loadInstance();
                il.LoadLocal(target).CastClass(field.MemberType);
                StoreMember(il, field);
                break;
            case CollectionKind.ExistingDictionary:
                loadInstance();
                LoadMember(il, field);
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
    private static void EmitFinishAccumulator(VerifyingEmitter il, Layout layout, int index, EmitLocal accumulator, Action loadInstance)
    {
        var field = layout.Fields[index];
        var skip = il.DefineLabel($"no_acc_{field.Number}");
        il.LoadLocal(accumulator).BranchIfFalse(skip);
        loadInstance();
        loadInstance();
        LoadMember(il, field);
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
        StoreMember(il, field);
        il.MarkLabel(skip);
    }
}
