using Nano.Serialization.Interpreted.Construction;

namespace Nano.Serialization.Interpreted;

/// <summary>
/// The interpreted form of one <see cref="MessageModel"/>: walks its fields' <see cref="FieldHandler"/>s. One read loop
/// serves every message; where a value goes is the read path's (<see cref="ReadPath"/>): a plain mutable class is read
/// straight into the instance (<see cref="ReadsDirect"/>); a constructor-built type into typed cells handed to its
/// constructor (MessagePlan.Constructed.cs); other messages (struct messages, hierarchies whose sub-type may arrive
/// after base fields) into slots first, stored when the message ends.
/// </summary>
internal sealed partial class MessagePlan
{
    private FieldHandler[] _fields = [];
    private (int Tag, uint RawTag, int TagSize, MessagePlan Plan)[] _subTypes = [];
    private Dictionary<int, int> _index = [];
    // _index for field numbers below 128 as an array (the common case; one load instead of a hash lookup per field):
    // the entry is index + 1 (0: none), ~index for a sub-type.
    private int[] _smallIndex = [];
    private int[][] _oneOfMembers = [];
    private int[] _oneOfChecks = []; // the oneofs a write checks: those of two
                                     // members or more (one alone cannot conflict)
    private int[] _requiredFields = [];
    private ulong _requiredMask; // RequiredFields.Mask of the model
    private int[] _absentDefaults = []; // fields that take their default in a new instance when absent (AbsentValue.Default)
    // Bit i: field i (i < 64) is read in the loop with nothing else to do after (straight into the instance, or into
    // its construction cell; not a closed enum, no oneof sibling to clear, no OverwriteList run): the read loop's fast
    // path, one test instead of following the handler to its model. 0 on the slot path.
    private ulong _plain;
    private bool _conditional; // a field has a write condition (ShouldSerializeX / XSpecified): the writes ask it
    private int[] _specified = []; // the fields with an XSpecified setter, set after a read in which they occurred
    private bool _serializeCallbacks; // the hierarchy's root level of a type with callbacks runs them around writes
    private bool _readCallbacks; // the type has callbacks: reads go through ReadWithCallbacks

    public MessagePlan(MessageModel model) => Model = model;

    public MessageModel Model { get; }
    public Type Type => Model.Type;

    /// <summary>The handlers of the message's own fields, in field order.</summary>
    public IReadOnlyList<FieldHandler> Fields => _fields;

    /// <summary>
    /// True when reads go straight into the instance: a class that is not abstract, has no sub-types, is not built
    /// through its constructor, and has at most 64 fields (the seen mask is one ulong). docs/design-interpreted.md.
    /// </summary>
    public bool ReadsDirect => ReadPath == MessageReadPath.Direct;

    /// <summary>How a read builds the message (diagnostics and tests: see docs/design-interpreted.md).</summary>
    public MessageReadPath ReadPath { get; private set; }

