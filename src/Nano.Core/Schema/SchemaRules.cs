namespace Nano.Schema;

/// <summary>Which fields need proto2, and which have no <c>.proto</c> form at all.</summary>
internal static class SchemaRules
{
    // Seam for the model's explicit-presence and closed-enum work (branch edges): string, bytes and message fields
    // whose FieldModel.Presence is Explicit are written as `optional` by SchemaWriter.Label with no change here. A
    // closed enum is what proto2 declares, so once the model can say an enum is closed, IsClosedEnum should read it.

    /// <summary>True when the field uses a feature that only proto2 can state.</summary>
    public static bool NeedsProto2(FieldModel field) =>
        field.Presence == Presence.Required || field.DefaultValue is not null || field.Value.ProtoType == ProtoType.Group
        || IsClosedEnum(field.Value);

    /// <summary>Seam: true when the model marks the enum closed (unknown numbers rejected). The model has no such flag yet.</summary>
    private static bool IsClosedEnum(ValueModel value) => false;

    /// <summary>Rejects fields that protobuf cannot declare.</summary>
    /// <exception cref="ProtoModelException">The field has no .proto form.</exception>
    public static void Check(MessageModel owner, FieldModel field)
    {
        if (field.OneOf is not null && field.Presence == Presence.Required)
            throw Inexpressible(owner, field, $"a member of oneof '{field.OneOf}' cannot be required");
        // protobuf-net's Level200 Guid key is a bcl.Guid message, which a .proto map key cannot be.
        if (field.Key is { ProtoType: ProtoType.Message or ProtoType.Group } key)
            throw Inexpressible(owner, field, $"its map key {key.Type.Name} is a message ({key.WellKnown}), and a .proto map key must be an integer, bool or string");
    }

    public static ProtoModelException Inexpressible(MessageModel owner, FieldModel field, string why) =>
        new($"{owner.Type.FullName}.{field.Member.Name} (field {field.Number}) cannot be expressed in .proto: {why}.");
}
