namespace Nano.Emit.Compiler;

internal sealed partial class MessageCompiler
{
    /// <summary>
    /// The read loop of one message: tags until the end of the message, each dispatched to its field; then arrays
    /// and immutable collections are finished and required fields checked. Returns the accumulators of collections
    /// that are finished after construction (get-only collections of constructor-built types).
    /// </summary>
    private EmitLocal?[] EmitReadLoop(VerifyingEmitter il, Layout layout, Storage storage, EmitLocal? instance,
        bool isRoot, (int Number, Action<EmitLocal, EmitLabel> Body)[]? extra = null)
    {
        var fields = layout.Fields;
        var model = layout.Model;
        var tag = il.DeclareLocal(typeof(uint), "tag");
        var required = model.RequiredFields.Count > 0 ? il.DeclareLocal(typeof(ulong), "required") : null;
        var accumulators = new EmitLocal?[fields.Count];
        if (required is not null)
            il.LoadConstant(0L).StoreLocal(required);
        // Which fields with an XSpecified setter occurred (bit i: field i; at most 64 fields, see Unsupported).
        var specified = isRoot
            && fields.Any(f => f.SpecifiedSetter is not null) ? il.DeclareLocal(typeof(ulong), "specified") : null;
        if (isRoot)
            _specified = specified; // an inlined leaf's loop (not the root) has none and must not clear it
        if (specified is not null)
            il.LoadConstant(0L).StoreLocal(specified);

        var loop = il.DefineLabel("loop");
        var end = il.DefineLabel("end");
        var unknown = il.DefineLabel("unknown");
        var labels = fields.Select(f => il.DefineLabel($"field_{f.Number}")).ToArray();
        // OverwriteList: the field number of the previous tag, so that a field's run of occurrences can be told to
        // start.
        var last = fields.Any(f => f.OverwritesCollection) ? il.DeclareLocal(typeof(int), "last") : null;
        if (last is not null)
            il.LoadConstant(0).StoreLocal(last);

        // Plain arrays and loops, not LINQ over tuples: those generic instantiations are not in any ReadyToRun image.
        var extraCount = extra?.Length ?? 0;
        var extraLabels = new EmitLabel[extraCount];
        var targets = new (int Number, EmitLabel Label)[fields.Count + extraCount];
        for (var i = 0; i < fields.Count; i++)
            targets[i] = (fields[i].Number, labels[i]);
        for (var e = 0; e < extraCount; e++)
        {
            extraLabels[e] = il.DefineLabel($"field_{extra![e].Number}");
            targets[fields.Count + e] = (extra[e].Number, extraLabels[e]);
        }
        SortByNumber(targets);

        il.MarkLabel(loop);
        il.LoadArgument(ReadReader).Call(ReadTag).StoreLocal(tag);
        il.LoadLocal(tag).BranchIfFalse(end);
        EmitDispatch(il, tag, targets, unknown);

        for (var e = 0; e < extraLabels.Length; e++)
        {
            il.MarkLabel(extraLabels[e]);
            if (last is not null)
                il.LoadConstant(0).StoreLocal(last);
            extra![e].Body(tag, unknown);
            il.Branch(loop);
        }

        for (var i = 0; i < fields.Count; i++)
        {
            il.MarkLabel(labels[i]);
            var field = fields[i];
            EmitLabel? overwrite = null, body = null;
            if (field.OverwritesCollection)
            {
                // A run starts when the previous tag was another field's: reset (below, once the body's locals exist).
                overwrite = il.DefineLabel($"overwrite_{field.Number}");
                body = il.DefineLabel($"body_{field.Number}");
                il.LoadLocal(last!).LoadConstant(field.Number).BranchIfNotEqual(overwrite);
                il.MarkLabel(body);
            }
            if (layout.Inline[i] is { } leaf)
                accumulators[i] = EmitReadInlined(il, layout, i, leaf, tag, unknown, storage);
            else if (field.Shape == FieldShape.Single)
                EmitReadSingle(il, layout, i, tag, unknown, storage, instance);
            else if (field.Shape == FieldShape.Repeated)
                accumulators[i] = EmitReadRepeated(il, layout, i, tag, unknown, storage);
            else
                accumulators[i] = EmitReadMap(il, layout, i, unknown, storage);
            if (field.RequiredIndex >= 0)
                il.LoadLocal(required!).LoadConstant(1L << field.RequiredIndex).Or().StoreLocal(required!);
            if (specified is not null && field.SpecifiedSetter is not null)
                il.LoadLocal(specified).LoadConstant(1L << i).Or().StoreLocal(specified);
            if (last is not null)
                il.LoadConstant(field.Number).StoreLocal(last);
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
            if (overwrite is not null)
            {
                il.MarkLabel(overwrite);
                EmitOverwrite(il, i, field, storage, accumulators[i]);
                il.Branch(body!);
            }
        }

        il.MarkLabel(unknown);
        if (last is not null)
            il.LoadConstant(0).StoreLocal(last);
        if (model.KeepsUnknownFields)
            il.LoadArgument(ReadReader).LoadLocalAddress(instance!)
                .Call(typeof(MessageOps).GetMethod(nameof(MessageOps.KeepUnknown))!.MakeGenericMethod(layout.Type));
        else
            il.LoadArgument(ReadReader).Call(SkipField);
        il.Branch(loop);

        il.MarkLabel(end);
        for (var i = 0; i < fields.Count; i++)
            if (accumulators[i] is { } accumulator
                && fields[i].Collection is not (CollectionKind.Existing or CollectionKind.ExistingDictionary))
                EmitFinishAccumulator(il, layout, i, accumulator, storage);

        if (required is not null)
        {
            // Required fields are checked on the merged message, unless merging into an object the caller supplied
            // (RequiredFields.Missing decides, as for the interpreted backend).
            var ok = il.DefineLabel("required_ok");
            var mask = model.RequiredFields.Aggregate(0UL, (m, f) => m | 1UL << f.RequiredIndex);
            il.LoadLocal(required).LoadConstant(mask).And().LoadConstant(mask).BranchIfEqual(ok);
            il.LoadArgument(ReadReader).LoadArgument(0).LoadField(ModelField).LoadLocal(required);
            if (isRoot && !layout.Type.IsValueType)
                il.LoadArgument(ReadExisting);
            else
                il.LoadNull();
            var missing = il.DeclareLocal(typeof(Exception), "missing");
            il.Call(typeof(MessageOps).GetMethod(nameof(MessageOps.MissingRequired))!).StoreLocal(missing);
            il.LoadLocal(missing).BranchIfFalse(ok);
            il.LoadLocal(missing).Throw();
            il.MarkLabel(ok);
        }
        return accumulators;
    }