    /// <summary>Second phase of construction, once every plan of the graph exists (so recursive types can refer to
    /// themselves).</summary>
    public void Initialize(FieldHandler[] fields, IEnumerable<(SubTypeModel SubType, MessagePlan Plan)> subTypes)
    {
        _fields = fields;
        _subTypes = subTypes.Select(s => (s.SubType.Tag, WireFormat.MakeTag(s.SubType.Tag, WireType.LengthDelimited),
            WireFormat.SizeOfTag(s.SubType.Tag), s.Plan)).ToArray();
        for (var i = 0; i < fields.Length; i++)
            _index[fields[i].Model.Number] = i;
        for (var i = 0; i < _subTypes.Length; i++)
            _index[_subTypes[i].Tag] = ~i;
        _smallIndex = new int[Math.Min(128, _index.Count == 0 ? 0 : _index.Keys.Max() + 1)];
        foreach (var (number, index) in _index)
            if (number < _smallIndex.Length)
                _smallIndex[number] = index >= 0 ? index + 1 : index;
        _requiredFields = Model.RequiredFields.Select(Model.IndexOf).ToArray();
        _requiredMask = RequiredFields.Mask(Model);
        _oneOfMembers = Model.OneOfMembers.Select(group => group.Select(Model.IndexOf).ToArray()).ToArray();
        _oneOfChecks = Enumerable.Range(0, _oneOfMembers.Length).Where(g => _oneOfMembers[g].Length > 1).ToArray();
        _absentDefaults = Enumerable.Range(0, fields.Length)
            .Where(i => fields[i].Model.Absent == AbsentValue.Default && fields[i].Model.ConstructorParameter < 0)
                .ToArray();
        _conditional = fields.Any(f => f.Model.WriteCondition is not null);
        _specified =
            Enumerable.Range(0, fields.Length).Where(i => fields[i].Model.SpecifiedSetter is not null).ToArray();
        _serializeCallbacks = Model.BaseType is null
            && (Model.Has(CallbackKind.BeforeSerialize) || Model.Has(CallbackKind.AfterSerialize));
        _readCallbacks = Model.Callbacks is not null;
        InitializeConstruction();
        ReadPath = _frames is not null ? MessageReadPath.Constructor
            : !Model.UsesConstructorArguments && !Model.IsValueType && !Type.IsAbstract && _subTypes.Length == 0
                && fields.Length <= 64 ? MessageReadPath.Direct
            : MessageReadPath.Slots;
        if (ReadPath != MessageReadPath.Slots)
            for (var i = 0; i < fields.Length; i++)
                if ((ReadsDirect ? fields[i].ReadsDirect : fields[i].Model.Shape == FieldShape.Single)
                    && !fields[i].Model.IsClosedEnum && !fields[i].Model.OverwritesCollection
                    && (fields[i].Model.OneOfIndex < 0 || _oneOfMembers[fields[i].Model.OneOfIndex].Length == 1))
                    _plain |= 1UL << i;
    }

    // ---- writing

    // Measure and Write are one frame each per nesting level (no wrapper for the callbacks): a type without callbacks
    // pays one flag test, and the recursive write path keeps its stack depth.
    public long Measure(object value, int depthLeft)
    {
        if (_serializeCallbacks)
            value = BeforeSerialize(value);
        long size = 0;
        if (_subTypes.Length != 0 && value.GetType() != Type)
        {
            var sub = SubTypeOf(value);
            var length = sub.Plan.Measure(value, ProtoWriter.NestedDepth(depthLeft, sub.Plan.Type));
            size += sub.TagSize + WireFormat.SizeOfLengthPrefixed(length);
        }
        if (_oneOfChecks.Length != 0)
            CheckOneOfs(value);
        if (_conditional)
            size += MeasureConditionally(value, depthLeft);
        else
            foreach (var field in _fields)
                size += field.Measure(value, depthLeft);
        if (Model.KeepsUnknownFields && ((IUnknownFieldsHolder)value).UnknownFields is { } unknown)
            size += unknown.Length;
        if (_serializeCallbacks)
            Callbacks.Run(value, Model, CallbackKind.AfterSerialize);
        return size;
    }

    public void Write(ref ProtoWriter writer, object value)
    {
        if (_serializeCallbacks)
            value = BeforeSerialize(value);
        if (_subTypes.Length != 0 && value.GetType() != Type)
        {
            var sub = SubTypeOf(value);
            writer.WriteRawTag(sub.RawTag);
            sub.Plan.WriteNested(ref writer, value, sub.Tag);
        }
        if (_oneOfChecks.Length != 0)
            CheckOneOfs(value);
        if (_conditional)
            WriteConditionally(ref writer, value);
        else
            foreach (var field in _fields)
                field.Write(ref writer, value);
        if (Model.KeepsUnknownFields && ((IUnknownFieldsHolder)value).UnknownFields is { } unknown)
            writer.WriteRaw(unknown.RawBytes.Span);
        if (_serializeCallbacks)
            Callbacks.Run(value, Model, CallbackKind.AfterSerialize);
    }

