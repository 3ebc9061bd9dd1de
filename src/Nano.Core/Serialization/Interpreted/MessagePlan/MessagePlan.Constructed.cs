using Nano.Model;
using Nano.Serialization.Interpreted.Codecs;
using Nano.Serialization.Interpreted.Construction;
using Nano.Wire;

namespace Nano.Serialization.Interpreted;

/// <summary>
/// Constructor-built types (records, immutable classes, readonly structs): single fields are read into typed
/// <see cref="ArgumentCell"/>s of a pooled <see cref="ConstructionFrame"/>, then the constructor is called through
/// <see cref="ConstructorCall"/> with an argument array that the frame reuses. Nothing is boxed per value and nothing
/// but the instance (and what its fields hold) is allocated per message. Same semantics as the slot path it
/// replaces for these types: merges, oneofs, required fields, proto2 defaults, members set after the constructor.
/// docs/design-interpreted.md.
/// </summary>
internal sealed partial class MessagePlan
{
    private FramePool? _frames;            // set when ReadPath is Constructor
    private ConstructorCall? _constructorCall;
    private object?[] _parameterDefaults = []; // per parameter: what it takes when it has no value (its default)
    private int[] _afterConstructor = [];  // fields the constructor does not take (set afterwards when read)

    /// <summary>Sets up the constructor path when the type takes it: built through its constructor, at most 64 fields
    /// (the seen mask is one ulong; more keep the slot path, as the emit backend interprets them too).</summary>
    private void InitializeConstruction()
    {
        if (!Model.UsesConstructorArguments || _fields.Length > 64 || _subTypes.Length != 0)
            return;
        // Single fields get a typed cell (their codec closes it over T); repeated and map fields gather in slots.
        var cellCodecs = _fields.Select(f => f.Model.Shape == FieldShape.Single ? f.Codec : (Codec?)null).ToArray();
        _frames = new FramePool(cellCodecs, _constructorParameters.Length);
        _constructorCall = new ConstructorCall(Model.Constructor!);
        _parameterDefaults = _constructorParameters.Select(DefaultOf).ToArray();
        _afterConstructor = Enumerable.Range(0, _fields.Length).Where(i => _fields[i].Model.ConstructorParameter < 0).ToArray();
    }

    private object ReadConstructed(ref ProtoReader reader, object? existing)
    {
        var frame = _frames!.Rent();
        var cells = frame.Cells;
        Slot[]? slots = frame.Slots;
        // Merging: every cell starts from the instance's value (slots load theirs on first use, see SlotOf).
        if (existing is not null)
            for (var i = 0; i < cells.Length; i++)
                cells[i]?.Load(_fields[i].GetBoxed(existing));

        ulong seen = 0; // bit i: field i was read (or cleared by a oneof sibling)
        UnknownFieldSet? unknown = null;
        uint tag;
        var last = 0; // the field number of the previous tag: where an OverwriteList run starts
        while ((tag = reader.ReadTag()) != 0)
        {
            var number = (int)(tag >> 3);
            var wireType = (WireType)(tag & 7);
            var previous = last;
            last = number;
            if (TryFind(number, out var index)) // no sub-types here, so index >= 0
            {
                var field = _fields[index];
                if (field.Model.OverwritesCollection && previous != number)
                    StartOverwrite(ref slots, index);
                var cell = cells[index];
                bool read;
                if (field.Model.IsClosedEnum && wireType == WireType.Varint)
                {
                    if (!TryReadClosedEnum(ref reader, field, number, existing, ref unknown, out var value))
                        continue;
                    if (cell is not null)
                        cell.Load(value);
                    else
                        SlotOf(ref slots, field, index, existing).Value = value;
                    read = true;
                }
                else
                {
                    read = cell is not null
                        ? cell.Read(ref reader, wireType)
                        : field.Read(ref reader, wireType, ref SlotOf(ref slots, field, index, existing));
                }
                if (read)
                {
                    seen |= 1UL << index;
                    if (field.Model.OneOfIndex >= 0)
                        seen |= ClearSiblings(frame, field.Model.OneOfIndex, index);
                    continue;
                }
            }
            SkipOrKeep(ref reader, existing, ref unknown);
        }

        if (_requiredFields.Length != 0)
            CheckRequired(ref reader, seen, Model.IsValueType ? null : existing);
        var instance = Construct(frame, seen, existing);
        SetAfterConstruction(frame, seen, existing, instance);
        if (unknown is not null)
            ((IUnknownFieldsHolder)instance).UnknownFields = unknown;
        // Not reached when something threw: that frame is dropped, not returned half-used.
        frame.Reset(cells: existing is not null);
        _frames.Return(frame);
        return instance;
    }

    /// <summary>Clears the other members of a oneof (null arguments, as the slot path did); returns their seen bits.</summary>
    private ulong ClearSiblings(ConstructionFrame frame, int group, int keep)
    {
        ulong bits = 0;
        foreach (var i in _oneOfMembers[group])
        {
            if (i == keep)
                continue;
            if (frame.Cells[i] is { } sibling)
                sibling.Clear();
            else
                frame.Slots[i] = new Slot { Touched = true, Seen = true };
            bits |= 1UL << i;
        }
        return bits;
    }

    /// <summary>Fills the frame's argument array and calls the constructor.</summary>
    private object Construct(ConstructionFrame frame, ulong seen, object? existing)
    {
        var arguments = frame.Arguments;
        for (var p = 0; p < arguments.Length; p++)
        {
            var i = _constructorFields[p];
            if (i < 0)
            {
                arguments[p] = _parameterDefaults[p];
                continue;
            }
            var field = _fields[i];
            object? argument;
            if ((seen & (1UL << i)) != 0)
                argument = frame.Cells[i] is { } cell ? cell.Take() : field.Final(ref frame.Slots[i]);
            else if (existing is not null)
                argument = frame.Cells[i] is { } cell ? cell.Take() : field.GetBoxed(existing);
            else if (field.Model.Absent == AbsentValue.Default)
                argument = field.Model.ValueWhenAbsent;
            else
                argument = _parameterDefaults[p];
            arguments[p] = field.Model.Absent == AbsentValue.Empty ? field.Model.Fill(argument) : argument;
        }
        return _constructorCall!.Invoke(arguments);
    }

    /// <summary>The members the constructor did not take: set when read, carried over from the instance merged into
    /// (a merge builds a new instance), else their proto2 default.</summary>
    private void SetAfterConstruction(ConstructionFrame frame, ulong seen, object? existing, object instance)
    {
        if (_afterConstructor.Length == 0)
            return;
        if (existing is not null)
        {
            foreach (var i in _afterConstructor)
                if ((seen & (1UL << i)) == 0 && _fields[i].CanSet)
                    _fields[i].SetBoxed(instance, _fields[i].GetBoxed(existing));
        }
        else
        {
            foreach (var i in _absentDefaults)
                if ((seen & (1UL << i)) == 0)
                    _fields[i].SetAbsent(instance);
        }
        foreach (var i in _afterConstructor)
        {
            if ((seen & (1UL << i)) == 0)
                continue;
            if (frame.Cells[i] is { } cell)
                _fields[i].SetBoxed(instance, cell.Take()); // the cell's box: the setter unboxes it, nothing allocated
            else
                StoreSlot(instance, ref frame.Slots[i], i);
        }
    }
}
