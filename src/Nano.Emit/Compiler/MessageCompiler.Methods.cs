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
        EmitOneOfChecks(il, () => LoadValueArgument(il, MeasureValue));

        for (var i = 0; i < _model.Fields.Count; i++)
        {
            var field = _model.Fields[i];
            var tagSize = WireFormat.SizeOfTag(field.Number);
            switch (field.Shape)
            {
                case FieldShape.Single:
                {
                    var skip = il.DefineLabel($"skip_{field.Number}");
                    var value = LoadPresentValue(il, i, () => LoadValueArgument(il, MeasureValue), skip);
                    il.LoadLocal(size).LoadConstant(tagSize).Add();
                    LoadCodecAddress(il, i, field.Value);
                    il.LoadLocal(value).LoadArgument(MeasureSizes).Call(CodecMethod(field.Value, nameof(IValueCodec<int>.Measure)));
                    il.Add().StoreLocal(size);
                    il.MarkLabel(skip);
                    break;
                }
                case FieldShape.Repeated:
                {
                    var parameter = RepeatedParameter(field);
                    var codec = CodecSelector.CodecType(field.Value)!;
                    il.LoadLocal(size);
                    LoadValueArgument(il, MeasureValue);
                    LoadMember(il, field);
                    il.LoadConstant(tagSize).LoadConstant(field.IsPacked);
                    LoadCodec(il, i, field.Value);
                    il.LoadArgument(MeasureSizes)
                      .Call(RepeatedHelper(field).GetMethod("Measure", [parameter, typeof(int), typeof(bool), codec, typeof(SizeCache)])!)
                      .Add().StoreLocal(size);
                    break;
                }
                default:
                {
                    var parameter = MapParameter(field);
                    il.LoadLocal(size);
                    LoadValueArgument(il, MeasureValue);
                    LoadMember(il, field);
                    il.LoadConstant(tagSize);
                    LoadCodec(il, i, field.Key!);
                    LoadCodec(il, i, field.Value);
                    il.LoadArgument(MeasureSizes)
                      .Call(MapHelper(field).GetMethod("Measure", [parameter, typeof(int), CodecSelector.CodecType(field.Key!)!, CodecSelector.CodecType(field.Value)!, typeof(SizeCache)])!)
                      .Add().StoreLocal(size);
                    break;
                }
            }
        }

        if (_model.KeepsUnknownFields)
        {
            il.LoadLocal(size);
            il.LoadArgumentAddress(MeasureValue);
            il.Call(typeof(MessageOps).GetMethod(nameof(MessageOps.UnknownLength))!.MakeGenericMethod(_type));
            il.Add().StoreLocal(size);
        }
        il.LoadLocal(size).Return();
        return il;
    }

    // ---- Write(ctx, ref ProtoWriter writer, T value)

    private VerifyingEmitter EmitWrite()
    {
        var il = NewMethod("Write", typeof(void), WriterRef, _type);
        var writeRawTag = typeof(ProtoWriter).GetMethod(nameof(ProtoWriter.WriteRawTag))!;

        for (var i = 0; i < _model.Fields.Count; i++)
        {
            var field = _model.Fields[i];
            switch (field.Shape)
            {
                case FieldShape.Single:
                {
                    var skip = il.DefineLabel($"skip_{field.Number}");
                    var value = LoadPresentValue(il, i, () => LoadValueArgument(il, WriteValue), skip);
                    il.LoadArgument(WriteWriter).LoadConstant(field.Tag).Call(writeRawTag);
                    LoadCodecAddress(il, i, field.Value);
                    il.LoadArgument(WriteWriter).LoadLocal(value).Call(CodecMethod(field.Value, nameof(IValueCodec<int>.Write)));
                    il.MarkLabel(skip);
                    break;
                }
                case FieldShape.Repeated:
                {
                    var parameter = RepeatedParameter(field);
                    var codec = CodecSelector.CodecType(field.Value)!;
                    il.LoadArgument(WriteWriter);
                    LoadValueArgument(il, WriteValue);
                    LoadMember(il, field);
                    il.LoadConstant(field.Tag).LoadConstant(field.IsPacked);
                    LoadCodec(il, i, field.Value);
                    il.Call(RepeatedHelper(field).GetMethod("Write", [WriterRef, parameter, typeof(uint), typeof(bool), codec])!);
                    break;
                }
                default:
                {
                    var parameter = MapParameter(field);
                    il.LoadArgument(WriteWriter);
                    LoadValueArgument(il, WriteValue);
                    LoadMember(il, field);
                    il.LoadConstant(field.Tag);
                    LoadCodec(il, i, field.Key!);
                    LoadCodec(il, i, field.Value);
                    il.Call(MapHelper(field).GetMethod("Write", [WriterRef, parameter, typeof(uint), CodecSelector.CodecType(field.Key!)!, CodecSelector.CodecType(field.Value)!])!);
                    break;
                }
            }
        }

        if (_model.KeepsUnknownFields)
        {
            il.LoadArgument(WriteWriter).LoadArgumentAddress(WriteValue);
            il.Call(typeof(MessageOps).GetMethod(nameof(MessageOps.WriteUnknown))!.MakeGenericMethod(_type));
        }
        il.Return();
        return il;
    }

    // ---- Read(ctx, ref ProtoReader reader, T existing) -> T

    private VerifyingEmitter EmitRead()
    {
        var il = NewMethod("Read", _type, ReaderRef, _type);
        var fields = _model.Fields;
        var instance = il.DeclareLocal(_type, "instance");
        var tag = il.DeclareLocal(typeof(uint), "tag");
        var seen = _model.RequiredFields.Count > 0 ? il.DeclareLocal(typeof(ulong), "required") : null;
        var accumulators = new EmitLocal?[fields.Count];

        // instance = existing ?? new T()   (structs: instance = existing)
        il.LoadArgument(ReadExisting);
        if (!_type.IsValueType)
        {
            var have = il.DefineLabel("have_instance");
            il.Duplicate().BranchIfTrue(have);
            il.Pop().NewObject(_model.Constructor!);
            il.MarkLabel(have);
        }
        il.StoreLocal(instance);
        if (seen is not null)
            il.LoadConstant(0L).StoreLocal(seen);

        var loop = il.DefineLabel("loop");
        var end = il.DefineLabel("end");
        var unknown = il.DefineLabel("unknown");
        var labels = fields.Select(f => il.DefineLabel($"field_{f.Number}")).ToArray();

        il.MarkLabel(loop);
        il.LoadArgument(ReadReader).Call(typeof(ProtoReader).GetMethod(nameof(ProtoReader.ReadTag))!).StoreLocal(tag);
        il.LoadLocal(tag).BranchIfFalse(end);
        EmitDispatch(il, tag, labels, unknown);

        void LoadInstance()
        {
            if (_type.IsValueType)
                il.LoadLocalAddress(instance);
            else
                il.LoadLocal(instance);
        }

        for (var i = 0; i < fields.Count; i++)
        {
            il.MarkLabel(labels[i]);
            var field = fields[i];
            switch (field.Shape)
            {
                case FieldShape.Single:
                    EmitReadSingle(il, i, tag, unknown, LoadInstance);
                    break;
                case FieldShape.Repeated:
                    accumulators[i] = EmitReadRepeated(il, i, unknown, LoadInstance);
                    break;
                default:
                    accumulators[i] = EmitReadMap(il, i, unknown, LoadInstance);
                    break;
            }
            if (field.RequiredIndex >= 0)
                il.LoadLocal(seen!).LoadConstant(1L << field.RequiredIndex).Or().StoreLocal(seen!);
            il.Branch(loop);
        }

        il.MarkLabel(unknown);
        if (_model.KeepsUnknownFields)
            il.LoadArgument(ReadReader).LoadLocalAddress(instance).Call(typeof(MessageOps).GetMethod(nameof(MessageOps.KeepUnknown))!.MakeGenericMethod(_type));
        else
            il.LoadArgument(ReadReader).Call(typeof(ProtoReader).GetMethod(nameof(ProtoReader.SkipField))!);
        il.Branch(loop);

        il.MarkLabel(end);
        for (var i = 0; i < fields.Count; i++)
            if (accumulators[i] is { } accumulator)
                EmitFinishAccumulator(il, i, accumulator, LoadInstance);

        if (seen is not null)
        {
            // Required fields are checked unless merging into an existing object (as the interpreted backend does).
            var ok = il.DefineLabel("required_ok");
            if (!_type.IsValueType)
                il.LoadArgument(ReadExisting).BranchIfTrue(ok);
            var mask = _model.RequiredFields.Aggregate(0UL, (m, f) => m | 1UL << f.RequiredIndex);
            il.LoadLocal(seen).LoadConstant(mask).And().LoadConstant(mask).BranchIfEqual(ok);
            il.LoadArgument(ReadReader).LoadArgument(0).LoadField(ModelField).LoadLocal(seen)
              .Call(typeof(MessageOps).GetMethod(nameof(MessageOps.MissingRequired))!).Throw();
            il.MarkLabel(ok);
        }
        il.LoadLocal(instance).Return();
        return il;
    }

    /// <summary>Jumps to the label of the field whose number the tag carries, or to <paramref name="unknown"/>.</summary>
    private void EmitDispatch(VerifyingEmitter il, EmitLocal tag, EmitLabel[] labels, EmitLabel unknown)
    {
        var fields = _model.Fields;
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
        EmitBinarySearch(il, number, 0, fields.Count - 1, labels, unknown);
    }

    private void EmitBinarySearch(VerifyingEmitter il, EmitLocal number, int lo, int hi, EmitLabel[] labels, EmitLabel unknown)
    {
        if (hi - lo < 4)
        {
            for (var i = lo; i <= hi; i++)
                il.LoadLocal(number).LoadConstant(_model.Fields[i].Number).BranchIfEqual(labels[i]);
            il.Branch(unknown);
            return;
        }
        var mid = (lo + hi) / 2;
        var upper = il.DefineLabel($"above_{_model.Fields[mid].Number}");
        il.LoadLocal(number).LoadConstant(_model.Fields[mid].Number).BranchIfGreater(upper);
        EmitBinarySearch(il, number, lo, mid, labels, unknown);
        il.MarkLabel(upper);
        EmitBinarySearch(il, number, mid + 1, hi, labels, unknown);
    }

    private void EmitReadSingle(VerifyingEmitter il, int index, EmitLocal tag, EmitLabel unknown, Action loadInstance)
    {
        var field = _model.Fields[index];
        var valueType = field.Value.Type;
        // A known number with another wire type is treated as an unknown field, as Google.Protobuf does.
        il.LoadLocal(tag).LoadConstant(field.Tag).BranchIfNotEqual(unknown);

        loadInstance();
        LoadCodecAddress(il, index, field.Value);
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
            foreach (var sibling in _model.Fields)
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

    private EmitLocal? EmitReadRepeated(VerifyingEmitter il, int index, EmitLabel unknown, Action loadInstance)
    {
        var field = _model.Fields[index];
        var element = field.Value.Type;
        var codec = CodecSelector.CodecType(field.Value)!;
        var helper = RepeatedHelper(field);
        var listType = typeof(List<>).MakeGenericType(element);
        var collectionType = typeof(ICollection<>).MakeGenericType(element);
        var ops = typeof(CollectionOps<>).MakeGenericType(element);
        EmitLocal? accumulator = null;
        EmitLocal target;

        switch (field.Collection)
        {
            case CollectionKind.List when field.MemberType == listType:
            {
                // list = member ?? (member = new List<T>())
                target = il.DeclareLocal(listType);
                var have = il.DefineLabel("have_list");
                loadInstance();
                LoadMember(il, field);
                il.StoreLocal(target).LoadLocal(target).BranchIfTrue(have);
                il.NewObject(listType.GetConstructor(Type.EmptyTypes)!).StoreLocal(target);
                loadInstance();
                il.LoadLocal(target);
                StoreMember(il, field);
                il.MarkLabel(have);
                break;
            }
            case CollectionKind.List:
            {
                // collection = Appendable(member); member = collection
                target = il.DeclareLocal(collectionType);
                loadInstance();
                LoadMember(il, field);
                il.Call(ops.GetMethod(nameof(CollectionOps<int>.Appendable))!.MakeGenericMethod(field.ConcreteCollectionType!)).StoreLocal(target);
                loadInstance();
                il.LoadLocal(target).CastClass(field.MemberType);
                StoreMember(il, field);
                break;
            }
            case CollectionKind.Existing:
            {
                target = il.DeclareLocal(collectionType);
                loadInstance();
                LoadMember(il, field);
                il.LoadConstant($"{_type.FullName}.{field.Member.Name}").Call(ops.GetMethod(nameof(CollectionOps<int>.Existing))!).StoreLocal(target);
                break;
            }
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
        LoadCodec(il, index, field.Value);
        il.Call(helper.GetMethod("Read", [ReaderRef, target.Type, codec])!).BranchIfFalse(unknown);
        return accumulator;
    }

    private EmitLocal? EmitReadMap(VerifyingEmitter il, int index, EmitLabel unknown, Action loadInstance)
    {
        var field = _model.Fields[index];
        var keyType = field.Key!.Type;
        var valueType = field.Value.Type;
        var dictionaryType = typeof(Dictionary<,>).MakeGenericType(keyType, valueType);
        var interfaceType = typeof(IDictionary<,>).MakeGenericType(keyType, valueType);
        var ops = typeof(DictionaryOps<,>).MakeGenericType(keyType, valueType);
        var helper = MapHelper(field);
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
                il.LoadConstant($"{_type.FullName}.{field.Member.Name}").Call(ops.GetMethod(nameof(DictionaryOps<int, int>.Existing))!).StoreLocal(target);
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
        LoadCodec(il, index, field.Key!);
        LoadCodec(il, index, field.Value);
        il.Call(helper.GetMethod("Read")!).BranchIfFalse(unknown);
        return accumulator;
    }

    /// <summary>After the loop: arrays and immutable collections become existing elements + those read.</summary>
    private void EmitFinishAccumulator(VerifyingEmitter il, int index, EmitLocal accumulator, Action loadInstance)
    {
        var field = _model.Fields[index];
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
