using System.Reflection;
using Nano.Model;
using Nano.Model.Building;
using Nano.Wire;

namespace Nano.Serialization.Interpreted;

/// <summary>
/// The interpreted form of one <see cref="MessageModel"/>: walks its fields with reflection. Values are read
/// into slots first and stored when the message ends, which serves immutable types (constructor arguments),
/// sub-types that arrive after base fields, oneof clearing and required-field checks alike.
/// </summary>
internal sealed class MessagePlan
{
    private FieldPlan[] _fields = [];
    private (int Tag, uint RawTag, int TagSize, MessagePlan Plan)[] _subTypes = [];
    private Dictionary<int, int> _index = [];
    private int[][] _oneOfMembers = [];
    private ParameterInfo[] _constructorParameters = [];
    private int[] _constructorFields = [];
    private int[] _requiredFields = [];

    public MessagePlan(MessageModel model) => Model = model;

    public MessageModel Model { get; }
    public Type Type => Model.Type;

    /// <summary>Second phase of construction, once every plan of the graph exists (so recursive types can refer to themselves).</summary>
    public void Initialize(FieldPlan[] fields, IEnumerable<(SubTypeModel SubType, MessagePlan Plan)> subTypes)
    {
        _fields = fields;
        _subTypes = subTypes.Select(s => (s.SubType.Tag, WireFormat.MakeTag(s.SubType.Tag, WireType.LengthDelimited), WireFormat.SizeOfTag(s.SubType.Tag), s.Plan)).ToArray();
        for (var i = 0; i < fields.Length; i++)
            _index[fields[i].Model.Number] = i;
        for (var i = 0; i < _subTypes.Length; i++)
            _index[_subTypes[i].Tag] = ~i;
        _requiredFields = Model.RequiredFields.Select(r => Array.FindIndex(fields, f => f.Model == r)).ToArray();
        _oneOfMembers = Model.OneOfGroups.Select((_, g) => Enumerable.Range(0, fields.Length).Where(i => fields[i].Model.OneOfIndex == g).ToArray()).ToArray();
        if (Model.UsesConstructorArguments)
        {
            _constructorParameters = Model.Constructor!.GetParameters();
            _constructorFields = Model.ConstructorArguments!.Select(f => f is null ? -1 : Array.FindIndex(fields, p => p.Model == f)).ToArray();
        }
    }

    // ---- writing

    public int Measure(object value, SizeCache sizes)
    {
        var size = 0;
        if (_subTypes.Length != 0 && value.GetType() != Type)
        {
            var sub = SubTypeOf(value);
            var slot = sizes.Reserve();
            sizes.Enter(sub.Plan.Type);
            var length = sub.Plan.Measure(value, sizes);
            sizes.Exit();
            sizes.Set(slot, length);
            size += sub.TagSize + WireFormat.SizeOfLengthPrefixed(length);
        }
        CheckOneOfs(value);
        foreach (var field in _fields)
            size += field.Measure(value, sizes);
        if (Model.KeepsUnknownFields && ((IUnknownFieldsHolder)value).UnknownFields is { } unknown)
            size += unknown.Length;
        return size;
    }

    public void Write(ref ProtoWriter writer, object value)
    {
        if (_subTypes.Length != 0 && value.GetType() != Type)
        {
            var sub = SubTypeOf(value);
            writer.WriteRawTag(sub.RawTag);
            writer.WriteLength(writer.Sizes!.Next());
            sub.Plan.Write(ref writer, value);
        }
        foreach (var field in _fields)
            field.Write(ref writer, value);
        if (Model.KeepsUnknownFields && ((IUnknownFieldsHolder)value).UnknownFields is { } unknown)
            writer.WriteRaw(unknown.RawBytes.Span);
    }

    private (int Tag, uint RawTag, int TagSize, MessagePlan Plan) SubTypeOf(object value)
    {
        foreach (var sub in _subTypes)
            if (sub.Plan.Type.IsInstanceOfType(value))
                return sub;
        if (Type.IsAbstract || !Type.IsInstanceOfType(value))
            throw new InvalidOperationException($"{value.GetType().FullName} is not a known sub-type of {Type.FullName}; declare it with [ProtoInclude].");
        throw new InvalidOperationException($"{value.GetType().FullName} derives from {Type.FullName} but is not declared with [ProtoInclude], so it cannot be written faithfully.");
    }

    private void CheckOneOfs(object value)
    {
        for (var g = 0; g < _oneOfMembers.Length; g++)
        {
            string? first = null;
            foreach (var i in _oneOfMembers[g])
            {
                if (_fields[i].Accessor.Get(value) is null)
                    continue;
                if (first is not null)
                    throw new InvalidOperationException(
                        $"oneof '{Model.OneOfGroups[g]}' of {Type.FullName} has both '{first}' and '{_fields[i].Model.Name}' set; at most one member may be set.");
                first = _fields[i].Model.Name;
            }
        }
    }

