using Nano.Buffers.Recycling;

namespace Nano.Emit.Compiler;

internal sealed partial class MessageCompiler
{
    /// <summary>list = field ?? (field = Recycling.RentList&lt;T&gt;(ref reader) ?? new List&lt;T&gt;())</summary>
    private static EmitLocal EnsureList(VerifyingEmitter il, int index, FieldModel field, Storage storage)
    {
        var listType = field.MemberType;
        var list = il.DeclareLocal(listType);
        var have = il.DefineLabel("have_list");
        var created = il.DefineLabel("created_list");
        storage.Load(il, index);
        il.StoreLocal(list).LoadLocal(list).BranchIfTrue(have);
        il.LoadArgument(ReadReader)
            .Call(typeof(Recycling).GetMethod(nameof(Recycling.RentList),
                BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Static)!
                .MakeGenericMethod(listType.GetGenericArguments()[0]));
        il.Duplicate().BranchIfTrue(created);
        il.Pop();
        il.NewObject(listType.GetConstructor(Type.EmptyTypes)!);
        il.MarkLabel(created);
        il.StoreLocal(list);
        storage.Store(il, index, () => il.LoadLocal(list));
        il.MarkLabel(have);
        return list;
    }

    /// <summary>An <see cref="ArrayBuilder{T}"/> gathering a collection's items until the message ends (created at the
    /// first item).</summary>
    private static EmitLocal EnsureAccumulator(VerifyingEmitter il, FieldModel field)
    {
        var builderType = typeof(ArrayBuilder<>).MakeGenericType(field.Value.Type);
        var accumulator = il.DeclareLocal(builderType, $"acc_{field.Number}");
        var have = il.DefineLabel("have_acc");
        il.LoadLocal(accumulator).BranchIfTrue(have);
        il.NewObject(builderType.GetConstructor(Type.EmptyTypes)!).StoreLocal(accumulator);
        il.MarkLabel(have);
        return accumulator;
    }

    private static EmitLocal? EmitReadRepeated(VerifyingEmitter il, Layout layout, int index, EmitLocal tag,
        EmitLabel unknown, Storage storage)
    {
        var field = layout.Fields[index];
        var element = field.Value.Type;
        var codec = CodecSelector.CodecType(field.Value)!;
        var listType = typeof(List<>).MakeGenericType(element);
        var collectionType = typeof(ICollection<>).MakeGenericType(element);
        var ops = typeof(CollectionOps<>).MakeGenericType(element);
        EmitLocal? accumulator = null;
        EmitLocal target;

        // A known number with a wire type the field does not take is an unknown field: checked before the collection
        // is created, so that the member stays as it was (an array is not set to an empty one), as when interpreted.
        var accepted = il.DefineLabel("accepted");
        il.LoadLocal(tag).LoadConstant(WireFormat.MakeTag(field.Number, field.Value.WireType)).BranchIfEqual(accepted);
        if (field.Value.IsPackable)
            il.LoadLocal(tag).LoadConstant(WireFormat.MakeTag(field.Number, WireType.LengthDelimited))
                .BranchIfEqual(accepted);
        il.Branch(unknown);
        il.MarkLabel(accepted);

        switch (field.Collection)
        {
            case CollectionKind.List when field.MemberType == listType:
                target = EnsureList(il, index, field, storage);
                break;
            case CollectionKind.List:
                // collection = Appendable(field); field = collection
                target = il.DeclareLocal(collectionType);
                storage.Load(il, index);
                il.LoadConstant((int)field.KeyHashing).Call(ops.GetMethod(
                    nameof(CollectionOps<int>.Appendable))!.MakeGenericMethod(field.ConcreteCollectionType!))
                    .StoreLocal(target);
                storage.Store(il, index, () => il.LoadLocal(target).CastClass(field.MemberType));
                break;
            case CollectionKind.Existing when storage.HasInstance:
                target = il.DeclareLocal(collectionType);
                storage.Load(il, index);
                il.LoadConstant(GraphErrors.MemberName(field))
                    .Call(typeof(GetOnlyMembers<>).MakeGenericType(field.Value.Type)
                        .GetMethod(nameof(GetOnlyMembers<int>.Collection))!).StoreLocal(target);
                break;
            default:
                // Arrays, immutable collections (and get-only collections before construction): gather, finish later.
                accumulator = EnsureAccumulator(il, field);
                target = accumulator;
                break;
        }

        if (field.Value.Message is not null && (target.Type == listType || target == accumulator))
        {
            EmitReadMessageElement(il, layout, index, tag, unknown, target);
            return accumulator;
        }
        il.LoadArgument(ReadReader).LoadLocal(target);
        LoadCodec(il, layout, index, field.Value);
        il.Call(RepeatedHelper(field).GetMethod("Read", [ReaderRef, target.Type, codec])!).BranchIfFalse(unknown);
        return accumulator;
    }

