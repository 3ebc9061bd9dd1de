namespace Nano.Serialization;

/// <summary>
/// Every error about an object graph that protobuf cannot write, or about a payload that does not fit the model's
/// types, worded once: both backends (the emitted IL included) throw what these methods create, so the two agree
/// exception for exception. Wire-level malformations are <see cref="ProtoErrors"/>; the writer's depth and size limits
/// are <see cref="ProtoWriter"/>'s.
/// </summary>
internal static class GraphErrors
{
    /// <summary>How a member is named in every error: its declaring type's full name, a dot, its name.</summary>
    public static string MemberName(FieldModel field) => $"{field.Member.DeclaringType?.FullName}.{field.Member.Name}";

    /// <summary>A repeated string, bytes or message field holds null, which protobuf cannot encode.</summary>
    public static InvalidOperationException NullElement(FieldModel field, int index) =>
        NullElement(field.Member.DeclaringType?.FullName, field.Name, field.Number, index);

    /// <summary>As <see cref="NullElement(FieldModel, int)"/>, from constants baked into emitted code.</summary>
    public static InvalidOperationException NullElement(string? declaringType, string member, int number, int index)
    {
        var error = new InvalidOperationException(
            $"Element {index} of repeated field '{member}' ({number}) of {declaringType} is null; a repeated string, "
                + "bytes or message field cannot hold null.");
        error.Data[NullElementKey] = index;
        return error;
    }

    /// <summary>A map field holds a null message value, which a map entry cannot encode (null strings and bytes are
    /// written empty).</summary>
    public static InvalidOperationException NullMapValue(FieldModel field)
    {
        var error = new InvalidOperationException(
            $"Map field '{field.Name}' ({field.Number}) of {field.Member.DeclaringType?.FullName} holds a null "
                + $"{field.Value.Type.Name} value; a protobuf map cannot hold a null message.");
        error.Data[NullMapValueKey] = true;
        return error;
    }

    /// <summary>The text of a compiled helper's error before it is named (it knows the element's index but not its
    /// field).</summary>
    public static string UnnamedNullElement(int index) =>
        $"Element {index} of a repeated string, bytes or message field is null; a repeated field cannot hold null.";

    /// <summary>The text of a compiled map helper's error before it is named (it knows the value's type but not its
    /// field).</summary>
    public static string UnnamedNullMapValue(Type valueType) =>
        $"A map holds a null {valueType.Name} value; a protobuf map cannot hold a null message.";

    /// <summary>A required (proto2 <c>required</c>) member is null when written.</summary>
    public static InvalidOperationException RequiredNull(FieldModel field) =>
        new($"Required field '{field.Name}' ({field.Number}) of {field.Member.DeclaringType?.FullName} is null.");

    /// <summary>As <see cref="RequiredNull(FieldModel)"/>, for emitted code: field <paramref name="field"/> of
    /// <paramref name="model"/>.</summary>
    public static Exception RequiredNull(MessageModel model, int field) => RequiredNull(model.Fields[field]);

    /// <summary>An instance written with more than one member of oneof group <paramref name="group"/> set.</summary>
    public static Exception OneOfConflict(MessageModel model, int group) => new InvalidOperationException(
        $"oneof '{model.OneOfGroups[group]}' of {model.Type.FullName} has more than one of its members "
            + $"({string.Join(", ", model.OneOfMembers[group].Select(f => f.Name))}) set; at most one may be set.");

    /// <summary>A value written as <paramref name="level"/> whose runtime type is not one of its declared
    /// sub-types.</summary>
    public static InvalidOperationException UnknownSubType(Type level, Type actual) =>
        new(level.IsAbstract || !level.IsAssignableFrom(actual)
        ? $"{actual.FullName} is not a known sub-type of {level.FullName}; declare it with [ProtoInclude]."
        : $"{actual.FullName} derives from {level.FullName} but is not declared with [ProtoInclude], so it cannot be "
            + "written faithfully.");

    /// <summary>A get-only collection or dictionary member that its owner left null, read into.</summary>
    public static InvalidOperationException GetOnlyNull(string member, bool map) =>
        new($"{member} is a get-only {(map ? "dictionary" : "collection")} and is null; create it in the constructor.");

    /// <summary>A get-only collection or dictionary member that is read-only or of a type that cannot be added
    /// to.</summary>
    public static InvalidOperationException GetOnlyCannotAdd(string member, bool map, object existing) =>
        new($"{member} is a get-only {(map ? "dictionary" : "collection")} that cannot be added to "
            + $"({existing.GetType().Name}).");

    /// <summary>Without dynamic code, the collection type a member needs has no constructor reflection can call
    /// (NativeAOT keeps none for a type the app only creates in code). <paramref name="where"/> names member and field;
    /// <paramref name="orElse"/> ends the advice.</summary>
    public static ProtoModelException NoConstructorUnderAot(string where, Type type, string orElse, Exception inner) =>
        new(
        $"{where}: this NativeAOT app has no constructor of {type.FullName} to call by reflection. Initialize the "
            + $"member in the message (e.g. '= []'){orElse}.", inner);

    /// <summary>A message measured one length and then wrote another: the object changed between the two passes (a
    /// before-serialize callback that is not idempotent, or another thread writing to it).</summary>
    public static InvalidOperationException ChangedWhileWriting(Type type, long measured, string written) =>
        new($"{type.FullName} measured {measured} bytes but wrote {written}: the object changed while it was being "
            + "serialized (a before-serialize callback that is not idempotent, or another thread).");

    /// <summary>The payload names sub-type <paramref name="payload"/>, but the instance being merged into is not
    /// one.</summary>
    public static ProtoException MergeTypeMismatch(ref ProtoReader reader, Type payload, object instance) =>
        reader.CreateException($"The payload holds a {payload.FullName}, but the instance being merged into is a "
            + $"{instance.GetType().FullName}");

    /// <summary>The message ended without naming a sub-type of the abstract <paramref name="type"/>.</summary>
    public static ProtoException AbstractWithoutSubType(ref ProtoReader reader, Type type) =>
        reader.CreateException($"{type.FullName} is abstract and the payload names none of its sub-types");

    /// <summary>Marks the exceptions made by <see cref="NullMapValue"/>.</summary>
    public const string NullMapValueKey = "Nano.NullMapValue";

    /// <summary>Marks the exceptions made by <see cref="NullElement(FieldModel, int)"/> (the type alone is the general
    /// one).</summary>
    public const string NullElementKey = "Nano.NullElement";
}
