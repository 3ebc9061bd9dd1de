namespace Nano.Schema;

/// <summary>Which fields need proto2, and which have no <c>.proto</c> form at all.</summary>
internal static class SchemaRules
{
    // String, bytes and message fields whose FieldModel.Presence is Explicit are written as `optional` by
    // SchemaWriter.Label.

    /// <summary>True when the field uses a feature that only proto2 can state: required, a default, a group, or a
    /// closed enum (proto3's enums are open; in proto2 every enum is closed, so the file's other enums are declared
    /// closed too: .proto has no per-field choice short of editions).</summary>
    public static bool NeedsProto2(FieldModel field) =>
        field.Presence == Presence.Required || HasDefaultOption(field) || field.Value.ProtoType == ProtoType.Group
        || field.IsClosedEnum;

    /// <summary>True when the field's default is stated as <c>[default = …]</c>; a message-typed value
    /// (protobuf-net's <c>bcl.DateTime</c>, <c>bcl.TimeSpan</c>, <c>bcl.Guid</c>) cannot have one, so its default is a
    /// comment.</summary>
    public static bool HasDefaultOption(FieldModel field) =>
        field.DefaultValue is not null && field.Value.ProtoType is not (ProtoType.Message or ProtoType.Group);

    /// <summary>Rejects fields that protobuf cannot declare.</summary>
    /// <exception cref="ProtoModelException">The field has no .proto form.</exception>
    public static void Check(MessageModel owner, FieldModel field)
    {
        if (field.OneOf is not null && field.Presence == Presence.Required)
            throw Inexpressible(owner, field, $"a member of oneof '{field.OneOf}' cannot be required");
        // protobuf-net's Level200 Guid key is a bcl.Guid message, which a .proto map key cannot be.
        if (field.Key is { ProtoType: ProtoType.Message or ProtoType.Group } key)
            throw Inexpressible(owner, field,
                $"its map key {key.Type.Name} is a message ({key.WellKnown}), and a .proto map key must be an integer, "
                    + "bool or string");
    }

    public static ProtoModelException Inexpressible(MessageModel owner, FieldModel field, string why) =>
        new($"{owner.Type.FullName}.{field.Member.Name} (field {field.Number}) cannot be expressed in .proto: {why}.");
}