    /// <summary>The instance a measuring or writing pass works on (a struct's own copy), its before-callback
    /// run.</summary>
    private object BeforeSerialize(object value)
    {
        value = OwnCopy(value);
        Callbacks.Run(value, Model, CallbackKind.BeforeSerialize);
        return value;
    }

    /// <summary>Writes the value as a nested message: length prefix (back-patched, or measured when the writer cannot
    /// keep it open) then its fields (<see cref="ProtoWriter.WriteNested{TBody}"/>).</summary>
    public void WriteNested(ref ProtoWriter writer, object value, int fieldNumber) =>
        writer.WriteNested(new NestedBody(this, value), fieldNumber, Type);

    /// <summary>A message's fields as the body of <see cref="ProtoWriter.WriteNested{TBody}"/>.</summary>
    private readonly struct NestedBody(MessagePlan plan, object value) : INestedBody
    {
        public void Write(ref ProtoWriter writer) => plan.Write(ref writer, value);

        public long Measure(int depthLeft) => plan.Measure(value, depthLeft);
    }

    private (int Tag, uint RawTag, int TagSize, MessagePlan Plan) SubTypeOf(object value)
    {
        foreach (var sub in _subTypes)
            if (sub.Plan.Type.IsInstanceOfType(value))
                return sub;
        throw GraphErrors.UnknownSubType(Type, value.GetType());
    }

    private void CheckOneOfs(object value)
    {
        foreach (var g in _oneOfChecks)
        {
            var set = 0;
            foreach (var i in _oneOfMembers[g])
                if (_fields[i].IsSet(value) && ++set > 1)
                    throw GraphErrors.OneOfConflict(Model, g);
        }
    }

    // ---- reading

    /// <summary>Reads the fields of one message (up to the end of the input or the enclosing limit), merging into
    /// <paramref name="existing"/> when it is not null.</summary>
    public object Read(ref ProtoReader reader, object? existing) =>
        _readCallbacks ? ReadWithCallbacks(ref reader, existing) : ReadFields(ref reader, existing);

