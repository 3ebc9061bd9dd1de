namespace Nano.Emit.Compiler;

internal sealed partial class MessageCompiler
{
    // Argument positions of the three methods (argument 0 is always the EmitContext).
    private const int MeasureValue = 1, MeasureDepth = 2;
    private const int WriteWriter = 1, WriteValue = 2;
    private const int ReadReader = 1, ReadExisting = 2;

    private static readonly MethodInfo WriteRawTag = typeof(ProtoWriter).GetMethod(nameof(ProtoWriter.WriteRawTag))!;
    private static readonly MethodInfo SizeOfLengthPrefixed =
        typeof(WireFormat).GetMethod(nameof(WireFormat.SizeOfLengthPrefixed))!;
    private static readonly MethodInfo BeginLeaf =
        typeof(ProtoWriter).GetMethod(nameof(ProtoWriter.BeginLeaf), BindingFlags.NonPublic | BindingFlags.Instance)!;
    private static readonly MethodInfo EndLeaf =
        typeof(ProtoWriter).GetMethod(nameof(ProtoWriter.EndLeaf), BindingFlags.NonPublic | BindingFlags.Instance)!;
    private static readonly MethodInfo ReadTag = typeof(ProtoReader).GetMethod(nameof(ProtoReader.ReadTag))!;
    private static readonly MethodInfo TryReadTag = typeof(ProtoReader).GetMethod(nameof(ProtoReader.TryReadTag))!;
    private static readonly MethodInfo SkipField = typeof(ProtoReader).GetMethod(nameof(ProtoReader.SkipField))!;
    private static readonly MethodInfo BeginLengthDelimited =
        typeof(ProtoReader).GetMethod(nameof(ProtoReader.BeginLengthDelimited))!;
    private static readonly MethodInfo EndLengthDelimited =
        typeof(ProtoReader).GetMethod(nameof(ProtoReader.EndLengthDelimited))!;

    private VerifyingEmitter NewMethod(string operation, Type returnType, params Type[] parameters) =>
        new(MethodName(operation), returnType, [typeof(EmitContext), .. parameters], typeof(EmitContext),
            tiered: _tiered);

    /// <summary>Pushes the message argument for member access: its address for structs, cast to the level's type in a
    /// hierarchy.</summary>
    private void LoadValueArgument(VerifyingEmitter il, int argument)
    {
        if (_type.IsValueType)
            il.LoadArgumentAddress(argument);
        else if (_type != _levelType)
            il.LoadArgument(argument).CastClass(_levelType);
        else
            il.LoadArgument(argument);
    }

    // ---- Measure(ctx, T value, int depthLeft) -> long: pure arithmetic, in long so that it never wraps

    private VerifyingEmitter EmitMeasure()
    {
        var il = NewMethod("Measure", typeof(long), _type, typeof(int));
        var size = il.DeclareLocal(typeof(long), "size");
        il.LoadConstant(0L).StoreLocal(size);
        EmitSerializeCallback(il, CallbackKind.BeforeSerialize, MeasureValue);
        if (InHierarchy && _root.Model.SubTypes.Count > 0)
        {
            // The sub-type's fields come first, as a nested message under its tag.
            il.LoadLocal(size);
            LoadSubTypes(il);
            il.LoadArgument(MeasureValue).LoadArgument(MeasureDepth).Call(_subTypeTable!.GetMethod("Measure")!).Add()
                .StoreLocal(size);
        }
        EmitOneOfChecks(il, _root, () => LoadValueArgument(il, MeasureValue));
        EmitFieldsMeasure(il, _root, () => LoadValueArgument(il, MeasureValue), size,
            () => il.LoadArgument(MeasureDepth));
        if (_root.Model.KeepsUnknownFields)
        {
            il.LoadLocal(size).LoadArgumentAddress(MeasureValue);
            il.Call(typeof(MessageOps).GetMethod(nameof(MessageOps.UnknownLength))!.MakeGenericMethod(_type));
            il.Add().StoreLocal(size);
        }
        EmitSerializeCallback(il, CallbackKind.AfterSerialize, MeasureValue);
        il.LoadLocal(size).Return();
        return il;
    }