    /// <summary>
    /// One element of a repeated message (or group) field read straight into a list: the tag check, the capacity hint
    /// and the exact codec in line, instead of a call to the shared generic <c>Repeated.Read</c> per element.
    /// </summary>
    private static void EmitReadMessageElement(VerifyingEmitter il, Layout layout, int index, EmitLocal tag,
        EmitLabel unknown, EmitLocal list)
    {
        var field = layout.Fields[index];
        var element = field.Value.Type;
        // A known number with another wire type is an unknown field, as in Repeated.Read.
        il.LoadLocal(tag).LoadConstant(WireFormat.MakeTag(field.Number, field.Value.WireType))
            .BranchIfNotEqual(unknown);
        il.LoadArgument(ReadReader).LoadLocal(list)
          .Call(typeof(CollectionOps<>).MakeGenericType(element)
              .GetMethod(nameof(CollectionOps<int>.ReserveIfFull), [ReaderRef, list.Type])!);
        il.LoadLocal(list);
        LoadCodecAddress(il, layout, index, field.Value);
        il.LoadArgument(ReadReader);
        PushZero(il, element);
        il.Call(CodecMethod(field.Value, nameof(IValueCodec<int>.Read)));
        il.Call(list.Type.GetMethod(nameof(List<int>.Add))!);
    }

    private static EmitLocal? EmitReadMap(VerifyingEmitter il, Layout layout, int index, EmitLabel unknown,
        Storage storage)
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
                    il.StoreLocal(target).LoadLocal(target).LoadConstant((int)field.KeyHashing)
                      .Call(ops.GetMethod(nameof(DictionaryOps<int, int>.NeedsNew))!).BranchIfFalse(have);
                    il.LoadConstant((int)field.KeyHashing).Call(ops.GetMethod(nameof(DictionaryOps<int, int>.New))!)
                        .StoreLocal(target);
                    storage.Store(il, index, () => il.LoadLocal(target).CastClass(dictionaryType));
                    il.MarkLabel(have);
                    break;
                }
            case CollectionKind.Dictionary:
                storage.Load(il, index);
                il.LoadConstant((int)field.KeyHashing).Call(ops.GetMethod(
                    nameof(DictionaryOps<int, int>.Appendable))!.MakeGenericMethod(field.ConcreteCollectionType!))
                    .StoreLocal(target);
                storage.Store(il, index, () => il.LoadLocal(target).CastClass(field.MemberType));
                break;
            case CollectionKind.ExistingDictionary when storage.HasInstance:
                storage.Load(il, index);
                il.LoadConstant(GraphErrors.MemberName(field))
                    .Call(typeof(GetOnlyMembers<,>).MakeGenericType(field.Key!.Type, field.Value.Type)
                        .GetMethod(nameof(GetOnlyMembers<int, int>.Dictionary))!).StoreLocal(target);
                break;
            default:
                {
                    accumulator = il.DeclareLocal(dictionaryType, $"acc_{field.Number}");
                    var have = il.DefineLabel("have_acc");
                    il.LoadLocal(accumulator).BranchIfTrue(have);
                    il.LoadConstant((int)field.KeyHashing).Call(ops.GetMethod(nameof(DictionaryOps<int, int>.New))!)
                        .StoreLocal(accumulator);
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
    private static void EmitFinishAccumulator(VerifyingEmitter il, Layout layout, int index, EmitLocal accumulator,
        Storage storage)
    {
        var field = layout.Fields[index];
        var skip = il.DefineLabel($"no_acc_{field.Number}");
        il.LoadLocal(accumulator).BranchIfFalse(skip);
        storage.Store(il, index, () =>
        {
            storage.Load(il, index);
            if (field.Collection is CollectionKind.ImmutableSet or CollectionKind.ImmutableSortedDictionary)
            {
                // The shared rebuild: the member's value, the model's empty collection (its type's Empty), what was
                // read.
                il.LoadField(field.ConcreteCollectionType!.GetField("Empty",
                    BindingFlags.Public | BindingFlags.Static)!).LoadLocal(accumulator);
                var rebuild = field.Collection == CollectionKind.ImmutableSet
                    ? typeof(ImmutableSetRebuild<>).MakeGenericType(field.Value.Type)
                        .GetMethod(nameof(ImmutableSetRebuild<int>.Union))!
                    : typeof(ImmutableSortedMapRebuild<,>).MakeGenericType(field.Key!.Type, field.Value.Type)
                        .GetMethod(nameof(ImmutableSortedMapRebuild<int, int>.SetItems))!;
                if (field.Collection == CollectionKind.ImmutableSet)
                    il.LoadConstant((int)field.KeyHashing);
                il.Call(rebuild).CastClass(field.MemberType);
                return;
            }
            il.LoadLocal(accumulator);
            if (field.Shape == FieldShape.Map)
            {
                il.LoadConstant((int)field.KeyHashing).Call(MapHelper(field)
                    .GetMethod(nameof(Maps<int, int, Int32Codec, Int32Codec, NullWrittenEmpty>.ToImmutable))!);
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