    /// <summary>
    /// The read loop of every path; the path only decides where a value goes (<see cref="ReadState"/>): the instance
    /// (Direct), a typed cell of the construction frame (Constructor), or a slot stored when the message ends.
    /// </summary>
    /// <remarks>
    /// This frame is on the recursive path (one per nesting level, with the field and codec frames), and unoptimized
    /// (Tier0) code gives every local and temporary its own stack slot: the loop keeps only the plain-field path, and
    /// every rarer case is a call, so a thread with a small stack still reaches MaxDepth before the stack check.
    /// </remarks>
    private object ReadFields(ref ProtoReader reader, object? existing)
    {
        var state = BeginRead(ref reader, existing);
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            var number = (int)(tag >> 3);
            var previous = state.Last;
            state.Last = number;
            if (TryFind(number, out var index))
            {
                // _plain is 0 where index can be negative (a sub-type) or past 63 (the slot path).
                if ((_plain & (1UL << index)) != 0)
                {
                    if (state.Frame is { } frame
                        ? frame.Cells[index]!.Read(ref reader, (WireType)(tag & 7))
                        : _fields[index].ReadInto(ref reader, (WireType)(tag & 7), state.Instance!))
                    {
                        state.Seen |= 1UL << index;
                        continue;
                    }
                }
                else if (index >= 0
                    ? ReadField(ref reader, ref state, index, (WireType)(tag & 7), previous != number)
                    : ReadSubType(ref reader, ref state, ~index, (WireType)(tag & 7)))
                {
                    continue;
                }
            }
            SkipOrKeep(ref reader, state.Existing, ref state.Unknown);
        }
        return Finish(ref reader, ref state);
    }

    /// <summary>What the read loop gathers while it reads one message.</summary>
    private struct ReadState(object? instance, object? existing, ConstructionFrame? frame)
    {
        public object? Instance = instance; // Direct: the instance read into; Slots: the
                                            // one merged into or built by a sub-type
        public readonly object? Existing = existing;
        public readonly ConstructionFrame? Frame = frame; // the Constructor path's cells (and slots)
        public ulong Seen; // bit i: field i was read (or cleared by a oneof
                           // sibling); fields past 63 only in their slots
        public Slot[]? Slots = frame?.Slots;
        public UnknownFieldSet? Unknown;
        public int Last; // the field number of the previous tag: where an OverwriteList run starts
    }

    private ReadState BeginRead(ref ProtoReader reader, object? existing)
    {
        if (ReadPath == MessageReadPath.Direct)
            return new ReadState(existing ?? Create(ref reader), existing, null);
        if (ReadPath == MessageReadPath.Slots)
            return new ReadState(existing, existing, null);
        var frame = _frames!.Rent();
        // Merging: every cell starts from the instance's value (slots load theirs on first use, see SlotOf).
        if (existing is not null)
            for (var i = 0; i < frame.Cells.Length; i++)
                frame.Cells[i]?.Load(_fields[i].GetBoxed(existing));
        return new ReadState(null, existing, frame);
    }

    /// <summary>True when field <paramref name="i"/> was read (or cleared by a oneof sibling).</summary>
    private bool IsSeen(ref ReadState state, int i) =>
        _fields.Length <= 64 ? (state.Seen & (1UL << i)) != 0 : state.Slots is { } slots && slots[i].Seen;

    /// <summary>
    /// Every field the read loop does not read inline: an OverwriteList run's start, closed enums, slotted fields and
    /// oneof members. False when the field was not read (an unknown field then).
    /// </summary>
    private bool ReadField(ref ProtoReader reader, ref ReadState state, int index, WireType wireType, bool runStarts)
    {
        var field = _fields[index];
        var cell = state.Frame?.Cells[index];
        var direct = ReadsDirect && field.ReadsDirect; // else a cell, or a slot stored at the end
        if (field.Model.OverwritesCollection && runStarts)
            StartOverwrite(ref state, index, direct);
        bool read;
        if (field.Model.IsClosedEnum && wireType == WireType.Varint)
        {
            if (!TryReadClosedEnum(ref reader, field, state.Existing, ref state.Unknown, out var value))
                return true; // an undeclared number: kept or skipped by TryReadClosedEnum, the member left alone
            if (cell is not null)
                cell.Load(value);
            else if (direct)
                field.SetBoxed(state.Instance!, value);
            else
                SlotOf(ref state.Slots, field, index, state.Existing).Value = value;
            read = true;
        }
        else
        {
            read = cell is not null ? cell.Read(ref reader, wireType)
                : direct ? field.ReadInto(ref reader, wireType, state.Instance!)
                : field.Read(ref reader, wireType, ref SlotOf(ref state.Slots, field, index, state.Existing));
        }
        if (!read)
            return false;
        if (index < 64)
            state.Seen |= 1UL << index;
        if (cell is null && !direct)
            state.Slots![index].Seen = true;
        if (field.Model.OneOfIndex >= 0)
            ClearSiblings(ref state, field.Model.OneOfIndex, index);
        return true;
    }

    /// <summary>Reading a member of a oneof clears the others (null; a slot stores null at the end), marked
    /// seen.</summary>
    private void ClearSiblings(ref ReadState state, int group, int keep)
    {
        foreach (var i in _oneOfMembers[group])
        {
            if (i == keep)
                continue;
            if (state.Frame?.Cells[i] is { } cell)
                cell.Clear();
            else if (ReadsDirect)
                _fields[i].Clear(state.Instance!);
            else
                (state.Slots ??= new Slot[_fields.Length])[i] = new Slot { Touched = true, Seen = true };
            if (i < 64)
                state.Seen |= 1UL << i;
        }
    }

    /// <summary>
    /// An OverwriteList run starts: what the member holds is replaced. Read straight into the instance, the member is
    /// reset now; gathered in a slot, what was gathered is dropped and the member reset when the slot is stored
    /// (<see cref="StoreSlot"/>).
    /// </summary>
    private void StartOverwrite(ref ReadState state, int index, bool direct)
    {
        var field = _fields[index];
        if (ReadsDirect)
        {
            field.SetBoxed(state.Instance!, field.Model.OverwrittenValue);
            if (!direct)
                SlotOf(ref state.Slots, field, index, state.Existing) = new Slot { Touched = true };
            return;
        }
        (state.Slots ??= new Slot[_fields.Length])[index] = new Slot { Touched = true, Overwritten = true };
    }

    /// <summary>
    /// Reads a closed enum's number (<see cref="ClosedEnums.IsDeclared"/>). An undeclared number is an unknown field
    /// (kept when the type keeps them) and the member is left alone: false then.
    /// </summary>
    private bool TryReadClosedEnum(ref ProtoReader reader, FieldHandler field, object? existing,
        ref UnknownFieldSet? unknown, out object? value)
    {
        value = field.Codec.ReadBoxed(ref reader, null);
        var enumNumber = FieldModel.EnumNumber(value);
        if (ClosedEnums.IsDeclared(field.Model, enumNumber))
            return true;
        if (Model.KeepsUnknownFields)
            ClosedEnums.Keep(unknown ??= (existing as IUnknownFieldsHolder)?.UnknownFields ?? new UnknownFieldSet(),
                field.Model.Number, enumNumber);
        return false;
    }

    /// <summary>An unknown field (or one of the wrong wire type): kept when the type keeps unknown fields, else
    /// skipped.</summary>
    private void SkipOrKeep(ref ProtoReader reader, object? existing, ref UnknownFieldSet? unknown)
    {
        if (Model.KeepsUnknownFields)
        {
            unknown ??= (existing as IUnknownFieldsHolder)?.UnknownFields ?? new UnknownFieldSet();
            reader.CopyField(unknown.Writer);
        }
        else
        {
            reader.SkipField();
        }
    }

    /// <summary>The field (index &gt;= 0) or sub-type (~index) of a field number.</summary>
    private bool TryFind(int number, out int index)
    {
        if ((uint)number < (uint)_smallIndex.Length)
        {
            var entry = _smallIndex[number];
            index = entry > 0 ? entry - 1 : entry;
            return entry != 0;
        }
        return _index.TryGetValue(number, out index);
    }

    /// <summary>The slot of a field that gathers before storing, loaded on first use with the value being merged
    /// into.</summary>
    private ref Slot SlotOf([NotNull] ref Slot[]? slots, FieldHandler field, int index, object? existing)
    {
        slots ??= new Slot[_fields.Length];
        ref var slot = ref slots[index];
        if (!slot.Touched)
        {
            slot.Touched = true;
            if (existing is not null
                && field.Model.Collection is not (CollectionKind.Existing or CollectionKind.ExistingDictionary))
                slot.Value = field.GetBoxed(existing);
        }
        return ref slot;
    }

    /// <summary>An instance with no fields set (for a map entry whose message value is missing).</summary>
    public object CreateEmpty(ref ProtoReader reader)
    {
        var state = new ReadState(null, null, null);
        var instance = Finish(ref reader, ref state);
        // As a read of an empty message (the emit backend reads one): the after-callback too.
        if (Model.BaseType is null && Model.Has(CallbackKind.AfterDeserialize))
            Callbacks.Run(instance, Model, CallbackKind.AfterDeserialize);
        return instance;
    }

    /// <summary>A sub-type's fields (the slot path): read into the instance so far, which they may create.</summary>
    private bool ReadSubType(ref ProtoReader reader, ref ReadState state, int sub, WireType wireType)
    {
        if (wireType != WireType.LengthDelimited)
            return false;
        var plan = _subTypes[sub].Plan;
        var instance = state.Instance;
        if (instance is not null && !plan.Type.IsInstanceOfType(instance))
            throw GraphErrors.MergeTypeMismatch(ref reader, plan.Type, instance);
        var token = reader.BeginLengthDelimited();
        var read = plan.Read(ref reader, instance);
        if (reader.Required is not null)
            RequiredFields.Resolve(ref reader, instance, read);
        reader.EndLengthDelimited(token);
        state.Instance = read;
        return true;
    }

    /// <summary>Stores a slot; an overwritten one first resets the member, so that handlers that append to it do
    /// not.</summary>
    private void StoreSlot(object instance, ref Slot slot, int index)
    {
        if (slot.Overwritten)
            _fields[index].SetBoxed(instance, _fields[index].Model.OverwrittenValue);
        _fields[index].Store(instance, ref slot);
    }

    /// <summary>Throws when a required field is missing from the merged message (<see cref="RequiredFields.Check"/>):
    /// required fields are checked on the merged message, unless merging into an object the caller supplied (a struct
    /// is never "existing").</summary>
    private void CheckRequired(ref ProtoReader reader, ref ReadState state)
    {
        ulong seen = 0;
        foreach (var index in _requiredFields)
            if (IsSeen(ref state, index))
                seen |= 1UL << _fields[index].Model.RequiredIndex;
        RequiredFields.Check(ref reader, Model, seen, _requiredMask, Model.IsValueType ? null : state.Existing);
    }

    /// <summary>The end of a message, on every path: required fields, the instance (created, or built through its
    /// constructor), what a merge into a constructor-built type carries over, proto2 defaults of absent fields, the
    /// values not yet stored (cells and slots), unknown fields kept; a construction frame goes back to its
    /// pool.</summary>
    private object Finish(ref ProtoReader reader, ref ReadState state)
    {
        if (_requiredFields.Length != 0)
            CheckRequired(ref reader, ref state);
        var existing = state.Existing;
        var frame = state.Frame;
        object instance;
        if (Model.UsesConstructorArguments)
        {
            instance = Construct(ref state);
            // A merge creates a new immutable instance: carry over what the constructor did not receive.
            if (existing is not null)
                foreach (var i in _afterConstructor)
                    if (!IsSeen(ref state, i) && _fields[i].CanSet)
                        _fields[i].SetBoxed(instance, _fields[i].GetBoxed(existing));
        }
        else
        {
            instance = state.Instance ?? Create(ref reader);
        }

        // A new instance: absent fields with a proto2 default take it.
        if (existing is null)
            foreach (var i in _absentDefaults)
                if (!IsSeen(ref state, i))
                    _fields[i].SetAbsent(instance);

        if (frame is not null || state.Slots is not null)
            StoreRead(ref state, instance);
        foreach (var i in _specified)
            if (IsSeen(ref state, i))
                Conditions.MarkSpecified(instance, _fields[i].Model);
        if (state.Unknown is not null)
            ((IUnknownFieldsHolder)instance).UnknownFields = state.Unknown;
        if (frame is not null)
        {
            // Not reached when something threw: that frame is dropped, not returned half-used.
            frame.Reset(cells: existing is not null);
            _frames!.Return(frame);
        }
        return instance;
    }

    /// <summary>Stores the values read into cells and slots in the members the constructor did not take.</summary>
    private void StoreRead(ref ReadState state, object instance)
    {
        foreach (var i in _afterConstructor)
        {
            if (state.Frame?.Cells[i] is { } cell)
            {
                if ((state.Seen & (1UL << i)) != 0)
                    _fields[i].SetBoxed(instance, cell.Take()); // the cell's box: the setter
                                                                // unboxes it, nothing allocated
            }
            else if (state.Slots![i].Seen)
            {
                StoreSlot(instance, ref state.Slots[i], i);
            }
        }
    }
}