    /// <summary>Adds the encoded size of every field of the message to <paramref name="size"/>.</summary>
    private static void EmitFieldsMeasure(VerifyingEmitter il, Layout layout, Action loadMessage, EmitLocal size,
        Action loadDepth) =>
        EmitEachField(il, layout, loadMessage,
            leaf: (i, leaf, item) =>
            {
                loadDepth();
                il.Call(typeof(MessageOps).GetMethod(nameof(MessageOps.MeasureLeaf))!.MakeGenericMethod(leaf.Type));
                var length = EmitLeafLength(il, leaf, item, loadDepth);
                il.LoadLocal(size).LoadConstant((long)WireFormat.SizeOfTag(layout.Fields[i].Number)).Add()
                  .LoadLocal(length).Call(SizeOfLengthPrefixed).Add().StoreLocal(size);
            },
            single: (i, value) =>
            {
                var field = layout.Fields[i];
                il.LoadLocal(size).LoadConstant((long)WireFormat.SizeOfTag(field.Number)).Add();
                LoadCodecAddress(il, layout, i, field.Value);
                il.LoadLocal(value);
                loadDepth();
                il.Call(CodecMethod(field.Value, nameof(IValueCodec<int>.Measure)));
                il.Add().StoreLocal(size);
            },
            collection: i =>
            {
                il.LoadLocal(size);
                EmitCollectionCall(il, layout, i, loadMessage, loadDepth);
                il.Add().StoreLocal(size);
            });

    /// <summary>
    /// Calls the helper that measures (with <paramref name="loadDepth"/>) or writes (without; the writer is pushed) a
    /// repeated field or map: <c>Measure(member, tagSize, [packed,] codecs..., depthLeft)</c> or
    /// <c>Write(ref writer, member, tag, [packed,] codecs...)</c>.
    /// </summary>
    private static void EmitCollectionCall(VerifyingEmitter il, Layout layout, int index, Action loadMessage,
        Action? loadDepth)
    {
        var field = layout.Fields[index];
        loadMessage();
        LoadMember(il, field);
        if (loadDepth is not null)
            il.LoadConstant(WireFormat.SizeOfTag(field.Number));
        else
            il.LoadConstant(field.Tag);
        Type helper, collection;
        Type[] codecs;
        if (field.Shape == FieldShape.Repeated)
        {
            il.LoadConstant(field.IsPacked);
            LoadCodec(il, layout, index, field.Value);
            (helper, collection, codecs) = (RepeatedWriteHelper(field), RepeatedParameter(field),
                [typeof(bool), CodecSelector.CodecType(field.Value)!]);
        }
        else
        {
            LoadCodec(il, layout, index, field.Key!);
            LoadCodec(il, layout, index, field.Value);
            (helper, collection, codecs) = (MapHelper(field), MapParameter(field),
                [CodecSelector.CodecType(field.Key!)!, CodecSelector.CodecType(field.Value)!]);
        }
        loadDepth?.Invoke();
        il.Call(loadDepth is not null
            ? helper.GetMethod("Measure", [collection, typeof(int), .. codecs, typeof(int)])!
            : helper.GetMethod("Write", [WriterRef, collection, typeof(uint), .. codecs])!);
    }

    /// <summary>
    /// The walk Measure and Write share, so that both apply the same rules: an inlined leaf message runs
    /// <paramref name="leaf"/> for each non-null item; any other field runs behind its write condition, a singular one
    /// only when present (<paramref name="single"/> gets the value's local), a repeated field or map through
    /// <paramref name="collection"/>. Each callback gets the field's index in <paramref name="layout"/>.
    /// </summary>
    private static void EmitEachField(VerifyingEmitter il, Layout layout, Action loadMessage,
        Action<int, Layout, EmitLocal> leaf, Action<int, EmitLocal> single, Action<int> collection) =>
        EmitEachField(il, layout, loadMessage, 0, layout.Fields.Count, leaf, single, collection);

