namespace Nano.Model.Building;

/// <summary>
/// Turns registrations into <see cref="MessageModel"/>s. One builder builds one connected graph of types
/// (a requested type, its hierarchy and every message type it reaches), under the owning model's lock.
/// Shells are created first so that recursive types can refer to themselves; nothing is published until
/// the whole graph has been built and validated.
/// </summary>
/// <param name="published">The models already published by the owning model (null for a type not built yet).</param>
/// <param name="registrationOf">The registration of a type, or null when it is not a contract.</param>
/// <param name="keyHashing">The owning model's <see cref="MapKeyHashing"/>, recorded on every map field.</param>
internal sealed class ModelBuilder(
    Func<Type, MessageModel?> published, Func<Type, TypeRegistration?> registrationOf, MapKeyHashing keyHashing)
{
    private readonly Dictionary<Type, MessageModel> _shells = [];
    private readonly Queue<Pending> _pending = new();

    /// <summary>Every model this builder created, to be published once <see cref="Build"/> returns.</summary>
    public IReadOnlyDictionary<Type, MessageModel> Created => _shells;

    /// <summary>Builds the model of <paramref name="type"/> and everything it reaches.</summary>
    public MessageModel Build(Type type)
    {
        var model = Resolve(type, () => type.FullName ?? type.Name)
            ?? throw new ProtoModelException($"{type.FullName} is not a protobuf contract: mark it [ProtoContract] "
                + $"with [ProtoMember(n)] members, or register it with RuntimeTypeModel.Add<{type.Name}>().");
        while (_pending.TryDequeue(out var work))
            Populate(work.Model, work.Registration);
        foreach (var created in _shells.Values)
        {
            if (created.Surrogate is not null)
                continue; // never constructed: the surrogate is
            PlanConstruction(created);
            PlanAbsentValues(created);
        }
        return model;
    }

    /// <summary>The model for a message type (creating shells for it and its hierarchy), or null when the type is not a
    /// contract.</summary>
    private MessageModel? Resolve(Type type, Func<string> where)
    {
        if (published(type) is { } done)
            return done;
        if (_shells.TryGetValue(type, out var shell))
            return shell;
        if (registrationOf(type) is null)
            return null;

        var root = type;
        while (root.BaseType is { } parent && registrationOf(parent) is { } parentRegistration
            && Includes(parentRegistration, root))
            root = parent;
        if (published(root) is not null)
            throw new ProtoModelException($"{where()}: {type.FullName} was declared as a sub-type after its base "
                + $"{root.FullName} was built.");
        CreateHierarchy(root, baseModel: null);
        return _shells.TryGetValue(type, out shell)
            ? shell
            : throw new ProtoModelException($"{where()}: {type.FullName} is not reachable from its base contract "
                + $"{root.FullName}.");
    }

    private MessageModel CreateHierarchy(Type type, MessageModel? baseModel)
    {
        var registration = registrationOf(type)!;
        var model = new MessageModel(type, registration.Name ?? type.Name)
        {
            BaseType = baseModel,
            SkipsConstructor = registration.SkipConstructor && !type.IsValueType,
            // protobuf-net runs a hierarchy's root callbacks for every instance in it, and never a sub-type's own.
            Callbacks = baseModel is null ? registration.Callbacks : baseModel.Callbacks,
        };
        _shells.Add(type, model);
        _pending.Enqueue(new Pending(model, registration));
        var subTypes = new List<SubTypeModel>();
        foreach (var (tag, subType) in InTagOrder(registration.SubTypes))
        {
            string Where() => $"{type.FullName} [ProtoInclude({tag}, typeof({subType.Name}))]";
            if (!type.IsAssignableFrom(subType) || subType == type)
                throw new ProtoModelException($"{Where()}: {subType.FullName} does not derive from {type.FullName}.");
            if (subType.BaseType != type)
                throw new ProtoModelException($"{Where()}: declare {subType.FullName} on its direct base "
                    + $"{subType.BaseType?.FullName}.");
            if (registrationOf(subType) is null)
                throw new ProtoModelException($"{Where()}: {subType.FullName} is not a contract; mark it "
                    + "[ProtoContract].");
            if (_shells.ContainsKey(subType))
                throw new ProtoModelException($"{Where()}: {subType.FullName} is included twice.");
            subTypes.Add(new SubTypeModel(tag, CreateHierarchy(subType, model)));
        }
        model.SubTypes = subTypes;
        return model;
    }

    /// <summary>Sub-types by tag (an insertion sort: there are few, and it needs no generic sort code JIT-compiled at
    /// start-up).</summary>
    private static SubTypeRegistration[] InTagOrder(List<SubTypeRegistration> subTypes)
    {
        var sorted = subTypes.ToArray();
        for (var i = 1; i < sorted.Length; i++)
        {
            var item = sorted[i];
            var j = i - 1;
            for (; j >= 0 && sorted[j].Tag > item.Tag; j--)
                sorted[j + 1] = sorted[j];
            sorted[j + 1] = item;
        }
        return sorted;
    }

    private static bool Includes(TypeRegistration registration, Type subType)
    {
        foreach (var declared in registration.SubTypes)
            if (declared.Type == subType)
                return true;
        return false;
    }

    private void Populate(MessageModel model, TypeRegistration registration)
    {
        var type = model.Type;
        if (registration.Surrogate is { } surrogate)
        {
            model.Surrogate = Surrogates.Build(model, registration, surrogate, Resolve, registrationOf);
            return;
        }
        var fields = new List<FieldModel>();
        var numbers = new Dictionary<int, string>();
        void Claim(int number, string what)
        {
            if (number is < 1 or > WireFormat.MaxFieldNumber)
                throw new ProtoModelException($"{type.FullName}.{what}: field number {number} is out of range "
                    + $"1..{WireFormat.MaxFieldNumber}.");
            if (number is >= 19000 and <= 19999)
                throw new ProtoModelException($"{type.FullName}.{what}: field number {number} is in the range "
                    + "19000..19999 that protobuf reserves.");
            if (!numbers.TryAdd(number, what))
                throw new ProtoModelException($"{type.FullName}.{what}: field number {number} is already used by "
                    + $"{numbers[number]}.");
        }

        foreach (var sub in model.SubTypes)
            Claim(sub.Tag, $"[ProtoInclude({sub.Tag}, typeof({sub.Model.Type.Name}))]");
        foreach (var declared in registration.Fields)
        {
            Claim(declared.Number, declared.Member.Name);
            fields.Add(BuildField(type, declared));
        }
        fields.Sort((a, b) => a.Number.CompareTo(b.Number));

        var groups = new List<string>();
        var required = new List<FieldModel>();
        foreach (var field in fields)
        {
            if (field.OneOf is { } group)
            {
                var index = groups.IndexOf(group);
                if (index < 0)
                {
                    index = groups.Count;
                    groups.Add(group);
                }
                field.OneOfIndex = index;
            }
            if (field.Presence == Presence.Required)
            {
                field.RequiredIndex = required.Count;
                required.Add(field);
            }
        }
        if (required.Count > 64)
            throw new ProtoModelException($"{type.FullName}: more than 64 required fields are not supported.");

        model.Fields = fields;
        model.OneOfGroups = groups;
        model.OneOfMembers = groups
            .Select((_, g) => (IReadOnlyList<FieldModel>)fields.Where(f => f.OneOfIndex == g).ToList())
            .ToList();
        model.RequiredFields = required;
        model.KeepsUnknownFields = typeof(IUnknownFieldsHolder).IsAssignableFrom(type);
    }

    private FieldModel BuildField(Type owner, FieldRegistration declared)
    {
        var member = declared.Member;
        var options = declared.Options;
        string Where() => $"{owner.FullName}.{member.Name} (field {declared.Number})";

        var memberType = MemberAccess.TypeOf(member);
        var setter = MemberAccess.Setter(member);
        var field = new FieldModel(declared.Number, options.Name ?? member.Name, member, memberType)
        {
            Getter = MemberAccess.Getter(member),
            Setter = setter,
            OneOf = options.OneOf,
            ProtobufNetLevel = options.ProtobufNetLevel,
            Dialect = ContractDialect.For(options.ProtobufNetLevel),
            WriteCondition = options.WriteCondition,
            SpecifiedSetter = options.SpecifiedSetter,
        };
        var dialect = field.Dialect;

        var nullableOf = Nullable.GetUnderlyingType(memberType);
        var collection = nullableOf is null ? CollectionClassifier.Classify(memberType, setter is not null) : null;
        if (collection is { } c)
        {
            if (options.OneOf is not null)
                throw new ProtoModelException($"{Where()}: a repeated or map field cannot be part of oneof "
                    + $"'{options.OneOf}'.");
            if (options.IsRequired)
                throw new ProtoModelException($"{Where()}: a repeated or map field cannot be required.");
            if (options.DefaultValue is not null)
                throw new ProtoModelException($"{Where()}: a repeated or map field cannot have a default value.");
            if (options.IsOptional)
                throw new ProtoModelException($"{Where()}: a repeated or map field cannot be optional; it has no "
                    + "presence (empty is not written).");
            if (options.IsClosedEnum)
                throw new ProtoModelException($"{Where()}: closed enums are supported on single fields only, not on "
                    + "repeated or map fields.");
            if (options.OverwriteList && c.Kind is CollectionKind.Existing or CollectionKind.ExistingDictionary)
                throw new ProtoModelException($"{Where()}: OverwriteList needs a setter on a collection member, to "
                    + "replace the collection.");
            field.Shape = c.Shape;
            field.Collection = c.Kind;
            field.OverwritesCollection = options.OverwriteList;
            field.ConcreteCollectionType = c.Concrete;
            field.Presence = Presence.Implicit;
            if (c.Shape == FieldShape.Map)
            {
                field.Key = MapKey(c.Element, options.KeyFormat, Where, dialect);
                field.KeyHashing = keyHashing;
                if (options.ValueFormat == DataFormat.Group)
                    throw new ProtoModelException($"{Where()}: map values cannot be groups.");
                field.Value = dialect.ListMapValue(c.MapValue!, field.Key, Where,
                        element => Element(element, DataFormat.Default, Where, "element of a map value", dialect))
                    ?? Element(c.MapValue!, options.ValueFormat, Where, "map value", dialect);
            }
            else
            {
                if (c.Kind == CollectionKind.ImmutableSet || c.Concrete is { IsGenericType: true } concrete
                    && concrete.GetGenericTypeDefinition() == typeof(HashSet<>))
                    field.KeyHashing = keyHashing; // a hash set's elements are its keys (ImmutableSetRebuild, HashSets)
                field.Value = Element(c.Element, options.DataFormat, Where, "element", dialect);
                field.IsPacked = options.IsPacked && field.Value.IsPackable;
                field.PacksLikeProtobufNet = field.IsPacked && dialect.PacksLikeProtobufNet;
            }
            return field;
        }

        var valueType = nullableOf ?? memberType;
        field.Shape = FieldShape.Single;
        field.IsNullable = nullableOf is not null;
        field.Value = Value(valueType, options.DataFormat, Where, dialect)
            ?? throw new ProtoModelException($"{Where()}: {Describe(memberType)} is not supported. Use a scalar, "
                + "string, byte[], a supported collection, or a [ProtoContract] type.");

        if (options.IsOptional && options.IsRequired)
            throw new ProtoModelException($"{Where()}: a field cannot be both required and optional.");
        if (options.IsOptional && memberType.IsValueType && !field.IsNullable)
            throw new ProtoModelException($"{Where()}: an optional field needs a member that can hold 'not set'; "
                + $"declare it as {Describe(valueType)}? (Nullable).");
        var explicitPresence = field.IsNullable || (field.Value.IsMessage && !valueType.IsValueType)
            || options.OneOf is not null || options.IsOptional
            || dialect.TextHasExplicitPresence(valueType, hasDefault: options.DefaultValue is not null);
        field.Presence = options.IsRequired ? Presence.Required
            : explicitPresence ? Presence.Explicit
            : Presence.Implicit;
        if (options.OneOf is not null && valueType.IsValueType && !field.IsNullable)
            throw new ProtoModelException($"{Where()}: members of oneof '{options.OneOf}' need explicit presence; "
                + $"declare it as {valueType.Name}? (Nullable).");
        if (options.DefaultValue is not null)
            field.DefaultValue = dialect.Default(options.DefaultValue, field, Where);
        if (options.IsClosedEnum)
        {
            if (!valueType.IsEnum)
                throw new ProtoModelException($"{Where()}: IsClosedEnum applies to enum members; {Describe(valueType)} "
                    + "is not an enum.");
            field.CloseEnum();
        }
        field.Omission = dialect.OmissionOverride(field) ?? field.Presence switch
        {
            Presence.Required => Omission.Never,
            Presence.Explicit => Omission.WhenNull,
            _ when field.DefaultValue is not null => Omission.WhenDefault,
            _ when field.Value.IsMessage => Omission.Never, // a struct message: there is no "empty" to leave out
            _ => dialect.ZeroOmission(valueType),
        };
        // protobuf-net: with a condition, the condition alone decides (a zero or default is written when it holds), and
        // only a null is never written (not even for a required field).
        // protobuf-net's auto-tuples likewise write every value but a null.
        if (field.WriteCondition is not null || options.WritesEveryValue)
            field.Omission = field.IsNullable || !memberType.IsValueType ? Omission.WhenNull : Omission.Never;
        return field;
    }

    private ValueModel Element(Type type, DataFormat format, Func<string> where, string role, ContractDialect dialect)
    {
        if (Nullable.GetUnderlyingType(type) is not null)
            throw new ProtoModelException($"{where()}: a {role} cannot be Nullable ({Describe(type)}): protobuf has no "
                + "null inside repeated fields or maps.");
        if (type != typeof(byte[]) && type != typeof(string)
            && CollectionClassifier.Classify(type, settable: true) is not null)
            throw new ProtoModelException($"{where()}: a {role} cannot itself be a collection ({Describe(type)}); wrap "
                + "it in a message."
                + (role == "map value" ? dialect.CollectionMapValueRefusal : ""));
        var value = Value(type, format, where, dialect)
            ?? throw new ProtoModelException($"{where()}: {role} type {Describe(type)} is not supported.");
        if (value.WellKnown == WellKnownKind.DateTimeFixedTicks)
            throw new ProtoModelException($"{where()}: DataFormat.FixedSize DateTime is supported as a single value "
                + "only (protobuf-net fails writing a list of them); use DataFormat.Default in a collection.");
        return value;
    }

    private static ValueModel MapKey(Type type, DataFormat format, Func<string> where, ContractDialect dialect)
    {
        var key = ValueClassifier.TryScalar(type, format, where, dialect);
        var protobufNetKey = key is not null && dialect.AcceptsMapKey(key, type);
        if (key is null || (!protobufNetKey
            && (key.ProtoType is ProtoType.Float or ProtoType.Double or ProtoType.Bytes or ProtoType.Enum
                    or ProtoType.Message
                || key.WellKnown != WellKnownKind.None)))
            throw new ProtoModelException($"{where()}: map key type {Describe(type)} is not allowed; protobuf map keys "
                + "are integers, bool or string"
                + dialect.MapKeyRefusal);
        return key;
    }

    private ValueModel? Value(Type type, DataFormat format, Func<string> where, ContractDialect dialect)
    {
        if (format != DataFormat.Group && ValueClassifier.TryScalar(type, format, where, dialect) is { } scalar)
            return scalar;
        // The format is what is wrong, not the type: a scalar or well-known value has no group encoding.
        if (format == DataFormat.Group
            && ValueClassifier.TryScalar(type, DataFormat.Default, where, ContractDialect.Nano) is not null)
            throw new ProtoModelException($"{where()}: DataFormat.Group is not valid for {Describe(type)}; only a "
                + "message type can be written as a group.");
        if (ValueClassifier.IsUnsupportedBuiltIn(type) || type.IsGenericTypeDefinition)
            return null;
        if (format is not DataFormat.Default and not DataFormat.Group)
            throw new ProtoModelException($"{where()}: DataFormat.{format} does not apply to message type "
                + $"{type.Name}.");
        var message = Resolve(type, where);
        if (message is null)
            return null;
        return new ValueModel(type, format == DataFormat.Group ? ProtoType.Group : ProtoType.Message)
        {
            Message = message,
            MapEntryLeavesOutNull = dialect.LeavesOutNullInMapEntries && !type.IsValueType,
        };
    }

    /// <summary>Decides what each member holds after a read in which its field was absent (see
    /// <see cref="AbsentValue"/>).</summary>
    private static void PlanAbsentValues(MessageModel model)
    {
        var parameters = model.Constructor?.GetParameters();
        Nullability? nullability = null;
        foreach (var field in model.Fields)
        {
            if (field.Presence != Presence.Implicit)
                continue;
            if (field.DefaultValue is not null)
            {
                field.Absent = field.Dialect.AbsentWithDefault;
                continue;
            }
            // An unwritten DateTime is the zero instant; it reads back as UTC like every other (structs cannot tell a
            // new instance from a merge, so theirs stays default(DateTime)).
            if (field.Shape == FieldShape.Single && field.Value.WellKnown == WellKnownKind.DateTime && !field.IsNullable
                && !model.IsValueType && field.Dialect.ResetsAbsentDateTime)
            {
                field.Absent = AbsentValue.Default;
                continue;
            }
            var emptyable = field.Shape == FieldShape.Single
                ? field.MemberType == typeof(string) || field.MemberType == typeof(byte[])
                : field.Collection is not (CollectionKind.Existing or CollectionKind.ExistingDictionary);
            if (field.ConstructorParameter < 0 || !emptyable || !field.Dialect.EmptiesAbsentArguments)
                continue;
            // A parameter declared nullable (string?, List<int>?) keeps null; one declared non-nullable, or in code
            // without nullable annotations, gets the empty value as a property initialised to it would.
            nullability ??= new Nullability();
            if (!nullability.IsNullable(parameters![field.ConstructorParameter]))
                field.Absent = AbsentValue.Empty;
        }
    }

    /// <summary>Decides how instances are created: a parameterless constructor, default(T), or a constructor matching
    /// the members.</summary>
    private static void PlanConstruction(MessageModel model)
    {
        var type = model.Type;
        if (type.IsAbstract || type.IsInterface)
        {
            if (model.SubTypes.Count == 0)
                throw new ProtoModelException($"{type.FullName} is abstract and declares no [ProtoInclude] sub-types, "
                    + "so it can never be created.");
            return;
        }
        static bool NeedsSetter(FieldModel f) =>
            f.Setter is null && f.Collection is not (CollectionKind.Existing or CollectionKind.ExistingDictionary);
        var allSettable = true;
        foreach (var field in model.Fields)
            allSettable &= !NeedsSetter(field);
        if (model.SkipsConstructor)
        {
            // No constructor runs, so nothing but a setter can give a member its value (a get-only collection would
            // stay null).
            var unsettable = model.Fields.Where(f => f.Setter is null).Select(f => f.Member.Name).ToList();
            if (unsettable.Count > 0)
                throw new ProtoModelException(
                    $"{type.FullName} skips its constructor, so every field member needs a setter (a get-only "
                    + "collection would stay null). "
                    + $"Members without a setter: {string.Join(", ", unsettable)}.");
            return;
        }
        const BindingFlags flags = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic;
        var parameterless = type.IsValueType
            ? null
            : MessageTypes.Members(type).GetConstructor(flags, null, Type.EmptyTypes, null);
        if (allSettable && (type.IsValueType || parameterless is not null))
        {
            model.Constructor = parameterless;
            return;
        }

        ConstructorInfo? best = null;
        FieldModel?[]? bestArguments = null;
        foreach (var constructor in MessageTypes.Members(type).GetConstructors(flags))
        {
            var parameters = constructor.GetParameters();
            if (parameters.Length == 0)
                continue;
            var arguments = new FieldModel?[parameters.Length];
            var matches = true;
            for (var i = 0; i < parameters.Length && matches; i++)
            {
                var match = FieldNamed(model, parameters[i].Name);
                if (match is not null && parameters[i].ParameterType == match.MemberType)
                    arguments[i] = match;
                else if (parameters[i].HasDefaultValue)
                    arguments[i] = null;
                else
                    matches = false;
            }
            if (matches && (best is null || parameters.Length > best.GetParameters().Length))
            {
                best = constructor;
                bestArguments = arguments;
            }
        }

        if (best is null)
            throw new ProtoModelException(
                $"{type.FullName} cannot be created: it needs a parameterless constructor with settable members, or a "
                + "constructor whose parameters match its [ProtoMember] members by name and type. "
                + "Members without a setter: "
                + $"{string.Join(", ", model.Fields.Where(NeedsSetter).Select(f => f.Member.Name))}.");
        if (model.BaseType is not null || model.SubTypes.Count > 0)
            throw new ProtoModelException(
                $"{type.FullName} is part of a [ProtoInclude] hierarchy, so it needs a parameterless constructor and "
                + "settable members: its fields and its sub-type's may arrive in any order.");
        for (var i = 0; i < bestArguments!.Length; i++)
            if (bestArguments[i] is { } f)
                f.ConstructorParameter = i;
        var unreachable = new List<string>();
        foreach (var field in model.Fields)
            if (field.ConstructorParameter < 0 && NeedsSetter(field))
                unreachable.Add(field.Member.Name);
        if (unreachable.Count > 0)
            throw new ProtoModelException($"{type.FullName}: members {string.Join(", ", unreachable)} have no setter "
                + "and no matching constructor parameter.");
        if (model.Callbacks is not null)
            throw new ProtoModelException($"{type.FullName} is built through its constructor, so it cannot have "
                + "serialization callbacks (there is no instance before its fields are read); give it a parameterless "
                + "constructor and settable members.");
        if (model.Fields.FirstOrDefault(f => f.SpecifiedSetter is not null) is { } specified)
            throw new ProtoModelException($"{type.FullName}.{specified.Member.Name}Specified: a type built through its "
                + "constructor cannot have a settable XSpecified member; give it a parameterless constructor and "
                + "settable members.");
        model.Constructor = best;
        model.ConstructorArguments = bestArguments;
        model.ConstructorDefaults = best.GetParameters()
            .Select((parameter, i) =>
                bestArguments![i] is null && parameter.HasDefaultValue ? parameter.DefaultValue : null)
            .ToArray();
    }

    private static FieldModel? FieldNamed(MessageModel model, string? name)
    {
        foreach (var field in model.Fields)
            if (string.Equals(field.Member.Name, name, StringComparison.OrdinalIgnoreCase))
                return field;
        return null;
    }

    /// <summary>A type whose model shell exists and whose fields are still to be built.</summary>
    /// <remarks>A class, not a tuple or struct: a queue of a reference type runs on the framework's precompiled shared
    /// code, while one of a value type is JIT-compiled at start-up even with ReadyToRun.</remarks>
    private sealed record Pending(MessageModel Model, TypeRegistration Registration);

    internal static string Describe(Type type) => type.IsGenericType
        ? $"{type.Name[..type.Name.IndexOf('`')]}<{string.Join(", ", type.GetGenericArguments().Select(Describe))}>"
        : type.Name;
}