    // ---- reading

    public object Read(ref ProtoReader reader, object? existing)
    {
        var instance = existing;
        Slot[]? slots = null;
        UnknownFieldSet? unknown = null;
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            var number = (int)(tag >> 3);
            var wireType = (WireType)(tag & 7);
            if (_index.TryGetValue(number, out var index))
            {
                if (index < 0)
                {
                    if (wireType == WireType.LengthDelimited)
                    {
                        instance = ReadSubType(ref reader, _subTypes[~index].Plan, instance);
                        continue;
                    }
                }
                else
                {
                    var field = _fields[index];
                    slots ??= new Slot[_fields.Length];
                    ref var slot = ref slots[index];
                    if (!slot.Touched)
                    {
                        slot.Touched = true;
                        if (existing is not null && field.Model.Collection is not (CollectionKind.Existing or CollectionKind.ExistingDictionary))
                            slot.Value = field.Accessor.Get(existing);
                    }
                    if (field.Read(ref reader, wireType, ref slot))
                    {
                        slot.Seen = true;
                        if (field.Model.OneOfIndex >= 0)
                            ClearSiblings(slots, field.Model.OneOfIndex, index);
                        continue;
                    }
                }
            }
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
        return Finish(ref reader, existing, instance, slots, unknown);
    }

    /// <summary>An instance with no fields set (for a map entry whose message value is missing).</summary>
    public object CreateEmpty(ref ProtoReader reader) => Finish(ref reader, null, null, null, null);

    private object ReadSubType(ref ProtoReader reader, MessagePlan plan, object? instance)
    {
        if (instance is not null && !plan.Type.IsInstanceOfType(instance))
            throw reader.CreateException($"The payload holds a {plan.Type.FullName}, but the instance being merged into is a {instance.GetType().FullName}");
        var token = reader.BeginLengthDelimited();
        instance = plan.Read(ref reader, instance);
        reader.EndLengthDelimited(token);
        return instance;
    }

    private void ClearSiblings(Slot[] slots, int group, int keep)
    {
        foreach (var i in _oneOfMembers[group])
            if (i != keep)
                slots[i] = new Slot { Touched = true, Seen = true };
    }

    private object Finish(ref ProtoReader reader, object? existing, object? instance, Slot[]? slots, UnknownFieldSet? unknown)
    {
        // Required fields are checked unless merging into an existing object (a struct is never "existing").
        if (existing is null || Model.IsValueType)
            foreach (var index in _requiredFields)
                if (slots is null || !slots[index].Seen)
                    throw reader.CreateException($"Required field '{_fields[index].Model.Name}' ({_fields[index].Model.Number}) of {Type.FullName} is missing");

        if (Model.UsesConstructorArguments)
        {
            var arguments = new object?[_constructorParameters.Length];
            for (var p = 0; p < arguments.Length; p++)
            {
                var i = _constructorFields[p];
                if (i >= 0 && slots is not null && slots[i].Seen)
                    arguments[p] = _fields[i].Final(ref slots[i]);
                else if (i >= 0 && existing is not null)
                    arguments[p] = _fields[i].Accessor.Get(existing);
                else
                    arguments[p] = DefaultOf(_constructorParameters[p]);
            }
            instance = Model.Constructor!.Invoke(arguments);
            // A merge creates a new immutable instance: carry over what the constructor did not receive.
            if (existing is not null)
                for (var i = 0; i < _fields.Length; i++)
                    if (_fields[i].Model.ConstructorParameter < 0 && _fields[i].Accessor.CanSet && (slots is null || !slots[i].Seen))
                        _fields[i].Accessor.Set(instance, _fields[i].Accessor.Get(existing));
        }
        else
        {
            instance ??= Create(ref reader);
        }

        if (slots is not null)
            for (var i = 0; i < _fields.Length; i++)
                if (slots[i].Seen && _fields[i].Model.ConstructorParameter < 0)
                    _fields[i].Store(instance, ref slots[i]);
        if (unknown is not null)
            ((IUnknownFieldsHolder)instance).UnknownFields = unknown;
        return instance;
    }

    private object Create(ref ProtoReader reader)
    {
        if (Type.IsAbstract)
            throw reader.CreateException($"{Type.FullName} is abstract and the payload names none of its sub-types");
        return Model.Constructor is { } constructor ? constructor.Invoke(null) : Activator.CreateInstance(MessageTypes.Members(Type))!;
    }

    private static object? DefaultOf(ParameterInfo parameter) =>
        parameter.HasDefaultValue ? parameter.DefaultValue : parameter.ParameterType.IsValueType ? Activator.CreateInstance(MessageTypes.Creatable(parameter.ParameterType)) : null;
}