    /// <inheritdoc cref="EmitEachField(VerifyingEmitter, Layout, Action, Action{int, Layout, EmitLocal}, Action{int, EmitLocal}, Action{int})"/>
    private static void EmitEachField(VerifyingEmitter il, Layout layout, Action loadMessage, int from, int to,
        Action<int, Layout, EmitLocal> leaf, Action<int, EmitLocal> single, Action<int> collection)
    {
        for (var i = from; i < to; i++)
        {
            var field = layout.Fields[i];
            var index = i;
            if (layout.Inline[i] is { } inline)
            {
                loadMessage();
                LoadMember(il, field);
                if (field.Shape == FieldShape.Single)
                    EmitIfNotNull(il, field.MemberType, item => leaf(index, inline, item));
                else
                    EmitForEach(il, field, item => leaf(index, inline, item));
                continue;
            }
            var unless = EmitWriteCondition(il, layout, i, loadMessage);
            if (field.Shape == FieldShape.Single)
            {
                var skip = il.DefineLabel($"skip_{field.Number}");
                single(i, LoadPresentValue(il, layout, i, loadMessage, skip));
                il.MarkLabel(skip);
            }
            else if (WalksMessagesInline(field))
            {
                loadMessage();
                LoadMember(il, field);
                EmitForEach(il, field, item => single(index, item));
            }
            else
            {
                collection(i);
            }
            if (unless is not null)
                il.MarkLabel(unless);
        }
    }

    /// <summary>
    /// Whether a repeated message field (unpacked, in a <c>List&lt;N&gt;</c> or an <c>N[]</c>) is walked by a loop in
    /// the emitted method, each item measured or written as a singular one, rather than by
    /// <see cref="Repeated{T, TCodec}"/>. The helper's loop is code that reference types share: where the JIT does not
    /// inline it into the exact caller (.NET 8, Mono), each item pays a generic-dictionary lookup and a call that
    /// cannot be inlined; in the emitted method the codec's type is exact. The loop keeps the helper's rules: a tag
    /// per item and a null item refused with the same error.
    /// </summary>
    private static bool WalksMessagesInline(FieldModel field) =>
        field.Shape == FieldShape.Repeated && !field.IsPacked && !field.PacksLikeProtobufNet
        && CodecSelector.CodecType(field.Value) is { IsGenericType: true } codec
        && codec.GetGenericTypeDefinition() == typeof(MessageCodec<>)
        && !field.Value.Type.IsValueType
        && (field.MemberType == typeof(List<>).MakeGenericType(field.Value.Type)
            || field.MemberType == field.Value.Type.MakeArrayType());

    /// <summary>The payload length of an inlined leaf message held in <paramref name="item"/>.</summary>
    private static EmitLocal EmitLeafLength(VerifyingEmitter il, Layout leaf, EmitLocal item, Action loadDepth)
    {
        var length = il.DeclareLocal(typeof(long), "leaf_length");
        il.LoadConstant(0L).StoreLocal(length);
        EmitFieldsMeasure(il, leaf, () => il.LoadLocal(item), length, loadDepth);
        return length;
    }

