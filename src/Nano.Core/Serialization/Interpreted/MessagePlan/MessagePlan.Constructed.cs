using Nano.Serialization.Interpreted.Construction;

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
    private ConstructorCall? _constructorCall; // the constructor: with arguments (set up
                                               // here), or parameterless (bound on first use)
    private int[] _constructorFields = []; // per constructor parameter: its field's index, -1 for none
    private object?[] _parameterDefaults = []; // per parameter: what it takes when it has no value (its default)
    private int[] _afterConstructor = [];  // fields the constructor does not take (every field of another type)

    /// <summary>Sets up a constructor-built type: its constructor and arguments, and the constructor path when the type
    /// has at most 64 fields (the seen mask is one ulong; more keep the slot path, as the emit backend interprets them
    /// too). The model refuses a constructor-built type in a hierarchy, with callbacks or with XSpecified
    /// members.</summary>
    private void InitializeConstruction()
    {
        _afterConstructor =
            Enumerable.Range(0, _fields.Length).Where(i => _fields[i].Model.ConstructorParameter < 0).ToArray();
        if (!Model.UsesConstructorArguments)
            return;
        var parameters = Model.Constructor!.GetParameters();
        _constructorFields = Model.ConstructorArguments!.Select(f => f is null ? -1 : Model.IndexOf(f)).ToArray();
        _parameterDefaults = parameters.Select((parameter, i) => Model.ConstructorDefaults?[i] ?? ZeroOf(parameter)).ToArray();
        _constructorCall = new ConstructorCall(Model.Constructor!);
        if (_fields.Length > 64)
            return;
        // Single fields get a typed cell (their codec closes it over T); repeated and map fields gather in slots.
        var cellCodecs = _fields.Select(f => f.Model.Shape == FieldShape.Single ? f.Codec : (Codec?)null).ToArray();
        _frames = new FramePool(cellCodecs, parameters.Length);
    }

    /// <summary>Fills the argument array (the frame's, else a new one) and calls the constructor: per parameter, the
    /// value read, else the instance merged into's, else the field's proto2 default, else the parameter's
    /// default.</summary>
    private object Construct(ref ReadState state)
    {
        var frame = state.Frame;
        var arguments = frame?.Arguments ?? new object?[_parameterDefaults.Length];
        for (var p = 0; p < arguments.Length; p++)
        {
            var i = _constructorFields[p];
            if (i < 0)
            {
                arguments[p] = _parameterDefaults[p];
                continue;
            }
            var field = _fields[i];
            var cell = frame?.Cells[i]; // a cell holds what was read, or what it loaded from the instance merged into
            object? argument;
            if (IsSeen(ref state, i))
                argument = cell is not null ? cell.Take() : field.Final(ref state.Slots![i]);
            else if (state.Existing is not null)
                argument = cell is not null ? cell.Take() : field.GetBoxed(state.Existing);
            else if (field.Model.Absent == AbsentValue.Default)
                argument = field.Model.ValueWhenAbsent;
            else
                argument = _parameterDefaults[p];
            arguments[p] = field.Model.Absent == AbsentValue.Empty ? field.Model.Fill(argument) : argument;
        }
        return _constructorCall!.Invoke(arguments);
    }

    /// <summary>A new instance of a type that is not built through its constructor's arguments: uninitialized (the
    /// model skips its constructor), through its parameterless constructor, or the zero value of a struct.</summary>
    private object Create(ref ProtoReader reader)
    {
        if (Type.IsAbstract)
            throw GraphErrors.AbstractWithoutSubType(ref reader, Type);
        // In pool mode a recycled instance, when the model lets the type recycle (Recycling: null otherwise).
        var instance = Model.SkipsConstructor ? Instances.Uninitialized(Type)
            : Model.Constructor is { } constructor ? Buffers.Recycling.Recycling.Rent(ref reader, Type)
                ?? (_constructorCall ??= new ConstructorCall(constructor)).Invoke()
            : Reflect.New(MessageTypes.Members(Type));
        if (Model.Has(CallbackKind.BeforeDeserialize))
            Callbacks.Run(instance, Model, CallbackKind.BeforeDeserialize); // a new instance, before
                                                                            // any field is stored
        return instance;
    }

    private static object? ZeroOf(ParameterInfo parameter) =>
        parameter.ParameterType.IsValueType
            ? Activator.CreateInstance(MessageTypes.Creatable(parameter.ParameterType)) : null;
}