    /// <summary>
    /// An OverwriteList run starts (<see cref="FieldModel.OverwritesCollection"/>): the member (or its slot) goes back
    /// to null (a struct collection to its zero) and what was gathered is dropped, so the run's elements replace it.
    /// </summary>
    private static void EmitOverwrite(VerifyingEmitter il, int index, FieldModel field, Storage storage,
        EmitLocal? accumulator)
    {
        storage.Store(il, index, () =>
        {
            if (field.MemberType.IsValueType)
                PushZero(il, field.MemberType);
            else
                il.LoadNull();
        });
        if (accumulator is not null)
            il.LoadNull().StoreLocal(accumulator);
    }

    /// <summary>The tag a field usually arrives with (packed for packed fields), or null for groups, which are not
    /// guessed.</summary>
    private static uint? ExpectedTag(Layout layout, int index)
    {
        var field = layout.Fields[index];
        var wireType = layout.Inline[index] is not null || field.Shape == FieldShape.Map
            || field.IsPacked ? WireType.LengthDelimited : field.Value.WireType;
        return wireType == WireType.StartGroup ? null : WireFormat.MakeTag(field.Number, wireType);
    }

    /// <summary>Jumps to the target whose field number the tag carries, or to <paramref name="unknown"/>. Targets are
    /// sorted by number.</summary>
    private static void EmitDispatch(VerifyingEmitter il, EmitLocal tag, (int Number, EmitLabel Label)[] targets,
        EmitLabel unknown)
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
            for (var i = 0; i < table.Length; i++)
                table[i] = unknown;
            foreach (var (n, label) in targets)
                table[n - min] = label;
            il.LoadLocal(number).LoadConstant(min).Subtract().Switch(table);
            il.Branch(unknown);
            return;
        }
        EmitBinarySearch(il, number, targets, 0, targets.Length - 1, unknown);
    }

    /// <summary>Insertion sort by field number (a message has tens of fields; Array.Sort over a tuple would be
    /// JIT-compiled even with ReadyToRun).</summary>
    private static void SortByNumber((int Number, EmitLabel Label)[] targets)
    {
        for (var i = 1; i < targets.Length; i++)
        {
            var item = targets[i];
            var j = i - 1;
            for (; j >= 0 && targets[j].Number > item.Number; j--)
                targets[j + 1] = targets[j];
            targets[j + 1] = item;
        }
    }

    private static void EmitBinarySearch(VerifyingEmitter il, EmitLocal number, (int Number, EmitLabel Label)[] targets,
        int lo, int hi, EmitLabel unknown)
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

    private static void EmitReadSingle(VerifyingEmitter il, Layout layout, int index, EmitLocal tag, EmitLabel unknown,
        Storage storage, EmitLocal? instance)
    {
        var field = layout.Fields[index];
        var valueType = field.Value.Type;
        // A known number with another wire type is treated as an unknown field, as Google.Protobuf does.
        il.LoadLocal(tag).LoadConstant(field.Tag).BranchIfNotEqual(unknown);
        if (field.IsClosedEnum)
        {
            EmitReadClosedEnum(il, layout, index, storage, instance);
            return;
        }

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
            if (field.Value.Message is not null
                || field.Value.WellKnown
                    is WellKnownKind.DateTime or WellKnownKind.DateTimeOffset or WellKnownKind.TimeSpan)
            {
                storage.Load(il, index);
                if (field.IsNullable)
                {
                    var temp = il.DeclareLocal(field.MemberType);
                    il.StoreLocal(temp).LoadLocalAddress(temp)
                        .Call(field.MemberType.GetMethod("GetValueOrDefault", Type.EmptyTypes)!);
                }
            }
            else
            {
                PushZero(il, valueType);
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
        foreach (var sibling in layout.Model.OneOfMembers[field.OneOfIndex])
        {
            if (sibling == field)
                continue;
            var s = IndexIn(layout, sibling);
            storage.Store(il, s, () => PushZero(il, sibling.MemberType));
        }
    }

    private static int IndexIn(Layout layout, FieldModel field) => layout.Model.IndexOf(field) is var i and >= 0
        ? i : throw new InvalidOperationException($"{field.Name} is not a field of {layout.Type.FullName}.");

    /// <summary>Reads an inlined leaf message: its own loop between the length-delimited bounds, no delegate
    /// call.</summary>
    private EmitLocal? EmitReadInlined(VerifyingEmitter il, Layout layout, int index, Layout leaf, EmitLocal tag,
        EmitLabel unknown, Storage storage)
    {
        var field = layout.Fields[index];
        var element = field.Value.Type;
        var listType = typeof(List<>).MakeGenericType(element);
        il.LoadLocal(tag).LoadConstant(WireFormat.MakeTag(field.Number, WireType.LengthDelimited))
            .BranchIfNotEqual(unknown);

        var item = il.DeclareLocal(element, "item");
        EmitLocal? accumulator = null;
        EmitLocal? list = null;
        EmitLabel? have = null;
        if (field.Shape == FieldShape.Single)
        {
            // Merge into the current value, or a new one.
            have = il.DefineLabel("have_item");
            storage.Load(il, index);
            il.StoreLocal(item).LoadLocal(item).BranchIfTrue(have);
        }
        else
        {
            if (field.MemberType == listType)
                list = EnsureList(il, index, field, storage);
            else
                accumulator = EnsureAccumulator(il, field);
            var target = list ?? accumulator!;
            il.LoadArgument(ReadReader).LoadLocal(target)
              .Call(typeof(CollectionOps<>).MakeGenericType(element)
                  .GetMethod(nameof(CollectionOps<int>.ReserveIfFull), [ReaderRef, target.Type])!);
        }
        EmitNew(il, leaf.Model);
        EmitSetAbsentDefaults(il, leaf);
        il.StoreLocal(item);
        if (have is not null)
            il.MarkLabel(have);

        var token = il.DeclareLocal(typeof(SubMessageToken));
        il.LoadArgument(ReadReader).Call(BeginLengthDelimited).StoreLocal(token);
        il.LoadArgument(ReadReader)
            .Call(typeof(MessageOps).GetMethod(nameof(MessageOps.EnterInlined))!.MakeGenericMethod(element));
        EmitReadLoop(il, leaf, new InstanceStorage(leaf, () => il.LoadLocal(item)), item, isRoot: false);
        il.LoadArgument(ReadReader).LoadLocal(token).Call(EndLengthDelimited);
        il.LoadArgument(ReadReader).Call(typeof(MessageOps).GetMethod(nameof(MessageOps.ExitInlined))!);

        if (field.Shape == FieldShape.Single)
        {
            storage.Store(il, index, () => il.LoadLocal(item));
            EmitClearOneOfSiblings(il, layout, field, storage);
        }
        else
            il.LoadLocal(list ?? accumulator!).LoadLocal(item).Call((list ?? accumulator!).Type.GetMethod("Add")!);
        return accumulator;
    }
}