    /// <summary>With a reference on the stack: runs <paramref name="body"/> with it in a local when it is not
    /// null.</summary>
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
        EmitSerializeCallback(il, CallbackKind.BeforeSerialize, WriteValue);
        if (InHierarchy && _root.Model.SubTypes.Count > 0)
        {
            LoadSubTypes(il);
            il.LoadArgument(WriteWriter).LoadArgument(WriteValue).Call(_subTypeTable!.GetMethod("Write")!);
        }
        // Checked here too: a Serialize to an IBufferWriter runs no measuring pass.
        EmitOneOfChecks(il, _root, () => LoadValueArgument(il, WriteValue));
        var parts = WriteParts();
        EmitFieldsWrite(il, _root, () => LoadValueArgument(il, WriteValue), 0, parts[0]);
        for (var p = 1; p < parts.Count; p++)
        {
            var part = NewMethod($"Write.{p + 1}", typeof(void), WriterRef, _type);
            EmitFieldsWrite(part, _root, () => LoadValueArgument(part, WriteValue), parts[p - 1], parts[p]);
            part.Return();
            var method = part.CompletePart();
            il.LoadArgument(0).LoadArgument(WriteWriter).LoadArgument(WriteValue).CallPart(part, method);
        }
        if (_root.Model.KeepsUnknownFields)
        {
            il.LoadArgument(WriteWriter).LoadArgumentAddress(WriteValue);
            il.Call(typeof(MessageOps).GetMethod(nameof(MessageOps.WriteUnknown))!.MakeGenericMethod(_type));
        }
        EmitSerializeCallback(il, CallbackKind.AfterSerialize, WriteValue);
        il.Return();
        return il;
    }

    /// <summary>
    /// Where Write's root fields are split into parts, as the end index of each part. The JIT stops inlining in a
    /// method once it holds 512 locals (each inlined call brings its arguments and locals), and then every getter,
    /// default check, tag and value write of the fields that follow stays a call: GoogleMessage1's Write kept four
    /// calls per field from its 30th root field on. So a long message's fields go in runs of at most
    /// <see cref="WritePartWeight"/> (an inlined leaf weighs its own fields), each run after the first in a static
    /// method of its own that Write calls directly, with its own budget. Only for tiered methods of a class outside a
    /// hierarchy (a part takes the message as its argument, as Write does); one part otherwise.
    /// </summary>
    private List<int> WriteParts()
    {
        var ends = new List<int>();
        var count = _root.Fields.Count;
        if (_tiered && !_type.IsValueType && !InHierarchy)
        {
            var weight = 0;
            for (var i = 0; i < count; i++)
            {
                var fieldWeight = _root.Inline[i] is { } leaf ? 1 + leaf.Fields.Count : 1;
                if (weight > 0 && weight + fieldWeight > WritePartWeight)
                {
                    ends.Add(i);
                    weight = 0;
                }
                weight += fieldWeight;
            }
        }
        ends.Add(count);
        return ends;
    }

    /// <summary>The most fields one Write part holds (see <see cref="WriteParts"/>).</summary>
    private const int WritePartWeight = 32;

    private static void EmitFieldsWrite(VerifyingEmitter il, Layout layout, Action loadMessage) =>
        EmitFieldsWrite(il, layout, loadMessage, 0, layout.Fields.Count);

    /// <summary>Writes the fields <paramref name="from"/> (inclusive) to <paramref name="to"/> (exclusive) of the
    /// message.</summary>
    private static void EmitFieldsWrite(VerifyingEmitter il, Layout layout, Action loadMessage, int from, int to) =>
        EmitEachField(il, layout, loadMessage, from, to,
            leaf: (i, leaf, item) =>
            {
                // ProtoWriter's nested-write protocol, in its two halves around the leaf's fields: one pass behind a
                // back-patched prefix; the leaf is measured (it has no children, so this stays O(size)) only when the
                // writer cannot keep the prefix open, and then written again:
                //     start = BeginLeaf<TLeaf>(); if (start >= 0) goto body;
                //   measure: WriteLeafLength(length); start = -1;
                //   body: fields; if (!EndLeaf(start)) goto measure;
                // Not ProtoWriter.WriteNested: its body would have to be a type, which a DynamicMethod
                // (CollectibleCode) cannot define, and a leaf's point is to have no frame of its own
                // (docs/design-write-path.md, "One nested-write helper", has the measurement).
                var field = layout.Fields[i];
                var start = il.DeclareLocal(typeof(int), "leaf_start");
                var measure = il.DefineLabel("leaf_measure");
                var body = il.DefineLabel("leaf_body");
                var done = il.DefineLabel("leaf_done");
                il.LoadArgument(WriteWriter).LoadConstant(field.Tag).Call(WriteRawTag);
                il.LoadArgument(WriteWriter).Call(BeginLeaf.MakeGenericMethod(leaf.Type)).StoreLocal(start);
                il.LoadLocal(start).LoadConstant(0).BranchIfGreaterOrEqual(body);
                il.MarkLabel(measure);
                var length = EmitLeafLength(il, leaf, item, () => il.LoadConstant(0));
                il.LoadArgument(WriteWriter).LoadLocal(length).LoadConstant(field.Number)
                  .Call(typeof(MessageOps).GetMethod(nameof(MessageOps.WriteLeafLength))!.MakeGenericMethod(leaf.Type));
                il.LoadConstant(-1).StoreLocal(start);
                il.MarkLabel(body);
                EmitFieldsWrite(il, leaf, () => il.LoadLocal(item));
                il.LoadArgument(WriteWriter).LoadLocal(start).Call(EndLeaf).BranchIfTrue(done);
                il.Branch(measure);
                il.MarkLabel(done);
            },
            single: (i, value) =>
            {
                var field = layout.Fields[i];
                il.LoadArgument(WriteWriter).LoadConstant(field.Tag).Call(WriteRawTag);
                LoadCodecAddress(il, layout, i, field.Value);
                il.LoadArgument(WriteWriter).LoadLocal(value)
                    .Call(CodecMethod(field.Value, nameof(IValueCodec<int>.Write)));
            },
            collection: i =>
            {
                il.LoadArgument(WriteWriter);
                EmitCollectionCall(il, layout, i, loadMessage, loadDepth: null);
            });
}
