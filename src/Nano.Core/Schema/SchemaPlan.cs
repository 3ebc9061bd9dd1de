namespace Nano.Schema;

/// <summary>
/// What one <c>.proto</c> file holds: every message and enum reachable from the requested types (in discovery order,
/// breadth first, fields in number order), their unique names, the well-known imports and the syntax. Messages are
/// declared flat at file level; a [ProtoInclude] hierarchy contributes every member, and a group's message is
/// declared inline as the group's body (and at file level only if it is also used as a message).
/// </summary>
internal sealed class SchemaPlan
{
    private readonly List<MessageModel> _messages = [];
    private readonly HashSet<MessageModel> _queued = [];
    private readonly Queue<MessageModel> _toWalk = new();
    private readonly List<Type> _enums = [];

    private SchemaPlan()
    {
    }

    /// <summary>Messages declared at file level, in order.</summary>
    public IReadOnlyList<MessageModel> Messages => _messages;

    /// <summary>Enums, in order.</summary>
    public IReadOnlyList<EnumPlan> Enums { get; private set; } = [];

    /// <summary>Message and enum names (all file-level).</summary>
    public Dictionary<MessageModel, string> MessageNames { get; } = [];

    public Dictionary<Type, EnumPlan> EnumsByType { get; } = [];

    /// <summary>Every file-level symbol: messages, enums and enum values (which protobuf scopes beside their
    /// enum).</summary>
    public NameScope FileScope { get; } = new(loose: false);

    /// <summary>True when a proto2-only feature is used (required, a default value, a group): the file is then
    /// proto2.</summary>
    public bool IsProto2 { get; private set; }

    public bool UsesTimestamp { get; private set; }

    public bool UsesDuration { get; private set; }

    /// <summary>True when a field is one of protobuf-net's <c>bcl.*</c> messages (declared in protobuf-net's
    /// bcl.proto).</summary>
    public bool UsesBcl { get; private set; }

    public static SchemaPlan Create(IEnumerable<MessageModel> roots)
    {
        var plan = new SchemaPlan();
        foreach (var root in roots)
            plan.AddHierarchy(OnWire(root).Root);
        while (plan._toWalk.TryDequeue(out var model))
            plan.WalkFields(model, groupPath: []);
        plan.AssignNames();
        return plan;
    }

    /// <summary>The message a field of <paramref name="model"/>'s type is declared as: the root of its hierarchy, which
    /// carries the sub-type.</summary>
    public string MessageTypeName(MessageModel model) => MessageNames[OnWire(model).Root];

    /// <summary>The message that travels for <paramref name="model"/>: its surrogate's, when it has one (as
    /// protobuf-net's schema names it).</summary>
    public static MessageModel OnWire(MessageModel model) => model.Surrogate?.Message ?? model;

    private void AddHierarchy(MessageModel model)
    {
        if (!_queued.Add(model))
            return;
        _messages.Add(model);
        _toWalk.Enqueue(model);
        foreach (var sub in model.SubTypes)
            AddHierarchy(sub.Model);
    }

    private void WalkFields(MessageModel model, List<MessageModel> groupPath)
    {
        foreach (var field in model.Fields)
        {
            SchemaRules.Check(model, field);
            if (SchemaRules.NeedsProto2(field))
                IsProto2 = true;
            if (field.Key is { } key)
                AddValue(model, field, key, groupPath);
            AddValue(model, field, field.Value, groupPath);
        }
    }

    private void AddValue(MessageModel owner, FieldModel field, ValueModel value, List<MessageModel> groupPath)
    {
        if (value.ListElement is { } element)
        {
            AddValue(owner, field, element, groupPath);
            return;
        }
        switch (value.WellKnown)
        {
            case WellKnownKind.DateTime or WellKnownKind.DateTimeOffset or WellKnownKind.TimestampOfTicks:
                UsesTimestamp = true;
                return;
            case WellKnownKind.TimeSpan:
                UsesDuration = true;
                return;
            case WellKnownKind.BclDateTime or WellKnownKind.BclTimeSpan or WellKnownKind.BclDecimal or WellKnownKind.BclGuid:
                UsesBcl = true;
                return;
        }
        if (value.ProtoType == ProtoType.Enum && EnumCarrier.Of(value.Type) is null && !_enums.Contains(value.Type))
            _enums.Add(value.Type);
        if (value.Message is not { } declared)
            return;
        var message = OnWire(declared);
        if (value.ProtoType != ProtoType.Group)
        {
            AddHierarchy(message.Root);
            return;
        }
        IsProto2 = true;
        if (message.BaseType is not null || message.SubTypes.Count > 0)
            throw SchemaRules.Inexpressible(owner, field, $"{message.Type.FullName} is part of a [ProtoInclude] hierarchy; a group's body is one message, so use DataFormat.Default");
        if (groupPath.Contains(message))
            throw SchemaRules.Inexpressible(owner, field, $"the group of {message.Type.FullName} contains itself; a group's body is declared inline, so a recursive group has no .proto form (use DataFormat.Default)");
        WalkFields(message, [.. groupPath, message]);
    }

    private void AssignNames()
    {
        foreach (var message in _messages)
            MessageNames[message] = FileScope.Claim(ProtoNames.Pascal(ProtoNames.TypeName(message.Type, message.Name)), "", null);
        var enumNames = _enums.Select(type => (type, name: FileScope.Claim(ProtoNames.Pascal(ProtoNames.TypeName(type, type.Name)), "", null))).ToList();
        var enums = new List<EnumPlan>();
        foreach (var (type, name) in enumNames)
        {
            var plan = EnumPlan.Create(type, name, FileScope);
            enums.Add(plan);
            EnumsByType[type] = plan;
        }
        Enums = enums;
    }
}
