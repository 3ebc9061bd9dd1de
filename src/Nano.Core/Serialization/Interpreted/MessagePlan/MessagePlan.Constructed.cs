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

    /// <summary>The end of a message read into a construction frame: required fields checked, the constructor called,
    /// the other members set, the frame returned to the pool.</summary>
    private object FinishConstructed(ref ProtoReader reader, ref ReadState state)
    {
        var frame = state.Frame!;
        var existing = state.Existing;
        if (_requiredFields.Length != 0)
            CheckRequired(ref reader, ref state);
        var instance = Construct(frame, state.Seen, existing);
        SetAfterConstruction(frame, state.Seen, existing, instance);
        if (state.Unknown is not null)
            ((IUnknownFieldsHolder)instance).UnknownFields = state.Unknown;
        // Not reached when something threw: that frame is dropped, not returned half-used.
        frame.Reset(cells: existing is not null);
        _frames!.Return(frame);
        return instance;
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
